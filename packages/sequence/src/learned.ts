// The learned imitation: each discard scored by a log-linear model of what the sequence table
// says of it (its sequence's count, its share of its suit's counts), the shape of the suit around
// it (isolated, at an edge, in a pair …), for honours their own statistics (value or guest
// honour, a pair held, copies visible), and two facts of the table (a dora, the tile just drawn);
// blended, the evaluator's value and place are two more features. The weights are fitted on training games by maximising the
// likelihood of the discards players chose (a conditional logit, as discrete-choice models are).
import { kindOf } from '@mjkit/core';
import type { TileKind, Wind } from '@mjkit/core';
import { checkOptions, describeValue, fail } from '@mjkit/core/internal';
import { suitDigits, suitOfKind } from './sequence.js';
import type { Sequence } from './sequence.js';
import type { SequenceTable, StrategyOrAll } from './table.js';

/** The features of a discard, in the order of {@link ImitationWeights}' fields. */
export const IMITATION_FEATURES = [
  'count',
  'suitShare',
  'isolated',
  'terminal',
  'twoOrEight',
  'gapOnly',
  'numberPair',
  'numberSet',
  'bothSides',
  'honour',
  'valueHonour',
  'honourPair',
  'honourVisible',
  'dora',
  'drawn',
  'evaluatorValue',
  'evaluatorPlace',
] as const;

/**
 * The weights of the learned imitation, one per feature of a discard (0 for features that do not
 * apply): a discard's score is their sum, weighted.
 */
export interface ImitationWeights {
  /** ln(1 + count) of the sequence a number discard leaves. */
  readonly count: number;
  /** ln of the discard's share of its suit's counts (each count + 1): how players with this suit chose. */
  readonly suitShare: number;
  /** 1 for a single number tile with no tile of its suit within two ranks. */
  readonly isolated: number;
  /** 1 for a 1 or a 9. */
  readonly terminal: number;
  /** 1 for a 2 or an 8. */
  readonly twoOrEight: number;
  /** 1 for a single number tile whose nearest neighbours are two ranks away (a closed wait's half). */
  readonly gapOnly: number;
  /** 1 for a number tile held twice; 1 for one held three times or more. */
  readonly numberPair: number;
  readonly numberSet: number;
  /** 1 for a number tile with neighbours one rank away on both sides. */
  readonly bothSides: number;
  /** 1 for an honour. */
  readonly honour: number;
  /** 1 for an honour worth a yakuhai to the player: a dragon, its seat wind or the round wind. */
  readonly valueHonour: number;
  /** 1 for an honour the hand holds two or more of. */
  readonly honourPair: number;
  /** Copies of the honour visible elsewhere (rivers, melds, dora indicators). */
  readonly honourVisible: number;
  /** 1 for a dora (by the indicators). */
  readonly dora: number;
  /** 1 for the tile just drawn (a discard of it is tsumogiri). */
  readonly drawn: number;
  /** Blended: ln(value / the best value + 0.01) of the evaluator's value of the discard. */
  readonly evaluatorValue: number;
  /** Blended: −ln(1 + the discard's place in the evaluator's order). */
  readonly evaluatorPlace: number;
}

/**
 * The learned imitation's weights, fitted on the 2020 Houou games of the shared data (the table
 * mined from half of them, the choices of the other half): `bench/src/sequence-blend.ts`, whose
 * results file gives their figures on the 2022 games.
 */
export const LEARNED_WEIGHTS: ImitationWeights = Object.freeze({
  count: -0.0394,
  suitShare: 0.847,
  isolated: 1.6221,
  terminal: 0.9284,
  twoOrEight: 0.4006,
  gapOnly: 0.7863,
  numberPair: 0.1847,
  numberSet: -0.6912,
  bothSides: -0.2293,
  honour: 2.1513,
  valueHonour: -0.5239,
  honourPair: -2.3075,
  honourVisible: 0.2359,
  dora: -1.1185,
  drawn: 1.1712,
  evaluatorValue: 0,
  evaluatorPlace: 0,
});

/** The blended imitation's weights (the evaluator's value and place with the sequence features), fitted as {@link LEARNED_WEIGHTS}. */
export const BLENDED_WEIGHTS: ImitationWeights = Object.freeze({
  count: 0.0045,
  suitShare: 0.3986,
  isolated: 0.7489,
  terminal: 0.6181,
  twoOrEight: 0.2729,
  gapOnly: 0.3058,
  numberPair: 0.1799,
  numberSet: -0.388,
  bothSides: -0.0531,
  honour: 0.9177,
  valueHonour: -0.3664,
  honourPair: -0.3378,
  honourVisible: -0.005,
  dora: -0.8863,
  drawn: 0.9607,
  evaluatorValue: 0.251,
  evaluatorPlace: 0.9793,
});

/** What the features of a hand's discards need beside the table and the hand. */
export interface DiscardContext {
  readonly strategy: StrategyOrAll;
  /** Exact sequences (default) or their shape classes. */
  readonly level?: 'sequence' | 'shape';
  /** Copies of each kind visible outside the hand (34 counts); default none. */
  readonly visible?: ArrayLike<number>;
  /** The player's seat wind and the round wind, for value honours; default: only dragons are. */
  readonly seatWind?: Wind;
  readonly roundWind?: Wind;
  /** The dora kinds (from the indicators); default none. */
  readonly dora?: readonly TileKind[];
  /** The kind of the tile just drawn (null after a call); default none. */
  readonly drawn?: TileKind | null;
  /**
   * The evaluator's discards, best first (`evaluateDiscards(view).discards` of
   * `@mjkit/evaluator`), for the blended features; default: none (those features are 0).
   */
  readonly evaluator?: readonly { readonly tile: number; readonly value: number }[];
}

/** One discard of a hand and its features (in {@link IMITATION_FEATURES} order). */
export interface DiscardFeatures {
  readonly kind: TileKind;
  /** How often its sequence was seen under the strategy (0 for an honour). */
  readonly count: number;
  /** The sequence it leaves (null for an honour). */
  readonly sequence: Sequence | null;
  readonly features: readonly number[];
}

const isWind = (w: unknown) => w === 0 || w === 1 || w === 2 || w === 3;

/**
 * @internal The features of every kind a hand (3n + 2 concealed tiles as 34 counts) can discard,
 * in kind order. The caller has checked the table, counts and strategy.
 */
export function discardFeatures(table: SequenceTable, counts: ArrayLike<number>, context: DiscardContext): DiscardFeatures[] {
  const { strategy, level = 'sequence', visible, seatWind, roundWind, evaluator, dora = [], drawn = null } = context;
  if (!Array.isArray(dora) || !dora.every((k) => Number.isInteger(k) && k >= 0 && k < 34)) fail('INVALID_ARGUMENT', `dora must be tile kinds 0..33, not ${describeValue(dora)}`);
  if (drawn !== null && !(Number.isInteger(drawn) && drawn >= 0 && drawn < 34)) fail('INVALID_ARGUMENT', `drawn must be a tile kind 0..33 or null, not ${describeValue(drawn)}`);
  if (visible !== undefined && (visible === null || typeof visible !== 'object' || visible.length !== 34)) fail('INVALID_ARGUMENT', `visible must be 34 counts, not ${describeValue(visible)}`);
  if (seatWind !== undefined && !isWind(seatWind)) fail('INVALID_ARGUMENT', `seatWind must be a wind 0..3, not ${describeValue(seatWind)}`);
  if (roundWind !== undefined && !isWind(roundWind)) fail('INVALID_ARGUMENT', `roundWind must be a wind 0..3, not ${describeValue(roundWind)}`);
  if (evaluator !== undefined && !(Array.isArray(evaluator) && evaluator.every((d) => d !== null && typeof d === 'object' && Number.isInteger(d.tile) && d.tile >= 0 && d.tile < 37 && typeof d.value === 'number' && Number.isFinite(d.value)))) {
    fail('INVALID_ARGUMENT', `evaluator must be the discards of evaluateDiscards (tile and value each), not ${describeValue(evaluator)}`);
  }
  const pres = [0, 1, 2].map((s) => suitDigits(counts, s as 0 | 1 | 2));
  const place = new Map<number, number>();
  const value = new Map<number, number>();
  let best = 0;
  for (const d of evaluator ?? []) {
    const k = kindOf(d.tile);
    if (!place.has(k)) place.set(k, place.size);
    value.set(k, Math.max(value.get(k) ?? 0, d.value));
    best = Math.max(best, d.value);
  }
  const out: { kind: TileKind; count: number; sequence: Sequence | null; suit: number | null }[] = [];
  for (let k = 0; k < 34; k++) {
    if ((counts[k] as number) === 0) continue;
    const suit = suitOfKind(k);
    if (suit === null) {
      out.push({ kind: k, count: 0, sequence: null, suit: null });
      continue;
    }
    const pre = pres[suit] as string;
    const at = pre.indexOf(String((k % 9) + 1));
    const post = pre.slice(0, at) + pre.slice(at + 1);
    const count = level === 'shape' ? table.shapeCount(strategy, pre, post) : table.count(strategy, pre, post);
    out.push({ kind: k, count, sequence: { pre, post }, suit });
  }
  const suitTotal = [0, 0, 0];
  for (const o of out) if (o.suit !== null) suitTotal[o.suit]! += o.count + 1;
  const blended = evaluator !== undefined && evaluator.length > 0;
  const held = (k: number) => k >= 0 && (counts[k] as number) > 0;
  return out.map((o) => {
    const honour = o.suit === null;
    const isValue = honour && (o.kind >= 31 || (seatWind !== undefined && o.kind === 27 + seatWind) || (roundWind !== undefined && o.kind === 27 + roundWind));
    const own = counts[o.kind] as number;
    const rank = o.kind % 9;
    const near = (d: number) => !honour && rank + d >= 0 && rank + d < 9 && held(o.kind + d);
    const one = (near(-1) ? 1 : 0) + (near(1) ? 1 : 0);
    const two = (near(-2) ? 1 : 0) + (near(2) ? 1 : 0);
    const flag = (b: boolean) => (b ? 1 : 0);
    const features = [
      honour ? 0 : Math.log(1 + o.count),
      honour ? 0 : Math.log((o.count + 1) / (suitTotal[o.suit as number] as number)),
      flag(!honour && own === 1 && one === 0 && two === 0),
      flag(!honour && (rank === 0 || rank === 8)),
      flag(!honour && (rank === 1 || rank === 7)),
      flag(!honour && own === 1 && one === 0 && two > 0),
      flag(!honour && own === 2),
      flag(!honour && own >= 3),
      flag(one === 2),
      honour ? 1 : 0,
      isValue ? 1 : 0,
      honour && (counts[o.kind] as number) >= 2 ? 1 : 0,
      honour ? ((visible?.[o.kind] as number | undefined) ?? 0) : 0,
      flag(dora.includes(o.kind)),
      flag(drawn === o.kind),
      blended ? Math.log((best > 0 ? (value.get(o.kind) ?? 0) / best : 0) + 0.01) : 0,
      blended ? -Math.log(1 + (place.get(o.kind) ?? out.length)) : 0,
    ];
    return { kind: o.kind, count: o.count, sequence: o.sequence, features };
  });
}

/** A discard's score under `weights`. */
export function scoreOf(features: readonly number[], weights: ImitationWeights): number {
  let s = 0;
  for (let i = 0; i < IMITATION_FEATURES.length; i++) s += (features[i] as number) * weights[IMITATION_FEATURES[i] as keyof ImitationWeights];
  return s;
}

/** Throws `INVALID_ARGUMENT` unless `w` has a finite number for every feature. */
export function checkWeights(w: unknown): asserts w is ImitationWeights {
  if (w === null || typeof w !== 'object' || !IMITATION_FEATURES.every((f) => Number.isFinite((w as Record<string, unknown>)[f]))) {
    fail('INVALID_ARGUMENT', `imitation weights are a finite number for each of ${IMITATION_FEATURES.join(', ')}, not ${describeValue(w)}`);
  }
}

/** One decision to fit on: the features of each discard the hand could make, and which was made. */
export interface ImitationSample {
  readonly features: readonly (readonly number[])[];
  /** The index of the discard the player chose. */
  readonly chosen: number;
}

/** Throws `INVALID_ARGUMENT` unless `samples` are samples (features of each discard, a chosen one among them). */
function checkSamples(samples: unknown, where: string): asserts samples is readonly ImitationSample[] {
  const n = IMITATION_FEATURES.length;
  if (!Array.isArray(samples) || samples.length === 0) fail('INVALID_ARGUMENT', `${where} needs samples (imitationSamples), not ${describeValue(samples)}`);
  for (let i = 0; i < samples.length; i++) {
    const s = samples[i] as ImitationSample;
    const ok =
      s !== null &&
      typeof s === 'object' &&
      Array.isArray(s.features) &&
      s.features.length > 0 &&
      s.features.every((f) => Array.isArray(f) && f.length === n && f.every((v) => Number.isFinite(v))) &&
      Number.isInteger(s.chosen) &&
      s.chosen >= 0 &&
      s.chosen < s.features.length;
    if (!ok) fail('INVALID_ARGUMENT', `${where}: sample ${i} is not { features: ${n} numbers per discard, chosen: an index } (${describeValue(s)})`);
  }
}

/** The mean log-likelihood of the choices under `w` (a vector in feature order), less the L2 penalty, and its gradient. */
export function imitationObjective(samples: readonly ImitationSample[], w: readonly number[], l2: number): { value: number; gradient: number[] } {
  const n = IMITATION_FEATURES.length;
  checkSamples(samples, 'imitationObjective');
  if (!Array.isArray(w) || w.length !== n || !w.every((v) => Number.isFinite(v))) fail('INVALID_ARGUMENT', `imitationObjective takes ${n} finite weights, not ${describeValue(w)}`);
  if (!(typeof l2 === 'number' && Number.isFinite(l2) && l2 >= 0)) fail('INVALID_ARGUMENT', `l2 must be a number ≥ 0, not ${describeValue(l2)}`);
  const gradient = new Array<number>(n).fill(0);
  let value = 0;
  for (const s of samples) {
    const scores = s.features.map((x) => x.reduce((a, v, j) => a + v * (w[j] as number), 0));
    const top = Math.max(...scores);
    const e = scores.map((v) => Math.exp(v - top));
    const z = e.reduce((a, b) => a + b, 0);
    value += (scores[s.chosen] as number) - top - Math.log(z);
    for (let i = 0; i < s.features.length; i++) {
      const p = (e[i] as number) / z;
      const x = s.features[i] as readonly number[];
      for (let j = 0; j < n; j++) gradient[j]! += ((i === s.chosen ? 1 : 0) - p) * (x[j] as number);
    }
  }
  const m = Math.max(1, samples.length);
  for (let j = 0; j < n; j++) gradient[j] = (gradient[j] as number) / m - l2 * (w[j] as number);
  return { value: value / m - (l2 / 2) * w.reduce((a, v) => a + v * v, 0), gradient };
}

/** Options of {@link fitImitationWeights}. */
export interface FitImitationOptions {
  /** Fit the evaluator's two features too (samples made with the evaluator). Default false. */
  readonly blended?: boolean;
  /** Fit only these features, the others' weights 0 (for ablations). Default: all (the evaluator's as `blended` says). */
  readonly features?: readonly (keyof ImitationWeights)[];
  /** The L2 penalty (default 0.001). */
  readonly l2?: number;
  /** Gradient steps (default 800). */
  readonly iterations?: number;
}

/**
 * The weights that make the choices of `samples` most likely (a conditional logit, fitted by
 * gradient ascent from zero: deterministic). Without `blended` the evaluator's weights stay 0.
 */
export function fitImitationWeights(samples: readonly ImitationSample[], options: FitImitationOptions = {}): ImitationWeights {
  checkSamples(samples, 'fitImitationWeights');
  const { blended = false, l2 = 0.001, iterations = 800, features } = checkOptions(options, 'fitImitationWeights options', ['blended', 'l2', 'iterations', 'features']);
  if (typeof blended !== 'boolean') fail('INVALID_ARGUMENT', `blended must be true or false, not ${describeValue(blended)}`);
  if (!(typeof l2 === 'number' && Number.isFinite(l2) && l2 >= 0)) fail('INVALID_ARGUMENT', `l2 must be a number ≥ 0, not ${describeValue(l2)}`);
  if (!(Number.isInteger(iterations) && iterations >= 0 && iterations <= 1_000_000)) fail('INVALID_ARGUMENT', `iterations must be a whole number up to 1,000,000, not ${describeValue(iterations)}`);
  if (features !== undefined && !(Array.isArray(features) && features.every((f) => (IMITATION_FEATURES as readonly string[]).includes(f)))) fail('INVALID_ARGUMENT', `features must name features of ${IMITATION_FEATURES.join(', ')}, not ${describeValue(features)}`);
  const n = IMITATION_FEATURES.length;
  const free = IMITATION_FEATURES.map((f) => (blended || !f.startsWith('evaluator')) && (features === undefined || features.includes(f)));
  const w = new Array<number>(n).fill(0);
  for (let it = 0; it < iterations; it++) {
    const { gradient } = imitationObjective(samples, w, l2);
    for (let j = 0; j < n; j++) if (free[j]) w[j]! += 0.2 * (gradient[j] as number);
  }
  return Object.freeze(Object.fromEntries(IMITATION_FEATURES.map((f, j) => [f, Math.round((w[j] as number) * 1e4) / 1e4]))) as unknown as ImitationWeights;
}
