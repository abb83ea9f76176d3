// The trainer agents of §3: two players who learn, by Monte-Carlo counterfactual regret
// minimisation, to discard so that the trainee at the table meets situations that make it
// better. Each of a trainer's decisions is simulated once per candidate discard: the rest of the
// round played out from the same state with the same random streams, which gives the trainee's
// response to that discard (for N of eq. 3), whether it dealt in, and the round's end (for the
// score reward R_s of eq. 6). The regrets are kept per class of situation and discard (the
// abstraction the study leaves open; see TRAINER_CLASSES).
import type { Rng } from '@mjkit/core';
import { checkOptions, describeValue, fail, float32Bytes, readContainer, readFloat32, writeContainer } from '@mjkit/core/internal';
import { sampleKind } from './agents.js';
import type { DonjaraPolicyAgent } from './agents.js';
import { bayesEstimator } from './bayes.js';
import { randomEstimator } from './estimate.js';
import type { DonjaraEstimator } from './estimate.js';
import { checkDiscard, RoundState } from './game.js';
import type { DonjaraRoundResult, DonjaraView } from './game.js';
import { DONJARA_KINDS, donjaraShanten, donjaraTilesToWin } from './hand.js';
import { learnerAgent } from './learner.js';
import type { DonjaraLearner, LearnerOptions } from './learner.js';
import { FastRng } from './random.js';
import { donjaraRules } from './rules.js';
import { actionReward, checkRewardOptions, scoreReward, trainerReward } from './trainer-reward.js';
import type { TrainerRewardOptions } from './trainer-reward.js';

/**
 * The classes a trainer's regrets are kept for: the situation (its best shanten after a discard:
 * 0, 1, 2+; whether the trainee is in riichi) × the discard (how much farther it leaves the
 * trainer than its best: 0, 1, 2+; copies it holds of the kind: 1, 2, 3+; copies the estimated
 * trainee hand holds: 0, 1, 2+; whether the tile brings the estimated trainee hand nearer a yaku).
 * Every Donjara kind is alike, so a discard is known by what it means, not by its number.
 */
export const TRAINER_CLASSES = 3 * 2 * 3 * 3 * 3 * 2;

/** A trainer policy: cumulative regrets and the average strategy's weights, per class. */
export interface TrainerPolicy {
  /** Regret of each class (floored at 0: regret matching+). */
  readonly regrets: Float64Array;
  /** Σ of the policy's probability of each class over the decisions: the average strategy. */
  readonly strategy: Float64Array;
  /** Decisions at which the class was among the candidates: strategy / visits is its average chance when offered. */
  readonly visits: Float64Array;
  /** What produced it (rounds, options, measures). */
  readonly info: Record<string, unknown>;
}

/** An empty trainer policy (every class alike). */
function emptyPolicy(): TrainerPolicy {
  return { regrets: new Float64Array(TRAINER_CLASSES), strategy: new Float64Array(TRAINER_CLASSES), visits: new Float64Array(TRAINER_CLASSES), info: {} };
}

const bucket = (x: number, top: number) => (x < top ? x : top);

/** The class of each candidate discard of `hand` (−1 for kinds not held), given the trainee's estimated hand. */
function classesOf(hand: ArrayLike<number>, trainee: Uint8Array, traineeRiichi: boolean, out: Int16Array): void {
  const after = Uint8Array.from(hand);
  const need = new Int8Array(DONJARA_KINDS);
  let best = 99;
  for (let k = 0; k < DONJARA_KINDS; k++) {
    if (hand[k] === 0) continue;
    after[k]! -= 1;
    need[k] = donjaraTilesToWin(after);
    after[k]! += 1;
    if (need[k]! < best) best = need[k]!;
  }
  const theirs = donjaraTilesToWin(trainee);
  for (let k = 0; k < DONJARA_KINDS; k++) {
    if (hand[k] === 0) {
      out[k] = -1;
      continue;
    }
    trainee[k]! += 1;
    const helps = donjaraTilesToWin(trainee) < theirs ? 1 : 0;
    trainee[k]! -= 1;
    let c = bucket(best - 1, 2);
    c = c * 2 + (traineeRiichi ? 1 : 0);
    c = c * 3 + bucket(need[k]! - best, 2);
    c = c * 3 + bucket(hand[k]! - 1, 2);
    c = c * 3 + bucket(trainee[k]!, 2);
    out[k] = c * 2 + helps;
  }
}

/** The policy over the held kinds from class weights `w` (regrets or strategy sums): proportional to the positive ones, else alike. */
function policyOf(w: Float64Array, classes: Int16Array, out: Float64Array): Float64Array {
  let sum = 0;
  let held = 0;
  for (let k = 0; k < DONJARA_KINDS; k++) {
    out[k] = 0;
    if (classes[k]! < 0) continue;
    held++;
    const x = w[classes[k]!]!;
    if (x > 0) sum += out[k] = x;
  }
  for (let k = 0; k < DONJARA_KINDS; k++) if (classes[k]! >= 0) out[k] = sum > 0 ? out[k]! / sum : 1 / held;
  return out;
}


/** How a trainer guesses the trainee's hand: the Bayesian filter (the trainee's policy unknown: a random tile), the study's random guess, or any estimator. */
export type TrainerEstimator = 'bayes' | 'random' | (() => DonjaraEstimator);

function makeEstimator(e: TrainerEstimator, players: number): DonjaraEstimator {
  if (e === 'random') return randomEstimator();
  if (e === 'bayes') return bayesEstimator(new Array<null>(players).fill(null), { particles: 100 });
  return e();
}

/** Options of {@link trainerAgent}. */
export interface TrainerAgentOptions {
  /** The trainee's seat: the next or the previous player of the trainer's (default 0). */
  readonly trainee?: number;
  /** How the trainee's hand is guessed (default `bayes`). */
  readonly estimator?: TrainerEstimator;
}

/** A trainer at play: its policy's average strategy over the classes of its candidate discards. */
export interface DonjaraTrainer extends DonjaraPolicyAgent {
  readonly policy: (view: DonjaraView) => Float64Array;
}

/** The trainee's hand as the trainer guesses it on this turn. */
function traineeGuess(estimator: DonjaraEstimator, view: DonjaraView, trainee: number, rng: Rng): Uint8Array {
  const e = estimator.estimate(view, rng);
  const n = view.rules.players;
  return trainee === (view.seat + 1) % n ? e.next : e.previous;
}

function checkTraineeSeat(trainee: unknown, players: number): number {
  if (!Number.isInteger(trainee) || (trainee as number) < 0 || (trainee as number) >= players) fail('INVALID_ARGUMENT', `trainee is a seat 0–${players - 1}, not ${describeValue(trainee)}`);
  return trainee as number;
}

/**
 * A trainer agent playing `policy` (from {@link trainTrainers} or {@link decodeTrainers}): on each
 * turn it guesses the trainee's hand, classes its candidate discards ({@link TRAINER_CLASSES}) and
 * draws one from the average strategy. It needs a neighbour trainee (the estimator guesses the
 * next and the previous player).
 *
 * @example
 * ```ts
 * import { donjaraRules, learnerAgent, playDonjaraRound, trainTrainers, trainerAgent } from '@mjkit/donjara';
 * const { policy } = trainTrainers({ rounds: 3, seed: 1, estimator: 'random' });
 * const players = [learnerAgent(), trainerAgent(policy, { estimator: 'random' }), trainerAgent(policy, { estimator: 'random' })];
 * playDonjaraRound(donjaraRules(), players, 1).draws > 0; // => true
 * ```
 */
export function trainerAgent(policy: TrainerPolicy, options: TrainerAgentOptions = {}): DonjaraTrainer {
  checkPolicy(policy);
  const o = checkOptions(options, 'trainerAgent options', ['trainee', 'estimator']);
  const estimatorKind = checkEstimator(o.estimator);
  let estimator: DonjaraEstimator | null = null;
  const classes = new Int16Array(DONJARA_KINDS);
  const guessRng = new FastRng('trainer/estimate');
  const play = (view: DonjaraView): Float64Array => {
    const n = view.rules.players;
    const trainee = checkTraineeSeat(o.trainee ?? 0, n);
    if (trainee !== (view.seat + 1) % n && trainee !== (view.seat + n - 1) % n) fail('INVALID_ARGUMENT', `a trainer at seat ${view.seat} needs the trainee next to it, not at seat ${trainee}`);
    estimator ??= makeEstimator(estimatorKind, n);
    classesOf(view.hand, traineeGuess(estimator, view, trainee, guessRng), view.riichiAt[trainee]! >= 0, classes);
    return policyOf(policy.strategy, classes, new Float64Array(DONJARA_KINDS));
  };
  return { name: 'trainer', policy: play, discard: (view, rng) => sampleKind(play(view), rng) };
}

function checkEstimator(e: unknown): TrainerEstimator {
  if (e === undefined) return 'bayes';
  if (e === 'bayes' || e === 'random' || typeof e === 'function') return e as TrainerEstimator;
  return fail('INVALID_ARGUMENT', `estimator is bayes, random or a function making an estimator, not ${describeValue(e)}`);
}

function checkPolicy(p: TrainerPolicy): void {
  if (p === null || typeof p !== 'object' || !(p.regrets instanceof Float64Array) || !(p.strategy instanceof Float64Array) || !(p.visits instanceof Float64Array) || p.regrets.length !== TRAINER_CLASSES || p.strategy.length !== TRAINER_CLASSES || p.visits.length !== TRAINER_CLASSES) fail('INVALID_ARGUMENT', `a trainer policy has ${TRAINER_CLASSES} regrets, strategy weights and visits (trainTrainers, decodeTrainers), not ${describeValue(p)}`);
}

/** Options of {@link trainTrainers}. */
export interface TrainerTraining extends TrainerRewardOptions {
  /** Rounds of training (3 players: the trainee at seat 0, the two trainers at 1 and 2, sharing one policy). */
  readonly rounds: number;
  readonly seed?: number | string;
  /** A policy to train on from (default: a new one). */
  readonly policy?: TrainerPolicy;
  /** The trainee: a learner (default), made afresh every `traineeRounds` rounds so that the trainers meet beginners. */
  readonly trainee?: LearnerOptions;
  /** Rounds before the trainee is replaced by a new one (default 1,000). */
  readonly traineeRounds?: number;
  /** How the trainers guess the trainee's hand (default `bayes`). */
  readonly estimator?: TrainerEstimator;
  /** Called after each round. */
  readonly onProgress?: (done: number, total: number) => void;
}

/** What {@link trainTrainers} returns: the policy and what happened while it learned. */
export interface TrainerTrainingResult {
  readonly policy: TrainerPolicy;
  /** Decisions taken by the trainers (each simulated once per candidate). */
  readonly decisions: number;
  /** Mean reward R (eq. 1) of the discards taken, and of its parts R_a and R_s. */
  readonly reward: number;
  readonly actionReward: number;
  readonly scoreReward: number;
  /** Mean N / |A|: the share of candidate discards after which the trainee answered the same. */
  readonly sameResponse: number;
}

/** The trainee's response to a candidate discard, as a code: its discard kind, 100 + seat for a win on it, 200 when the round ended first. */
const WON_ON_IT = 100;
const ENDED = 200;

/**
 * Trains the trainer agents (§3) by Monte-Carlo counterfactual regret minimisation: at each of a
 * trainer's decisions, every candidate discard is played out to the round's end from a copy of the
 * state (the true wall and hands, as a simulator knows them; every player's random stream the same
 * for every candidate), the trainee acting by its policy and the trainers by their current one.
 * That gives for each candidate its action reward (eq. 2–5: N counts the candidates after which
 * the trainee made the same first response) and its score reward (eq. 6–8), R by eq. 1. The
 * candidates' classes gain regret R(a) − Σ σ(b) R(b) (floored at 0, regret matching+), the
 * average strategy gains σ, and the trainer plays a discard drawn from σ. Trainers share one
 * policy; the trainee learns as it plays (a {@link learnerAgent}).
 */
export function trainTrainers(options: TrainerTraining): TrainerTrainingResult {
  const o = checkOptions(options, 'trainTrainers options', ['rounds', 'seed', 'policy', 'trainee', 'traineeRounds', 'estimator', 'onProgress', 'w', 'epsilon', 'alpha', 'beta', 'winFunction', 'delta']);
  const total = o.rounds as number;
  if (!Number.isInteger(total) || total < 1 || total > 1e8) fail('INVALID_ARGUMENT', `rounds is a whole number ≥ 1, not ${describeValue(total)}`);
  const traineeRounds = o.traineeRounds ?? 1000;
  if (!Number.isInteger(traineeRounds) || traineeRounds < 1) fail('INVALID_ARGUMENT', `traineeRounds is a whole number ≥ 1, not ${describeValue(traineeRounds)}`);
  if (o.policy !== undefined) checkPolicy(o.policy);
  if (o.onProgress !== undefined && typeof o.onProgress !== 'function') fail('INVALID_ARGUMENT', `onProgress is a function, not ${describeValue(o.onProgress)}`);
  const estimatorKind = checkEstimator(o.estimator);
  const reward = checkRewardOptions(o);
  const policy = o.policy ? { regrets: Float64Array.from(o.policy.regrets), strategy: Float64Array.from(o.policy.strategy), visits: Float64Array.from(o.policy.visits), info: {} } : emptyPolicy();
  const seed = o.seed ?? 1;
  const rules = donjaraRules({ players: 3 });
  const TRAINEE = 0;
  const s = new RoundState(rules);
  const sim = new RoundState(rules);
  const wallRng = new FastRng(`trainers/${seed}/wall`);
  const rngs = [0, 1, 2].map((p) => new FastRng(`trainers/${seed}/seat${p}`));
  const simRngs = [0, 1, 2].map((p) => new FastRng(`trainers/${seed}/sim${p}`));
  const guessRng = new FastRng(`trainers/${seed}/estimate`);
  let trainee: DonjaraLearner = learnerAgent(o.trainee);
  const estimators: (DonjaraEstimator | null)[] = [null, null, null];
  // in simulations a trainer plays on with the guess it made on its last real turn
  const lastGuess = [new Uint8Array(DONJARA_KINDS), new Uint8Array(DONJARA_KINDS), new Uint8Array(DONJARA_KINDS)];
  const classes = new Int16Array(DONJARA_KINDS);
  const simClasses = new Int16Array(DONJARA_KINDS);
  const sigma = new Float64Array(DONJARA_KINDS);
  const simSigma = new Float64Array(DONJARA_KINDS);
  const response = new Int16Array(DONJARA_KINDS);
  const value = new Float64Array(DONJARA_KINDS);
  const partA = new Float64Array(DONJARA_KINDS);
  const partS = new Float64Array(DONJARA_KINDS);
  const after = new Int8Array(DONJARA_KINDS);
  const dealtIn = new Uint8Array(DONJARA_KINDS);
  let decisions = 0;
  let sumR = 0;
  let sumA = 0;
  let sumS = 0;
  let sumSame = 0;

  /** The discard of whoever is to play in a simulation (not in riichi). */
  const simDiscard = (st: RoundState): number => {
    const seat = st.seat;
    if (seat === TRAINEE) return sampleKind(trainee.policy(st), simRngs[seat]!);
    classesOf(st.hand, lastGuess[seat]!, st.riichiAt[TRAINEE]! >= 0, simClasses);
    return sampleKind(policyOf(policy.regrets, simClasses, simSigma), simRngs[seat]!);
  };

  /** Plays candidate `a` of the trainer to play in `s` to the round's end in `sim`; the trainee's first response is returned, the round's end left in `sim`. */
  const simulate = (a: number, streams: readonly FastRng[]): number => {
    sim.copyFrom(s);
    for (let p = 0; p < 3; p++) simRngs[p]!.copyFrom(streams[p]!);
    let answer = -1;
    if (sim.discard(a)) return WON_ON_IT + sim.winner;
    for (;;) {
      if (sim.draw()) return answer >= 0 ? answer : sim.end === 'tsumo' && sim.winner === TRAINEE ? WON_ON_IT + TRAINEE : ENDED;
      const d = sim.locked ? sim.drawn : simDiscard(sim);
      if (sim.seat === TRAINEE && answer < 0) answer = d;
      if (sim.discard(d)) return answer >= 0 ? answer : ENDED;
    }
  };

  const streams = [0, 1, 2].map((p) => new FastRng(`trainers/${seed}/streams${p}`));
  const decide = (seat: number): number => {
    estimators[seat] ??= makeEstimator(estimatorKind, 3);
    const guess = traineeGuess(estimators[seat]!, s, TRAINEE, guessRng);
    lastGuess[seat]!.set(guess);
    classesOf(s.hand, guess, s.riichiAt[TRAINEE]! >= 0, classes);
    policyOf(policy.regrets, classes, sigma);
    // one set of random streams for every candidate: their differences are the discard's alone
    for (let p = 0; p < 3; p++) {
      streams[p]!.copyFrom(rngs[p]!);
      rngs[p]!.nextUint32();
    }
    const trail = s.shanten[seat]!;
    const before = trail[trail.length - 1]!;
    const actions = s.discards[seat]!.length + 1;
    let candidates = 0;
    for (let a = 0; a < DONJARA_KINDS; a++) {
      if (classes[a]! < 0) continue;
      candidates++;
      response[a] = simulate(a, streams);
      dealtIn[a] = sim.end === 'ron' && sim.loser === seat && sim.discards[seat]!.length === actions ? 1 : 0;
      s.hand[a]! -= 1;
      after[a] = donjaraShanten(s.hand);
      s.hand[a]! += 1;
      const outcome = sim.winner === seat ? 'won' : sim.loser === seat ? 'dealt-in' : 'other';
      partS[a] = scoreReward(outcome, sim.yaku === null ? 0 : rules.points[sim.yaku], sim.discards[seat]!.length, reward);
    }
    let expected = 0;
    for (let a = 0; a < DONJARA_KINDS; a++) {
      if (classes[a]! < 0) continue;
      let same = 0;
      for (let b = 0; b < DONJARA_KINDS; b++) if (classes[b]! >= 0 && response[b] === response[a]) same++;
      sumSame += same / candidates / candidates;
      partA[a] = actionReward(same, candidates, before, after[a]!, dealtIn[a] === 1, actions, reward);
      value[a] = trainerReward(partA[a]!, partS[a]!, reward);
      expected += sigma[a]! * value[a]!;
    }
    // regret matching+: every class of candidate gains its regret, shared among its candidates
    const seen = new Float64Array(TRAINER_CLASSES);
    for (let a = 0; a < DONJARA_KINDS; a++) if (classes[a]! >= 0) seen[classes[a]!]! += 1;
    for (let a = 0; a < DONJARA_KINDS; a++) {
      const c = classes[a]!;
      if (c < 0) continue;
      policy.regrets[c] = Math.max(0, policy.regrets[c]! + (value[a]! - expected) / seen[c]!);
      policy.strategy[c]! += sigma[a]!;
    }
    for (let c = 0; c < TRAINER_CLASSES; c++) if (seen[c]! > 0) policy.visits[c]! += 1;
    const d = sampleKind(sigma, rngs[seat]!);
    decisions++;
    sumR += value[d]!;
    sumA += partA[d]!;
    sumS += partS[d]!;
    return d;
  };

  for (let round = 0; round < total; round++) {
    if (round > 0 && round % traineeRounds === 0) trainee = learnerAgent(o.trainee);
    s.round = round;
    s.dealer = round % 3;
    s.deal(wallRng);
    for (let p = 0; p < 3; p++) estimators[p] = null;
    for (;;) {
      if (s.draw()) break;
      const seat = s.seat;
      let d: number;
      if (s.locked) d = s.drawn;
      else if (seat === TRAINEE) d = trainee.discard(s, rngs[seat]!);
      else d = decide(seat);
      checkDiscard(s, d, seat === TRAINEE ? 'trainee' : 'trainer');
      if (s.discard(d)) break;
    }
    const result: DonjaraRoundResult = s.result();
    trainee.learn(result);
    o.onProgress?.(round + 1, total);
  }
  const mean = (x: number) => (decisions ? x / decisions : 0);
  const info = { rounds: total + (typeof o.policy?.info.rounds === 'number' ? o.policy.info.rounds : 0), seed, estimator: typeof estimatorKind === 'string' ? estimatorKind : 'custom', traineeRounds, reward, decisions, meanReward: mean(sumR) };
  return { policy: { regrets: policy.regrets, strategy: policy.strategy, visits: policy.visits, info }, decisions, reward: mean(sumR), actionReward: mean(sumA), scoreReward: mean(sumS), sameResponse: mean(sumSame) };
}

/** Version of the trainer policy file ({@link encodeTrainers}; 2: in mjkit's checksummed container). */
export const TRAINER_POLICY_VERSION = 2;
const WHAT = 'a trainer policy file';

/**
 * A trainer policy as a file: mjkit's container ("MJTR", a JSON header with the version, classes
 * and training, then regrets, strategy weights and visits as float32, and a CRC-32).
 */
export function encodeTrainers(policy: TrainerPolicy): Uint8Array {
  checkPolicy(policy);
  const header = { format: 'mjkit-donjara-trainers', version: TRAINER_POLICY_VERSION, classes: TRAINER_CLASSES, info: policy.info };
  return writeContainer('MJTR', header, [float32Bytes([policy.regrets, policy.strategy, policy.visits], 'a trainer policy')]);
}

/**
 * Reads a trainer policy file; another format or version, a damaged file (its checksum), a size
 * that does not fit, or a value that is not finite is refused with `BAD_FILE`.
 */
export function decodeTrainers(bytes: Uint8Array): TrainerPolicy {
  const file = readContainer(bytes, 'MJTR', WHAT);
  const header = file.header;
  const bad = (why: string): never => fail('BAD_FILE', `not ${WHAT}: ${why}`, { offset: 8 });
  if (header.format !== 'mjkit-donjara-trainers') bad(`its header names the format ${describeValue(header.format)}`);
  if (header.version !== TRAINER_POLICY_VERSION) bad(`format version ${describeValue(header.version)}, this package reads ${TRAINER_POLICY_VERSION}`);
  if (header.info !== undefined && (header.info === null || typeof header.info !== 'object' || Array.isArray(header.info))) bad(`its info is ${describeValue(header.info)}, not an object`);
  const values = readFloat32(file, WHAT);
  if (header.classes !== TRAINER_CLASSES || values.length !== 3 * TRAINER_CLASSES) bad(`a trainer policy has ${TRAINER_CLASSES} classes, this file ${describeValue(header.classes)} (${values.length} values)`);
  const info = (header.info ?? {}) as Record<string, unknown>;
  return { regrets: Float64Array.from(values.subarray(0, TRAINER_CLASSES)), strategy: Float64Array.from(values.subarray(TRAINER_CLASSES, 2 * TRAINER_CLASSES)), visits: Float64Array.from(values.subarray(2 * TRAINER_CLASSES)), info };
}

