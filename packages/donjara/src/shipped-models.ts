// The models that ship with the package: the hand estimator (§4) and the two trainer policies (§3),
// embedded as their weights files (weights/*.bin, made by bench/src/donjara-ship.ts).
import { base64Bytes, describeValue, fail } from '@mjkit/core/internal';
import { decodeEstimator } from './learn.js';
import type { EstimatorModel } from './learn.js';
import { SHIPPED_ESTIMATOR, SHIPPED_TRAINERS } from './shipped.js';
import { decodeTrainers } from './trainer.js';
import type { TrainerPolicy } from './trainer.js';
import type { TrainerRewardOptions } from './trainer-reward.js';

/**
 * The shipped hand estimator: the Decision Transformer trained by REINFORCE on eq. 10 (p = 1) to
 * correct the unseen-count prior (`priorEstimator`; its `info` says how: episodes, width,
 * `prior`, command). Decoded afresh on each call.
 *
 * @example
 * ```ts
 * import { evaluateEstimators, randomEstimator, shippedEstimator, transformerEstimator } from '@mjkit/donjara';
 * const model = shippedEstimator();
 * const r = evaluateEstimators({ estimators: [randomEstimator, () => transformerEstimator(model)], rounds: 30, seed: 1 });
 * r.estimators[1]!.previous[0]! > 0; // => true
 * ```
 */
export function shippedEstimator(): EstimatorModel {
  return decodeEstimator(base64Bytes(SHIPPED_ESTIMATOR));
}

/**
 * A shipped trainer policy: the two trainers trained together by {@link trainTrainers} for 40,000
 * rounds with eq. 8 read `'intended'` (W(C) = exp(−βC²)) or `'as-written'` (W(C) = −βC², which
 * rewards a trainer for dealing in; see {@link TrainerRewardOptions.winFunction}). There is no
 * default: in our runs (the package README, "The training effect") only the `'as-written'` trainers
 * made their trainee learn faster than two `balance` players did, by dealing in to it; the
 * `'intended'` ones play to win and help no more than the virtual players. Decoded afresh on each call.
 *
 * @example
 * ```ts
 * import { donjaraRules, learnerAgent, playDonjaraRound, shippedTrainers, trainerAgent } from '@mjkit/donjara';
 * const policy = shippedTrainers('as-written');
 * const r = playDonjaraRound(donjaraRules(), [learnerAgent(), trainerAgent(policy), trainerAgent(policy)], 5);
 * r.deltas.reduce((a, b) => a + b, 0); // => 0
 * ```
 */
export function shippedTrainers(winFunction: 'intended' | 'as-written'): TrainerPolicy {
  if (winFunction !== 'intended' && winFunction !== 'as-written') fail('INVALID_ARGUMENT', `shippedTrainers: winFunction is 'intended' or 'as-written', not ${describeValue(winFunction)}`);
  return decodeTrainers(base64Bytes(SHIPPED_TRAINERS[winFunction]));
}
