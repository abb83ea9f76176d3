// The text forms of what a position's table shows (`mjkit nanikiru --riichi left:1z9m3m5s/8p`, the
// discard page's fields): each opponent's seat, river and melds, and the hand's own river, read
// into the options positionTurn takes, with the tiles they show.
import { parseMeld, parseTiles } from '@mjkit/core';
import type { Tile } from '@mjkit/core';
import { checkArray, checkOptions, describeValue, fail } from '@mjkit/core/internal';
import type { PositionOpen, PositionQuiet, PositionRiichi, PositionTurnOptions } from './position-turn.js';

/**
 * A riichi written as text, `SEAT:RIVER` or `SEAT:RIVER:PASSED` (the form `mjkit nanikiru
 * --riichi` and the discard page take): SEAT is `right`, `across` or `left`, RIVER the tiles in
 * order with `/` after the riichi tile when others follow it, PASSED the tiles the other players
 * threw after the riichi. Also returns the tiles of both, which count as seen.
 *
 * @example
 * ```ts
 * import { parseRiichi } from '@mjkit/bots';
 * const { riichi, tiles } = parseRiichi('left:1z9m3m5s/8p');
 * riichi; // => { seat: 'left', river: '1z9m3m5s/8p' }
 * tiles.length; // => 5
 * parseRiichi('left:1z9m3m5s/8p:4s6z').riichi; // => { seat: 'left', river: '1z9m3m5s/8p', passed: '4s6z' }
 * parseRiichi('1z9m'); // throws INVALID_ARGUMENT
 * ```
 */
export function parseRiichi(text: string): { riichi: PositionRiichi; tiles: Tile[] } {
  const [seat, river = '', passed] = seatTextOf(text, 'a riichi', 'SEAT:RIVER[:PASSED]', 'left:9m1z2p/4s7p:3s', 0, 2);
  const riichi: PositionRiichi = passed === undefined ? { seat, river } : { seat, river, passed };
  return { riichi, tiles: [...parseTiles(river.replace('/', '')), ...(passed === undefined ? [] : parseTiles(passed))] };
}

/**
 * Text `SEAT:PART[:PART]` split at its colons and trimmed: the seat (right, across or left) and
 * `least` to `most` parts after it; anything else fails as `INVALID_ARGUMENT`, naming `form` and
 * an `example` of it. The one home of the seat syntax of {@link parseRiichi}, {@link parseOpen}
 * and {@link parseQuiet}.
 */
function seatTextOf(text: unknown, what: string, form: string, example: string, least: number, most: number): ['right' | 'across' | 'left', ...string[]] {
  if (typeof text !== 'string') fail('INVALID_ARGUMENT', `${what} is text, ${form}, not ${describeValue(text)}`);
  const [seat = '', ...parts] = text.split(':').map((part) => part.trim());
  if ((seat !== 'right' && seat !== 'across' && seat !== 'left') || parts.length < least || parts.length > most) fail('INVALID_ARGUMENT', `${what} is ${form} with SEAT right, across or left (${example}), not ${JSON.stringify(text)}`);
  return [seat, ...parts];
}

/**
 * An open hand written as text, `SEAT:MELDS` or `SEAT:MELDS:RIVER` (the form `mjkit nanikiru
 * --open` and the discard page take): SEAT is `right`, `across` or `left`, MELDS the melds apart by
 * commas, RIVER its discards in order. Also returns the tiles of both, which count as seen.
 *
 * @example
 * ```ts
 * import { parseOpen } from '@mjkit/bots';
 * const { open, tiles } = parseOpen('right:777=z,7-89s:1m9p');
 * open; // => { seat: 'right', melds: '777=z,7-89s', river: '1m9p' }
 * tiles.length; // => 8
 * parseOpen('right:1m9p'); // throws SYNTAX
 * ```
 */
export function parseOpen(text: string): { open: PositionOpen; tiles: Tile[] } {
  const [seat, melds = '', river] = seatTextOf(text, 'an open hand', 'SEAT:MELDS[:RIVER]', 'right:777=z,7-89s:1m9p', 0, 2);
  const parsed = melds.split(',').map((m) => parseMeld(m));
  const open: PositionOpen = river === undefined ? { seat, melds } : { seat, melds, river };
  return { open, tiles: [...parsed.flatMap((m) => m.tiles), ...(river === undefined ? [] : parseTiles(river))] };
}

/**
 * A quiet opponent written as text, `SEAT:RIVER` (the form `mjkit nanikiru --quiet` and the
 * discard page take): SEAT is `right`, `across` or `left`, RIVER its discards in order. Also
 * returns the river's tiles, which count as seen.
 *
 * @example
 * ```ts
 * import { parseQuiet } from '@mjkit/bots';
 * const { quiet, tiles } = parseQuiet('across:9m1z2p');
 * quiet; // => { seat: 'across', river: '9m1z2p' }
 * tiles.length; // => 3
 * parseQuiet('across'); // throws INVALID_ARGUMENT
 * ```
 */
export function parseQuiet(text: string): { quiet: PositionQuiet; tiles: Tile[] } {
  const [seat, river = ''] = seatTextOf(text, 'a quiet opponent', 'SEAT:RIVER', 'across:9m1z2p', 1, 1);
  return { quiet: { seat, river }, tiles: parseTiles(river) };
}

/** The text forms of a position's table, as a command line or a page takes them (see {@link parsePositionTexts}). */
export interface PositionTexts {
  /** The opponents in riichi, each as {@link parseRiichi} reads it. */
  readonly riichi?: readonly string[];
  /** The opponents with open melds, each as {@link parseOpen} reads it. */
  readonly open?: readonly string[];
  /** The other opponents, each as {@link parseQuiet} reads it. */
  readonly quiet?: readonly string[];
  /** The hand's own river in the order thrown, in mpsz. */
  readonly river?: string;
}

/**
 * The text forms of a position's table read together: the `riichi`, `open`, `quiet` and `river`
 * options {@link positionTurn} takes, and every tile they show (`seen`), which belong among the
 * position's visible tiles. The scores, round, honba and sticks are numbers, added by the caller.
 *
 * @example
 * ```ts
 * import { parsePositionTexts, positionTurn } from '@mjkit/bots';
 * const { options, seen } = parsePositionTexts({ riichi: ['left:1z9m3m5s/8p:5p'], quiet: ['across:9m'], river: '2z' });
 * seen.length; // => 8
 * const { view, safe } = positionTurn({ hand: '2367m5p99p3478s11z5m', visible: seen, drawable: 50 }, { ...options, roundNumber: 2 });
 * view.riichi; // => [false, false, false, true]
 * [...safe[3]!]; // => [22, 16, 13]
 * parsePositionTexts({ quiet: ['across'] }); // throws INVALID_ARGUMENT
 * ```
 */
export function parsePositionTexts(texts: PositionTexts): { options: PositionTurnOptions; seen: Tile[] } {
  const t = checkOptions(texts, 'texts', ['riichi', 'open', 'quiet', 'river']);
  const each = <T>(list: readonly string[] | undefined, what: string, parse: (text: string) => T): T[] => {
    if (list === undefined) return [];
    checkArray(list, `texts.${what}`);
    return list.map(parse);
  };
  const riichi = each(t.riichi, 'riichi', parseRiichi);
  const open = each(t.open, 'open', parseOpen);
  const quiet = each(t.quiet, 'quiet', parseQuiet);
  if (t.river !== undefined && typeof t.river !== 'string') fail('INVALID_ARGUMENT', `texts.river is the hand's river in mpsz, not ${describeValue(t.river)}`);
  const river = t.river === undefined ? [] : parseTiles(t.river);
  const options: PositionTurnOptions = {
    riichi: riichi.map((r) => r.riichi),
    open: open.map((o) => o.open),
    quiet: quiet.map((q) => q.quiet),
    ...(t.river === undefined ? {} : { river }),
  };
  return { options, seen: [...riichi.flatMap((r) => r.tiles), ...open.flatMap((o) => o.tiles), ...quiet.flatMap((x) => x.tiles), ...river] };
}
