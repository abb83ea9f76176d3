// @mjkit/evaluator's legacy preset against @kobalab/majiang-ai 1.0.13's select_dapai on random
// positions (a dealt hand, discards seen, the wall left): the same discard, or one of equal
// value, every time. The full runs (200 self-play hanchan, 20,000 log positions) are
// src/evaluator-parity.ts; their figures are in results/evaluator-*.md.
import { createRng, createRules } from '@mjkit/core';
import { evaluateDiscards } from '@mjkit/evaluator';
import { describe, expect, it } from 'vitest';
import { peerSelect } from '../src/majiang-ai.js';
import { randomPosition } from '../src/random-positions.js';

describe('evaluator legacy preset vs majiang-ai 1.0.13', () => {
  it('chooses the same discard, or one of equal value, on 150 random positions', () => {
    const rng = createRng(11);
    const rules = createRules('majiang');
    const problems: string[] = [];
    let exact = 0;
    for (let i = 0; i < 150; i++) {
      const p = randomPosition(rng, () => ({ seatWind: (i % 4) as 0, roundWind: (i % 2) as 0, rules }));
      const ours = evaluateDiscards(p, { preset: 'legacy' });
      const peer = peerSelect(p);
      if (peer.tile === ours.best) {
        exact++;
        continue;
      }
      const theirs = ours.discards.find((d) => d.tile === peer.tile)?.value;
      const best = ours.discards[0]?.value ?? 0;
      if (theirs === undefined || Math.abs(theirs - best) > 1e-9 * Math.max(1, best)) problems.push(`${p.hand.toString()}: ours ${ours.best} (${best}), majiang-ai ${peer.tile} (${theirs})`);
    }
    expect(problems).toEqual([]);
    expect(exact).toBeGreaterThan(100);
  });
});
