// How many times faster one player is than another, from seconds timed hanchan by hanchan on the
// same seeds. The machine drifts by a third from one minute to the next, so the bench times the
// players in turn on each seed (interleaved, order rotated) rather than one after the other, and
// reports the ratio of the totals with a bootstrap interval over the hanchan, not one draw.
import { createRng } from '@mjkit/core';

/** The ratio of `slow`'s total seconds to `fast`'s, with a 95% bootstrap interval over the paired hanchan. */
export interface SpeedRatio {
  readonly ratio: number;
  readonly low: number;
  readonly high: number;
  /** The smallest and largest ratio of a single hanchan. */
  readonly min: number;
  readonly max: number;
  readonly hanchan: number;
}

/** `slow[i]` and `fast[i]` are the seconds of hanchan i (same seed) for each player; `resamples` draws, seeded. */
export function speedRatio(slow: readonly number[], fast: readonly number[], resamples = 2000): SpeedRatio {
  const n = slow.length;
  if (n === 0 || fast.length !== n) throw new RangeError(`speedRatio: ${n} and ${fast.length} hanchan; need the same number, at least 1`);
  if ([...slow, ...fast].some((s) => !(s > 0))) throw new RangeError('speedRatio: every time must be a positive number of seconds');
  const sum = (xs: readonly number[], at: readonly number[]) => at.reduce((a, i) => a + xs[i]!, 0);
  const all = [...Array(n).keys()];
  const rng = createRng('speed-ratio/bootstrap');
  const draws: number[] = [];
  for (let b = 0; b < resamples; b++) {
    const at = all.map(() => rng.nextInt(n));
    draws.push(sum(slow, at) / sum(fast, at));
  }
  draws.sort((a, b) => a - b);
  const each = all.map((i) => slow[i]! / fast[i]!);
  return {
    ratio: sum(slow, all) / sum(fast, all),
    low: draws[Math.floor(0.025 * resamples)]!,
    high: draws[Math.ceil(0.975 * resamples) - 1]!,
    min: Math.min(...each),
    max: Math.max(...each),
    hanchan: n,
  };
}

/** `13.7× [12.1, 15.0]` */
export function formatRatio(r: SpeedRatio): string {
  return `${r.ratio.toFixed(1)}× [${r.low.toFixed(1)}, ${r.high.toFixed(1)}]`;
}
