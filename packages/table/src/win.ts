// A win as scoring sees it, read off the table: the winner's hand and melds, the winds, and the
// situation (riichi, ippatsu, rinshan, chankan, last tile, first turn, dora, kita, honba and
// sticks). Log re-scoring and the engine both score wins through this one function.
import { Hand, seatWind, tileFromId } from '@mjkit/core';
import type { Rules, Seat, Tile, TileId, Wind } from '@mjkit/core';
import type { WinInput } from '@mjkit/scoring';
import { toCoreMeld } from './meld.js';
import type { TableState } from './state.js';

/** What {@link winInputOf} needs beside the state. */
export interface WinContext {
  /** The winner. */
  readonly seat: Seat;
  /** Who gave the winning tile: the winner for tsumo. */
  readonly from: Seat;
  /** The winning tile: the winner's drawn tile for tsumo, the tile it rons otherwise. */
  readonly tile: TileId;
  /** Uradora indicators (counted for a riichi winner only). */
  readonly uraIndicators: readonly TileId[];
  /** Whether this winner takes the honba and riichi sticks (the first winner of a multiple ron). */
  readonly first: boolean;
  readonly rules: Rules;
}

/**
 * The scoring input of a win at this moment of the table. The winner's concealed tiles are its
 * hand (plus the ronned tile); trusts a state that the win event has not been applied to.
 */
export function winInputOf(state: TableState, w: WinContext): WinInput {
  const { seat, from, tile, rules } = w;
  const players = state.players;
  const red = state.redFives;
  const tsumo = from === seat;
  const concealed = (state.hands[seat] as TileId[]).map((id) => tileFromId(id, red));
  const winning: Tile = tileFromId(tile, red);
  if (tsumo) concealed.splice(concealed.lastIndexOf(winning), 1);
  const melds = (state.melds[seat] ?? []).filter((m) => m.type !== 'kita').map((m) => toCoreMeld(m, red));
  const hand = Hand.fromParts({ concealed, drawn: tsumo ? winning : null, melds, riichi: false, afterCall: false });
  const riichi = state.riichi[seat] as boolean;
  const robbed = !tsumo && state.robbable !== null && state.robbable.seat === from;
  const replacement = tsumo && state.lastDrawWasReplacement;
  const dealer = state.dealer;
  return {
    hand,
    winningTile: winning,
    tsumo,
    discarder: tsumo ? undefined : seatWind(from, dealer, players),
    seatWind: seatWind(seat, dealer, players),
    roundWind: state.roundWind as Wind,
    dealer,
    riichi: riichi && !state.doubleRiichi[seat],
    doubleRiichi: riichi && (state.doubleRiichi[seat] as boolean),
    ippatsu: riichi && (state.ippatsu[seat] as boolean),
    rinshan: replacement,
    chankan: robbed && state.robbable?.kind === 'kakan',
    lastTile: state.tilesLeft === 0 && !replacement && !robbed,
    // tenhou or chiihou: a tsumo on the first draw; renhou: a ron before the first draw
    firstTurn: !state.anyCall && state.discards[seat] === 0 && (tsumo || state.lastDrawn[seat] === -1),
    doraIndicators: state.doraIndicators.map((id) => tileFromId(id, red)),
    uraIndicators: riichi ? w.uraIndicators.map((id) => tileFromId(id, red)) : [],
    kita: state.kita[seat] as number,
    honba: w.first ? state.start.honba : 0,
    riichiSticks: w.first ? state.riichiSticks : 0,
    rules,
  };
}
