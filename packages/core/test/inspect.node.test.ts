// Values show their tiles: JSON and Node's inspect give the mpsz text, which reads back.
import { inspect } from 'node:util';
import { Hand, isMeld, parseMeld } from '@mjkit/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomHand } from './random-hands.js';

const seeds = fc.integer({ min: 0, max: 0x7fffffff });

describe('hands and melds show their tiles', () => {
  it('a hand: JSON is its mpsz text and reads back equal; inspect shows the same text', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const hand = randomHand(seed);
        const json = JSON.stringify({ hand });
        const back = Hand.parse(JSON.parse(json).hand as string);
        expect(back.equals(hand)).toBe(true);
        expect(back.toString()).toBe(hand.toString());
        expect(inspect(hand)).toBe(`Hand(${hand.toString()})`);
        for (const m of hand.melds) {
          expect(parseMeld(JSON.parse(JSON.stringify(m)) as string)).toEqual(m);
          expect(inspect(m)).toBe(`Meld(${String(m)})`);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a meld keeps its data plain: a spread copies the fields, not the brand or the methods', () => {
    const m = parseMeld('1-23m');
    expect(Object.keys(m)).toEqual(['type', 'tiles', 'called', 'from', 'added']);
    expect(isMeld(m)).toBe(true);
    expect(isMeld({ ...m })).toBe(false);
    expect(`${m}`).toBe('1-23m');
    expect(Object.isFrozen(m)).toBe(true);
    expect(inspect({ melds: [m] })).toBe('{ melds: [ Meld(1-23m) ] }');
  });
});
