/**
 * The stable codes of {@link MjkitError}. A code never changes meaning between versions, so
 * programs may branch on it; the message is for people and may be reworded.
 *
 * - `SYNTAX`: a notation string is malformed (unexpected character, digits without a suit).
 * - `INVALID_TILE`: a tile that does not exist (`8z`, `0z`, a tile id outside 0..135), or one
 *   that the game does not use (2m–8m in three-player mahjong).
 * - `INVALID_MELD`: a meld whose tiles, called tile or source do not form a chii, pon or kan, or
 *   that the game does not allow (a chii in three-player mahjong).
 * - `FIFTH_COPY`: more than four copies of one tile kind.
 * - `RED_FIVE`: more red fives than the fives that hold them, or than the rules have.
 * - `HAND_SIZE`: the wrong number of tiles for the melds or for the operation.
 * - `NOT_HELD`: an operation names a tile that the hand does not hold.
 * - `ILLEGAL_STATE`: an operation that the state does not allow (a discard right after a kan,
 *   before the replacement draw; a win situation that cannot happen).
 * - `INVALID_RULES`: a rule object with an unknown preset or a value out of range.
 * - `INVALID_ARGUMENT`: any other argument of the wrong type or out of range, or an option
 *   object with a key the function does not know.
 * - `BAD_GZIP`: compressed bytes that are not valid gzip or deflate, or are cut short.
 * - `BAD_LOG`: a game log that is not well formed (XML or JSON syntax, a missing or absurd
 *   attribute, JSON of the wrong shape).
 * - `LOG_INCONSISTENT`: a well-formed log whose events cannot have happened (a discard of a
 *   tile not in the hand, a tile twice, scores that do not add up).
 * - `BAD_FILE`: a file that mjkit wrote (weights, positions, sequence tables, donjara models,
 *   arena summaries) that does not read back: another format or version, a checksum that does
 *   not match its content, a header that does not fit its data, values that are not finite.
 * - `BAD_OUTPUT`: an output that cannot be written as asked: it exists (and `--force` was not
 *   given), it is one of the inputs, or its folder is missing, is a file, or is not writable.
 * - `RUN_INCOMPLETE`: a long run (an arena) that stopped before all its work was done; what
 *   finished was saved and the message names what did not.
 */
export type MjkitErrorCode =
  | 'SYNTAX'
  | 'INVALID_TILE'
  | 'INVALID_MELD'
  | 'FIFTH_COPY'
  | 'RED_FIVE'
  | 'HAND_SIZE'
  | 'NOT_HELD'
  | 'ILLEGAL_STATE'
  | 'INVALID_RULES'
  | 'INVALID_ARGUMENT'
  | 'BAD_GZIP'
  | 'BAD_LOG'
  | 'LOG_INCONSISTENT'
  | 'BAD_FILE'
  | 'BAD_OUTPUT'
  | 'RUN_INCOMPLETE';

/** Where in an input an error was found. */
export interface MjkitErrorLocation {
  /** The text that was being parsed, when the error comes from a notation parser. */
  readonly input?: string | undefined;
  /** Zero-based character (or byte) offset of the first offending character. */
  readonly offset?: number | undefined;
  /** The file being read, when known. */
  readonly file?: string | undefined;
  /** The round (kyoku) of a game log, counted from 0 in the order of the log. */
  readonly round?: number | undefined;
  /** The event within that round, counted from 0. */
  readonly event?: number | undefined;
}

/**
 * The brand of an {@link MjkitError}, shared by every copy of this package in a process (an ESM
 * and a CommonJS build, or two versions): `Symbol.for` gives all of them the same symbol.
 */
const ERROR_BRAND: unique symbol = Symbol.for('@mjkit/core:MjkitError') as never;

/**
 * The one error class that every mjkit package throws for bad input. It carries a stable
 * {@link MjkitErrorCode}, the bare {@link MjkitError.detail} and, where it applies, the location
 * (file, round, event, character offset). `instanceof MjkitError` and
 * {@link MjkitError.isMjkitError} recognise an error thrown by any build of mjkit in the process
 * (ESM or CommonJS), so the dual-package hazard does not hide one.
 *
 * @example
 * ```ts
 * import { Hand, MjkitError } from '@mjkit/core';
 * let caught: unknown;
 * try { Hand.parse('123m456x'); } catch (e) { caught = e; }
 * caught instanceof MjkitError; // => true
 * (caught as MjkitError).code; // => 'SYNTAX'
 * (caught as MjkitError).offset; // => 7
 * (caught as MjkitError).detail; // => 'unexpected character "x"'
 * (caught as MjkitError).message; // => 'SYNTAX: unexpected character "x" (at offset 7 of "123m456x")'
 * ```
 */
export class MjkitError extends Error {
  /** The stable code; see {@link MjkitErrorCode}. */
  readonly code: MjkitErrorCode;
  /** The message alone, without the code and the location that {@link Error.message} adds. */
  readonly detail: string;
  /** The text that was being parsed, when the error comes from a parser. */
  readonly input: string | undefined;
  /** Zero-based character offset into {@link MjkitError.input} (or into the file), for syntax errors. */
  readonly offset: number | undefined;
  /** The file being read, when known. */
  readonly file: string | undefined;
  /** The round (kyoku) of a game log, counted from 0. */
  readonly round: number | undefined;
  /** The event within that round, counted from 0. */
  readonly event: number | undefined;

  constructor(code: MjkitErrorCode, detail: string, location: MjkitErrorLocation = {}) {
    // printed safely whatever a caller passes: this is the error that reports bad arguments
    if (location === null || typeof location !== 'object') location = {};
    const text = typeof detail === 'string' ? detail : describeValue(detail);
    super(`${typeof code === 'string' ? code : describeValue(code)}: ${text}${describeLocation(location)}`);
    this.name = 'MjkitError';
    this.code = code;
    this.detail = text;
    this.input = location.input;
    this.offset = location.offset;
    this.file = location.file;
    this.round = location.round;
    this.event = location.event;
  }

  /** True for an {@link MjkitError} made by any build or copy of mjkit in this process. */
  static isMjkitError(value: unknown): value is MjkitError {
    return typeof value === 'object' && value !== null && (value as { [ERROR_BRAND]?: unknown })[ERROR_BRAND] === true;
  }

  /** `instanceof MjkitError` is {@link MjkitError.isMjkitError}: it holds across builds. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return MjkitError.isMjkitError(value);
  }

  static {
    Object.defineProperty(this.prototype, ERROR_BRAND, { value: true });
  }

  /** The same error with more of its location filled in (what is known already wins). */
  at(location: MjkitErrorLocation): MjkitError {
    if (location === null || typeof location !== 'object') return this;
    const merged: MjkitErrorLocation = {
      input: this.input ?? location.input,
      offset: this.offset ?? location.offset,
      file: this.file ?? location.file,
      round: this.round ?? location.round,
      event: this.event ?? location.event,
    };
    return new MjkitError(this.code, this.detail, merged);
  }

  /**
   * What to show of the input around the error, for a caret under it: the 60 characters around
   * {@link MjkitError.offset} (`…` where cut) and the column of the offset in that text; null
   * when the error has no input and offset.
   *
   * @example
   * ```ts
   * import { Hand, MjkitError } from '@mjkit/core';
   * let caught: unknown;
   * try { Hand.parse('1m'.repeat(50) + 'x'); } catch (e) { caught = e; }
   * const shown = (caught as MjkitError).excerpt();
   * [shown?.text.length, shown?.text.endsWith('1mx'), shown?.column]; // => [61, true, 60]
   * ```
   */
  excerpt(): { readonly text: string; readonly column: number } | null {
    const { input, offset } = this;
    if (typeof input !== 'string' || !Number.isInteger(offset) || (offset as number) < 0 || (offset as number) > input.length) return null;
    return inputExcerpt(input, offset as number);
  }
}

/**
 * @internal What an error shows of a long input: the 60 characters around `offset`, with `…`
 * where it was cut, and the `column` of the offset's character in that text.
 */
export function inputExcerpt(input: string, offset: number): { readonly text: string; readonly column: number } {
  if (input.length <= 60) return { text: input, column: offset };
  const from = Math.max(0, Math.min(offset - 30, input.length - 60));
  const before = from > 0 ? '…' : '';
  return { text: `${before}${input.slice(from, from + 60)}${from + 60 < input.length ? '…' : ''}`, column: before.length + offset - from };
}

function describeLocation(l: MjkitErrorLocation): string {
  const shown = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : describeValue(v));
  const parts: string[] = [];
  if (l.file !== undefined) parts.push(shown(l.file));
  if (l.round !== undefined) parts.push(`round ${shown(l.round)}`);
  if (l.event !== undefined) parts.push(`event ${shown(l.event)}`);
  if (l.offset !== undefined) {
    const inside = typeof l.input === 'string' && Number.isInteger(l.offset) && l.offset >= 0 && l.offset <= l.input.length;
    const of = inside ? ` of ${JSON.stringify(inputExcerpt(l.input as string, l.offset).text)}` : '';
    parts.push(`offset ${shown(l.offset)}${of}`);
  }
  return parts.length > 0 ? ` (at ${parts.join(', ')})` : '';
}

/**
 * @internal How an error message names a value that a caller passed: never throws, whatever
 * the value (an object whose `toString` is not a function, a null-prototype object, a symbol).
 * Strings are quoted and cut at 40 characters; objects and arrays are named, not printed.
 */
export function describeValue(value: unknown): string {
  try {
    if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
    if (typeof value === 'function') return 'a function';
    if (Array.isArray(value)) return `an array of ${value.length}`;
    if (typeof value === 'object' && value !== null) return ArrayBuffer.isView(value) ? `a ${value.constructor?.name ?? 'typed array'}` : 'an object';
    return String(value);
  } catch {
    return 'a value that cannot be printed';
  }
}

/** @internal Throws an {@link MjkitError}; the one way mjkit packages throw one. */
export function fail(code: MjkitErrorCode, message: string, location?: MjkitErrorLocation): never {
  throw new MjkitError(code, message, location);
}

/**
 * @internal `value` itself when it is an object (not null, not an array); otherwise throws an
 * {@link MjkitError} with `code` (default `INVALID_ARGUMENT`) saying what was expected.
 */
export function checkObject<T>(value: T, what: string, code: MjkitErrorCode = 'INVALID_ARGUMENT'): T & object {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) fail(code, `${what} must be an object, not ${describeValue(value)}`);
  return value as T & object;
}

/**
 * @internal The options object of a call: `{}` for `undefined`, the object itself when it is one
 * whose keys are all among `known`. Anything else throws `INVALID_ARGUMENT`: `null`, a number,
 * an array, or an unknown key (named, with the known key it most likely meant), since a
 * misspelt option would otherwise be ignored in silence.
 */
export function checkOptions<T extends object>(options: T | undefined, what: string, known: readonly (keyof T & string)[] | ReadonlySet<keyof T & string>): Partial<T> {
  if (options === undefined) return {};
  checkObject(options, what);
  const set = known instanceof Set;
  // for-in, not Object.keys: V8 enumerates a plain object's keys from a cache, without making
  // an array (112 against 192 ns for a 20-key scoreHand input); an inherited key is skipped, as
  // Object.keys would skip it
  for (const key in options) {
    if (set ? (known as ReadonlySet<string>).has(key) : (known as readonly string[]).includes(key)) continue;
    if (Object.prototype.hasOwnProperty.call(options, key)) {
      const names = [...known] as string[];
      const near = nearest(key, names);
      fail('INVALID_ARGUMENT', `${what}: unknown key ${JSON.stringify(key)}${near ? ` (did you mean ${JSON.stringify(near)}?)` : ''}; known: ${names.join(', ')}`);
    }
  }
  return options;
}

/** The known key closest to `key` (edit distance ≤ 1/3 of its length, or a prefix), if any. */
function nearest(key: string, known: readonly string[]): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const k of known) {
    const d = k.toLowerCase().startsWith(key.toLowerCase()) || key.toLowerCase().startsWith(k.toLowerCase()) ? 1 : editDistance(key.toLowerCase(), k.toLowerCase());
    if (d < bestDistance) {
      bestDistance = d;
      best = k;
    }
  }
  return best !== null && bestDistance <= Math.max(2, Math.ceil(key.length / 3)) ? best : null;
}

function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min((row[j] as number) + 1, (next[j - 1] as number) + 1, (row[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[b.length] as number;
}

/** @internal Returns `n` when it is a whole number ≥ 0; throws `INVALID_ARGUMENT` naming `what` otherwise. */
export function checkWholeNumber(n: number, what: string): number {
  if (!Number.isInteger(n) || n < 0) fail('INVALID_ARGUMENT', `${what} must be a whole number ≥ 0, not ${describeValue(n)}`);
  return n;
}

/** @internal Returns `value` when it is `true` or `false`; throws `INVALID_ARGUMENT` naming `what` otherwise. */
export function checkBoolean(value: boolean, what: string): boolean {
  if (value !== true && value !== false) fail('INVALID_ARGUMENT', `${what} must be true or false, not ${describeValue(value)}`);
  return value;
}

/** @internal Returns `value` when it is an array; throws `INVALID_ARGUMENT` naming `what` otherwise. */
export function checkArray<T>(value: readonly T[], what: string): readonly T[] {
  if (!Array.isArray(value)) fail('INVALID_ARGUMENT', `${what} must be an array, not ${describeValue(value)}`);
  return value;
}
