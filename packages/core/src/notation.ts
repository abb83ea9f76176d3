import { checkObject, describeValue, fail } from './errors.js';
import { makeMeld, meldBody, parseMeldBody } from './meld.js';
import type { Meld } from './meld.js';
import { checkTile, compareTiles, isRed, kindOf, numberOf, suitOf, tileFromId, tileOf } from './tiles.js';
import type { Suit, Tile, TileId } from './tiles.js';

/**
 * A hand as written down, before any check of sizes or copies: what the notation parsers
 * produce and the printers consume. `Hand` checks it.
 */
export interface HandParts {
  /** The concealed tiles without the drawn tile, in any order. */
  readonly concealed: readonly Tile[];
  /** The tile drawn this turn, or `null`. */
  readonly drawn: Tile | null;
  /** The melds, in the order they were made. */
  readonly melds: readonly Meld[];
  /** Whether riichi has been declared. */
  readonly riichi: boolean;
  /**
   * Whether the last meld was made this turn and the player has not yet discarded (after chii
   * or pon) or drawn the replacement tile (after a kan). Written as a trailing comma.
   */
  readonly afterCall: boolean;
}

const SUIT_LETTERS = 'mpsz';

function isDigit(ch: string): boolean {
  return ch >= '0' && ch <= '9';
}

function isSpace(ch: string): boolean {
  return ch === ' ' || ch === '\t';
}

interface Scanned {
  tiles: Tile[];
  melds: Meld[];
  riichi: boolean;
  trailingComma: boolean;
}

/**
 * Splits the text after the concealed part into melds: `,meld,meld` with an optional trailing
 * comma. `parseOne(text, offset)` parses one trimmed meld.
 */
function scanMelds(input: string, start: number, parseOne: (text: string, offset: number) => Meld): Omit<Scanned, 'tiles' | 'riichi'> {
  const melds: Meld[] = [];
  let trailingComma = false;
  let i = start;
  while (i < input.length) {
    // input[i] is a comma here
    let j = i + 1;
    while (j < input.length && input[j] !== ',') j++;
    const raw = input.slice(i + 1, j);
    const lead = raw.length - raw.trimStart().length;
    const text = raw.trim();
    if (text === '') {
      if (j < input.length) fail('SYNTAX', 'empty meld between commas', { input, offset: i + 1 });
      trailingComma = true;
    } else {
      melds.push(parseOne(text, i + 1 + lead));
    }
    i = j;
  }
  return { melds, trailingComma };
}

/** The tile of a suit letter and digit, with the location for errors. */
function tileAt(suit: Suit, input: string) {
  return (d: number, offset: number): Tile => tileOf(suit, d, input, offset);
}

function scanMpsz(input: string): Scanned {
  const tiles: Tile[] = [];
  let pending: number[] = [];
  let riichi = false;
  let i = 0;
  for (; i < input.length; i++) {
    const ch = input[i] as string;
    if (ch === ',') break;
    if (riichi && !isSpace(ch)) fail('SYNTAX', 'riichi mark * must end the concealed tiles', { input, offset: i });
    if (isDigit(ch)) {
      pending.push(i);
    } else if (SUIT_LETTERS.includes(ch)) {
      if (pending.length === 0) fail('SYNTAX', `suit letter ${ch} without digits before it`, { input, offset: i });
      for (const at of pending) tiles.push(tileOf(ch as Suit, Number(input[at]), input, at));
      pending = [];
    } else if (ch === '*') {
      if (pending.length > 0) fail('SYNTAX', 'digits without a suit letter', { input, offset: pending[0] as number });
      riichi = true;
    } else if (isSpace(ch) && pending.length === 0) {
      continue;
    } else {
      fail('SYNTAX', `unexpected character ${JSON.stringify(ch)}`, { input, offset: i });
    }
  }
  if (pending.length > 0) fail('SYNTAX', 'digits without a suit letter', { input, offset: pending[0] as number });
  const rest = scanMelds(input, i, (text, offset) => {
    const suit = text[text.length - 1] as string;
    if (!SUIT_LETTERS.includes(suit)) {
      fail('SYNTAX', 'an mpsz meld ends with its suit letter', { input, offset: offset + text.length - 1 });
    }
    return parseMeldBody(text.slice(0, -1), suit as Suit, tileAt(suit as Suit, input), input, offset);
  });
  return { tiles, riichi, ...rest };
}

function scanMajiang(input: string): Scanned {
  const tiles: Tile[] = [];
  let suit: Suit | null = null;
  let riichi = false;
  let i = 0;
  for (; i < input.length; i++) {
    const ch = input[i] as string;
    if (ch === ',') break;
    if (riichi) fail('SYNTAX', 'riichi mark * must end the concealed tiles', { input, offset: i });
    if (SUIT_LETTERS.includes(ch)) {
      suit = ch as Suit;
    } else if (isDigit(ch)) {
      if (suit === null) fail('SYNTAX', 'a digit before any suit letter', { input, offset: i });
      tiles.push(tileOf(suit, Number(ch), input, i));
    } else if (ch === '*') {
      riichi = true;
    } else if (ch === '_') {
      fail('SYNTAX', 'face-down tiles (_) are not supported in a hand', { input, offset: i });
    } else {
      fail('SYNTAX', `unexpected character ${JSON.stringify(ch)}`, { input, offset: i });
    }
  }
  const rest = scanMelds(input, i, (text, offset) => {
    const s = text[0] as string;
    if (!SUIT_LETTERS.includes(s)) fail('SYNTAX', 'a majiang meld starts with its suit letter', { input, offset });
    return parseMeldBody(text.slice(1), s as Suit, tileAt(s as Suit, input), input, offset + 1);
  });
  return { tiles, riichi, ...rest };
}

/**
 * Turns scanned tiles into parts: a hand of 3n+2 tiles (melds counted as 3) has drawn its last
 * written tile, unless a trailing comma says it has just called.
 */
function toParts(s: Scanned): HandParts {
  const size = s.tiles.length + 3 * s.melds.length;
  const drawsLast = size % 3 === 2 && !s.trailingComma && s.tiles.length > 0;
  return {
    concealed: drawsLast ? s.tiles.slice(0, -1) : s.tiles,
    drawn: drawsLast ? (s.tiles[s.tiles.length - 1] as Tile) : null,
    melds: s.melds,
    riichi: s.riichi,
    afterCall: s.trailingComma,
  };
}

/**
 * Parses mpsz notation: digit runs each closed by a suit letter (`123m055p789s1122z`, 0 = red
 * five), an optional `*` for riichi, then melds after commas with the suit letter last
 * (`1-23m`, `555=z`, `5505+p`, `555-5s`, `1111z`; see the README for the meld syntax). In a hand
 * of 3n+2 tiles the last tile written is the drawn tile; a trailing comma means the hand has
 * just called instead.
 * @internal Use `Hand.fromMpsz`.
 */
export function parseMpszParts(input: string): HandParts {
  return toParts(scanMpsz(input));
}

/**
 * Parses @kobalab/majiang-core notation (`m123p055s789z1122`, melds `m1-23`, `z555=`,
 * `p5505+`, `s555-5`, `z1111`).
 * @internal Use `Hand.fromMajiang`.
 */
export function parseMajiangParts(input: string): HandParts {
  return toParts(scanMajiang(input));
}

function tileDigit(t: Tile): string {
  return isRed(t) ? '0' : String(numberOf(t));
}

/** Sorted concealed tiles grouped by suit: `[['m', '123'], ['p', '055']]`. */
function suitGroups(tiles: readonly Tile[]): [Suit, string][] {
  const groups: [Suit, string][] = [];
  for (const t of [...tiles].sort(compareTiles)) {
    const suit = suitOf(t);
    const last = groups[groups.length - 1];
    if (last && last[0] === suit) last[1] += tileDigit(t);
    else groups.push([suit, tileDigit(t)]);
  }
  return groups;
}

/** Throws unless `parts` has the shape of {@link HandParts}, with valid tiles and melds. */
function checkParts(parts: HandParts): void {
  checkObject(parts, 'hand parts');
  if (!Array.isArray(parts.concealed)) fail('INVALID_ARGUMENT', 'hand parts: concealed must be an array of tiles');
  for (const t of parts.concealed) checkTile(t);
  if (parts.drawn !== null) checkTile(parts.drawn);
  if (!Array.isArray(parts.melds)) fail('INVALID_ARGUMENT', 'hand parts: melds must be an array of melds');
  for (const m of parts.melds) makeMeld(m);
  if (typeof parts.riichi !== 'boolean' || typeof parts.afterCall !== 'boolean') fail('INVALID_ARGUMENT', 'hand parts: riichi and afterCall must be booleans');
}

/**
 * Prints parts with `group` joining a suit letter and its digits: concealed groups, the drawn
 * tile, `*` for riichi, then each meld after a comma (and a trailing comma just after a call).
 */
function formatParts(parts: HandParts, group: (suit: Suit, digits: string) => string): string {
  let out = suitGroups(parts.concealed)
    .map(([suit, digits]) => group(suit, digits))
    .join('');
  if (parts.drawn !== null) out += group(suitOf(parts.drawn), tileDigit(parts.drawn));
  if (parts.riichi) out += '*';
  for (const m of parts.melds) out += ',' + group(suitOf(m.tiles[0] as Tile), meldBody(m));
  if (parts.afterCall) out += ',';
  return out;
}

const MPSZ = (suit: Suit, digits: string) => digits + suit;
const MAJIANG = (suit: Suit, digits: string) => suit + digits;

/** Prints parts in mpsz notation, as `Hand.toString` does; `Hand.fromMpsz` reads it back. */
export function formatMpsz(parts: HandParts): string {
  checkParts(parts);
  return formatParts(parts, MPSZ);
}

/** Prints parts in majiang-core notation, as its `Shoupai.toString` does. */
export function formatMajiang(parts: HandParts): string {
  checkParts(parts);
  return formatParts(parts, MAJIANG);
}

/** @internal Prints a Hand's own parts (trusted) in mpsz or majiang-core notation. */
export function formatTrusted(parts: HandParts, notation: 'mpsz' | 'majiang'): string {
  return formatParts(parts, notation === 'mpsz' ? MPSZ : MAJIANG);
}

// Unicode Mahjong Tiles block: winds U+1F000..1F003, then red, green, white dragons, then
// characters 1F007.., bamboo 1F010.., dots 1F019...
const DRAGON_GLYPH = [0x1f006, 0x1f005, 0x1f004];
function glyph(t: Tile): string {
  const k = kindOf(t);
  let cp: number;
  if (k < 9) cp = 0x1f007 + k;
  else if (k < 18) cp = 0x1f019 + (k - 9);
  else if (k < 27) cp = 0x1f010 + (k - 18);
  else if (k < 31) cp = 0x1f000 + (k - 27);
  else cp = DRAGON_GLYPH[k - 31] as number;
  return String.fromCodePoint(cp);
}

/**
 * Prints parts with the Unicode mahjong tile glyphs (U+1F000 block): concealed tiles, then the
 * drawn tile and each meld after a space. For display only: Unicode has no red fives.
 */
export function formatUnicode(parts: HandParts): string {
  checkParts(parts);
  let out = [...parts.concealed].sort(compareTiles).map(glyph).join('');
  if (parts.drawn !== null) out += ' ' + glyph(parts.drawn);
  for (const m of parts.melds) out += ' ' + m.tiles.map(glyph).join('');
  return out;
}

/**
 * Parses Tenhou tile ids: an array, or a string of ids separated by commas or spaces (as in
 * the `hai` attributes of mjlog XML). A 14-tile list has drawn its last id.
 * @internal Use `Hand.fromTenhouIds`.
 */
export function parseTenhouIdParts(ids: string | readonly number[], redFives: boolean, melds: readonly Meld[]): HandParts {
  const input = typeof ids === 'string' ? ids : undefined;
  const list: number[] = [];
  if (typeof ids === 'string') {
    const re = /\d+|[^\d\s,]/g;
    for (let m = re.exec(ids); m; m = re.exec(ids)) {
      if (!/^\d+$/.test(m[0])) fail('SYNTAX', `unexpected character ${JSON.stringify(m[0])} in tile ids`, { input, offset: m.index });
      const id = Number(m[0]);
      if (id > 135) fail('INVALID_TILE', `not a tile id (0..135): ${id}`, { input, offset: m.index });
      list.push(id);
    }
  } else {
    if (!Array.isArray(ids)) fail('INVALID_ARGUMENT', 'tile ids must be an array or a string');
    list.push(...ids);
  }
  const seen = new Set<number>();
  for (const id of list) {
    if (seen.has(id)) fail('FIFTH_COPY', `tile id ${id} appears twice`, { input });
    seen.add(id);
  }
  return toParts({
    tiles: list.map((id) => tileFromId(id, redFives)),
    melds: [...melds],
    riichi: false,
    trailingComma: false,
  });
}

/**
 * Canonical Tenhou ids for the concealed tiles of parts, the drawn tile last: a red five is
 * copy 0 of its five; any other tile takes the lowest copy that the melds and the tiles before
 * it have not taken (with red fives on, plain fives start at copy 1).
 */
export function tenhouIdsOf(parts: HandParts, redFives: boolean): TileId[] {
  const used = new Uint8Array(34); // bit mask of the copies taken, per kind
  const take = (t: Tile): TileId => {
    const k = kindOf(t);
    const mask = used[k] as number;
    if (isRed(t)) {
      if (!redFives) fail('RED_FIVE', 'a red five cannot be written as a Tenhou id without red fives');
      if (mask & 1) fail('RED_FIVE', `a second red five of ${suitOf(t)} has no Tenhou id`);
      used[k] = mask | 1;
      return k * 4;
    }
    for (let c = redFives && (k === 4 || k === 13 || k === 22) ? 1 : 0; c < 4; c++) {
      if (!(mask & (1 << c))) {
        used[k] = mask | (1 << c);
        return k * 4 + c;
      }
    }
    return fail('FIFTH_COPY', `no free Tenhou copy of ${tileDigit(t)}${suitOf(t)}`);
  };
  for (const m of parts.melds) for (const t of m.tiles) take(t);
  const ids = [...parts.concealed].sort(compareTiles).map(take);
  if (parts.drawn !== null) ids.push(take(parts.drawn));
  return ids;
}

/**
 * Parses one meld in mpsz (`1-23m`, `555=z`) or majiang order (`m1-23`, `z555=`).
 *
 * @example
 * ```ts
 * import { parseMeld, meldToString } from '@mjkit/core';
 * const kan = parseMeld('p5505+');
 * kan.type; // => 'daiminkan'
 * kan.from; // => 1
 * meldToString(kan); // => '5505+p'
 * ```
 */
export function parseMeld(text: string): Meld {
  if (typeof text !== 'string') fail('INVALID_ARGUMENT', 'a meld to parse must be a string');
  const lead = text.length - text.trimStart().length;
  const t = text.trim();
  const first = t[0] ?? '';
  const last = t[t.length - 1] ?? '';
  if (SUIT_LETTERS.includes(first) && first !== '') {
    return parseMeldBody(t.slice(1), first as Suit, tileAt(first as Suit, text), text, lead + 1);
  }
  if (SUIT_LETTERS.includes(last) && last !== '') {
    return parseMeldBody(t.slice(0, -1), last as Suit, tileAt(last as Suit, text), text, lead);
  }
  return fail('SYNTAX', 'a meld needs a suit letter first (majiang) or last (mpsz)', { input: text, offset: lead });
}

/** A meld in mpsz notation, as in {@link formatMpsz}. */
export function meldToString(m: Meld): string {
  return meldBody(m) + suitOf(m.tiles[0] as Tile);
}

/** A meld in majiang-core notation. */
export function meldToMajiang(m: Meld): string {
  return suitOf(m.tiles[0] as Tile) + meldBody(m);
}

/**
 * Parses a list of tiles without melds, in mpsz (`1112345678999m0p`) or majiang order
 * (`m1112345678999p0`), of any length. No hand-size check; see `tileCounts` for counts.
 *
 * @example
 * ```ts
 * import { parseTiles, tileToString } from '@mjkit/core';
 * parseTiles('50m1z').map(tileToString); // => ['5m', '0m', '1z']
 * parseTiles('z12'); // => [27, 28]
 * ```
 */
export function parseTiles(text: string): Tile[] {
  if (typeof text !== 'string') fail('INVALID_ARGUMENT', 'tiles to parse must be a string');
  const trimmed = text.trim();
  const scanned = /^[mpsz]/.test(trimmed) ? scanMajiang(text) : scanMpsz(text);
  if (scanned.melds.length > 0 || scanned.trailingComma || scanned.riichi) {
    fail('SYNTAX', 'a tile list has no melds, commas or riichi mark', { input: text, offset: Math.max(0, text.search(/[,*]/)) });
  }
  return scanned.tiles;
}

/**
 * Counts tiles per kind (a red five counts as a five): the 34-entry array that the shanten
 * functions take. Throws `FIFTH_COPY` for more than four of a kind.
 *
 * @example
 * ```ts
 * import { parseTiles, tileCounts } from '@mjkit/core';
 * tileCounts(parseTiles('1111m'))[0]; // => 4
 * tileCounts(parseTiles('11111m')); // throws FIFTH_COPY
 * ```
 */
export function tileCounts(tiles: readonly Tile[]): Uint8Array {
  if (!Array.isArray(tiles) && !ArrayBuffer.isView(tiles)) fail('INVALID_ARGUMENT', `tiles must be an array, not ${describeValue(tiles)}`);
  const counts = new Uint8Array(34);
  for (let i = 0; i < tiles.length; i++) {
    const t = checkTile(tiles[i]);
    const k = kindOf(t);
    if (counts[k] === 4) fail('FIFTH_COPY', `${tiles.filter((x) => kindOf(checkTile(x)) === k).length} copies of ${tileDigit(k)}${suitOf(k)}; there are only 4`);
    counts[k] = (counts[k] as number) + 1;
  }
  return counts;
}

/**
 * Parses bonus tiles (Hong Kong's flowers and seasons) in mpsz's way with the suit letter `f`:
 * `1f`–`4f` the flowers, `5f`–`8f` the seasons (a seat's own are its wind + 1 and + 5: East `1f`
 * and `5f`). Digits share a letter (`15f`), groups may be separated by commas or spaces
 * (`1f,6f`). Returns the numbers 1–8 in the order written; a digit outside 1–8, a tile written
 * twice (there is one of each) or anything but digits and `f` is `SYNTAX` with its place.
 *
 * @example
 * ```ts
 * import { parseBonusTiles } from '@mjkit/core';
 * parseBonusTiles('15f'); // => [1, 5]
 * parseBonusTiles('1f, 6f'); // => [1, 6]
 * parseBonusTiles(''); // => []
 * parseBonusTiles('9f'); // throws SYNTAX
 * ```
 */
export function parseBonusTiles(text: string): number[] {
  if (typeof text !== 'string') fail('INVALID_ARGUMENT', `bonus tiles to parse must be a string, not ${describeValue(text)}`);
  const out: number[] = [];
  let digits: { n: number; at: number }[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c >= '0' && c <= '9') {
      if (c === '0' || c === '9') fail('SYNTAX', `bonus tiles are 1f–8f, not ${c}f`, { input: text, offset: i });
      digits.push({ n: Number(c), at: i });
    } else if (c === 'f') {
      if (digits.length === 0) fail('SYNTAX', "an 'f' with no digits before it", { input: text, offset: i });
      for (const d of digits) {
        if (out.includes(d.n)) fail('SYNTAX', `${d.n}f is written twice: there is one of each bonus tile`, { input: text, offset: d.at });
        out.push(d.n);
      }
      digits = [];
    } else if (c === ',' || c === ' ') {
      if (digits.length > 0) fail('SYNTAX', "digits without their 'f'", { input: text, offset: digits[0]!.at });
    } else fail('SYNTAX', `bonus tiles are written 1f–8f, not with ${JSON.stringify(c)}`, { input: text, offset: i });
  }
  if (digits.length > 0) fail('SYNTAX', "digits without their 'f'", { input: text, offset: digits[0]!.at });
  return out;
}
