// A small, strict tokenizer for mjlog XML: a flat run of empty elements with attributes. It
// knows no DTD, so DOCTYPE and entity declarations are refused, as are unknown entities; every
// step consumes input, so any input is read in time linear in its length.
import { fail } from '@mjkit/core/internal';

/** One element: its name, attributes, and where it starts. */
export interface XmlTag {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly offset: number;
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

const NAME = /[A-Za-z_][A-Za-z0-9_.-]*/y;
const SPACE = /\s*/y;
const ATTR = /([A-Za-z_][A-Za-z0-9_.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;

/** What {@link scanXml} reports, element by element. */
export interface XmlVisitor {
  /**
   * A draw or discard element, `<T92/>`: its letter (char code of T U V W D E F G) and number.
   * Reported apart because a log is mostly these, and they need no attribute object.
   */
  move(letter: number, tile: number, offset: number): void;
  /** Any other element. */
  tag(tag: XmlTag): void;
}

/** T U V W (draws) and D E F G (discards). */
const isMoveLetter = (c: number) => (c >= 84 && c <= 87) || (c >= 68 && c <= 71);

/**
 * Reads mjlog XML element by element, in order. Closing tags, comments and the `<?xml …?>`
 * declaration are skipped; text between elements must be blank. Throws `BAD_LOG` with the
 * offset of what is wrong.
 */
export function scanXml(text: string, visitor: XmlVisitor): void {
  let i = 0;
  const n = text.length;
  while (i < n) {
    const lt = text.indexOf('<', i);
    const end = lt < 0 ? n : lt;
    for (let k = i; k < end; k++) {
      const c = text.charCodeAt(k);
      if (c !== 32 && c !== 10 && c !== 13 && c !== 9) bad('text outside the elements', k);
    }
    if (lt < 0) break;
    i = lt;
    const next = text.charCodeAt(i + 1);
    // The common case, a draw or a discard: a letter, digits, "/>" (<T92/>), no attributes.
    if (isMoveLetter(next)) {
      let k = i + 2;
      let tile = 0;
      for (; k < n && k < i + 6; k++) {
        const d = text.charCodeAt(k) - 48;
        if (d < 0 || d > 9) break;
        tile = tile * 10 + d;
      }
      const digits = k > i + 2;
      while (k < n && text.charCodeAt(k) === 32) k++;
      if (digits && text.charCodeAt(k) === 47 && text.charCodeAt(k + 1) === 62) {
        visitor.move(next, tile, i);
        i = k + 2;
        continue;
      }
    }
    if (text.startsWith('<?xml', i)) {
      const close = text.indexOf('?>', i);
      if (close < 0) bad('an unterminated XML declaration', i);
      i = close + 2;
      continue;
    }
    if (text.startsWith('<!--', i)) {
      const close = text.indexOf('-->', i + 4);
      if (close < 0) bad('an unterminated comment', i);
      i = close + 3;
      continue;
    }
    if (next === 33 || next === 63) bad('DOCTYPE, entity declarations, CDATA and processing instructions are not allowed', i);
    if (next === 47) {
      NAME.lastIndex = i + 2;
      if (!NAME.test(text)) bad('a closing tag without a name', i);
      SPACE.lastIndex = NAME.lastIndex;
      SPACE.test(text);
      if (text[SPACE.lastIndex] !== '>') bad('an unterminated closing tag', i);
      i = SPACE.lastIndex + 1;
      continue;
    }
    const start = i;
    NAME.lastIndex = i + 1;
    const m = NAME.exec(text);
    if (!m) bad('an element without a name', i);
    const name = m[0];
    const attrs: Record<string, string> = Object.create(null);
    let p = NAME.lastIndex;
    for (;;) {
      SPACE.lastIndex = p;
      SPACE.test(text);
      const spaced = SPACE.lastIndex > p;
      p = SPACE.lastIndex;
      if (text[p] === '/' && text[p + 1] === '>') {
        p += 2;
        break;
      }
      if (text[p] === '>') {
        p += 1;
        break;
      }
      if (!spaced) bad(`unexpected ${p < n ? JSON.stringify(text[p]) : 'end of input'} in <${name}>`, p);
      ATTR.lastIndex = p;
      const a = ATTR.exec(text);
      if (!a) bad(`a malformed attribute in <${name}>`, p);
      const key = a[1] as string;
      if (key in attrs) bad(`attribute ${key} given twice in <${name}>`, p);
      attrs[key] = decodeEntities(a[2] ?? a[3] ?? '', p);
      p = ATTR.lastIndex;
    }
    // a draw or discard written another way (<T92></T92>, <T92 >)
    if (isMoveLetter(name.charCodeAt(0)) && /^.\d{1,4}$/.test(name) && Object.keys(attrs).length === 0) visitor.move(name.charCodeAt(0), Number(name.slice(1)), start);
    else visitor.tag({ name, attrs, offset: start });
    i = p;
  }
}
