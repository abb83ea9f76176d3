// The linear model of eq. 2 trained on eq. 3: its two ways of taking a gradient step (over the rows,
// or through XᵀX when that is the smaller) take the same steps, and they end at the minimum.
import { describe, expect, it } from 'vitest';
import { predictLinear, trainLinear } from '../src/linear.js';
import type { FeatureRows } from '../src/rows.js';
import { randomRows } from './random-rows.js';

/** Eq. 3 as the trainer minimises it: ½ Σ (u − t)² + λ wᵀw / N. */
function objective(w: ArrayLike<number>, rows: FeatureRows, lambda: number): number {
  const u = predictLinear(w, rows);
  let e = 0;
  for (let j = 0; j < rows.count; j++) e += (u[j]! - rows.targets[j]!) ** 2;
  let ww = 0;
  for (let i = 0; i < w.length; i++) ww += w[i]! ** 2;
  return e / 2 + (lambda * ww) / rows.count;
}

describe('trainLinear', () => {
  // 12 bits over 1,000 rows: XᵀX (144 entries) is smaller than the rows' bits (about 3,000), so the
  // steps go through it. The same rows with 200 bits of which only the first 12 are ever set go
  // over the rows (40,000 entries); the unset bits' weights stay 0, and the others must not move.
  const rows = randomRows(1000, 12, 5);
  const wide: FeatureRows = { ...rows, size: 200 };

  it('takes the same steps through XᵀX as over the rows', () => {
    for (const iterations of [1, 10, 300]) {
      const viaGram = trainLinear(rows, { iterations });
      const viaRows = trainLinear(wide, { iterations });
      expect(viaRows.subarray(12).every((w) => w === 0)).toBe(true);
      for (let i = 0; i < 12; i++) expect(viaGram[i]).toBeCloseTo(viaRows[i]!, 10);
    }
  });

  it.each([
    ['through XᵀX', rows],
    ['over the rows', wide],
  ])('ends at the minimum of eq. 3 (%s): every partial derivative by finite differences is 0', (_, data) => {
    const lambda = 3;
    const w = trainLinear(data, { iterations: 4000, lambda });
    const h = 1e-5;
    for (let i = 0; i < 12; i++) {
      const up = Float64Array.from(w);
      const down = Float64Array.from(w);
      up[i]! += h;
      down[i]! -= h;
      const slope = (objective(up, data, lambda) - objective(down, data, lambda)) / (2 * h);
      expect(Math.abs(slope)).toBeLessThan(1e-3);
    }
    // where it started (w = 0) every slope was large
    const zero = new Float64Array(data.size);
    const bump = Float64Array.from(zero, (_, i) => (i === 0 ? h : 0));
    expect(Math.abs((objective(bump, data, lambda) - objective(zero, data, lambda)) / h)).toBeGreaterThan(100);
  });
});
