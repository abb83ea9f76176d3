// The events of a round at the table: what happens, in the order it happens. Log readers turn
// their formats into these events, the game engine emits them, and the table state, the player
// views and the statistics are built from them. Tile ids are Tenhou's (0..135).
import type { Seat, TileId } from '@mjkit/core';
import { fail } from '@mjkit/core/internal';
import type { TableMeld } from './meld.js';

/** A tile drawn by a player (from the live wall, or the replacement after a kan or kita). */
export interface DrawEvent {
  readonly type: 'draw';
  readonly seat: Seat;
  readonly tile: TileId;
}

/** A discard. */
export interface DiscardEvent {
  readonly type: 'discard';
  readonly seat: Seat;
  readonly tile: TileId;
  /** The tile discarded is the one just drawn (tsumogiri). */
  readonly tsumogiri: boolean;
}

/** A call: chii, pon, a kan, or kita. */
export interface CallEvent {
  readonly type: 'call';
  readonly seat: Seat;
  readonly meld: TableMeld;
  /** Tenhou's meld code, when the record has it (mjlog); null otherwise. */
  readonly code: number | null;
}

/** A riichi declaration (the discard that follows declares it). */
export interface RiichiEvent {
  readonly type: 'riichi';
  readonly seat: Seat;
}

/** The riichi deposit taken, after the declaring discard passed. */
export interface RiichiAcceptedEvent {
  readonly type: 'riichi-accepted';
  readonly seat: Seat;
  /** Everyone's scores after the deposit, when the log has them (mjlog since 2010). */
  readonly scores: readonly number[] | null;
}

/** A new dora indicator (after a kan). */
export interface DoraEvent {
  readonly type: 'dora';
  readonly indicator: TileId;
}

/** One yaku of a win as the record lists it (Tenhou's numbering). */
export interface WinYaku {
  /** Tenhou's yaku number (see `yakuFromTenhou` of @mjkit/scoring); -1 for a name not known. */
  readonly id: number;
  /** Han; 0 is possible for dora entries. For yakuman, the multiple (1). */
  readonly han: number;
  /** The name as written, when it is not one of Tenhou's (then `id` is -1). */
  readonly name?: string;
}

/** A win, as the table records it (Tenhou's AGARI). */
export interface WinEvent {
  readonly type: 'win';
  readonly seat: Seat;
  /** Who dealt in; equals `seat` for tsumo. */
  readonly from: Seat;
  /** The player responsible (pao), or null. */
  readonly pao: Seat | null;
  /** The concealed tiles, the winning tile included. */
  readonly hand: readonly TileId[];
  /** The winner's melds (in three-player games, kita too). */
  readonly melds: readonly TableMeld[];
  /** The winning tile. */
  readonly winningTile: TileId;
  /** Fu; null when the log does not say (tenhou6 JSON writes none for mangan and above). */
  readonly fu: number | null;
  /** The hand's value without honba and sticks (for tsumo, the total). */
  readonly points: number;
  /** 0 none, 1 mangan, 2 haneman, 3 baiman, 4 sanbaiman, 5 yakuman. */
  readonly limit: number;
  /** The yaku with their han (empty for a yakuman). */
  readonly yaku: readonly WinYaku[];
  /** The yakuman by Tenhou number (a double yakuman appears twice in some logs). */
  readonly yakuman: readonly number[];
  readonly doraIndicators: readonly TileId[];
  readonly uraIndicators: readonly TileId[];
  readonly honba: number;
  readonly riichiSticks: number;
  /** Each seat's score before this win, and the change (real points). */
  readonly scores: readonly number[];
  readonly changes: readonly number[];
  /** Attributes the parser does not know (chip games: chip, ratio …), as written. */
  readonly extra: Readonly<Record<string, string>>;
}

/** The ways a round ends without a win. */
export type RyuukyokuKind =
  | 'exhaustive'
  | 'nine-terminals'
  | 'four-riichi'
  | 'triple-ron'
  | 'four-kans'
  | 'four-winds'
  | 'nagashi-mangan';

/** A round that ends without a win (Tenhou's RYUUKYOKU). */
export interface RyuukyokuEvent {
  readonly type: 'ryuukyoku';
  readonly kind: RyuukyokuKind;
  /** The hands shown, per seat (tenpai hands at an exhaustive draw), or null. */
  readonly hands: readonly (readonly TileId[] | null)[];
  readonly honba: number;
  readonly riichiSticks: number;
  readonly scores: readonly number[];
  readonly changes: readonly number[];
  readonly extra: Readonly<Record<string, string>>;
}

/**
 * A bonus tile (Hong Kong: a flower 1–4 or a season 5–8) drawn and set aside at once; the seat's
 * replacement draw follows. Bonus tiles have no tile id: they never enter a hand.
 */
export interface BonusEvent {
  readonly type: 'bonus';
  readonly seat: Seat;
  /** 1–4 the flowers, 5–8 the seasons (`1f`…`8f`). */
  readonly tile: number;
}

/** A player lost the connection (BYE): the client plays on for them. */
export interface DisconnectEvent {
  readonly type: 'disconnect';
  readonly seat: Seat;
}

/** A player came back (a later UN with one name). */
export interface ReconnectEvent {
  readonly type: 'reconnect';
  readonly seat: Seat;
}

/** Anything that happens within a round. */
export type RoundEvent =
  | DrawEvent
  | DiscardEvent
  | CallEvent
  | RiichiEvent
  | RiichiAcceptedEvent
  | DoraEvent
  | WinEvent
  | RyuukyokuEvent
  | BonusEvent
  | DisconnectEvent
  | ReconnectEvent;

/**
 * @internal Event types as small numbers, for loops that branch on the types of many events:
 * a property read at a site that sees events of all eleven shapes costs several times one that
 * sees one shape (11 against 2.5 ns an event), so such a loop reads each `type` once, through
 * {@link eventCode}, and reads the other fields only where the type is known.
 */
export const EventCode = {
  draw: 0,
  discard: 1,
  call: 2,
  riichi: 3,
  riichiAccepted: 4,
  dora: 5,
  win: 6,
  ryuukyoku: 7,
  disconnect: 8,
  reconnect: 9,
  bonus: 10,
  /** Not an event type. */
  unknown: 11,
} as const;

/** @internal The {@link EventCode} of an event's type. */
export function eventCode(e: RoundEvent): number {
  switch (e.type) {
    case 'draw':
      return EventCode.draw;
    case 'discard':
      return EventCode.discard;
    case 'call':
      return EventCode.call;
    case 'riichi':
      return EventCode.riichi;
    case 'riichi-accepted':
      return EventCode.riichiAccepted;
    case 'dora':
      return EventCode.dora;
    case 'win':
      return EventCode.win;
    case 'ryuukyoku':
      return EventCode.ryuukyoku;
    case 'disconnect':
      return EventCode.disconnect;
    case 'reconnect':
      return EventCode.reconnect;
    case 'bonus':
      return EventCode.bonus;
    default:
      return EventCode.unknown;
  }
}

/** How a round starts: everything the table shows before the first draw, and the dealt hands. */
export interface RoundStart {
  /** Round number: 0–3 East 1–4, 4–7 South, 8–11 West (three players: by 3 seats the same way). */
  readonly round: number;
  readonly honba: number;
  /** Riichi sticks on the table at the start. */
  readonly riichiSticks: number;
  /** The dice as Tenhou records them (die − 1), or null. */
  readonly dice: readonly [number, number] | null;
  readonly dealer: Seat;
  /** Each seat's score at the start (real points). */
  readonly scores: readonly number[];
  /** The first dora indicator; null under rules without dora (Hong Kong). */
  readonly doraIndicator: TileId | null;
  /** The dealt hands, per seat (13 tiles; an empty seat in three-player games has none). */
  readonly hands: readonly (readonly TileId[])[];
  /**
   * Hong Kong: the bonus tiles (1–8) each seat set aside at the deal, per seat; their
   * replacements are in the dealt hands. Absent or empty lists at a table without bonus tiles.
   */
  readonly bonus?: readonly (readonly number[])[];
}

/** One round (kyoku): its start and its events. */
export interface Round extends RoundStart {
  readonly events: readonly RoundEvent[];
  /** Attributes the parser does not know, as written (old logs: shuffle; chip games: chip). */
  readonly extra: Readonly<Record<string, string>>;
}

/**
 * @internal The first dora indicator of a round that a riichi format writes; a Hong Kong round
 * has none, and such a format cannot express it: `INVALID_ARGUMENT`, naming the format.
 */
export function riichiDoraIndicator(start: RoundStart, format: string): TileId {
  if (start.doraIndicator === null) fail('INVALID_ARGUMENT', `${format} cannot express a Hong Kong round (no dora, bonus tiles): write the game as a JSON-lines record`);
  return start.doraIndicator;
}

/** @internal {@link riichiDoraIndicator}'s error for a bonus tile met by a riichi format's writer. */
export function bonusInRiichiFormat(format: string): never {
  return fail('INVALID_ARGUMENT', `${format} cannot express a Hong Kong round (no dora, bonus tiles): write the game as a JSON-lines record`);
}
