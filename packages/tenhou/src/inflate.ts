// A gzip (RFC 1952) and deflate (RFC 1951) decoder in plain TypeScript, so that the log parser
// reads .gz bytes in browsers too. Bad or truncated input throws BAD_GZIP; the work is bounded
// by the input and by `maxOutput`.
import { MjkitError, checkOptions, checkWholeNumber } from '@mjkit/core';

/** Limits of {@link gunzip}. */
export interface InflateOptions {
  /** Refuse to produce more than this many bytes (default 64 MiB): a guard against zip bombs. */
  readonly maxOutput?: number;
}

function bad(message: string, offset?: number): never {
  throw new MjkitError('BAD_GZIP', message, offset === undefined ? {} : { offset });
}

/** A canonical Huffman code: counts of codes per length, and symbols in code order. */
interface Huffman {
  readonly counts: Uint16Array;
  readonly symbols: Uint16Array;
}

function huffman(lengths: Uint8Array, n: number): Huffman {
  const counts = new Uint16Array(16);
  for (let i = 0; i < n; i++) counts[lengths[i] as number]!++;
  counts[0] = 0;
  let left = 1;
  for (let len = 1; len < 16; len++) {
    left <<= 1;
    left -= counts[len] as number;
    if (left < 0) bad('over-subscribed Huffman code');
  }
  const offsets = new Uint16Array(16);
  for (let len = 1; len < 15; len++) offsets[len + 1] = (offsets[len] as number) + (counts[len] as number);
  const symbols = new Uint16Array(n);
  for (let i = 0; i < n; i++) if (lengths[i] !== 0) symbols[offsets[lengths[i] as number]!++] = i;
  return { counts, symbols };
}

const LENGTH_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DIST_BASE = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577];
const DIST_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

let fixed: { lit: Huffman; dist: Huffman } | undefined;
function fixedCodes(): { lit: Huffman; dist: Huffman } {
  if (!fixed) {
    const l = new Uint8Array(288);
    l.fill(8, 0, 144);
    l.fill(9, 144, 256);
    l.fill(7, 256, 280);
    l.fill(8, 280, 288);
    fixed = { lit: huffman(l, 288), dist: huffman(new Uint8Array(30).fill(5), 30) };
  }
  return fixed;
}

class Inflater {
  pos: number;
  bitBuf = 0;
  bitCount = 0;
  out: Uint8Array;
  outLen = 0;

  constructor(
    readonly src: Uint8Array,
    start: number,
    readonly maxOutput: number,
  ) {
    this.pos = start;
    this.out = new Uint8Array(Math.min(maxOutput, Math.max(1024, src.length * 4)));
  }

  bits(n: number): number {
    while (this.bitCount < n) {
      if (this.pos >= this.src.length) bad('compressed data is cut short', this.pos);
      this.bitBuf |= (this.src[this.pos++] as number) << this.bitCount;
      this.bitCount += 8;
    }
    const v = this.bitBuf & ((1 << n) - 1);
    this.bitBuf >>>= n;
    this.bitCount -= n;
    return v;
  }

  decode(h: Huffman): number {
    let code = 0;
    let first = 0;
    let index = 0;
    for (let len = 1; len < 16; len++) {
      code |= this.bits(1);
      const count = h.counts[len] as number;
      if (code - count < first) return h.symbols[index + (code - first)] as number;
      index += count;
      first += count;
      first <<= 1;
      code <<= 1;
    }
    return bad('invalid Huffman code', this.pos);
  }

  push(b: number): void {
    if (this.outLen === this.out.length) this.grow();
    this.out[this.outLen++] = b;
  }

  grow(): void {
    if (this.out.length >= this.maxOutput) bad(`output larger than ${this.maxOutput} bytes`);
    const bigger = new Uint8Array(Math.min(this.maxOutput, this.out.length * 2));
    bigger.set(this.out);
    this.out = bigger;
  }

  stored(): void {
    this.bitBuf = 0;
    this.bitCount = 0;
    if (this.pos + 4 > this.src.length) bad('stored block is cut short', this.pos);
    const len = (this.src[this.pos] as number) | ((this.src[this.pos + 1] as number) << 8);
    const nlen = (this.src[this.pos + 2] as number) | ((this.src[this.pos + 3] as number) << 8);
    if ((len ^ 0xffff) !== nlen) bad('stored block length check failed', this.pos);
    this.pos += 4;
    if (this.pos + len > this.src.length) bad('stored block is cut short', this.pos);
    for (let i = 0; i < len; i++) this.push(this.src[this.pos + i] as number);
    this.pos += len;
  }

  codes(lit: Huffman, dist: Huffman): void {
    for (;;) {
      const sym = this.decode(lit);
      if (sym < 256) {
        this.push(sym);
      } else if (sym === 256) {
        return;
      } else {
        const i = sym - 257;
        if (i >= 29) bad('invalid length symbol', this.pos);
        const len = (LENGTH_BASE[i] as number) + this.bits(LENGTH_EXTRA[i] as number);
        const d = this.decode(dist);
        if (d >= 30) bad('invalid distance symbol', this.pos);
        const distance = (DIST_BASE[d] as number) + this.bits(DIST_EXTRA[d] as number);
        if (distance > this.outLen) bad('distance reaches before the start of the data', this.pos);
        for (let k = 0; k < len; k++) this.push(this.out[this.outLen - distance] as number);
      }
    }
  }

  dynamic(): void {
    const nlen = this.bits(5) + 257;
    const ndist = this.bits(5) + 1;
    const ncode = this.bits(4) + 4;
    if (nlen > 286 || ndist > 30) bad('too many length or distance codes', this.pos);
    const lengths = new Uint8Array(320);
    for (let i = 0; i < ncode; i++) lengths[CODE_LENGTH_ORDER[i] as number] = this.bits(3);
    const lencode = huffman(lengths, 19);
    const all = new Uint8Array(nlen + ndist);
    for (let i = 0; i < nlen + ndist; ) {
      const sym = this.decode(lencode);
      if (sym < 16) {
        all[i++] = sym;
        continue;
      }
      let repeat: number;
      let value = 0;
      if (sym === 16) {
        if (i === 0) bad('repeat with no previous length', this.pos);
        value = all[i - 1] as number;
        repeat = 3 + this.bits(2);
      } else if (sym === 17) repeat = 3 + this.bits(3);
      else repeat = 11 + this.bits(7);
      if (i + repeat > nlen + ndist) bad('too many code lengths', this.pos);
      while (repeat--) all[i++] = value;
    }
    if (all[256] === 0) bad('no end-of-block code', this.pos);
    this.codes(huffman(all.subarray(0, nlen), nlen), huffman(all.subarray(nlen), ndist));
  }

  run(): Uint8Array {
    let last = 0;
    while (!last) {
      last = this.bits(1);
      const type = this.bits(2);
      if (type === 0) this.stored();
      else if (type === 1) this.codes(fixedCodes().lit, fixedCodes().dist);
      else if (type === 2) this.dynamic();
      else bad('invalid block type', this.pos);
    }
    return this.out.subarray(0, this.outLen);
  }
}

/** The output limit of the options (default 64 MiB); throws for options that are not an object or a bad limit. */
function maxOutputOf(options: InflateOptions): number {
  return checkWholeNumber(checkOptions(options, 'inflate options').maxOutput ?? 64 << 20, 'maxOutput');
}

/** Decompresses raw deflate data. */
export function inflateRaw(data: Uint8Array, options: InflateOptions = {}): Uint8Array {
  if (!(data instanceof Uint8Array)) bad('inflateRaw takes a Uint8Array');
  return new Inflater(data, 0, maxOutputOf(options)).run();
}

const CRC_TABLE = (() => {
  const t = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c;
  }
  return t;
})();

function crc32(data: Uint8Array): number {
  let c = -1;
  for (let i = 0; i < data.length; i++) c = (CRC_TABLE[(c ^ (data[i] as number)) & 0xff] as number) ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}

/** True when bytes start like gzip (1f 8b). */
export function isGzip(data: Uint8Array): boolean {
  return data instanceof Uint8Array && data.length >= 2 && data[0] === 0x1f && data[1] === 0x8b;
}

/**
 * Decompresses gzip bytes (all members, as `gzip -d` does), checking the header, CRC-32 and
 * length of each member. Throws `BAD_GZIP` for anything else.
 *
 * @example
 * ```ts
 * import { gunzip } from '@mjkit/tenhou';
 * // "hi\n" compressed by gzip -n
 * const bytes = Uint8Array.from([31, 139, 8, 0, 0, 0, 0, 0, 0, 3, 203, 200, 228, 2, 0, 122, 122, 111, 237, 3, 0, 0, 0]);
 * new TextDecoder().decode(gunzip(bytes)); // => 'hi\n'
 * gunzip(bytes.subarray(0, 12)); // throws BAD_GZIP
 * ```
 */
export function gunzip(data: Uint8Array, options: InflateOptions = {}): Uint8Array {
  if (!(data instanceof Uint8Array)) bad('gunzip takes a Uint8Array');
  const maxOutput = maxOutputOf(options);
  const parts: Uint8Array[] = [];
  let pos = 0;
  let total = 0;
  do {
    if (!isGzip(data.subarray(pos))) bad('not gzip data (no 1f 8b header)', pos);
    if (pos + 10 > data.length) bad('gzip header is cut short', pos);
    if (data[pos + 2] !== 8) bad('gzip compression method is not deflate', pos + 2);
    const flags = data[pos + 3] as number;
    if (flags & 0xe0) bad('reserved gzip flags are set', pos + 3);
    let p = pos + 10;
    if (flags & 4) {
      if (p + 2 > data.length) bad('gzip extra field is cut short', p);
      p += 2 + ((data[p] as number) | ((data[p + 1] as number) << 8));
    }
    for (const bit of [8, 16]) {
      if (flags & bit) {
        while (p < data.length && data[p] !== 0) p++;
        p++;
      }
    }
    if (flags & 2) p += 2;
    if (p > data.length) bad('gzip header is cut short', pos);
    const inflater = new Inflater(data, p, maxOutput - total);
    const out = inflater.run();
    p = inflater.pos;
    if (p + 8 > data.length) bad('gzip trailer is cut short', p);
    const crc = ((data[p] as number) | ((data[p + 1] as number) << 8) | ((data[p + 2] as number) << 16) | ((data[p + 3] as number) << 24)) >>> 0;
    const size = ((data[p + 4] as number) | ((data[p + 5] as number) << 8) | ((data[p + 6] as number) << 16) | ((data[p + 7] as number) << 24)) >>> 0;
    if (crc !== crc32(out)) bad('gzip CRC-32 does not match', p);
    if (size !== out.length >>> 0) bad('gzip length does not match', p + 4);
    parts.push(out);
    total += out.length;
    pos = p + 8;
  } while (pos < data.length && isGzip(data.subarray(pos)));
  if (parts.length === 1) return parts[0] as Uint8Array;
  const joined = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}
