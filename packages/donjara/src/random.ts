// The engine's generator: core's sfc32 (`Sfc32`, the one generator behind mjkit's seeded
// randomness) as a small class (the engine draws ~140 numbers a round, and a class's methods
// inline where closures do not), seeded from @mjkit/core's createRng so that a seed means the
// same thing everywhere; its integers are drawn from 31 bits (see nextInt).
import { createRng } from '@mjkit/core';
import type { Rng } from '@mjkit/core';
import { Sfc32 } from '@mjkit/core/internal';

/** @internal sfc32, seeded by createRng(seed); implements {@link Rng}. */
export class FastRng extends Sfc32 implements Rng {
  constructor(seed: number | string) {
    const r = createRng(seed);
    super(r.nextUint32(), r.nextUint32(), r.nextUint32());
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
