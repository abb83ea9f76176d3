// Placement play: what a change of the scores is worth to a player who is paid by final place, not
// by points. The final order is read as the pairwise score differences of today, each moved by an
// independent normal change whose spread is what the rounds still to play move it in Houou games
// (bench/results/placement.md); the worth of a change is the fall of the expected final place it
// brings, in points of East 1 (where a point is worth the same to everyone), so that the push or
// fold weighs a deal-in or a win in the same unit as before — and far from a neighbour's score, in
// the last rounds, one more point is worth almost nothing.
import type { Seat } from '@mjkit/core';
import type { PlayerView } from '@mjkit/table';

/**
 * The root mean square change of a pair of players' score difference from the end of a round to
 * the end of a hanchan, by round: East 1 … South 4, then any West round (the Houou hanchan of
 * 2020, bench/results/placement.md; rounded to 100).
 */
export const PLACEMENT_SPREAD: readonly number[] = [22700, 20500, 18200, 16400, 14200, 11500, 9200, 3500, 6700];

/** The standard normal's distribution function (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * A player's expected final place (1–4) when each other player's score difference to it moves by
 * a normal change of root mean square `spread` before the end; a tie goes to the seat earlier in
 * `order` (the first dealer first). A spread of 0 gives the place the scores hold now.
 *
 * @example
 * ```ts
 * import { expectedRank } from '@mjkit/bots';
 * expectedRank([30000, 20000, 25000, 25000], 0, 0, [0, 1, 2, 3]); // => 1
 * expectedRank([25000, 25000, 25000, 25000], 0, 10000, [0, 1, 2, 3]) > 2.49; // => true
 * ```
 */
export function expectedRank(scores: readonly number[], seat: number, spread: number, order: readonly number[]): number {
  let rank = 1;
  const mine = order.indexOf(seat);
  for (const other of order) {
    if (other === seat) continue;
    // the tie-break as half a point: the seat earlier in the order stays above on equal scores
    const gap = scores[other]! - scores[seat]! + (order.indexOf(other) < mine ? 0.5 : -0.5);
    rank += spread < 1 ? (gap > 0 ? 1 : 0) : normalCdf(gap / spread);
  }
  return rank;
}

/** How much a change of the scores is worth to one player: see {@link placementOf}. */
export interface Placement {
  /** The worth to the viewer of `change` (points per seat, added to today's scores), in points of East 1. */
  worth(change: readonly number[]): number;
}

/** A round of a game of `length` as the hanchan's round it plays like: a tonpuu's East 1 is South 1. */
export function hanchanRoundOf(round: number, length: 'hanchan' | 'tonpuu'): number {
  return round + (length === 'tonpuu' ? 4 : 0);
}

/** The density of the standard normal at 0. */
const PHI0 = 1 / Math.sqrt(2 * Math.PI);

/**
 * The placement worth of a change of the scores for the viewer of `view`: the fall of its expected
 * final place ({@link expectedRank}, with the spread after the round being played,
 * {@link PLACEMENT_SPREAD}), times the points one place is worth at East 1 with equal scores
 * (where a small deal-in or win is worth its points; points lost to nobody, a riichi stick, ¾ of them). A tonpuu game's round counts as the hanchan's round
 * four later (its East 1 as South 1). Three-player games: the points themselves.
 *
 * @example
 * ```ts
 * import { placementOf } from '@mjkit/bots';
 * import { TableState, playerView } from '@mjkit/table';
 * const hands = [0, 1, 2, 3].map((s) => Array.from({ length: 13 }, (_, i) => 4 + s * 13 + i));
 * const state = new TableState({ players: 4, redFives: true }, { round: 7, honba: 0, riichiSticks: 0, dice: null, dealer: 3, scores: [45000, 20000, 18000, 17000], doraIndicator: 0, hands });
 * const south4 = placementOf(playerView(state, 0), 'hanchan');
 * // South 4, 25,000 ahead: a deal-in of 8,000 to the second costs next to nothing, one of 18,000 first place
 * south4.worth([-8000, 8000, 0, 0]) > -100; // => true
 * south4.worth([-18000, 18000, 0, 0]) < -5000; // => true
 * ```
 */
export function placementOf(view: PlayerView, length: 'hanchan' | 'tonpuu'): Placement {
  const seat: Seat = view.seat;
  if (view.players !== 4) return { worth: (change) => change[seat]! };
  const index = Math.min(PLACEMENT_SPREAD.length - 1, hanchanRoundOf(view.round, length));
  const spread = PLACEMENT_SPREAD[index]!;
  // at East 1 with equal scores a transfer of x points between the viewer and another moves the
  // four pairwise differences by 4x in all: a place is worth spread / (4 φ(0)) points there
  const perPlace = PLACEMENT_SPREAD[0]! / (4 * PHI0);
  const firstDealer = (((view.dealer - view.round) % 4) + 4) % 4;
  const order = [0, 1, 2, 3].map((i) => (firstDealer + i) % 4);
  const scores = view.scores;
  const now = expectedRank(scores, seat, spread, order);
  return {
    worth(change) {
      const after = scores.map((s, i) => s + (change[i] ?? 0));
      return perPlace * (now - expectedRank(after, seat, spread, order));
    },
  };
}
