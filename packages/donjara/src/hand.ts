// Donjara tiles and hands: 9 kinds (written 1–9, held as kinds 0–8), 9 copies of each; a hand is
// the count of each kind. The three yaku of the toy game, and the shanten that goes with them.
import { describeValue, fail } from '@mjkit/core/internal';

/** Kinds of tile (0–8, written 1–9). */
export const DONJARA_KINDS = 9;
/** Copies of each kind: 81 tiles in all. */
export const DONJARA_COPIES = 9;
/** Tiles in a hand after drawing (a win holds this many); 8 between turns. */
export const DONJARA_HAND = 9;

/** A hand: the count of each of the 9 kinds (0–9). */
export type DonjaraCounts = Uint8Array;

/** The three yaku: nine of one kind; six of one kind and three of another; three triplets of three kinds. */
export type DonjaraYaku = 'nine' | 'six-three' | 'three-triplets';

/**
 * Reads a hand written as its tiles' digits (`'112223334'`, any order; spaces allowed).
 *
 * @example
 * ```ts
 * import { donjaraHand, formatDonjaraHand } from '@mjkit/donjara';
 * formatDonjaraHand(donjaraHand('9 111 222 33')); // => '111222339'
 * ```
 */
export function donjaraHand(text: string): DonjaraCounts {
  if (typeof text !== 'string') fail('INVALID_ARGUMENT', `a Donjara hand is a string of digits 1–9, not ${describeValue(text)}`);
  const counts = new Uint8Array(DONJARA_KINDS);
  let tiles = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === ' ') continue;
    const d = ch.charCodeAt(0) - 49;
    if (d < 0 || d > 8) fail('SYNTAX', `a Donjara tile is a digit 1–9, not ${JSON.stringify(ch)}`, { offset: i, input: text });
    if (++counts[d]! > DONJARA_COPIES) fail('FIFTH_COPY', `more than ${DONJARA_COPIES} tiles of kind ${d + 1}`, { offset: i, input: text });
    if (++tiles > DONJARA_HAND) fail('HAND_SIZE', `a Donjara hand holds at most ${DONJARA_HAND} tiles`, { offset: i, input: text });
  }
  return counts;
}

/** The digits of a hand, in order (`'111222333'`). */
export function formatDonjaraHand(counts: ArrayLike<number>): string {
  let out = '';
  for (let k = 0; k < DONJARA_KINDS; k++) out += String(k + 1).repeat(counts[k]!);
  return out;
}

/**
 * The most tiles of `counts` that one instance of each yaku can use — three triplets, six and
 * three, nine — written into `out`. A hand of 9 tiles wins when one of them reaches 9.
 *
 * Only min(count, 3) matters to the triplets, so one pass counts the kinds holding 3+, 2 and 1,
 * and the largest count: the triplets take the three largest min(c, 3); six-three puts the six
 * on the kind with the most (never worse than another: min(c, 6) − min(c, 3) grows with c) and
 * the three on the best of the rest.
 */
function matched(counts: ArrayLike<number>, out: Int8Array): void {
  let n3 = 0;
  let n2 = 0;
  let n1 = 0;
  let top = 0;
  for (let k = 0; k < DONJARA_KINDS; k++) {
    const c = counts[k]!;
    if (c >= 3) n3++;
    else if (c === 2) n2++;
    else if (c === 1) n1++;
    if (c > top) top = c;
  }
  matchedByShape(n3, n2, n1, top, out);
}

/**
 * {@link matched} from a hand's shape alone: how many kinds hold 3 or more, 2 and 1, and the
 * largest count — all the yaku read, so a caller that changes a hand a tile at a time can keep
 * the shape up to date instead of counting the kinds again.
 */
export function matchedByShape(n3: number, n2: number, n1: number, top: number, out: Int8Array): void {
  const a = n3 < 3 ? n3 : 3;
  const b = n2 < 3 - a ? n2 : 3 - a;
  const c = n1 < 3 - a - b ? n1 : 3 - a - b;
  out[0] = 3 * a + 2 * b + c;
  // the rest once the kind with the most is set aside
  if (top >= 3) n3--;
  else if (top === 2) n2--;
  else if (top === 1) n1--;
  out[1] = (top < 6 ? top : 6) + (n3 > 0 ? 3 : n2 > 0 ? 2 : n1 > 0 ? 1 : 0);
  out[2] = top;
}

/** {@link donjaraTilesToWin} from a hand's shape ({@link matchedByShape}). */
export function tilesToWinByShape(n3: number, n2: number, n1: number, top: number): number {
  matchedByShape(n3, n2, n1, top, scratch);
  return tilesToWinOf(scratch);
}

/** Tiles missing for the nearest yaku, from the most tiles each yaku can use ({@link matched}'s `out`). */
export function tilesToWinOf(used: Int8Array): number {
  return DONJARA_HAND - Math.max(used[0]!, used[1]!, used[2]!);
}

const scratch = new Int8Array(3);

/** Tiles missing for the nearest yaku (0: the hand of 9 wins). */
export function donjaraTilesToWin(counts: ArrayLike<number>): number {
  matched(counts, scratch);
  return tilesToWinOf(scratch);
}

/**
 * Shanten for Donjara, as in mahjong: the tiles missing for the nearest yaku, less one. A hand
 * of 8 tiles one tile from a yaku is tenpai (0); a hand of 9 that wins is −1.
 *
 * @example
 * ```ts
 * import { donjaraHand, donjaraShanten } from '@mjkit/donjara';
 * donjaraShanten(donjaraHand('11122233')); // => 0
 * donjaraShanten(donjaraHand('111222333')); // => -1
 * donjaraShanten(donjaraHand('12345678')); // => 5
 * ```
 */
export function donjaraShanten(counts: ArrayLike<number>): number {
  return donjaraTilesToWin(counts) - 1;
}

/** The tiles each yaku still misses (nine, six-three, three-triplets), written into `out`. */
export function donjaraMissing(counts: ArrayLike<number>, out: Int8Array = new Int8Array(3)): Int8Array {
  matched(counts, scratch);
  out[0] = DONJARA_HAND - scratch[2]!;
  out[1] = DONJARA_HAND - scratch[1]!;
  out[2] = DONJARA_HAND - scratch[0]!;
  return out;
}

/**
 * The yaku a hand of 9 tiles makes (the highest when it makes more than one, which cannot
 * happen with 9 tiles), or null.
 *
 * @example
 * ```ts
 * import { donjaraHand, donjaraYaku } from '@mjkit/donjara';
 * donjaraYaku(donjaraHand('111222333')); // => 'three-triplets'
 * donjaraYaku(donjaraHand('111111222')); // => 'six-three'
 * donjaraYaku(donjaraHand('999999999')); // => 'nine'
 * donjaraYaku(donjaraHand('111222334')); // => null
 * ```
 */
export function donjaraYaku(counts: ArrayLike<number>): DonjaraYaku | null {
  matched(counts, scratch);
  if (scratch[2] === 9) return 'nine';
  if (scratch[1] === 9) return 'six-three';
  if (scratch[0] === 9) return 'three-triplets';
  return null;
}
