// Every malformed input gets an MjkitError, never another exception.
import { Hand, MjkitError, createRules, parseBonusTiles, parseMeld, tileFromString } from '@mjkit/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomHand } from './random-hands.js';

function onlyMjkitErrors(run: () => unknown): void {
  try {
    run();
  } catch (e) {
    if (!(e instanceof MjkitError)) throw e;
    expect(typeof e.code).toBe('string');
    if (e.offset !== undefined) {
      expect(e.offset).toBeGreaterThanOrEqual(0);
      expect(e.offset).toBeLessThanOrEqual((e.input ?? '').length);
    }
  }
}

const alphabet = fc.constantFrom(...'0123456789mpsz+=-*,_ xq[]'.split(''));
const noteText = fc.array(alphabet, { maxLength: 40 }).map((cs) => cs.join(''));

describe('fuzzing the parsers', () => {
  it('random strings over the notation alphabet', () => {
    fc.assert(
      fc.property(noteText, (s) => {
        onlyMjkitErrors(() => Hand.parse(s));
        onlyMjkitErrors(() => Hand.fromMpsz(s));
        onlyMjkitErrors(() => Hand.fromMajiang(s));
        onlyMjkitErrors(() => parseMeld(s));
        onlyMjkitErrors(() => tileFromString(s));
        onlyMjkitErrors(() => parseBonusTiles(s));
      }),
      { numRuns: 20000 },
    );
  });

  it('bonus tiles: random strings over their alphabet, and what parses writes back', () => {
    const bonusText = fc.array(fc.constantFrom(...'0123456789f, m'.split('')), { maxLength: 20 }).map((cs) => cs.join(''));
    fc.assert(
      fc.property(bonusText, (s) => {
        onlyMjkitErrors(() => parseBonusTiles(s));
        let tiles: number[] | null = null;
        try {
          tiles = parseBonusTiles(s);
        } catch {
          // refused: checked above
        }
        if (tiles) {
          expect(tiles.every((t) => t >= 1 && t <= 8)).toBe(true);
          expect(new Set(tiles).size).toBe(tiles.length);
          expect(parseBonusTiles(tiles.map((t) => `${t}f`).join(','))).toEqual(tiles);
        }
      }),
      { numRuns: 5000 },
    );
  });

  it('valid hands with one character changed, inserted or removed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.nat(), fc.nat(), alphabet, fc.boolean(), (seed, at, op, ch, majiang) => {
        const hand = randomHand(seed);
        const text = majiang ? hand.toMajiang() : hand.toString();
        const i = at % (text.length + 1);
        const mutated = [
          text.slice(0, i) + ch + text.slice(i + 1),
          text.slice(0, i) + ch + text.slice(i),
          text.slice(0, i) + text.slice(i + 1),
        ][op % 3] as string;
        onlyMjkitErrors(() => Hand.parse(mutated));
      }),
      { numRuns: 20000 },
    );
  });

  it('random Tenhou id lists', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 140 }), { maxLength: 16 }), (ids) => {
        onlyMjkitErrors(() => Hand.fromTenhouIds(ids));
        onlyMjkitErrors(() => Hand.fromTenhouIds(ids.join(',')));
      }),
      { numRuns: 5000 },
    );
  });

  it('values whose toString is not a function are named in the message, not converted', () => {
    const codeOf = (run: () => unknown) => {
      try {
        run();
      } catch (e) {
        return e instanceof MjkitError ? [e.code, e.message] : ['not an MjkitError', String(e)];
      }
      return ['no error', ''];
    };
    for (const [x, named] of [
      [{ toString: 0 }, 'an object'],
      [Object.create(null), 'an object'],
      [Symbol('s'), 'Symbol(s)'],
      [10n, '10'],
    ] as const) {
      expect(codeOf(() => Hand.fromTenhouIds([x as never]))).toEqual(['INVALID_TILE', `INVALID_TILE: not a tile id (0..135): ${named}`]);
      expect(codeOf(() => tileFromString(x as never))).toEqual(['INVALID_TILE', `INVALID_TILE: not a tile: ${named}`]);
      expect(codeOf(() => createRules('tenhou', { uma: x as never }))[0]).toBe('INVALID_RULES');
    }
  });

  it('random values where hands, tiles and rules are expected', () => {
    fc.assert(
      fc.property(
        fc.anything({ withBigInt: true, withBoxedValues: true, withMap: true, withNullPrototype: true, withObjectString: true, withSparseArray: true, withTypedArray: true }),
        (x) => {
        onlyMjkitErrors(() => Hand.parse(x as string));
        onlyMjkitErrors(() => Hand.fromParts(x as never));
        onlyMjkitErrors(() => Hand.fromTenhouIds(x as never));
        onlyMjkitErrors(() => createRules('tenhou', x as never));
        onlyMjkitErrors(() => parseMeld(x as string));
        },
      ),
      { numRuns: 5000 },
    );
  });
});
