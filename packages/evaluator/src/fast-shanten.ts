// Shanten of concealed counts with an explicit meld count, on the shanten package's public
// tables: the evaluator calls it millions of times, on hands that the tile count alone does not
// describe (a hand with the terminals taken out keeps its meld count). No argument checks:
// inner code only, on counts the evaluator made.
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

/** Standard-form shanten (four sets and a pair) of `c` beside `melds` sets. */
export function standardShanten(c: ArrayLike<number>, melds: number): number {
  const t = tablesOnce();
  return need(t, classOf(t, c, 0), classOf(t, c, 9), classOf(t, c, 18), classOf(t, c, 27), melds) - 1;
}

export function need(t: ShantenTables, m: number, p: number, s: number, z: number, melds: number): number {
  const mp = t.mp[m * t.numberClasses + p] as number;
  const mps = t.mps[mp * t.numberClasses + s] as number;
  return t.need[(mps * t.honourClasses + z) * 5 + melds] as number;
}

/** Seven-pairs shanten of `c` (seven different kinds; a quad is one pair). */
export function chiitoitsuShanten(c: ArrayLike<number>): number {
  let pairs = 0;
  let kinds = 0;
  for (let k = 0; k < 34; k++) {
    const n = c[k] as number;
    if (n > 0) kinds++;
    if (n >= 2) pairs++;
  }
  return 6 - pairs + (kinds < 7 ? 7 - kinds : 0);
}

const ORPHANS = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33] as const;

/** Thirteen-orphans shanten of `c`. */
export function kokushiShanten(c: ArrayLike<number>): number {
  let kinds = 0;
  let pair = 0;
  for (const k of ORPHANS) {
    const n = c[k] as number;
    if (n > 0) kinds++;
    if (n >= 2) pair = 1;
  }
  return 13 - kinds - pair;
}

/** The least shanten of the three forms; seven pairs and thirteen orphans only without melds. */
export function shantenOf(c: ArrayLike<number>, melds: number): number {
  const standard = standardShanten(c, melds);
  if (melds > 0 || standard < 0) return standard;
  const pairs = chiitoitsuShanten(c);
  const orphans = kokushiShanten(c);
  const forms = pairs < orphans ? pairs : orphans;
  return forms < standard ? forms : standard;
}

/**
 * The kinds whose draw lowers the shanten of `c` (now `current`), as majiang-core's `tingpai`
 * lists them: a kind the hand holds four of is never drawn. Appends to `out` and returns it.
 */
export function effectiveKinds(c: Uint8Array, melds: number, current: number, out: number[]): number[] {
  const t = tablesOnce();
  const cls = [classOf(t, c, 0), classOf(t, c, 9), classOf(t, c, 18), classOf(t, c, 27)];
  let pairs = 0;
  let kinds = 0;
  let orphanKinds = 0;
  let orphanPair = 0;
  if (melds === 0) {
    for (let k = 0; k < 34; k++) {
      const n = c[k] as number;
      if (n > 0) kinds++;
      if (n >= 2) pairs++;
    }
    for (const k of ORPHANS) {
      const n = c[k] as number;
      if (n > 0) orphanKinds++;
      if (n >= 2) orphanPair = 1;
    }
  }
  for (let suit = 0; suit < 4; suit++) {
    const from = suit * 9;
    const end = suit === 3 ? 34 : from + 9;
    for (let k = from; k < end; k++) {
      const n = c[k] as number;
      if (n >= 4) continue;
      c[k] = n + 1;
      const own = classOf(t, c, from);
      c[k] = n;
      const m = suit === 0 ? own : (cls[0] as number);
      const p = suit === 1 ? own : (cls[1] as number);
      const s = suit === 2 ? own : (cls[2] as number);
      const z = suit === 3 ? own : (cls[3] as number);
      let best = need(t, m, p, s, z, melds) - 1;
      if (melds === 0 && best >= current) {
        const kinds2 = n === 0 ? kinds + 1 : kinds;
        const pairs2 = n === 1 ? pairs + 1 : pairs;
        const chiitoitsu = 6 - pairs2 + (kinds2 < 7 ? 7 - kinds2 : 0);
        if (chiitoitsu < best) best = chiitoitsu;
        if (isOrphan(k)) {
          const kokushi = 13 - (n === 0 ? orphanKinds + 1 : orphanKinds) - (n >= 1 ? 1 : orphanPair);
          if (kokushi < best) best = kokushi;
        }
      }
      if (best < current) out.push(k);
    }
  }
  return out;
}

/** Whether kind `k` is a terminal or an honour. */
export function isOrphan(k: number): boolean {
  return k >= 27 || k % 9 === 0 || k % 9 === 8;
}
