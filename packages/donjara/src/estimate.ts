// Hand estimation (§4): what the next and the previous player hold, guessed on each of one's own
// turns, and its match rate. Two references for a learned estimator: the study's random one (a
// random draw from the unseen tiles) and an exact Bayesian one (bayes.ts); the study's evaluation.
import type { Rng } from '@mjkit/core';
import { checkOptions, describeValue, fail } from '@mjkit/core/internal';
import { donjaraAgent } from './agents.js';
import { playDonjaraRound } from './game.js';
import type { DonjaraAgent, DonjaraEvent, DonjaraView } from './game.js';
import { DONJARA_COPIES, DONJARA_KINDS } from './hand.js';
import { FastRng } from './random.js';
import { donjaraRules } from './rules.js';

/** The estimated hands (8 tiles each, as counts) of the next and the previous player. */
export interface HandEstimate {
  readonly next: Uint8Array;
  readonly previous: Uint8Array;
}

/** Guesses the neighbours' hands on each of its seat's turns (one instance per seat; it keeps what it learned during a round). */
export interface DonjaraEstimator {
  readonly name: string;
  estimate(view: DonjaraView, rng: Rng): HandEstimate;
}

/**
 * The match rate of an estimate: the tiles it shares with the hand (as multisets), over 8.
 *
 * @example
 * ```ts
 * import { donjaraHand, handMatch } from '@mjkit/donjara';
 * handMatch(donjaraHand('11122233'), donjaraHand('11223344')); // => 0.75
 * ```
 */
export function handMatch(estimate: ArrayLike<number>, hand: ArrayLike<number>): number {
  let shared = 0;
  let size = 0;
  for (let k = 0; k < DONJARA_KINDS; k++) {
    shared += Math.min(estimate[k]!, hand[k]!);
    size += hand[k]!;
  }
  return size ? shared / size : 0;
}

/** Tiles the seat has not seen: 9 of each kind less its hand and every discard. */
function unseenPool(view: DonjaraView): number[] {
  const pool: number[] = [];
  for (let k = 0; k < DONJARA_KINDS; k++) for (let c = DONJARA_COPIES - view.hand[k]! - view.discarded[k]!; c > 0; c--) pool.push(k);
  return pool;
}

/**
 * The study's random estimator: each neighbour's 8 tiles drawn at random from the tiles the seat
 * has not seen (the two drawn without overlap).
 *
 * @example
 * ```ts
 * import { evaluateEstimators, randomEstimator } from '@mjkit/donjara';
 * const r = evaluateEstimators({ estimators: [randomEstimator], rounds: 20, seed: 1 });
 * r.estimators[0]!.next[0]! > 0; // => true
 * ```
 */
export function randomEstimator(): DonjaraEstimator {
  return {
    name: 'random',
    estimate(view, rng) {
      const pool = unseenPool(view);
      const next = new Uint8Array(DONJARA_KINDS);
      const previous = new Uint8Array(DONJARA_KINDS);
      for (let i = 0; i < 16 && pool.length > 0; i++) {
        const j = rng.nextInt(pool.length);
        (i < 8 ? next : previous)[pool[j]!]! += 1;
        pool[j] = pool[pool.length - 1]!;
        pool.pop();
      }
      return { next, previous };
    },
  };
}

/** Options of {@link evaluateEstimators}. */
export interface EstimatorEvaluation {
  /** Makes one estimator for a round; called once per round (it may keep state within it). */
  readonly estimators: readonly ((agents: readonly DonjaraAgent[]) => DonjaraEstimator)[];
  /** Rounds to play (the study: 3,000). */
  readonly rounds?: number;
  /** The players, by name (default speed, score, defence: the study's 3). */
  readonly agents?: readonly string[];
  /** The seat that estimates (default 0). */
  readonly seat?: number;
  readonly seed?: number | string;
  /** Told after each round. */
  readonly onProgress?: (done: number, total: number) => void;
  /**
   * Told after each round that reached a step: each estimator's match rates (next, previous) over
   * that round's steps, averaged — what an interval clustered by round is made of.
   */
  readonly onRound?: (round: number, matches: readonly { readonly next: number; readonly previous: number }[]) => void;
}

/** An estimator's mean match rate at each of the seat's steps (its t-th draw of a round, t from 1). */
export interface EstimatorCurve {
  readonly name: string;
  /** `next[t − 1]`, `previous[t − 1]`: the mean match rate at step t, over the rounds that reached it. */
  readonly next: readonly number[];
  readonly previous: readonly number[];
}

/** What {@link evaluateEstimators} measured. */
export interface EstimatorReport {
  readonly rounds: number;
  /** Rounds that reached each step. */
  readonly reached: readonly number[];
  readonly estimators: readonly EstimatorCurve[];
}

/**
 * The study's evaluation (§4.3): plays rounds (seeded, the dealer rotating), asks each estimator
 * on every turn of `seat` for its neighbours' hands, and averages the match rate per step.
 *
 * @example
 * ```ts
 * import { evaluateEstimators, randomEstimator } from '@mjkit/donjara';
 * const r = evaluateEstimators({ estimators: [randomEstimator], rounds: 30, seed: 'doc' });
 * r.rounds; // => 30
 * r.estimators[0]!.name; // => 'random'
 * r.reached[0]; // => 30
 * ```
 */
export function evaluateEstimators(options: EstimatorEvaluation): EstimatorReport {
  const o = checkOptions(options, 'evaluateEstimators options', ['estimators', 'rounds', 'agents', 'seat', 'seed', 'onProgress', 'onRound']);
  if (!Array.isArray(o.estimators) || o.estimators.length === 0 || !o.estimators.every((e) => typeof e === 'function')) fail('INVALID_ARGUMENT', `estimators are functions that make an estimator for a round's agents, not ${describeValue(o.estimators)}`);
  const names = o.agents ?? ['speed', 'score', 'defence'];
  const agents = names.map((n) => donjaraAgent(n));
  const rules = donjaraRules({ players: agents.length });
  const seat = o.seat ?? 0;
  if (!Number.isInteger(seat) || seat < 0 || seat >= agents.length) fail('INVALID_ARGUMENT', `seat is 0–${agents.length - 1}, not ${describeValue(seat)}`);
  const total = o.rounds ?? 3000;
  if (!Number.isInteger(total) || total < 1) fail('INVALID_ARGUMENT', `rounds is a whole number ≥ 1, not ${describeValue(total)}`);
  const seed = o.seed ?? 1;
  const n = agents.length;
  const sums = o.estimators.map(() => ({ next: [] as number[], previous: [] as number[] }));
  const reached: number[] = [];
  let names2: string[] = [];
  for (let r = 0; r < total; r++) {
    const estimators = o.estimators.map((make) => make(agents));
    names2 = estimators.map((e) => e.name);
    const rng = new FastRng(`donjara-estimate/${seed}/${r}`);
    const guesses: HandEstimate[][] = [];
    const result = playDonjaraRound(rules, agents, `${seed}/${r}`, {
      round: r % n,
      record: true,
      observe: (view) => {
        if (view.seat === seat) guesses.push(estimators.map((e) => e.estimate(view, rng)));
      },
    });
    // the true hands at each of those turns, from the record
    const events = result.events!;
    const deal = events[0]! as Extract<DonjaraEvent, { type: 'deal' }>;
    const hands = deal.hands.map((h) => Uint8Array.from(h));
    let step = 0;
    const round = guesses[0]?.map(() => ({ next: 0, previous: 0 })) ?? [];
    for (const e of events) {
      if (e.type === 'draw') {
        hands[e.seat]![e.kind]! += 1;
        if (e.seat === seat && step < guesses.length) {
          const next = hands[(seat + 1) % n]!;
          const previous = hands[(seat + n - 1) % n]!;
          reached[step] = (reached[step] ?? 0) + 1;
          guesses[step]!.forEach((g, i) => {
            const s = sums[i]!;
            const mn = handMatch(g.next, next);
            const mp = handMatch(g.previous, previous);
            s.next[step] = (s.next[step] ?? 0) + mn;
            s.previous[step] = (s.previous[step] ?? 0) + mp;
            round[i]!.next += mn;
            round[i]!.previous += mp;
          });
          step++;
        }
      } else if (e.type === 'discard') hands[e.seat]![e.kind]! -= 1;
    }
    if (step > 0) o.onRound?.(r, round.map((m) => ({ next: m.next / step, previous: m.previous / step })));
    o.onProgress?.(r + 1, total);
  }
  return {
    rounds: total,
    reached,
    estimators: sums.map((s, i) => ({ name: names2[i]!, next: s.next.map((x, t) => x / reached[t]!), previous: s.previous.map((x, t) => x / reached[t]!) })),
  };
}
