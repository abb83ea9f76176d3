import { checkObject, describeValue, fail } from './errors.js';
import type { MjkitErrorLocation } from './errors.js';
import { INSPECT } from './inspect.js';
import type { RelativeSeat } from './seats.js';
import { checkTile, compareTiles, isRed, isSuited, kindOf, numberOf, suitIndex, suitOf } from './tiles.js';
import type { Tile, TileKind } from './tiles.js';

/**
 * The kinds of meld: chii (sequence called from the left), pon (triplet called from anyone),
 * daiminkan (open kan called from a discard), kakan (a pon upgraded with the fourth tile),
 * ankan (closed kan of four tiles from the hand).
 */
export type MeldType = 'chii' | 'pon' | 'daiminkan' | 'kakan' | 'ankan';

declare const meldBrand: unique symbol;

/**
 * The mark of a meld made by {@link makeMeld} or `parseMeld`, at run time a non-enumerable
 * property under this `Symbol.for` key, shared by every build of mjkit in a process.
 */
const MELD_BRAND: unique symbol = Symbol.for('@mjkit/core:Meld') as never;

/**
 * A checked meld: frozen plain data, made by {@link makeMeld} (which checks it) or `parseMeld`.
 * Functions that take a `Meld` trust it; a meld-shaped object made some other way (a spread
 * copy, JSON) is checked again wherever a `Hand` is built from it.
 */
export interface Meld {
  /** @internal The brand: only {@link makeMeld} makes a Meld. */
  readonly [meldBrand]: true;
  /** What kind of meld this is. */
  readonly type: MeldType;
  /**
   * Every tile of the meld, the called and added tiles included: 3 for chii and pon, 4 for
   * kans. Sorted by kind, a red five before plain fives.
   */
  readonly tiles: readonly Tile[];
  /** The tile taken from another player's discard; `null` for ankan. */
  readonly called: Tile | null;
  /** Whom the called tile came from; `null` for ankan. */
  readonly from: RelativeSeat | null;
  /** For kakan, the tile added to the pon; otherwise `null`. */
  readonly added: Tile | null;
  /** The meld in mpsz notation (`'1-23m'`), as `parseMeld` reads it; also its JSON. */
  toString(): string;
  toJSON(): string;
}

/** What {@link makeMeld} takes: a meld with its tiles in any order. */
export interface MeldInput {
  readonly type: MeldType;
  readonly tiles: readonly Tile[];
  readonly called?: Tile | null;
  readonly from?: RelativeSeat | null;
  readonly added?: Tile | null;
}

/**
 * True for the melds that open a hand: chii, pon, daiminkan and kakan; false for ankan (and for a
 * table's kita, which is no meld of the hand). Takes any meld-like value (a core `Meld`, a table's
 * meld, a call event's), so that every package asks "is this hand open?" the same way.
 *
 * @example
 * ```ts
 * import { isOpenMeld } from '@mjkit/core';
 * [isOpenMeld({ type: 'chii' }), isOpenMeld({ type: 'kakan' }), isOpenMeld({ type: 'ankan' }), isOpenMeld({ type: 'kita' })]; // => [true, true, false, false]
 * ```
 */
export function isOpenMeld(m: { readonly type: string }): boolean {
  const type = m.type;
  return type === 'chii' || type === 'pon' || type === 'daiminkan' || type === 'kakan';
}

/**
 * True for chii, pon and daiminkan: the melds made on another player's discard (they open the
 * hand and take the turn), not the kans made on a player's own draw. Takes any meld-like value
 * (a core `Meld`, a table's meld, a call event's).
 *
 * @example
 * ```ts
 * import { isDiscardCall } from '@mjkit/core';
 * [isDiscardCall({ type: 'pon' }), isDiscardCall({ type: 'daiminkan' }), isDiscardCall({ type: 'kakan' })]; // => [true, true, false]
 * ```
 */
export function isDiscardCall(m: { readonly type: string }): boolean {
  const type = m.type;
  return type === 'chii' || type === 'pon' || type === 'daiminkan';
}

/** True for daiminkan, kakan and ankan. */
export function isKan(m: Meld): boolean {
  const type = m.type;
  return type === 'daiminkan' || type === 'kakan' || type === 'ankan';
}

/** The kind of the meld's lowest tile: the triplet kind, or the first kind of a chii. */
export function meldKind(m: Meld): TileKind {
  return kindOf(m.tiles[0] as Tile);
}

/**
 * True when `value` is a {@link Meld} made by {@link makeMeld} or `parseMeld` (in any build of
 * mjkit): checked and frozen, so it can be trusted.
 *
 * @example
 * ```ts
 * import { isMeld, parseMeld } from '@mjkit/core';
 * const pon = parseMeld('555=z');
 * isMeld(pon); // => true
 * isMeld({ ...pon }); // => false
 * ```
 */
export function isMeld(value: unknown): value is Meld {
  return typeof value === 'object' && value !== null && (value as { [MELD_BRAND]?: unknown })[MELD_BRAND] === true;
}

/** Throws `INVALID_MELD` unless `value` is a checked {@link Meld}; see {@link isMeld}. */
export function assertIsMeld(value: unknown): asserts value is Meld {
  if (!isMeld(value)) fail('INVALID_MELD', `not a checked meld (make one with makeMeld or parseMeld): ${describeValue(value)}`);
}

/**
 * Checks a meld and returns it in normal form (tiles sorted). Throws `INVALID_MELD` when the
 * tiles, called tile, added tile and source do not fit the type.
 *
 * @example
 * ```ts
 * import { makeMeld, tileFromString as t } from '@mjkit/core';
 * const chii = makeMeld({ type: 'chii', tiles: [t('5m'), t('3m'), t('4m')], called: t('4m'), from: 3 });
 * chii.tiles; // => [t('3m'), t('4m'), t('5m')]
 * ```
 */
export function makeMeld(input: MeldInput): Meld {
  return isMeld(input) ? input : buildMeld(input, {});
}

function buildMeld(input: MeldInput, where: MjkitErrorLocation): Meld {
  const bad: (message: string) => never = (message) => fail('INVALID_MELD', message, where);
  checkObject(input, 'a meld', 'INVALID_MELD');
  const type = input.type;
  if (!['chii', 'pon', 'daiminkan', 'kakan', 'ankan'].includes(type)) {
    bad(`unknown meld type ${describeValue(type)}`);
  }
  if (!Array.isArray(input.tiles)) bad('meld tiles must be an array');
  const tiles = Array.from(input.tiles, (t) => checkTile(t)).sort(compareTiles);
  const called = input.called ?? null;
  const from = input.from ?? null;
  const added = input.added ?? null;
  const size = type === 'chii' || type === 'pon' ? 3 : 4;
  if (tiles.length !== size) bad(`a ${type} has ${size} tiles, not ${tiles.length}`);
  if (called !== null) checkTile(called);
  if (added !== null) checkTile(added);
  if (type === 'ankan') {
    if (called !== null || from !== null) bad('an ankan has no called tile or source');
  } else {
    if (called === null) bad(`a ${type} needs its called tile`);
    if (from !== 1 && from !== 2 && from !== 3) {
      bad(`a ${type} needs the seat it was called from (1, 2 or 3), not ${describeValue(from)}`);
    }
    if (!tiles.includes(called)) bad('the called tile is not in the meld');
  }
  if (type === 'kakan') {
    if (added === null) bad('a kakan needs its added tile');
    if (!tiles.includes(added)) bad('the added tile is not in the kakan');
    const rest = without(tiles, added);
    if (called === null || !rest.includes(called)) {
      bad('the added and called tiles of a kakan must be two different tiles of it');
    }
  } else if (added !== null) {
    bad(`only a kakan has an added tile, not a ${type}`);
  }
  const kinds = tiles.map(kindOf);
  if (type === 'chii') {
    if (from !== 3) bad('chii is only called from the left (from = 3)');
    const [a, b, c] = kinds as [number, number, number];
    if (!isSuited(a) || b !== a + 1 || c !== a + 2 || suitIndex(a) !== suitIndex(c)) {
      bad('a chii is three consecutive tiles of one suit');
    }
  } else if (!kinds.every((k) => k === kinds[0])) {
    bad(`a ${type} is ${size} tiles of one kind`);
  }
  return Object.freeze({ __proto__: MELD_PROTO, type, tiles: Object.freeze(tiles), called, from, added }) as unknown as Meld;
}

/**
 * What every checked meld inherits, none of it enumerable (a spread or JSON copies the data
 * only): the brand, `toString()` and `toJSON()` in mpsz (`'1-23m'`, read back by `parseMeld`),
 * and how Node's `util.inspect` and `console.log` show it (`Meld(1-23m)`).
 */
const MELD_PROTO: object = Object.freeze(
  Object.create(Object.prototype, {
    [MELD_BRAND]: { value: true },
    toString: {
      value: function (this: Meld): string {
        return meldBody(this) + suitOf(this.tiles[0] as Tile);
      },
    },
    toJSON: {
      value: function (this: Meld): string {
        return this.toString();
      },
    },
    [INSPECT]: {
      value: function (this: Meld): string {
        return `Meld(${this.toString()})`;
      },
    },
  }),
);

const MARKS: Record<1 | 2 | 3, string> = { 1: '+', 2: '=', 3: '-' };
const SOURCES: Record<string, RelativeSeat> = { '+': 1, '=': 2, '-': 3 };

function digit(t: Tile): string {
  return isRed(t) ? '0' : String(numberOf(t));
}

/** The digits of tiles written "plain before red", as majiang-core writes the uncalled part. */
function descending(tiles: readonly Tile[]): string {
  return tiles
    .map(digit)
    .sort((a, b) => Number(b) - Number(a))
    .join('');
}

function without(tiles: readonly Tile[], ...remove: Tile[]): Tile[] {
  const rest = [...tiles];
  for (const r of remove) rest.splice(rest.indexOf(r), 1);
  return rest;
}

/**
 * The digits and marks of a meld, without the suit letter, as majiang-core writes them: chii
 * in number order with the mark after the called tile (`34-0`); pon, daiminkan and kakan with
 * the called tile last and marked (`505+`, `5505=`, `555-5` with the added tile after the
 * mark); ankan as four digits (`5550`).
 * @internal
 */
export function meldBody(m: Meld): string {
  if (m.type === 'ankan') return descending(m.tiles);
  const called = m.called as Tile;
  const mark = MARKS[m.from as 1 | 2 | 3];
  if (m.type === 'chii') {
    let out = '';
    let marked = false;
    for (const t of m.tiles) {
      out += digit(t);
      if (!marked && t === called) {
        out += mark;
        marked = true;
      }
    }
    return out;
  }
  if (m.type === 'kakan') {
    const added = m.added as Tile;
    return descending(without(m.tiles, called, added)) + digit(called) + mark + digit(added);
  }
  return descending(without(m.tiles, called)) + digit(called) + mark;
}

/**
 * Parses the body of a meld (digits and marks, no suit letter) in the suit given.
 * `offset` is where the body starts in `input`, for error locations.
 * @internal
 */
export function parseMeldBody(
  body: string,
  suit: 'm' | 'p' | 's' | 'z',
  tileAt: (digit: number, offset: number) => Tile,
  input: string,
  offset: number,
): Meld {
  const digits: { tile: Tile; mark: RelativeSeat | null }[] = [];
  for (let i = 0; i < body.length; i++) {
    const ch = body[i] as string;
    if (ch >= '0' && ch <= '9') {
      digits.push({ tile: tileAt(Number(ch), offset + i), mark: null });
    } else if (ch in SOURCES) {
      const last = digits[digits.length - 1];
      if (!last || last.mark !== null) {
        fail('SYNTAX', `a mark ${ch} must follow a tile digit`, { input, offset: offset + i });
      }
      last.mark = SOURCES[ch] as RelativeSeat;
    } else {
      fail('SYNTAX', `unexpected character ${JSON.stringify(ch)} in a meld`, { input, offset: offset + i });
    }
  }
  const marked = digits.map((d, i) => (d.mark === null ? -1 : i)).filter((i) => i >= 0);
  const where = { input, offset };
  const tiles = digits.map((d) => d.tile);
  const sameKind = tiles.every((t) => kindOf(t) === kindOf(tiles[0] as Tile));
  if (marked.length > 1) fail('INVALID_MELD', 'a meld has at most one called tile', where);
  if (marked.length === 0) {
    if (digits.length !== 4) {
      fail('INVALID_MELD', 'a meld without a called tile must be an ankan of four tiles', where);
    }
    return buildMeld({ type: 'ankan', tiles }, where);
  }
  const at = marked[0] as number;
  const { tile: called, mark: from } = digits[at] as { tile: Tile; mark: RelativeSeat };
  if (digits.length === 3) return buildMeld({ type: sameKind ? 'pon' : 'chii', tiles, called, from }, where);
  if (digits.length === 4 && sameKind && at === 3) return buildMeld({ type: 'daiminkan', tiles, called, from }, where);
  if (digits.length === 4 && sameKind && at === 2) {
    return buildMeld({ type: 'kakan', tiles, called, from, added: tiles[3] as Tile }, where);
  }
  return fail('INVALID_MELD', `not a chii, pon or kan: ${JSON.stringify(body)} in suit ${suit}`, where);
}
