// Combining suit vectors: the (min, +) convolution, and numbering of distinct rows.
import { UNREACHABLE } from './suit-dp.js';

/**
 * Numbers distinct byte rows of a fixed width: `intern(row)` returns the row's id, adding a
 * copy when it is new. Open addressing on a 32-bit hash, rows kept in one growing pool.
 */
export class Interner {
  #pool: Uint8Array;
  #slots: Int32Array;
  #count = 0;
  constructor(readonly width: number) {
    this.#pool = new Uint8Array(width * 1024);
    this.#slots = new Int32Array(2048).fill(-1);
  }
  get count(): number {
    return this.#count;
  }
  row(id: number): Uint8Array {
    return this.#pool.subarray(id * this.width, (id + 1) * this.width);
  }
  intern(row: Uint8Array): number {
    const w = this.width;
    let h = 0x811c9dc5;
    for (let i = 0; i < w; i++) h = Math.imul(h ^ (row[i] as number), 0x01000193);
    const mask = this.#slots.length - 1;
    for (let slot = h & mask; ; slot = (slot + 1) & mask) {
      const id = this.#slots[slot] as number;
      if (id < 0) {
        if (this.#count * w === this.#pool.length) {
          const bigger = new Uint8Array(this.#pool.length * 2);
          bigger.set(this.#pool);
          this.#pool = bigger;
        }
        this.#pool.set(row, this.#count * w);
        this.#slots[slot] = this.#count;
        if (++this.#count * 2 > this.#slots.length) this.#rehash();
        return this.#count - 1;
      }
      let same = true;
      const base = id * w;
      for (let i = 0; i < w; i++) {
        if (this.#pool[base + i] !== row[i]) {
          same = false;
          break;
        }
      }
      if (same) return id;
    }
  }
  #rehash(): void {
    const slots = new Int32Array(this.#slots.length * 2).fill(-1);
    const mask = slots.length - 1;
    for (let id = 0; id < this.#count; id++) {
      let h = 0x811c9dc5;
      for (let i = 0; i < this.width; i++) h = Math.imul(h ^ (this.#pool[id * this.width + i] as number), 0x01000193);
      let slot = h & mask;
      while ((slots[slot] as number) >= 0) slot = (slot + 1) & mask;
      slots[slot] = id;
    }
    this.#slots = slots;
  }
}

/** The index triples (left, right, sum) of a convolution: sets add up to ≤ 4, one pair at most. */
const CONV: Uint8Array = (() => {
  const t: number[] = [];
  for (let s1 = 0; s1 <= 4; s1++)
    for (let s2 = 0; s1 + s2 <= 4; s2++)
      for (let q1 = 0; q1 < 2; q1++) for (let q2 = 0; q1 + q2 < 2; q2++) t.push(s1 * 2 + q1, s2 * 2 + q2, (s1 + s2) * 2 + q1 + q2);
  return Uint8Array.from(t);
})();

/** (min, +) convolution of two suit vectors: j sets split between them, at most one pair. */
export function convolve(a: Uint8Array, b: Uint8Array, out = new Uint8Array(10)): Uint8Array {
  out.fill(UNREACHABLE);
  for (let k = 0; k < CONV.length; k += 3) {
    const x = a[CONV[k] as number] as number;
    const y = b[CONV[k + 1] as number] as number;
    if (x === UNREACHABLE || y === UNREACHABLE) continue;
    const i = CONV[k + 2] as number;
    if (x + y < (out[i] as number)) out[i] = x + y;
  }
  return out;
}

/** Convolves every pair and numbers the distinct results. */
export function combine(left: readonly Uint8Array[], right: readonly Uint8Array[]): { table: Uint16Array; vectors: Uint8Array[] } {
  const table = new Uint16Array(left.length * right.length);
  const classes = new Interner(10);
  const v = new Uint8Array(10);
  for (let i = 0; i < left.length; i++) {
    const a = left[i] as Uint8Array;
    for (let j = 0; j < right.length; j++) table[i * right.length + j] = classes.intern(convolve(a, right[j] as Uint8Array, v));
  }
  return { table, vectors: Array.from({ length: classes.count }, (_, k) => Uint8Array.from(classes.row(k))) };
}

