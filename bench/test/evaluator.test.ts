// @mjkit/evaluator's legacy preset against @kobalab/majiang-ai 1.0.13's select_dapai on random
// positions (a dealt hand, discards seen, the wall left): the same discard, or one of equal
// value, every time. The full runs (200 self-play hanchan, 20,000 log positions) are
// src/evaluator-parity.ts; their figures are in results/evaluator-*.md.
import { createRng, createRules } from '@mjkit/core';
import { evaluateDiscards, evaluateHand, positionOf } from '@mjkit/evaluator';
import type { Position } from '@mjkit/evaluator';
import { describe, expect, it } from 'vitest';
import { majiangTile, peerHandValue, peerSelect } from '../src/majiang-ai.js';
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

/** The 13-tile position left after discarding `tile` (same table, same wall). */
function after(p: Position, tile: number): Position {
  const u = p.unseen;
  const counts = Array.from({ length: 34 }, (_, k) => (u[k] as number) + (k < 27 && k % 9 === 4 ? (u[34 + (k - 4) / 9] as number) : 0));
  return positionOf({
    hand: p.hand.discard(tile),
    doraIndicators: p.doraIndicators,
    roundWind: p.roundWind,
    seatWind: p.seatWind,
    unseen: { counts, red: { m: u[34] as number, p: u[35] as number, s: u[36] as number } },
    drawable: p.drawable,
    rules: p.rules,
  });
}

describe('a complete shape just after a pon (the one disagreement of 200 self-play hanchan)', () => {
  it('is valued as majiang-ai values it: tenpai, straight discards, the same values', () => {
    // h118 #259 of results/evaluator-selfplay.md: majiang-core's shanten is 0 for a complete
    // shape just after a call, so majiang-ai values its discards as straight ones
    const unseen = [0, 0, 3, 3, 1, 3, 2, 1, 1, 0, 0, 0, 0, 0, 2, 3, 3, 1, 2, 0, 3, 1, 0, 0, 0, 2, 1, 1, 0, 1, 2, 4, 0, 0];
    const counts = unseen.map((c, k) => c + (k === 22 ? 1 : 0));
    const p = positionOf({ hand: 'p067s55,z777=,s444=,p222=,', doraIndicators: ['2s', '4m', '2s', '2z'], unseen: { counts, red: { m: 0, p: 0, s: 1 } }, drawable: 30, rules: createRules('majiang') });
    const ours = evaluateDiscards(p, { preset: 'legacy' });
    const peer = peerSelect(p);
    expect(ours.best).toBe(peer.tile);
    for (const d of ours.discards) expect(d.value).toBeCloseTo(peer.values.get(majiangTile(d.tile)) ?? Number.NaN, 9);
  });
});

describe('evaluateHand (legacy preset) vs majiang-ai 1.0.13 eval_shoupai', () => {
  it('gives the same value to 100 random hands of 14 and 13 tiles', () => {
    const rng = createRng(12);
    const rules = createRules('majiang');
    const problems: string[] = [];
    const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));
    for (let i = 0; i < 50; i++) {
      const p = randomPosition(rng, () => ({ seatWind: (i % 4) as 0, roundWind: (i % 2) as 0, rules }));
      const whole = evaluateHand(p, { preset: 'legacy' }).value;
      if (!close(whole, peerHandValue(p))) problems.push(`${p.hand.toString()}: ours ${whole}, majiang-ai ${peerHandValue(p)}`);
      const thirteen = after(p, p.hand.concealedTiles()[i % 13] as number);
      const ours = evaluateHand(thirteen, { preset: 'legacy' }).value;
      const theirs = peerHandValue(thirteen);
      if (!close(ours, theirs)) problems.push(`${thirteen.hand.toString()}: ours ${ours}, majiang-ai ${theirs}`);
    }
    expect(problems).toEqual([]);
  });
});
