import { checkObject, checkOptions, describeValue, fail } from './errors.js';
import { INSPECT } from './inspect.js';
import { isDiscardCall, isKan, isOpenMeld, makeMeld } from './meld.js';
import type { Meld } from './meld.js';
import {
  formatTrusted,
  formatUnicode,
  parseMajiangParts,
  parseMpszParts,
  parseTenhouIdParts,
  tenhouIdsOf,
} from './notation.js';
import type { HandParts } from './notation.js';
import type { RelativeSeat } from './seats.js';
import { checkTile, compareTiles, kindOf, redOf, tileFromString, tileToString } from './tiles.js';
import type { Suit, Tile, TileId, TileKind } from './tiles.js';

/** A tile given either as a {@link Tile} number or as a string such as `'5m'`, `'0p'`, `'z7'`. */
export type TileLike = Tile | string;

function toTile(t: TileLike): Tile {
  return typeof t === 'string' ? tileFromString(t) : checkTile(t);
}

/** The two tiles of the hand a chii or pon is made with, as the caller named them. */
function ownPair(own: readonly [TileLike, TileLike], call: string): [Tile, Tile] {
  if (!Array.isArray(own) || own.length !== 2) fail('INVALID_ARGUMENT', `a ${call} is made with two tiles of the hand, not ${describeValue(own)}`);
  return [toTile(own[0]), toTile(own[1])];
}

/** Options of {@link Hand.fromTenhouIds} and {@link Hand.toTenhouIds}. */
export interface TenhouIdOptions {
  /** Whether ids 16, 52, 88 are red fives (Tenhou's red-five rooms). Default `true`. */
  readonly redFives?: boolean;
  /** The hand's melds, which Tenhou writes apart from the concealed ids. Default none. */
  readonly melds?: readonly Meld[];
}

/** Options of {@link Hand.discard}. */
export interface DiscardOptions {
  /** The discard declares riichi (closed hands only). */
  readonly riichi?: boolean;
}

/**
 * The mark of a Hand, shared by every build of mjkit in a process (`Symbol.for`), so that a
 * Hand made by the CommonJS build is a Hand to the ESM build too.
 */
const HAND_BRAND: unique symbol = Symbol.for('@mjkit/core:Hand') as never;

/** Index of the red-five count of suit s (0..2) in a hand's 37 counts. */
const RED = 34;

/** The red copies among the tiles of kind `k` in a hand's 37 counts `c` (0 unless a five). */
function redsOf(c: Uint8Array, k: number): number {
  return k < 27 && k % 9 === 4 ? (c[RED + (k - 4) / 9] as number) : 0;
}

/**
 * Throws for a list of more tiles than any hand holds (14 concealed), with the true numbers: the
 * copies of a kind held more than four times, else the size. Counted wide, so that no count wraps.
 */
function tooManyTiles(tiles: readonly unknown[]): never {
  const copies = new Map<number, number>();
  for (const t of tiles) {
    checkTile(t as Tile);
    const k = kindOf(t as Tile);
    copies.set(k, (copies.get(k) ?? 0) + 1);
  }
  for (const [k, n] of copies) if (n > 4) fail('FIFTH_COPY', `${n} copies of ${tileToString(k)}; there are only 4`);
  return fail('HAND_SIZE', `a hand holds at most 14 concealed tiles, not ${tiles.length}`);
}

/**
 * Copies the 34 kind counts of `c` into `out`, written out: V8 runs a 34-step loop between typed
 * arrays about three times slower (50 against 17 ns).
 */
function copyCounts(c: Uint8Array, out: Uint8Array): void {
  out[0] = c[0] as number; out[1] = c[1] as number; out[2] = c[2] as number; out[3] = c[3] as number;
  out[4] = c[4] as number; out[5] = c[5] as number; out[6] = c[6] as number; out[7] = c[7] as number;
  out[8] = c[8] as number; out[9] = c[9] as number; out[10] = c[10] as number; out[11] = c[11] as number;
  out[12] = c[12] as number; out[13] = c[13] as number; out[14] = c[14] as number; out[15] = c[15] as number;
  out[16] = c[16] as number; out[17] = c[17] as number; out[18] = c[18] as number; out[19] = c[19] as number;
  out[20] = c[20] as number; out[21] = c[21] as number; out[22] = c[22] as number; out[23] = c[23] as number;
  out[24] = c[24] as number; out[25] = c[25] as number; out[26] = c[26] as number; out[27] = c[27] as number;
  out[28] = c[28] as number; out[29] = c[29] as number; out[30] = c[30] as number; out[31] = c[31] as number;
  out[32] = c[32] as number; out[33] = c[33] as number;
}

/** The copies of kind `k` in some melds. */
function meldCopies(melds: readonly Meld[], k: TileKind): number {
  let n = 0;
  for (let i = 0; i < melds.length; i++) {
    const tiles = (melds[i] as Meld).tiles;
    for (let j = 0; j < tiles.length; j++) if (kindOf(tiles[j] as Tile) === k) n++;
  }
  return n;
}

/**
 * A player's hand: concealed tiles (with red fives), melds, the tile drawn this turn, and the
 * riichi flag. Immutable: every operation returns a new hand, and refuses to build an illegal
 * one (a fifth copy, a wrong number of tiles, a discard of a tile not held) with an
 * {@link MjkitError}. Every way to make a Hand checks it, so functions that take one trust it.
 *
 * A hand has 13 or 14 tiles, each meld counting as 3: 14 while the player must discard, after a
 * draw or a chii or pon; 13 otherwise.
 *
 * `instanceof Hand` and {@link Hand.isHand} recognise a Hand made by any build of mjkit in the
 * process (ESM or CommonJS).
 *
 * @example
 * ```ts
 * import { Hand } from '@mjkit/core';
 * const hand = Hand.parse('123m055p789s1122z');
 * hand.tileCount; // => 13
 * const next = hand.draw('2z').discard('1z');
 * next.toString(); // => '123m055p789s1222z'
 * next.toMajiang(); // => 'm123p055s789z1222'
 * ```
 */
export class Hand {
  /** Counts per kind 0..33 (red fives included), then the red fives of m, p, s at 34..36. */
  readonly #c: Uint8Array;
  readonly #concealedCount: number;
  /** The melds, in the order they were made. */
  readonly melds: readonly Meld[];
  /** The tile drawn this turn (it is also among the concealed tiles), or `null`. */
  readonly drawn: Tile | null;
  /** Whether riichi has been declared. */
  readonly riichi: boolean;
  /**
   * Whether a meld has just been made: after chii or pon the player must discard; after a kan,
   * draw the replacement tile.
   */
  readonly afterCall: boolean;

  /** Trusted: the callers have checked what they pass (`melds` is frozen). */
  private constructor(c: Uint8Array, concealedCount: number, melds: readonly Meld[], drawn: Tile | null, riichi: boolean, afterCall: boolean) {
    this.#c = c;
    this.#concealedCount = concealedCount;
    this.melds = melds;
    this.drawn = drawn;
    this.riichi = riichi;
    this.afterCall = afterCall;
  }

  static {
    Object.defineProperty(this.prototype, HAND_BRAND, { value: true });
  }

  /** True for a Hand made by any build of mjkit in this process. */
  static isHand(value: unknown): value is Hand {
    return typeof value === 'object' && value !== null && (value as { [HAND_BRAND]?: unknown })[HAND_BRAND] === true;
  }

  /** `instanceof Hand` is {@link Hand.isHand}: it holds across builds. */
  static [Symbol.hasInstance](value: unknown): boolean {
    return Hand.isHand(value);
  }

  /** A hand from counts and parts, checked whole: the path of every public constructor. */
  static #checked(c: Uint8Array, melds: readonly Meld[], drawn: Tile | null, riichi: boolean, afterCall: boolean): Hand {
    if (melds.length > 4) fail('HAND_SIZE', `a hand has at most 4 melds, not ${melds.length}`);
    let concealed = 0;
    for (let k = 0; k < 34; k++) {
      const n = c[k] as number;
      concealed += n;
      if (n > 4) fail('FIFTH_COPY', `${n} copies of ${tileToString(k)}; there are only 4`);
    }
    for (const m of melds) {
      const k = kindOf(m.tiles[0] as Tile);
      for (const kind of m.type === 'chii' ? [k, k + 1, k + 2] : [k]) {
        const total = (c[kind] as number) + meldCopies(melds, kind);
        if (total > 4) fail('FIFTH_COPY', `${total} copies of ${tileToString(kind)}; there are only 4`);
      }
    }
    for (let s = 0; s < 3; s++) {
      if ((c[RED + s] as number) > (c[s * 9 + 4] as number)) fail('RED_FIVE', `more red fives than fives of suit ${'mps'[s]}`);
    }
    const size = concealed + 3 * melds.length;
    if (size !== 13 && size !== 14) {
      fail('HAND_SIZE', `a hand with ${melds.length} meld(s) holds ${13 - 3 * melds.length} or ${14 - 3 * melds.length} concealed tiles, not ${concealed}`);
    }
    const frozen = Object.isFrozen(melds) ? melds : Object.freeze([...melds]);
    const hand = new Hand(c, concealed, frozen, drawn, riichi, afterCall);
    if (drawn !== null) {
      if (size !== 14) fail('ILLEGAL_STATE', 'only a hand of 14 tiles has a drawn tile');
      if (afterCall) fail('ILLEGAL_STATE', 'a hand that has just called has no drawn tile');
      if (!hand.#holds(drawn)) fail('NOT_HELD', `the drawn tile ${tileToString(drawn)} is not in the hand`);
    } else if (size === 14 && !afterCall) {
      fail('ILLEGAL_STATE', 'a hand of 14 tiles has either drawn a tile or just called');
    }
    if (afterCall) {
      const last = melds[melds.length - 1];
      if (size === 14 && !(last && (last.type === 'chii' || last.type === 'pon'))) {
        fail('ILLEGAL_STATE', 'a hand of 14 tiles that has just called ends with a chii or pon');
      }
      if (size === 13 && !melds.some(isKan)) fail('ILLEGAL_STATE', 'a hand of 13 tiles that has just called has made a kan');
    }
    return hand;
  }

  #holds(t: Tile): boolean {
    const c = this.#c;
    if (t >= 34) return (c[RED + t - 34] as number) > 0;
    return (c[t] as number) - redsOf(c, t) > 0;
  }

  /**
   * Builds a hand from its parts, checking it.
   *
   * @example
   * ```ts
   * import { Hand, tileFromString as t } from '@mjkit/core';
   * const tiles = '1112345678999'.split('').map((d) => t(d + 'm'));
   * Hand.fromParts({ concealed: tiles, drawn: null, melds: [], riichi: false, afterCall: false }).toString(); // => '1112345678999m'
   * ```
   */
  static fromParts(parts: HandParts): Hand {
    checkObject(parts, 'hand parts');
    if (!Array.isArray(parts.concealed) || !Array.isArray(parts.melds)) fail('INVALID_ARGUMENT', 'hand parts need concealed and melds arrays');
    const all = parts.drawn == null ? parts.concealed : [...parts.concealed, parts.drawn];
    if (all.length > 14) tooManyTiles(all);
    const c = new Uint8Array(37);
    const add = (t: Tile) => {
      checkTile(t);
      c[kindOf(t)]! += 1;
      if (t >= 34) c[RED + t - 34]! += 1;
    };
    parts.concealed.forEach(add);
    const drawn = parts.drawn ?? null;
    if (drawn !== null) add(drawn);
    const melds = Object.freeze(parts.melds.map((m) => makeMeld(m)));
    return Hand.#checked(c, melds, drawn, Boolean(parts.riichi), Boolean(parts.afterCall));
  }

  /**
   * Builds a closed hand from a 34-entry count array (red fives apart, per suit m, p, s). A
   * 14-tile hand is taken to have drawn its highest tile.
   */
  static fromCounts(counts: ArrayLike<number>, redFives: readonly [number, number, number] = [0, 0, 0], melds: readonly Meld[] = []): Hand {
    if (counts === null || typeof counts !== 'object' || counts.length !== 34) fail('INVALID_ARGUMENT', 'counts must have 34 entries');
    if (!Array.isArray(redFives) || redFives.length !== 3) fail('INVALID_ARGUMENT', `redFives must be three counts (m, p, s), not ${describeValue(redFives)}`);
    if (!Array.isArray(melds)) fail('INVALID_ARGUMENT', `melds must be an array, not ${describeValue(melds)}`);
    // the counts written straight into the hand's own (the tiles never listed and sorted): the
    // evaluator scores a hand this way at every complete hand it reaches
    const c = new Uint8Array(37);
    let concealed = 0;
    let top = -1;
    for (let k = 0; k < 34; k++) {
      const n = counts[k] as number;
      if (!Number.isInteger(n) || n < 0 || n > 4) fail('FIFTH_COPY', `count of ${tileToString(k)} must be 0..4, not ${describeValue(n)}`);
      if (k < 27 && k % 9 === 4) {
        const r = redFives[(k / 9) | 0] as number;
        if (!(Number.isInteger(r) && r >= 0 && r <= n)) fail('RED_FIVE', `more red fives than fives of ${tileToString(k)}`);
        c[RED + (k - 4) / 9] = r;
      }
      if (n === 0) continue;
      c[k] = n;
      concealed += n;
      top = k;
    }
    if (concealed > 14) fail('HAND_SIZE', `a hand holds at most 14 concealed tiles, not ${concealed}`);
    // a 14-tile hand has drawn its highest tile (of a five, the plain copy when it holds one)
    let drawn: Tile | null = null;
    if (concealed + 3 * melds.length === 14) drawn = (c[top] as number) > redsOf(c, top) ? (top as Tile) : redOf(top);
    return Hand.#checked(c, Object.freeze(melds.map((m) => makeMeld(m))), drawn, false, false);
  }

  /**
   * Parses a hand in any notation mjkit reads, telling them apart by their first character:
   * mpsz (`123m055p789s1122z`, starts with a digit), majiang-core (`m123p055s789z1122`, starts
   * with a suit letter), or Tenhou ids (`16,17,…`, only numbers).
   *
   * @example
   * ```ts
   * import { Hand } from '@mjkit/core';
   * Hand.parse('m123p055s789z1122').toString(); // => '123m055p789s1122z'
   * Hand.parse('123m055p789s1122z').equals(Hand.parse('m123p055s789z1122')); // => true
   * ```
   */
  static parse(text: string): Hand {
    if (typeof text !== 'string') fail('INVALID_ARGUMENT', 'a hand to parse must be a string');
    const trimmed = text.trim();
    if (/^[\d\s,[\]]+$/.test(trimmed) && /\d[\s,]+\d/.test(trimmed)) {
      return Hand.fromTenhouIds(trimmed.replace(/[[\]]/g, ''));
    }
    if (/^[mpsz]/.test(trimmed)) return Hand.fromMajiang(text);
    return Hand.fromMpsz(text);
  }

  /**
   * Parses mpsz notation: digit runs each closed by a suit letter, 0 for a red five, `*` for
   * riichi, melds after commas with the suit letter last: chii `1-23m` (the digit before `-` is
   * the called tile), pon `555=z`, daiminkan `5505+p`, kakan `555-5s` (the added tile after the
   * mark), ankan `1111z`. The mark says whom the tile came from: `+` right, `=` across, `-` left.
   * In a 14-tile hand the last tile written is the drawn one; a trailing comma means the hand
   * has just called instead.
   *
   * @example
   * ```ts
   * import { Hand } from '@mjkit/core';
   * const h = Hand.fromMpsz('23m789s11z,5-55p,777=z');
   * h.melds.length; // => 2
   * h.melds[0]?.type; // => 'pon'
   * h.melds[0]?.from; // => 3
   * ```
   */
  static fromMpsz(text: string): Hand {
    if (typeof text !== 'string') fail('INVALID_ARGUMENT', 'mpsz notation must be a string');
    return Hand.fromParts(parseMpszParts(text));
  }

  /**
   * Parses the notation of `@kobalab/majiang-core` (`Shoupai.fromString`), checked strictly: a
   * string it would silently repair (a fifth copy, too many tiles) is an error here.
   *
   * @example
   * ```ts
   * import { Hand } from '@mjkit/core';
   * Hand.fromMajiang('m345p40677s67s8,m34-0').toString(); // => '345m40677p67s8s,34-0m'
   * ```
   */
  static fromMajiang(text: string): Hand {
    if (typeof text !== 'string') fail('INVALID_ARGUMENT', 'majiang notation must be a string');
    return Hand.fromParts(parseMajiangParts(text));
  }

  /**
   * Builds a hand from Tenhou tile ids, given as an array or as the comma-separated text of an
   * mjlog `hai` attribute. With 14 tiles the last id is the drawn tile.
   *
   * @example
   * ```ts
   * import { Hand } from '@mjkit/core';
   * Hand.fromTenhouIds('0,4,8,16,53,54,96,100,104,108,112,116,120').toString(); // => '1230m55p789s1234z'
   * ```
   */
  static fromTenhouIds(ids: string | readonly TileId[], options: TenhouIdOptions = {}): Hand {
    const { redFives, melds = [] } = tenhouIdOptions(options);
    if (!Array.isArray(melds)) fail('INVALID_ARGUMENT', `melds must be an array, not ${describeValue(melds)}`);
    return Hand.fromParts(parseTenhouIdParts(ids, redFives, melds));
  }

  /** The hand as plain parts: concealed tiles (sorted, without the drawn tile) and the rest. */
  parts(): HandParts {
    const concealed = this.concealedTiles();
    if (this.drawn !== null) concealed.splice(concealed.lastIndexOf(this.drawn), 1);
    return { concealed, drawn: this.drawn, melds: this.melds, riichi: this.riichi, afterCall: this.afterCall };
  }

  /** All concealed tiles, the drawn tile included, sorted (a red five before plain fives). */
  concealedTiles(): Tile[] {
    const c = this.#c;
    const out: Tile[] = [];
    for (let k = 0; k < 34; k++) {
      const n = c[k] as number;
      const r = redsOf(c, k);
      for (let i = 0; i < n; i++) out.push(i < r ? RED + (k - 4) / 9 : k);
    }
    return out;
  }

  /** A fresh 34-entry array of the concealed counts per kind (red fives counted as fives). */
  counts(): Uint8Array {
    return this.#c.slice(0, 34);
  }

  /**
   * Writes the counts per kind into `out` (34 entries) and returns it: the concealed tiles, and
   * with `withMelds` the tiles of the melds too. For hot paths that reuse one array.
   *
   * @example
   * ```ts
   * import { Hand, kindFromString as k } from '@mjkit/core';
   * const out = new Uint8Array(34);
   * Hand.parse('123m456p789s1z,555=z').countsInto(out, true)[k('5z')]; // => 3
   * ```
   */
  countsInto(out: Uint8Array, withMelds = false): Uint8Array {
    if (!(out instanceof Uint8Array) || out.length !== 34) fail('INVALID_ARGUMENT', 'countsInto needs a Uint8Array of 34');
    copyCounts(this.#c, out);
    if (withMelds) {
      const melds = this.melds;
      for (let i = 0; i < melds.length; i++) {
        const tiles = (melds[i] as Meld).tiles;
        for (let j = 0; j < tiles.length; j++) out[kindOf(tiles[j] as Tile)]! += 1;
      }
    }
    return out;
  }

  /** How many concealed tiles of a kind the hand holds. */
  count(kind: TileKind): number {
    if (typeof kind !== 'number' || !(kind >= 0 && kind < 34 && (kind | 0) === kind)) fail('INVALID_TILE', `not a tile kind (0..33): ${describeValue(kind)}`);
    return this.#c[kind] as number;
  }

  /** How many of a kind the hand holds, concealed and in melds. */
  countWithMelds(kind: TileKind): number {
    return this.count(kind) + meldCopies(this.melds, kind);
  }

  /** How many red fives of a suit the concealed tiles hold. */
  redCount(suit: Exclude<Suit, 'z'>): number {
    const s = suit === 'm' ? 0 : suit === 'p' ? 1 : suit === 's' ? 2 : -1;
    if (s < 0) fail('INVALID_ARGUMENT', `no red fives in suit ${describeValue(suit)}`);
    return this.#c[RED + s] as number;
  }

  /** How many red fives the hand holds, concealed and in melds. */
  get redFiveCount(): number {
    const c = this.#c;
    let n = (c[RED] as number) + (c[RED + 1] as number) + (c[RED + 2] as number);
    // indexed loops: for-of (and some()) over frozen arrays, as melds and their tiles are, cost
    // about three times as much in V8
    const melds = this.melds;
    for (let i = 0; i < melds.length; i++) {
      const tiles = (melds[i] as Meld).tiles;
      for (let j = 0; j < tiles.length; j++) if ((tiles[j] as Tile) >= 34) n++;
    }
    return n;
  }

  /** The number of concealed tiles, the drawn tile included. */
  get concealedCount(): number {
    return this.#concealedCount;
  }

  /** The size of the hand with each meld counted as 3 tiles: 13 or 14. */
  get tileCount(): number {
    return this.#concealedCount + 3 * this.melds.length;
  }

  /** True when the hand has no open meld (ankan keeps a hand closed). */
  get isClosed(): boolean {
    const melds = this.melds;
    for (let i = 0; i < melds.length; i++) if (isOpenMeld(melds[i] as Meld)) return false;
    return true;
  }

  /** Takes one `t` out of counts `c` (a copy of this hand's); throws `NOT_HELD` if it is not held. */
  #remove(c: Uint8Array, t: Tile): void {
    if (!this.#holds(t)) fail('NOT_HELD', `the hand holds no ${tileToString(t)}`);
    c[kindOf(t)]! -= 1;
    if (t >= 34) c[RED + t - 34]! -= 1;
  }

  #needSize(size: number, action: string): void {
    if (this.tileCount !== size) fail('HAND_SIZE', `${action} needs a hand of ${size} tiles; this one has ${this.tileCount}`);
  }

  /**
   * Draws a tile. The hand must have 13 tiles and, after a kan, this is the replacement draw.
   *
   * @example
   * ```ts
   * import { Hand, tileFromString as t } from '@mjkit/core';
   * Hand.parse('123m055p789s1122z').draw('0m').drawn; // => t('0m')
   * ```
   */
  draw(tile: TileLike): Hand {
    const t = toTile(tile);
    this.#needSize(13, 'a draw');
    const k = kindOf(t);
    const c = this.#c.slice();
    const copies = (c[k] as number) + meldCopies(this.melds, k);
    if (copies >= 4) fail('FIFTH_COPY', `the hand holds all four ${tileToString(k)}; it cannot draw another`);
    c[k]! += 1;
    if (t >= 34) c[RED + t - 34]! += 1;
    return new Hand(c, this.#concealedCount + 1, this.melds, t, this.riichi, false);
  }

  /**
   * Discards a held tile. A red five and a plain five are different tiles here: discarding `5m`
   * needs a plain 5m. With `riichi: true` the discard declares riichi (closed hands only).
   */
  discard(tile: TileLike, options?: DiscardOptions): Hand {
    const t = toTile(tile);
    this.#needSize(14, 'a discard');
    let riichi = this.riichi;
    if (options !== undefined) {
      if (checkOptions(options, 'discard options', ['riichi']).riichi) {
        if (this.riichi) fail('ILLEGAL_STATE', 'riichi is already declared');
        if (!this.isClosed) fail('ILLEGAL_STATE', 'riichi needs a closed hand');
        riichi = true;
      }
    }
    const c = this.#c.slice();
    this.#remove(c, t);
    return new Hand(c, this.#concealedCount - 1, this.melds, null, riichi, false);
  }

  /**
   * Makes a meld: chii, pon or daiminkan on a discard (13-tile hand), ankan or kakan on the
   * player's own turn (14-tile hand). The tiles of the meld other than the called one must be
   * in the hand; for kakan, the hand must have a pon of the kind and the added tile.
   *
   * @example
   * ```ts
   * import { Hand, parseMeld } from '@mjkit/core';
   * const h = Hand.parse('23m456p789s11555z').call(parseMeld('1-23m'));
   * h.tileCount; // => 14
   * h.afterCall; // => true
   * h.discard('5z').toString(); // => '456p789s1155z,1-23m'
   * ```
   */
  call(meld: Meld): Hand {
    const m = makeMeld(meld);
    const c = this.#c.slice();
    const melds = [...this.melds];
    let removed = 0;
    if (isDiscardCall(m)) {
      this.#needSize(13, `a ${m.type}`);
      if (this.afterCall) fail('ILLEGAL_STATE', 'draw the replacement tile after a kan first');
      if (this.melds.length === 4) fail('HAND_SIZE', 'a hand has at most 4 melds');
      const own = [...m.tiles];
      own.splice(own.indexOf(m.called as Tile), 1);
      for (const t of own) this.#remove(c, t);
      removed = own.length;
      melds.push(m);
    } else if (m.type === 'ankan') {
      this.#needSize(14, 'an ankan');
      if (this.afterCall) fail('ILLEGAL_STATE', "an ankan is made on the player's own draw");
      for (const t of m.tiles) this.#remove(c, t);
      removed = 4;
      melds.push(m);
    } else {
      this.#needSize(14, 'a kakan');
      if (this.afterCall) fail('ILLEGAL_STATE', "a kakan is made on the player's own draw");
      const added = m.added as Tile;
      const at = melds.findIndex(
        (p) => p.type === 'pon' && p.called === m.called && p.from === m.from && sameMultiset(withAdded(p.tiles, added), m.tiles),
      );
      if (at < 0) fail('NOT_HELD', 'the hand has no pon that this kakan extends');
      this.#remove(c, added);
      removed = 1;
      melds[at] = m;
    }
    if (isDiscardCall(m)) {
      const k = kindOf(m.called as Tile);
      if ((c[k] as number) + meldCopies(melds, k) > 4) fail('FIFTH_COPY', `a fifth ${tileToString(k)}`);
    }
    return new Hand(c, this.#concealedCount - removed, Object.freeze(melds), null, this.riichi, true);
  }

  /** Chii: calls `called` from the left with two tiles of the hand. */
  chii(called: TileLike, own: readonly [TileLike, TileLike]): Hand {
    const c = toTile(called);
    return this.call(makeMeld({ type: 'chii', tiles: [c, ...ownPair(own, 'chii')], called: c, from: 3 }));
  }

  /**
   * Pon: calls `called` from the seat `from` with two tiles of its kind. Plain fives are used
   * before a red five unless `own` names the two tiles.
   */
  pon(called: TileLike, from: RelativeSeat, own?: readonly [TileLike, TileLike]): Hand {
    const c = toTile(called);
    this.#needSize(13, 'a pon');
    const mine = own === undefined ? this.#pick(kindOf(c), 2) : ownPair(own, 'pon');
    return this.call(makeMeld({ type: 'pon', tiles: [c, ...mine], called: c, from }));
  }

  /** Daiminkan: calls `called` from the seat `from` with the three tiles of its kind in hand. */
  daiminkan(called: TileLike, from: RelativeSeat): Hand {
    const c = toTile(called);
    this.#needSize(13, 'a daiminkan');
    return this.call(makeMeld({ type: 'daiminkan', tiles: [c, ...this.#pick(kindOf(c), 3)], called: c, from }));
  }

  /** Ankan: the four tiles of a kind from the hand. */
  ankan(kind: TileLike): Hand {
    const k = kindOf(toTile(kind));
    this.#needSize(14, 'an ankan');
    return this.call(makeMeld({ type: 'ankan', tiles: this.#pick(k, 4) }));
  }

  /** Kakan: adds the held tile to the pon of its kind. */
  kakan(tile: TileLike): Hand {
    const t = toTile(tile);
    const pon = this.melds.find((m) => m.type === 'pon' && kindOf(m.tiles[0] as Tile) === kindOf(t));
    if (!pon) fail('NOT_HELD', `the hand has no pon of ${tileToString(kindOf(t))}`);
    return this.call(makeMeld({ type: 'kakan', tiles: [...pon.tiles, t], called: pon.called, from: pon.from, added: t }));
  }

  /** `n` concealed tiles of a kind, plain before red; throws `NOT_HELD` if there are fewer. */
  #pick(kind: TileKind, n: number): Tile[] {
    const have = this.#c[kind] as number;
    if (have < n) fail('NOT_HELD', `the hand holds ${have} of ${tileToString(kind)}, not ${n}`);
    const plain = have - redsOf(this.#c, kind);
    return Array.from({ length: n }, (_, i) => (i < plain ? kind : redOf(kind)));
  }

  /** True when both hands have the same tiles, melds, drawn tile and flags. */
  equals(other: Hand): boolean {
    return Hand.isHand(other) && this.toString() === other.toString();
  }

  /**
   * The hand in mpsz notation (concealed tiles, the drawn tile, `*` for riichi, melds, a trailing
   * comma just after a call): everything a hand holds, read back by {@link Hand.parse}.
   */
  toString(): string {
    return formatTrusted(this.parts(), 'mpsz');
  }

  /**
   * The hand's JSON: its mpsz text, so `Hand.parse(JSON.parse(JSON.stringify(hand)))` equals it.
   *
   * @example
   * ```ts
   * import { Hand } from '@mjkit/core';
   * const hand = Hand.parse('123m055p789s1122z').draw('3z');
   * JSON.stringify({ hand }); // => '{"hand":"123m055p789s1122z3z"}'
   * Hand.parse(JSON.parse(JSON.stringify(hand))).equals(hand); // => true
   * ```
   */
  toJSON(): string {
    return this.toString();
  }

  /** How Node's `util.inspect` and `console.log` show a hand: `Hand(123m055p789s1122z3z)`. */
  [INSPECT](): string {
    return `Hand(${this.toString()})`;
  }

  /** The hand in majiang-core notation; see {@link Hand.fromMajiang}. */
  toMajiang(): string {
    return formatTrusted(this.parts(), 'majiang');
  }

  /** The hand with Unicode tile glyphs, for display (Unicode has no red fives). */
  toUnicode(): string {
    return formatUnicode(this.parts());
  }

  /**
   * Canonical Tenhou ids of the concealed tiles (the drawn tile last): a red five is copy 0,
   * other tiles take the lowest copy that the melds and earlier tiles left free.
   *
   * @example
   * ```ts
   * import { Hand } from '@mjkit/core';
   * Hand.parse('1230m55p789s1234z').toTenhouIds().join(','); // => '0,4,8,16,53,54,96,100,104,108,112,116,120'
   * ```
   */
  toTenhouIds(options: Pick<TenhouIdOptions, 'redFives'> = {}): TileId[] {
    return tenhouIdsOf(this.parts(), tenhouIdOptions(options).redFives);
  }
}

/** Checked {@link TenhouIdOptions}, with `redFives` defaulting to true. */
function tenhouIdOptions(options: TenhouIdOptions): Partial<TenhouIdOptions> & { readonly redFives: boolean } {
  const { redFives = true, ...rest } = checkOptions(options, 'Tenhou id options', ['redFives', 'melds']);
  if (typeof redFives !== 'boolean') fail('INVALID_ARGUMENT', `redFives must be a boolean, not ${describeValue(redFives)}`);
  return { ...rest, redFives };
}

function withAdded(tiles: readonly Tile[], added: Tile): Tile[] {
  return [...tiles, added];
}

function sameMultiset(a: readonly Tile[], b: readonly Tile[]): boolean {
  if (a.length !== b.length) return false;
  const x = [...a].sort(compareTiles);
  const y = [...b].sort(compareTiles);
  return x.every((t, i) => t === y[i]);
}
