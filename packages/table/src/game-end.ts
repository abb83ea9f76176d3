// How a game ends: the riichi sticks left on the table go to first place, and places are by
// score, a tie going to the seat nearer the first dealer (Tenhou).
import type { Rules, Seat } from '@mjkit/core';

/**
 * The places of the seats (0 = first), by score; equal scores are ordered by seat, starting from
 * the first dealer.
 *
 * @example
 * ```ts
 * import { placesOf } from '@mjkit/table';
 * placesOf([25000, 30000, 25000, 20000], 0); // => [1, 0, 2, 3]
 * placesOf([25000, 30000, 25000, 20000], 2); // => [2, 0, 1, 3]
 * ```
 */
export function placesOf(scores: readonly number[], firstDealer: Seat): number[] {
  const players = scores.length;
  const order = scores
    .map((score, seat) => ({ seat, score, turn: (seat - firstDealer + players) % players }))
    .sort((a, b) => b.score - a.score || a.turn - b.turn);
  const places = new Array<number>(players).fill(0);
  order.forEach((o, place) => (places[o.seat] = place));
  return places;
}

/**
 * The final scores: the scores after the last round, with the riichi sticks still on the table
 * (1,000 points each) to the player in first place.
 *
 * @example
 * ```ts
 * import { finalScores } from '@mjkit/table';
 * finalScores([25000, 30000, 24000, 20000], 1, 0); // => [25000, 31000, 24000, 20000]
 * ```
 */
export function finalScores(scores: readonly number[], riichiSticks: number, firstDealer: Seat, deposit = 1000): number[] {
  const out = [...scores];
  if (riichiSticks > 0) {
    const top = placesOf(scores, firstDealer).indexOf(0);
    out[top]! += riichiSticks * deposit;
  }
  return out;
}

/**
 * Points with uma and oka, from final scores: (score − return) / 1000 + uma, oka to first; with
 * `thousands` rounding, each score in thousands rounded first and first place given what makes
 * the points sum to zero.
 *
 * @example
 * ```ts
 * import { createRules } from '@mjkit/core';
 * import { placementPoints } from '@mjkit/table';
 * placementPoints([42000, 31000, 17000, 10000], [0, 1, 2, 3], createRules('tenhou')); // => [52, 11, -23, -40]
 * ```
 */
export function placementPoints(scores: readonly number[], places: readonly number[], rules: Rules): number[] {
  const players = scores.length;
  const oka = ((rules.returnPoints - rules.startingPoints) * players) / 100;
  if (rules.pointsRounding === 'thousands') {
    const round = (x: number) => Math.sign(x) * Math.round(Math.abs(x));
    const pts = scores.map((s, seat) => round(s / 1000) - rules.returnPoints / 1000 + (rules.uma[places[seat] as number] as number));
    const first = places.indexOf(0);
    pts[first] = 0;
    pts[first] = -pts.reduce((a, b) => a + b, 0);
    return pts.map((p) => p + 0);
  }
  return scores.map((s, seat) => {
    const place = places[seat] as number;
    const tenths = (s - rules.returnPoints) / 100 + (rules.uma[place] as number) * 10 + (place === 0 ? oka : 0);
    return Math.round(tenths) / 10;
  });
}
