// The study's imitation player: rank a hand's discards by how often the sequence each leaves was
// seen under the hand's strategy.
import { kindOf } from '@mjkit/core';
import type { TileKind } from '@mjkit/core';
import { checkObject, checkOptions, describeValue, fail } from '@mjkit/core/internal';
import { discardTable } from '@mjkit/shanten';
import { suitDigits, suitOfKind } from './sequence.js';
import type { Sequence } from './sequence.js';
import { SequenceTable } from './table.js';
import type { StrategyOrAll } from './table.js';

/** One discard as the imitation ranks it. */
export interface RankedDiscard {
  readonly kind: TileKind;
  /** How often its sequence was seen under the strategy (0 for an honour or an unseen one). */
  readonly count: number;
  /** The sequence it leaves (null for an honour). */
  readonly sequence: Sequence | null;
}

/** Options of {@link imitationRanking}. */
export interface ImitationOptions {
  /** The strategy whose counts decide (see `chooseStrategy`), or `all`. */
  readonly strategy: StrategyOrAll;
  /**
   * The order for honours, sequences never seen, and ties: kinds, best discard first. Default:
   * the effective-tile order of `discardTable` (@mjkit/shanten): lowest shanten, then most tiles.
   */
  readonly fallback?: readonly TileKind[];
  /**
   * `sequence` (default): the counts of the exact sequences, as in the study. `shape`: the
   * counts of their shape classes (`shapeOf`), near-identical transitions merged: for tables
   * mined from few logs.
   */
  readonly level?: 'sequence' | 'shape';
}

/**
 * Ranks every kind a hand can discard as the study's imitation player does: for each number
 * suit, the post each discard leaves is looked up under the strategy, and the most seen comes
 * first (the suit is chosen by the counts too). Honours, sequences never seen and ties follow
 * the fallback order. `counts` are the concealed tiles as they stand when the player must
 * discard (3n + 2 of them).
 *
 * @example
 * ```ts
 * import { parseTiles, tileCounts, tileToString } from '@mjkit/core';
 * import { SequenceTable, imitationRanking } from '@mjkit/sequence';
 * const table = new SequenceTable();
 * table.add('tanyao', { pre: '2345', post: '234' }, 5);
 * table.add('tanyao', { pre: '2345', post: '345' }, 9);
 * const ranked = imitationRanking(table, tileCounts(parseTiles('2345m456p3456789s')), { strategy: 'tanyao' });
 * tileToString(ranked[0]!.kind); // => '2m'
 * ranked[0]!.count; // => 9
 * ```
 */
export function imitationRanking(table: SequenceTable, counts: ArrayLike<number>, options: ImitationOptions): RankedDiscard[] {
  if (!(table instanceof SequenceTable)) fail('INVALID_ARGUMENT', `imitationRanking takes a SequenceTable, not ${describeValue(table)}`);
  if (counts === null || typeof counts !== 'object' || counts.length !== 34) fail('INVALID_ARGUMENT', `counts must be 34 numbers, not ${describeValue(counts)}`);
  checkObject(options, 'imitationRanking options');
  const { strategy, fallback: given, level = 'sequence' } = checkOptions(options, 'imitationRanking options', ['strategy', 'fallback', 'level']);
  if (level !== 'sequence' && level !== 'shape') fail('INVALID_ARGUMENT', `level must be sequence or shape, not ${describeValue(level)}`);
  table.count(strategy as StrategyOrAll, '', ''); // checks the strategy
  const pres: string[] = [0, 1, 2].map((s) => suitDigits(counts, s as 0 | 1 | 2)); // checks the counts
  if (given !== undefined && !(Array.isArray(given) && given.every((k) => Number.isInteger(k) && k >= 0 && k < 34))) {
    fail('INVALID_ARGUMENT', `fallback must be an array of tile kinds 0..33, not ${describeValue(given)}`);
  }
  const fallback = given ?? discardTable(Uint8Array.from(counts)).map((o) => kindOf(o.discard));
  const place = new Map<number, number>();
  fallback.forEach((k, i) => {
    if (!place.has(k)) place.set(k, i);
  });
  const out: RankedDiscard[] = [];
  for (let k = 0; k < 34; k++) {
    if ((counts[k] as number) === 0) continue;
    const suit = suitOfKind(k);
    if (suit === null) {
      out.push({ kind: k, count: 0, sequence: null });
      continue;
    }
    const pre = pres[suit] as string;
    const at = pre.indexOf(String((k % 9) + 1));
    const post = pre.slice(0, at) + pre.slice(at + 1);
    const count = level === 'shape' ? table.shapeCount(strategy as StrategyOrAll, pre, post) : table.count(strategy as StrategyOrAll, pre, post);
    out.push({ kind: k, count, sequence: { pre, post } });
  }
  const rank = (k: number) => place.get(k) ?? 1000 + k;
  return out.sort((a, b) => b.count - a.count || rank(a.kind) - rank(b.kind));
}
