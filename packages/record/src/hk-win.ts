// A Hong Kong win as the table records it: the same win event as riichi's, with the faan items
// in place of the yaku (each `{ id: -1, han: faan, name: item }`), no fu, no dora.
import { seatOfWind } from '@mjkit/core';
import type { HongKongRules, Seat, TileId } from '@mjkit/core';
import { fail } from '@mjkit/core/internal';
import { scoreHongKong } from '@mjkit/scoring';
import { hongKongWinInputOf } from '@mjkit/table';
import type { TableMeld, TableState, WinEvent } from '@mjkit/table';
import { changesBySeat, winnerHand } from './rescore.js';

/**
 * The win event of `seat` winning on `tile` (its own draw when `from` is `seat`) at a Hong Kong
 * table, scored by `scoreHongKong` of @mjkit/scoring: `yaku` lists the faan items (`name` the
 * item's id, `han` its faan, bonus items included), `points` what the winner gains, `limit` 5 for
 * a limit hand (13 faan) and 0 otherwise, `pao` the liable seat, `extra.faan` the total. `state`
 * is the table before the win; throws `ILLEGAL_STATE` for a hand that is not a win there.
 */
export function hongKongWinEventOf(state: TableState, seat: Seat, from: Seat, tile: TileId, rules: HongKongRules): WinEvent {
  const score = scoreHongKong(hongKongWinInputOf(state, seat, from, tile, rules));
  if (!score.ok) fail('ILLEGAL_STATE', `seat ${seat} wins a hand that is not a win at this table: ${score.reason}`);
  const changes = changesBySeat(state, score.payments);
  return {
    type: 'win',
    seat,
    from,
    pao: score.liable === null ? null : seatOfWind(score.liable, state.dealer, 4),
    hand: winnerHand(state, seat, from, tile),
    melds: [...(state.melds[seat] as TableMeld[])],
    winningTile: tile,
    fu: null,
    points: changes[seat] as number,
    limit: score.limit ? 5 : 0,
    yaku: score.items.map((i) => ({ id: -1, han: i.faan, name: i.id })),
    yakuman: [],
    doraIndicators: [],
    uraIndicators: [],
    honba: state.start.honba,
    riichiSticks: 0,
    scores: [...state.scores],
    changes,
    extra: { faan: String(score.faan) },
  };
}
