// The linear model at its optimum: ridge with an unpenalised intercept in closed form. Checked
// against the normal equations by finite differences of its objective, on a constant target,
// and through the weights file (format 3 keeps the intercept).
import { describe, expect, it } from 'vitest';
import { crossValidateRidge, fitRidge, predictRidge, trainRidge, RIDGE_LAMBDAS } from '../src/ridge.js';
import { foldsOf, rmse, split } from '../src/rows.js';
import type { FeatureRows } from '../src/rows.js';
import { randomRows } from './random-rows.js';

/** Targets about 8.7 on average, a little of each bit, and noise. */
const nearMean = (bits: number[], noise: number) => 8.7 + bits.reduce((s, b) => s + 0.1 * Math.sin(b), 0) + 0.3 * (noise - 0.5);

/** ½ Σ (u − t)² + λ/2 wᵀw: what the fit minimises (the intercept is not penalised). */
function objective(rows: FeatureRows, w: ArrayLike<number>, b: number, lambda: number): number {
  const u = predictRidge({ weights: w, intercept: b }, rows);
  let s = 0;
  for (let j = 0; j < rows.count; j++) s += (u[j]! - rows.targets[j]!) ** 2;
  let p = 0;
  for (let i = 0; i < w.length; i++) p += w[i]! ** 2;
  return s / 2 + (lambda / 2) * p;
}

describe('ridge with an intercept', () => {
  it('is the minimum of its objective: every partial derivative (finite differences) is zero', () => {
    const rows = randomRows(400, 20, 7, nearMean);
    for (const lambda of [0.3, 10]) {
      const fit = fitRidge(rows, lambda);
      const h = 1e-5;
      for (let i = 0; i <= rows.size; i++) {
        const w = Float64Array.from(fit.weights);
        let b = fit.intercept;
        const at = (d: number) => {
          const ww = Float64Array.from(w);
          if (i < rows.size) ww[i]! += d;
          return objective(rows, ww, i === rows.size ? b + d : b, lambda);
        };
        const derivative = (at(h) - at(-h)) / (2 * h);
        expect(Math.abs(derivative)).toBeLessThan(1e-4);
        b = fit.intercept;
      }
    }
  });

  it('puts a constant target in the intercept, not spread through the bits', () => {
    const rows = randomRows(300, 12, 3, () => 8.74);
    const fit = fitRidge(rows, 1);
    expect(fit.intercept).toBeCloseTo(8.74, 6);
    expect(Math.max(...fit.weights.map(Math.abs))).toBeLessThan(1e-6);
  });

  it('chooses λ among its grid by an inner cross-validation by game, the same each time', () => {
    const rows = randomRows(600, 30, 11, nearMean);
    const a = trainRidge(rows, { seed: 1 });
    expect(RIDGE_LAMBDAS).toContain(a.lambda);
    expect(trainRidge(rows, { seed: 1 })).toEqual(a);
    // a fixed λ is used as it is
    expect(trainRidge(rows, { lambdas: [5] }).lambda).toBe(5);
  });

  it('cross-validates a fixed λ by game: each fold fitted on the others, every held-out row counted once', () => {
    const rows = randomRows(500, 16, 5, nearMean);
    const folds = foldsOf(rows, 10, 3);
    const predicted: number[] = [];
    const targets: number[] = [];
    for (let f = 0; f < 10; f++) {
      const { train, test } = split(rows, folds, f);
      if (test.count === 0) continue;
      predicted.push(...predictRidge(fitRidge(train, 30), test));
      targets.push(...test.targets);
    }
    expect(targets.length).toBe(rows.count);
    expect(crossValidateRidge(rows, { folds: 10, seed: 3, lambda: 30 })).toBeCloseTo(rmse(predicted, targets), 10);
  });
});
