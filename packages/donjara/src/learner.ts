// The trainee of the study's §5 made concrete: a player that learns from its own rounds. The study
// trains a human; to measure a training effect we need a player whose skill grows with the rounds
// it plays, the same way whoever it plays with. This one is a softmax over a linear score of each
// candidate discard's outlook, updated by REINFORCE on the points it gains each round.
import type { Rng } from '@mjkit/core';
import { checkOptions, describeValue, fail } from '@mjkit/core/internal';
import { discardOutlook, sampleKind } from './agents.js';
import type { DonjaraPolicyAgent } from './agents.js';
import type { DonjaraRoundResult, DonjaraView } from './game.js';
import { DONJARA_KINDS } from './hand.js';

/** What the learner weighs in each candidate discard (the names of its weights, in order). */
export const LEARNER_FEATURES = ['shanten', 'ways', 'worth', 'danger', 'copies', 'drawn'] as const;
const F = LEARNER_FEATURES.length;

/** Options of {@link learnerAgent}. */
export interface LearnerOptions {
  /** Step size of the REINFORCE update (default 0.01). */
  readonly learningRate?: number;
  /** Starting weights, one per {@link LEARNER_FEATURES} (default all 0: every held kind alike). */
  readonly weights?: ArrayLike<number>;
}

/** A player that learns: {@link DonjaraPolicyAgent} plus what it learned and how to learn more. */
export interface DonjaraLearner extends DonjaraPolicyAgent {
  /** Its weights, one per {@link LEARNER_FEATURES} (live: updated by `learn`). */
  readonly weights: Float64Array;
  /** Whether `learn` changes the weights (default true); a frozen learner plays only. */
  learning: boolean;
  /** Rounds learned from. */
  readonly rounds: number;
  /**
   * Ends a round: with `learning`, moves the weights toward the discards of the round in
   * proportion to the points it gained (less a running baseline), then forgets the round.
   */
  learn(result: DonjaraRoundResult): void;
}

/** Each candidate's features into `out` (F per kind; kinds not held left 0). */
function features(view: DonjaraView, out: Float64Array): void {
  const o = discardOutlook(view);
  out.fill(0);
  for (let k = 0; k < DONJARA_KINDS; k++) {
    if (view.hand[k] === 0) continue;
    const f = k * F;
    out[f] = -o.shanten[k]!;
    out[f + 1] = Math.log1p(o.ukeire[k]!);
    out[f + 2] = Math.log1p(o.value[k]! / 1000);
    out[f + 3] = -o.danger[k]!;
    out[f + 4] = view.hand[k]! - 1;
    out[f + 5] = k === view.drawn ? 1 : 0;
  }
}

/**
 * A trainee that learns from its own rounds: its policy is a softmax over w · φ(discard), where φ
 * is the discard's outlook ({@link LEARNER_FEATURES}: minus the shanten left, log(1 + ways in),
 * log(1 + worth / 1,000), minus the danger, copies held beyond one, whether it is the tile just
 * drawn), and after each round `learn` takes a REINFORCE step on the points it gained / 1,000
 * less a running mean of them. With the default zero weights it starts as a beginner who
 * discards any held kind alike.
 *
 * @example
 * ```ts
 * import { donjaraRules, learnerAgent, playDonjaraRound, virtualPlayer } from '@mjkit/donjara';
 * const me = learnerAgent();
 * const players = [me, virtualPlayer('speed'), virtualPlayer('defence')];
 * for (let i = 0; i < 20; i++) me.learn(playDonjaraRound(donjaraRules(), players, i));
 * me.rounds; // => 20
 * ```
 */
export function learnerAgent(options: LearnerOptions = {}): DonjaraLearner {
  const o = checkOptions(options, 'learnerAgent options', ['learningRate', 'weights']);
  const lr = o.learningRate ?? 0.01;
  if (typeof lr !== 'number' || !(lr >= 0 && lr <= 10)) fail('INVALID_ARGUMENT', `learningRate is a number 0–10, not ${describeValue(lr)}`);
  const weights = new Float64Array(F);
  if (o.weights !== undefined) {
    const w = o.weights;
    if (w === null || typeof w !== 'object' || w.length !== F || !Array.from(w).every((x) => typeof x === 'number' && Number.isFinite(x))) fail('INVALID_ARGUMENT', `weights are ${F} finite numbers (${LEARNER_FEATURES.join(', ')}), not ${describeValue(w)}`);
    weights.set(Array.from(w));
  }
  const phi = new Float64Array(DONJARA_KINDS * F);
  // the round's decisions: for each, Σ_k π(k) φ(k) subtracted from φ(chosen) — the score function
  const grads: number[] = [];
  let seat = -1;
  let rounds = 0;
  let baseline = 0;
  const policy = (view: DonjaraView): Float64Array => {
    features(view, phi);
    const p = new Float64Array(DONJARA_KINDS);
    let max = -Infinity;
    for (let k = 0; k < DONJARA_KINDS; k++) {
      if (view.hand[k] === 0) continue;
      let s = 0;
      for (let j = 0; j < F; j++) s += weights[j]! * phi[k * F + j]!;
      p[k] = s;
      if (s > max) max = s;
    }
    let sum = 0;
    for (let k = 0; k < DONJARA_KINDS; k++) if (view.hand[k]! > 0) sum += p[k] = Math.exp(p[k]! - max);
    for (let k = 0; k < DONJARA_KINDS; k++) p[k]! /= sum;
    return p;
  };
  const agent: DonjaraLearner = {
    name: 'learner',
    weights,
    learning: true,
    get rounds() {
      return rounds;
    },
    policy,
    discard(view: DonjaraView, rng: Rng) {
      const p = policy(view);
      const chosen = sampleKind(p, rng);
      if (agent.learning) {
        seat = view.seat;
        for (let j = 0; j < F; j++) {
          let mean = 0;
          for (let k = 0; k < DONJARA_KINDS; k++) mean += p[k]! * phi[k * F + j]!;
          grads.push(phi[chosen * F + j]! - mean);
        }
      }
      return chosen;
    },
    learn(result: DonjaraRoundResult) {
      if (result === null || typeof result !== 'object' || !Array.isArray(result.deltas)) fail('INVALID_ARGUMENT', `learn takes a round's result, not ${describeValue(result)}`);
      if (agent.learning && seat >= 0) {
        const g = result.deltas[seat]! / 1000;
        const advantage = g - baseline;
        baseline += 0.01 * (g - baseline);
        for (let i = 0; i < grads.length; i++) weights[i % F]! += lr * advantage * grads[i]!;
      }
      grads.length = 0;
      seat = -1;
      rounds++;
    },
  };
  return agent;
}
