import { describeValue, fail } from './errors.js';

/**
 * A tile kind, 0..33: m1..m9 = 0..8, p1..p9 = 9..17, s1..s9 = 18..26, then the honours
 * East, South, West, North, White, Green, Red = 27..33. Every count array in mjkit is indexed by
 * kind.
 */
export type TileKind = number;

/**
 * A tile face as a player sees it: a {@link TileKind} 0..33, or a red five 34 (red 5m), 35
 * (red 5p), 36 (red 5s). Use {@link kindOf} to get its kind and {@link isRed} to test for red.
 */
export type Tile = number;

/**
 * A physical tile as Tenhou numbers them, 0..135: kind = id >> 2, copy = id & 3. When red fives
 * are on, copy 0 of each five (ids 16, 52, 88) is the red one.
 */
export type TileId = number;

/** A suit letter: m (characters, manzu), p (dots, pinzu), s (bamboo, souzu), z (honours). */
export type Suit = 'm' | 'p' | 's' | 'z';

/** The number of tile kinds. */
export const KIND_COUNT = 34;
/** Red 5m as a {@link Tile}. */
export const RED_5M: Tile = 34;
/** Red 5p as a {@link Tile}. */
export const RED_5P: Tile = 35;
/** Red 5s as a {@link Tile}. */
export const RED_5S: Tile = 36;

/** Kind of East, South, West, North, White, Green, Red. */
export const EAST = 27;
/** @see {@link EAST} */
export const SOUTH = 28;
/** @see {@link EAST} */
export const WEST = 29;
/** @see {@link EAST} */
export const NORTH = 30;
/** @see {@link EAST} */
export const WHITE = 31;
/** @see {@link EAST} */
export const GREEN = 32;
/** @see {@link EAST} */
export const RED = 33;

const SUITS: readonly Suit[] = ['m', 'p', 's', 'z'];

/**
 * True when `k` is a {@link TileKind}: an integer 0..33. The guard for numbers from outside;
 * functions that take a `TileKind` trust it.
 */
export function isTileKind(k: unknown): k is TileKind {
  return typeof k === 'number' && Number.isInteger(k) && k >= 0 && k < 34;
}

/** True when `t` is a {@link Tile}: an integer 0..36 (a kind or a red five). */
export function isTile(t: unknown): t is Tile {
  return typeof t === 'number' && Number.isInteger(t) && t >= 0 && t < 37;
}

/**
 * Throws `INVALID_TILE` unless `t` is a {@link Tile}.
 *
 * @example
 * ```ts
 * import { assertIsTile } from '@mjkit/core';
 * assertIsTile(36); // => undefined
 * assertIsTile(37); // throws INVALID_TILE
 * ```
 */
export function assertIsTile(t: unknown): asserts t is Tile {
  if (!isTile(t)) fail('INVALID_TILE', `not a tile (0..36): ${describeValue(t)}`);
}

/** Throws `INVALID_TILE` unless `k` is a {@link TileKind}. */
export function assertIsTileKind(k: unknown): asserts k is TileKind {
  if (!isTileKind(k)) fail('INVALID_TILE', `not a tile kind (0..33): ${describeValue(k)}`);
}

/** @internal `t` when it is a {@link Tile}; throws `INVALID_TILE` otherwise. */
export function checkTile(t: unknown): Tile {
  assertIsTile(t);
  return t;
}

/** @internal `players` when it is 3 or 4; throws `INVALID_ARGUMENT` otherwise. */
export function checkPlayers(players: unknown): 3 | 4 {
  if (players !== 3 && players !== 4) fail('INVALID_ARGUMENT', `players must be 3 or 4, not ${describeValue(players)}`);
  return players;
}

// The predicates below trust their argument: a Tile from a parser, a Hand or a checked array.
// They are called in inner loops, so they check nothing; guard numbers from outside with isTile.

/**
 * The kind of a tile: a red five gives the five of its suit.
 *
 * @example
 * ```ts
 * import { kindOf, RED_5P } from '@mjkit/core';
 * kindOf(RED_5P); // => 13
 * kindOf(13); // => 13
 * ```
 */
export function kindOf(t: Tile): TileKind {
  return t < 34 ? t : (t - 34) * 9 + 4;
}

/** True for the red fives 34, 35, 36. */
export function isRed(t: Tile): boolean {
  return t >= 34;
}

/**
 * The red five of the suit of a five kind (4, 13, 22); throws `INVALID_TILE` for any other kind.
 *
 * @example
 * ```ts
 * import { redOf, RED_5S } from '@mjkit/core';
 * redOf(22); // => RED_5S
 * redOf(21); // throws INVALID_TILE
 * ```
 */
export function redOf(kind: TileKind): Tile {
  if (kind !== 4 && kind !== 13 && kind !== 22) fail('INVALID_TILE', `kind ${describeValue(kind)} is not a five`);
  return 34 + (kind - 4) / 9;
}

/** The suit letter of a kind (or tile). */
export function suitOf(t: Tile): Suit {
  return SUITS[(kindOf(t) / 9) | 0] as Suit;
}

/** 0 for m, 1 for p, 2 for s, 3 for honours. */
export function suitIndex(t: Tile): number {
  return (kindOf(t) / 9) | 0;
}

/** The number on a tile: 1..9 for suited tiles, 1..7 for honours (East = 1 … Red = 7). */
export function numberOf(t: Tile): number {
  return (kindOf(t) % 9) + 1;
}

/** True for characters, dots and bamboo (kinds 0..26). */
export function isSuited(t: Tile): boolean {
  return t < 27 || t >= 34;
}

/** True for winds and dragons (kinds 27..33). */
export function isHonour(t: Tile): boolean {
  return t >= 27 && t < 34;
}

/** True for the suited ones and nines. */
export function isTerminal(t: Tile): boolean {
  return t < 27 && (t % 9 === 0 || t % 9 === 8);
}

/** True for terminals and honours (yaochuuhai). */
export function isTerminalOrHonour(t: Tile): boolean {
  return t < 34 && (t >= 27 || t % 9 === 0 || t % 9 === 8);
}

/** True for suited twos to eights (chunchanpai); a red five is one. */
export function isSimple(t: Tile): boolean {
  return t >= 34 || (t < 27 && t % 9 !== 0 && t % 9 !== 8);
}

/** True for East, South, West, North. */
export function isWind(t: Tile): boolean {
  return t >= 27 && t <= 30;
}

/** True for White, Green, Red. */
export function isDragon(t: Tile): boolean {
  return t >= 31 && t < 34;
}

/**
 * The dora that an indicator points to: the next number in the suit (9 → 1), the next wind
 * (North → East), the next dragon (Red → White). In three-player mahjong (`players: 3`), where
 * 2m..8m are out of the game, the 1m indicator points to 9m and 9m to 1m.
 *
 * @example
 * ```ts
 * import { doraFromIndicator, kindFromString } from '@mjkit/core';
 * doraFromIndicator(kindFromString('9p')); // => kindFromString('1p')
 * doraFromIndicator(kindFromString('4z')); // => kindFromString('1z')
 * doraFromIndicator(kindFromString('7z')); // => kindFromString('5z')
 * doraFromIndicator(kindFromString('1m'), 3); // => kindFromString('9m')
 * ```
 */
export function doraFromIndicator(indicator: Tile, players: 3 | 4 = 4): TileKind {
  const k = kindOf(indicator);
  if (k < 27) {
    if (players === 3 && k === 0) return 8;
    if (players === 3 && k === 8) return 0;
    return k % 9 === 8 ? k - 8 : k + 1;
  }
  if (k <= 30) return k === 30 ? 27 : k + 1;
  return k === 33 ? 31 : k + 1;
}

/**
 * The kinds that a game with this many players uses: all 34 for four players; for three
 * players the 2m..8m kinds are absent.
 */
export function kindsInPlay(players: 3 | 4 = 4): readonly TileKind[] {
  return players === 4 ? ALL_KINDS : SANMA_KINDS;
}
const ALL_KINDS: readonly TileKind[] = Array.from({ length: 34 }, (_, k) => k);
const SANMA_KINDS: readonly TileKind[] = ALL_KINDS.filter((k) => k === 0 || k >= 8);

/**
 * Short name of a tile in mpsz: `1m`…`9m`, `0m` for red 5m, `1z`…`7z`.
 *
 * @example
 * ```ts
 * import { tileToString, RED_5S } from '@mjkit/core';
 * tileToString(RED_5S); // => '0s'
 * tileToString(33); // => '7z'
 * ```
 */
export function tileToString(t: Tile): string {
  if (typeof t !== 'number' || !(t >= 0 && t < 37 && (t | 0) === t)) fail('INVALID_TILE', `not a tile (0..36): ${describeValue(t)}`);
  if (t >= 34) return '0' + SUITS[t - 34];
  return String(numberOf(t)) + suitOf(t);
}

/**
 * Parses one tile in mpsz (`5m`, `0p`, `7z`) or majiang order (`m5`, `p0`, `z7`).
 *
 * @example
 * ```ts
 * import { tileFromString, RED_5M } from '@mjkit/core';
 * tileFromString('0m'); // => RED_5M
 * tileFromString('z1'); // => 27
 * ```
 */
export function tileFromString(text: string): Tile {
  if (typeof text !== 'string') fail('INVALID_TILE', `not a tile: ${describeValue(text)}`);
  const m = /^\s*(?:([0-9])([mpsz])|([mpsz])([0-9]))\s*$/.exec(text);
  if (!m) fail('INVALID_TILE', `not a tile: ${JSON.stringify(text)}`);
  const digit = Number(m[1] ?? m[4]);
  const suit = (m[2] ?? m[3]) as Suit;
  return tileOf(suit, digit, text);
}

/** Like {@link tileFromString} but always returns the kind (a red five gives the five). */
export function kindFromString(text: string): TileKind {
  return kindOf(tileFromString(text));
}

/** @internal The tile for a suit letter and digit (0 = red five); throws `INVALID_TILE`. */
export function tileOf(suit: Suit, digit: number, input?: string, offset?: number): Tile {
  const s = SUITS.indexOf(suit);
  if (s === 3) {
    if (digit < 1 || digit > 7) {
      fail('INVALID_TILE', `no honour ${digit}z (honours are 1z..7z)`, { input, offset });
    }
    return 27 + digit - 1;
  }
  if (digit === 0) return 34 + s;
  return s * 9 + digit - 1;
}

/** The Tenhou id copy numbers of a kind: ids kind*4 … kind*4+3. */
export function idsOfKind(kind: TileKind): readonly TileId[] {
  return [kind * 4, kind * 4 + 1, kind * 4 + 2, kind * 4 + 3];
}

/**
 * The tile of a Tenhou tile id. With `redFives` (the default, as in Tenhou's red-five
 * rooms) ids 16, 52 and 88 are the red fives.
 *
 * @example
 * ```ts
 * import { tileFromId, RED_5M } from '@mjkit/core';
 * tileFromId(16); // => RED_5M
 * tileFromId(16, false); // => 4
 * tileFromId(135); // => 33
 * ```
 */
export function tileFromId(id: TileId, redFives = true): Tile {
  if (typeof id !== 'number' || !(id >= 0 && id <= 135 && (id | 0) === id)) fail('INVALID_TILE', `not a tile id (0..135): ${describeValue(id)}`);
  const kind = id >> 2;
  if (redFives && (id === 16 || id === 52 || id === 88)) return redOf(kind);
  return kind;
}

/** Sort order of tiles for printing: by kind, a red five just before the plain fives. */
export function compareTiles(a: Tile, b: Tile): number {
  const ka = kindOf(a);
  const kb = kindOf(b);
  if (ka !== kb) return ka - kb;
  return (b >= 34 ? 1 : 0) - (a >= 34 ? 1 : 0);
}
