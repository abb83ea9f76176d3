// The learned hand estimator: eq. 10, the network's gradient against finite differences, seeded
// training, the weights file, and the estimator in the study's evaluation.
import { expectEveryFlipRefused } from '../../../scripts/corruption.js';
import { describe, expect, it } from 'vitest';
import { calibrateEstimator, decodeEstimator, donjaraHand, encodeEstimator, estimationReward, evaluateEstimators, priorEstimator, trainEstimator, transformerEstimator } from '@mjkit/donjara';
import { Tape } from '../src/tape.js';
import { ACTION_SIZE, createEstimatorNet, estimatorLogits, stateSize } from '../src/transformer.js';

describe('the learned hand estimator', () => {
  it('rewards a guess by eq. 10', () => {
    const truth = { next: donjaraHand('11122233'), previous: donjaraHand('44455566') };
    const seen = new Uint8Array(9);
    // c_n = 1, c_p = 0.5: 0.5·1 + 0.5·0.25 = 0.625, × (1 + 0.05·2) at step 3
    expect(estimationReward({ next: donjaraHand('11122233'), previous: donjaraHand('44457777') }, truth, seen, 3, 0.5, 1)).toBeCloseTo(0.625 * 1.1, 12);
    // 8 + 8 of kind 1 is more than 9: the penalty, once
    expect(estimationReward({ next: donjaraHand('11111111'), previous: donjaraHand('11111111') }, truth, seen, 1, 0.5, 2)).toBeCloseTo(0.5 * (3 / 8) ** 2 - 2, 12);
  });

  it("the network's gradient matches finite differences", () => {
    const net = createEstimatorNet({ players: 3, hidden: 6, maxSteps: 4 }, 'fd');
    const T = 3;
    const S = stateSize(3);
    const states = Float64Array.from({ length: T * S }, (_, i) => ((i * 7) % 5) / 4);
    const actions = Float64Array.from({ length: T * ACTION_SIZE }, (_, i) => ((i * 3) % 4) / 4);
    const returns = Float64Array.of(1, 0.5, 0.2);
    const objective = () => {
      const tape = new Tape();
      const logits = estimatorLogits(tape, net, returns, states, actions, T);
      return { tape, out: tape.logSoftmaxPick(logits, [0, 1, 4, 5], [2, 8, 0, 3], [1.5, -0.5, 2, 1]) };
    };
    const { tape, out } = objective();
    tape.backward(out);
    let checked = 0;
    for (const p of Object.values(net.params)) {
      for (let i = 0; i < p.value.length; i += 5) {
        const keep = p.value[i]!;
        p.value[i] = keep + 1e-5;
        const up = objective().out.value[0]!;
        p.value[i] = keep - 1e-5;
        const down = objective().out.value[0]!;
        p.value[i] = keep;
        expect(p.grad[i]!, `${p.name}[${i}]`).toBeCloseTo((up - down) / 2e-5, 6);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('a model trained with the prior starts at it: before it learns, its guesses are the prior\'s', () => {
    const untrained = trainEstimator({ episodes: 1, hidden: 8, batch: 4, seed: 3, rate: 1e-9 });
    expect(untrained.info.prior).toBe(true);
    const alone = trainEstimator({ episodes: 1, hidden: 8, batch: 4, seed: 3, rate: 1e-9, prior: false });
    expect(alone.info.prior).toBe(false);
    const r = evaluateEstimators({ estimators: [priorEstimator, () => transformerEstimator(untrained), () => transformerEstimator(alone)], rounds: 40, seed: 2 });
    // the same guesses but where the network's small initial output tips a near-tie
    r.estimators[0]!.next.forEach((x, t) => r.reached[t]! >= 20 && expect(Math.abs(r.estimators[1]!.next[t]! - x)).toBeLessThan(0.02));
    expect(r.estimators[2]!.name).toBe('transformer');
    expect(() => trainEstimator({ episodes: 1, prior: 'yes' as never })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('calibrates how much of the correction to use per step: scale 0 is the prior, the schedule survives the file, bad input is refused', () => {
    const model = trainEstimator({ episodes: 16, hidden: 8, batch: 4, seed: 4 });
    const zero = evaluateEstimators({ estimators: [priorEstimator, () => transformerEstimator(model, { shrink: 0 })], rounds: 30, seed: 9 });
    // at scale 0 the guesses are the prior's exactly
    zero.estimators[0]!.next.forEach((x, t) => expect(zero.estimators[1]!.next[t]).toBe(x));
    zero.estimators[0]!.previous.forEach((x, t) => expect(zero.estimators[1]!.previous[t]).toBe(x));
    const { model: calibrated, steps } = calibrateEstimator(model, { rounds: 60, seed: 'c', minRounds: 20 });
    const shrink = calibrated.info.shrink as number[];
    expect(shrink.length).toBe(steps.length);
    // every scale chosen where enough rounds reached the step is not below the prior (scale 0) on either neighbour
    for (const s of steps.filter((x) => x.rounds >= 20)) {
      const i = [0, 0.25, 0.5, 0.75, 1].indexOf(s.chosen);
      expect(s.next[i]!).toBeGreaterThanOrEqual(s.next[0]!);
      expect(s.previous[i]!).toBeGreaterThanOrEqual(s.previous[0]!);
    }
    // the calibrated model, read back from its file, guesses as the schedule says: step by step as a fixed scale would
    const back = decodeEstimator(encodeEstimator(calibrated));
    expect(back.info.shrink).toEqual(shrink);
    const grid = [0, 0.25, 0.5, 0.75, 1];
    const r = evaluateEstimators({ estimators: [() => transformerEstimator(back), ...grid.map((g) => () => transformerEstimator(model, { shrink: g }))], rounds: 20, seed: 'c2' });
    r.estimators[0]!.next.forEach((x, t) => expect(x).toBe(r.estimators[1 + grid.indexOf(shrink[Math.min(t, shrink.length - 1)]!)]!.next[t]));
    expect(() => transformerEstimator(model, { shrink: 2 })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => calibrateEstimator(trainEstimator({ episodes: 1, hidden: 4, prior: false }), { rounds: 2 })).toThrow(/trained without it/);
    expect(() => calibrateEstimator(model, { grid: [0.5, 1] })).toThrow(/must include 0/);
  });

  it('trains the same weights from the same seed, goes through its file, and guesses in the evaluation', () => {
    const a = trainEstimator({ episodes: 12, hidden: 8, batch: 4, seed: 3 });
    const b = trainEstimator({ episodes: 12, hidden: 8, batch: 4, seed: 3 });
    expect(Array.from(a.net.params.head!.value)).toEqual(Array.from(b.net.params.head!.value));
    const back = decodeEstimator(encodeEstimator(a));
    expect(back.net.shape).toEqual(a.net.shape);
    expect(back.net.params['mlp.in']!.value[5]).toBeCloseTo(a.net.params['mlp.in']!.value[5]!, 6);
    const r = evaluateEstimators({ estimators: [() => transformerEstimator(a), () => transformerEstimator(back)], rounds: 6, seed: 1 });
    expect(r.estimators[0]!.next.length).toBe(r.reached.length);
    r.estimators[0]!.next.forEach((x, t) => expect(r.estimators[1]!.next[t]).toBeCloseTo(x, 2));
    const bytes = encodeEstimator(a);
    expect(() => decodeEstimator(bytes.subarray(0, bytes.length - 4))).toThrow(expect.objectContaining({ code: 'BAD_FILE' }));
    expect(() => decodeEstimator(new Uint8Array(12))).toThrow(expect.objectContaining({ code: 'BAD_FILE' }));
    expect(() => decodeEstimator([1, 2, 3] as never)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => trainEstimator({ episodes: 0 })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('refuses a damaged weights file at every byte, and never writes weights that are not finite', () => {
    const small = trainEstimator({ episodes: 2, hidden: 2, batch: 2, seed: 5 });
    const bytes = encodeEstimator(small);
    expect(expectEveryFlipRefused(bytes, decodeEstimator)).toBe(bytes.length);
    small.net.params.head!.value[0] = Number.NaN;
    expect(() => encodeEstimator(small)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});
