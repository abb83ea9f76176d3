import { describeValue, fail } from './errors.js';
import { Hand } from './hand.js';
import { kindOf } from './tiles.js';
import type { TileKind } from './tiles.js';

/** A concealed set of a decomposition: a sequence (named by its lowest kind) or a triplet. */
export interface ConcealedSet {
  /** `sequence` (shuntsu) or `triplet` (koutsu). */
  readonly type: 'sequence' | 'triplet';
  /** The triplet's kind, or the lowest kind of the sequence. */
  readonly kind: TileKind;
}

/**
 * One way to read a complete hand. The standard form lists only the concealed sets; the melds
 * of the hand complete the four.
 */
export type Decomposition =
  | { readonly form: 'standard'; readonly pair: TileKind; readonly sets: readonly ConcealedSet[] }
  | { readonly form: 'chiitoitsu'; readonly pairs: readonly TileKind[] }
  | { readonly form: 'kokushi'; readonly pair: TileKind };

/** The 13 terminal and honour kinds. */
export const KOKUSHI_KINDS: readonly TileKind[] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/** Checks raw counts (34 whole numbers 0..4) and a meld count; returns the tile count. */
function checkCounts(counts: ArrayLike<number>, meldCount: number): number {
  if (counts === null || typeof counts !== 'object' || counts.length !== 34) fail('INVALID_ARGUMENT', 'counts must have 34 entries');
  if (!Number.isInteger(meldCount) || meldCount < 0 || meldCount > 4) fail('INVALID_ARGUMENT', `meld count must be 0..4, not ${describeValue(meldCount)}`);
  let n = 0;
  for (let k = 0; k < 34; k++) {
    const c = counts[k] as number;
    if (!(c === 0 || c === 1 || c === 2 || c === 3 || c === 4)) fail('FIFTH_COPY', `count of kind ${k} must be 0..4, not ${describeValue(c)}`);
    n += c;
  }
  return n;
}

/**
 * @internal The one set-splitting routine of mjkit: calls `visit(sets)` for every way to split
 * the counts `c` (from kind `from` on) into sets, and stops as soon as `visit` returns true.
 * `sets` lists the sets found, each as its lowest kind `k` for a triplet or `34 + k` for a
 * sequence, in kind order; it is one array, changed as the search goes on (copy what you keep).
 * `c` is changed during the search and restored. Returns whether a visit stopped it.
 */
export function splitIntoSets(c: Uint8Array, from: number, sets: number[], visit: (sets: readonly number[]) => boolean | void): boolean {
  let k = from;
  while (k < 34 && c[k] === 0) k++;
  if (k === 34) return visit(sets) === true;
  const n = c[k] as number;
  if (n >= 3) {
    c[k] = n - 3;
    sets.push(k);
    const stop = splitIntoSets(c, k, sets, visit);
    sets.pop();
    c[k] = n;
    if (stop) return true;
  }
  if (k < 27 && k % 9 < 7 && (c[k + 1] as number) > 0 && (c[k + 2] as number) > 0) {
    c[k] = n - 1;
    c[k + 1]!--;
    c[k + 2]!--;
    sets.push(34 + k);
    const stop = splitIntoSets(c, k, sets, visit);
    sets.pop();
    c[k] = n;
    c[k + 1]!++;
    c[k + 2]!++;
    if (stop) return true;
  }
  return false;
}

const STOP = () => true;

function isChiitoitsu(c: ArrayLike<number>): boolean {
  let pairs = 0;
  for (let k = 0; k < 34; k++) {
    if (c[k] === 2) pairs++;
    else if (c[k] !== 0) return false;
  }
  return pairs === 7;
}

function kokushiPair(c: ArrayLike<number>): TileKind | -1 {
  let pair = -1;
  let n = 0;
  for (const k of KOKUSHI_KINDS) {
    const x = c[k] as number;
    if (x === 0 || x > 2) return -1;
    if (x === 2) {
      if (pair >= 0) return -1;
      pair = k;
    }
    n += x;
  }
  return n === 14 ? pair : -1;
}

/**
 * Every decomposition of a complete hand given as concealed counts (34 entries) and a number
 * of melds: each standard reading (pair + sets), seven pairs, thirteen orphans. Returns `[]`
 * when the counts are not complete. Seven pairs needs seven different kinds; both closed forms
 * need no melds.
 *
 * @example
 * ```ts
 * import { decomposeCounts, Hand } from '@mjkit/core';
 * const counts = Hand.parse('111222333m789p11z').counts();
 * decomposeCounts(counts).length; // => 2
 * ```
 */
export function decomposeCounts(counts: ArrayLike<number>, meldCount = 0): Decomposition[] {
  const n = checkCounts(counts, meldCount);
  if (n !== 14 - 3 * meldCount) return [];
  const c = Uint8Array.from(counts);
  const out: Decomposition[] = [];
  for (let pair = 0; pair < 34; pair++) {
    if ((c[pair] as number) < 2) continue;
    c[pair] = (c[pair] as number) - 2;
    splitIntoSets(c, 0, [], (found) => {
      out.push({ form: 'standard', pair, sets: found.map((x): ConcealedSet => (x < 34 ? { type: 'triplet', kind: x } : { type: 'sequence', kind: x - 34 })) });
    });
    c[pair] = (c[pair] as number) + 2;
  }
  if (meldCount === 0) {
    if (isChiitoitsu(c)) {
      const pairs: TileKind[] = [];
      for (let k = 0; k < 34; k++) if (c[k] === 2) pairs.push(k);
      out.push({ form: 'chiitoitsu', pairs });
    }
    const kp = kokushiPair(c);
    if (kp >= 0) out.push({ form: 'kokushi', pair: kp });
  }
  return out;
}

/** Whether checked counts `c` of 14 − 3·meldCount tiles form a complete hand; `c` is restored. */
function complete(c: Uint8Array, meldCount: number): boolean {
  if (meldCount === 0 && (isChiitoitsu(c) || kokushiPair(c) >= 0)) return true;
  for (let pair = 0; pair < 34; pair++) {
    const x = c[pair] as number;
    if (x < 2) continue;
    c[pair] = x - 2;
    const ok = splitIntoSets(c, 0, [], STOP);
    c[pair] = x;
    if (ok) return true;
  }
  return false;
}

/**
 * True when the concealed counts with `meldCount` melds form a complete hand in any form.
 * Faster than {@link decomposeCounts}: it stops at the first reading.
 */
export function isCompleteCounts(counts: ArrayLike<number>, meldCount = 0): boolean {
  const n = checkCounts(counts, meldCount);
  if (n !== 14 - 3 * meldCount) return false;
  return complete(Uint8Array.from(counts), meldCount);
}

function handCounts(hand: Hand, size: number, what: string): Uint8Array {
  if (!Hand.isHand(hand)) fail('INVALID_ARGUMENT', `${what} takes a Hand, not ${describeValue(hand)}`);
  if (hand.tileCount !== size) fail('HAND_SIZE', `${what} needs a hand of ${size} tiles; this one has ${hand.tileCount}`);
  return hand.counts();
}

/**
 * Every decomposition of a complete 14-tile hand (melds apart; see {@link decomposeCounts}).
 *
 * @example
 * ```ts
 * import { decompose, Hand } from '@mjkit/core';
 * decompose(Hand.parse('19m19p19s12345677z'))[0]?.form; // => 'kokushi'
 * decompose(Hand.parse('123m456p789s11z,555=z')).length; // => 1
 * ```
 */
export function decompose(hand: Hand): Decomposition[] {
  return decomposeCounts(handCounts(hand, 14, 'decompose'), hand.melds.length);
}

/** True when a 14-tile hand is complete: four sets and a pair, seven pairs or thirteen orphans. */
export function isComplete(hand: Hand): boolean {
  return complete(handCounts(hand, 14, 'isComplete'), hand.melds.length);
}

/**
 * The waits of a 13-tile hand: the kinds that would complete it. A kind that the hand already
 * holds four of, concealed and in melds, is not a wait: no fifth copy can be drawn.
 *
 * @example
 * ```ts
 * import { Hand, waits, kindFromString as k } from '@mjkit/core';
 * waits(Hand.parse('1112345678999m')).length; // => 9
 * waits(Hand.parse('123m456p789s1122z')); // => [k('1z'), k('2z')]
 * waits(Hand.parse('123456789m1111z')); // => []
 * ```
 */
export function waits(hand: Hand): TileKind[] {
  const c = handCounts(hand, 13, 'waits');
  const held = Uint8Array.from(c);
  for (const m of hand.melds) for (const t of m.tiles) held[kindOf(t)]!++;
  return waitsOf(c, hand.melds.length, held);
}

/**
 * The waits of concealed counts of 13 − 3·meldCount tiles. `held` (default: `counts`) is how
 * many of each kind the player holds in all, melds included: a kind held four times is no wait.
 */
export function waitsOfCounts(counts: ArrayLike<number>, meldCount = 0, held: ArrayLike<number> = counts): TileKind[] {
  const n = checkCounts(counts, meldCount);
  if (n !== 13 - 3 * meldCount) fail('HAND_SIZE', `waits need ${13 - 3 * meldCount} concealed tiles with ${meldCount} meld(s), not ${n}`);
  if (held !== counts) checkCounts(held, 0);
  return waitsOf(Uint8Array.from(counts), meldCount, held);
}

/** The waits of checked counts `c` (changed and restored); `held` as in {@link waitsOfCounts}. */
function waitsOf(c: Uint8Array, meldCount: number, held: ArrayLike<number>): TileKind[] {
  const out: TileKind[] = [];
  for (let k = 0; k < 34; k++) {
    if ((held[k] as number) >= 4) continue;
    c[k]!++;
    if (complete(c, meldCount)) out.push(k);
    c[k]!--;
  }
  return out;
}
