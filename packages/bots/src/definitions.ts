// The eight definitions of MahjongJoy's "Algorithm for Mahjong Bots", each a function of the
// concealed tiles and the visible ones. Kinds are 0..33 (1m..9m, 1p..9p, 1s..9s, E S W N Wh G R).
import type { Sight } from './sight.js';

/** A kind of tile, 0..33. */
export type Kind = number;

/** How the groups of a hand are counted: with sequences (the default), or triplets and pairs only (all-triplets plans). */
export interface GroupOptions {
  readonly sequences?: boolean;
}

const isNumber = (k: Kind) => k < 27;
const suitStart = (k: Kind) => k - (k % 9);

/** Copies of `k` neither held nor seen: those that may still come. */
export function unseenCopies(s: Sight, k: Kind): number {
  return Math.max(0, 4 - s.concealed[k]! - s.visible[k]!);
}

/** Every sequence through `k` whose other two tiles are held or may still come. */
function canMakeSequence(s: Sight, k: Kind): boolean {
  if (!isNumber(k)) return false;
  const n = k % 9;
  for (let start = Math.max(0, n - 2); start <= Math.min(6, n); start++) {
    let ok = true;
    for (let j = start; j < start + 3 && ok; j++) {
      const kind = suitStart(k) + j;
      if (kind !== k && s.concealed[kind]! === 0 && unseenCopies(s, kind) === 0) ok = false;
    }
    if (ok) return true;
  }
  return false;
}

/**
 * Definition 1, visible tiles: how many of `k` lie in the rivers, in any meld, or as dora
 * indicators.
 */
export function visibleCount(s: Sight, k: Kind): number {
  return s.visible[k]!;
}

/**
 * Definition 2, dead tiles: single concealed tiles that can no longer make any combination: no
 * pair (every other copy is visible) and no sequence (each sequence through it misses a tile
 * that is neither held nor still to come). Thirteen-orphans is not a combination here.
 *
 * @example
 * ```ts
 * import { deadTiles, sightOf } from '@mjkit/bots';
 * deadTiles(sightOf({ hand: '2s2z', visible: '222z' })); // => [28]
 * deadTiles(sightOf({ hand: '2s', visible: '1111s222s3333s' })); // => [19]
 * ```
 */
export function deadTiles(s: Sight, o: GroupOptions = {}): Kind[] {
  const out: Kind[] = [];
  for (let k = 0; k < 34; k++) {
    if (s.concealed[k] === 1 && unseenCopies(s, k) === 0 && !(o.sequences !== false && canMakeSequence(s, k))) out.push(k);
  }
  return out;
}

/**
 * Definition 3, unneeded tiles: single tiles unlikely to make a combination. A single wind or
 * dragon of which one or two are visible; a single number tile that can only still make a pair
 * (no sequence through it can be completed). Dead tiles are not counted again.
 *
 * @example
 * ```ts
 * import { sightOf, unneededTiles } from '@mjkit/bots';
 * unneededTiles(sightOf({ hand: '1m7z', visible: '77z' })); // => [33]
 * unneededTiles(sightOf({ hand: '1m', visible: '2222m' })); // => [0]
 * ```
 */
export function unneededTiles(s: Sight, o: GroupOptions = {}): Kind[] {
  const out: Kind[] = [];
  for (let k = 0; k < 34; k++) {
    if (s.concealed[k] !== 1 || unseenCopies(s, k) === 0) continue;
    if (isNumber(k) ? !(o.sequences !== false && canMakeSequence(s, k)) : s.visible[k]! >= 1) out.push(k);
  }
  return out;
}

/**
 * Definition 4, isolated tiles: a wind or dragon held once; a number tile held once with no tile
 * of its suit within two of it in the concealed hand.
 *
 * @example
 * ```ts
 * import { isolatedTiles, sightOf } from '@mjkit/bots';
 * // the paper's hand: 1s 2s 4s 1m 4m 1p 2p 3p 4p S N N N → 1m, 4m and South
 * isolatedTiles(sightOf({ hand: '14m1234p124s2444z' })); // => [0, 3, 28]
 * ```
 */
export function isolatedTiles(s: Sight): Kind[] {
  const out: Kind[] = [];
  for (let k = 0; k < 34; k++) {
    if (s.concealed[k] !== 1) continue;
    if (!isNumber(k)) {
      out.push(k);
      continue;
    }
    const n = k % 9;
    let near = false;
    for (let j = Math.max(0, n - 2); j <= Math.min(8, n + 2) && !near; j++) if (j !== n && s.concealed[suitStart(k) + j]! > 0) near = true;
    if (!near) out.push(k);
  }
  return out;
}

/** The leftovers of one way of splitting a suit into the most groups. */
type Leftovers = readonly number[];

const splitMemo = [new Map<number, { groups: number; sets: number; ways: Leftovers[] }>(), new Map<number, { groups: number; sets: number; ways: Leftovers[] }>()];

/**
 * The most groups (sequences, triplets, pairs) one suit's counts split into, the most sets
 * (sequences and triplets only) and the leftovers of every split that reaches the most groups.
 */
function splitSuit(counts: readonly number[], sequences: boolean): { groups: number; sets: number; ways: Leftovers[] } {
  let code = 0;
  for (let i = 0; i < counts.length; i++) code = code * 5 + counts[i]!;
  const memo = splitMemo[sequences ? 1 : 0]!;
  const hit = memo.get(code * 16 + counts.length);
  if (hit) return hit;
  let groups = -1;
  let sets = 0;
  let ways: Leftovers[] = [];
  const c = counts.slice();
  const left = new Array<number>(c.length).fill(0);
  const walk = (i: number, g: number, st: number) => {
    while (i < c.length && c[i] === 0) i++;
    if (i === c.length) {
      if (st > sets) sets = st;
      if (g > groups) {
        groups = g;
        ways = [];
      }
      if (g === groups) ways.push(left.slice());
      return;
    }
    if (c[i]! >= 3) {
      c[i]! -= 3;
      walk(i, g + 1, st + 1);
      c[i]! += 3;
    }
    if (sequences && i + 2 < c.length && c[i + 1]! > 0 && c[i + 2]! > 0) {
      c[i]!--, c[i + 1]!--, c[i + 2]!--;
      walk(i, g + 1, st + 1);
      c[i]!++, c[i + 1]!++, c[i + 2]!++;
    }
    if (c[i]! >= 2) {
      c[i]! -= 2;
      walk(i, g + 1, st);
      c[i]! += 2;
    }
    c[i]!--, left[i]!++;
    walk(i, g, st);
    c[i]!++, left[i]!--;
  };
  walk(0, 0, 0);
  const out = { groups, sets, ways };
  memo.set(code * 16 + counts.length, out);
  return out;
}

const suitCounts = (s: Sight, suit: number) => Array.from(s.concealed.subarray(suit * 9, suit * 9 + 9));

/**
 * The greatest number of combinations the concealed tiles make: sequences, triplets and pairs
 * (`groups`, the measure of the skip-tile definition) and sequences and triplets only (`sets`,
 * the measure the call rule compares).
 *
 * @example
 * ```ts
 * import { combinations, sightOf } from '@mjkit/bots';
 * combinations(sightOf({ hand: '14m1234p124s2444z' })); // => { groups: 2, sets: 2 }
 * combinations(sightOf({ hand: '11223m' })); // => { groups: 2, sets: 1 }
 * ```
 */
export function combinations(s: Sight, o: GroupOptions = {}): { groups: number; sets: number } {
  let groups = 0;
  let sets = 0;
  for (let suit = 0; suit < 3; suit++) {
    const r = splitSuit(suitCounts(s, suit), o.sequences !== false);
    groups += r.groups;
    sets += r.sets;
  }
  for (let k = 27; k < 34; k++) {
    const n = s.concealed[k]!;
    if (n >= 3) groups++, sets++;
    else if (n === 2) groups++;
  }
  return { groups, sets };
}

/**
 * Definition 5, skip tiles: number tiles, not isolated, left over by some split of the hand into
 * the most combinations (so discarding one does not lower that number) with no leftover tile
 * next to them — a tile one apart from an incomplete sequence, or one more than a complete
 * sequence needs.
 *
 * @example
 * ```ts
 * import { sightOf, skipTiles } from '@mjkit/bots';
 * // the paper's hand: 4s, 1p and 4p are skip tiles
 * skipTiles(sightOf({ hand: '14m1234p124s2444z' })); // => [9, 12, 21]
 * // its other example: 2m of 2m 4m 5m
 * skipTiles(sightOf({ hand: '245m' })); // => [1]
 * ```
 */
export function skipTiles(s: Sight, o: GroupOptions = {}): Kind[] {
  const isolated = new Set(isolatedTiles(s));
  const out: Kind[] = [];
  for (let suit = 0; suit < 3; suit++) {
    const { ways } = splitSuit(suitCounts(s, suit), o.sequences !== false);
    for (let n = 0; n < 9; n++) {
      const k = suit * 9 + n;
      if (s.concealed[k] === 0 || isolated.has(k)) continue;
      if (ways.some((w) => w[n]! > 0 && !(n > 0 && w[n - 1]! > 0) && !(n < 8 && w[n + 1]! > 0))) out.push(k);
    }
  }
  return out;
}

/**
 * Definition 8, incomplete sequences: two number tiles in a row (a two-sided or edge shape), both
 * left over by some split of the hand into the most combinations. Each is given by its lower kind.
 *
 * @example
 * ```ts
 * import { incompleteSequences, sightOf } from '@mjkit/bots';
 * incompleteSequences(sightOf({ hand: '12s4s45m' })); // => [3, 18]
 * ```
 */
export function incompleteSequences(s: Sight, o: GroupOptions = {}): Kind[] {
  if (o.sequences === false) return [];
  const out: Kind[] = [];
  for (let suit = 0; suit < 3; suit++) {
    const { ways } = splitSuit(suitCounts(s, suit), true);
    for (let n = 0; n < 8; n++) if (ways.some((w) => w[n]! > 0 && w[n + 1]! > 0)) out.push(suit * 9 + n);
  }
  return out;
}

/**
 * Definition 6, dead incomplete sequences: incomplete sequences that can no longer become a set,
 * every copy of the tiles on both sides (or the one side, at an edge) being visible or held.
 *
 * @example
 * ```ts
 * import { deadIncompleteSequences, sightOf } from '@mjkit/bots';
 * deadIncompleteSequences(sightOf({ hand: '12s', visible: '3333s' })); // => [18]
 * deadIncompleteSequences(sightOf({ hand: '23s', visible: '1111s' })); // => []
 * ```
 */
export function deadIncompleteSequences(s: Sight, o: GroupOptions = {}): Kind[] {
  return incompleteSequences(s, o).filter((k) => {
    const n = k % 9;
    const below = n > 0 ? unseenCopies(s, k - 1) : 0;
    const above = n < 7 ? unseenCopies(s, k + 2) : 0;
    return below === 0 && above === 0;
  });
}

/**
 * Pairs: kinds held exactly twice.
 *
 * @example
 * ```ts
 * import { pairs, sightOf } from '@mjkit/bots';
 * pairs(sightOf({ hand: '11m222p55z' })); // => [0, 31]
 * ```
 */
export function pairs(s: Sight): Kind[] {
  const out: Kind[] = [];
  for (let k = 0; k < 34; k++) if (s.concealed[k] === 2) out.push(k);
  return out;
}

/**
 * Definition 7, dead pairs: pairs that can no longer become a triplet, the other two copies
 * being visible.
 *
 * @example
 * ```ts
 * import { deadPairs, sightOf } from '@mjkit/bots';
 * deadPairs(sightOf({ hand: '22s55z', visible: '22s5z' })); // => [19]
 * ```
 */
export function deadPairs(s: Sight): Kind[] {
  return pairs(s).filter((k) => unseenCopies(s, k) === 0);
}
