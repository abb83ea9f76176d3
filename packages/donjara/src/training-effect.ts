// The study's §5 experiment: does a trainee that learns at a table with two trainer agents play
// better than one that learns with two virtual players? Both start alike, learn for the same number
// of rounds, then play the same evaluation rounds against virtual players, frozen; Table 2's
// measures are compared, with intervals over the trainees.
import { checkOptions, describeValue, fail } from '@mjkit/core/internal';
import { donjaraAgent } from './agents.js';
import type { VirtualStyle } from './agents.js';
import { playDonjaraRound } from './game.js';
import type { DonjaraAgent, DonjaraRoundResult } from './game.js';
import { LEARNER_FEATURES, learnerAgent } from './learner.js';
import type { DonjaraLearner, LearnerOptions } from './learner.js';
import { donjaraRules } from './rules.js';
import { donjaraStats } from './stats.js';
import type { DonjaraStats } from './stats.js';
import { trainerAgent } from './trainer.js';
import type { TrainerEstimator, TrainerPolicy } from './trainer.js';

/** Options of {@link trainingEffect}. */
export interface TrainingEffectOptions {
  /** The trainers' policy ({@link trainTrainers}, {@link decodeTrainers}). */
  readonly policy: TrainerPolicy;
  /** Trainees per condition (default 20): each condition's trainee i starts alike and learns on the same seeds. */
  readonly trainees?: number;
  /** Rounds each trainee learns (default 300). */
  readonly learnRounds?: number;
  /** Rounds each trainee is then evaluated, frozen (default 1,000). */
  readonly evalRounds?: number;
  /** The two virtual players the comparison trainee learns with (default balance, balance). */
  readonly tablemates?: readonly [VirtualStyle, VirtualStyle];
  /** The trainee (default: a {@link learnerAgent} with its defaults). */
  readonly trainee?: LearnerOptions;
  /** How the trainers guess the trainee's hand (default `bayes`). */
  readonly estimator?: TrainerEstimator;
  readonly seed?: number | string;
  /** Called after each trainee's rounds (learning and evaluation), with the trainees done. */
  readonly onProgress?: (done: number, total: number) => void;
}

/** One condition's result: Table 2's measures over every evaluation round of its trainees. */
export interface TrainingCondition {
  readonly name: string;
  /**
   * Win, deal-in, riichi rates, winning points, shanten trail, points per round, over every round
   * (their Wilson intervals treat the rounds as independent; see `byTrainee` for the honest ones).
   */
  readonly stats: DonjaraStats;
  /**
   * The win, deal-in and riichi rates and points per round as means over the trainees with 95%
   * intervals (t over the trainees): rounds of one trainee are not independent (they share what it
   * learned).
   */
  readonly byTrainee: { readonly winRate: TraineeDifference; readonly dealInRate: TraineeDifference; readonly riichiRate: TraineeDifference; readonly pointsPerRound: TraineeDifference };
  /** Each trainee's points per evaluation round. */
  readonly pointsPerRound: readonly number[];
  /** Each trainee's win rate. */
  readonly winRates: readonly number[];
  /** The learned weights, averaged over the trainees. */
  readonly weights: readonly number[];
}

/** A paired difference over the trainees (same start, same seeds), with a 95% interval. */
export interface TraineeDifference {
  readonly mean: number;
  readonly low: number;
  readonly high: number;
}

/** What {@link trainingEffect} measured. */
export interface TrainingEffectReport {
  readonly trainees: number;
  readonly learnRounds: number;
  readonly evalRounds: number;
  /** The evaluation opponents of each round: styles in turn (round r: styles r and r + 1 mod 4). */
  readonly evaluation: string;
  /** `trainers` (learned with the two trainer agents), `virtual` (with the tablemates), `untrained` (never learned). */
  readonly conditions: readonly TrainingCondition[];
  /** trainers − virtual, per trainee: points per round and win rate. */
  readonly difference: { readonly pointsPerRound: TraineeDifference; readonly winRate: TraineeDifference };
}

const STYLES: readonly VirtualStyle[] = ['speed', 'score', 'defence', 'balance'];

function paired(a: readonly number[], b: readonly number[]): TraineeDifference {
  return meanOver(a.map((x, i) => x - b[i]!));
}

/** The mean of per-trainee values and its 95% interval (t over the trainees; z beyond 30). */
function meanOver(d: readonly number[]): TraineeDifference {
  const n = d.length;
  const mean = d.reduce((s, x) => s + x, 0) / n;
  const sd = n > 1 ? Math.sqrt(d.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1)) : 0;
  const T = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045];
  const half = n > 1 ? ((T[n - 2] ?? 1.96) * sd) / Math.sqrt(n) : NaN;
  return { mean, low: mean - half, high: mean + half };
}

/**
 * Runs the study's evaluation of the training (§5, Table 2): for each of `trainees` seeds, one
 * trainee learns `learnRounds` rounds at seat 0 with two trainer agents playing `policy`, another
 * (alike at the start, on the same seeds) with two virtual players; then each, frozen, plays the
 * same `evalRounds` rounds against virtual players of every style in turn, beside a trainee that
 * never learned. Reports Table 2's measures per condition and the paired difference.
 *
 * @example
 * ```ts
 * import { trainTrainers, trainingEffect } from '@mjkit/donjara';
 * const { policy } = trainTrainers({ rounds: 3, seed: 1, estimator: 'random' });
 * const r = trainingEffect({ policy, trainees: 2, learnRounds: 5, evalRounds: 10, estimator: 'random' });
 * r.conditions.map((c) => c.name); // => ['trainers', 'virtual', 'untrained']
 * r.conditions[0]!.stats.rounds; // => 20
 * ```
 */
export function trainingEffect(options: TrainingEffectOptions): TrainingEffectReport {
  const o = checkOptions(options, 'trainingEffect options', ['policy', 'trainees', 'learnRounds', 'evalRounds', 'tablemates', 'trainee', 'estimator', 'seed', 'onProgress']);
  const count = (v: unknown, name: string, d: number) => {
    const x = v ?? d;
    if (!Number.isInteger(x) || (x as number) < 1 || (x as number) > 1e7) fail('INVALID_ARGUMENT', `${name} is a whole number ≥ 1, not ${describeValue(v)}`);
    return x as number;
  };
  const trainees = count(o.trainees, 'trainees', 20);
  const learnRounds = count(o.learnRounds, 'learnRounds', 300);
  const evalRounds = count(o.evalRounds, 'evalRounds', 1000);
  const mates = o.tablemates ?? ['balance', 'balance'];
  if (!Array.isArray(mates) || mates.length !== 2) fail('INVALID_ARGUMENT', `tablemates are two virtual players' styles, not ${describeValue(mates)}`);
  const mateAgents = mates.map((m) => donjaraAgent(m));
  if (mates.includes('random-legal' as VirtualStyle)) fail('INVALID_ARGUMENT', 'tablemates are virtual players (speed, score, defence, balance)');
  if (o.onProgress !== undefined && typeof o.onProgress !== 'function') fail('INVALID_ARGUMENT', `onProgress is a function, not ${describeValue(o.onProgress)}`);
  const policy = o.policy as TrainerPolicy;
  learnerAgent(o.trainee); // checks the trainee's options once
  trainerAgent(policy, { estimator: o.estimator }); // and the policy and estimator
  const seed = o.seed ?? 1;
  const rules = donjaraRules({ players: 3 });
  const evalAgents = STYLES.map((s) => donjaraAgent(s));
  const names = ['trainers', 'virtual', 'untrained'] as const;
  const rounds: DonjaraRoundResult[][] = [[], [], []];
  const ppr: number[][] = [[], [], []];
  const wins: number[][] = [[], [], []];
  const dealIns: number[][] = [[], [], []];
  const riichis: number[][] = [[], [], []];
  const weights = [new Float64Array(LEARNER_FEATURES.length), new Float64Array(LEARNER_FEATURES.length), new Float64Array(LEARNER_FEATURES.length)];
  for (let i = 0; i < trainees; i++) {
    const learners: DonjaraLearner[] = names.map(() => learnerAgent(o.trainee));
    const tables: DonjaraAgent[][] = [
      [learners[0]!, trainerAgent(policy, { estimator: o.estimator }), trainerAgent(policy, { estimator: o.estimator })],
      [learners[1]!, mateAgents[0]!, mateAgents[1]!],
    ];
    for (let c = 0; c < 2; c++) {
      for (let r = 0; r < learnRounds; r++) learners[c]!.learn(playDonjaraRound(rules, tables[c]!, `${seed}/learn/${i}/${r}`, { round: r, dealer: r % 3 }));
    }
    for (let c = 0; c < 3; c++) {
      const me = learners[c]!;
      me.learning = false;
      let gained = 0;
      let won = 0;
      let dealt = 0;
      let riichi = 0;
      for (let r = 0; r < evalRounds; r++) {
        const players = [me, evalAgents[r % 4]!, evalAgents[(r + 1) % 4]!];
        const result = playDonjaraRound(rules, players, `${seed}/eval/${i}/${r}`, { round: r, dealer: r % 3 });
        rounds[c]!.push(result);
        gained += result.deltas[0]!;
        if (result.winner === 0) won++;
        if (result.loser === 0) dealt++;
        if (result.riichiTurn[0]! > 0) riichi++;
      }
      ppr[c]!.push(gained / evalRounds);
      wins[c]!.push(won / evalRounds);
      dealIns[c]!.push(dealt / evalRounds);
      riichis[c]!.push(riichi / evalRounds);
      for (let j = 0; j < LEARNER_FEATURES.length; j++) weights[c]![j]! += me.weights[j]! / trainees;
    }
    o.onProgress?.(i + 1, trainees);
  }
  return {
    trainees,
    learnRounds,
    evalRounds,
    evaluation: 'virtual players of the four styles in turn (round r: styles r and r + 1 of speed, score, defence, balance)',
    conditions: names.map((name, c) => ({ name, stats: donjaraStats(rounds[c]!, 0), byTrainee: { winRate: meanOver(wins[c]!), dealInRate: meanOver(dealIns[c]!), riichiRate: meanOver(riichis[c]!), pointsPerRound: meanOver(ppr[c]!) }, pointsPerRound: ppr[c]!, winRates: wins[c]!, weights: Array.from(weights[c]!) })),
    difference: { pointsPerRound: paired(ppr[0]!, ppr[1]!), winRate: paired(wins[0]!, wins[1]!) },
  };
}
