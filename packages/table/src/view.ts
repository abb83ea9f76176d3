// What one player can see of the table: its own hand, and everything public. Never another hand
// or the wall. Bots, statistics and log replay all read this one view.
import type { Seat, TileId, Wind } from '@mjkit/core';
import type { TableMeld } from './meld.js';
import type { RiverTile, TableState } from './state.js';

/** One player's view of the table at a moment: nothing of the other hands or of the wall. */
export interface PlayerView {
  /** The viewer's seat, and the number of players. */
  readonly seat: Seat;
  readonly players: 3 | 4;
  /** Round number (0 = East 1 …), round wind (0 = East), honba, riichi sticks, dealer's seat. */
  readonly round: number;
  readonly roundWind: Wind;
  readonly honba: number;
  readonly riichiSticks: number;
  readonly dealer: Seat;
  /** The viewer's seat wind (0 = East, the dealer). */
  readonly seatWind: Wind;
  /** Whether tile ids 16, 52, 88 are red fives. */
  readonly redFives: boolean;
  /** The viewer's concealed tiles (ids), in the order they came. */
  readonly hand: readonly TileId[];
  /** The tile the viewer has just drawn, when it is the viewer's turn after a draw; else null. */
  readonly drawn: TileId | null;
  /** Everyone's melds (kita included), rivers, riichi state and scores, per seat. */
  readonly melds: readonly (readonly TableMeld[])[];
  readonly rivers: readonly (readonly RiverTile[])[];
  readonly riichi: readonly boolean[];
  readonly scores: readonly number[];
  /** North tiles set aside, per seat (three-player games). */
  readonly kita: readonly number[];
  /** Bonus tiles (1–8: Hong Kong's flowers and seasons) set aside, per seat; empty at a riichi table. */
  readonly bonus: readonly (readonly number[])[];
  readonly doraIndicators: readonly TileId[];
  /** Tiles still to be drawn from the live wall. */
  readonly tilesLeft: number;
  /** The discard that can still be called or ronned, or null. */
  readonly lastDiscard: { readonly seat: Seat; readonly tile: TileId } | null;
}

/**
 * The view of `seat` at this moment of the state: a value of its own, which stays as it is when
 * the state moves on. Its arrays (the hand, each seat's melds and river, riichi flags, scores,
 * kita, dora indicators) are copies made for it, and the melds, river tiles and last discard in
 * them are frozen, so that nothing written into a view reaches the table or another seat's view.
 * (Copies, not frozen arrays: V8 reads a frozen array through its slow path in `find`, `some`,
 * `filter` and `slice`, several times slower.)
 *
 * @example
 * ```ts
 * import { TableState, playerView } from '@mjkit/table';
 * const hands = [0, 1, 2, 3].map((s) => Array.from({ length: 13 }, (_, i) => 4 + s * 13 + i));
 * const state = new TableState({ players: 4, redFives: true }, { round: 0, honba: 0, riichiSticks: 0, dice: null, dealer: 0, scores: [25000, 25000, 25000, 25000], doraIndicator: 0, hands });
 * state.apply({ type: 'draw', seat: 0, tile: 60 });
 * const view = playerView(state, 0);
 * [view.hand.length, view.drawn, view.tilesLeft, view.seatWind]; // => [14, 60, 69, 0]
 * playerView(state, 1).drawn; // => null
 * // a closed kan, its replacement draw, then the kan dora: the replacement is still the drawn tile
 * state.apply({ type: 'call', seat: 0, meld: { type: 'ankan', tiles: [4, 5, 6, 7], called: null, from: null, added: null }, code: null });
 * state.apply({ type: 'draw', seat: 0, tile: 135 });
 * state.apply({ type: 'dora', indicator: 1 });
 * playerView(state, 0).drawn; // => 135
 * // a view is its own: writing into it changes neither the table nor the next view
 * (view.scores as number[])[0] = 0;
 * playerView(state, 0).scores[0]; // => 25000
 * ```
 */
export function playerView(state: TableState, seat: Seat): PlayerView {
  // a kan dora shown after the replacement draw (majiang-core's order, some mjai servers') or a
  // connection note does not end the turn: the draw before it is still the drawn tile
  const events = state.events;
  let i = events.length - 1;
  while (i >= 0 && (events[i]!.type === 'dora' || events[i]!.type === 'disconnect' || events[i]!.type === 'reconnect')) i--;
  const last = i >= 0 ? events[i]! : null;
  const drawn = last !== null && last.type === 'draw' && last.seat === seat ? last.tile : null;
  return {
    seat,
    players: state.players,
    round: state.round,
    roundWind: state.roundWind,
    honba: state.start.honba,
    riichiSticks: state.riichiSticks,
    dealer: state.dealer,
    seatWind: state.seatWind(seat),
    redFives: state.redFives,
    hand: [...(state.hands[seat] as TileId[])],
    drawn,
    melds: copies(state.melds),
    rivers: copies(state.rivers),
    riichi: state.riichi.slice(),
    scores: state.scores.slice(),
    kita: state.kita.slice(),
    bonus: state.hongKong === null ? NO_BONUS : copies(state.bonus),
    doraIndicators: state.doraIndicators.slice(),
    tilesLeft: state.tilesLeft,
    lastDiscard: state.lastDiscard,
  };
}

/** The bonus tiles of a riichi table: none, frozen (shared by every view, so nothing can be written into it). */
const NO_BONUS: readonly (readonly number[])[] = Object.freeze([Object.freeze([]), Object.freeze([]), Object.freeze([]), Object.freeze([])]);

/** A copy of each of four lists. */
function copies<T>(lists: readonly (readonly T[])[]): T[][] {
  return [(lists[0] as T[]).slice(), (lists[1] as T[]).slice(), (lists[2] as T[]).slice(), (lists[3] as T[]).slice()];
}
