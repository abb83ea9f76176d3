import {
  Hand,
  decompose,
  decomposeCounts,
  isComplete,
  isCompleteCounts,
  kindFromString as k,
  waits,
  waitsOfCounts,
} from '@mjkit/core';
import type { ConcealedSet } from '@mjkit/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomComplete } from './random-complete.js';

const key = (sets: readonly ConcealedSet[]) =>
  sets
    .map((s) => `${s.type[0]}${s.kind}`)
    .sort()
    .join(' ');

describe('decomposition', () => {
  it('lists every reading of an ambiguous hand', () => {
    const ds = decompose(Hand.parse('111222333m789p11z'));
    expect(ds.map((d) => (d.form === 'standard' ? key(d.sets) : d.form)).sort()).toEqual(['s0 s0 s0 s15', 's15 t0 t1 t2']);
    const chuuren = decompose(Hand.parse('11123455678999m'));
    expect(chuuren.length).toBeGreaterThanOrEqual(1);
  });

  it('finds seven pairs beside the standard reading', () => {
    const ryanpeikou = decompose(Hand.parse('112233m445566p77z'));
    expect(ryanpeikou.map((d) => d.form).sort()).toEqual(['chiitoitsu', 'standard']);
    expect(decompose(Hand.parse('1122m3344p5566s7z7z')).map((d) => d.form)).toEqual(['chiitoitsu']);
  });

  it('does not count a quad as two pairs', () => {
    expect(isComplete(Hand.parse('1111m2233p4455s66z'))).toBe(false);
  });

  it('knows thirteen orphans, closed only', () => {
    const ds = decompose(Hand.parse('19m19p19s12345677z'));
    expect(ds).toEqual([{ form: 'kokushi', pair: k('7z') }]);
    expect(waits(Hand.parse('19m19p19s1234567z'))).toHaveLength(13);
  });

  it('reads melded hands with the melds completing the four sets', () => {
    const h = Hand.parse('123m55z,1-23p,777=z,9999s');
    expect(isComplete(h)).toBe(true);
    expect(decompose(h)).toEqual([{ form: 'standard', pair: k('5z'), sets: [{ type: 'sequence', kind: k('1m') }] }]);
  });

  it('property: every built complete hand is complete and has its building reading', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const { hand, pair, sets } = randomComplete(seed);
        expect(isComplete(hand)).toBe(true);
        const readings = decompose(hand).filter((d) => d.form === 'standard');
        expect(readings.some((d) => d.pair === pair && key(d.sets) === key(sets))).toBe(true);
        // every reading really uses the tiles: pair + sets re-add to the counts
        for (const d of readings) {
          const c = new Uint8Array(34);
          c[d.pair]! += 2;
          for (const s of d.sets) {
            if (s.type === 'triplet') c[s.kind]! += 3;
            else for (let i = 0; i < 3; i++) c[s.kind + i]! += 1;
          }
          expect([...c]).toEqual([...hand.counts()]);
        }
        // removing any tile leaves a 13-tile hand waiting on that tile
        const drawn = hand.drawn as number;
        const thirteen = hand.discard(drawn);
        expect(waits(thirteen)).toContain(drawn < 34 ? drawn : (drawn - 34) * 9 + 4);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: isCompleteCounts agrees with decomposeCounts on near-complete counts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 33 }), fc.integer({ min: 0, max: 33 }), (seed, out, inn) => {
        const { hand } = randomComplete(seed, 0);
        const c = hand.counts();
        if (c[out]! > 0 && c[inn]! < 4) {
          c[out]!--;
          c[inn]!++;
        }
        expect(isCompleteCounts(c)).toBe(decomposeCounts(c).length > 0);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('waits', () => {
  it('list the kinds that complete a 13-tile hand', () => {
    expect(waits(Hand.parse('1112345678999m'))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(waits(Hand.parse('123m456p789s1z,555=z'))).toEqual([k('1z')]);
    expect(waits(Hand.parse('23m456p789s11z,555=z'))).toEqual([k('1m'), k('4m')]);
  });

  it('never list a kind the hand holds four of (the fifth-tile rule)', () => {
    expect(waits(Hand.parse('123456789m1111z'))).toEqual([]);
    expect(waits(Hand.parse('123456789m1111p'))).toEqual([]);
    expect(waits(Hand.parse('1111345567m111z'))).toEqual([]);
    // four held across a meld and the hand
    expect(waits(Hand.parse('1m456p789s,111=m,2-34m'))).toEqual([]);
    expect(waitsOfCounts(Hand.parse('123456789m1122z').counts())).toEqual([k('1z'), k('2z')]);
  });

  it('refuse hands that are not 13 tiles', () => {
    expect(() => waits(Hand.parse('123456789m11122z'))).toThrow(/HAND_SIZE/);
    expect(() => isComplete(Hand.parse('123456789m1122z'))).toThrow(/HAND_SIZE/);
  });
});
