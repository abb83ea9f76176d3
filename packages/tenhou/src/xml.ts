// A small, strict tokenizer for mjlog XML: a flat run of empty elements with attributes. It
// knows no DTD, so DOCTYPE and entity declarations are refused, as are unknown entities; every
// step consumes input, so any input is read in time linear in its length.
import { fail } from '@mjkit/core/internal';

/**
 * One element: its name, attributes (names and values in order), and where it starts. One object
 * per scan, filled again for each element: valid while the visitor runs.
 */
export interface XmlTag {
  readonly name: string;
  /** How many attributes: the first `count` entries of `keys`, `values`, `from`, `to`. */
  readonly count: number;
  readonly keys: readonly string[];
  readonly values: readonly string[];
  readonly offset: number;
  /**
   * Where each value lies in `units` (from, to), for readers of numbers; -1 when the value held
   * an entity (then read `values`).
   */
  readonly from: readonly number[];
  readonly to: readonly number[];
  /** The text as {@link unitsOf} gives it. */
  readonly units: Uint8Array;
}

/** The tag a scan fills for each element in turn. */
interface TagBuffer {
  name: string;
  count: number;
  keys: string[];
  values: string[];
  offset: number;
  from: number[];
  to: number[];
  units: Uint8Array;
}

/** Where a tag's attribute is in its `keys` (and `values`, `from`, `to`), or -1. */
export function attrIndex(tag: XmlTag, key: string): number {
  const keys = tag.keys;
  for (let i = 0; i < tag.count; i++) if (keys[i] === key) return i;
  return -1;
}

/** The value of a tag's attribute, or undefined. */
export function attr(tag: XmlTag, key: string): string | undefined {
  const i = attrIndex(tag, key);
  return i < 0 ? undefined : tag.values[i];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function bad(message: string, offset: number): never {
  fail('BAD_LOG', message, { offset });
}

function decodeEntities(value: string, offset: number): string {
  if (!value.includes('&')) return value;
  return value.replace(/&([^;]{0,10});?/g, (whole, name: string, at: number) => {
    if (!whole.endsWith(';')) bad('an unterminated entity in an attribute', offset + at);
    if (name.startsWith('#x')) return String.fromCodePoint(checkCode(parseInt(name.slice(2), 16), offset + at));
    if (name.startsWith('#')) return String.fromCodePoint(checkCode(parseInt(name.slice(1), 10), offset + at));
    const e = ENTITIES[name];
    if (e === undefined) bad(`unknown entity &${name};`, offset + at);
    return e;
  });
}

function checkCode(code: number, offset: number): number {
  if (!Number.isInteger(code) || code < 0 || code > 0x10ffff) bad('a character reference out of range', offset);
  return code;
}

const encoder = new TextEncoder();
/** The buffer of the last scan, kept for the next (null while a scan holds it). */
let spare: Uint8Array | null = null;

/**
 * The text as one byte per UTF-16 unit (into `buffer` when it is long enough), so that offsets
 * stay the text's: its ASCII codes, 128 for any other unit; then eight zero bytes, so that a
 * read a little past the end needs no test.
 * Typed-array reads are several times faster than `charCodeAt`, and mjlog text is ASCII, which
 * `encodeInto` copies natively.
 */
export function unitsOf(text: string, buffer: Uint8Array | null): Uint8Array {
  const n = text.length;
  const units = (buffer !== null && buffer.length >= n + 8 ? buffer : new Uint8Array(Math.max(n + 8, 1 << 14))).subarray(0, n + 8);
  const done = encoder.encodeInto(text, units.subarray(0, n));
  if (done.read !== n || done.written !== n) {
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      units[i] = c < 128 ? c : 128;
    }
  }
  units.fill(0, n);
  return units;
}

const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;
/** A letter or underscore: what a name starts with. */
const isNameStart = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
/** What a name goes on with: also digits, `.` and `-` (and `:` in attribute names). */
const isNameChar = (c: number, colon: boolean) => isNameStart(c) || (c >= 48 && c <= 57) || c === 46 || c === 45 || (colon && c === 58);

/** The end of the name starting at `from` (`from` itself when there is none). */
function nameEnd(b: Uint8Array, from: number, colon: boolean): number {
  if (!isNameStart(b[from] as number)) return from;
  let k = from + 1;
  while (isNameChar(b[k] as number, colon)) k++;
  return k;
}

function skipSpace(b: Uint8Array, from: number): number {
  while (isSpace(b[from] as number)) from++;
  return from;
}

/** Where the first byte `c` in b[from, to) is, or `to` when there is none. */
export function byteIn(b: Uint8Array, c: number, from: number, to: number): number {
  while (from < to && b[from] !== c) from++;
  return from;
}

/** What {@link scanXml} reports, element by element. */
export interface XmlVisitor {
  /**
   * Draw and discard elements, `<T92/>` (a letter T U V W or D E F G, 1 to 4 digits, blanks,
   * `/>`), read by the visitor itself from the text's bytes at `at`, as many as follow each
   * other; returns where it stopped (`at` when it took none: the scan then reads the element as
   * any other). A log is mostly these: read in one small loop, they need no attribute object.
   */
  moves(b: Uint8Array, at: number): number;
  /** A draw or discard written another way (`<T92></T92>`, `<T92 >`): its letter's char code and number. */
  move(letter: number, tile: number, offset: number): void;
  /** Any other element. */
  tag(tag: XmlTag): void;
}

/** T U V W (draws) and D E F G (discards). */
export const isMoveLetter = (c: number): boolean => (c >= 84 && c <= 87) || (c >= 68 && c <= 71);

/** What {@link moveAt} found: the tile and where the element ends (after `/>`). */
export const moveFound = { tile: 0, end: 0 };

/**
 * Whether a draw or discard element starts at `b[i]` (`<`, its letter checked by the caller):
 * 1 to 4 digits, blanks, `/>`. If so, its tile and end are in {@link moveFound}.
 */
export function moveAt(b: Uint8Array, i: number): boolean {
  let k = i + 2;
  let tile = 0;
  for (; k < i + 6; k++) {
    const d = (b[k] as number) - 48;
    if (d < 0 || d > 9) break;
    tile = tile * 10 + d;
  }
  if (k === i + 2) return false;
  while (b[k] === 32) k++;
  if (b[k] !== 47 || b[k + 1] !== 62) return false;
  moveFound.tile = tile;
  moveFound.end = k + 2;
  return true;
}

/**
 * Reads mjlog XML element by element, in order. Closing tags, comments and the `<?xml …?>`
 * declaration are skipped; text between elements must be blank. Throws `BAD_LOG` with the
 * offset of what is wrong.
 */
export function scanXml(text: string, visitor: XmlVisitor): void {
  const units = unitsOf(text, spare);
  spare = null; // a scan started inside this one (none is) would take a buffer of its own
  scanUnits(text, units, visitor);
  if (units.buffer.byteLength <= 1 << 20) spare = new Uint8Array(units.buffer);
}

/** Attributes an element may have (mjlog's have at most some twenty). */
const MAX_ATTRIBUTES = 256;

/** Where the first `c` at or after `from` is, or the text's length when there is none. */
function charFrom(text: string, c: string, from: number): number {
  const at = text.indexOf(c, from);
  return at < 0 ? text.length : at;
}

function scanUnits(text: string, b: Uint8Array, visitor: XmlVisitor): void {
  const tag: TagBuffer = { name: '', count: 0, keys: [], values: [], offset: 0, from: [], to: [], units: b };
  let i = 0;
  const n = text.length;
  // the first "&" and "<" not yet passed by the attribute reading (see there)
  let amp = charFrom(text, '&', 0);
  let lt = -1;
  while (i < n) {
    if (b[i] !== 60) {
      // blanks up to the next element (elements usually follow each other directly)
      const lt = byteIn(b, 60, i, n);
      for (let k = i; k < lt; k++) if (!isSpace(b[k] as number)) bad('text outside the elements', k);
      if (lt === n) break;
      i = lt;
    }
    const next = b[i + 1] as number;
    // The common case, draws and discards (<T92/>): the visitor reads a run of them.
    if (isMoveLetter(next)) {
      const after = visitor.moves(b, i);
      if (after !== i) {
        i = after;
        continue;
      }
    }
    if (next === 63 && text.startsWith('<?xml', i)) {
      const close = text.indexOf('?>', i);
      if (close < 0) bad('an unterminated XML declaration', i);
      i = close + 2;
      continue;
    }
    if (next === 33 && text.startsWith('<!--', i)) {
      const close = text.indexOf('-->', i + 4);
      if (close < 0) bad('an unterminated comment', i);
      i = close + 3;
      continue;
    }
    if (next === 33 || next === 63) bad('DOCTYPE, entity declarations, CDATA and processing instructions are not allowed', i);
    if (next === 47) {
      const e = nameEnd(b, i + 2, false);
      if (e === i + 2) bad('a closing tag without a name', i);
      const k = skipSpace(b, e);
      if (b[k] !== 62) bad('an unterminated closing tag', i);
      i = k + 1;
      continue;
    }
    const start = i;
    const e = nameEnd(b, i + 1, false);
    if (e === i + 1) bad('an element without a name', i);
    const name = text.slice(i + 1, e);
    const { keys, values, from, to } = tag;
    let count = 0;
    // a signature bit of each key seen (length, first and last letter): a key whose bit is not
    // set yet differs from every key before it, and needs no comparison with them
    let seenLow = 0;
    let seenHigh = 0;
    let p = e;
    for (;;) {
      const before = p;
      p = skipSpace(b, p);
      const c = b[p];
      if (c === 47 && b[p + 1] === 62) {
        p += 2;
        break;
      }
      if (c === 62) {
        p += 1;
        break;
      }
      if (p === before) bad(`unexpected ${p < n ? JSON.stringify(text[p]) : 'end of input'} in <${name}>`, p);
      const ke = nameEnd(b, p, true);
      let q = skipSpace(b, ke);
      if (ke === p || b[q] !== 61) bad(`a malformed attribute in <${name}>`, p);
      q = skipSpace(b, q + 1);
      const quote = b[q];
      // the value runs to the closing quote, and holds no "<"; note an "&" in it. Searched with
      // indexOf, which is native and several times faster than a loop over the bytes: some
      // values are long (a SHUFFLE seed is some 3,000 characters, a fifth of a log).
      // The next "<" and "&" are kept as the scan goes, each searched again only once passed,
      // so that the whole text is searched for each about once (linear time, as the rest).
      let close = -1;
      if (quote === 34 || quote === 39) {
        const end = text.indexOf(quote === 34 ? '"' : "'", q + 1);
        if (lt <= q) lt = charFrom(text, '<', q + 1);
        if (end >= 0 && lt > end) close = end;
      }
      if (close < 0) bad(`a malformed attribute in <${name}>`, p);
      if (amp <= q) amp = charFrom(text, '&', q + 1);
      const entity = amp < close;
      const key = text.slice(p, ke);
      // each key against those before it: a cap keeps that from growing with the square of a text
      if (count === MAX_ATTRIBUTES) bad(`more than ${MAX_ATTRIBUTES} attributes in <${name}>`, p);
      const bit = ((ke - p) * 7 + (b[p] as number) * 3 + (b[ke - 1] as number)) & 63;
      if (bit < 32 ? (seenLow & (1 << bit)) !== 0 : (seenHigh & (1 << (bit - 32))) !== 0) {
        for (let j = 0; j < count; j++) if (keys[j] === key) bad(`attribute ${key} given twice in <${name}>`, p);
      } else if (bit < 32) seenLow |= 1 << bit;
      else seenHigh |= 1 << (bit - 32);
      const raw = text.slice(q + 1, close);
      keys[count] = key;
      values[count] = entity ? decodeEntities(raw, p) : raw;
      from[count] = entity ? -1 : q + 1;
      to[count] = entity ? -1 : close;
      count++;
      p = close + 1;
    }
    // a draw or discard written another way (<T92></T92>, <T92 >)
    if (isMoveLetter(name.charCodeAt(0)) && /^.\d{1,4}$/.test(name) && count === 0) visitor.move(name.charCodeAt(0), Number(name.slice(1)), start);
    else {
      tag.name = name;
      tag.count = count;
      tag.offset = start;
      visitor.tag(tag);
    }
    i = p;
  }
}
