// Typed access to the peer library `syanten` (a devDependency of bench only).
import { createRequire } from 'node:module';

/** Counts per suit as syanten takes them: m, p, s (9 each), honours (7). */
export type SyantenHand = [number[], number[], number[], number[]];

export interface SyantenLib {
  (hand: SyantenHand): number;
  syanten(hand: SyantenHand): number;
}

const require = createRequire(import.meta.url);
export const syanten = require('syanten') as SyantenLib;

/** 34 counts to syanten's four arrays. */
export function toSyanten(counts: ArrayLike<number>): SyantenHand {
  const a = Array.from(counts);
  return [a.slice(0, 9), a.slice(9, 18), a.slice(18, 27), a.slice(27, 34)];
}
