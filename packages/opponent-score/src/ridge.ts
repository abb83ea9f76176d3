// The linear model fitted to its optimum: ridge regression with an unpenalised intercept, solved
// in closed form ((X̃ᵀX̃ + λ·diag(1, …, 1, 0)) [w; b] = X̃ᵀt, X̃ the bits with a column of ones,
// by Cholesky), λ chosen by an inner cross-validation by game on the training rows alone. The
// study's model (eq. 2–3) has no intercept and is fitted by 500 gradient steps, which stop far
// from its optimum: the mean of ln(points), about 8.7, must be spread through the one-hot bits.
import { foldsOf, rmse, split } from './rows.js';
import type { FeatureRows } from './rows.js';

/** A fitted linear model: a weight per input bit and an intercept. */
export interface RidgeFit {
  readonly weights: Float64Array;
  readonly intercept: number;
  /** The λ it was fitted with. */
  readonly lambda: number;
}

/** The λ values the inner cross-validation chooses among. */
export const RIDGE_LAMBDAS: readonly number[] = Object.freeze([0.3, 1, 3, 10, 30, 100, 300, 1000]);

/** X̃ᵀX̃ (row-major, size + 1 square, the last row and column the intercept's) and X̃ᵀt. */
function normalEquations(rows: FeatureRows): { a: Float64Array; b: Float64Array } {
  const n = rows.size + 1;
  const a = new Float64Array(n * n);
  const b = new Float64Array(n);
  const { offsets, indices, targets } = rows;
  const last = n - 1;
  for (let j = 0; j < rows.count; j++) {
    const t = targets[j]!;
    for (let q = offsets[j]!; q < offsets[j + 1]!; q++) {
      const i = indices[q]!;
      b[i]! += t;
      a[i * n + last]! += 1;
      a[last * n + i]! += 1;
      for (let r = offsets[j]!; r < offsets[j + 1]!; r++) a[i * n + indices[r]!]! += 1;
    }
    a[last * n + last]! += 1;
    b[last]! += t;
  }
  return { a, b };
}

/** Solves (A + λ·diag(1, …, 1, 0)) x = b by Cholesky; A is X̃ᵀX̃ of at least one row, so the matrix is positive definite for λ > 0. */
function solve(a: Float64Array, b: Float64Array, lambda: number): Float64Array {
  const n = b.length;
  const l = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let s = a[i * n + j]! + (i === j && i < n - 1 ? lambda : 0);
      for (let k = 0; k < j; k++) s -= l[i * n + k]! * l[j * n + k]!;
      if (i === j) l[i * n + i] = Math.sqrt(Math.max(s, 1e-12));
      else l[i * n + j] = s / l[j * n + j]!;
    }
  }
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let s = b[i]!;
    for (let k = 0; k < i; k++) s -= l[i * n + k]! * y[k]!;
    y[i] = s / l[i * n + i]!;
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let s = y[i]!;
    for (let k = i + 1; k < n; k++) s -= l[k * n + i]! * x[k]!;
    x[i] = s / l[i * n + i]!;
  }
  return x;
}

/** The ridge fit of rows at one λ (> 0). */
export function fitRidge(rows: FeatureRows, lambda: number): RidgeFit {
  const { a, b } = normalEquations(rows);
  const x = solve(a, b, lambda);
  return { weights: x.subarray(0, rows.size), intercept: x[rows.size]!, lambda };
}

/** The fit's ln(points) for each row. */
export function predictRidge(fit: { readonly weights: ArrayLike<number>; readonly intercept: number }, rows: FeatureRows): Float64Array {
  const out = new Float64Array(rows.count);
  for (let j = 0; j < rows.count; j++) {
    let u = fit.intercept;
    for (let q = rows.offsets[j]!; q < rows.offsets[j + 1]!; q++) u += fit.weights[rows.indices[q]!]!;
    out[j] = u;
  }
  return out;
}

/**
 * The λ of {@link RIDGE_LAMBDAS} with the least RMSE in a `folds`-fold cross-validation by game
 * on `rows` (train-only rows always train), then the fit of all rows at that λ. Deterministic:
 * the folds come from `seed`.
 */
export function trainRidge(rows: FeatureRows, options: { readonly folds?: number; readonly seed?: number; readonly lambdas?: readonly number[] } = {}): RidgeFit {
  const lambdas = options.lambdas ?? RIDGE_LAMBDAS;
  if (lambdas.length === 1) return fitRidge(rows, lambdas[0]!);
  const k = options.folds ?? 5;
  const folds = foldsOf(rows, k, (options.seed ?? 1) + 104729);
  const errors = lambdas.map(() => 0);
  for (let f = 0; f < k; f++) {
    const { train, test } = split(rows, folds, f);
    if (train.count === 0 || test.count === 0) continue;
    const { a, b } = normalEquations(train);
    lambdas.forEach((lambda, i) => {
      const x = solve(a, b, lambda);
      const e = rmse(predictRidge({ weights: x.subarray(0, rows.size), intercept: x[rows.size]! }, test), test.targets);
      errors[i]! += e * e * test.count;
    });
  }
  const best = errors.indexOf(Math.min(...errors));
  return fitRidge(rows, lambdas[best]!);
}

/** The RMSE of a `folds`-fold cross-validation by game of the ridge fit at one λ (train-only rows always train). */
export function crossValidateRidge(rows: FeatureRows, options: { readonly folds: number; readonly seed: number; readonly lambda: number }): number {
  const folds = foldsOf(rows, options.folds, options.seed);
  let sq = 0;
  let n = 0;
  for (let f = 0; f < options.folds; f++) {
    const { train, test } = split(rows, folds, f);
    if (train.count === 0 || test.count === 0) continue;
    const { a, b } = normalEquations(train);
    const x = solve(a, b, options.lambda);
    const e = rmse(predictRidge({ weights: x.subarray(0, rows.size), intercept: x[rows.size]! }, test), test.targets);
    sq += e * e * test.count;
    n += test.count;
  }
  return n ? Math.sqrt(sq / n) : NaN;
}
