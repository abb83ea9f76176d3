// The Bayesian reference's moves on its particles' histories: each kept swap leaves a particle
// whose history explains every public turn, whose hands are where that history ends and whose
// tiles are each somewhere once; and the moves leave the posterior as it is (what a filter reads
// of a hand is the same before and after, within what two filters differ by). Node only: the
// filter itself runs in the browser in estimate.test.ts.
import { describe, expect, it } from 'vitest';
import { createRng } from '@mjkit/core';
import { bayesEstimator, donjaraAgent, donjaraRules, evaluateEstimators, playDonjaraRound } from '@mjkit/donjara';
import type { DonjaraAgent, DonjaraPolicyAgent, DonjaraView } from '@mjkit/donjara';
import { advance, deal, heldBy, historyLikelihood, rejuvenate } from '../src/bayes.js';
import type { Particle } from '../src/bayes.js';

const agents = ['speed', 'score', 'defence'].map((n) => donjaraAgent(n));
const policies = agents as unknown as DonjaraPolicyAgent[];
const rules = donjaraRules({ players: 3 });

/** Seat 0's view at its `step`-th turn of round `seed` (a copy), or null when the round ends before. */
function viewAt(seed: string, step: number): DonjaraView | null {
  let found: DonjaraView | null = null;
  playDonjaraRound(rules, agents, seed, {
    round: 1,
    observe: (v) => {
      if (v.seat !== 0 || found !== null || v.discards[0]!.length + 1 !== step) return;
      found = { ...v, hand: Uint8Array.from(v.hand), discards: v.discards.map((d) => d.slice()), riichiAt: v.riichiAt.slice(), discarded: Uint8Array.from(v.discarded) };
    },
  });
  return found;
}

/** The filter's particles at `view`, from a fresh deal. */
function particlesAt(view: DonjaraView, count: number, seed: string): Particle[] {
  const rng = createRng(seed);
  const turns = view.discards.reduce((s, d) => s + d.length, 0);
  const now = heldBy(view);
  // as the filter does, a fresh deal when none of the particles explains the turns
  for (;;) {
    const ps = advance(deal(view, count, rng), view, { from: 0, turns, held: now, now, policies, lenient: false }, rng);
    if (ps !== null) return ps;
  }
}

/** P(the next player holds ≥ j of kind k), for every kind and j = 1…4, by the particles' weights. */
function marginals(ps: readonly Particle[], seat: number): number[] {
  const out = new Array<number>(9 * 4).fill(0);
  let sum = 0;
  for (const p of ps) {
    sum += p.weight;
    for (let k = 0; k < 9; k++) for (let j = 1; j <= 4; j++) if (p.hands[seat]![k]! >= j) out[k * 4 + j - 1]! += p.weight;
  }
  return out.map((x) => x / sum);
}

const gap = (a: readonly number[], b: readonly number[]) => Math.max(...a.map((x, i) => Math.abs(x - b[i]!)));

describe('the Bayesian reference moves its particles', () => {
  it('every kept swap leaves a history that explains the turns, hands where it ends, and each tile somewhere once', () => {
    let checked = 0;
    for (const [seed, step] of [['moves/1', 6], ['moves/2', 9], ['moves/3', 12], ['moves/4', 12], ['moves/5', 12]] as const) {
      const view = viewAt(seed, step);
      if (view === null) continue; // the round ended before
      const turns = view.discards.reduce((s, d) => s + d.length, 0);
      const ps = particlesAt(view, 100, seed);
      const before = ps.map((p) => p.hands.map((h) => Array.from(h).join('')).join('|'));
      const rng = createRng(`${seed}/moves`);
      for (const p of ps) if (p.weight > 0) rejuvenate(p, view, turns, policies, 5, rng);
      expect(ps.filter((p, i) => p.hands.map((h) => Array.from(h).join('')).join('|') !== before[i]).length).toBeGreaterThan(10);
      const hand = new Uint8Array(9);
      const held = heldBy(view);
      for (const p of ps) {
        if (p.weight === 0) continue;
        const total = Uint8Array.from(held);
        for (const s of [1, 2]) {
          const like = historyLikelihood(view, turns, s, p.dealt[s]!, p.draws[s]!, policies[s]!, hand);
          expect(like).toBeGreaterThan(0);
          expect(Math.abs(like - p.like![s]!)).toBeLessThanOrEqual(1e-9 * like);
          expect(Array.from(hand)).toEqual(Array.from(p.hands[s]!));
          for (let k = 0; k < 9; k++) total[k]! += p.dealt[s]![k]!;
          for (const k of p.draws[s]!) total[k]! += 1;
        }
        for (let k = 0; k < 9; k++) total[k]! += p.pool[k]!;
        expect(Array.from(total)).toEqual(new Array(9).fill(9));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(150);
  });

  it('leave the posterior as it is: a large filter moved reads a hand as it did, not as the prior does', () => {
    // a kernel that did not keep the posterior (one that took every swap, say) would carry the
    // particles toward the prior's reading, which is far from the filter's
    const view = viewAt('moves/posterior', 4)!;
    const turns = view.discards.reduce((s, d) => s + d.length, 0);
    const a = particlesAt(view, 2500, 'a');
    const before = marginals(a, 1);
    const noise = gap(before, marginals(particlesAt(view, 2500, 'b'), 1));
    const prior = gap(marginals(deal(view, 2500, createRng('prior')), 1), before);
    const rng = createRng('moved');
    for (const p of a) if (p.weight > 0) rejuvenate(p, view, turns, policies, 5, rng);
    const moved = gap(marginals(a, 1), before);
    // measured: two filters of 2,500 differ by 0.16 at most in one P(≥ j copies of kind k), the
    // prior by 0.46 from the filter, and the moves change it by 0.03; a kernel that kept every
    // possible swap, ignoring the policies' chances, by 0.17
    expect(moved).toBeLessThan(noise);
    expect(moved).toBeLessThan(prior / 4);
  });

  it('read the hands better than the filter alone with as many particles; a count of moves that is not a whole number 0–1,000 is refused', () => {
    const make = (moves: number) => (a: readonly DonjaraAgent[]) => bayesEstimator(a, { particles: 50, moves });
    const run = (moves: number) => evaluateEstimators({ estimators: [make(moves)], rounds: 15, seed: 'moves' });
    const mean = (xs: readonly number[]) => xs.slice(0, 8).reduce((s, x) => s + x, 0) / 8;
    const still = run(0);
    const moved = run(2);
    expect(mean(moved.estimators[0]!.next) + mean(moved.estimators[0]!.previous)).toBeGreaterThan(mean(still.estimators[0]!.next) + mean(still.estimators[0]!.previous));
    expect(() => bayesEstimator(agents, { moves: -1 })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => bayesEstimator(agents, { moves: 1.5 })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('when nothing explains the table, mend the particles to it: every tile somewhere once, 8 in each hand', () => {
    // opponents modelled by a policy that only ever throws the lowest kind it holds: the real
    // players' discards rule every particle out, over and over
    const lowest: DonjaraPolicyAgent = {
      name: 'lowest',
      discard: () => 0,
      policy: (v: DonjaraView) => {
        const out = new Float64Array(9);
        out[v.hand.findIndex((c: number) => c > 0)] = 1;
        return out;
      },
    } as unknown as DonjaraPolicyAgent;
    const strict = [null, lowest, lowest];
    let checked = 0;
    for (const [seed, step] of [['mend/1', 5], ['mend/2', 6], ['mend/3', 7], ['mend/4', 8], ['mend/5', 6]] as const) {
      const view = viewAt(seed, step);
      if (view === null) continue; // the round ended before
      const turns = view.discards.reduce((s, d) => s + d.length, 0);
      const now = heldBy(view);
      const rng = createRng(seed);
      expect(advance(deal(view, 60, rng), view, { from: 0, turns, held: now, now, policies: strict, lenient: false }, rng)).toBeNull();
      const ps = advance(deal(view, 60, rng), view, { from: 0, turns, held: now, now, policies: strict, lenient: true }, rng)!;
      expect(ps.length).toBe(60);
      for (const p of ps) {
        const total = Uint8Array.from(now);
        for (const s of [1, 2]) {
          expect(p.hands[s]!.reduce((a, b) => a + b, 0)).toBe(8);
          for (let k = 0; k < 9; k++) total[k]! += p.hands[s]![k]!;
          for (const d of view.discards[s]!) total[d]! += 1;
        }
        for (let k = 0; k < 9; k++) total[k]! += p.pool[k]!;
        expect(Array.from(total)).toEqual(new Array(9).fill(9));
        expect(p.poolSize).toBe(p.pool.reduce((a, b) => a + b, 0));
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(120);
  });
});
