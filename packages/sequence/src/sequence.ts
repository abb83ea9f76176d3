// Sequences: how one suit of a player's concealed hand changes at a discard or a call, written as
// the digits of that suit before and after (colours dropped, red fives as 5, honours never).
import { fail, describeValue } from '@mjkit/core/internal';
import type { TileKind } from '@mjkit/core';

/** One transition of one suit of a concealed hand: its digits, sorted, before and after. */
export interface Sequence {
  /** The suit's digits before, e.g. `'3336678'`. */
  readonly pre: string;
  /** The suit's digits after, e.g. `'333678'`. */
  readonly post: string;
}

/** A number suit: 0 characters (m), 1 circles (p), 2 bamboo (s). */
export type NumberSuit = 0 | 1 | 2;

function checkCounts(counts: ArrayLike<number>): void {
  if (counts === null || typeof counts !== 'object' || counts.length !== 34) fail('INVALID_ARGUMENT', `counts must be 34 numbers, not ${describeValue(counts)}`);
}

function checkKind(kind: number, what: string): void {
  if (!(Number.isInteger(kind) && kind >= 0 && kind < 34)) fail('INVALID_TILE', `${what} must be a tile kind 0..33, not ${describeValue(kind)}`);
}

/**
 * The digits of one number suit of 34 counts per kind, in order, each repeated per copy.
 *
 * @example
 * ```ts
 * import { parseTiles, tileCounts } from '@mjkit/core';
 * import { suitDigits } from '@mjkit/sequence';
 * suitDigits(tileCounts(parseTiles('3336678p33345s11z')), 1); // => '3336678'
 * suitDigits(tileCounts(parseTiles('0p')), 1); // => '5'
 * ```
 */
export function suitDigits(counts: ArrayLike<number>, suit: NumberSuit): string {
  checkCounts(counts);
  if (suit !== 0 && suit !== 1 && suit !== 2) fail('INVALID_ARGUMENT', `suit must be 0, 1 or 2, not ${describeValue(suit)}`);
  for (let rank = 0; rank < 9; rank++) {
    const n = counts[suit * 9 + rank] as number;
    if (!(Number.isInteger(n) && n >= 0 && n <= 4)) fail('FIFTH_COPY', `count of kind ${suit * 9 + rank} must be 0..4, not ${describeValue(n)}`);
  }
  return digitsOf(counts, suit);
}

/** The digit runs of one rank: '', '1', '11' … (index rank * 5 + count). */
const RUNS: readonly string[] = Array.from({ length: 45 }, (_, i) => String(((i / 5) | 0) + 1).repeat(i % 5));

/** @internal {@link suitDigits} of counts known to be sound (the miner's own). */
export function digitsOf(counts: ArrayLike<number>, suit: number): string {
  const from = suit * 9;
  let out = '';
  for (let rank = 0; rank < 9; rank++) out += RUNS[rank * 5 + (counts[from + rank] as number)] as string;
  return out;
}

/** @internal {@link discardSequence} of sound counts holding the discarded number kind. */
export function discardSequenceOf(before: ArrayLike<number>, discarded: TileKind): Sequence | null {
  if (discarded >= 27) return null;
  const pre = digitsOf(before, (discarded / 9) | 0);
  const at = pre.indexOf(String((discarded % 9) + 1));
  return { pre, post: pre.slice(0, at) + pre.slice(at + 1) };
}

/** The suit of a number kind, or null for an honour. */
export function suitOfKind(kind: TileKind): NumberSuit | null {
  checkKind(kind, 'kind');
  return kind < 27 ? (Math.floor(kind / 9) as NumberSuit) : null;
}

/**
 * The sequence of a discard: `before` is the concealed hand as it stands when the player must
 * discard (after the draw, or after a call), `discarded` the kind discarded. An honour gives
 * none; the other suits do not change, so they give none either.
 *
 * @example
 * ```ts
 * import { kindFromString, parseTiles, tileCounts } from '@mjkit/core';
 * import { discardSequence } from '@mjkit/sequence';
 * const hand = tileCounts(parseTiles('3336678p33345s22z'));
 * discardSequence(hand, kindFromString('6p')); // => { pre: '3336678', post: '333678' }
 * discardSequence(hand, kindFromString('2z')); // => null
 * ```
 */
export function discardSequence(before: ArrayLike<number>, discarded: TileKind): Sequence | null {
  checkKind(discarded, 'discarded');
  const suit = suitOfKind(discarded);
  if (suit === null) return null;
  const pre = suitDigits(before, suit);
  if ((before[discarded] as number) === 0) fail('NOT_HELD', `the hand holds no tile of kind ${discarded} to discard`);
  const digit = String((discarded % 9) + 1);
  const at = pre.indexOf(digit);
  return { pre, post: pre.slice(0, at) + pre.slice(at + 1) };
}

/**
 * The sequence of a call (chii, pon, open kan): the called tile counts as a drawn tile, so the
 * suit goes from its digits before the call to those digits with the called one. This is the
 * study's own example (holding 34 and calling 2 gives `(34, 234)`), though it breaks the study's
 * rule that a post is one digit shorter than its pre (see the README).
 *
 * @example
 * ```ts
 * import { kindFromString, parseTiles, tileCounts } from '@mjkit/core';
 * import { callSequence } from '@mjkit/sequence';
 * callSequence(tileCounts(parseTiles('34s1155m')), kindFromString('2s')); // => { pre: '34', post: '234' }
 * ```
 */
export function callSequence(before: ArrayLike<number>, called: TileKind): Sequence | null {
  checkKind(called, 'called');
  const suit = suitOfKind(called);
  if (suit === null) return null;
  const pre = suitDigits(before, suit);
  const digit = (called % 9) + 1;
  let at = 0;
  while (at < pre.length && Number(pre[at]) <= digit) at++;
  return { pre, post: pre.slice(0, at) + String(digit) + pre.slice(at) };
}

/** One discard a pre-sequence allows: the digit taken out and the post it leaves. */
export interface PostOption {
  readonly digit: number;
  readonly post: string;
}

/**
 * Every post a discard from a suit with digits `pre` can leave: one per distinct digit.
 *
 * @example
 * ```ts
 * import { postsOf } from '@mjkit/sequence';
 * postsOf('3345').map((o) => o.post); // => ['345', '335', '334']
 * ```
 */
export function postsOf(pre: string): PostOption[] {
  if (typeof pre !== 'string' || !/^[1-9]*$/.test(pre)) fail('INVALID_ARGUMENT', `a pre-sequence is digits 1..9, not ${describeValue(pre)}`);
  const out: PostOption[] = [];
  for (let i = 0; i < pre.length; i++) {
    if (i > 0 && pre[i] === pre[i - 1]) continue;
    out.push({ digit: Number(pre[i]), post: pre.slice(0, i) + pre.slice(i + 1) });
  }
  return out;
}
