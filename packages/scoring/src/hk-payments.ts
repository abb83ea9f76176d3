// Hong Kong Old Style payments: the base a hand of f faan is worth, and who pays it.
import type { Wind } from '@mjkit/core';
import { describeValue, fail } from '@mjkit/core/internal';

/** Faan of a limit hand, and the cap of every total. */
export const HK_LIMIT = 13;

/** The "half-spicy" bases (半辣上) for 0…13 faan: doubling to 4 faan, then ×1.5 and ×4/3 in turn. */
const HALF_SPICY: readonly number[] = [1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384];

/** How a Hong Kong win is paid. */
export interface HongKongPaymentRules {
  /** `half-spicy` (default): 1, 2, 4, 8, 16, 24, 32, 48 … 384 for 0…13 faan; `spicy`: 2^faan. */
  readonly scale?: 'half-spicy' | 'spicy';
  /**
   * `half-gun` (default): on a discard, the discarder pays the base and each other loser half of
   * it; `full-gun`: the discarder pays for all (twice the base), the others nothing. A self-draw:
   * each loser pays the base.
   */
  readonly gun?: 'half-gun' | 'full-gun';
  /** What one point of the base is worth (default 1). */
  readonly unit?: number;
}

/**
 * The base a hand of `faan` faan is worth (faan over 13 count as 13), before the unit. Anything
 * but a whole number ≥ 0 of faan, or an unknown scale, is `INVALID_ARGUMENT`.
 *
 * @example
 * ```ts
 * import { hongKongBase } from '@mjkit/scoring';
 * hongKongBase(3); // => 8
 * hongKongBase(7); // => 48
 * hongKongBase(13); // => 384
 * hongKongBase(5, 'spicy'); // => 32
 * ```
 */
export function hongKongBase(faan: number, scale: 'half-spicy' | 'spicy' = 'half-spicy'): number {
  if (!(typeof faan === 'number' && Number.isInteger(faan) && faan >= 0)) fail('INVALID_ARGUMENT', `hongKongBase takes a whole number of faan ≥ 0, not ${describeValue(faan)}`);
  if (scale !== 'half-spicy' && scale !== 'spicy') fail('INVALID_ARGUMENT', `the scale is 'half-spicy' or 'spicy', not ${describeValue(scale)}`);
  const f = Math.min(HK_LIMIT, faan);
  return scale === 'spicy' ? 2 ** f : HALF_SPICY[f]!;
}

/**
 * @internal The change of each seat's score (indexed by seat wind, four seats) when `winner`
 * wins a hand worth `base`: by self-draw (`discarder` null) or on `discarder`'s tile, with
 * `liable` (a wind, or null) paying everything the losers would have paid.
 */
export function hongKongPayments(base: number, winner: Wind, discarder: Wind | null, liable: Wind | null, gun: 'half-gun' | 'full-gun'): number[] {
  const out = [0, 0, 0, 0];
  for (let w = 0; w < 4; w++) {
    if (w === winner) continue;
    const share = discarder === null ? base : gun === 'full-gun' ? (w === discarder ? 2 * base : 0) : w === discarder ? base : base / 2;
    out[liable ?? w]! -= share;
    out[winner]! += share;
  }
  return out;
}
