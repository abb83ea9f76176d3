// A nanikiru position (a hand and what the table shows) as a table turn: the view a bot gets and
// the actions a table would offer, so that any agent can answer a discard problem.
import { kindOf } from '@mjkit/core';
import type { Seat, Tile, TileId } from '@mjkit/core';
import { fail } from '@mjkit/core/internal';
import { positionOf } from '@mjkit/evaluator';
import type { Position, PositionInput } from '@mjkit/evaluator';
import { shanten } from '@mjkit/shanten';
import { kuikaeKinds } from '@mjkit/table';
import type { Action, PlayerView, RiverTile, TableMeld } from '@mjkit/table';

/**
 * The turn of a position: seat 0's view just after its draw (or its chii or pon), the tiles seen
 * elsewhere lying in another seat's river, nobody in riichi; and the actions a table would offer:
 * every discard (not the kuikae ones after a call), riichi with each discard that leaves a closed
 * hand tenpai while four tiles are left to draw, tsumo when the hand is complete.
 *
 * @example
 * ```ts
 * import { positionTurn, priorityDecision } from '@mjkit/bots';
 * const { view, actions } = positionTurn({ hand: '124s14m1234p2444z5z' });
 * view.hand.length; // => 14
 * actions.filter((a) => a.type === 'discard').length; // => 12
 * priorityDecision(view, actions).why; // => { kind: 'discard', rule: 'isolated-number', candidates: [0, 3], style: 'closed', keep: [], riichi: false }
 * positionTurn({ hand: '123m456p789s1122z' }); // throws HAND_SIZE
 * ```
 */
export function positionTurn(input: PositionInput | Position): { view: PlayerView; actions: Action[] } {
  const p = positionOf(input);
  const hand = p.hand;
  if (hand.tileCount !== 14) fail('HAND_SIZE', `a turn's hand has 14 tiles (3 per meld), not ${hand.tileCount}`);
  const rules = p.rules;
  const players = rules.players;
  const reds = [rules.redFives.m, rules.redFives.p, rules.redFives.s];
  const used = new Uint8Array(136);
  /** Copies placed so far per face (core tiles 0..36: a red five is its own face). */
  const placed = new Uint8Array(37);
  const idOf = (t: Tile): TileId => {
    const k = kindOf(t);
    const redFive = k < 27 && k % 9 === 4 && reds[(k - 4) / 9]! > 0;
    for (let c = 0; c < 4; c++) {
      const id = k * 4 + c;
      if (used[id] || (redFive && (t >= 34) !== (c === 0))) continue;
      used[id] = 1;
      placed[t]!++;
      return id;
    }
    return fail('FIFTH_COPY', `no copy of tile ${t} left to place`);
  };
  const meldOf = (m: (typeof hand.melds)[number]): TableMeld => {
    const ids = m.tiles.map(idOf);
    const at = (t: Tile | null) => (t === null ? null : (ids[m.tiles.indexOf(t)] as TileId));
    return { type: m.type, tiles: [...ids].sort((a, b) => a - b), called: at(m.called), from: m.from, added: at(m.added) };
  };
  const melds = hand.melds.map(meldOf);
  const drawnTile = hand.drawn;
  const concealed = hand.concealedTiles();
  const ids = concealed.map(idOf);
  const drawn = drawnTile === null ? null : (ids[concealed.lastIndexOf(drawnTile)] as TileId);
  const indicators = p.doraIndicators.map(idOf);
  // what is neither held nor unseen lies in a river
  const river: RiverTile[] = [];
  for (let face = 0; face < 37; face++) {
    const k = face < 34 ? face : (face - 34) * 9 + 4;
    const plainFive = face < 34 && k < 27 && k % 9 === 4;
    const inPlay = players === 3 && k >= 1 && k <= 7 ? 0 : face >= 34 ? reds[face - 34]! : plainFive ? 4 - reds[(k - 4) / 9]! : 4;
    const seen = inPlay - placed[face]! - p.unseen[face]!;
    for (let i = 0; i < seen; i++) river.push({ tile: idOf(face), tsumogiri: false, riichi: false, called: false });
  }
  const seatWind = p.seatWind;
  const dealer = ((players - seatWind) % players) as Seat;
  const other = (players === 4 ? 2 : 1) as Seat;
  const view: PlayerView = {
    seat: 0 as Seat,
    players,
    round: p.roundWind * players + dealer,
    roundWind: p.roundWind,
    honba: 0,
    riichiSticks: 0,
    dealer,
    seatWind,
    redFives: reds.some((r) => r > 0),
    hand: ids,
    drawn,
    melds: Array.from({ length: 4 }, (_, s) => (s === 0 ? melds : [])),
    rivers: Array.from({ length: 4 }, (_, s) => (s === other ? river : [])),
    riichi: [false, false, false, false],
    scores: Array.from({ length: 4 }, (_, s) => (s < players ? rules.startingPoints : 0)),
    kita: [0, 0, 0, 0],
    bonus: [[], [], [], []],
    doraIndicators: indicators,
    tilesLeft: p.drawable,
    lastDiscard: null,
  };
  return { view, actions: turnActions(p, ids, melds) };
}

function turnActions(p: Position, ids: readonly TileId[], melds: readonly TableMeld[]): Action[] {
  const hand = p.hand;
  const reds = [p.rules.redFives.m, p.rules.redFives.p, p.rules.redFives.s];
  const counts = new Uint8Array(34);
  for (const id of ids) counts[id >> 2]!++;
  const actions: Action[] = [];
  if (shanten(counts) === -1) actions.push({ type: 'tsumo' });
  const last = melds[melds.length - 1];
  const deny = new Set<number>(hand.afterCall && last !== undefined && last.called !== null && !p.rules.kuikae ? kuikaeKinds(last) : []);
  const canRiichi = hand.isClosed && !hand.afterCall && p.drawable >= 4;
  const seen = new Set<number>();
  for (const id of ids) {
    const red = (id === 16 || id === 52 || id === 88) && reds[(id - 16) / 36]! > 0;
    const face = red ? 1000 + id : id >> 2;
    if (seen.has(face) || deny.has(id >> 2)) continue;
    seen.add(face);
    actions.push({ type: 'discard', tile: id, riichi: false });
    if (canRiichi) {
      counts[id >> 2]!--;
      if (shanten(counts) === 0) actions.push({ type: 'discard', tile: id, riichi: true });
      counts[id >> 2]!++;
    }
  }
  return actions;
}
