// The shipped models: the embedded weights are the bytes of weights/*.bin, the estimator beats
// the random guess, and the two trainer policies play as the README says they do — the
// as-written ones (eq. 8 rewarding a trainer's deal-in) feed the trainee, the intended ones win.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { donjaraRules, evaluateEstimators, learnerAgent, playDonjaraRound, randomEstimator, shippedEstimator, shippedTrainers, trainerAgent, transformerEstimator } from '../src/index.js';
import { SHIPPED_ESTIMATOR, SHIPPED_TRAINERS } from '../src/shipped.js';

const weights = (file: string) => readFileSync(join(import.meta.dirname, '..', 'weights', file));

it('ships weights/estimator.bin and both trainer policies, byte for byte', () => {
  expect(Buffer.from(SHIPPED_ESTIMATOR, 'base64').equals(weights('estimator.bin'))).toBe(true);
  expect(Buffer.from(SHIPPED_TRAINERS.intended, 'base64').equals(weights('trainers-intended.bin'))).toBe(true);
  expect(Buffer.from(SHIPPED_TRAINERS['as-written'], 'base64').equals(weights('trainers-as-written.bin'))).toBe(true);
  expect(shippedEstimator().info).toMatchObject({ episodes: 50000, penalty: 1, prior: true, calibration: { rounds: 4000, seed: 'calibrate' } });
  expect((shippedEstimator().info.shrink as number[]).slice(0, 3)).toEqual([0.25, 0.25, 1]);
  expect(shippedTrainers('intended').info).toMatchObject({ rounds: 40000, reward: { winFunction: 'intended' } });
  expect(shippedTrainers('as-written').info).toMatchObject({ rounds: 40000, reward: { winFunction: 'as-written' } });
  expect(() => shippedTrainers(undefined as never)).toThrow(/winFunction is 'intended' or 'as-written'/);
});

it('the shipped estimator guesses better than random over the first five steps', () => {
  const r = evaluateEstimators({ estimators: [randomEstimator, () => transformerEstimator(shippedEstimator())], rounds: 200, seed: 'shipped' });
  const [random, model] = r.estimators;
  for (let step = 0; step < 5; step++) {
    expect(model!.next[step]!).toBeGreaterThan(random!.next[step]! + 0.02);
    expect(model!.previous[step]!).toBeGreaterThan(random!.previous[step]! + 0.02);
  }
});

it('the as-written trainers deal in to the trainee more, and win less, than the intended ones', () => {
  const rules = donjaraRules();
  const measure = (policy: ReturnType<typeof shippedTrainers>) => {
    let dealIns = 0;
    let trainerWins = 0;
    // 200 rounds each: the as-written trainers deal in 14 times and win once, the intended 4 and 191
    for (let i = 0; i < 200; i++) {
      const r = playDonjaraRound(rules, [learnerAgent(), trainerAgent(policy), trainerAgent(policy)], `shipped/${i}`);
      if (r.winner === 0 && r.loser > 0) dealIns++;
      if (r.winner > 0) trainerWins++;
    }
    return { dealIns, trainerWins };
  };
  const asWritten = measure(shippedTrainers('as-written'));
  const intended = measure(shippedTrainers('intended'));
  expect(asWritten.dealIns).toBeGreaterThan(intended.dealIns);
  expect(asWritten.trainerWins).toBeLessThan(intended.trainerWins);
});
