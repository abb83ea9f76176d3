// Every public function of every package, given values of the wrong type in any argument,
// returns or throws an MjkitError: never a TypeError from deep inside, never a hang.
import fc from 'fast-check';
import * as mjkit from 'mjkit';
import { describe, expect, it } from 'vitest';

const { Hand, MjkitError } = mjkit;

/** Values a careless or hostile caller might pass: the ones that break naive `${x}` and `x.length`. */
const hostile: readonly unknown[] = [
  undefined,
  null,
  true,
  0,
  -1,
  0.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 53,
  10n,
  '',
  'x',
  '0'.repeat(5000),
  Symbol('s'),
  () => 1,
  [],
  [[]],
  [Symbol('s')],
  new Array(3),
  { toString: 0 },
  { toString: 0, valueOf: 0 },
  Object.create(null),
  { length: 2 ** 31 },
  { length: -1 },
  new Uint8Array(34).fill(9),
  new Float64Array(34).fill(Number.NaN),
  new Map(),
  new Date(0),
];

const anything = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
});

/** Calls `run`; a value returned is drained if it is an iterator, an error must be an MjkitError. */
function onlyMjkitErrors(what: string, run: () => unknown): void {
  const problem = problemOf(what, run);
  if (problem !== null) throw new Error(problem);
}

/** What went wrong in `run`, or null when it returned or threw an MjkitError. */
function problemOf(what: string, run: () => unknown): string | null {
  let result: unknown;
  try {
    result = run();
    if (result !== null && typeof result === 'object' && typeof (result as Iterator<unknown>).next === 'function' && Symbol.iterator in result) {
      let n = 0;
      for (const _ of result as Iterable<unknown>) if (++n > 10_000) break;
    }
  } catch (e) {
    if (e instanceof MjkitError) return null;
    const at = ((e as Error)?.stack ?? '').split('\n').find((l) => l.includes('/src/'))?.trim() ?? '';
    return `${what} threw ${(e as Error)?.name}: ${(e as Error)?.message} ${at}`;
  }
  return null;
}

type AnyFunction = (...args: unknown[]) => unknown;
const functions = Object.entries(mjkit).filter(
  ([name, v]) => typeof v === 'function' && !/^[A-Z]/.test(name), // the classes are taken below
) as [string, AnyFunction][];
const classes = Object.entries(mjkit).filter(([name, v]) => typeof v === 'function' && /^[A-Z]/.test(name)).map(([name]) => name);
const handStatics = ['fromParts', 'fromCounts', 'parse', 'fromMpsz', 'fromMajiang', 'fromTenhouIds'] as const;
const handMethods = ['count', 'countWithMelds', 'redCount', 'countsInto', 'draw', 'discard', 'call', 'chii', 'pon', 'daiminkan', 'ankan', 'kakan', 'equals', 'toTenhouIds'] as const;
const hands = ['123m456p789s1122z', '123m456p789s11222z', '456p789s1122z,1-23m'].map((t) => Hand.parse(t));

describe('hostile arguments to every public function', () => {
  it('has functions to call, and knows every class', () => {
    expect(functions.length).toBeGreaterThan(90);
    expect(classes.sort()).toEqual(['Hand', 'MjkitError', 'RoundState']);
  });

  it('the fixed list of hostile values, in every argument position', () => {
    const problems = new Set<string>();
    const check = (what: string, run: () => unknown) => {
      const p = problemOf(what, run);
      if (p !== null) problems.add(p);
    };
    for (const h of hostile) {
      const v = mjkit.describeValue(h);
      for (const [name, f] of functions) {
        check(`${name}(${v})`, () => f(h));
        check(`${name}(${v}, ${v})`, () => f(h, h));
        check(`${name}(${v}, ${v}, ${v})`, () => f(h, h, h));
        check(`${name}(hand, ${v})`, () => f(hands[0], h));
        check(`${name}(counts, ${v})`, () => f(hands[0]?.counts(), h));
      }
      for (const s of handStatics) check(`Hand.${s}(${v})`, () => (Hand[s] as AnyFunction)(h, h, h));
      check(`new RoundState(${v})`, () => new mjkit.RoundState(h as never, h as never, h as never, h as never));
      check(`new MjkitError(${v})`, () => new MjkitError(h as never, h as never, h as never).at(h as never).message);
      for (const hand of hands) {
        for (const m of handMethods) check(`Hand#${m}(${v})`, () => (hand[m] as AnyFunction).call(hand, h, h));
      }
    }
    expect([...problems]).toEqual([]);
  });

  it('random values of any shape', () => {
    fc.assert(
      fc.property(anything, anything, fc.nat(functions.length - 1), (a, b, i) => {
        const [name, f] = functions[i] as [string, AnyFunction];
        onlyMjkitErrors(name, () => f(a));
        onlyMjkitErrors(name, () => f(a, b));
        onlyMjkitErrors(name, () => f(hands[0], a));
        onlyMjkitErrors(name, () => f(hands[0]?.counts(), a));
        for (const s of handStatics) onlyMjkitErrors(`Hand.${s}`, () => (Hand[s] as AnyFunction)(a, b));
        for (const m of handMethods) onlyMjkitErrors(`Hand#${m}`, () => (hands[1]![m] as AnyFunction).call(hands[1], a, b));
      }),
      { numRuns: 3000 },
    );
  });
});
