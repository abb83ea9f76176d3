// Training the hand estimator by REINFORCE on eq. 10, the estimator it makes, and its weights file.
import { createRng } from '@mjkit/core';
import type { Rng } from '@mjkit/core';
import { checkOptions, describeValue, fail, float32Bytes, readContainer, readFloat32, writeContainer } from '@mjkit/core/internal';
import { donjaraAgent } from './agents.js';
import type { DonjaraEstimator, HandEstimate } from './estimate.js';
import { evaluateEstimators, handMatch } from './estimate.js';
import { playDonjaraRound } from './game.js';
import type { DonjaraEvent, DonjaraRoundResult, DonjaraView } from './game.js';
import { DONJARA_COPIES, DONJARA_KINDS } from './hand.js';
import { donjaraRules } from './rules.js';
import { Tape } from './tape.js';
import { ACTION_SIZE, createEstimatorNet, estimatorLogits, stateOf, stateSize } from './transformer.js';
import type { EstimatorNet, EstimatorShape } from './transformer.js';

/** The neighbours' true hands at each of `seat`'s draws of a recorded round (the draws that did not win). */
export function neighbourHands(result: DonjaraRoundResult, seat: number, players: number): { next: Uint8Array; previous: Uint8Array }[] {
  const events = result.events;
  if (!events) return fail('INVALID_ARGUMENT', 'neighbourHands needs a round played with record: true');
  const deal = events[0] as Extract<DonjaraEvent, { type: 'deal' }>;
  const hands = deal.hands.map((h) => Uint8Array.from(h));
  const out: { next: Uint8Array; previous: Uint8Array }[] = [];
  for (let i = 1; i < events.length; i++) {
    const e = events[i]!;
    if (e.type === 'draw') {
      hands[e.seat]![e.kind]! += 1;
      // a draw that won ends the round: the seat was not asked then
      if (e.seat === seat && events[i + 1]?.type !== 'end') out.push({ next: Uint8Array.from(hands[(seat + 1) % players]!), previous: Uint8Array.from(hands[(seat + players - 1) % players]!) });
    } else if (e.type === 'discard') hands[e.seat]![e.kind]! -= 1;
  }
  return out;
}

/** Options of {@link trainEstimator}. */
export interface EstimatorTraining {
  /** Rounds to learn from (the study: 100,000). Required: training takes as long as this says. */
  readonly episodes: number;
  /** Penalty constant p of eq. 10 (the study: 1.0 and 2.0). */
  readonly penalty?: number;
  /** w_d of eq. 10 (the study: 0.5). */
  readonly weight?: number;
  /** Adam's step size (the study: 1e-4). */
  readonly rate?: number;
  /** Discount of the returns (the study: 0.8). */
  readonly discount?: number;
  /** Token width (the study: 256; default 64, see the README). */
  readonly hidden?: number;
  /** Episodes per Adam step (default 8). */
  readonly batch?: number;
  /** The return-to-go every token is given (default 1). */
  readonly target?: number;
  /**
   * Add the network's output to the unseen-count prior's logits (default true): the model starts
   * at the prior ({@link priorEstimator}) and learns what to correct. False: the network alone, as
   * the study's.
   */
  readonly prior?: boolean;
  /** The players, by name (default speed, score, defence); the estimating seat is 0. */
  readonly agents?: readonly string[];
  readonly seed?: number | string;
  /** Told after each episode: episodes done, of how many, the mean step reward so far (last 1,000). */
  readonly onProgress?: (done: number, total: number, meanReward: number) => void;
}

/** A trained estimator: the network and what it was trained with. */
export interface EstimatorModel {
  readonly net: EstimatorNet;
  readonly info: Readonly<Record<string, unknown>>;
}

/** Eq. 10's penalty applies once when, for some kind, the two guesses and what the seat sees exceed 9. */
function impossible(next: Uint8Array, previous: Uint8Array, seen: Uint8Array): boolean {
  for (let k = 0; k < DONJARA_KINDS; k++) if (next[k]! + previous[k]! + seen[k]! > DONJARA_COPIES) return true;
  return false;
}

/** Eq. 10: (w c_n² + (1 − w) c_p² − penalty) × (1 + 0.05 (t − 1)), t counted from 1. */
export function estimationReward(guess: HandEstimate, truth: HandEstimate, seen: Uint8Array, t: number, weight: number, penalty: number): number {
  const cn = handMatch(guess.next, truth.next);
  const cp = handMatch(guess.previous, truth.previous);
  const pen = impossible(guess.next, guess.previous, seen) ? penalty : 0;
  return (weight * cn * cn + (1 - weight) * cp * cp - pen) * (1 + 0.05 * (t - 1));
}

/** 8 draws from a softmax row of 9 logits, as counts. */
function sampleHand(logits: Float64Array, row: number, rng: Rng): Uint8Array {
  const p = softmaxRow(logits, row);
  const out = new Uint8Array(DONJARA_KINDS);
  for (let i = 0; i < 8; i++) {
    let x = rng.nextFloat();
    let k = 0;
    for (; k < DONJARA_KINDS - 1; k++) {
      x -= p[k]!;
      if (x < 0) break;
    }
    out[k]! += 1;
  }
  return out;
}

function softmaxRow(logits: Float64Array, row: number): Float64Array {
  const p = new Float64Array(DONJARA_KINDS);
  let max = -Infinity;
  for (let k = 0; k < DONJARA_KINDS; k++) max = Math.max(max, logits[row * DONJARA_KINDS + k]!);
  let sum = 0;
  for (let k = 0; k < DONJARA_KINDS; k++) sum += p[k] = Math.exp(logits[row * DONJARA_KINDS + k]! - max);
  for (let k = 0; k < DONJARA_KINDS; k++) p[k]! /= sum;
  return p;
}

/** P(count_k ≥ c) for count_k ~ Binomial(8, p_k), at [k · 9 + c], c = 1..8. */
function tails(p: Float64Array): Float64Array {
  const tail = new Float64Array(DONJARA_KINDS * 9);
  for (let k = 0; k < DONJARA_KINDS; k++) {
    const pk = Math.min(1, Math.max(0, p[k]!));
    let acc = 0;
    for (let c = 8; c >= 1; c--) {
      acc += binom(8, c) * pk ** c * (1 - pk) ** (8 - c);
      tail[k * 9 + c] = acc;
    }
  }
  return tail;
}

/**
 * The guesses with the best expected match under 8 draws from each player's distribution, copy
 * by copy (the largest P(count ≥ j) first), that the seat's own sight allows: the two guesses
 * together hold no more of a kind than the copies it has not seen.
 */
function bestHands(pNext: Float64Array, pPrevious: Float64Array, unseen: Uint8Array): HandEstimate {
  const t = [tails(pNext), tails(pPrevious)];
  const out = [new Uint8Array(DONJARA_KINDS), new Uint8Array(DONJARA_KINDS)];
  const size = [0, 0];
  for (let pick = 0; pick < 16; pick++) {
    let best = -1;
    let who = 0;
    let bestP = -1;
    for (let w = 0; w < 2; w++) {
      if (size[w] === 8) continue;
      for (let k = 0; k < DONJARA_KINDS; k++) {
        if (out[0]![k]! + out[1]![k]! >= unseen[k]!) continue;
        const j = out[w]![k]! + 1;
        const pj = j > 8 ? 0 : t[w]![k * 9 + j]!;
        if (pj > bestP) {
          bestP = pj;
          best = k;
          who = w;
        }
      }
    }
    if (best < 0) break;
    out[who]![best]! += 1;
    size[who]!++;
  }
  return { next: out[0]!, previous: out[1]! };
}

function binom(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/** What the seat sees: its hand and every discard. */
const seenOf = (view: DonjaraView) => Uint8Array.from({ length: DONJARA_KINDS }, (_, k) => view.hand[k]! + view.discarded[k]!);

/**
 * @internal The prior's logits for one guess: ln of the copies of each kind the seat has not seen
 * (ln 0.001 for a kind it has seen every copy of). A softmax of them is the unseen-count prior;
 * a model trained with `prior` adds its own output to them, so it starts at the prior and learns
 * what to correct.
 */
export function priorLogitsOf(seen: ArrayLike<number>): Float64Array {
  return Float64Array.from({ length: DONJARA_KINDS }, (_, k) => Math.log(Math.max(DONJARA_COPIES - (seen[k] as number), 0.001)));
}

/** Two rows of logits (next, previous) with the prior's added to each. */
function withPrior(logits: Float64Array, prior: Float64Array): Float64Array {
  const out = Float64Array.from(logits);
  for (let k = 0; k < DONJARA_KINDS; k++) {
    out[k]! += prior[k]!;
    out[DONJARA_KINDS + k]! += prior[k]!;
  }
  return out;
}

/**
 * The unseen-count prior: each neighbour's tiles guessed from the copies the seat has not seen,
 * with no learning, by the same decoder as the trained estimator (the 8 tiles with the best
 * expected match, never more of a kind than the copies unseen). The baseline a learned estimator
 * must beat: most of what separates any decoder from the study's random draw is here.
 *
 * @example
 * ```ts
 * import { evaluateEstimators, priorEstimator, randomEstimator } from '@mjkit/donjara';
 * const r = evaluateEstimators({ estimators: [randomEstimator, priorEstimator], rounds: 40, seed: 1 });
 * r.estimators[1]!.next[0]! > r.estimators[0]!.next[0]!; // => true
 * ```
 */
export function priorEstimator(): DonjaraEstimator {
  return {
    name: 'prior',
    estimate(view) {
      const seen = seenOf(view);
      const p = softmaxRow(priorLogitsOf(seen), 0);
      return bestHands(p, p, unseenOf(view));
    },
  };
}

/** An action as the network reads it: the two guesses' counts / 4. */
function writeAction(actions: Float64Array, t: number, guess: HandEstimate): void {
  for (let k = 0; k < DONJARA_KINDS; k++) {
    actions[t * ACTION_SIZE + k] = guess.next[k]! / 4;
    actions[t * ACTION_SIZE + DONJARA_KINDS + k] = guess.previous[k]! / 4;
  }
}

/** The logits at step t given the first t + 1 states and t actions (inference: no gradient kept). */
function logitsAt(net: EstimatorNet, returns: Float64Array, states: Float64Array, actions: Float64Array, t: number): Float64Array {
  const out = estimatorLogits(new Tape(), net, returns, states, actions, t + 1).value;
  return out.subarray(2 * t * DONJARA_KINDS, (2 * t + 2) * DONJARA_KINDS);
}

/**
 * Trains a hand estimator (§4) by REINFORCE: each episode plays a round of the study's players,
 * the network guesses (by sampling) the neighbours' hands at every draw of seat 0, eq. 10 rewards
 * each guess, and the discounted returns, less a running baseline per step, weigh the guesses'
 * log-likelihoods; Adam every `batch` episodes. Seeded: the same options give the same weights.
 */
export function trainEstimator(options: EstimatorTraining): EstimatorModel {
  if (options === undefined) fail('INVALID_ARGUMENT', 'trainEstimator needs options with episodes (rounds to learn from)');
  const o = checkOptions(options, 'trainEstimator options', ['episodes', 'penalty', 'weight', 'rate', 'discount', 'hidden', 'batch', 'target', 'prior', 'agents', 'seed', 'onProgress']);
  const num = (v: unknown, what: string, ok: (x: number) => boolean, dflt: number): number => {
    if (v === undefined) return dflt;
    if (typeof v !== 'number' || !ok(v)) fail('INVALID_ARGUMENT', `${what} cannot be ${describeValue(v)}`);
    return v;
  };
  if (o.episodes === undefined) fail('INVALID_ARGUMENT', 'trainEstimator needs episodes (rounds to learn from)');
  const episodes = num(o.episodes, 'episodes', (x) => Number.isInteger(x) && x >= 1 && x <= 1e8, 0);
  const penalty = num(o.penalty, 'penalty', (x) => x >= 0 && x < 1e6, 1);
  const weight = num(o.weight, 'weight', (x) => x >= 0 && x <= 1, 0.5);
  const rate = num(o.rate, 'rate', (x) => x > 0 && x < 1, 1e-4);
  const discount = num(o.discount, 'discount', (x) => x >= 0 && x <= 1, 0.8);
  const hidden = num(o.hidden, 'hidden', (x) => Number.isInteger(x) && x >= 2 && x <= 1024, 64);
  const batch = num(o.batch, 'batch', (x) => Number.isInteger(x) && x >= 1, 8);
  const target = num(o.target, 'target', (x) => Number.isFinite(x), 1);
  if (o.prior !== undefined && typeof o.prior !== 'boolean') fail('INVALID_ARGUMENT', `prior is true or false, not ${describeValue(o.prior)}`);
  const prior = o.prior ?? true;
  const seed = o.seed ?? 1;
  const names = o.agents ?? ['speed', 'score', 'defence'];
  const agents = names.map((n) => donjaraAgent(n));
  const rules = donjaraRules({ players: agents.length });
  const shape: EstimatorShape = { players: agents.length, hidden, maxSteps: 32 };
  const net = createEstimatorNet(shape, seed);
  const params = Object.values(net.params);
  const m = params.map((p) => new Float64Array(p.value.length));
  const v = params.map((p) => new Float64Array(p.value.length));
  const rng = createRng(`donjara-train/${seed}`);
  const S = stateSize(agents.length);
  const baseline: number[] = [];
  const recent: number[] = [];
  let steps = 0;
  for (let e = 0; e < episodes; e++) {
    // the round, and what seat 0 saw at each of its draws
    const states: Float64Array[] = [];
    const seen: Uint8Array[] = [];
    const round = playDonjaraRound(rules, agents, `${seed}/${e}`, {
      round: e % agents.length,
      record: true,
      observe: (view) => {
        if (view.seat !== 0) return;
        states.push(stateOf(view));
        seen.push(seenOf(view));
      },
    });
    const truth = neighbourHands(round, 0, agents.length);
    const T = Math.min(states.length, shape.maxSteps);
    if (T === 0) continue;
    const stateRows = new Float64Array(T * S);
    states.slice(0, T).forEach((s, t) => stateRows.set(s, t * S));
    const returns = new Float64Array(T).fill(target);
    const actions = new Float64Array(T * ACTION_SIZE);
    const guesses: HandEstimate[] = [];
    const rewards: number[] = [];
    const priors = seen.slice(0, T).map(priorLogitsOf);
    for (let t = 0; t < T; t++) {
      const raw = logitsAt(net, returns, stateRows, actions, t);
      const logits = prior ? withPrior(raw, priors[t]!) : raw;
      const guess = { next: sampleHand(logits, 0, rng), previous: sampleHand(logits, 1, rng) };
      guesses.push(guess);
      writeAction(actions, t, guess);
      rewards.push(estimationReward(guess, truth[t]!, seen[t]!, t + 1, weight, penalty));
    }
    // discounted returns, and the advantage over a running baseline per step
    const G = new Float64Array(T);
    for (let t = T - 1, acc = 0; t >= 0; t--) G[t] = acc = rewards[t]! + discount * acc;
    const rows: number[] = [];
    const cols: number[] = [];
    const weights: number[] = [];
    for (let t = 0; t < T; t++) {
      const b = baseline[t] ?? G[t]!;
      const advantage = G[t]! - b;
      baseline[t] = b + 0.01 * (G[t]! - b);
      for (const [j, hand] of [guesses[t]!.next, guesses[t]!.previous].entries()) {
        for (let k = 0; k < DONJARA_KINDS; k++) {
          if (hand[k] === 0) continue;
          rows.push(2 * t + j);
          cols.push(k);
          weights.push(-advantage * hand[k]!); // minimise −A log π
        }
      }
    }
    const tape = new Tape();
    let logits = estimatorLogits(tape, net, returns, stateRows, actions, T);
    if (prior) {
      const rowsOfPrior = new Float64Array(2 * T * DONJARA_KINDS);
      for (let t = 0; t < T; t++) {
        rowsOfPrior.set(priors[t]!, 2 * t * DONJARA_KINDS);
        rowsOfPrior.set(priors[t]!, (2 * t + 1) * DONJARA_KINDS);
      }
      logits = tape.add(logits, tape.constant(2 * T, DONJARA_KINDS, rowsOfPrior));
    }
    tape.backward(tape.logSoftmaxPick(logits, rows, cols, weights));
    for (const r of rewards) {
      recent.push(r);
      if (recent.length > 1000) recent.shift();
    }
    if ((e + 1) % batch === 0 || e === episodes - 1) {
      steps++;
      const c1 = 1 - 0.9 ** steps;
      const c2 = 1 - 0.999 ** steps;
      params.forEach((p, i) => {
        const mi = m[i]!;
        const vi = v[i]!;
        for (let j = 0; j < p.value.length; j++) {
          const g = p.grad[j]! / batch;
          mi[j] = 0.9 * mi[j]! + 0.1 * g;
          vi[j] = 0.999 * vi[j]! + 0.001 * g * g;
          p.value[j]! -= (rate * (mi[j]! / c1)) / (Math.sqrt(vi[j]! / c2) + 1e-8);
        }
        p.grad.fill(0);
      });
    }
    o.onProgress?.(e + 1, episodes, recent.reduce((a, b) => a + b, 0) / Math.max(1, recent.length));
  }
  return { net, info: { episodes, penalty, weight, rate, discount, hidden, batch, target, agents: names, seed, prior, algorithm: 'REINFORCE with a running baseline per step' } };
}

/** Options of {@link transformerEstimator}. */
export interface TransformerEstimatorOptions {
  /**
   * How much of the network's correction to the prior to use, at every step (0: the prior itself,
   * 1: the whole correction). Default: the model's own calibrated schedule (`info.shrink`, made by
   * {@link calibrateEstimator}), or 1 when it has none. Only for models trained with the prior.
   */
  readonly shrink?: number;
}

/** The network's raw logits at each of a round's draws, in order (each call is the next draw of the round, or the first of a new one). */
function networkReader(model: EstimatorModel): (view: DonjaraView) => { raw: Float64Array; step: number } {
  const net = model.net;
  const S = stateSize(net.shape.players);
  const T = net.shape.maxSteps;
  const target = typeof model.info.target === 'number' ? model.info.target : 1;
  const usesPrior = model.info.prior === true;
  let key = '';
  let t = 0;
  const returns = new Float64Array(T).fill(target);
  const states = new Float64Array(T * S);
  const actions = new Float64Array(T * ACTION_SIZE);
  return (view) => {
    const here = `${view.round}/${view.dealer}`;
    const mine = view.discards[view.seat]!.length;
    if (here !== key || mine === 0) {
      key = here;
      t = 0;
      actions.fill(0);
    }
    const step = Math.min(t, T - 1);
    states.set(stateOf(view), step * S);
    const raw = Float64Array.from(logitsAt(net, returns, states, actions, step));
    // the network reads its own earlier guesses, as in training: the whole correction's
    const logits = usesPrior ? withPrior(raw, priorLogitsOf(seenOf(view))) : raw;
    writeAction(actions, step, bestHands(softmaxRow(logits, 0), softmaxRow(logits, 1), unseenOf(view)));
    t++;
    return { raw, step };
  };
}

const unseenOf = (view: DonjaraView) => Uint8Array.from({ length: DONJARA_KINDS }, (_, k) => DONJARA_COPIES - view.hand[k]! - view.discarded[k]!);

/** The guess with `scale` × the network's correction added to the prior's logits (a model without the prior: its own logits). */
function guessWith(raw: Float64Array, view: DonjaraView, usesPrior: boolean, scale: number): HandEstimate {
  let logits = raw;
  if (usesPrior) {
    logits = Float64Array.from(raw, (x) => x * scale);
    logits = withPrior(logits, priorLogitsOf(seenOf(view)));
  }
  return bestHands(softmaxRow(logits, 0), softmaxRow(logits, 1), unseenOf(view));
}

function checkShrink(x: unknown, what: string): number {
  if (typeof x !== 'number' || !(x >= 0 && x <= 1)) fail('INVALID_ARGUMENT', `${what} is a number from 0 to 1, not ${describeValue(x)}`);
  return x;
}

/** A model's calibrated schedule (`info.shrink`: one scale per step), or undefined. */
function scheduleOf(model: EstimatorModel): readonly number[] | undefined {
  const s = model.info.shrink;
  if (s === undefined) return undefined;
  if (!Array.isArray(s) || s.length === 0) fail('INVALID_ARGUMENT', `the model's info.shrink is a list of scales, not ${describeValue(s)}`);
  return s.map((x, i) => checkShrink(x, `info.shrink[${i}]`));
}

/**
 * The trained network as an estimator: at each draw it reads the round so far (its states and its
 * own earlier guesses) and guesses, for each neighbour, the 8 tiles with the best expected match
 * under the network's distribution, never more of a kind than the copies the seat has not seen.
 * A model trained with the prior adds its correction to the prior's logits, scaled per step by
 * its calibrated schedule (see {@link calibrateEstimator}) or by `options.shrink`.
 */
export function transformerEstimator(model: EstimatorModel, options?: TransformerEstimatorOptions): DonjaraEstimator {
  if (model === null || typeof model !== 'object' || model.net === null || typeof model.net !== 'object') fail('INVALID_ARGUMENT', `transformerEstimator takes a model (trainEstimator, decodeEstimator), not ${describeValue(model)}`);
  const o = checkOptions(options ?? {}, 'transformerEstimator options', ['shrink']);
  const fixed = o.shrink === undefined ? undefined : checkShrink(o.shrink, 'shrink');
  const schedule = fixed === undefined ? scheduleOf(model) : undefined;
  const usesPrior = model.info.prior === true;
  const read = networkReader(model);
  return {
    name: 'transformer',
    estimate(view) {
      const { raw, step } = read(view);
      const scale = fixed ?? (schedule ? schedule[Math.min(step, schedule.length - 1)]! : 1);
      return guessWith(raw, view, usesPrior, scale);
    },
  };
}

/** Options of {@link calibrateEstimator}. */
export interface EstimatorCalibration {
  /** Rounds to calibrate on (default 4,000); use other seeds than the rounds you evaluate on. */
  readonly rounds?: number;
  readonly seed?: number | string;
  /** The scales tried at each step (default 0, 0.25, 0.5, 0.75, 1; 0 is the prior). */
  readonly grid?: readonly number[];
  /** Steps reached by fewer rounds than this keep the scale of the last step that was (default 300). */
  readonly minRounds?: number;
  /** Told after each round: rounds done, of how many. */
  readonly onProgress?: (done: number, total: number) => void;
}

/** What {@link calibrateEstimator} found at one step: the match rates of each scale tried. */
export interface CalibrationStep {
  readonly step: number;
  readonly rounds: number;
  /** Per scale of the grid: the mean match, next and previous. */
  readonly next: readonly number[];
  readonly previous: readonly number[];
  readonly chosen: number;
}

/**
 * Calibrates how much of a prior-correcting model's correction to use at each step, on rounds
 * it was not trained on: at each step, of the scales in the grid, the one with the best mean
 * match (next + previous) among those not below the prior (scale 0) on either neighbour; so the
 * calibrated model is the prior wherever the network does not help on these rounds. The network
 * always reads its own earlier guesses at the whole correction, as in training, so each step's
 * choice is independent of the others'. Returns the model with `info.shrink` (one scale per step)
 * and `info.calibration`, and the table behind the choice.
 */
export function calibrateEstimator(model: EstimatorModel, options: EstimatorCalibration = {}): { model: EstimatorModel; steps: CalibrationStep[] } {
  if (model === null || typeof model !== 'object' || model.net === null || typeof model.net !== 'object') fail('INVALID_ARGUMENT', `calibrateEstimator takes a model (trainEstimator, decodeEstimator), not ${describeValue(model)}`);
  if (model.info.prior !== true) fail('INVALID_ARGUMENT', 'calibrateEstimator scales the correction of a model trained with the prior; this model was trained without it');
  const o = checkOptions(options, 'calibrateEstimator options', ['rounds', 'seed', 'grid', 'minRounds', 'onProgress']);
  const rounds = o.rounds ?? 4000;
  if (!Number.isInteger(rounds) || rounds < 1) fail('INVALID_ARGUMENT', `rounds is a whole number ≥ 1, not ${describeValue(rounds)}`);
  const grid = o.grid ?? [0, 0.25, 0.5, 0.75, 1];
  if (!Array.isArray(grid) || grid.length === 0) fail('INVALID_ARGUMENT', `grid is a list of scales, not ${describeValue(grid)}`);
  grid.forEach((x, i) => checkShrink(x, `grid[${i}]`));
  if (!grid.includes(0)) fail('INVALID_ARGUMENT', 'grid must include 0 (the prior), which the others are compared with');
  const minRounds = o.minRounds ?? 300;
  if (!Number.isInteger(minRounds) || minRounds < 1) fail('INVALID_ARGUMENT', `minRounds is a whole number ≥ 1, not ${describeValue(minRounds)}`);
  // one network read per draw, shared by the grid's estimators: they are made, and asked, in
  // order, so the first reads and the others use what it read (the game hands every estimator the
  // same view object, which changes in place between draws)
  let read = networkReader(model);
  let current: Float64Array = new Float64Array(0);
  const makers = grid.map((scale, i) => (): DonjaraEstimator => {
    if (i === 0) read = networkReader(model);
    return {
      name: `shrink ${scale}`,
      estimate: (view) => {
        if (i === 0) current = read(view).raw;
        return guessWith(current, view, true, scale);
      },
    };
  });
  const report = evaluateEstimators({ estimators: makers, rounds, seed: o.seed ?? 'calibrate', ...(o.onProgress ? { onProgress: o.onProgress } : {}) });
  const zero = grid.indexOf(0);
  const steps: CalibrationStep[] = [];
  let carried = 1;
  for (let t = 0; t < report.reached.length; t++) {
    const next = report.estimators.map((e) => e.next[t]!);
    const previous = report.estimators.map((e) => e.previous[t]!);
    let chosen = carried;
    if (report.reached[t]! >= minRounds) {
      let best = zero;
      for (let i = 0; i < grid.length; i++) {
        if (next[i]! < next[zero]! || previous[i]! < previous[zero]!) continue;
        if (next[i]! + previous[i]! > next[best]! + previous[best]!) best = i;
      }
      chosen = carried = grid[best]!;
    }
    steps.push({ step: t + 1, rounds: report.reached[t]!, next, previous, chosen });
  }
  const shrink = steps.map((s) => s.chosen);
  return { model: { net: model.net, info: { ...model.info, shrink, calibration: { rounds, seed: o.seed ?? 'calibrate', grid, minRounds } } }, steps };
}

/** Version of the estimator weights format (2: in mjkit's checksummed container). */
export const ESTIMATOR_WEIGHTS_VERSION = 2;
const WHAT = 'an estimator weights file';

/**
 * The weights file of an estimator: mjkit's container ("MJDT", a JSON header with the shape,
 * parameter names and sizes and the training, float32 values, a CRC-32). Weights that are not
 * finite are never written (`INVALID_ARGUMENT`).
 */
export function encodeEstimator(model: EstimatorModel): Uint8Array {
  const params = Object.values(model.net.params);
  const header = { format: 'mjkit-donjara-estimator', version: ESTIMATOR_WEIGHTS_VERSION, shape: model.net.shape, params: params.map((p) => [p.name, p.rows, p.cols]), info: model.info };
  return writeContainer('MJDT', header, [float32Bytes(params.map((p) => p.value), 'estimator weights')]);
}

/**
 * Reads an estimator's weights file. A file of another format or version, damaged (its checksum),
 * whose header does not fit its values, or with a value that is not finite, is refused with
 * `BAD_FILE`.
 */
export function decodeEstimator(bytes: Uint8Array): EstimatorModel {
  const file = readContainer(bytes, 'MJDT', WHAT);
  const bad = (why: string): never => fail('BAD_FILE', `not ${WHAT}: ${why}`, { offset: 8 });
  const header = file.header as { format: unknown; version: unknown; shape: EstimatorShape; params: [string, number, number][]; info: unknown };
  if (header.format !== 'mjkit-donjara-estimator') bad(`its header names the format ${describeValue(header.format)}`);
  if (header.version !== ESTIMATOR_WEIGHTS_VERSION) bad(`format version ${describeValue(header.version)}, this package reads ${ESTIMATOR_WEIGHTS_VERSION}`);
  const s = header.shape;
  if (s === null || typeof s !== 'object' || !Number.isInteger(s.players) || s.players < 2 || s.players > 4 || !Number.isInteger(s.hidden) || s.hidden < 2 || s.hidden > 1024 || !Number.isInteger(s.maxSteps) || s.maxSteps < 1 || s.maxSteps > 1000) bad('the header has no valid shape');
  if (header.info !== undefined && (header.info === null || typeof header.info !== 'object' || Array.isArray(header.info))) bad(`its info is ${describeValue(header.info)}, not an object`);
  const net = createEstimatorNet(s, 0);
  const params = Object.values(net.params);
  const listed = header.params;
  if (!Array.isArray(listed) || listed.length !== params.length || !params.every((p, i) => Array.isArray(listed[i]) && listed[i][0] === p.name && listed[i][1] === p.rows && listed[i][2] === p.cols)) bad('the header lists other parameters than its shape has');
  const values = readFloat32(file, WHAT);
  const count = params.reduce((n, p) => n + p.value.length, 0);
  if (values.length !== count) bad(`its parameters need ${4 * count} bytes of values, the file has ${4 * values.length}`);
  let at = 0;
  for (const p of params) for (let j = 0; j < p.value.length; j++) p.value[j] = values[at++]!;
  return { net, info: (header.info ?? {}) as Record<string, unknown> };
}
