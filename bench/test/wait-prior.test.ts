// The exact wait prior of wait-prior.ts against a brute force: every 13-tile hand of a small
// pool of unseen tiles, weighed by its ways Π C(u, h), checked for each kind whether it wins on it
// and in which forms (four sets and a pair, seven pairs, thirteen orphans: core's
// decomposeCounts), and for furiten whether the hand's waits in that kind's suit meet the
// furiten kinds.
import { describe, expect, it } from 'vitest';
import { KOKUSHI_KINDS, createRng, decomposeCounts } from '@mjkit/core';
import { patternCount, waitPrior } from '../src/wait-prior.js';

const binom = (n: number, k: number): number => (k < 0 || k > n ? 0 : k === 0 ? 1 : (binom(n - 1, k - 1) * n) / k);

const ORPHANS = KOKUSHI_KINDS;
const suit = (k: number) => (k < 27 ? Math.floor(k / 9) : 3 + k);

function bruteForce(unseen: number[], furiten: Set<number>): Float64Array {
  const W = new Float64Array(34);
  const h = new Array<number>(34).fill(0);
  const visit = (i: number, left: number, w: number) => {
    if (left === 0) {
      // the forms in which the hand wins on each kind (none when it holds all four)
      const forms = Array.from({ length: 34 }, (_, k) => {
        if (h[k]! >= 4) return new Set<string>();
        h[k]!++;
        const found = new Set(decomposeCounts(h).map((d) => d.form));
        h[k]!--;
        return found;
      });
      const std = forms.flatMap((f, k) => (f.has('standard') ? [k] : []));
      for (let k = 0; k < 34; k++) {
        if (std.includes(k) && !std.some((j) => suit(j) === suit(k) && furiten.has(j))) W[k]! += w;
        if (!furiten.has(k) && forms[k]!.has('chiitoitsu')) W[k]! += w;
        if (!furiten.has(k) && forms[k]!.has('kokushi')) {
          const thirteen = ORPHANS.every((j) => h[j] === 1);
          if (!thirteen || !ORPHANS.some((j) => furiten.has(j))) W[k]! += w;
        }
      }
      return;
    }
    if (i === 34) return;
    for (let c = 0; c <= Math.min(unseen[i]!, left); c++) {
      h[i] = c;
      visit(i + 1, left - c, w * binom(unseen[i]!, c));
    }
    h[i] = 0;
  };
  visit(0, 13, 1);
  return W;
}

describe('waitPrior', () => {
  it('sums over every complete pattern of one suit', () => {
    expect(patternCount()).toBeGreaterThan(1000);
  });
  const rng = createRng('wait-prior-test');
  for (let t = 0; t < 12; t++) {
    // a small pool that holds a winning hand (four sets and a pair, or seven pairs, or the
    // orphans) and a few more tiles, so that every 13-tile hand can be listed and some are ready
    const unseen = new Array<number>(34).fill(0);
    const put = (k: number, n: number) => (unseen[k] = Math.min(4, unseen[k]! + n));
    if (t === 11) for (const k of ORPHANS) put(k, 1 + (k === 33 ? 1 : 0));
    else if (t === 10) for (let i = 0; i < 7; i++) put(rng.nextInt(34), 2);
    else {
      const suits = [rng.nextInt(3), rng.nextInt(3)];
      for (let i = 0; i < 4; i++) {
        const base = suits[i % 2]! * 9;
        if (rng.nextInt(3) === 0) put(i === 3 && t % 3 === 0 ? 27 + rng.nextInt(7) : base + rng.nextInt(9), 3);
        else { const a = base + rng.nextInt(7); put(a, 1); put(a + 1, 1); put(a + 2, 1); }
      }
      put(suits[0]! * 9 + rng.nextInt(9), 2);
    }
    for (let i = 0; i < 4; i++) put(rng.nextInt(34), 1);
    const kinds = unseen.flatMap((x, k) => (x > 0 ? [k] : []));
    const furiten = new Set([kinds[rng.nextInt(kinds.length)]!, kinds[rng.nextInt(kinds.length)]!]);
    it(`equals the brute force on pool ${t} (${unseen.reduce((a, b) => a + b, 0)} tiles), with no furiten and furiten on ${[...furiten].join(', ')}`, () => {
      for (const f of [new Set<number>(), furiten]) {
        const exact = waitPrior(unseen, f);
        const brute = bruteForce(unseen, f);
        if (f.size === 0) expect(brute.some((x) => x > 0)).toBe(true);
        for (let k = 0; k < 34; k++) expect(exact[k]).toBeCloseTo(brute[k]!, 6);
      }
    });
  }
});
