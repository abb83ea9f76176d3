import { Hand, isTerminalOrHonour, kindOf } from '@mjkit/core';
import { describeValue, fail } from '@mjkit/core/internal';
import { convolve } from './combine.js';
import { suitVector } from './suit-dp.js';
import { HONOUR_CLASSES, HONOUR_PAIRS, MP_BYTES, MPS_BYTES, NEED_BY_MELDS, NUMBER_CLASSES, NUMBER_PAIRS, builtTables, shantenTables } from './tables.js';
import type { ShantenTables } from './tables.js';

/** A hand as the shanten functions take it: a core `Hand`, or 34 concealed counts per kind. */
export type HandOrCounts = Hand | ArrayLike<number>;

/** The shanten of each form and the least of them; see {@link shantenForms}. */
export interface ShantenForms {
  /** Four sets and a pair. */
  readonly standard: number;
  /** Seven pairs (seven different kinds); `Infinity` with melds or fewer than 13 tiles. */
  readonly chiitoitsu: number;
  /** Thirteen orphans; `Infinity` with melds or fewer than 13 tiles. */
  readonly kokushi: number;
  /** The least of the three: the hand's shanten. */
  readonly min: number;
}

let tables: ShantenTables | undefined;

function bad(code: 'INVALID_ARGUMENT' | 'FIFTH_COPY' | 'HAND_SIZE', message: string): never {
  return fail(code, message);
}

/** Checks a given meld count against the one the tile count implies. */
function checkMelds(s: Scan, meldCount: number | undefined): void {
  if (meldCount !== undefined && meldCount !== s.melds) bad('HAND_SIZE', `${s.n} concealed tiles go with ${s.melds} meld(s), not ${describeValue(meldCount)}`);
}

function checkCounts(c: ArrayLike<number>): void {
  if (c === null || typeof c !== 'object' || c.length !== 34) bad('INVALID_ARGUMENT', 'counts must be an array of 34 numbers');
}

function badCounts(c: ArrayLike<number>): never {
  for (let i = 0; i < 34; i++) {
    const x = c[i];
    if (!(x === 0 || x === 1 || x === 2 || x === 3 || x === 4)) bad('FIFTH_COPY', `count of kind ${i} must be 0..4, not ${describeValue(x)}`);
  }
  return bad('INVALID_ARGUMENT', 'bad counts');
}

/**
 * What a pair of ranks (or one rank) adds to the hand's tallies, indexed by `5·a + b` (or by the
 * count): tiles in bits 0–7, kinds present in bits 8–13, pairs in bits 14–19, and over terminals
 * and honours alone, kinds present in bits 20–23 and pairs in bits 24–27. Summed over a hand
 * the fields do not overflow for counts 0..4 (at most 136 tiles, 34 kinds).
 */
function tallies(firstOrphan: boolean, secondOrphan: boolean, single: boolean): Int32Array {
  const one = (x: number, orphan: boolean): number => {
    const present = x > 0 ? 1 : 0;
    const pair = x > 1 ? 1 : 0;
    return x + (present << 8) + (pair << 14) + (orphan ? (present << 20) + (pair << 24) : 0);
  };
  if (single) return Int32Array.from({ length: 5 }, (_, x) => one(x, firstOrphan));
  return Int32Array.from({ length: 25 }, (_, i) => one((i / 5) | 0, firstOrphan) + one(i % 5, secondOrphan));
}
/** What one read of the 34 counts yields. */
export interface Scan {
  /** Automaton classes of the m, p, s suits and the honours. */
  m: number;
  p: number;
  s: number;
  z: number;
  /** Tile count. */
  n: number;
  /** Kinds present (low byte) and pairs (× 256), over all kinds. */
  all: number;
  /** The same over the 13 terminal and honour kinds. */
  orphans: number;
  /** The melds the tile count implies. */
  melds: number;
  /** Shanten of the forms for that meld count (closed forms Infinity with melds), and the least. */
  standard: number;
  chiitoitsu: number;
  kokushi: number;
  min: number;
}
/** @internal A fresh {@link Scan} to fill. */
export function newScan(): Scan {
  return { m: 0, p: 0, s: 0, z: 0, n: 0, all: 0, orphans: 0, melds: 0, standard: 0, chiitoitsu: 0, kokushi: 0, min: 0 };
}

/**
 * The scan of the public one-shot functions. Safe to share: each of them fills it and reads it
 * before it returns, calls nothing that fills it in between, and never hands it out.
 */
const scratch: Scan = newScan();

/** Counts that are not a Uint8Array, copied as bytes (each checked to be one). */
const BYTES = /* @__PURE__ */ new Uint8Array(34);

/**
 * @internal Reads counts into `scan`: suit classes, tile count, kinds and pairs. `t` is the
 * built tables (the reading uses their arrays, which are empty until built). A Uint8Array is
 * read as it is; any other counts are copied into bytes first (a count that does not survive
 * the copy unchanged — not an integer 0..255 — is an error), so the reading itself only ever
 * sees one kind of array and stays fast for callers that mix them.
 */
export function scanCounts(t: ShantenTables, c: ArrayLike<number>, scan: Scan): Scan {
  if (c instanceof Uint8Array) {
    if (c.length !== 34) checkCounts(c);
    scanBytes(c, scan);
    return scan;
  }
  scanBytes(bytesOf(c), scan);
  return scan;
}

/** Counts that are not a Uint8Array as bytes, in a shared array (each count checked to come through unchanged). */
function bytesOf(c: ArrayLike<number>): Uint8Array {
  checkCounts(c);
  // written out: a loop here costs as much as the whole reading of a Uint8Array
  const b = BYTES;
  const x0 = c[0] as number; const x1 = c[1] as number; const x2 = c[2] as number; const x3 = c[3] as number;
  const x4 = c[4] as number; const x5 = c[5] as number; const x6 = c[6] as number; const x7 = c[7] as number;
  const x8 = c[8] as number; const x9 = c[9] as number; const x10 = c[10] as number; const x11 = c[11] as number;
  const x12 = c[12] as number; const x13 = c[13] as number; const x14 = c[14] as number; const x15 = c[15] as number;
  const x16 = c[16] as number; const x17 = c[17] as number; const x18 = c[18] as number; const x19 = c[19] as number;
  const x20 = c[20] as number; const x21 = c[21] as number; const x22 = c[22] as number; const x23 = c[23] as number;
  const x24 = c[24] as number; const x25 = c[25] as number; const x26 = c[26] as number; const x27 = c[27] as number;
  const x28 = c[28] as number; const x29 = c[29] as number; const x30 = c[30] as number; const x31 = c[31] as number;
  const x32 = c[32] as number; const x33 = c[33] as number;
  b[0] = x0; b[1] = x1; b[2] = x2; b[3] = x3; b[4] = x4; b[5] = x5;
  b[6] = x6; b[7] = x7; b[8] = x8; b[9] = x9; b[10] = x10; b[11] = x11;
  b[12] = x12; b[13] = x13; b[14] = x14; b[15] = x15; b[16] = x16; b[17] = x17;
  b[18] = x18; b[19] = x19; b[20] = x20; b[21] = x21; b[22] = x22; b[23] = x23;
  b[24] = x24; b[25] = x25; b[26] = x26; b[27] = x27; b[28] = x28; b[29] = x29;
  b[30] = x30; b[31] = x31; b[32] = x32; b[33] = x33;
  if (
    b[0] !== x0 || b[1] !== x1 || b[2] !== x2 || b[3] !== x3 || b[4] !== x4 || b[5] !== x5 ||
    b[6] !== x6 || b[7] !== x7 || b[8] !== x8 || b[9] !== x9 || b[10] !== x10 || b[11] !== x11 ||
    b[12] !== x12 || b[13] !== x13 || b[14] !== x14 || b[15] !== x15 || b[16] !== x16 || b[17] !== x17 ||
    b[18] !== x18 || b[19] !== x19 || b[20] !== x20 || b[21] !== x21 || b[22] !== x22 || b[23] !== x23 ||
    b[24] !== x24 || b[25] !== x25 || b[26] !== x26 || b[27] !== x27 || b[28] !== x28 || b[29] !== x29 ||
    b[30] !== x30 || b[31] !== x31 || b[32] !== x32 || b[33] !== x33
  )
    badCounts(c);
  return b;
}

/**
 * The reading of {@link scanCounts} (into `scan`, or with null only the least shanten, which it
 * returns either way), written out kind by kind (V8 reads typed arrays at constant
 * indices about twice as fast as in a loop, and this is the whole cost of a shanten call). The
 * automata are read two ranks at a time (`numberPairs`, `honourPairs`), and the same pair index
 * gives what the two ranks add to the tallies of seven pairs and thirteen orphans. A count over
 * 4 either reads past a tally table (NaN) or lands on a smaller pair of counts, whose tally has
 * fewer tiles: either way the tallied tiles differ from the counts' sum, the one check made.
 *
 * The tables are the arrays of tables.ts, allocated when the modules load and filled when the
 * tables are built. The reading is made once, in a closure that holds them as constants: V8
 * folds a constant typed array's address and length into the code that reads it (about 5 ns of
 * a 55 ns call), but not a variable's, and bundlers turn a module's top-level `const` into `var`.
 */
function readerOf(nx: Uint16Array, hx: Uint16Array, mp: Uint8Array, mps: Uint8Array, need: Uint8Array) {
  const nc = NUMBER_CLASSES;
  const hc = HONOUR_CLASSES;
  const needSlice = need.length / 5;
  // the tallies of ranks 1–2 of a number suit (a terminal, then not), of ranks 3–4, 5–6, 7–8,
  // of two honours, and of rank 9 or the seventh honour alone
  const tf = tallies(true, false, false);
  const tm = tallies(false, false, false);
  const th = tallies(true, true, false);
  const tl = tallies(true, false, true);
  return function scanBytes(c: Uint8Array, scan: Scan | null): number {
    const m0 = c[0] as number, m1 = c[1] as number, m2 = c[2] as number, m3 = c[3] as number, m4 = c[4] as number;
    const m5 = c[5] as number, m6 = c[6] as number, m7 = c[7] as number, m8 = c[8] as number;
    const p0 = c[9] as number, p1 = c[10] as number, p2 = c[11] as number, p3 = c[12] as number, p4 = c[13] as number;
    const p5 = c[14] as number, p6 = c[15] as number, p7 = c[16] as number, p8 = c[17] as number;
    const s0 = c[18] as number, s1 = c[19] as number, s2 = c[20] as number, s3 = c[21] as number, s4 = c[22] as number;
    const s5 = c[23] as number, s6 = c[24] as number, s7 = c[25] as number, s8 = c[26] as number;
    const z0 = c[27] as number, z1 = c[28] as number, z2 = c[29] as number, z3 = c[30] as number;
    const z4 = c[31] as number, z5 = c[32] as number, z6 = c[33] as number;
    const ma = m0 * 5 + m1, mb = m2 * 5 + m3, mc = m4 * 5 + m5, md = m6 * 5 + m7;
    const pa = p0 * 5 + p1, pb = p2 * 5 + p3, pc = p4 * 5 + p5, pd = p6 * 5 + p7;
    const sa = s0 * 5 + s1, sb = s2 * 5 + s3, sc = s4 * 5 + s5, sd = s6 * 5 + s7;
    const za = z0 * 5 + z1, zb = z2 * 5 + z3, zc = z4 * 5 + z5;
    // The four automaton walks, each a chain of five (four) lookups.
    let m = nx[ma] as number;
    let p = nx[pa] as number;
    let s = nx[sa] as number;
    let z = hx[za] as number;
    m = nx[m + mb] as number; p = nx[p + pb] as number; s = nx[s + sb] as number; z = hx[z + zb] as number;
    m = nx[m + mc] as number; p = nx[p + pc] as number; s = nx[s + sc] as number; z = hx[z + zc] as number;
    m = nx[m + md] as number; p = nx[p + pd] as number; s = nx[s + sd] as number; z = hx[z + z6] as number;
    m = nx[m + m8] as number; p = nx[p + p8] as number; s = nx[s + s8] as number;
    const tally =
      (tf[ma] as number) + (tm[mb] as number) + (tm[mc] as number) + (tm[md] as number) + (tl[m8] as number) +
      (tf[pa] as number) + (tm[pb] as number) + (tm[pc] as number) + (tm[pd] as number) + (tl[p8] as number) +
      (tf[sa] as number) + (tm[sb] as number) + (tm[sc] as number) + (tm[sd] as number) + (tl[s8] as number) +
      (th[za] as number) + (th[zb] as number) + (th[zc] as number) + (tl[z6] as number);
    const n =
      m0 + m1 + m2 + m3 + m4 + m5 + m6 + m7 + m8 + p0 + p1 + p2 + p3 + p4 + p5 + p6 + p7 + p8 +
      s0 + s1 + s2 + s3 + s4 + s5 + s6 + s7 + s8 + z0 + z1 + z2 + z3 + z4 + z5 + z6;
    if ((tally & 255) !== n) badCounts(c);
    // The meld count follows from the tile count: 13 or 14 tiles have none.
    let melds = 0;
    if (n < 13) {
      if (n < 1 || n % 3 === 0) bad('HAND_SIZE', `a hand has 3k+1 or 3k+2 concealed tiles (1..14), not ${n}`);
      melds = ((14 - n) / 3) | 0;
    } else if (n > 14) bad('HAND_SIZE', `a hand has 3k+1 or 3k+2 concealed tiles (1..14), not ${n}`);
    const standard = (need[melds * needSlice + (mps[(mp[m * nc + p] as number) * nc + s] as number) * hc + z] as number) - 1;
    const kinds = (tally >> 8) & 63;
    const pairs = (tally >> 14) & 63;
    const orphanKinds = (tally >> 20) & 15;
    const orphanPairs = tally >> 24;
    // Seven pairs and thirteen orphans, and the least of the three forms, without branches: which
    // form is least changes unpredictably from hand to hand, and a mispredicted branch costs more
    // than these few operations (over the bench's random hands, 59 -> 51 ns a hand).
    const short = 7 - kinds; // kinds missing for seven pairs, when positive
    const seven = 6 - pairs + (short & ~(short >> 31));
    const orphans = 13 - orphanKinds - ((0 - orphanPairs) >>> 31); // less one with any orphan pair
    const closed = orphans + ((seven - orphans) & ((seven - orphans) >> 31)); // the lesser of the two
    const least = closed + ((standard - closed) & ((standard - closed) >> 31)); // and of the standard form
    const min = melds === 0 ? least : standard;
    if (scan !== null) {
      scan.m = m;
      scan.p = p;
      scan.s = s;
      scan.z = z;
      scan.n = n;
      scan.all = kinds + (pairs << 8);
      scan.orphans = orphanKinds + (orphanPairs << 8);
      scan.melds = melds;
      scan.standard = standard;
      scan.chiitoitsu = melds === 0 ? seven : Infinity;
      scan.kokushi = melds === 0 ? orphans : Infinity;
      scan.min = min;
    }
    return min;
  };
}
const scanBytes = /* @__PURE__ */ readerOf(NUMBER_PAIRS, HONOUR_PAIRS, MP_BYTES, MPS_BYTES, NEED_BY_MELDS);

/**
 * @internal The automaton state of one suit (0..3) of `counts` entering each of its ranks, into
 * `out` at the suit's kind indices (ukeire walks on from there with one more tile).
 */
export function suitStates(t: ShantenTables, counts: ArrayLike<number>, suit: number, out: Uint16Array): void {
  const from = suit * 9;
  const size = suit === 3 ? 7 : 9;
  const next = suit === 3 ? t.honourNext : t.numberNext;
  let state = 0;
  for (let i = from; i < from + size; i++) {
    out[i] = state;
    state = next[state + (counts[i] as number)] as number;
  }
}

/** Copies of each kind the hand's melds hold. */
function meldTiles(hand: Hand): Uint8Array | null {
  if (hand.melds.length === 0) return null;
  const held = new Uint8Array(34);
  for (const m of hand.melds) for (const t of m.tiles) held[kindOf(t)]! += 1;
  return held;
}

const cappedCache = new Map<number, Uint8Array>();

/** The vector of one suit whose kinds are capped by meld tiles (memoized). */
function cappedSuit(c: ArrayLike<number>, held: Uint8Array, from: number, size: number): Uint8Array {
  let key = 0;
  for (let i = 0; i < size; i++) key = key * 25 + (c[from + i] as number) * 5 + (held[from + i] as number);
  key = key * 2 + (size === 7 ? 1 : 0);
  let v = cappedCache.get(key);
  if (!v) {
    const counts: number[] = [];
    const caps: number[] = [];
    for (let i = 0; i < size; i++) {
      counts.push(c[from + i] as number);
      caps.push(4 - (held[from + i] as number));
    }
    v = suitVector(counts, caps, size === 7);
    if (cappedCache.size > 200_000) cappedCache.clear();
    cappedCache.set(key, v);
  }
  return v;
}

/**
 * The standard form of a hand whose melds hold some kinds: those kinds can be used in the
 * concealed part at most 4 − (copies in melds) times. Suits without such a kind use the tables.
 */
function standardCapped(t: ShantenTables, s: Scan, c: ArrayLike<number>, held: Uint8Array, m: number): number {
  const suits = [s.m, s.p, s.s, s.z];
  const vectors = suits.map((cls, k) => {
    const from = k * 9;
    const size = k === 3 ? 7 : 9;
    let capped = false;
    for (let i = 0; i < size; i++) if ((held[from + i] as number) > 0) capped = true;
    if (capped) return cappedSuit(c, held, from, size);
    return (k === 3 ? t.honourVectors[cls] : t.numberVectors[cls]) as Uint8Array;
  });
  const a = convolve(vectors[0] as Uint8Array, vectors[1] as Uint8Array);
  const b = convolve(a, vectors[2] as Uint8Array);
  const v = convolve(b, vectors[3] as Uint8Array);
  return (v[(4 - m) * 2 + 1] as number) - 1;
}

/** @internal A hand's concealed counts: a copy for a Hand or for counts. */
export function countsOf(hand: HandOrCounts): Uint8Array {
  if (Hand.isHand(hand)) return hand.counts();
  checkCounts(hand);
  return Uint8Array.from(hand);
}

/**
 * How many one-shot calls of a process are answered by the direct DP before the tables are
 * built. The tables take 60–100 ms to generate and then answer in about 100 ns; the direct DP
 * takes some tens of microseconds and needs nothing. So a page that shows the shanten of a few
 * hands never pays for the tables, and a program that computes many pays for them once, after
 * a few milliseconds. The answers are the same either way (the tests compare them).
 */
const DIRECT_CALLS = 64;
let directCalls = 0;

/** Checks counts as the tables path does (each 0..4, 1..14 tiles, 3k+1 or 3k+2); the tile count. */
function checkedTileCount(c: ArrayLike<number>): number {
  checkCounts(c);
  let n = 0;
  for (let i = 0; i < 34; i++) {
    const x = c[i];
    if (!(x === 0 || x === 1 || x === 2 || x === 3 || x === 4)) badCounts(c);
    n += x;
  }
  if (n < 1 || n > 14 || n % 3 === 0) bad('HAND_SIZE', `a hand has 3k+1 or 3k+2 concealed tiles (1..14), not ${n}`);
  return n;
}

/** @internal The forms by the suit DP alone, no tables: what the first one-shot calls use. */
export function directScan(c: ArrayLike<number>, held: Uint8Array | null, scan: Scan): Scan {
  const n = checkedTileCount(c);
  const melds = n < 13 ? ((14 - n) / 3) | 0 : 0;
  const suit = (from: number, size: number) => {
    const counts: number[] = [];
    const caps: number[] = [];
    for (let i = from; i < from + size; i++) {
      counts.push(c[i] as number);
      caps.push(4 - (held ? (held[i] as number) : 0));
    }
    return suitVector(counts, caps, size === 7);
  };
  const v = convolve(convolve(convolve(suit(0, 9), suit(9, 9)), suit(18, 9)), suit(27, 7));
  const standard = (v[(4 - melds) * 2 + 1] as number) - 1;
  scan.n = n;
  scan.melds = melds;
  scan.standard = standard;
  if (melds > 0 || held) {
    scan.chiitoitsu = Infinity;
    scan.kokushi = Infinity;
    scan.min = standard;
    return scan;
  }
  let kinds = 0;
  let pairs = 0;
  let orphanKinds = 0;
  let orphanPair = false;
  for (let k = 0; k < 34; k++) {
    const x = c[k] as number;
    const orphan = isTerminalOrHonour(k);
    if (x > 0) kinds++;
    if (x > 1) pairs++;
    if (orphan && x > 0) orphanKinds++;
    if (orphan && x > 1) orphanPair = true;
  }
  scan.chiitoitsu = 6 - pairs + (kinds < 7 ? 7 - kinds : 0);
  scan.kokushi = 13 - orphanKinds - (orphanPair ? 1 : 0);
  scan.min = Math.min(standard, scan.chiitoitsu, scan.kokushi);
  return scan;
}

/**
 * The scan of a one-shot call: the forms of concealed `counts` (into `scratch`); `held` gives
 * the copies in melds per kind, which cap their use (null when there are no melds to count).
 */
function scanOf(counts: ArrayLike<number>, held: Uint8Array | null): Scan {
  if (tables === undefined) {
    tables = builtTables(); // built by another call (ukeire, shantenTables)?
    if (tables === undefined && directCalls < DIRECT_CALLS) {
      directCalls++;
      return directScan(counts, held, scratch);
    }
  }
  const t = (tables ??= shantenTables());
  const s = scanCounts(t, counts, scratch);
  if (held) {
    s.standard = standardCapped(t, s, counts, held, s.melds);
    s.chiitoitsu = Infinity;
    s.kokushi = Infinity;
    s.min = s.standard;
  }
  return s;
}

function forms(counts: ArrayLike<number>, held: Uint8Array | null): ShantenForms {
  const s = scanOf(counts, held);
  return { standard: s.standard, chiitoitsu: s.chiitoitsu, kokushi: s.kokushi, min: s.min };
}

function formsOf(hand: HandOrCounts, meldCount: number | undefined): ShantenForms {
  if (Hand.isHand(hand)) return forms(hand.counts(), meldTiles(hand));
  const f = forms(hand, null);
  checkMelds(scratch, meldCount);
  return f;
}

/**
 * @internal The least shanten of `counts` taken as the concealed tiles of `hand` (a Hand gives
 * its melds and their caps; for a counts array the meld count follows from the tile count).
 */
export function minShanten(hand: HandOrCounts, counts: ArrayLike<number>): number {
  return forms(counts, Hand.isHand(hand) ? meldTiles(hand) : null).min;
}

/**
 * The shanten of a hand: how many tiles it is from tenpai (0 = tenpai, −1 = complete), the
 * least over the standard form, seven pairs and thirteen orphans. Exact: no kind is ever used
 * more than four times, so `123456789m1111z` (its only wait a fifth 1z) is 1, not 0.
 *
 * Takes a core `Hand` or 34 concealed counts per kind with the number of melds (default: what
 * the tile count implies, 14 − 3·melds or 13 − 3·melds tiles). The counts path checks the
 * array length, each count (an integer 0..4) and the tile count; it cannot know the tiles in
 * melds, so pass a `Hand` to have them count against the four copies. A `Uint8Array` is read
 * as it is; other arrays are copied first, which costs little next to reading them.
 *
 * @example
 * ```ts
 * import { Hand, parseTiles, tileCounts } from '@mjkit/core';
 * import { shanten } from '@mjkit/shanten';
 * shanten(Hand.parse('123m456p789s1122z')); // => 0
 * shanten(Hand.parse('123456789m1111z')); // => 1
 * shanten(Hand.parse('19m19p19s12345677z')); // => -1
 * const counts = tileCounts(parseTiles('11m'));
 * shanten(counts); // => -1
 * shanten(counts, 3); // throws HAND_SIZE
 * ```
 */
export function shanten(hand: HandOrCounts, meldCount?: number): number {
  // the call of long jobs first: 34 counts as bytes, once the tables are built
  if (hand instanceof Uint8Array && hand.length === 34 && tables !== undefined) {
    if (meldCount === undefined) return scanBytes(hand, null);
    scanBytes(hand, scratch);
    checkMelds(scratch, meldCount);
    return scratch.min;
  }
  // then other arrays of counts, copied into bytes
  if (Array.isArray(hand) && tables !== undefined && meldCount === undefined) return scanBytes(bytesOf(hand), null);
  if (Hand.isHand(hand)) return formsOf(hand, undefined).min;
  const s = scanOf(hand, null);
  if (meldCount !== undefined) checkMelds(s, meldCount);
  return s.min;
}

/**
 * The shanten of each form and the least of them.
 *
 * @example
 * ```ts
 * import { Hand } from '@mjkit/core';
 * import { shantenForms } from '@mjkit/shanten';
 * shantenForms(Hand.parse('119m19p19s1234567z')); // => { standard: 7, chiitoitsu: 5, kokushi: -1, min: -1 }
 * ```
 */
export function shantenForms(hand: HandOrCounts, meldCount?: number): ShantenForms {
  return formsOf(hand, meldCount);
}

/** Scans counts (no allocation) and checks their tile count against `meldCount`. */
function scanChecked(counts: ArrayLike<number>, meldCount: number | undefined): Scan {
  const s = scanOf(counts, null);
  checkMelds(s, meldCount);
  return s;
}

/**
 * The shanten of the standard form (four sets and a pair); see {@link shanten}. Allocates
 * nothing for a counts array.
 */
export function shantenStandard(hand: HandOrCounts, meldCount?: number): number {
  return Hand.isHand(hand) ? formsOf(hand, undefined).standard : scanChecked(hand, meldCount).standard;
}

/** The shanten of seven pairs (seven different kinds); `Infinity` with melds or under 13 tiles. */
export function shantenChiitoitsu(hand: HandOrCounts, meldCount?: number): number {
  return Hand.isHand(hand) ? formsOf(hand, undefined).chiitoitsu : scanChecked(hand, meldCount).chiitoitsu;
}

/** The shanten of thirteen orphans; `Infinity` with melds or under 13 tiles. */
export function shantenKokushi(hand: HandOrCounts, meldCount?: number): number {
  return Hand.isHand(hand) ? formsOf(hand, undefined).kokushi : scanChecked(hand, meldCount).kokushi;
}
