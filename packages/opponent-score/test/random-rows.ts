// Made-up training rows for the model tests: sparse binary inputs and a target of their bits.
import type { FeatureRows } from '../src/rows.js';

/**
 * `count` rows of 3 random bits out of `size` (seeded), each target `target(bits, noise)` (noise
 * uniform in [0, 1)); by default a function of the bits with an interaction of bits 1 and 2.
 * Rows belong to 97 games in turn.
 */
export function randomRows(count: number, size: number, seed: number, target: (bits: number[], noise: number) => number = (bits) => 7 + bits.reduce((s, b) => s + Math.sin(b), 0) + (bits.includes(1) && bits.includes(2) ? 1 : 0)): FeatureRows {
  let x = seed;
  const next = () => ((x = (Math.imul(x, 1103515245) + 12345) >>> 0) >>> 8) / 0x1000000;
  const offsets = new Uint32Array(count + 1);
  const indices: number[] = [];
  const targets = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const bits = [...new Set([0, 1, 2].map(() => Math.floor(next() * size)))].sort((a, b) => a - b);
    indices.push(...bits);
    offsets[i + 1] = indices.length;
    targets[i] = target(bits, next());
  }
  return { size, count, offsets, indices: Uint16Array.from(indices), targets, points: new Uint32Array(count), dealer: new Uint8Array(count), games: Uint32Array.from({ length: count }, (_, i) => i % 97), trainOnly: new Uint8Array(count) };
}
