// The trainer agents' reward (§3.2, eq. 1–8): an action reward from the trainee's counterfactual
// responses and the receiver's shanten, and a score reward at the end of the round. Two of the
// equations cannot be what the authors meant; each is available as written and as intended.
import { describeValue, fail } from '@mjkit/core/internal';

/** Options of the trainer reward (the study gives none of the constants). */
export interface TrainerRewardOptions {
  /** w of eq. 1 (default 0.5). */
  readonly w?: number;
  /** ε of eq. 3 (default 0.05). */
  readonly epsilon?: number;
  /** α of eq. 5 (default 1.05). */
  readonly alpha?: number;
  /** β of eq. 8 (default 0.005). */
  readonly beta?: number;
  /**
   * Eq. 8 as written, W(C) = −βC², makes every win's score reward negative and every deal-in's
   * positive (eq. 6 multiplies it by s_g = ±1), the reverse of what the text says it is for
   * ("larger the fewer actions it took to win"). `intended` (the default) is W(C) = exp(−βC²):
   * positive, 1 at C = 0, falling with C, and 1 − βC² to first order.
   */
  readonly winFunction?: 'as-written' | 'intended';
  /**
   * δ of eq. 7 "depends on the digits of h": `digits` (the default, as written) takes
   * δ = 10^−(digits − 1), which puts every r_h in [1, 10) — so 10,000 points weigh 1 and 3,000
   * weigh 3; `per-thousand` takes δ = 1/1,000 for every yaku, which keeps their order.
   */
  readonly delta?: 'digits' | 'per-thousand';
}

/** @internal The reward options, checked: w in (0, 1), ε > 0, α > 1, β ≥ 0, and the two choices. */
export function checkRewardOptions(o: TrainerRewardOptions): TrainerRewardOptions {
  const num = (v: unknown, name: string, ok: (x: number) => boolean, what: string) => {
    if (v !== undefined && !(typeof v === 'number' && Number.isFinite(v) && ok(v))) fail('INVALID_ARGUMENT', `${name} is ${what}, not ${describeValue(v)}`);
  };
  num(o.w, 'w', (x) => x > 0 && x < 1, 'a number between 0 and 1');
  num(o.epsilon, 'epsilon', (x) => x > 0, 'a number > 0');
  num(o.alpha, 'alpha', (x) => x > 1, 'a number > 1');
  num(o.beta, 'beta', (x) => x >= 0, 'a number ≥ 0');
  if (o.winFunction !== undefined && o.winFunction !== 'as-written' && o.winFunction !== 'intended') fail('INVALID_ARGUMENT', `winFunction is as-written or intended, not ${describeValue(o.winFunction)}`);
  if (o.delta !== undefined && o.delta !== 'digits' && o.delta !== 'per-thousand') fail('INVALID_ARGUMENT', `delta is digits or per-thousand, not ${describeValue(o.delta)}`);
  return { w: o.w, epsilon: o.epsilon, alpha: o.alpha, beta: o.beta, winFunction: o.winFunction, delta: o.delta };
}

/**
 * Eq. 3, the base reward: r_b = 1 + ε − N / |A|, where |A| is the receiver's candidate discards
 * and N how many of them would have drawn the same response from the trainee as the actual one.
 *
 * @example
 * ```ts
 * import { baseReward } from '@mjkit/donjara';
 * baseReward(3, 5); // => 1 + 0.05 - 3 / 5
 * ```
 */
export function baseReward(same: number, candidates: number, epsilon = 0.05): number {
  return 1 + epsilon - same / candidates;
}

/** Eq. 4–5, the multiplier m: α^C when the receiver's shanten fell, 1 when unchanged, −α^C when it rose or the discard dealt in. */
export function rewardMultiplier(shantenBefore: number, shantenAfter: number, dealtIn: boolean, actions: number, alpha = 1.05): number {
  const M = alpha ** actions;
  if (dealtIn || shantenAfter > shantenBefore) return -M;
  return shantenAfter < shantenBefore ? M : 1;
}

/** Eq. 2: the action reward R_a = r_b × m. */
export function actionReward(same: number, candidates: number, shantenBefore: number, shantenAfter: number, dealtIn: boolean, actions: number, o: TrainerRewardOptions = {}): number {
  return baseReward(same, candidates, o.epsilon) * rewardMultiplier(shantenBefore, shantenAfter, dealtIn, actions, o.alpha);
}

/** Eq. 8, W(C): as written −βC², or as intended exp(−βC²) (see {@link TrainerRewardOptions.winFunction}). */
export function winFunction(actions: number, o: TrainerRewardOptions = {}): number {
  const beta = o.beta ?? 0.005;
  return (o.winFunction ?? 'intended') === 'as-written' ? -beta * actions * actions : Math.exp(-beta * actions * actions);
}

/** Eq. 7, r_h = δ h (see {@link TrainerRewardOptions.delta}). */
export function yakuReward(points: number, o: TrainerRewardOptions = {}): number {
  if ((o.delta ?? 'digits') === 'per-thousand') return points / 1000;
  const digits = points > 0 ? Math.floor(Math.log10(points)) + 1 : 1;
  return points / 10 ** (digits - 1);
}

/**
 * Eq. 6, the score reward R_s = s_g × r_h × W(C): s_g is 1 when the receiver won, −1 when it dealt
 * in, 0 otherwise; `points` are the round's yaku points.
 *
 * @example
 * ```ts
 * import { scoreReward } from '@mjkit/donjara';
 * scoreReward('won', 3000, 0); // => 3
 * scoreReward('won', 3000, 10, { winFunction: 'as-written' }) < 0; // => true
 * ```
 */
export function scoreReward(outcome: 'won' | 'dealt-in' | 'other', points: number, actions: number, o: TrainerRewardOptions = {}): number {
  const sg = outcome === 'won' ? 1 : outcome === 'dealt-in' ? -1 : 0;
  return sg === 0 ? 0 : sg * yakuReward(points, o) * winFunction(actions, o);
}

/** Eq. 1: R = w R_a + (1 − w) R_s. */
export function trainerReward(action: number, score: number, o: TrainerRewardOptions = {}): number {
  const w = o.w ?? 0.5;
  return w * action + (1 - w) * score;
}
