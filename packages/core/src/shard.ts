// Runs split into shards: shard K of N does the K-th of N contiguous, nearly equal parts of a
// run's work (an arena's sets, a list of log files), so that N machines or jobs do a run between
// them, each told only K and N; the shards' outputs then merge into exactly the output of the
// whole run. mjkit ships no scheduler: any job array (GNU parallel, Slurm, Kubernetes) runs them.
import { describeValue, fail } from './errors.js';

/** Shard `index` of `count` (1 ≤ index ≤ count ≤ {@link MAX_SHARDS}). */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

/** The most shards one run may be split into. */
export const MAX_SHARDS = 100_000;

/** `shard` checked: whole numbers, 1 ≤ index ≤ count ≤ {@link MAX_SHARDS}; else `INVALID_ARGUMENT`. */
export function checkShard(shard: unknown): Shard {
  const s = shard as Shard;
  const whole = (v: unknown) => typeof v === 'number' && Number.isInteger(v);
  if (shard === null || typeof shard !== 'object' || !whole(s.index) || !whole(s.count) || s.count < 1 || s.count > MAX_SHARDS || s.index < 1 || s.index > s.count) {
    fail('INVALID_ARGUMENT', `a shard is { index, count } with 1 ≤ index ≤ count ≤ ${MAX_SHARDS}, not ${describeValue(shard)}`);
  }
  return { index: s.index, count: s.count };
}

/**
 * The shard that `K/N` names (shard K of N, counted from 1), as `--shard K/N` takes it;
 * anything else is `INVALID_ARGUMENT`.
 *
 * @example
 * ```ts node
 * import { parseShard, shareOf } from '@mjkit/core/node';
 * parseShard('2/3'); // => { index: 2, count: 3 }
 * shareOf(['a', 'b', 'c', 'd', 'e'], parseShard('2/3')); // => ['b', 'c']
 * shareOf(['a', 'b', 'c', 'd', 'e'], parseShard('3/3')); // => ['d', 'e']
 * parseShard('0/3'); // throws INVALID_ARGUMENT
 * ```
 */
export function parseShard(text: string): Shard {
  const m = typeof text === 'string' ? /^(\d{1,6})\/(\d{1,6})$/.exec(text.trim()) : null;
  if (!m) fail('INVALID_ARGUMENT', `a shard is K/N (shard K of N, from 1/N to N/N), not ${describeValue(text)}`);
  return checkShard({ index: Number(m[1]), count: Number(m[2]) });
}

/** Where shard `index` of `count` starts in `length` items: the shards' parts are contiguous, in order, and differ by one item at most. */
function startOf(length: number, index: number, count: number): number {
  return Math.floor(((index - 1) * length) / count);
}

/** The items that `shard` does: the shard's contiguous part of them (empty when there are fewer items than shards). */
export function shareOf<T>(items: readonly T[], shard: Shard): T[] {
  const s = checkShard(shard);
  if (!Array.isArray(items)) fail('INVALID_ARGUMENT', `shareOf takes an array, not ${describeValue(items)}`);
  return items.slice(startOf(items.length, s.index, s.count), startOf(items.length, s.index + 1, s.count));
}

/**
 * The order in which to merge the outputs of a sharded run: `shards[i]` is the shard that made
 * output `names[i]` (null: the output of a run that was not sharded). Every shard 1..N of one N
 * must be there exactly once; otherwise `INVALID_ARGUMENT` naming what is missing, repeated or
 * not a shard. Returns the outputs' positions in shard order.
 */
export function shardOrder(shards: readonly (Shard | null)[], names: readonly string[]): number[] {
  if (!Array.isArray(shards) || !Array.isArray(names) || names.length !== shards.length) fail('INVALID_ARGUMENT', `shardOrder takes the shards and the names of their outputs, two arrays of one length, not ${describeValue(shards)} and ${describeValue(names)}`);
  if (shards.length === 0) fail('INVALID_ARGUMENT', 'nothing to merge: give the outputs of every shard');
  shards.forEach((s) => s === null || checkShard(s));
  const unsharded = shards.findIndex((s) => s === null);
  if (unsharded >= 0) fail('INVALID_ARGUMENT', `${names[unsharded]} is not the output of a shard (--shard K/N)`);
  const count = (shards[0] as Shard).count;
  const other = shards.findIndex((s) => (s as Shard).count !== count);
  if (other >= 0) fail('INVALID_ARGUMENT', `${names[0]} is a shard of ${count}, ${names[other]} of ${(shards[other] as Shard).count}: merge the shards of one run`);
  const at = new Map<number, number>();
  shards.forEach((s, i) => {
    const k = (s as Shard).index;
    const seen = at.get(k);
    if (seen !== undefined) fail('INVALID_ARGUMENT', `${names[seen]} and ${names[i]} are both shard ${k}/${count}`);
    at.set(k, i);
  });
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((k) => !at.has(k));
  if (missing.length > 0) fail('INVALID_ARGUMENT', `shard${missing.length > 1 ? 's' : ''} ${missing.slice(0, 10).map((k) => `${k}/${count}`).join(', ')}${missing.length > 10 ? ` and ${missing.length - 10} more` : ''} ${missing.length > 1 ? 'are' : 'is'} missing: merge the outputs of all ${count}`);
  return Array.from({ length: count }, (_, i) => at.get(i + 1) as number);
}
