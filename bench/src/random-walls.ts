// Seeded random closed hands: the first 14 (or 13) tiles of a freshly shuffled 136-tile wall,
// as the same hand for every library: 34 counts for mjkit (views into one buffer, as a program
// holding many hands would keep them), a majiang-core Shoupai, and syanten's arrays on demand.
import { createRng } from '@mjkit/core';
import { Majiang } from './majiang.js';
import type { MajiangShoupai } from './majiang.js';

const NAMES = Array.from({ length: 34 }, (_, k) => 'mpsz'[Math.floor(k / 9)]! + String((k % 9) + 1));

/** Streams `n` hands of `size` tiles from `seed`: calls `each(counts)` with a reused array. */
export function forEachRandomHand(n: number, size: 13 | 14, seed: number | string, each: (counts: Uint8Array, i: number) => void): void {
  const rng = createRng(seed);
  const wall = Array.from({ length: 136 }, (_, i) => i >> 2);
  const counts = new Uint8Array(34);
  for (let i = 0; i < n; i++) {
    counts.fill(0);
    // a partial Fisher–Yates: only the first `size` places are needed
    for (let j = 0; j < size; j++) {
      const k = j + rng.nextInt(136 - j);
      const t = wall[j] as number;
      wall[j] = wall[k] as number;
      wall[k] = t;
      counts[wall[j] as number]! += 1;
    }
    each(counts, i);
  }
}

/** `n` hands as count views into one buffer. */
export function randomCounts(n: number, size: 13 | 14, seed: number | string): Uint8Array[] {
  const buffer = new Uint8Array(n * 34);
  const out: Uint8Array[] = [];
  forEachRandomHand(n, size, seed, (counts, i) => {
    buffer.set(counts, i * 34);
    out.push(buffer.subarray(i * 34, i * 34 + 34));
  });
  return out;
}

/** The same hand as a majiang-core Shoupai. */
export function toMajiang(counts: ArrayLike<number>): MajiangShoupai {
  const tiles: string[] = [];
  for (let k = 0; k < 34; k++) for (let c = 0; c < (counts[k] as number); c++) tiles.push(NAMES[k] as string);
  return new Majiang.Shoupai(tiles);
}
