import { Hand, MjkitError, meldToMajiang, meldToString, parseMeld, tileFromString as t } from '@mjkit/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomHand } from './random-hands.js';

const seeds = fc.integer({ min: 0, max: 0x7fffffff });

describe('round trips on random hands (fast-check)', () => {
  it('mpsz: hand → text → hand → text is the identity', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const hand = randomHand(seed);
        const text = hand.toString();
        const back = Hand.fromMpsz(text);
        expect(back.toString()).toBe(text);
        expect(back.parts()).toEqual(hand.parts());
      }),
      { numRuns: 3000 },
    );
  });

  it('majiang: hand → text → hand → text is the identity', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const hand = randomHand(seed);
        const text = hand.toMajiang();
        const back = Hand.fromMajiang(text);
        expect(back.toMajiang()).toBe(text);
        expect(back.parts()).toEqual(hand.parts());
      }),
      { numRuns: 3000 },
    );
  });

  it('Tenhou ids: hand → ids → hand is the identity, and ids are distinct and of the right kinds', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const hand = randomHand(seed);
        if (hand.afterCall || hand.riichi) return; // Tenhou ids carry neither flag
        const ids = hand.toTenhouIds();
        expect(new Set(ids).size).toBe(ids.length);
        const back = Hand.fromTenhouIds(ids, { melds: hand.melds });
        expect(back.parts()).toEqual(hand.parts());
        expect(back.toTenhouIds()).toEqual(ids);
        expect(Hand.fromTenhouIds(ids.join(','), { melds: hand.melds }).equals(hand)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('the three notations agree with each other', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const hand = randomHand(seed);
        expect(Hand.parse(hand.toMajiang()).equals(Hand.parse(hand.toString()))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('mpsz notation', () => {
  it('reads suit groups in any order and prints them sorted, red five before fives', () => {
    expect(Hand.fromMpsz('1122z789s505p321m').toString()).toBe('123m055p789s1122z');
  });

  it('takes the last tile of a 14-tile hand as the drawn one', () => {
    const h = Hand.fromMpsz('123m456p789s11122z');
    expect(h.drawn).toBe(t('2z'));
    expect(h.toString()).toBe('123m456p789s1112z2z');
  });

  it('reads riichi and melds with every source mark', () => {
    const h = Hand.fromMpsz('123m456p789s1z*,5555s');
    expect(h.riichi).toBe(true);
    expect(h.melds[0]?.type).toBe('ankan');
    const open = Hand.fromMpsz('1m,1-23p,555+z,666=z,7777-z');
    expect(open.melds.map((m) => [m.type, m.from])).toEqual([
      ['chii', 3],
      ['pon', 1],
      ['pon', 2],
      ['daiminkan', 3],
    ]);
  });

  it('reads a trailing comma as a fresh call', () => {
    const h = Hand.fromMpsz('123m456p789s11z,555=z,');
    expect(h.afterCall).toBe(true);
    expect(h.drawn).toBe(null);
    expect(h.toString()).toBe('123m456p789s11z,555=z,');
  });

  it('allows spaces between groups and around commas', () => {
    expect(Hand.fromMpsz(' 123m 456p 789s 1122z ').toString()).toBe('123m456p789s1122z');
    expect(Hand.fromMpsz('123m456p789s1z , 5-55p').toString()).toBe('123m456p789s1z,555-p');
  });
});

describe('majiang notation', () => {
  it('prints the forms majiang-core prints', () => {
    const cases = [
      'm123p456s789z1122z2',
      'm123p456s789z1122z2*',
      'm123p456s789z11,z222=,',
      'm123p406s789z1z1,m40-6',
      'm123p456s0789,m505-',
      'm123p456s789z1,m5505+',
      'm123p456s789z1,m5550+',
      'm123p456s789z1,s5550',
      'm0055p456s789z112z2',
      'm123p456s789z1*,z2222',
      'm123p456s789z1,z2222,',
    ];
    for (const c of cases) expect(Hand.fromMajiang(c).toMajiang()).toBe(c);
  });

  it('normalizes a chii written in another order', () => {
    expect(Hand.fromMajiang('m123p406s789z11,m0-46').toMajiang()).toBe('m123p406s789z1z1,m40-6');
  });

  it('rejects what majiang-core would silently repair', () => {
    expect(() => Hand.fromMajiang('m12p456s789z1122,m555+5,')).toThrow(MjkitError);
    expect(() => Hand.fromMajiang('m11111p456s789z12')).toThrow(/FIFTH_COPY/);
    expect(() => Hand.fromMajiang('m123p456s789z1_')).toThrow(/SYNTAX/);
  });
});

describe('melds', () => {
  it('parse in both orders and print back', () => {
    for (const [mj, mpsz] of [
      ['m1-23', '1-23m'],
      ['m34-0', '34-0m'],
      ['p505+', '505+p'],
      ['s550-', '550-s'],
      ['z555=', '555=z'],
      ['m5505+', '5505+m'],
      ['z1111', '1111z'],
      ['s5550', '5550s'],
      ['z111-1', '111-1z'],
      ['p505=0', '505=0p'],
    ] as const) {
      expect(meldToString(parseMeld(mj))).toBe(mpsz);
      expect(meldToMajiang(parseMeld(mpsz))).toBe(mj);
    }
  });

  it('classify kakan and daiminkan by the mark position', () => {
    expect(parseMeld('555+5m').type).toBe('kakan');
    expect(parseMeld('5555+m').type).toBe('daiminkan');
    expect(() => parseMeld('5+555m')).toThrow(/INVALID_MELD/);
  });

  it('refuse shapes that are no meld', () => {
    for (const bad of ['124-m', '12-3z', '1-23+m', '123m', '55m', '11111z', '8-99m', '5-67+m', '0-00z']) {
      expect(() => parseMeld(bad), bad).toThrow(MjkitError);
    }
    expect(() => parseMeld('1+23m')).toThrow(/from the left/);
  });
});

describe('errors carry a code and the offset', () => {
  const cases: [string, string, number][] = [
    ['123m456x', 'SYNTAX', 7],
    ['123m456', 'SYNTAX', 4],
    ['m123p45q', 'SYNTAX', 7],
    ['123m8z', 'INVALID_TILE', 4],
    ['123m0z', 'INVALID_TILE', 4],
    ['123m456p,,1-23m', 'SYNTAX', 9],
    ['123m456p789s12z,8-99m', 'INVALID_MELD', 16],
    ['123m456p789s1z*5z', 'SYNTAX', 15],
  ];
  for (const [input, code, offset] of cases) {
    it(`${input} → ${code} at ${offset}`, () => {
      let error: unknown;
      try {
        Hand.parse(input);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(MjkitError);
      expect((error as MjkitError).code).toBe(code);
      expect((error as MjkitError).offset).toBe(offset);
      expect((error as MjkitError).input).toBe(input);
    });
  }
  it('shows a long input only around the offset in the message, and keeps it whole in input', () => {
    const input = `123m456p789s1122z${'1m'.repeat(100)}x`;
    let error: unknown;
    try {
      Hand.parse(input);
    } catch (e) {
      error = e;
    }
    const e = error as MjkitError;
    expect([e.code, e.offset, e.input]).toEqual(['SYNTAX', 217, input]);
    expect(e.message).toBe(`SYNTAX: unexpected character "x" (at offset 217 of "…${'m1'.repeat(29)}mx")`);
  });
  it('adds a location with at(), whatever the input holds', () => {
    const e = new MjkitError('SYNTAX', 'bad', { input: 'a) (at b)', offset: 1 }).at({ file: 'f.xml', offset: 9 });
    expect([e.code, e.file, e.offset]).toEqual(['SYNTAX', 'f.xml', 1]);
    expect(e.message).toBe('SYNTAX: bad (at f.xml, offset 1 of "a) (at b)")');
  });
});
