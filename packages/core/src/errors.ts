/**
 * The stable codes of {@link MjkitError}. A code never changes meaning between versions, so
 * programs may branch on it; the message is for people and may be reworded.
 *
 * - `SYNTAX`: a notation string is malformed (unexpected character, digits without a suit).
 * - `INVALID_TILE`: a tile that does not exist (`8z`, `0z`, a tile id outside 0..135).
 * - `INVALID_MELD`: a meld whose tiles, called tile or source do not form a chii, pon or kan.
 * - `FIFTH_COPY`: more than four copies of one tile kind.
 * - `RED_FIVE`: more red fives than the fives that hold them, or than the rules have.
 * - `HAND_SIZE`: the wrong number of tiles for the melds or for the operation.
 * - `NOT_HELD`: an operation names a tile that the hand does not hold.
 * - `ILLEGAL_STATE`: an operation that the hand's state does not allow (a discard right after a
 *   kan, before the replacement draw).
 * - `INVALID_RULES`: a rule object with an unknown preset or a value out of range.
 * - `INVALID_ARGUMENT`: any other argument of the wrong type or out of range.
 * - `BAD_GZIP`: compressed bytes that are not valid gzip or deflate, or are cut short.
 * - `BAD_LOG`: a game log that is not well formed (XML or JSON syntax, a missing or absurd
 *   attribute, JSON of the wrong shape).
 * - `LOG_INCONSISTENT`: a well-formed log whose events cannot have happened (a discard of a
 *   tile not in the hand, a tile twice, scores that do not add up).
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
  | 'LOG_INCONSISTENT';

/** Where in an input an error was found. */
export interface MjkitErrorLocation {
  /** The text that was being parsed, when the error comes from a notation parser. */
  readonly input?: string;
  /** Zero-based character (or byte) offset of the first offending character. */
  readonly offset?: number;
  /** The file being read, when known. */
  readonly file?: string;
  /** The round (kyoku) of a game log, counted from 0 in the order of the log. */
  readonly round?: number;
  /** The event within that round, counted from 0. */
  readonly event?: number;
}

/**
 * The one error class that every mjkit package throws for bad input. It carries a stable
 * {@link MjkitErrorCode} and, for notation errors, the character offset.
 *
 * @example
 * ```ts
 * import { Hand, MjkitError } from '@mjkit/core';
 * let caught: unknown;
 * try { Hand.parse('123m456x'); } catch (e) { caught = e; }
 * caught instanceof MjkitError; // => true
 * (caught as MjkitError).code; // => 'SYNTAX'
 * (caught as MjkitError).offset; // => 7
 * ```
 */
export class MjkitError extends Error {
  /** The stable code; see {@link MjkitErrorCode}. */
  readonly code: MjkitErrorCode;
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

  /** The message without its code and location, for {@link MjkitError.at}. */
  readonly #detail: string;

  constructor(code: MjkitErrorCode, message: string, location: MjkitErrorLocation = {}) {
    // printed safely whatever a caller passes: this is the error that reports bad arguments
    if (location === null || typeof location !== 'object') location = {};
    super(`${typeof code === 'string' ? code : describeValue(code)}: ${typeof message === 'string' ? message : describeValue(message)}${describeLocation(location)}`);
    this.#detail = typeof message === 'string' ? message : describeValue(message);
    this.name = 'MjkitError';
    this.code = code;
    this.input = location.input;
    this.offset = location.offset;
    this.file = location.file;
    this.round = location.round;
    this.event = location.event;
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
    return new MjkitError(this.code, this.#detail, merged);
  }
}

/**
 * What an error shows of a long input: the 60 characters around `offset`, with `…` where it
 * was cut, and the `column` of the offset's character in that text (for a caret under it).
 * An input of 60 characters or fewer is shown whole.
 *
 * @example
 * ```ts
 * import { inputExcerpt } from '@mjkit/core';
 * inputExcerpt('123m456x', 7); // => { text: '123m456x', column: 7 }
 * const long = inputExcerpt('1m'.repeat(50) + 'x', 100);
 * [long.text.length, long.text.endsWith('1mx'), long.column]; // => [61, true, 60]
 * ```
 */
export function inputExcerpt(input: string, offset: number): { readonly text: string; readonly column: number } {
  if (typeof input !== 'string') fail('INVALID_ARGUMENT', `an input must be a string, not ${describeValue(input)}`);
  if (!Number.isInteger(offset) || offset < 0 || offset > input.length) fail('INVALID_ARGUMENT', `offset must be 0..${input.length}, not ${describeValue(offset)}`);
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
 * How an error message names a value that a caller passed: never throws, whatever the value
 * (an object whose `toString` is not a function, a null-prototype object, a symbol).
 * Strings are quoted and cut at 40 characters; objects and arrays are named, not printed.
 *
 * @example
 * ```ts
 * import { describeValue } from '@mjkit/core';
 * describeValue(7); // => '7'
 * describeValue('8z'); // => '"8z"'
 * describeValue([1, 2]); // => 'an array of 2'
 * describeValue({ toString: 0 }); // => 'an object'
 * describeValue(Symbol('x')); // => 'Symbol(x)'
 * ```
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

/**
 * `value` itself when it is an object (not null, not an array); otherwise throws an
 * {@link MjkitError} with `code` (default `INVALID_ARGUMENT`) saying what was expected.
 *
 * @example
 * ```ts
 * import { checkObject } from '@mjkit/core';
 * checkObject({ a: 1 }, 'options').a; // => 1
 * checkObject(null, 'options'); // throws INVALID_ARGUMENT
 * ```
 */
export function checkObject<T>(value: T, what: string, code: MjkitErrorCode = 'INVALID_ARGUMENT'): T & object {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) fail(typeof code === 'string' ? code : 'INVALID_ARGUMENT', `${typeof what === 'string' ? what : 'the value'} must be an object, not ${describeValue(value)}`);
  return value as T & object;
}

/**
 * The options object of a call: `{}` for `undefined`, the object itself when it is one, and an
 * `INVALID_ARGUMENT` error for anything else (`null`, a number, a string, an array).
 *
 * @example
 * ```ts
 * import { checkOptions } from '@mjkit/core';
 * checkOptions(undefined, 'options'); // => {}
 * checkOptions(3 as never, 'options'); // throws INVALID_ARGUMENT
 * ```
 */
export function checkOptions<T extends object>(options: T | undefined, what: string): Partial<T> {
  return options === undefined ? {} : checkObject(options, what);
}

/**
 * Returns `n` when it is a whole number ≥ 0; throws `INVALID_ARGUMENT` naming `what` otherwise.
 *
 * @example
 * ```ts
 * import { checkWholeNumber } from '@mjkit/core';
 * checkWholeNumber(3, 'honba'); // => 3
 * checkWholeNumber(-1, 'honba'); // throws INVALID_ARGUMENT
 * ```
 */
export function checkWholeNumber(n: number, what: string): number {
  if (!Number.isInteger(n) || n < 0) fail('INVALID_ARGUMENT', `${typeof what === 'string' ? what : 'the value'} must be a whole number ≥ 0, not ${describeValue(n)}`);
  return n;
}

/** @internal Throws an {@link MjkitError}; for use in expressions. */
export function fail(code: MjkitErrorCode, message: string, location?: MjkitErrorLocation): never {
  throw new MjkitError(code, message, location);
}
