import { Hand, isTerminalOrHonour, kindOf, redOf } from '@mjkit/core';
import type { Tile, TileKind } from '@mjkit/core';
import { checkOptions, describeValue, fail } from '@mjkit/core/internal';
import { countsOf, minShanten, newScan, scanCounts, suitStates } from './shanten.js';
import type { HandOrCounts } from './shanten.js';
import { shantenTables } from './tables.js';

/**
 * One kind that lowers the shanten, and how many of it the player may still draw. Results share
 * frozen objects for 0..4 remaining (a count outside that, given in `unseen`, gets one of its own).
 */
export interface EffectiveTile {
  /** The kind (0..33). */
  readonly kind: TileKind;
  /** Copies not seen: from the `unseen` option, or four minus the copies the hand holds. */
  readonly remaining: number;
}

/** The effective tiles (ukeire) of a hand; see {@link ukeire}. */
export interface Ukeire {
  /** The shanten of the hand. */
  readonly shanten: number;
  /** The kinds that lower it, in kind order. */
  readonly tiles: readonly EffectiveTile[];
  /** The sum of their `remaining`. */
  readonly total: number;
}

/** One row of a discard table; see {@link discardTable}. */
export interface DiscardOption extends Ukeire {
  /** The tile to discard (a plain five when the hand holds both a plain and a red one). */
  readonly discard: Tile;
}

/** Options of {@link ukeire} and {@link discardTable}. */
export interface UkeireOptions {
  /**
   * How many of each kind the player has not seen: 34 counts, or the result of core's
   * `countUnseen`. Default: four minus the copies the hand holds (melds included for a `Hand`).
   */
  readonly unseen?: ArrayLike<number> | { readonly counts: ArrayLike<number> };
  /** For a counts array: the number of melds (default: what the tile count implies). */
  readonly meldCount?: number;
}

const UKEIRE_OPTIONS = ['unseen', 'meldCount'] as const;

/** Automaton states entering each kind's rank (ukeire is synchronous and never re-entered). */
const STATES = new Uint16Array(34);
const SCAN = newScan();

/** The unseen counts given, or null for the default (four minus the copies held). */
function unseenOf(options: UkeireOptions): ArrayLike<number> | null {
  const u = options.unseen;
  if (u === undefined) return null;
  if (u === null || typeof u !== 'object') fail('INVALID_ARGUMENT', `unseen must be counts or an object with counts, not ${describeValue(u)}`);
  const counts = 'counts' in u && !('length' in u) ? u.counts : (u as ArrayLike<number>);
  if (!counts || counts.length !== 34) fail('INVALID_ARGUMENT', 'unseen must have 34 counts');
  return counts;
}

/** Copies held per kind, melds included: `counts` itself when there are no melds (not changed here). */
function heldOf(hand: HandOrCounts, counts: Uint8Array): Uint8Array {
  if (!Hand.isHand(hand) || hand.melds.length === 0) return counts;
  const held = Uint8Array.from(counts);
  for (const m of hand.melds) for (const t of m.tiles) held[kindOf(t)]! += 1;
  return held;
}

/**
 * The effective tiles with 0..4 remaining, made once and frozen (at `kind * 5 + remaining`):
 * a result shares them instead of allocating one object per tile (a fifth of a call's time).
 */
const SHARED_TILES: readonly EffectiveTile[] = /* @__PURE__ */ Array.from({ length: 34 * 5 }, (_, i) => Object.freeze({ kind: (i / 5) | 0, remaining: i % 5 }));

function result(base: number, effective: TileKind[], unseen: ArrayLike<number> | null, held: Uint8Array): Ukeire {
  let total = 0;
  const tiles: EffectiveTile[] = [];
  for (let i = 0; i < effective.length; i++) {
    const kind = effective[i] as TileKind;
    const remaining = Math.max(0, unseen === null ? 4 - (held[kind] as number) : (unseen[kind] as number));
    total += remaining;
    tiles.push(remaining <= 4 && remaining === (remaining | 0) ? (SHARED_TILES[kind * 5 + remaining] as EffectiveTile) : { kind, remaining });
  }
  return { shanten: base, tiles, total };
}

/**
 * The effective tiles (ukeire) of a 13-tile hand (3n+1 tiles with melds): every kind whose draw
 * lowers the shanten, with how many of it remain. A kind the hand already holds four of is never
 * effective: there is no fifth copy to draw.
 *
 * @example
 * ```ts
 * import { Hand, tileToString } from '@mjkit/core';
 * import { ukeire } from '@mjkit/shanten';
 * const u = ukeire(Hand.parse('123m456p789s1123z'));
 * u.shanten; // => 1
 * u.tiles.map((t) => tileToString(t.kind)); // => ['1z', '2z', '3z']
 * u.total; // => 8
 * const quad = ukeire(Hand.parse('123456789m1111z'));
 * quad.shanten; // => 1
 * quad.tiles.some((t) => tileToString(t.kind) === '1z'); // => false
 * ```
 */
export function ukeire(hand: HandOrCounts, options?: UkeireOptions): Ukeire {
  const opts = checkOptions(options, 'ukeire options', UKEIRE_OPTIONS);
  const isHand = Hand.isHand(hand);
  // counts of a caller are only read (a Hand's are a copy, changed and restored for melds)
  const counts = hand instanceof Uint8Array && hand.length === 34 ? hand : countsOf(hand);
  const held = heldOf(hand, counts);
  const unseen = unseenOf(opts);
  const t = shantenTables();
  const s = scanCounts(t, counts, SCAN);
  const melds = isHand ? hand.melds.length : Math.floor((14 - s.n) / 3);
  if (s.n !== 13 - 3 * melds || (!isHand && opts.meldCount !== undefined && opts.meldCount !== melds)) {
    fail('HAND_SIZE', `effective tiles need 13 − 3·melds concealed tiles, not ${s.n}${isHand ? '' : ` with ${describeValue(opts.meldCount ?? melds)} meld(s)`}`);
  }
  const capped = isHand && hand.melds.length > 0;
  const base = capped ? minShanten(hand, counts) : s.min;
  const effective: TileKind[] = [];
  if (capped) {
    // Melds cap some kinds: recompute each candidate exactly (suit vectors are memoized).
    for (let k = 0; k < 34; k++) {
      if ((held[k] as number) >= 4) continue;
      counts[k]! += 1;
      if (minShanten(hand, counts) < base) effective.push(k);
      counts[k]! -= 1;
    }
    return result(base, effective, unseen, held);
  }
  // Closed counts: only the suit of the added kind changes; walk its automaton from that rank,
  // starting from the state the unchanged ranks before it lead to, and combine the new class
  // with the combination of the unchanged suits. Combining is the same in any order and mp
  // combines any two number suits, so each pair of unchanged number suits is read once here.
  const { mp, mps, need, numberClasses: nc, honourClasses: hc, numberNext: nx, honourNext: hx } = t;
  const m0 = s.m, p0 = s.p, s0 = s.s, z0 = s.z;
  const mpOld = mp[m0 * nc + p0] as number;
  const psOld = mp[p0 * nc + s0] as number;
  const msOld = mp[m0 * nc + s0] as number;
  const mpsOld = mps[mpOld * nc + s0] as number;
  // Seven pairs and thirteen orphans after one more tile: they depend only on whether the kind
  // was absent or single, and whether it is a terminal or honour.
  let other = [Infinity, Infinity, Infinity, Infinity]; // [absent, single] × [not orphan, orphan]
  if (melds === 0) {
    const kinds = s.all & 255;
    const pairs = s.all >> 8;
    const orphanKinds = s.orphans & 255;
    const orphanPair = s.orphans >= 256 ? 1 : 0;
    const chiitoitsuNew = 6 - pairs + (kinds + 1 < 7 ? 6 - kinds : 0);
    const chiitoitsuPair = 5 - pairs + (kinds < 7 ? 7 - kinds : 0);
    other = [chiitoitsuNew, Math.min(chiitoitsuNew, 12 - orphanKinds - orphanPair), chiitoitsuPair, Math.min(chiitoitsuPair, 12 - orphanKinds)];
  }
  for (let suit = 0; suit < 4; suit++) suitStates(t, counts, suit, STATES);
  for (let k = 0; k < 34; k++) {
    const c = counts[k] as number;
    if ((held[k] as number) >= 4) continue;
    // the suit's class with one more of k: from the state entering k's rank, on to the suit's end
    const next = k >= 27 ? hx : nx;
    const end = k >= 27 ? 34 : k < 9 ? 9 : k < 18 ? 18 : 27;
    let cls = next[(STATES[k] as number) + c + 1] as number;
    for (let i = k + 1; i < end; i++) cls = next[cls + (counts[i] as number)] as number;
    let combined: number;
    let z = z0;
    if (k < 9) combined = mps[psOld * nc + cls] as number;
    else if (k < 18) combined = mps[msOld * nc + cls] as number;
    else if (k < 27) combined = mps[mpOld * nc + cls] as number;
    else {
      combined = mpsOld;
      z = cls;
    }
    let best = (need[(combined * hc + z) * 5 + melds] as number) - 1;
    if (best >= base && c < 2) {
      const orphan = isTerminalOrHonour(k) ? 1 : 0;
      const alt = other[c * 2 + orphan] as number;
      if (alt < best) best = alt;
    }
    if (best < base) effective.push(k);
  }
  return result(base, effective, unseen, held);
}

/**
 * For a 14-tile hand (3n+2 with melds): every discard with the shanten and effective tiles it
 * leaves, best first: lowest shanten, then most effective tiles, then most kinds of them, then
 * tile order. Each kind is listed once; with both a plain and a red five, the plain one.
 *
 * @example
 * ```ts
 * import { Hand, tileToString } from '@mjkit/core';
 * import { discardTable } from '@mjkit/shanten';
 * const [best] = discardTable(Hand.parse('123m456p789s11224z'));
 * tileToString(best!.discard); // => '4z'
 * best!.shanten; // => 0
 * ```
 */
export function discardTable(hand: HandOrCounts, options?: UkeireOptions): DiscardOption[] {
  const opts = checkOptions(options, 'discardTable options', UKEIRE_OPTIONS);
  const counts = countsOf(hand);
  let n = 0;
  for (let k = 0; k < 34; k++) n += counts[k] as number;
  const melds = Hand.isHand(hand) ? hand.melds.length : Math.floor((14 - n) / 3);
  if (n !== 14 - 3 * melds) fail('HAND_SIZE', `a discard table needs 14 − 3·melds concealed tiles, not ${n}`);
  const rows: DiscardOption[] = [];
  // A closed Hand is its counts: work on them, and keep the Hand path for melds (their caps).
  const viaHand = Hand.isHand(hand) && hand.melds.length > 0;
  for (let k = 0; k < 34; k++) {
    if (counts[k] === 0) continue;
    let discard: Tile = k;
    if (Hand.isHand(hand) && k < 27 && k % 9 === 4) {
      const reds = hand.redCount('mps'[Math.floor(k / 9)] as 'm' | 'p' | 's');
      if (reds === counts[k]) discard = redOf(k);
    }
    let after: HandOrCounts;
    if (viaHand) {
      after = (hand as Hand).discard(discard);
    } else {
      counts[k]! -= 1;
      after = Uint8Array.from(counts);
      counts[k]! += 1;
    }
    rows.push({ discard, ...ukeire(after, opts.unseen === undefined ? undefined : { unseen: opts.unseen }) });
  }
  return rows.sort(
    (a, b) => a.shanten - b.shanten || b.total - a.total || b.tiles.length - a.tiles.length || kindOf(a.discard) - kindOf(b.discard),
  );
}
