// Models on real logs (the shared data): positions, cross-validated linear models beside the
// baseline, a grouping search that never makes the error worse, weights through their file, the
// shipped weights the same bytes as weights/*.bin.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseMjlog } from '@mjkit/tenhou';
import { expect, it } from 'vitest';
import { expectEveryFlipRefused } from '../../../scripts/corruption.js';
import { describeWithData } from '../../../scripts/test-data.js';
import { crossValidate, decodeModel, encodeModel, findGrouping, gamePositions, predictBits, trainModel } from '../src/index.js';
import { searchGrouping } from '../src/grouping.js';
import { SHIPPED_ANY, SHIPPED_RIICHI } from '../src/shipped.js';

it('ships weights/riichi.bin and weights/any.bin, byte for byte', () => {
  for (const [file, text] of [['riichi.bin', SHIPPED_RIICHI], ['any.bin', SHIPPED_ANY]] as const) {
    expect(Buffer.from(text, 'base64').equals(readFileSync(join(import.meta.dirname, '..', 'weights', file)))).toBe(true);
  }
});

describeWithData('opponent-score models on real logs', 'tenhou/mjlog-xml/phoenix-2020-agony5757/4p-hanchan-00a9', (dir) => {
  const files = readdirSync(dir).filter((f) => f.endsWith('.xml.gz')).sort().slice(0, 150);
  const positions = files.flatMap((f) => gamePositions(parseMjlog(gunzipSync(readFileSync(join(dir, f))))));
  const mixed = positions.filter((p) => p.kind !== 'discard');

  it('finds riichi, call and discard positions of winners', () => {
    const riichi = positions.filter((p) => p.kind === 'riichi').length;
    const calls = positions.filter((p) => p.kind === 'call').length;
    expect(riichi).toBeGreaterThan(300);
    expect(calls).toBeGreaterThan(500);
    expect(positions.every((p) => p.points >= 1000)).toBe(true);
  });

  it('a linear model on riichi and call positions beats the mean (5-fold, by game)', () => {
    const cv = crossValidate(mixed, { set: 'call', folds: 5, iterations: 200 });
    expect(cv.positions).toBe(mixed.length);
    expect(cv.rmse).toBeLessThan(cv.baselineRmse - 0.03);
    expect(cv.calibration.logLoss).toBeLessThan(cv.calibration.priorLogLoss);
  });

  it('a grouping search never ends worse than where it started', () => {
    const riichi = positions.filter((p) => p.kind === 'riichi');
    const g = findGrouping(riichi, { set: 'riichi', groupingSteps: 15, combinationSteps: 5 });
    expect(g.starts.flat().filter((s) => !s).length).toBeGreaterThan(0);
    // judged by the ridge fit (the default) and by the study's: each search's end is no worse than its start by its own measure
    const ridgeEnd = searchGrouping(riichi, 'riichi', { steps: 15, lambda: 100 });
    expect(ridgeEnd.rmse).toBeLessThanOrEqual(ridgeEnd.startRmse);
    const studyEnd = searchGrouping(riichi, 'riichi', { steps: 5, fit: 'study' });
    expect(studyEnd.rmse).toBeLessThanOrEqual(studyEnd.startRmse);
    // the ridge fit starts far nearer the optimum than 100 gradient steps without an intercept
    expect(ridgeEnd.startRmse).toBeLessThan(studyEnd.startRmse);
  });

  it("smoke-trains the study's perceptron (3 × 300, dropout 0.5) for one epoch on a few thousand rows", () => {
    const rows = [...mixed, ...positions.filter((p) => p.kind === 'discard')].slice(0, 3000);
    const cv = crossValidate(rows, { set: 'call', model: 'mlp', epochs: 1, folds: 2 });
    expect(cv.positions).toBe(rows.length);
    expect(cv.bestEpoch).toBe(1);
    expect(Number.isFinite(cv.rmse)).toBe(true);
    // one epoch of Adam from the mean does not wander far from the baseline
    expect(cv.rmse).toBeLessThan(cv.baselineRmse * 1.2);
  });

  it('a model goes through its weights file: the same predictions in float32', () => {
    const model = trainModel(mixed, { set: 'call', iterations: 100 });
    const back = decodeModel(encodeModel(model));
    for (const p of mixed.slice(0, 50)) {
      const a = predictBits(model, p.call);
      const b = predictBits(back, p.call);
      expect(b.lnMean).toBeCloseTo(a.lnMean, 4);
      expect(b.probabilities[3]).toBeCloseTo(a.probabilities[3]!, 4);
    }
    const mlp = trainModel(mixed.slice(0, 300), { set: 'call', model: 'mlp', hidden: [8, 8], epochs: 2 });
    const mlpBack = decodeModel(encodeModel(mlp));
    expect(predictBits(mlpBack, mixed[0]!.call).lnMean).toBeCloseTo(predictBits(mlp, mixed[0]!.call).lnMean, 4);
    const bytes = encodeModel(model);
    expect(expectEveryFlipRefused(bytes, decodeModel)).toBe(bytes.length);
    expect(() => decodeModel(bytes.subarray(0, bytes.length - 4))).toThrow(expect.objectContaining({ code: 'BAD_FILE' }));
    const nan = { ...model, linear: model.linear!.map((x, i) => (i === 2 ? Number.NaN : x)) };
    expect(() => encodeModel(nan)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});
