// The learned hand estimator: eq. 10, the network's gradient against finite differences, seeded
// training, the weights file, and the estimator in the study's evaluation.
import { expectEveryFlipRefused } from '../../../scripts/corruption.js';
import { describe, expect, it } from 'vitest';
import { decodeEstimator, donjaraHand, encodeEstimator, estimationReward, evaluateEstimators, priorEstimator, trainEstimator, transformerEstimator } from '@mjkit/donjara';
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
