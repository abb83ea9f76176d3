// The study's imitation player: rank a hand's discards by how often the sequence each leaves was
// seen under the hand's strategy.
import { kindOf } from '@mjkit/core';
import type { TileKind } from '@mjkit/core';
import { checkObject, checkOptions, describeValue, fail } from '@mjkit/core/internal';
import { discardTable } from '@mjkit/shanten';
import { BLENDED_WEIGHTS, LEARNED_WEIGHTS, checkWeights, discardFeatures, scoreOf } from './learned.js';
import type { DiscardContext, ImitationWeights } from './learned.js';
import { suitDigits } from './sequence.js';
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
  /** Its score under the learned or blended model (null for the study's ranking by counts). */
  readonly score: number | null;
}

/**
 * Options of {@link imitationRanking}: the strategy and model, and for the learned and blended
 * models what the table shows (visible tiles, winds, dora, the drawn tile, the evaluator's discards).
 */
export interface ImitationOptions extends Pick<DiscardContext, 'visible' | 'seatWind' | 'roundWind' | 'dora' | 'drawn' | 'evaluator'> {
  /** The strategy whose counts decide (see `chooseStrategy`), or `all`. */
  readonly strategy: StrategyOrAll;
  /**
   * How discards are ranked. `study` (default): the study's imitation, the most seen sequence
   * first, honours after every number discard whose sequence was seen. `learned`: the
   * log-linear score of {@link LEARNED_WEIGHTS} (the sequence's count and its share of its suit,
   * the suit's shape around the tile, honours by their own statistics, dora, the drawn tile:
   * see `IMITATION_FEATURES`). `blended`:
   * {@link BLENDED_WEIGHTS}, the learned features with the evaluator's value and place (give
   * `evaluator`).
   */
  readonly model?: 'study' | 'learned' | 'blended';
  /** Weights in place of the model's own (for `learned` and `blended`). */
  readonly weights?: ImitationWeights;
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

const MODELS = ['study', 'learned', 'blended'] as const;

/**
 * Ranks every kind a hand can discard. By default as the study's imitation player does: for
 * each number suit, the post each discard leaves is looked up under the strategy, and the most
 * seen comes first (the suit is chosen by the counts too); honours, sequences never seen and ties
 * follow the fallback order. With `model: 'learned'` or `'blended'`, by the log-linear score of
 * the discard's features (see {@link ImitationOptions.model}), ties by the fallback order.
 * `counts` are the concealed tiles as they stand when the player must discard (3n + 2 of them).
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
 * // the learned model: an isolated guest wind goes before the seen sequences
 * const learned = imitationRanking(table, tileCounts(parseTiles('2345m456p345678s4z')), { strategy: 'tanyao', model: 'learned', seatWind: 0, roundWind: 0 });
 * tileToString(learned[0]!.kind); // => '4z'
 * ```
 */
export function imitationRanking(table: SequenceTable, counts: ArrayLike<number>, options: ImitationOptions): RankedDiscard[] {
  if (!(table instanceof SequenceTable)) fail('INVALID_ARGUMENT', `imitationRanking takes a SequenceTable, not ${describeValue(table)}`);
  if (counts === null || typeof counts !== 'object' || counts.length !== 34) fail('INVALID_ARGUMENT', `counts must be 34 numbers, not ${describeValue(counts)}`);
  checkObject(options, 'imitationRanking options');
  const o = checkOptions(options, 'imitationRanking options', ['strategy', 'model', 'weights', 'fallback', 'level', 'visible', 'seatWind', 'roundWind', 'dora', 'drawn', 'evaluator']);
  const { strategy, fallback: given, level = 'sequence', model = 'study' } = o;
  if (level !== 'sequence' && level !== 'shape') fail('INVALID_ARGUMENT', `level must be sequence or shape, not ${describeValue(level)}`);
  if (!MODELS.includes(model)) fail('INVALID_ARGUMENT', `model must be one of ${MODELS.join(', ')}, not ${describeValue(model)}`);
  if (model === 'blended' && o.evaluator === undefined) fail('INVALID_ARGUMENT', 'the blended model needs the evaluator\'s discards (evaluator: evaluateDiscards(view).discards)');
  if (o.weights !== undefined) checkWeights(o.weights);
  table.count(strategy as StrategyOrAll, '', ''); // checks the strategy
  for (let s = 0; s < 3; s++) suitDigits(counts, s as 0 | 1 | 2); // checks the counts
  if (given !== undefined && !(Array.isArray(given) && given.every((k) => Number.isInteger(k) && k >= 0 && k < 34))) {
    fail('INVALID_ARGUMENT', `fallback must be an array of tile kinds 0..33, not ${describeValue(given)}`);
  }
  const fallback = given ?? discardTable(Uint8Array.from(counts)).map((d) => kindOf(d.discard));
  const place = new Map<number, number>();
  fallback.forEach((k, i) => {
    if (!place.has(k)) place.set(k, i);
  });
  const rank = (k: number) => place.get(k) ?? 1000 + k;
  const { seatWind, roundWind, visible, evaluator, dora, drawn } = o;
  const found = discardFeatures(table, counts, {
    strategy: strategy as StrategyOrAll,
    level,
    ...(dora === undefined ? {} : { dora }),
    ...(drawn === undefined ? {} : { drawn }),
    ...(visible === undefined ? {} : { visible }),
    ...(seatWind === undefined ? {} : { seatWind }),
    ...(roundWind === undefined ? {} : { roundWind }),
    ...(model === 'blended' && evaluator !== undefined ? { evaluator } : {}),
  });
  if (model === 'study') {
    return found.map((f) => ({ kind: f.kind, count: f.count, sequence: f.sequence, score: null })).sort((a, b) => b.count - a.count || rank(a.kind) - rank(b.kind));
  }
  const weights = o.weights ?? (model === 'blended' ? BLENDED_WEIGHTS : LEARNED_WEIGHTS);
  return found.map((f) => ({ kind: f.kind, count: f.count, sequence: f.sequence, score: scoreOf(f.features, weights) })).sort((a, b) => b.score - a.score || rank(a.kind) - rank(b.kind));
}
