// The trainee that learns and the trainer agents (§3, §5): the learner's gradient against finite
// differences and its learning, the engine's copies played on alike, seeded MCCFR training, the
// policy file, and the training-effect experiment.
import { expectEveryFlipRefused } from '../../../scripts/corruption.js';
import { describe, expect, it } from 'vitest';
import { MjkitError } from '@mjkit/core';
import { decodeTrainers, donjaraHand, donjaraRules, donjaraStats, encodeTrainers, learnerAgent, LEARNER_FEATURES, playDonjaraRound, TRAINER_CLASSES, trainerAgent, trainingEffect, trainTrainers, virtualPlayer } from '@mjkit/donjara';
import type { DonjaraView } from '@mjkit/donjara';
import { RoundState } from '../src/game.js';
import { FastRng } from '../src/random.js';

const rules = donjaraRules();

/** A view of a made-up position: seat 0 holds `hand` after drawing its last tile. */
function viewOf(hand: string, drawn: number): DonjaraView {
  const counts = donjaraHand(hand);
  const discarded = new Uint8Array(9);
  discarded[4] = 2;
  return { rules, seat: 0, round: 0, dealer: 0, scores: [20000, 20000, 20000], hand: counts, drawn, discards: [[4], [4], []], riichiAt: [-1, -1, -1], discarded, wall: 60 };
}

describe('the learner (the trainee of §5)', () => {
  it('its update is the gradient of log π, checked by finite differences', () => {
    const view = viewOf('112335679', 8);
    const w0 = [0.7, -0.3, 0.4, 1.1, -0.6, 0.2];
    const logPi = (w: number[], k: number) => Math.log(learnerAgent({ weights: w }).policy(view)[k]!);
    // the learner takes a step of lr · advantage · ∇ log π(chosen): read ∇ back from one step
    for (const chosen of [0, 2, 8]) {
      const me = learnerAgent({ weights: w0, learningRate: 1 });
      // a generator whose first draw lands on `chosen`
      const p = me.policy(view);
      let below = 0;
      for (let k = 0; k < chosen; k++) below += p[k]!;
      const rng = { nextFloat: () => below + p[chosen]! / 2, nextInt: () => 0, nextUint32: () => 0, shuffle: <T>(x: T[]) => x };
      expect(me.discard(view, rng)).toBe(chosen);
      me.learn({ round: 0, dealer: 0, end: 'tsumo', winner: 0, loser: -1, yaku: 'three-triplets', deltas: [1000, -500, -500], riichiTurn: [0, 0, 0], shanten: [[0], [1], [1]], draws: 1 });
      // advantage: 1 (points / 1,000) less the baseline 0
      for (let j = 0; j < LEARNER_FEATURES.length; j++) {
        const up = w0.slice();
        up[j]! += 1e-6;
        const down = w0.slice();
        down[j]! -= 1e-6;
        const fd = (logPi(up, chosen) - logPi(down, chosen)) / 2e-6;
        expect(me.weights[j]! - w0[j]!).toBeCloseTo(fd, 6);
      }
    }
  });

  it('learns: after 2,000 rounds against two balance players it wins far more than the beginner it was', () => {
    const me = learnerAgent();
    const mates = [virtualPlayer('balance'), virtualPlayer('balance')];
    const measure = () => {
      me.learning = false;
      const rounds = Array.from({ length: 600 }, (_, i) => playDonjaraRound(rules, [me, ...mates], `eval/${i}`, { dealer: i % 3 }));
      me.learning = true;
      return donjaraStats(rounds, 0);
    };
    const before = measure();
    for (let i = 0; i < 2000; i++) me.learn(playDonjaraRound(rules, [me, ...mates], `learn/${i}`, { dealer: i % 3 }));
    const after = measure();
    expect(me.rounds).toBe(2000);
    expect(after.win.low).toBeGreaterThan(before.win.high);
    expect(after.pointsPerRound).toBeGreaterThan(before.pointsPerRound + 200);
    // it learned to keep the shanten low
    expect(me.weights[0]).toBeGreaterThan(0.5);
  });

  it('refuses bad options', () => {
    expect(() => learnerAgent({ weights: [1, 2] })).toThrow(MjkitError);
    expect(() => learnerAgent({ learningRate: -1 })).toThrow(/learningRate/);
  });
});

describe('the round state the trainers simulate on', () => {
  it('a copy played on with copies of the random streams ends as the original', () => {
    const agents = [virtualPlayer('speed'), virtualPlayer('defence'), virtualPlayer('balance')];
    for (let g = 0; g < 50; g++) {
      const s = new RoundState(rules);
      s.dealer = g % 3;
      s.deal(new FastRng(`copy/${g}`));
      const rngs = [0, 1, 2].map((p) => new FastRng(`copy/${g}/${p}`));
      const step = (st: RoundState, rs: FastRng[]) => {
        if (st.draw()) return true;
        const d = st.locked ? st.drawn : agents[st.seat]!.discard(st, rs[st.seat]!);
        return st.discard(d);
      };
      const stop = 3 + (g % 10);
      let ended = false;
      for (let t = 0; t < stop && !ended; t++) ended = step(s, rngs);
      const copy = new RoundState(rules);
      copy.copyFrom(s);
      const copyRngs = rngs.map((r) => {
        const c = new FastRng('x');
        c.copyFrom(r);
        return c;
      });
      while (!ended) ended = step(s, rngs);
      let copyEnded = copy.end !== null;
      while (!copyEnded) copyEnded = step(copy, copyRngs);
      expect(copy.result()).toEqual(s.result());
    }
  });
});

describe('the trainer agents (MCCFR)', () => {
  it('the same seed trains the same policy; the policy file reads back; it learns from the rewards', () => {
    const a = trainTrainers({ rounds: 40, seed: 3, estimator: 'random' });
    const b = trainTrainers({ rounds: 40, seed: 3, estimator: 'random' });
    expect(Array.from(a.policy.strategy)).toEqual(Array.from(b.policy.strategy));
    expect(a.decisions).toBeGreaterThan(200);
    // every decision spreads probability 1 over the classes offered
    const total = a.policy.strategy.reduce((s, x) => s + x, 0);
    expect(total).toBeCloseTo(a.decisions, 6);
    expect(a.sameResponse).toBeGreaterThan(0);
    expect(a.sameResponse).toBeLessThanOrEqual(1);
    const bytes = encodeTrainers(a.policy);
    const back = decodeTrainers(bytes);
    expect(back.strategy.length).toBe(TRAINER_CLASSES);
    expect(Array.from(back.strategy)).toEqual(Array.from(Float32Array.from(a.policy.strategy)));
    expect(back.info.rounds).toBe(40);
    // regrets are floored at 0 (regret matching+) and some classes have gained
    expect(a.policy.regrets.every((r) => r >= 0)).toBe(true);
    expect(a.policy.regrets.some((r) => r > 0)).toBe(true);
    // training on from a policy adds to it
    const c = trainTrainers({ rounds: 10, seed: 4, estimator: 'random', policy: a.policy });
    expect(c.policy.info.rounds).toBe(50);
  });

  it('refuses a damaged policy file at every byte, a cut file and values that are not finite', () => {
    const policy = trainTrainers({ rounds: 2, seed: 1, estimator: 'random' }).policy;
    const bytes = encodeTrainers(policy);
    expect(decodeTrainers(bytes).regrets).toEqual(policy.regrets.map((x) => Math.fround(x)));
    expect(() => decodeTrainers(bytes.subarray(0, bytes.length - 4))).toThrow(expect.objectContaining({ code: 'BAD_FILE' }));
    expect(() => decodeTrainers(bytes.subarray(0, 6))).toThrow(expect.objectContaining({ code: 'BAD_FILE' }));
    expect(expectEveryFlipRefused(bytes, decodeTrainers)).toBe(bytes.length);
    const nan = { ...policy, regrets: policy.regrets.map((x, i) => (i === 3 ? Number.NaN : x)) };
    expect(() => encodeTrainers(nan)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('a trainer agent plays legal discards next to its trainee and refuses a trainee across the table', () => {
    const { policy } = trainTrainers({ rounds: 5, seed: 2, estimator: 'random' });
    for (let i = 0; i < 30; i++) {
      const r = playDonjaraRound(rules, [learnerAgent(), trainerAgent(policy), trainerAgent(policy)], i);
      expect(r.deltas.reduce((x, y) => x + y, 0)).toBe(0);
    }
    const four = donjaraRules({ players: 4 });
    const t = trainerAgent(policy, { estimator: 'random' });
    expect(() => playDonjaraRound(four, [learnerAgent(), virtualPlayer('speed'), t, virtualPlayer('speed')], 1)).toThrow(/next to it/);
  });

  it('the training-effect experiment pairs its trainees and measures Table 2', () => {
    const { policy } = trainTrainers({ rounds: 20, seed: 1, estimator: 'random' });
    const r = trainingEffect({ policy, trainees: 3, learnRounds: 30, evalRounds: 40, estimator: 'random', seed: 2 });
    expect(r.conditions.map((c) => c.stats.rounds)).toEqual([120, 120, 120]);
    expect(r.conditions[2]!.weights.every((w) => w === 0)).toBe(true);
    expect(r.conditions[1]!.weights.some((w) => w !== 0)).toBe(true);
    const d = r.conditions[0]!.pointsPerRound.map((x, i) => x - r.conditions[1]!.pointsPerRound[i]!);
    expect(r.difference.pointsPerRound.mean).toBeCloseTo(d.reduce((a, b) => a + b, 0) / 3, 9);
    expect(r.difference.pointsPerRound.low).toBeLessThanOrEqual(r.difference.pointsPerRound.mean);
  });
});
