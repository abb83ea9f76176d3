import { describeValue, fail } from './errors.js';

/**
 * A seeded pseudo-random generator (sfc32, seeded through splitmix32), so that walls, games and
 * test data repeat exactly for the same seed. Not for cryptography.
 */
export interface Rng {
  /** The next unsigned 32-bit integer. */
  nextUint32(): number;
  /** A float in [0, 1). */
  nextFloat(): number;
  /** An integer in [0, n), without modulo bias; n must be 1..2^32. */
  nextInt(n: number): number;
  /** Shuffles an array in place (Fisher–Yates) and returns it. */
  shuffle<T>(items: T[]): T[];
}

function hashSeed(seed: number | string): number {
  if (typeof seed === 'number') {
    if (!Number.isFinite(seed)) fail('INVALID_ARGUMENT', `a seed must be finite, not ${describeValue(seed)}`);
    return Math.trunc(seed) >>> 0;
  }
  if (typeof seed !== 'string') fail('INVALID_ARGUMENT', 'a seed is a number or a string');
  // FNV-1a over UTF-16 code units.
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * @internal sfc32, the one generator behind mjkit's seeded randomness: its state and its step.
 * `createRng` seeds it through splitmix32; a package that needs its own mapping of the numbers
 * (donjara's 31-bit integers) builds on it rather than writing the step again.
 */
export class Sfc32 {
  protected a: number;
  protected b: number;
  protected c: number;
  protected d: number;

  constructor(a: number, b: number, c: number, d = 1) {
    this.a = a >>> 0;
    this.b = b >>> 0;
    this.c = c >>> 0;
    this.d = d >>> 0;
  }

  /** The next unsigned 32-bit integer. */
  nextUint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** Takes `o`'s state: from here on both give the same numbers. */
  copyFrom(o: Sfc32): void {
    this.a = o.a;
    this.b = o.b;
    this.c = o.c;
    this.d = o.d;
  }
}

/**
 * Creates a seeded generator. The same seed always gives the same sequence.
 *
 * @example
 * ```ts
 * import { createRng } from '@mjkit/core';
 * const a = createRng('table-1');
 * const b = createRng('table-1');
 * a.nextUint32() === b.nextUint32(); // => true
 * createRng(7).shuffle([1, 2, 3, 4]).sort(); // => [1, 2, 3, 4]
 * ```
 */
export function createRng(seed: number | string): Rng {
  let x = hashSeed(seed);
  const splitmix = (): number => {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  const g = new Sfc32(splitmix(), splitmix(), splitmix());
  for (let i = 0; i < 12; i++) g.nextUint32();
  const nextUint32 = (): number => g.nextUint32();
  const nextInt = (n: number): number => {
    if (!Number.isInteger(n) || n < 1 || n > 0x100000000) fail('INVALID_ARGUMENT', `nextInt needs 1..2^32, not ${describeValue(n)}`);
    const limit = 0x100000000 - (0x100000000 % n);
    for (;;) {
      const r = g.nextUint32();
      if (r < limit) return r % n;
    }
  };
  return {
    nextUint32,
    nextFloat: () => g.nextUint32() / 0x100000000,
    nextInt,
    shuffle<T>(items: T[]): T[] {
      for (let i = items.length - 1; i > 0; i--) {
        const j = nextInt(i + 1);
        const tmp = items[i] as T;
        items[i] = items[j] as T;
        items[j] = tmp;
      }
      return items;
    },
  };
}
