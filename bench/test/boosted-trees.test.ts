// The boosted trees of the deal-in studies: they learn an interaction no logistic regression can
// (the label is the XOR of two features' signs), and the same seed grows the same ensemble.
import { createRng } from '@mjkit/core';
import { describe, expect, it } from 'vitest';
import { boostedPredictor, fitBoosted, fitBoostedModel } from '../src/boosted-trees.js';
import { auc, fitLogistic, logistic } from '../src/logistic.js';

function xorRows(n: number, seed: string) {
  const rng = createRng(seed);
  const d = 4; // bias, a, b, noise
  const x = new Float64Array(n * d);
  const y = new Uint8Array(n);
  for (let r = 0; r < n; r++) {
    const a = rng.nextUint32() / 2 ** 32 - 0.5;
    const b = rng.nextUint32() / 2 ** 32 - 0.5;
    x.set([1, a, b, rng.nextUint32() / 2 ** 32], r * d);
    // 90% of the labels follow the XOR of the signs
    const xor = a > 0 !== b > 0 ? 1 : 0;
    y[r] = rng.nextUint32() / 2 ** 32 < 0.9 ? xor : 1 - xor;
  }
  return { x, y, d, n };
}

describe('fitBoosted', () => {
  const train = xorRows(4000, 'boost-train');
  const test = xorRows(2000, 'boost-test');
  const predict = fitBoosted(train, { trees: 60, depth: 3, seed: 'boost' });
  const scores = (p: (x: Float64Array, r: number) => number) => Array.from({ length: test.n }, (_, r) => p(test.x, r));

  it('learns an interaction a logistic regression cannot', () => {
    const w = fitLogistic(train, 1);
    const linear = auc(scores((x, r) => logistic(w, x, r * test.d)), test.y);
    const trees = auc(scores(predict), test.y);
    expect(linear).toBeLessThan(0.6);
    // the best any model can do is 0.9 correct labels: an AUC of 0.9
    expect(trees).toBeGreaterThan(0.85);
    for (const p of scores(predict)) expect(p).toBeGreaterThan(0), expect(p).toBeLessThan(1);
  });

  it('is seeded: the same seed, the same predictions; another seed, others', () => {
    const again = fitBoosted(train, { trees: 60, depth: 3, seed: 'boost' });
    expect(scores(again)).toEqual(scores(predict));
    expect(scores(fitBoosted(train, { trees: 60, depth: 3, seed: 'other' }))).not.toEqual(scores(predict));
  });

  it('starts from the base rate: no trees predict the training share of 1s', () => {
    const none = fitBoosted(train, { trees: 0 });
    const share = train.y.reduce((a, b) => a + b, 0) / train.n;
    expect(none(test.x, 0)).toBeCloseTo(share, 3);
  });

  it('is plain data: its predictor gives the fitted predictions', () => {
    const model = fitBoostedModel(train, { trees: 60, depth: 3, seed: 'boost' });
    expect(model.trees).toHaveLength(60);
    expect(scores(boostedPredictor(model))).toEqual(scores(predict));
  });

  it('weighs rows: a row of weight 2 fits as the row twice, and a share label as its copies of 0 and 1', () => {
    // rows [x] with shares 3/4 and 1/4 of weight 4: the same fit as 4 copies each labelled 0 or 1
    const shares = { x: Float64Array.from([0, 1]), y: Float64Array.from([0.75, 0.25]), w: Float64Array.from([4, 4]), d: 1, n: 2 };
    const copies = { x: Float64Array.from([0, 0, 0, 0, 1, 1, 1, 1]), y: Float64Array.from([1, 1, 1, 0, 1, 0, 0, 0]), d: 1, n: 8 };
    const a = boostedPredictor(fitBoostedModel(shares, { trees: 40, depth: 1, sample: 1, minHessian: 0.1 }));
    const b = boostedPredictor(fitBoostedModel(copies, { trees: 40, depth: 1, sample: 1, minHessian: 0.1 }));
    for (const v of [0, 1]) expect(a(Float64Array.of(v), 0)).toBeCloseTo(b(Float64Array.of(v), 0), 9);
    // and they move toward the shares
    expect(a(Float64Array.of(0), 0)).toBeGreaterThan(0.6);
    expect(a(Float64Array.of(1), 0)).toBeLessThan(0.4);
  });
});
