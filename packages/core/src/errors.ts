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
  | 'INVALID_ARGUMENT';

/** Where in an input an error was found. */
export interface MjkitErrorLocation {
  /** The text that was being parsed, when the error comes from a parser. */
  readonly input?: string;
  /** Zero-based character offset into `input` of the first offending character. */
  readonly offset?: number;
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
  /** Zero-based character offset into {@link MjkitError.input}, for notation errors. */
  readonly offset: number | undefined;

  constructor(code: MjkitErrorCode, message: string, location: MjkitErrorLocation = {}) {
    const where =
      location.offset !== undefined && location.input !== undefined
        ? ` (at offset ${location.offset} of ${JSON.stringify(location.input)})`
        : '';
    super(`${code}: ${message}${where}`);
    this.name = 'MjkitError';
    this.code = code;
    this.input = location.input;
    this.offset = location.offset;
  }
}

/** @internal Throws an {@link MjkitError}; for use in expressions. */
export function fail(code: MjkitErrorCode, message: string, location?: MjkitErrorLocation): never {
  throw new MjkitError(code, message, location);
}
