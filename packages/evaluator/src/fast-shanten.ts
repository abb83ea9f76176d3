// The pieces of shanten the evaluator computes itself, on the shanten package's public tables:
// the class of one suit and the tiles a whole hand needs, so that a search can keep the suit
// classes as tiles come and go and a route can swap one suit's class for another's. No argument
// checks: inner code only, on counts the evaluator made.
import { shantenTables } from '@mjkit/shanten';
import type { ShantenTables } from '@mjkit/shanten';

let tables: ShantenTables | undefined;

/** The shanten tables, decoded on first use. */
export function tablesOnce(): ShantenTables {
  return (tables ??= shantenTables());
}

/** The class of the suit starting at kind `from` (9 kinds, or 7 honours at 27). */
export function classOf(t: ShantenTables, c: ArrayLike<number>, from: number): number {
  const next = from === 27 ? t.honourNext : t.numberNext;
  const end = from === 27 ? 34 : from + 9;
  let state = 0;
  for (let i = from; i < end; i++) state = next[state + (c[i] as number)] as number;
  return state;
}

/** Tiles to add to a hand of suit classes m, p, s, z beside `melds` sets: its standard shanten + 1. */
export function need(t: ShantenTables, m: number, p: number, s: number, z: number, melds: number): number {
  const mp = t.mp[m * t.numberClasses + p] as number;
  const mps = t.mps[mp * t.numberClasses + s] as number;
  return t.need[(mps * t.honourClasses + z) * 5 + melds] as number;
}

/** Whether kind `k` is a terminal or an honour. */
export function isOrphan(k: number): boolean {
  return k >= 27 || k % 9 === 0 || k % 9 === 8;
}
