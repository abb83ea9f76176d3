// The policy reader of policy-reading.ts: walked back with its real draws, the real riichi hand
// reproduces every real discard (the policy is asked as the game asked it), the real waits are
// those of the hand, and the samples' chances are chances of the kinds a ready hand can wait on.
import { describe, expect, it } from 'vitest';
import { DEPTHS, EPSILONS, FURITEN, casesOf } from '../src/policy-reading.js';

describe('casesOf', () => {
  const cases = casesOf(0, 12);
  it('reads every closed riichi of the hanchan, and the real hand reproduces every real turn it walks back', () => {
    expect(cases.length).toBeGreaterThan(3);
    for (const c of cases) {
      expect(c.realMisses).toBe(0);
      expect(c.waits.length).toBeGreaterThan(0);
      expect(c.turns).toBeGreaterThan(0);
    }
  });
  it('gives each kind a chance in [0, 1] per furiten weight, depth and ε, and more waits than hands', () => {
    for (const c of cases) {
      expect(c.reader).toHaveLength(FURITEN.length);
      for (const byDepth of c.reader) {
        expect(byDepth).toHaveLength(DEPTHS.length);
        for (const byEps of byDepth) {
          expect(byEps).toHaveLength(EPSILONS.length);
          for (const p of byEps) {
            expect(p).toHaveLength(34);
            expect(p.every((x) => x >= 0 && x <= 1)).toBe(true);
            // every sample is ready: its waits' chances add up to one wait or more
            expect(p.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(0.999);
          }
        }
      }
      // no turn read: every sample weighs the same, so there are as many effective samples as samples
      expect(c.ess[0]![0]![0]).toBeCloseTo(12, 5);
    }
  });
  it('is the same every time', () => {
    expect(casesOf(0, 12)).toEqual(cases);
  });
});
