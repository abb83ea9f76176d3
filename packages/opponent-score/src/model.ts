// A trained model: its grouping, its regression of ln(points) (linear or perceptron), its
// softmax over point classes; trained from positions, cross-validated, written as bytes.
import { checkOptions, describeValue, fail } from '@mjkit/core/internal';
import { calibrationOf, classIndex, pointClassProbabilities, pointClassValues, trainPointClasses } from './distribution.js';
import type { Calibration, PointClassModel } from './distribution.js';
import type { FeatureSetName } from './features.js';
import { groupedInput, groupedRows, identityGrouping, searchCombinations, searchGrouping } from './grouping.js';
import type { Grouping } from './grouping.js';
import { trainLinear } from './linear.js';
import { predictMlp, trainMlp } from './mlp.js';
import type { Mlp } from './mlp.js';
import { checkPositions, positionBits } from './positions.js';
import type { ScorePosition, ScorePositionKind } from './positions.js';
import { predictRidge, trainRidge } from './ridge.js';
import { foldsOf, meanTarget, rmse, split } from './rows.js';
import type { FeatureRows } from './rows.js';

/** The three models of the study. */
export type ModelKind = 'linear' | 'grouped' | 'mlp';

/** A trained model (what `encodeModel` writes and `predictWinScore` reads). */
export interface OpponentScoreModel {
  readonly kind: ModelKind;
  readonly set: FeatureSetName;
  readonly grouping: Grouping;
  /** Linear: one weight per grouped bit, and the intercept; perceptron: the net (its biases hold its intercept). */
  readonly linear: Float64Array | Float32Array | null;
  readonly intercept: number;
  readonly mlp: Mlp | null;
  readonly classes: PointClassModel;
  /** The value shown for each class, `[class][dealer ? 1 : 0]`. */
  readonly values: readonly (readonly [number, number])[];
  /** What it was trained on and how it measured (free-form, written into the header). */
  readonly info: Readonly<Record<string, unknown>>;
}

/** Options of {@link trainModel} and {@link crossValidate}. */
export interface TrainOptions {
  /** `riichi` (Table 1), `call` (Table 6; default for anything but riichi positions) or `extended` (Table 6 and three features beyond the study: {@link EXTENDED_FEATURES}). */
  readonly set?: FeatureSetName;
  readonly model?: ModelKind;
  /** Seed of the folds, the searches, the perceptron. */
  readonly seed?: number;
  /**
   * Linear and grouped: how the regression is fitted. `ridge` (default): to its optimum, in
   * closed form, with an intercept and λ chosen by an inner 5-fold cross-validation by game on
   * the training rows. `study`: eq. 2–3 as the study writes them (no intercept, λ = 1,
   * `iterations` gradient steps), for comparison: it stops far from its optimum. A grouped
   * model's search judges each neighbour by the same fit (ridge: at the λ the ungrouped rows choose).
   */
  readonly fit?: 'ridge' | 'study';
  /** Linear with the study's fit: gradient steps (default 500). */
  readonly iterations?: number;
  /** Linear with ridge: a λ to use instead of choosing one. */
  readonly lambda?: number;
  /** Grouped: local-search steps for grouping and for combinations (default 500 each; 0 skips combinations). */
  readonly groupingSteps?: number;
  readonly combinationSteps?: number;
  /** Perceptron: hidden sizes (default 300, 300, 300), dropout (0.5), epochs (100). */
  readonly hidden?: readonly number[];
  readonly dropout?: number;
  readonly epochs?: number;
  /**
   * Perceptron: hold out a tenth of the training games and keep the net of the epoch best on them
   * (default true: the epoch is chosen on training games only). False trains every epoch, as the
   * study does (its reported figure, the best epoch on the test folds, is optimistic).
   */
  readonly earlyStop?: boolean;
  /** A grouping found before (grouped models; skips the search). */
  readonly grouping?: Grouping;
  /** Told as work goes on: what, how far, of how much. */
  readonly onProgress?: (what: string, done: number, total: number) => void;
}

const TRAIN_KEYS = ['set', 'model', 'fit', 'lambda', 'seed', 'iterations', 'groupingSteps', 'combinationSteps', 'hidden', 'dropout', 'epochs', 'earlyStop', 'grouping', 'onProgress'] as const;

/** Checks the positions and options of a training once, at the boundary. */
function checkTraining(positions: unknown, options: unknown, where: string, more: readonly string[]): void {
  checkPositions(positions, where);
  if ((positions as unknown[]).length === 0) fail('INVALID_ARGUMENT', `${where} needs at least one position`);
  const o = checkOptions(options as TrainOptions, `${where} options`, [...TRAIN_KEYS, ...more] as (keyof TrainOptions)[]);
  if (o.set !== undefined && o.set !== 'riichi' && o.set !== 'call' && o.set !== 'extended') fail('INVALID_ARGUMENT', `set is 'riichi', 'call' or 'extended', not ${describeValue(o.set)}`);
  if (o.model !== undefined && o.model !== 'linear' && o.model !== 'grouped' && o.model !== 'mlp') fail('INVALID_ARGUMENT', `model is 'linear', 'grouped' or 'mlp', not ${describeValue(o.model)}`);
  for (const k of ['seed', 'iterations', 'groupingSteps', 'combinationSteps', 'epochs'] as const) {
    const v = o[k];
    if (v !== undefined && !(Number.isInteger(v) && Math.abs(v) < 2 ** 31 && (k === 'seed' || v >= 0))) fail('INVALID_ARGUMENT', `${k} must be a whole number${k === 'seed' ? '' : ' ≥ 0'}, not ${describeValue(v)}`);
  }
  if (o.fit !== undefined && o.fit !== 'ridge' && o.fit !== 'study') fail('INVALID_ARGUMENT', `fit is 'ridge' or 'study', not ${describeValue(o.fit)}`);
  if (o.lambda !== undefined && !(typeof o.lambda === 'number' && Number.isFinite(o.lambda) && o.lambda > 0)) fail('INVALID_ARGUMENT', `lambda is a number > 0, not ${describeValue(o.lambda)}`);
  if (o.earlyStop !== undefined && typeof o.earlyStop !== 'boolean') fail('INVALID_ARGUMENT', `earlyStop is true or false, not ${describeValue(o.earlyStop)}`);
  if (o.dropout !== undefined && !(typeof o.dropout === 'number' && o.dropout >= 0 && o.dropout < 1)) fail('INVALID_ARGUMENT', `dropout is a number in [0, 1), not ${describeValue(o.dropout)}`);
  if (o.hidden !== undefined && !(Array.isArray(o.hidden) && o.hidden.length > 0 && o.hidden.every((n) => Number.isInteger(n) && n > 0 && n <= 4096))) fail('INVALID_ARGUMENT', `hidden is a list of layer sizes (1–4096), not ${describeValue(o.hidden)}`);
  if (o.onProgress !== undefined && typeof o.onProgress !== 'function') fail('INVALID_ARGUMENT', `onProgress is a function, not ${describeValue(o.onProgress)}`);
  if (o.grouping !== undefined && (o.grouping === null || typeof o.grouping !== 'object' || !Array.isArray(o.grouping.starts))) fail('INVALID_ARGUMENT', `grouping is a Grouping (findGrouping), not ${describeValue(o.grouping)}`);
}

const setFor = (positions: readonly ScorePosition[], o: TrainOptions): FeatureSetName => o.set ?? (positions.every((p) => p.kind === 'riichi') ? 'riichi' : 'call');

/** The grouping a grouped model uses: the local searches of §5.3 and §5.5 on the training positions. */
export function findGrouping(positions: readonly ScorePosition[], options: TrainOptions = {}): Grouping {
  checkTraining(positions, options, 'findGrouping', []);
  return groupingFor(positions, setFor(positions, options), options);
}

/** {@link findGrouping} on positions and options already checked. */
function groupingFor(positions: readonly ScorePosition[], set: FeatureSetName, options: TrainOptions): Grouping {
  if (options.grouping) return options.grouping;
  const steps = options.groupingSteps ?? 500;
  const combos = options.combinationSteps ?? 500;
  // the search judges each neighbour by the fit the model will have: ridge at the λ the ungrouped
  // rows choose (inner cross-validation), or the study's 100 gradient steps
  const fit = options.fit ?? 'ridge';
  const lambda = fit === 'ridge' ? (options.lambda ?? trainRidge(groupedRows(positions, identityGrouping(set)), { seed: options.seed ?? 1 }).lambda) : undefined;
  const o = { seed: options.seed ?? 1, searchSeed: options.seed ?? 1, fit, ...(lambda === undefined ? {} : { lambda }) };
  const grouped = searchGrouping(positions, set, { ...o, steps, onStep: (s) => options.onProgress?.('grouping', s, steps + combos) });
  if (combos === 0) return grouped.grouping;
  return searchCombinations(positions, grouped.grouping, { ...o, steps: combos, onStep: (s) => options.onProgress?.('grouping', steps + s, steps + combos) }).grouping;
}

/** Trains one model on all the positions given (train-only ones included). */
export function trainModel(positions: readonly ScorePosition[], options: TrainOptions = {}): OpponentScoreModel {
  checkTraining(positions, options, 'trainModel', []);
  const set = setFor(positions, options);
  const kind = options.model ?? 'linear';
  const grouping = kind === 'grouped' ? groupingFor(positions, set, options) : identityGrouping(set);
  const rows = groupedRows(positions, grouping);
  const { linear, intercept, lambda, mlp } = fitRegression(rows, kind, options, null);
  return {
    kind,
    set,
    grouping,
    linear,
    intercept,
    mlp: mlp?.net ?? null,
    classes: trainPointClasses(rows),
    values: pointClassValues(rows),
    info: { positions: positions.length, kinds: countKinds(positions), seed: options.seed ?? 1, meanTarget: meanTarget(rows), dealerMeans: dealerMeans(rows), ...(lambda === null ? {} : { lambda }) },
  };
}

function countKinds(positions: readonly ScorePosition[]): Record<ScorePositionKind, number> {
  const out: Record<ScorePositionKind, number> = { riichi: 0, call: 0, discard: 0 };
  for (const p of positions) out[p.kind]++;
  return out;
}

/** The dealer-only rule: the mean ln(points) of non-dealer and of dealer rows (the overall mean where there are none). */
function dealerMeans(rows: FeatureRows): [number, number] {
  const sum = [0, 0];
  const n = [0, 0];
  for (let j = 0; j < rows.count; j++) {
    const d = rows.dealer[j]!;
    sum[d]! += rows.targets[j]!;
    n[d]!++;
  }
  const mean = meanTarget(rows);
  return [n[0] ? sum[0]! / n[0]! : mean, n[1] ? sum[1]! / n[1]! : mean];
}

function fitRegression(rows: FeatureRows, kind: ModelKind, o: TrainOptions, test: FeatureRows | null) {
  if (kind !== 'mlp') {
    if (o.fit === 'study') return { linear: trainLinear(rows, { iterations: o.iterations ?? 500 }), intercept: 0, lambda: null, mlp: null };
    const fit = trainRidge(rows, { seed: o.seed ?? 1, ...(o.lambda === undefined ? {} : { lambdas: [o.lambda] }) });
    return { linear: fit.weights, intercept: fit.intercept, lambda: fit.lambda, mlp: null };
  }
  let fit = rows;
  let validation: FeatureRows | null = null;
  if (o.earlyStop !== false) {
    // a tenth of the training games (never a train-only position) to choose the epoch on
    const parts = split(rows, foldsOf(rows, 10, (o.seed ?? 1) + 7919), 0);
    if (parts.test.count > 0 && parts.train.count > 0) [fit, validation] = [parts.train, parts.test];
  }
  const mlp = trainMlp(fit, {
    hidden: o.hidden ?? [300, 300, 300],
    dropout: o.dropout ?? 0.5,
    epochs: o.epochs ?? 100,
    seed: o.seed ?? 1,
    ...(test ? { test } : {}),
    ...(validation ? { validation } : {}),
    onEpoch: (e) => o.onProgress?.('epochs', e, o.epochs ?? 100),
  });
  return { linear: null, intercept: 0, lambda: null, mlp };
}

/** The model's ln(points) for each row of its grouped bits. */
function regress(m: Pick<OpponentScoreModel, 'linear' | 'intercept' | 'mlp'>, rows: FeatureRows): Float64Array {
  return m.mlp ? predictMlp(m.mlp, rows) : predictRidge({ weights: m.linear!, intercept: m.intercept }, rows);
}

/** What cross-validation measured. */
export interface CrossValidation {
  readonly positions: number;
  /** Eq. 1 over every test row of every fold. */
  readonly rmse: number;
  /** The same for the baseline: each fold's mean training target. */
  readonly baselineRmse: number;
  /** Every baseline's RMSE on the same rows: the mean; the dealer-only rule (each fold's mean for dealers and for the others); ridge on the ungrouped bits (λ chosen inside each fold). */
  readonly baselines: { readonly mean: number; readonly dealer: number; readonly ridge: number };
  /** Perceptron only: the RMSE at the epoch that was best on the test folds, as the study reports it (optimistic). */
  readonly bestEpochRmse: number | null;
  readonly bestEpoch: number | null;
  /** Grouped only: the model's input size (grouped bits and combined bits), per fold, averaged. */
  readonly dimensions: number | null;
  /** Grouped only: of those, the combined bits (§5.5), per fold, averaged. */
  readonly combinations: number | null;
  readonly calibration: Calibration;
}

/**
 * k-fold cross-validation (default 10, folds by game): trains on k − 1 folds (the grouping search
 * too, inside each fold), predicts the held-out fold, and reports eq. 1 over all held-out rows,
 * the baseline's, and the calibration of the class distribution. Train-only positions are never tested.
 */
export function crossValidate(positions: readonly ScorePosition[], options: TrainOptions & { readonly folds?: number } = {}): CrossValidation {
  checkTraining(positions, options, 'crossValidate', ['folds']);
  if (options.folds !== undefined && !(Number.isInteger(options.folds) && options.folds >= 2 && options.folds <= 254)) fail('INVALID_ARGUMENT', `folds must be a whole number 2–254, not ${describeValue(options.folds)}`);
  if (positions.every((p) => p.trainOnly)) fail('INVALID_ARGUMENT', 'crossValidate needs positions that are not train-only: train-only ones are never tested');
  const set = setFor(positions, options);
  const kind = options.model ?? 'linear';
  const k = options.folds ?? 10;
  const all = groupedRows(positions, identityGrouping(set));
  const folds = foldsOf(all, k, options.seed ?? 1);
  const predicted: number[] = [];
  const baseline: number[] = [];
  const dealerBaseline: number[] = [];
  const ridgeBaseline: number[] = [];
  const targets: number[] = [];
  const distributions: Float64Array[] = [];
  const won: number[] = [];
  let epochSums: number[] | null = null;
  let testCount = 0;
  let dims = 0;
  let combos = 0;
  for (let f = 0; f < k; f++) {
    const trainPositions = positions.filter((_, i) => folds[i] !== f);
    const testPositions = positions.filter((_, i) => folds[i] === f);
    if (testPositions.length === 0 || trainPositions.length === 0) continue;
    const grouping = kind === 'grouped' ? groupingFor(trainPositions, set, { ...options, onProgress: (w, d, t) => options.onProgress?.(`fold ${f + 1}/${k} ${w}`, d, t) }) : identityGrouping(set);
    dims += groupedInput(grouping).size;
    combos += grouping.combinations.length;
    const train = groupedRows(trainPositions, grouping);
    const test = groupedRows(testPositions, grouping);
    const fit = fitRegression(train, kind, { ...options, onProgress: (w, d, t) => options.onProgress?.(`fold ${f + 1}/${k} ${w}`, d, t) }, test);
    predicted.push(...regress({ linear: fit.linear, intercept: fit.intercept, mlp: fit.mlp?.net ?? null }, test));
    const mean = meanTarget(train);
    const byDealer = dealerMeans(train);
    for (let j = 0; j < test.count; j++) baseline.push(mean);
    for (let j = 0; j < test.count; j++) dealerBaseline.push(byDealer[test.dealer[j]!]!);
    const plainTrain = kind === 'grouped' ? groupedRows(trainPositions, identityGrouping(set)) : train;
    const plainTest = kind === 'grouped' ? groupedRows(testPositions, identityGrouping(set)) : test;
    ridgeBaseline.push(...predictRidge(kind === 'linear' && options.fit !== 'study' && fit.linear ? { weights: fit.linear, intercept: fit.intercept } : trainRidge(plainTrain, { seed: options.seed ?? 1 }), plainTest));
    targets.push(...test.targets);
    const classes = trainPointClasses(train);
    for (let j = 0; j < test.count; j++) distributions.push(pointClassProbabilities(classes, test.indices.subarray(test.offsets[j]!, test.offsets[j + 1]!)));
    if (fit.mlp) {
      // the squared errors per epoch, summed over folds (weighted by the fold's rows)
      const sq = fit.mlp.testRmse.map((e) => e * e * test.count);
      epochSums = epochSums ? epochSums.map((s, i) => s + sq[i]!) : sq;
    }
    testCount += test.count;
    for (let j = 0; j < test.count; j++) won.push(classIndex(test.points[j]!, test.dealer[j] === 1));
  }
  let bestEpoch: number | null = null;
  let bestEpochRmse: number | null = null;
  if (epochSums) {
    const curve = epochSums.map((s) => Math.sqrt(s / testCount));
    bestEpochRmse = Math.min(...curve);
    bestEpoch = curve.indexOf(bestEpochRmse) + 1;
  }
  return {
    positions: targets.length,
    rmse: rmse(predicted, targets),
    baselineRmse: rmse(baseline, targets),
    baselines: { mean: rmse(baseline, targets), dealer: rmse(dealerBaseline, targets), ridge: rmse(ridgeBaseline, targets) },
    bestEpochRmse,
    bestEpoch,
    dimensions: kind === 'grouped' ? dims / k : null,
    combinations: kind === 'grouped' ? combos / k : null,
    calibration: calibrationOf(distributions, won, all),
  };
}

/** ln(points) and the class probabilities of one position's bits. */
export function predictBits(model: OpponentScoreModel, bits: readonly number[]): { lnMean: number; probabilities: Float64Array } {
  const { size, map } = groupedInput(model.grouping);
  const input = map(bits);
  const rows: FeatureRows = { size, count: 1, offsets: Uint32Array.of(0, input.length), indices: Uint16Array.from(input), targets: new Float64Array(1), points: new Uint32Array(1), dealer: new Uint8Array(1), games: new Uint32Array(1), trainOnly: new Uint8Array(1) };
  const lnMean = regress(model, rows)[0]!;
  const probabilities = pointClassProbabilities(model.classes, input);
  return { lnMean, probabilities };
}

/** A model's error on positions it was not trained on. */
export interface ModelEvaluation {
  readonly positions: number;
  /** Eq. 1: the RMSE of the model's ln(points). */
  readonly rmse: number;
  /** The same for the baseline that always says the mean of the model's training targets. */
  readonly baselineRmse: number;
  /** The same for the dealer-only rule of its training data (null for a model saved without it). */
  readonly dealerRmse: number | null;
}

/** The RMSE (eq. 1) of a model (`trainModel`, `decodeModel`) on positions, beside the baseline of its training mean. */
export function evaluateModel(model: OpponentScoreModel, positions: readonly ScorePosition[]): ModelEvaluation {
  if (model === null || typeof model !== 'object' || typeof model.grouping !== 'object' || model.grouping === null || typeof model.classes !== 'object' || model.classes === null) {
    fail('INVALID_ARGUMENT', `evaluateModel takes a model (trainModel, decodeModel), not ${describeValue(model)}`);
  }
  checkPositions(positions, 'evaluateModel');
  const mean = Number(model.info.meanTarget);
  const predicted = positions.map((p) => predictBits(model, positionBits(p, model.set)).lnMean);
  const targets = positions.map((p) => Math.log(p.points));
  const dm = model.info.dealerMeans;
  const byDealer = Array.isArray(dm) && dm.length === 2 && dm.every((x) => Number.isFinite(x)) ? (dm as [number, number]) : null;
  return {
    positions: positions.length,
    rmse: rmse(predicted, targets),
    baselineRmse: rmse(targets.map(() => mean), targets),
    dealerRmse: byDealer ? rmse(positions.map((p) => byDealer[p.dealer ? 1 : 0]), targets) : null,
  };
}
