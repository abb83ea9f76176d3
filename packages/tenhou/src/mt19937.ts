// MT19937 (Matsumoto and Nishimura's mt19937ar), seeded by init_by_array as Tenhou seeds it.

/** A 32-bit Mersenne Twister. */
export class Mt19937 {
  readonly #mt = new Uint32Array(624);
  #i = 625;

  constructor(seed: ArrayLike<number>) {
    this.#initGenrand(19650218);
    const mt = this.#mt;
    let i = 1;
    let j = 0;
    const n = seed.length;
    for (let k = Math.max(624, n); k > 0; k--) {
      const prev = (mt[i - 1] as number) ^ ((mt[i - 1] as number) >>> 30);
      mt[i] = ((mt[i] as number) ^ Math.imul(prev, 1664525)) + (seed[j] as number) + j;
      i++;
      j++;
      if (i >= 624) {
        mt[0] = mt[623] as number;
        i = 1;
      }
      if (j >= n) j = 0;
    }
    for (let k = 623; k > 0; k--) {
      const prev = (mt[i - 1] as number) ^ ((mt[i - 1] as number) >>> 30);
      mt[i] = ((mt[i] as number) ^ Math.imul(prev, 1566083941)) - i;
      i++;
      if (i >= 624) {
        mt[0] = mt[623] as number;
        i = 1;
      }
    }
    mt[0] = 0x80000000;
  }

  #initGenrand(s: number): void {
    const mt = this.#mt;
    mt[0] = s >>> 0;
    for (let i = 1; i < 624; i++) {
      const prev = (mt[i - 1] as number) ^ ((mt[i - 1] as number) >>> 30);
      mt[i] = Math.imul(prev, 1812433253) + i;
    }
    this.#i = 624;
  }

  /** The next 32-bit output (genrand_int32). */
  next(): number {
    const mt = this.#mt;
    if (this.#i >= 624) {
      for (let k = 0; k < 624; k++) {
        const y = ((mt[k] as number) & 0x80000000) | ((mt[(k + 1) % 624] as number) & 0x7fffffff);
        mt[k] = (mt[(k + 397) % 624] as number) ^ (y >>> 1) ^ (y & 1 ? 0x9908b0df : 0);
      }
      this.#i = 0;
    }
    let y = mt[this.#i++] as number;
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    y ^= y >>> 18;
    return y >>> 0;
  }
}
