// The open-hand policy reader of open-policy-reading.ts: walked back with its real draws, the real
// open hand reproduces every real discard since its last call (kuikae read from the meld, as the
// table reads it), its waits are live kinds, and the samples' chances are chances.
import { describe, expect, it } from 'vitest';
import { OPEN_DEPTHS, OPEN_EPSILONS, openCasesOf } from '../src/open-policy-reading.js';

describe('openCasesOf', () => {
  const cases = openCasesOf(0, 6);
  it('reads the open hands of the hanchan, and the real hand reproduces every real turn it walks back', () => {
    expect(cases.length).toBeGreaterThan(20);
    expect(cases.some((c) => c.waits.length > 0)).toBe(true);
    for (const c of cases) {
      expect(c.realMisses).toBe(0);
      expect(c.turns).toBeGreaterThan(0);
      expect([1, 4, 7, 10]).toContain(c.concealed);
      expect(c.observer).not.toBe(c.seat);
      for (const w of c.waits) expect(c.river).not.toContain(w);
      expect(c.readyShare).toBeGreaterThan(0);
      expect(c.readyShare).toBeLessThanOrEqual(1);
    }
  });
  it('gives each kind a chance in [0, 1] per depth and ε, none on its river', () => {
    for (const c of cases) {
      expect(c.reader).toHaveLength(OPEN_DEPTHS.length);
      for (const byEps of c.reader) {
        expect(byEps).toHaveLength(OPEN_EPSILONS.length);
        for (const p of byEps) {
          expect(p).toHaveLength(34);
          expect(p.every((x) => x >= 0 && x <= 1)).toBe(true);
          for (const k of c.river) expect(p[k]).toBe(0);
        }
      }
      // no turn read: every sample weighs the same
      expect(c.ess[0]![0]).toBeCloseTo(6, 5);
    }
  });
  it('is the same every time', () => {
    expect(openCasesOf(0, 6)).toEqual(cases);
  });
});
