// The seat vocabulary: where players sit (Seat), which wind they hold (Wind), and where a called
// tile came from seen from the caller (RelativeSeat), with the one set of conversions between
// them that every package uses.
import { describeValue, fail } from './errors.js';
import { checkPlayers } from './tiles.js';

declare const seatKind: unique symbol;

/**
 * A chair at the table, 0..3, fixed for the whole game: Tenhou's seat numbers, in turn order
 * (seat 1 plays after seat 0). In three-player games seats 0..2 are taken and chair 3 is empty.
 *
 * The type is a number literal with an optional brand: `0`, `1`, `2`, `3` are Seats, a
 * {@link Wind} or a {@link RelativeSeat} is not, so the three cannot be mixed up. Make one
 * from a computed number with {@link seat}, or convert with {@link seatOfWind}.
 */
export type Seat = (0 | 1 | 2 | 3) & { readonly [seatKind]?: 'seat' };

/**
 * A wind, 0..3 = East, South, West, North: a player's seat wind (East is the dealer) or the
 * round wind. With three players seat winds are 0..2. Convert with {@link seatWind}.
 */
export type Wind = (0 | 1 | 2 | 3) & { readonly [seatKind]?: 'wind' };

/**
 * Whom a called tile came from, counted from the caller around the four chairs in turn order:
 * 1 = the next player (shimocha, on the right, `+` in majiang-core notation), 2 = across
 * (toimen, `=`), 3 = the previous player (kamicha, on the left, `-`). Chii is always from 3. In
 * three-player games the empty chair 3 is counted too, as Tenhou does: from seat 0, seat 2 is
 * across and nobody is on the left.
 */
export type RelativeSeat = (1 | 2 | 3) & { readonly [seatKind]?: 'relative-seat' };

/**
 * A checked {@link Seat}: `n` when it is a whole number below `players`.
 *
 * @example
 * ```ts
 * import { seat } from '@mjkit/core';
 * seat(2); // => 2
 * seat(3, 3); // throws INVALID_ARGUMENT
 * ```
 */
export function seat(n: number, players: 3 | 4 = 4): Seat {
  checkPlayers(players);
  if (!(Number.isInteger(n) && n >= 0 && n < players)) fail('INVALID_ARGUMENT', `a seat is 0..${players - 1}, not ${describeValue(n)}`);
  return n as Seat;
}

const WIND_LETTERS = 'ESWN';

/**
 * A checked {@link Wind}: a whole number 0..3 (below `players` for a seat wind), or one of the
 * letters `E`, `S`, `W`, `N`.
 *
 * @example
 * ```ts
 * import { wind } from '@mjkit/core';
 * wind('S'); // => 1
 * wind(3); // => 3
 * wind('X'); // throws INVALID_ARGUMENT
 * ```
 */
export function wind(n: number | string, players: 3 | 4 = 4): Wind {
  checkPlayers(players);
  const w = typeof n === 'string' ? WIND_LETTERS.indexOf(n.trim().toUpperCase()) : n;
  if (!(Number.isInteger(w) && w >= 0 && w < players) || (typeof n === 'string' && n.trim().length !== 1)) {
    fail('INVALID_ARGUMENT', `a wind is ${players === 4 ? 'E, S, W, N' : 'E, S, W'} or 0..${players - 1}, not ${describeValue(n)}`);
  }
  return w as Wind;
}

/** The letter of a wind: `E`, `S`, `W` or `N`. */
export function windLetter(w: Wind): 'E' | 'S' | 'W' | 'N' {
  return WIND_LETTERS[w] as 'E' | 'S' | 'W' | 'N';
}

/**
 * The seat wind of the player in `s` when `dealer` deals.
 *
 * @example
 * ```ts
 * import { seatWind } from '@mjkit/core';
 * seatWind(0, 1, 4); // => 3
 * seatWind(0, 1, 3); // => 2
 * ```
 */
export function seatWind(s: Seat, dealer: Seat, players: 3 | 4): Wind {
  return ((s - dealer + players) % players) as Wind;
}

/** The seat of the player whose seat wind is `w` when `dealer` deals; see {@link seatWind}. */
export function seatOfWind(w: Wind, dealer: Seat, players: 3 | 4): Seat {
  return ((dealer + w) % players) as Seat;
}

/**
 * Where `source` sits seen from `caller`: the {@link RelativeSeat} of a tile `caller` calls
 * from `source`'s discards. Throws `INVALID_ARGUMENT` when they are the same seat.
 *
 * @example
 * ```ts
 * import { relativeSeat } from '@mjkit/core';
 * relativeSeat(1, 0); // => 3
 * relativeSeat(2, 0); // => 2
 * ```
 */
export function relativeSeat(caller: Seat, source: Seat): RelativeSeat {
  seat(caller);
  seat(source);
  const r = (source - caller + 4) % 4;
  if (r === 0) fail('INVALID_ARGUMENT', `a player does not call its own tile (seat ${describeValue(caller)})`);
  return r as RelativeSeat;
}

/**
 * The seat that `rel` points at from `caller`; see {@link RelativeSeat}. Throws
 * `INVALID_ARGUMENT` when it is the empty chair of a three-player game.
 *
 * @example
 * ```ts
 * import { seatFrom } from '@mjkit/core';
 * seatFrom(1, 3, 4); // => 0
 * seatFrom(0, 2, 3); // => 2
 * seatFrom(0, 3, 3); // throws INVALID_ARGUMENT
 * ```
 */
export function seatFrom(caller: Seat, rel: RelativeSeat, players: 3 | 4): Seat {
  const s = (caller + rel) % 4;
  if (s >= players) fail('INVALID_ARGUMENT', `nobody sits ${rel === 1 ? 'after' : rel === 2 ? 'across from' : 'before'} seat ${caller} in a game of ${players}`);
  return s as Seat;
}
