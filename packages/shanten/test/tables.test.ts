// The tables are generated at first use: the automata give every suit the class vector that the
// direct DP gives, pruning dominated entries does not change them, and the class counts are the
// ones the shanten reference gives: 126 number-suit classes, 55 honours classes, 180 combined.
import { shantenTables } from '@mjkit/shanten';
import { describe, expect, it } from 'vitest';
import { buildAutomaton } from '../src/generator.js';
import { suitVector } from '../src/suit-dp.js';

/** The class an automaton reaches on `counts`. */
function classOf(next: Uint16Array, counts: readonly number[]): number {
  let state = 0;
  for (const c of counts) state = next[state + c] as number;
  return state;
}

/** A seeded stream of numbers in [0, 1) (xorshift32). */
function stream(seed: number): () => number {
  let x = seed;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

describe('shanten tables', () => {
  it('prune dominated DP entries without changing either automaton', () => {
    for (const [ranks, honours] of [[9, false], [7, true]] as const) {
      const pruned = buildAutomaton(ranks, honours);
      const full = buildAutomaton(ranks, honours, { prune: false });
      expect(Array.from(pruned.next)).toEqual(Array.from(full.next));
      expect(pruned.vectors.map((v) => Array.from(v))).toEqual(full.vectors.map((v) => Array.from(v)));
    }
  });

  it('give each suit the vector of the direct DP: 20,000 random number suits and every honours suit of up to 14 tiles', () => {
    const t = shantenTables();
    const random = stream(20261123);
    const four = [4, 4, 4, 4, 4, 4, 4, 4, 4];
    for (let i = 0; i < 20_000; i++) {
      const counts = Array.from({ length: 9 }, () => Math.floor(random() * 5));
      expect(Array.from(t.numberVectors[classOf(t.numberNext, counts)] as Uint8Array), counts.join('')).toEqual(Array.from(suitVector(counts, four, false)));
    }
    let checked = 0;
    for (let code = 0; code < 5 ** 7; code++) {
      const counts = Array.from({ length: 7 }, (_, k) => Math.floor(code / 5 ** k) % 5);
      if (counts.reduce((a, b) => a + b, 0) > 14) continue;
      checked++;
      expect(Array.from(t.honourVectors[classOf(t.honourNext, counts)] as Uint8Array)).toEqual(Array.from(suitVector(counts, four, true)));
    }
    expect(checked).toBe(43_130);
  });

  it('read two ranks at a time to the same class as one at a time: every suit of up to 14 tiles', () => {
    const t = shantenTables();
    const pairClass = (pairs: Uint16Array, counts: readonly number[]) => {
      let state = 0;
      let i = 0;
      for (; i + 1 < counts.length; i += 2) state = pairs[state + (counts[i] as number) * 5 + (counts[i + 1] as number)] as number;
      return i < counts.length ? (pairs[state + (counts[i] as number)] as number) : state;
    };
    let checked = 0;
    const wrong: string[] = [];
    for (const [size, next, pairs] of [[9, t.numberNext, t.numberPairs], [7, t.honourNext, t.honourPairs]] as const) {
      const counts: number[] = [];
      const visit = (left: number): void => {
        if (counts.length === size) {
          if (pairClass(pairs, counts) !== classOf(next, counts)) wrong.push(counts.join(''));
          checked++;
          return;
        }
        for (let c = 0; c <= Math.min(4, left); c++) {
          counts.push(c);
          visit(left - c);
          counts.pop();
        }
      };
      visit(14);
    }
    expect(checked).toBe(405_350 + 43_130);
    expect(wrong).toEqual([]);
  });

  it('have the expected class counts, size and build time', () => {
    const t = shantenTables();
    expect(t.numberClasses).toBe(126);
    expect(t.honourClasses).toBe(55);
    expect(t.numberNext.length).toBe(22_405);
    expect(t.numberPairs.length).toBe(39_790);
    expect(t.honourPairs.length).toBe(1_425);
    expect(t.mp.length).toBe(126 * 126);
    expect(t.mps.length / 126).toBe(180);
    expect(t.need.length).toBe(180 * 55 * 5);
    expect(t.bytes).toBeLessThan(1_000_000);
    // wall time: about 120 ms alone, and up to ten times that on two cores busy with both test
    // projects; the bound catches a build gone quadratic, not a slow machine
    expect(t.buildMs).toBeLessThan(3_000);
  });
});
