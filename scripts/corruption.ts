// The corruption fuzz of mjkit's binary files: every byte of a file flipped once (each of its
// eight bits, in one mask) must make its reader refuse the file with BAD_FILE — never read it as
// other numbers, never a TypeError. The checksum catches every flip of one byte; the magic is
// checked before it.
import { MjkitError } from '@mjkit/core';
import { expect } from 'vitest';

/** Flips each byte of `bytes` in turn; `read` must throw an MjkitError with code BAD_FILE each time. Returns the count. */
export function expectEveryFlipRefused(bytes: Uint8Array, read: (bytes: Uint8Array) => unknown): number {
  const copy = bytes.slice();
  let refused = 0;
  const wrong: string[] = [];
  for (let i = 0; i < copy.length; i++) {
    const mask = 1 << (i % 8) | 0x80 >> (i % 5); // a different mask of one or two bits at each place
    copy[i] = copy[i]! ^ mask;
    try {
      read(copy);
      wrong.push(`byte ${i}: read`);
    } catch (e) {
      if (e instanceof MjkitError && e.code === 'BAD_FILE') refused++;
      else wrong.push(`byte ${i}: ${e instanceof Error ? e.message : String(e)}`);
    }
    copy[i] = copy[i]! ^ mask;
    if (wrong.length > 5) break;
  }
  expect(wrong).toEqual([]);
  expect(refused).toBe(bytes.length);
  return refused;
}
