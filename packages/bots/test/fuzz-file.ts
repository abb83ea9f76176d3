// Damage for the model-file tests: bytes changed with the checksum made to match again, so that
// the decoder's own checks, not the CRC, must catch them.
import { crc32 } from '@mjkit/core/internal';
import { expect } from 'vitest';

/** The same bytes with the checksum made to match again: damage the CRC alone would not catch. */
export function resealed(bytes: Uint8Array): Uint8Array {
  const out = bytes.slice();
  new DataView(out.buffer).setUint32(out.length - 4, crc32(out.subarray(0, out.length - 4)), true);
  return out;
}

/**
 * `count` copies of `bytes` with 1 to 4 bytes after the magic changed (seeded), resealed, and
 * decoded: each either decodes, and `use` checks what it read, or is refused with BAD_FILE.
 * Returns how many were refused.
 */
export function fuzzFile<T>(bytes: Uint8Array, count: number, seed: number, decode: (bytes: Uint8Array) => T, use: (read: T) => void): number {
  let s = seed;
  const next = () => (s = (s * 1103515245 + 12345) >>> 0);
  let refused = 0;
  for (let n = 0; n < count; n++) {
    const fuzzed = bytes.slice();
    for (let j = 0; j < 1 + (n % 4); j++) fuzzed[8 + (next() % (bytes.length - 12))] = next() & 0xff;
    let read: { value: T } | null = null;
    try {
      read = { value: decode(resealed(fuzzed)) };
    } catch (e) {
      expect(String(e)).toMatch(/BAD_FILE/);
      refused++;
    }
    if (read) use(read.value);
  }
  return refused;
}
