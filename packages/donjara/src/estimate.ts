// Hand estimation (§4): what the next and the previous player hold, guessed on each of one's own
// turns, and its match rate. Two references for a learned estimator: the study's random one (a
// random draw from the unseen tiles) and an exact Bayesian one (a particle filter over the hidden
// deal and draws, weighing each observed discard by the opponents' policies and by every public
// fact: nobody won on a tile that would have completed their hand, riichi exactly at tenpai).
import type { Rng } from '@mjkit/core';
import { checkOptions, describeValue, fail } from '@mjkit/core/internal';
import { donjaraAgent } from './agents.js';
import type { DonjaraPolicyAgent } from './agents.js';
import { playDonjaraRound } from './game.js';
import type { DonjaraAgent, DonjaraEvent, DonjaraView } from './game.js';
import { DONJARA_COPIES, DONJARA_KINDS, donjaraShanten, donjaraYaku } from './hand.js';
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

/** Options of {@link bayesEstimator}. */
export interface BayesOptions {
  /** Particles (default 400). */
  readonly particles?: number;
}

/** One guess at the hidden deal: each opponent's hand now, the tiles still hidden, and its weight. */
interface Particle {
  hands: Uint8Array[];
  pool: Uint8Array;
  poolSize: number;
  weight: number;
}

/**
 * The exact Bayesian reference: a particle filter that deals the opponents random hands from the
 * tiles the seat never held, replays every public turn — an opponent draws a hidden tile, and its
 * discard is weighed by its policy (a hand in riichi discards what it drew) and by
 * the public facts (no self-draw and no ron was missed; riichi was declared exactly at tenpai) —
 * where `agents[seat]` gives its policy (`virtualPlayer`; any other agent: a random tile) —,
 * weighs each of the seat's own draws as a draw from the particle's hidden tiles (which it then
 * leaves), and resamples when the weights thin; when no particle explains what the table showed,
 * it deals afresh and replays the round (twice at most). The estimate takes, kind by kind and
 * copy by copy, the 8 tiles most likely held: the guess with the best expected match. With the
 * opponents' true policies it shows how much the public information allows.
 */
export function bayesEstimator(agents: readonly (DonjaraAgent | null)[], options: BayesOptions = {}): DonjaraEstimator {
  if (!Array.isArray(agents)) fail('INVALID_ARGUMENT', `bayesEstimator takes each seat's agent (null where unknown), not ${describeValue(agents)}`);
  // a seat whose agent has no policy is modelled as discarding a random tile of its hand
  const policies = agents.map((a) => (a !== null && typeof a === 'object' && typeof (a as DonjaraPolicyAgent).policy === 'function' ? (a as DonjaraPolicyAgent) : null));
  const o = checkOptions(options, 'bayesEstimator options', ['particles']);
  const count = o.particles ?? 400;
  if (!Number.isInteger(count) || count < 1 || count > 1e6) fail('INVALID_ARGUMENT', `particles is a whole number 1–1,000,000, not ${describeValue(count)}`);
  let particles: Particle[] = [];
  let key = '';
  let done = 0; // public turns replayed
  let held: Uint8Array = new Uint8Array(DONJARA_KINDS); // the tiles the seat had held at the last estimate
  return {
    name: 'bayes',
    estimate(view, rng) {
      const n = view.rules.players;
      const me = view.seat;
      const here = `${view.round}/${view.dealer}`;
      const turns = view.discards.reduce((s, d) => s + d.length, 0);
      const now = heldBy(view);
      const fresh = () => {
        key = here;
        done = 0;
        held = now;
        particles = deal(view, count, rng);
      };
      // a new round (or a view that does not follow the last one): deal the particles afresh
      if (here !== key || turns < done || now.some((c, k) => c < held[k]!)) fresh();
      // when no particle explains what the table showed, deal afresh and replay the round (twice at
      // most; then the particles that are left are weighed alike at each such turn, and go on)
      for (let attempt = 0; ; attempt++) {
        const next = advance(particles, view, { from: done, turns, held, now, policies, lenient: attempt === 2 }, rng);
        if (next !== null) {
          particles = next;
          break;
        }
        fresh();
      }
      done = turns;
      held = now;
      return { next: bestGuess(particles, (me + 1) % n), previous: bestGuess(particles, (me + n - 1) % n) };
    },
  };
}

/** What {@link advance} replays: the public turns `from`–`turns`, then the seat's draws from `held` to `now`. */
interface Advance {
  readonly from: number;
  readonly turns: number;
  readonly held: Uint8Array;
  readonly now: Uint8Array;
  readonly policies: readonly (DonjaraPolicyAgent | null)[];
  /** When every particle is ruled out: weigh them alike and go on (else give up: null). */
  readonly lenient: boolean;
}

/**
 * The particles after the public turns since the last estimate (turn t is seat (dealer + t) mod
 * n) and the seat's own draws since then; null when, not lenient, none of them explains them.
 */
function advance(start: Particle[], view: DonjaraView, a: Advance, rng: Rng): Particle[] | null {
  const n = view.rules.players;
  const me = view.seat;
  let particles = start;
  const next = (ps: Particle[]): Particle[] | null => resample(ps, rng, a.lenient);
  const shown = new Uint8Array(DONJARA_KINDS); // discards before turn t, by kind
  const riichiAt = new Array<number>(n).fill(-1);
  const partial: number[][] = Array.from({ length: n }, () => []);
  for (let t = 0; t < a.turns; t++) {
    const seat = (view.dealer + t) % n;
    const index = Math.floor(t / n);
    const d = view.discards[seat]![index]!;
    if (t >= a.from && seat !== me) {
      const policy = a.policies[seat] ?? null;
      const ctx = { view, seat, shown, riichiAt, partial, wall: 0 };
      for (const p of particles) if (p.weight > 0) p.weight *= turnLikelihood(p, ctx, d, view.riichiAt[seat] === index, policy, rng);
      const kept = next(particles);
      if (kept === null) return null;
      particles = kept;
    }
    if (t >= a.from) {
      // nobody (among the opponents) could have won on this discard: they would have
      for (const p of particles) {
        if (p.weight === 0) continue;
        for (let i = 1; i < n; i++) {
          const other = (seat + i) % n;
          if (other === me) continue;
          const h = p.hands[other]!;
          h[d]! += 1;
          if (donjaraYaku(h) !== null) p.weight = 0;
          h[d]! -= 1;
        }
      }
      const kept = next(particles);
      if (kept === null) return null;
      particles = kept;
    }
    shown[d]! += 1;
    partial[seat]!.push(d);
    if (view.riichiAt[seat] === index) riichiAt[seat] = index;
  }
  // the seat's own draws since then came from the wall after those turns: each tells of the
  // particle's hidden tiles (it is as likely as that kind's share of them) and leaves them
  for (let k = 0; k < DONJARA_KINDS; k++) {
    for (let c = a.held[k]!; c < a.now[k]!; c++) {
      for (const p of particles) {
        if (p.weight === 0) continue;
        if (p.pool[k] === 0) {
          p.weight = 0;
          continue;
        }
        p.weight *= p.pool[k]! / p.poolSize;
        p.pool[k]! -= 1;
        p.poolSize--;
      }
    }
  }
  return next(particles);
}

/** The tiles the seat has held this round, by kind: its hand and its discards. */
function heldBy(view: DonjaraView): Uint8Array {
  const held = Uint8Array.from(view.hand);
  for (const d of view.discards[view.seat]!) held[d]! += 1;
  return held;
}

/** Particles dealt from the tiles the seat never held (its hand and its discards are known to it). */
function deal(view: DonjaraView, count: number, rng: Rng): Particle[] {
  const n = view.rules.players;
  const base = new Uint8Array(DONJARA_KINDS);
  let size = 0;
  const held = heldBy(view);
  for (let k = 0; k < DONJARA_KINDS; k++) {
    base[k] = DONJARA_COPIES - held[k]!;
    size += base[k]!;
  }
  const out: Particle[] = [];
  for (let i = 0; i < count; i++) {
    const pool = Uint8Array.from(base);
    const p: Particle = { hands: [], pool, poolSize: size, weight: 1 };
    for (let s = 0; s < n; s++) {
      const h = new Uint8Array(DONJARA_KINDS);
      if (s !== view.seat) for (let c = 0; c < 8; c++) h[take(p, rng.nextInt(p.poolSize))]! += 1;
      p.hands.push(h);
    }
    // a dealt hand that already wins is impossible only after a draw; nothing to weigh yet
    out.push(p);
  }
  return out;
}

/** Removes the `i`-th hidden tile (in kind order) from the particle's pool; returns its kind. */
function take(p: Particle, i: number): number {
  for (let k = 0; k < DONJARA_KINDS; k++) {
    if (i < p.pool[k]!) {
      p.pool[k]! -= 1;
      p.poolSize--;
      return k;
    }
    i -= p.pool[k]!;
  }
  return fail('ILLEGAL_STATE', 'a particle drew from an empty pool');
}

interface TurnContext {
  readonly view: DonjaraView;
  readonly seat: number;
  readonly shown: Uint8Array;
  readonly riichiAt: number[];
  readonly partial: number[][];
}

/**
 * An opponent's turn in one particle: it draws, then discards `d`. Returns the importance weight
 * (0 when the particle cannot explain what was seen) and leaves the particle's hand after the turn.
 */
function turnLikelihood(p: Particle, c: TurnContext, d: number, declared: boolean, policy: DonjaraPolicyAgent | null, rng: Rng): number {
  const h = p.hands[c.seat]!;
  if (p.poolSize === 0) return 0;
  const locked = c.riichiAt[c.seat]! >= 0;
  let w: number;
  if (locked || h[d] === 0) {
    // the draw must have been d: a locked hand discards its draw, and d was not held before
    if (p.pool[d] === 0) return 0;
    w = p.pool[d]! / p.poolSize;
    p.pool[d]! -= 1;
    p.poolSize--;
    h[d]! += 1;
  } else {
    h[take(p, rng.nextInt(p.poolSize))]! += 1;
    w = 1;
  }
  // it would have won on its draw
  if (donjaraYaku(h) !== null) return 0;
  if (!locked) w *= policy ? policy.policy(viewOf(c, h)).at(d)! : h[d]! / 9;
  h[d]! -= 1;
  // riichi is declared exactly when the discard leaves it tenpai
  if (!locked && (donjaraShanten(h) === 0) !== declared) return 0;
  return w;
}

/** The view the opponent had at that turn, as far as its policy reads it. */
function viewOf(c: TurnContext, hand: Uint8Array): DonjaraView {
  return {
    rules: c.view.rules,
    seat: c.seat,
    round: c.view.round,
    dealer: c.view.dealer,
    scores: c.view.scores,
    hand,
    drawn: -1,
    discards: c.partial,
    riichiAt: c.partial.map((_, s) => c.riichiAt[s]!),
    discarded: c.shown,
    wall: 0,
  };
}

/**
 * Resamples (systematic) when the effective number of particles falls under half. When none is
 * left (nothing explains what was seen, or a policy that is not the player's): null, or, lenient,
 * the particles weighed alike.
 */
function resample(ps: Particle[], rng: Rng, lenient: boolean): Particle[] | null {
  let sum = 0;
  let sq = 0;
  for (const p of ps) {
    sum += p.weight;
    sq += p.weight * p.weight;
  }
  if (sum === 0) {
    if (!lenient) return null;
    for (const p of ps) p.weight = 1;
    return ps;
  }
  if ((sum * sum) / sq >= ps.length / 2) return ps;
  const out: Particle[] = [];
  const step = sum / ps.length;
  let u = rng.nextFloat() * step;
  let acc = 0;
  let i = -1;
  for (let j = 0; j < ps.length; j++) {
    while (acc <= u && i < ps.length - 1) acc += ps[++i]!.weight;
    const src = ps[i]!;
    out.push({ hands: src.hands.map((h) => Uint8Array.from(h)), pool: Uint8Array.from(src.pool), poolSize: src.poolSize, weight: 1 });
    u += step;
  }
  return out;
}

/** The 8 tiles most likely held by `seat`: for each kind and copy j, P(count ≥ j), the 8 largest. */
function bestGuess(ps: readonly Particle[], seat: number): Uint8Array {
  const atLeast = new Float64Array(DONJARA_KINDS * 10);
  let sum = 0;
  for (const p of ps) {
    if (p.weight === 0) continue;
    sum += p.weight;
    const h = p.hands[seat]!;
    for (let k = 0; k < DONJARA_KINDS; k++) for (let j = 1; j <= h[k]!; j++) atLeast[k * 10 + j]! += p.weight;
  }
  const out = new Uint8Array(DONJARA_KINDS);
  if (sum === 0) return out;
  for (let pick = 0; pick < 8; pick++) {
    // the next copy of each kind: its chance is P(count ≥ out[k] + 1)
    let best = -1;
    let bestP = -1;
    for (let k = 0; k < DONJARA_KINDS; k++) {
      const j = out[k]! + 1;
      if (j > 9) continue;
      const pj = atLeast[k * 10 + j]!;
      if (pj > bestP) {
        bestP = pj;
        best = k;
      }
    }
    out[best]! += 1;
  }
  return out;
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
  const o = checkOptions(options, 'evaluateEstimators options', ['estimators', 'rounds', 'agents', 'seat', 'seed', 'onProgress']);
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
    for (const e of events) {
      if (e.type === 'draw') {
        hands[e.seat]![e.kind]! += 1;
        if (e.seat === seat && step < guesses.length) {
          const next = hands[(seat + 1) % n]!;
          const previous = hands[(seat + n - 1) % n]!;
          reached[step] = (reached[step] ?? 0) + 1;
          guesses[step]!.forEach((g, i) => {
            const s = sums[i]!;
            s.next[step] = (s.next[step] ?? 0) + handMatch(g.next, next);
            s.previous[step] = (s.previous[step] ?? 0) + handMatch(g.previous, previous);
          });
          step++;
        }
      } else if (e.type === 'discard') hands[e.seat]![e.kind]! -= 1;
    }
    o.onProgress?.(r + 1, total);
  }
  return {
    rounds: total,
    reached,
    estimators: sums.map((s, i) => ({ name: names2[i]!, next: s.next.map((x, t) => x / reached[t]!), previous: s.previous.map((x, t) => x / reached[t]!) })),
  };
}
