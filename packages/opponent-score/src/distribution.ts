// Beyond the study's mean: a distribution over the point values, from a softmax over classes of
// the hand's base points (points ÷ 4, dealer ÷ 6 — the han ladder), each class shown as the
// value most often won in it by a dealer or a non-dealer; and its calibration.
import { describeValue, fail } from '@mjkit/core/internal';
import type { FeatureRows } from './rows.js';

/** The classes' lower bounds in base points (points ÷ 4, or ÷ 6 for the dealer). */
export const POINT_CLASS_BOUNDS: readonly number[] = [0, 450, 900, 2000, 3000, 4000, 6000, 8000];
/** The classes' names (for a non-dealer ron: 1,000–1,600; 2,000–3,200; 3,900–7,700; mangan …). */
export const POINT_CLASS_NAMES: readonly string[] = ['1 han', '2 han', '3–4 han', 'mangan', 'haneman', 'baiman', 'sanbaiman', 'yakuman'];

/** The class of points won. */
export function pointClassOf(points: number, dealer: boolean): number {
  if (typeof points !== 'number' || !(points > 0 && points < 2 ** 32)) fail('INVALID_ARGUMENT', `points must be a positive number, not ${describeValue(points)}`);
  if (typeof dealer !== 'boolean') fail('INVALID_ARGUMENT', `dealer must be true or false, not ${describeValue(dealer)}`);
  return classIndex(points, dealer);
}

/** @internal {@link pointClassOf} on values already checked (the rows of positions). */
export function classIndex(points: number, dealer: boolean): number {
  const base = points / (dealer ? 6 : 4);
  let c = 0;
  while (c + 1 < POINT_CLASS_BOUNDS.length && base >= POINT_CLASS_BOUNDS[c + 1]! - 0.5) c++;
  return c;
}

/** Non-dealer and dealer values shown for each class when the training data has none. */
const DEFAULT_VALUES: readonly (readonly [number, number])[] = [
  [1300, 2000],
  [2600, 3900],
  [5200, 7700],
  [8000, 12000],
  [12000, 18000],
  [16000, 24000],
  [24000, 36000],
  [32000, 48000],
];

/** The value most often won in each class, for non-dealers and dealers: `[class][dealer ? 1 : 0]`. */
export function pointClassValues(rows: FeatureRows): [number, number][] {
  const counts = POINT_CLASS_BOUNDS.map(() => [new Map<number, number>(), new Map<number, number>()]);
  for (let i = 0; i < rows.count; i++) {
    const d = rows.dealer[i] === 1;
    const m = counts[classIndex(rows.points[i]!, d)]![d ? 1 : 0]!;
    m.set(rows.points[i]!, (m.get(rows.points[i]!) ?? 0) + 1);
  }
  return counts.map((pair, c) =>
    pair.map((m, d) => {
      let best = DEFAULT_VALUES[c]![d]!;
      let n = 0;
      for (const [v, k] of m) if (k > n || (k === n && v < best)) [best, n] = [v, k];
      return best;
    }) as [number, number],
  );
}

/** A softmax over the classes: `weights[bit * classes + class]`, plus a bias per class. */
export interface PointClassModel {
  readonly weights: Float64Array | Float32Array;
  readonly bias: Float64Array | Float32Array;
}

/** The class probabilities of one row of bits. */
export function pointClassProbabilities(model: PointClassModel, bits: ArrayLike<number>): Float64Array {
  return probabilitiesInto(model, bits, 0, bits.length, new Float64Array(POINT_CLASS_BOUNDS.length));
}

/** The class probabilities of the bits `indices[from..to)`, written into `p`. */
function probabilitiesInto(model: PointClassModel, indices: ArrayLike<number>, from: number, to: number, p: Float64Array): Float64Array {
  const C = POINT_CLASS_BOUNDS.length;
  for (let c = 0; c < C; c++) p[c] = model.bias[c]!;
  for (let q = from; q < to; q++) for (let c = 0; c < C; c++) p[c]! += model.weights[indices[q]! * C + c]!;
  let max = -Infinity;
  for (let c = 0; c < C; c++) max = Math.max(max, p[c]!);
  let s = 0;
  for (let c = 0; c < C; c++) s += p[c] = Math.exp(p[c]! - max);
  for (let c = 0; c < C; c++) p[c]! /= s;
  return p;
}

/** Trains the softmax by full-batch gradient descent on the mean cross-entropy plus `lambda`·‖w‖²/N. */
export function trainPointClasses(rows: FeatureRows, options: { readonly iterations?: number; readonly lambda?: number } = {}): PointClassModel {
  const C = POINT_CLASS_BOUNDS.length;
  const n = Math.max(1, rows.count);
  const weights = new Float64Array(rows.size * C);
  const bias = new Float64Array(C);
  const labels = Uint8Array.from({ length: rows.count }, (_, i) => classIndex(rows.points[i]!, rows.dealer[i] === 1));
  // the bias starts at the log frequencies (the prior)
  const freq = new Float64Array(C).fill(0.5);
  for (const l of labels) freq[l]! += 1;
  for (let c = 0; c < C; c++) bias[c] = Math.log(freq[c]! / (n + C / 2));
  const gw = new Float64Array(weights.length);
  const gb = new Float64Array(C);
  const active = rows.count ? rows.indices.length / rows.count : 1;
  const rate = 2 / Math.max(1, active + 1);
  const lambda = options.lambda ?? 1;
  const model = { weights, bias };
  const p = new Float64Array(C);
  for (let it = 0; it < (options.iterations ?? 300); it++) {
    gw.fill(0);
    gb.fill(0);
    for (let j = 0; j < rows.count; j++) {
      const from = rows.offsets[j]!;
      const to = rows.offsets[j + 1]!;
      probabilitiesInto(model, rows.indices, from, to, p);
      p[labels[j]!]! -= 1;
      for (let c = 0; c < C; c++) gb[c]! += p[c]!;
      for (let q = from; q < to; q++) {
        const at = rows.indices[q]! * C;
        for (let c = 0; c < C; c++) gw[at + c]! += p[c]!;
      }
    }
    for (let c = 0; c < C; c++) bias[c]! -= (rate * gb[c]!) / n;
    for (let i = 0; i < weights.length; i++) weights[i]! -= (rate * (gw[i]! + (2 * lambda * weights[i]!) / n)) / n;
  }
  return { weights, bias };
}

/** How well predicted distributions match what was won. */
export interface Calibration {
  readonly rows: number;
  /** Mean −ln p(class won): the model's, and the prior's (class frequencies of the training rows). */
  readonly logLoss: number;
  readonly priorLogLoss: number;
  /** Expected calibration error: |predicted − observed| over ten probability bins, weighted by their size. */
  readonly ece: number;
  /** Per bin of predicted probability (0–10%, …): the predictions in it, their mean, and how often the class was won. */
  readonly bins: readonly { readonly from: number; readonly count: number; readonly predicted: number; readonly observed: number }[];
}

/** The calibration of predicted class probabilities against the classes won, and the class frequencies of `prior` rows. */
export function calibrationOf(predicted: readonly Float64Array[], won: readonly number[], prior: FeatureRows): Calibration {
  const C = POINT_CLASS_BOUNDS.length;
  const freq = new Float64Array(C).fill(0.5);
  for (let i = 0; i < prior.count; i++) freq[classIndex(prior.points[i]!, prior.dealer[i] === 1)]! += 1;
  const total = freq.reduce((a, b) => a + b, 0);
  const bins = Array.from({ length: 10 }, (_, b) => ({ from: b / 10, count: 0, predicted: 0, observed: 0 }));
  let logLoss = 0;
  let priorLogLoss = 0;
  predicted.forEach((p, j) => {
    const w = won[j]!;
    logLoss -= Math.log(Math.max(1e-12, p[w]!));
    priorLogLoss -= Math.log(freq[w]! / total);
    for (let c = 0; c < C; c++) {
      const bin = bins[Math.min(9, Math.floor(p[c]! * 10))]!;
      bin.count++;
      bin.predicted += p[c]!;
      bin.observed += c === w ? 1 : 0;
    }
  });
  let ece = 0;
  const all = predicted.length * C;
  const out = bins.map((b) => {
    if (b.count) ece += (b.count / all) * Math.abs(b.predicted / b.count - b.observed / b.count);
    return { from: b.from, count: b.count, predicted: b.count ? b.predicted / b.count : 0, observed: b.count ? b.observed / b.count : 0 };
  });
  const n = Math.max(1, predicted.length);
  return { rows: predicted.length, logLoss: logLoss / n, priorLogLoss: priorLogLoss / n, ece, bins: out };
}
