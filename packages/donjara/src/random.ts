// The engine's generator: sfc32 as a small class (the engine draws ~140 numbers a round, and a
// class's methods inline where closures do not), seeded from @mjkit/core's createRng so that a
// seed means the same thing everywhere.
import { createRng } from '@mjkit/core';
import type { Rng } from '@mjkit/core';

/** @internal sfc32, seeded by createRng(seed); implements {@link Rng}. */
export class FastRng implements Rng {
  private a: number;
  private b: number;
  private c: number;
  private d = 1;

  constructor(seed: number | string) {
    const r = createRng(seed);
    this.a = r.nextUint32();
    this.b = r.nextUint32();
    this.c = r.nextUint32();
  }

  /** Takes `o`'s state: from here on both give the same numbers. */
  copyFrom(o: FastRng): void {
    this.a = o.a;
    this.b = o.b;
    this.c = o.c;
    this.d = o.d;
  }

  nextUint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  nextFloat(): number {
    return this.nextUint32() / 0x100000000;
  }

  /**
   * An integer in [0, n) for n in 1..2^31 − 1, without bias: rejection on 31-bit draws, so that
   * every step is integer arithmetic (the modulo of a 32-bit unsigned value is a float one).
   */
  nextInt(n: number): number {
    const excess = ((0x7fffffff % n) + 1) % n; // 2^31 mod n
    const limit = 0x7fffffff - excess; // accept r ≤ limit: a multiple of n values
    for (;;) {
      const r = this.nextUint32() >>> 1;
      if (r <= limit) return r % n;
    }
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.nextInt(i + 1);
      const x = items[i]!;
      items[i] = items[j]!;
      items[j] = x;
    }
    return items;
  }
}
