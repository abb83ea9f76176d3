// Placement play: the expected places add up to 1 + 2 + 3 + 4 whatever the scores, a small change
// at East 1 with equal scores is worth its points, in the last round only a change that moves a
// place is worth anything, and the push or fold with the points as its placement is the points rule.
import { createRules } from '@mjkit/core';
import { playGame } from '@mjkit/game';
import type { PlayerView } from '@mjkit/table';
import { describe, expect, it } from 'vitest';
import { PLACEMENT_SPREAD, evaluatorAgent, evaluatorDecision, expectedRank, placementOf, pushFoldTerms } from '../src/index.js';
import type { Placement } from '../src/index.js';
import { riichiView } from './riichi-view.js';

describe('expectedRank', () => {
  it('gives places that add up to 10 and, with no spread, the order of the scores (ties to the earlier seat)', () => {
    let seed = 7;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    for (let trial = 0; trial < 200; trial++) {
      const scores = [0, 1, 2, 3].map(() => Math.round(next() * 60) * 1000);
      const order = [0, 1, 2, 3].map((i) => (trial + i) % 4);
      const spread = trial % 3 === 0 ? 0 : next() * 30000;
      const ranks = [0, 1, 2, 3].map((s) => expectedRank(scores, s, spread, order));
      expect(ranks.reduce((a, b) => a + b, 0)).toBeCloseTo(10, 6);
      if (spread === 0) {
        const placed = [...order].sort((a, b) => scores[b]! - scores[a]! || order.indexOf(a) - order.indexOf(b));
        expect(ranks).toEqual([0, 1, 2, 3].map((s) => placed.indexOf(s) + 1));
      }
    }
  });
});

const at = (view: PlayerView, round: number, dealer: 0 | 1 | 2 | 3, scores: number[]): PlayerView => ({ ...view, round, dealer, scores });

describe('placementOf', () => {
  const base = riichiView({ river: [6, 30, 13] });
  it('weighs a small change at East 1 with equal scores by its points', () => {
    const east1 = placementOf(at(base, 0, 0, [25000, 25000, 25000, 25000]), 'hanchan');
    // a deal-in, or a win paid a third by each: their points; points lost to nobody (a stick): ¾ of them
    expect(east1.worth([-1000, 1000, 0, 0]) / -1000).toBeCloseTo(1, 1);
    expect(east1.worth([3000, -1000, -1000, -1000]) / 3000).toBeCloseTo(1, 1);
    expect(east1.worth([-1000, 0, 0, 0]) / -1000).toBeCloseTo(0.75, 1);
    // a tonpuu's East 1 counts as a hanchan's South 1: steeper
    const tonpuu = placementOf(at(base, 0, 0, [25000, 25000, 25000, 25000]), 'tonpuu');
    expect(tonpuu.worth([1000, 0, 0, 0])).toBeGreaterThan(1.3 * east1.worth([1000, 0, 0, 0]));
    expect(PLACEMENT_SPREAD.length).toBe(9);
  });
  it('in South 4 counts only what may move a place', () => {
    // first dealer seat 0: South 4's dealer is seat 3
    const lead = placementOf(at(base, 7, 3, [45000, 20000, 18000, 17000]), 'hanchan');
    // 37,000 against 28,000 after it: the 2.6 spreads left a 0.5% chance of second place
    expect(Math.abs(lead.worth([-8000, 8000, 0, 0]))).toBeLessThan(100);
    expect(lead.worth([-18000, 18000, 0, 0])).toBeLessThan(-5000);
    const close = placementOf(at(base, 7, 3, [26000, 25000, 24900, 24100]), 'hanchan');
    // 1,000 to the second when 1,000 ahead of it: first place likely lost, worth far more than 1,000
    expect(close.worth([-1000, 1000, 0, 0])).toBeLessThan(-5000);
  });
});

describe('push or fold for place', () => {
  it('is the points rule when the placement is the points', () => {
    const view = riichiView({ river: [6, 30, 13], hand: [0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 22] });
    const tiles = view.hand.filter((t, i, a) => a.findIndex((u) => u >> 2 === t >> 2) === i);
    const points: Placement = { worth: (change) => change[view.seat]! };
    const plain = pushFoldTerms(view, tiles, {}, );
    const same = pushFoldTerms(view, tiles, { placement: points });
    for (const [i, t] of plain.terms.entries()) {
      const u = same.terms[i]!;
      for (const key of ['loss', 'gain', 'future', 'ev'] as const) expect(u[key]).toBeCloseTo(t[key], 6);
    }
    for (const [i, o] of same.opponents.entries()) expect(o.cost).toBeCloseTo(plain.opponents[i]!.winPoints, 6);
  });
  it('folds a tenpai hand in South 4 when a deal-in may cost first place and a win gains none', () => {
    // tenpai on 5p (123456789m 234p 5p, 5s drawn) against a riichi; 2nd place 3,000 behind in riichi
    const hand = [0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 22];
    const view = at(riichiView({ river: [6, 30, 13], hand }), 7, 3, [48000, 14000, 35000, 3000]);
    const actions = view.hand.map((tile) => ({ type: 'discard' as const, tile, riichi: false }));
    const forPoints = evaluatorDecision(view, actions);
    const forPlace = evaluatorDecision(view, actions, { placement: 'hanchan' });
    expect(forPoints.why.kind === 'discard' && forPoints.why.defence).toBe('push');
    expect(forPlace.why.kind === 'discard' && forPlace.why.defence).toBe('fold');
    const risk = (d: typeof forPlace) => (d.why.kind === 'discard' ? d.why.points!.terms.find((t) => t.tile === (d.action as { tile: number }).tile)!.dealIn : NaN);
    expect(risk(forPlace)).toBeLessThanOrEqual(risk(forPoints));
  });
  it('plays for place only in the last two rounds with late', () => {
    const hand = [0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 22];
    const late = evaluatorAgent({ placement: 'late' });
    for (const round of [0, 4, 5, 6, 7, 8]) {
      const view = at(riichiView({ river: [6, 30, 13], hand }), round, 3, [48000, 14000, 35000, 3000]);
      const actions = view.hand.map((tile) => ({ type: 'discard' as const, tile, riichi: false }));
      const expected = evaluatorDecision(view, actions, round >= 6 ? { placement: 'hanchan' } : {});
      expect(late.explain(view, actions)).toEqual(expected);
    }
  });
  it('plays legal games for place', () => {
    const agents = [evaluatorAgent({ placement: 'place' }), evaluatorAgent(), evaluatorAgent({ placement: 'late' }), evaluatorAgent()];
    expect(playGame(agents, { seed: 'place', rules: createRules('tenhou-tonpuu') }).illegal).toEqual([]);
    expect(() => evaluatorAgent({ placement: 'rank' as never })).toThrow(/placement is one of place, late, points/);
  });
});
