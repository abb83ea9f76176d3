// The perceptron's and the linear model's gradients against finite differences, and seeded training.
import { describe, expect, it } from 'vitest';
import { createMlp, flatten, mlpLossGradient, trainMlp, predictMlp } from '../src/mlp.js';
import type { Mlp } from '../src/mlp.js';
import type { FeatureRows } from '../src/rows.js';
import { randomRows } from './random-rows.js';


function numericGradient(net: Mlp, rows: FeatureRows, dropout: number): Float64Array {
  const params = [...net.weights, ...net.biases] as Float64Array[];
  const out: number[] = [];
  const h = 1e-6;
  // the same order as flatten: layer by layer, weights then biases
  for (let l = 0; l < net.weights.length; l++) {
    for (const p of [params[l]!, params[net.weights.length + l]!]) {
      for (let i = 0; i < p.length; i++) {
        const keep = p[i]!;
        p[i] = keep + h;
        const up = mlpLossGradient(net, rows, dropout, 5).loss;
        p[i] = keep - h;
        const down = mlpLossGradient(net, rows, dropout, 5).loss;
        p[i] = keep;
        out.push((up - down) / (2 * h));
      }
    }
  }
  return Float64Array.from(out);
}

describe('perceptron', () => {
  it.each([0, 0.5])('has the gradient of finite differences (dropout %s, masks fixed by the seed)', (dropout) => {
    const rows = randomRows(12, 6, 3);
    const net = createMlp([6, 5, 4, 1], 9, 7);
    // biases away from zero: a unit whose input is all zero would otherwise sit on the ReLU's kink
    net.biases.forEach((b, l) => b.forEach((_, i) => (b[i] = 0.1 + 0.05 * i - 0.02 * l)));
    const { gradient } = mlpLossGradient(net, rows, dropout, 5);
    const numeric = numericGradient(net, rows, dropout);
    expect(gradient.length).toBe(flatten(net.weights, net.biases).length);
    let worst = 0;
    for (let i = 0; i < gradient.length; i++) worst = Math.max(worst, Math.abs(gradient[i]! - numeric[i]!) / Math.max(1e-4, Math.abs(numeric[i]!)));
    expect(worst).toBeLessThan(1e-5);
    expect(gradient.some((g) => Math.abs(g) > 1e-3)).toBe(true);
  });

  it('learns, and the same seed gives the same weights', () => {
    const rows = randomRows(400, 12, 8);
    const a = trainMlp(rows, { hidden: [16, 16], epochs: 30, seed: 4, dropout: 0, test: rows, rate: 0.01 });
    const b = trainMlp(rows, { hidden: [16, 16], epochs: 30, seed: 4, dropout: 0, rate: 0.01 });
    expect(flatten(a.net.weights, a.net.biases)).toEqual(flatten(b.net.weights, b.net.biases));
    expect(a.testRmse.at(-1)!).toBeLessThan(a.testRmse[0]! * 0.6);
    expect(predictMlp(a.net, rows).length).toBe(400);
  });
});

describe('early stopping', () => {
  it('returns the net of the epoch best on the validation rows', () => {
    const train = randomRows(120, 12, 11);
    const validation = randomRows(60, 12, 12);
    // the same rows as test: the test curve is the validation curve
    const r = trainMlp(train, { hidden: [16, 16], epochs: 30, seed: 4, dropout: 0, rate: 0.01, test: validation, validation });
    const best = Math.min(...r.testRmse);
    expect(r.stoppedAt).toBe(r.testRmse.indexOf(best) + 1);
    const p = predictMlp(r.net, validation);
    let s = 0;
    for (let i = 0; i < validation.count; i++) s += (p[i]! - validation.targets[i]!) ** 2;
    expect(Math.sqrt(s / validation.count)).toBeCloseTo(best, 10);
    expect(trainMlp(train, { hidden: [4], epochs: 2, seed: 4 }).stoppedAt).toBe(null);
  });
});
