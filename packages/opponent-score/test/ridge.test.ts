// The linear model at its optimum: ridge with an unpenalised intercept in closed form. Checked
// against the normal equations by finite differences of its objective, on a constant target,
// and through the weights file (format 3 keeps the intercept).
import { describe, expect, it } from 'vitest';
import { fitRidge, predictRidge, trainRidge, RIDGE_LAMBDAS } from '../src/ridge.js';
import type { FeatureRows } from '../src/rows.js';

/** Random sparse rows: `count` rows of 3 bits out of `size`, targets a function of the bits plus noise, about 8.7 on average. */
function randomRows(count: number, size: number, seed: number, target?: (bits: number[], noise: number) => number): FeatureRows {
  let x = seed;
  const next = () => ((x = (Math.imul(x, 1103515245) + 12345) >>> 0) >>> 8) / 0x1000000;
  const offsets = new Uint32Array(count + 1);
  const indices: number[] = [];
  const targets = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const bits = [...new Set([0, 1, 2].map(() => Math.floor(next() * size)))].sort((a, b) => a - b);
    indices.push(...bits);
    offsets[i + 1] = indices.length;
    targets[i] = target ? target(bits, next()) : 8.7 + bits.reduce((s, b) => s + 0.1 * Math.sin(b), 0) + 0.3 * (next() - 0.5);
  }
  return { size, count, offsets, indices: Uint16Array.from(indices), targets, points: new Uint32Array(count), dealer: new Uint8Array(count), games: Uint32Array.from({ length: count }, (_, i) => i % 97), trainOnly: new Uint8Array(count) };
}

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
    const rows = randomRows(400, 20, 7);
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
    const rows = randomRows(600, 30, 11);
    const a = trainRidge(rows, { seed: 1 });
    expect(RIDGE_LAMBDAS).toContain(a.lambda);
    expect(trainRidge(rows, { seed: 1 })).toEqual(a);
    // a fixed λ is used as it is
    expect(trainRidge(rows, { lambdas: [5] }).lambda).toBe(5);
  });
});
