// The exact Bayesian reference of hand estimation: a particle filter over the hidden deal and
// draws, weighing each observed discard by the opponents' policies and by every public fact
// (nobody won on a tile that would have completed their hand, riichi exactly at tenpai), with
// Metropolis–Hastings moves on the particles' histories.
import type { Rng } from '@mjkit/core';
import { checkOptions, describeValue, fail } from '@mjkit/core/internal';
import type { DonjaraPolicyAgent } from './agents.js';
import type { DonjaraAgent, DonjaraView } from './game.js';
import { DONJARA_COPIES, DONJARA_KINDS, donjaraShanten, donjaraYaku } from './hand.js';
import type { DonjaraEstimator } from './estimate.js';

/** Options of {@link bayesEstimator}. */
export interface BayesOptions {
  /** Particles (default 400). */
  readonly particles?: number;
  /**
   * Moves (default 0): on each estimate, each copy a resampling made since the last one has its
   * history offered this many changes per opponent — one of its dealt or drawn tiles swapped with a
   * hidden tile or with another opponent's —, each kept with the Metropolis–Hastings chance (the
   * likelihood of the round's public turns under the changed history over the present one's). The
   * moves leave the posterior as it is and spread the copies out again; each costs a replay of the
   * round, so at equal time more particles read as well (the package README's figures).
   */
  readonly moves?: number;
}

/** One guess at the hidden deal: each opponent's hand now, the tiles still hidden, its weight, and the history that made the hands. */
export interface Particle {
  hands: Uint8Array[];
  pool: Uint8Array;
  poolSize: number;
  weight: number;
  /** Each opponent's 8 tiles as dealt. */
  dealt: Uint8Array[];
  /** The kind each opponent drew at each of its turns, in order. */
  draws: number[][];
  /** Each opponent's history's likelihood ({@link historyLikelihood}), kept as the turns are weighed; null once the particle was mended ({@link mend}: nothing explained the turns). */
  like: number[] | null;
  /** A copy that a resampling made of a particle kept beside it, not yet moved. */
  copy: boolean;
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
 * opponents' true policies it shows how much the public information allows. With `moves`, the
 * copies a resampling makes are moved by Metropolis–Hastings steps on their histories.
 */
export function bayesEstimator(agents: readonly (DonjaraAgent | null)[], options: BayesOptions = {}): DonjaraEstimator {
  if (!Array.isArray(agents)) fail('INVALID_ARGUMENT', `bayesEstimator takes each seat's agent (null where unknown), not ${describeValue(agents)}`);
  // a seat whose agent has no policy is modelled as discarding a random tile of its hand
  const policies = agents.map((a) => (a !== null && typeof a === 'object' && typeof (a as DonjaraPolicyAgent).policy === 'function' ? (a as DonjaraPolicyAgent) : null));
  const o = checkOptions(options, 'bayesEstimator options', ['particles', 'moves']);
  const count = o.particles ?? 400;
  if (!Number.isInteger(count) || count < 1 || count > 1e6) fail('INVALID_ARGUMENT', `particles is a whole number 1–1,000,000, not ${describeValue(count)}`);
  const moves = o.moves ?? 0;
  if (!Number.isInteger(moves) || moves < 0 || moves > 1000) fail('INVALID_ARGUMENT', `moves is a whole number 0–1,000, not ${describeValue(moves)}`);
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
      // most; the second time, whenever no particle is left, each is mended to what the table has
      // shown so far, weighed alike, and goes on)
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
      // the moves spread the copies a resampling made (a particle kept once is moved by nothing)
      if (moves > 0)
        for (const p of particles) {
          if (p.weight > 0 && p.copy) rejuvenate(p, view, turns, policies, moves, rng);
          p.copy = false;
        }
      return { next: bestGuess(particles, (me + 1) % n), previous: bestGuess(particles, (me + n - 1) % n) };
    },
  };
}

/** What {@link advance} replays: the public turns `from`–`turns`, then the seat's draws from `held` to `now`. */
export interface Advance {
  readonly from: number;
  readonly turns: number;
  readonly held: Uint8Array;
  readonly now: Uint8Array;
  readonly policies: readonly (DonjaraPolicyAgent | null)[];
  /** When every particle is ruled out: mend each to the table so far ({@link mend}), weigh them alike and go on (else give up: null). */
  readonly lenient: boolean;
}

/**
 * The particles after the public turns since the last estimate (turn t is seat (dealer + t) mod
 * n) and the seat's own draws since then; null when, not lenient, none of them explains them.
 */
export function advance(start: Particle[], view: DonjaraView, a: Advance, rng: Rng): Particle[] | null {
  const n = view.rules.players;
  const me = view.seat;
  let particles = start;
  const seen = heldBy(view); // the seat's tiles and the opponents' discards so far
  const next = (ps: Particle[]): Particle[] | null => resample(ps, rng) ?? (a.lenient ? ps.map((p) => mend(p, seen, me, rng)) : null);
  const table = publicState(n); // the public turns before turn t
  for (let t = 0; t < a.turns; t++) {
    const seat = (view.dealer + t) % n;
    const index = Math.floor(t / n);
    const d = view.discards[seat]![index]!;
    if (seat !== me) seen[d]! += 1;
    if (t >= a.from && seat !== me) {
      const policy = a.policies[seat] ?? null;
      const ctx = { view, seat, table };
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
          if (other !== me && winsWith(p.hands[other]!, d)) p.weight = 0;
        }
      }
      const kept = next(particles);
      if (kept === null) return null;
      particles = kept;
    }
    record(table, view, seat, index, d);
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
export function heldBy(view: DonjaraView): Uint8Array {
  const held = Uint8Array.from(view.hand);
  for (const d of view.discards[view.seat]!) held[d]! += 1;
  return held;
}

/** Particles dealt from the tiles the seat never held (its hand and its discards are known to it). */
export function deal(view: DonjaraView, count: number, rng: Rng): Particle[] {
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
    const p: Particle = { hands: [], pool, poolSize: size, weight: 1, dealt: [], draws: [], like: new Array<number>(n).fill(1), copy: false };
    for (let s = 0; s < n; s++) {
      const h = new Uint8Array(DONJARA_KINDS);
      if (s !== view.seat) for (let c = 0; c < 8; c++) h[take(p, rng.nextInt(p.poolSize))]! += 1;
      p.hands.push(h);
      p.dealt.push(Uint8Array.from(h));
      p.draws.push([]);
    }
    // a dealt hand that already wins is impossible only after a draw; nothing to weigh yet
    out.push(p);
  }
  return out;
}

/** Removes the `i`-th hidden tile (in kind order) from the particle's pool; returns its kind. */
function take(p: Particle, i: number): number {
  if (i >= p.poolSize) fail('ILLEGAL_STATE', 'a particle drew from an empty pool');
  const k = kindAt(p.pool, i);
  p.pool[k]! -= 1;
  p.poolSize--;
  return k;
}

/** The kind of the `i`-th tile of `counts`, its tiles in kind order (`i` under their number). */
function kindAt(counts: Uint8Array, i: number): number {
  let k = 0;
  for (let acc = counts[0]!; acc <= i; acc += counts[++k]!);
  return k;
}

/** The public state of the round's replay: the discards, by kind and by seat, and who is in riichi. */
interface PublicState {
  readonly shown: Uint8Array;
  readonly riichiAt: number[];
  readonly partial: number[][];
}

function publicState(n: number): PublicState {
  return { shown: new Uint8Array(DONJARA_KINDS), riichiAt: new Array<number>(n).fill(-1), partial: Array.from({ length: n }, () => []) };
}

/** Adds `seat`'s `index`-th discard, `d`, to the public state. */
function record(table: PublicState, view: DonjaraView, seat: number, index: number, d: number): void {
  table.shown[d]! += 1;
  table.partial[seat]!.push(d);
  if (view.riichiAt[seat] === index) table.riichiAt[seat] = index;
}

/** Whether the hand would win with `d` added (a ron, or a self-draw, nobody misses). */
function winsWith(h: Uint8Array, d: number): boolean {
  h[d]! += 1;
  const won = donjaraYaku(h) !== null;
  h[d]! -= 1;
  return won;
}

interface TurnContext {
  readonly view: DonjaraView;
  readonly seat: number;
  readonly table: PublicState;
}

/**
 * An opponent's turn in one particle: it draws, then discards `d`. Returns the importance weight
 * (0 when the particle cannot explain what was seen) and leaves the particle's hand after the turn.
 */
function turnLikelihood(p: Particle, c: TurnContext, d: number, declared: boolean, policy: DonjaraPolicyAgent | null, rng: Rng): number {
  const h = p.hands[c.seat]!;
  if (p.poolSize === 0) return 0;
  let k: number;
  let w: number;
  if (c.table.riichiAt[c.seat]! >= 0 || h[d] === 0) {
    // the draw must have been d: a locked hand discards its draw, and d was not held before
    if (p.pool[d] === 0) return 0;
    w = p.pool[d]! / p.poolSize;
    p.pool[d]! -= 1;
    p.poolSize--;
    k = d;
  } else {
    k = take(p, rng.nextInt(p.poolSize));
    w = 1;
  }
  p.draws[c.seat]!.push(k);
  const chance = weighTurn(h, c, k, d, declared, policy);
  if (p.like) p.like[c.seat]! *= chance;
  return w * chance;
}

/**
 * The likelihood of an opponent's turn given its draw `k`, as the filter weighs it: 0 when it
 * would have won on its draw, when it discards `d` it does not hold (or, in riichi, a tile it did
 * not draw), or when it declared riichi and is not then tenpai or is tenpai and did not; else its
 * policy's chance of discarding `d` (1 in riichi). Leaves `hand` after the turn when it is not 0.
 */
function weighTurn(hand: Uint8Array, c: TurnContext, k: number, d: number, declared: boolean, policy: DonjaraPolicyAgent | null): number {
  hand[k]! += 1;
  // a hand holding more copies of a kind than the rivers left (a move's proposal may) is no hand
  for (let q = 0; q < DONJARA_KINDS; q++) if (hand[q]! + c.table.shown[q]! > DONJARA_COPIES) return 0;
  if (donjaraYaku(hand) !== null) return 0;
  const locked = c.table.riichiAt[c.seat]! >= 0;
  if (locked ? k !== d : hand[d] === 0) return 0;
  const chance = locked ? 1 : policy ? policy.policy(viewOf(c, hand)).at(d)! : hand[d]! / 9;
  if (chance === 0) return 0;
  hand[d]! -= 1;
  // riichi is declared exactly when the discard leaves it tenpai
  if (!locked && (donjaraShanten(hand) === 0) !== declared) return 0;
  return chance;
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
    discards: c.table.partial,
    riichiAt: c.table.riichiAt.slice(),
    discarded: c.table.shown,
    wall: 0,
  };
}

/**
 * Resamples (systematic) when the effective number of particles falls under half. Null when none is
 * left (nothing explains what was seen, or a policy that is not the player's).
 */
function resample(ps: Particle[], rng: Rng): Particle[] | null {
  let sum = 0;
  let sq = 0;
  for (const p of ps) {
    sum += p.weight;
    sq += p.weight * p.weight;
  }
  if (sum === 0) return null;
  if ((sum * sum) / sq >= ps.length / 2) return ps;
  const out: Particle[] = [];
  const step = sum / ps.length;
  let u = rng.nextFloat() * step;
  let acc = 0;
  let i = -1;
  let last = -1;
  for (let j = 0; j < ps.length; j++) {
    while (acc <= u && i < ps.length - 1) acc += ps[++i]!.weight;
    const src = ps[i]!;
    const copy = i === last || src.copy;
    last = i;
    out.push({ hands: src.hands.map((h) => Uint8Array.from(h)), pool: Uint8Array.from(src.pool), poolSize: src.poolSize, weight: 1, dealt: src.dealt.map((h) => Uint8Array.from(h)), draws: src.draws.map((d) => d.slice()), like: src.like && src.like.slice(), copy });
    u += step;
  }
  return out;
}

/**
 * The filter's last resort, when its second fresh replay of the round has no particle left that
 * explains a turn: the particle made possible again, its weight 1. A particle stops where a turn rules it out, so its
 * hands may hold a tile since seen, or 9 tiles after a draw. Each opponent keeps of its hand what
 * the tiles nobody has seen (`seen`: the seat's and the rivers so far) still allow, in seat order,
 * down to 8 tiles at random, and draws the rest from what is left, which stays hidden. It has no
 * history left (`like` null: no move touches it).
 */
function mend(p: Particle, seen: Uint8Array, me: number, rng: Rng): Particle {
  const left = new Uint8Array(DONJARA_KINDS);
  for (let k = 0; k < DONJARA_KINDS; k++) left[k] = DONJARA_COPIES - seen[k]!;
  p.hands.forEach((h, s) => {
    if (s === me) return;
    let size = 0;
    for (let k = 0; k < DONJARA_KINDS; k++) {
      h[k] = Math.min(h[k]!, left[k]!);
      left[k]! -= h[k]!;
      size += h[k]!;
    }
    for (; size > 8; size--) {
      const k = kindAt(h, rng.nextInt(size));
      h[k]! -= 1;
      left[k]! += 1;
    }
  });
  p.pool = left;
  p.poolSize = left.reduce((a, b) => a + b, 0);
  p.hands.forEach((h, s) => {
    if (s === me) return;
    for (let size = h.reduce((a, b) => a + b, 0); size < 8; size++) h[take(p, rng.nextInt(p.poolSize))]! += 1;
  });
  p.weight = 1;
  p.like = null;
  return p;
}

/**
 * The likelihood of the round's public turns `0`–`turns` under one opponent's history (its dealt
 * tiles and its draws), as the filter weighs them — its discards by its policy, riichi exactly at
 * tenpai, no self-draw and no ron missed — without the draws' own chances, which the swaps of
 * {@link rejuvenate} leave as they are. Returns 0 when the history cannot explain the turns, and
 * leaves the hand it ends with in `hand`.
 */
export function historyLikelihood(view: DonjaraView, turns: number, seat: number, dealt: Uint8Array, draws: readonly number[], policy: DonjaraPolicyAgent | null, hand: Uint8Array): number {
  const n = view.rules.players;
  hand.set(dealt);
  const table = publicState(n);
  const c = { view, seat, table };
  let w = 1;
  for (let t = 0; t < turns; t++) {
    const s = (view.dealer + t) % n;
    const index = Math.floor(t / n);
    const d = view.discards[s]![index]!;
    if (s === seat) {
      const k = draws[index];
      if (k === undefined) return 0;
      w *= weighTurn(hand, c, k, d, view.riichiAt[seat] === index, policy);
      if (w === 0) return 0;
    } else if (winsWith(hand, d)) return 0;
    record(table, view, s, index, d);
  }
  return w;
}

/**
 * Metropolis–Hastings moves on one particle's history: `moves` times per opponent, one of its
 * dealt or drawn tiles is swapped with a hidden tile (half the time) or with one of another
 * opponent's, and the swap kept with the chance min(1, L′ / L) of the histories' likelihoods.
 * Every arrangement of the hidden tiles is as likely before the public turns, and a hidden tile
 * is picked as its kind's share of them, so the prior's and the proposal's ratios cancel and the
 * posterior stays as it is. A particle whose history no longer explains the turns (one the
 * filter mended when none did) is left alone.
 */
export function rejuvenate(p: Particle, view: DonjaraView, turns: number, policies: readonly (DonjaraPolicyAgent | null)[], moves: number, rng: Rng): void {
  const n = view.rules.players;
  const others: number[] = [];
  for (let s = 0; s < n; s++) if (s !== view.seat) others.push(s);
  const like = p.like;
  if (like === null) return;
  const spare = new Uint8Array(DONJARA_KINDS);
  const spare2 = new Uint8Array(DONJARA_KINDS);
  for (let m = 0; m < moves; m++) {
    for (const s of others) {
      // a tile of s's history: one of its 8 dealt (in kind order) or one of its draws
      const a = pickPosition(p, s, rng.nextInt(8 + p.draws[s]!.length));
      const withPool = others.length === 1 || rng.nextFloat() < 0.5;
      if (withPool) {
        if (p.poolSize === 0) continue;
        const b = kindAt(p.pool, rng.nextInt(p.poolSize));
        if (b === a.kind) continue;
        a.set(b);
        const l = historyLikelihood(view, turns, s, p.dealt[s]!, p.draws[s]!, policies[s] ?? null, spare);
        if (l > 0 && rng.nextFloat() * like[s]! < l) {
          like[s] = l;
          p.pool[b]! -= 1;
          p.pool[a.kind]! += 1;
          p.hands[s]!.set(spare);
        } else a.set(a.kind);
      } else {
        let o = others[rng.nextInt(others.length - 1)]!;
        if (o === s) o = others[others.length - 1]!;
        const c = pickPosition(p, o, rng.nextInt(8 + p.draws[o]!.length));
        if (c.kind === a.kind) continue;
        a.set(c.kind);
        c.set(a.kind);
        const ls = historyLikelihood(view, turns, s, p.dealt[s]!, p.draws[s]!, policies[s] ?? null, spare);
        const lo = ls > 0 ? historyLikelihood(view, turns, o, p.dealt[o]!, p.draws[o]!, policies[o] ?? null, spare2) : 0;
        if (lo > 0 && rng.nextFloat() * like[s]! * like[o]! < ls * lo) {
          like[s] = ls;
          like[o] = lo;
          p.hands[s]!.set(spare);
          p.hands[o]!.set(spare2);
        } else {
          a.set(a.kind);
          c.set(c.kind);
        }
      }
    }
  }
}

/** The `i`-th tile of `seat`'s history (its dealt tiles in kind order, then its draws): its kind, and a way to change it. */
function pickPosition(p: Particle, seat: number, i: number): { readonly kind: number; set(kind: number): void } {
  const dealt = p.dealt[seat]!;
  if (i >= 8) {
    const draws = p.draws[seat]!;
    const j = i - 8;
    return { kind: draws[j]!, set: (k) => void (draws[j] = k) };
  }
  const kind = kindAt(dealt, i);
  let now = kind;
  return {
    kind,
    set: (k) => {
      dealt[now]! -= 1;
      dealt[k]! += 1;
      now = k;
    },
  };
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

