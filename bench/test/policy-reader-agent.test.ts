// The policy reader as a bot (policy-reader-agent.ts): its samplers draw ready hands as the exact
// prior says they fall, the opponents' wrappers keep nothing a player could not see, a reading's
// chances drop what later turns rule out, and the bot plays whole games with no illegal answer.
import { describe, expect, it } from 'vitest';
import { createRng, createRules, waitsOfCounts } from '@mjkit/core';
import type { TileId } from '@mjkit/core';
import { evaluatorAgent } from '@mjkit/bots';
import { playGame } from '@mjkit/game';
import type { PlayerView } from '@mjkit/table';
import { shanten } from '@mjkit/shanten';
import { evidenceOf, keptTurns, policyReaderAgent, readChances, readyChain, readyDraws, readableOpponent, withEvidenceOf } from '../src/policy-reader-agent.js';
import { kindCounts } from '../src/oracle.js';
import { waitPrior } from '../src/wait-prior.js';

describe.each([
  ['readyChain', readyChain, 4096],
  ['readyDraws', readyDraws, 1024],
])('%s', (_, sampler, count) => {
  // the tiles of a view that sees 1m–9m once each and the first tile of every honour
  const pool = Array.from({ length: 136 }, (_, t) => t as TileId).filter((t) => !(t < 36 && t % 4 === 0) && !(t >= 108 && t % 4 === 0));
  const hands = sampler(pool, 13, count, createRng('test'));
  it('draws ready hands of 13 distinct tiles of the pool', () => {
    const inPool = new Set(pool);
    for (const h of hands) {
      expect(h).toHaveLength(13);
      expect(new Set(h).size).toBe(13);
      expect(h.every((t) => inPool.has(t))).toBe(true);
      expect(shanten(kindCounts(h))).toBe(0);
    }
  });
  it('waits as the exact prior says, within the noise of as many independent draws', () => {
    const exact = waitPrior(kindCounts(pool));
    const total = exact.reduce((a, b) => a + b, 0);
    const counts = new Float64Array(34);
    let n = 0;
    for (const h of hands) {
      for (const k of waitsOfCounts(kindCounts(h))) {
        counts[k]!++;
        n++;
      }
    }
    const tv = Array.from(counts).reduce((a, c, k) => a + Math.abs(c / n - exact[k]! / total), 0) / 2;
    // 0.05 at 4,096 hands; independent draws' noise grows as 1/√count
    expect(tv).toBeLessThan(0.05 * Math.sqrt(4096 / count));
  });
  it('is the same every time', () => {
    expect(sampler(pool, 13, 64, createRng('again'))).toEqual(sampler(pool, 13, 64, createRng('again')));
  });
});

describe('readChances', () => {
  const view = {
    hand: [0, 1, 2] as TileId[],
    rivers: [[], [{ tile: 40 as TileId, called: false }], [], []],
    melds: [[], [], [], []],
    doraIndicators: [135 as TileId],
  } as unknown as PlayerView;
  const sample = (ids: number[], waits: number[], weight = 1, prior = 1) => ({ ids: ids as TileId[], waits, weight, prior });
  it('drops a sample that holds a tile now seen, or waits on a kind passed by another seat', () => {
    const p = readChances([sample([3], [5]), sample([0], [6]), sample([4], [7])], view, 1, new Set([7]))!;
    expect(p[5]).toBe(1);
    expect(p[6]).toBe(0);
    expect(p[7]).toBe(0);
  });
  it('counts a furiten sample (a wait in its own river) but lets it win on nothing', () => {
    const p = readChances([sample([3], [5]), sample([4], [10, 13])], view, 1, new Set([10]))!;
    expect(p[5]).toBe(0.5);
    expect(p[13]).toBe(0);
  });
  it('has nothing to say when every sample is ruled out', () => {
    expect(readChances([sample([0], [5])], view, 1, undefined)).toBeNull();
  });
});

describe('evidenceOf and withEvidenceOf', () => {
  const sample = (waits: number[], weight: number) => ({ ids: [] as TileId[], waits, weight, prior: 1 });
  it('add nothing when no turn read moved a weight', () => {
    const e = evidenceOf([sample([1], 1), sample([2, 5], 1)]);
    expect(e.every((x) => Math.abs(x) < 1e-12)).toBe(true);
    expect(withEvidenceOf(0.1, e[1]!)).toBeCloseTo(0.1, 12);
  });
  it('raise the kinds the turns read favour, lower the others, and leave a kind the model rules out at 0', () => {
    // the sample waiting on 1 kept its weight, the one waiting on 2 lost it
    const e = evidenceOf([sample([1], 1), sample([2], 0.2)]);
    expect(e[1]).toBeGreaterThan(0);
    expect(e[2]).toBeLessThan(0);
    expect(withEvidenceOf(0.1, e[1]!)).toBeGreaterThan(0.1);
    expect(withEvidenceOf(0.1, e[2]!)).toBeLessThan(0.1);
    expect(withEvidenceOf(0, e[1]!)).toBe(0);
  });
});

describe('policyReaderAgent', () => {
  it.each(['samples', 'evidence'] as const)('plays a game against wrapped evaluator-legacy with no illegal answer, the wrappers keeping no hand (%s)', (use) => {
    const views: PlayerView[] = [];
    let riichi = 0;
    const opponents = [0, 1, 2].map(() => {
      const a = readableOpponent(evaluatorAgent({ preset: 'legacy' }));
      return { ...a, act: (view: PlayerView, actions: Parameters<typeof a.act>[1]) => {
        const answer = a.act(view, actions);
        for (const t of keptTurns(view.seat)) views.push(t.view);
        if (answer.type === 'discard' && answer.riichi) riichi++;
        return answer;
      } };
    });
    const result = playGame([policyReaderAgent('test', { particles: 16, depth: 2, eps: 0.2, use }), ...opponents], { seed: 'policy-reader-agent', rules: createRules('tenhou-tonpuu') });
    expect(result.illegal).toHaveLength(0);
    expect(views.length).toBeGreaterThan(0);
    // riichi were declared, so the bot read some
    expect(riichi).toBeGreaterThan(0);
    for (const v of views) {
      expect(v.hand).toHaveLength(0);
      expect(v.drawn === null || v.drawn === -1 || (v.drawn >= 0 && v.drawn < 136)).toBe(true);
    }
  });
});
