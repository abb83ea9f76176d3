// Sequence tables: how often each (pre, post) was seen under each strategy. Tables add up (two
// halves of a corpus merge into the table of the whole), and store as a small versioned binary.
import { checkObject, checkOptions, describeValue, fail, readContainer, writeContainer } from '@mjkit/core/internal';
import type { Sequence } from './sequence.js';
import { STRATEGIES } from './strategy.js';
import type { Strategy } from './strategy.js';

/** A strategy, or `all` for the sum over the three. */
export type StrategyOrAll = Strategy | 'all';

/** One row of a table: a sequence and how often it was seen. */
export interface SequenceCount extends Sequence {
  readonly count: number;
}

/** The version of the table format (2: in mjkit's checksummed container). */
const VERSION = 2;
const WHAT = 'a sequence table';

function checkStrategy(s: unknown, all: boolean): void {
  if (!(STRATEGIES as readonly unknown[]).includes(s) && !(all && s === 'all')) {
    fail('INVALID_ARGUMENT', `strategy must be ${STRATEGIES.join(', ')}${all ? ' or all' : ''}, not ${describeValue(s)}`);
  }
}

function checkDigits(s: unknown, what: string): string {
  if (typeof s !== 'string' || !/^[1-9]{0,14}$/.test(s)) fail('INVALID_ARGUMENT', `${what} must be up to 14 digits 1..9, not ${describeValue(s)}`);
  return s;
}

const keyOf = (pre: string, post: string): string => `${pre}>${post}`;

/**
 * The shape class of a sequence: the digit d that left (or, for a call, came in), the counts of
 * d − 2 … d + 2 in the longer of pre and post, and how far d is from the suit's edge (0 for a 1
 * or 9, 1 for a 2 or 8, 2 otherwise). Sequences that differ only away from the discarded tile
 * share a class: `(2345, 345)` and `(234578, 34578)` are both "a 2 cut from 2345-shaped
 * neighbours". See the README.
 *
 * @example
 * ```ts
 * import { shapeOf } from '@mjkit/sequence';
 * shapeOf('2345', '345'); // => '-00111:1'
 * shapeOf('234578', '34578'); // => '-00111:1'
 * ```
 */
export function shapeOf(pre: string, post: string): string {
  checkDigits(pre, 'pre');
  checkDigits(post, 'post');
  if (Math.abs(pre.length - post.length) !== 1) fail('INVALID_ARGUMENT', `a sequence's pre and post differ by one digit, not (${pre}, ${post})`);
  return shapeKey(pre, post);
}

/** {@link shapeOf} of sound digit strings. */
function shapeKey(pre: string, post: string): string {
  const call = post.length > pre.length;
  const long = call ? post : pre;
  const short = call ? pre : post;
  let at = 0;
  while (at < short.length && short[at] === long[at]) at++;
  const d = Number(long[at]);
  let key = call ? '+' : '-';
  for (let x = d - 2; x <= d + 2; x++) {
    let n = 0;
    if (x >= 1 && x <= 9) for (const ch of long) if (Number(ch) === x) n++;
    key += String(n);
  }
  return `${key}:${Math.min(2, d - 1, 9 - d)}`;
}

/**
 * Counts of sequences per strategy. Adding is streaming (memory grows with the distinct
 * sequences, not with the logs), and `merge` adds another table in.
 *
 * @example
 * ```ts
 * import { SequenceTable } from '@mjkit/sequence';
 * const a = new SequenceTable();
 * a.add('tanyao', { pre: '1234', post: '234' });
 * a.add('tanyao', { pre: '1234', post: '234' });
 * const b = new SequenceTable();
 * b.add('chanta', { pre: '1234', post: '123' });
 * a.merge(b);
 * a.count('all', '1234', '234'); // => 2
 * SequenceTable.fromBytes(a.toBytes()).top({ strategy: 'all' }).map((r) => r.count); // => [2, 1]
 * ```
 */
export class SequenceTable {
  readonly #counts: Map<string, number>[] = STRATEGIES.map(() => new Map());
  /** Counts per shape class and strategy, made when first asked for and dropped on any change. */
  #shapes: Map<string, number>[] | null = null;

  /** Adds `n` (default 1) sightings of a sequence under a strategy. */
  add(strategy: Strategy, sequence: Sequence, n = 1): void {
    checkStrategy(strategy, false);
    if (sequence === null || typeof sequence !== 'object') fail('INVALID_ARGUMENT', `a sequence is { pre, post }, not ${describeValue(sequence)}`);
    const pre = checkDigits(sequence.pre, 'pre');
    const post = checkDigits(sequence.post, 'post');
    if (!(Number.isInteger(n) && n > 0)) fail('INVALID_ARGUMENT', `n must be a whole number above 0, not ${describeValue(n)}`);
    const map = this.#counts[STRATEGIES.indexOf(strategy)] as Map<string, number>;
    const key = keyOf(pre, post);
    map.set(key, (map.get(key) ?? 0) + n);
    this.#shapes = null;
  }

  /**
   * How often sequences of the shape class of `(pre, post)` (see {@link shapeOf}) were seen
   * under a strategy, or all: near-identical transitions merged, for players with few logs.
   */
  shapeCount(strategy: StrategyOrAll, pre: string, post: string): number {
    checkStrategy(strategy, true);
    const key = shapeOf(pre, post);
    if (this.#shapes === null) {
      this.#shapes = this.#counts.map((map) => {
        const shapes = new Map<string, number>();
        for (const [k, n] of map) {
          const [a, b] = k.split('>') as [string, string];
          if (Math.abs(a.length - b.length) !== 1) continue;
          const s = shapeKey(a, b);
          shapes.set(s, (shapes.get(s) ?? 0) + n);
        }
        return shapes;
      });
    }
    if (strategy !== 'all') return this.#shapes[STRATEGIES.indexOf(strategy)]?.get(key) ?? 0;
    let n = 0;
    for (const m of this.#shapes) n += m.get(key) ?? 0;
    return n;
  }

  /** How often `(pre, post)` was seen under a strategy, or under all three. */
  count(strategy: StrategyOrAll, pre: string, post: string): number {
    checkStrategy(strategy, true);
    const key = keyOf(checkDigits(pre, 'pre'), checkDigits(post, 'post'));
    if (strategy !== 'all') return this.#counts[STRATEGIES.indexOf(strategy)]?.get(key) ?? 0;
    let n = 0;
    for (const map of this.#counts) n += map.get(key) ?? 0;
    return n;
  }

  /** Adds every count of `other` into this table. */
  merge(other: SequenceTable): this {
    if (!(other instanceof SequenceTable)) fail('INVALID_ARGUMENT', `merge takes a SequenceTable, not ${describeValue(other)}`);
    other.#counts.forEach((map, i) => {
      const mine = this.#counts[i] as Map<string, number>;
      for (const [key, n] of map) mine.set(key, (mine.get(key) ?? 0) + n);
    });
    this.#shapes = null;
    return this;
  }

  /** Distinct sequences under a strategy (or all three), and the sightings they add up to. */
  size(strategy: StrategyOrAll = 'all'): { readonly distinct: number; readonly total: number } {
    const rows = this.#rows(strategy);
    let total = 0;
    for (const n of rows.values()) total += n;
    return { distinct: rows.size, total };
  }

  /**
   * The most frequent sequences under a strategy (or all), most first (ties by pre, then post),
   * those with a pre of at least `minLength` digits; at most `limit` (default 10).
   */
  top(options: { readonly strategy: StrategyOrAll; readonly minLength?: number; readonly limit?: number }): SequenceCount[] {
    checkObject(options, 'top options');
    const { strategy, minLength = 0, limit = 10 } = checkOptions(options, 'top options', ['strategy', 'minLength', 'limit']);
    checkStrategy(strategy, true);
    for (const [name, v] of [['minLength', minLength], ['limit', limit]] as const) {
      if (!(Number.isInteger(v) && v >= 0)) fail('INVALID_ARGUMENT', `${name} must be a whole number ≥ 0, not ${describeValue(v)}`);
    }
    const out: SequenceCount[] = [];
    for (const [key, count] of this.#rows(strategy as StrategyOrAll)) {
      const [pre, post] = key.split('>') as [string, string];
      if (pre.length >= minLength) out.push({ pre, post, count });
    }
    out.sort((a, b) => b.count - a.count || a.pre.localeCompare(b.pre) || a.post.localeCompare(b.post));
    return out.slice(0, limit);
  }

  /** Every row under a strategy (or the sums over all three), in no set order. */
  *rows(strategy: StrategyOrAll): Generator<SequenceCount, void, void> {
    for (const [key, count] of this.#rows(strategy)) {
      const [pre, post] = key.split('>') as [string, string];
      yield { pre, post, count };
    }
  }

  #rows(strategy: StrategyOrAll): Map<string, number> {
    checkStrategy(strategy, true);
    if (strategy !== 'all') return this.#counts[STRATEGIES.indexOf(strategy)] as Map<string, number>;
    const sum = new Map<string, number>();
    for (const map of this.#counts) for (const [key, n] of map) sum.set(key, (sum.get(key) ?? 0) + n);
    return sum;
  }

  /**
   * The table as bytes: mjkit's container ("MJSQ", a JSON header with the format and version,
   * the rows, a CRC-32). The rows: per strategy the number of rows (4 bytes) and each row (in key
   * order, so equal tables give equal bytes) as pre length, post length, the digits packed two to
   * a byte, and the count as a variable-length number.
   */
  toBytes(): Uint8Array {
    const out: number[] = [];
    const u32 = (n: number) => out.push(n & 255, (n >>> 8) & 255, (n >>> 16) & 255, n >>> 24);
    const digits = (s: string) => {
      for (let i = 0; i < s.length; i += 2) out.push((Number(s[i]) << 4) | (i + 1 < s.length ? Number(s[i + 1]) : 0));
    };
    for (const map of this.#counts) {
      u32(map.size);
      // rows in key order: equal tables give equal bytes, however their counts were added
      for (const key of [...map.keys()].sort()) {
        const n = map.get(key) as number;
        const [pre, post] = key.split('>') as [string, string];
        out.push(pre.length, post.length);
        digits(pre);
        digits(post);
        let v = n;
        while (v >= 128) {
          out.push((v % 128) | 128);
          v = Math.floor(v / 128);
        }
        out.push(v);
      }
    }
    return writeContainer('MJSQ', { format: 'mjkit-sequence-table', version: VERSION }, [Uint8Array.from(out)]);
  }

  /**
   * A table from {@link SequenceTable.toBytes}. Bytes that are not a Uint8Array are
   * `INVALID_ARGUMENT`; another format or version, a damaged file (its checksum) or rows that do
   * not read are `BAD_FILE`, naming the byte.
   */
  static fromBytes(bytes: Uint8Array): SequenceTable {
    const file = readContainer(bytes, 'MJSQ', WHAT);
    const h = file.header;
    if (h.format !== 'mjkit-sequence-table') fail('BAD_FILE', `not ${WHAT}: its header names the format ${describeValue(h.format)}`, { offset: 8 });
    if (h.version !== VERSION) fail('BAD_FILE', `not ${WHAT}: format version ${describeValue(h.version)}, this reader knows ${VERSION}`, { offset: 8 });
    const body = file.payload;
    const bad = (why: string, at: number): never => fail('BAD_FILE', `not ${WHAT}: ${why}`, { offset: file.payloadOffset + at });
    let p = 0;
    const byte = () => (p < body.length ? (body[p++] as number) : bad('it ends early', p));
    const table = new SequenceTable();
    const digits = (n: number) => {
      let s = '';
      for (let i = 0; i < n; i += 2) {
        const b = byte();
        s += String(b >> 4) + (i + 1 < n ? String(b & 15) : '');
      }
      if (!/^[1-9]*$/.test(s)) bad('a digit outside 1..9', p - 1);
      return s;
    };
    for (const map of table.#counts) {
      const rows = byte() | (byte() << 8) | (byte() << 16) | (byte() * 2 ** 24);
      for (let r = 0; r < rows; r++) {
        const preLength = byte();
        const postLength = byte();
        if (preLength > 14 || postLength > 14) bad('a sequence longer than 14', p - 1);
        const pre = digits(preLength);
        const post = digits(postLength);
        let n = 0;
        let scale = 1;
        for (;;) {
          const b = byte();
          n += (b & 127) * scale;
          if (b < 128) break;
          scale *= 128;
          if (scale > 2 ** 49) bad('a count too large', p - 1);
        }
        map.set(keyOf(pre, post), n);
      }
    }
    if (p !== body.length) bad('bytes after the last row', p);
    return table;
  }
}
