// The one event model that mjlog XML and tenhou.net/6 JSON are read into.
import type { TileId } from '@mjkit/core';
import type { LogMeld } from './meld-code.js';

/**
 * The table of a game, decoded from Tenhou's GO type bits (tenhou6 JSON gives only some of it:
 * its rule name and red fives).
 */
export interface LogRules {
  /** The GO `type` number, when the log has it. */
  readonly goType: number | null;
  /** 0x01: played against people (clear: against computers). */
  readonly vsHumans: boolean;
  /** 0x02 clear: red fives in play. */
  readonly redFives: boolean;
  /** 0x04 clear: open tanyao allowed. */
  readonly openTanyao: boolean;
  /** 0x08: East and South rounds (hanchan); clear: East only (tonpuu). */
  readonly hanchan: boolean;
  /** 0x10: three players. */
  readonly sanma: boolean;
  /** Room from bits 0x20 and 0x80: 0 general (一般), 1 upper (上級), 2 special (特上), 3 phoenix (鳳凰). */
  readonly room: 0 | 1 | 2 | 3;
  /** 0x40: fast (速). */
  readonly fast: boolean;
  /** 0x1000: lightning speed (光速). */
  readonly lightning: boolean;
}

/** A tile drawn by a player (from the live wall, or the replacement after a kan or kita). */
export interface DrawEvent {
  readonly type: 'draw';
  readonly seat: number;
  readonly tile: TileId;
}

/** A discard. */
export interface DiscardEvent {
  readonly type: 'discard';
  readonly seat: number;
  readonly tile: TileId;
  /** The tile discarded is the one just drawn (tsumogiri). */
  readonly tsumogiri: boolean;
}

/** A call: chii, pon, a kan, or kita. */
export interface CallEvent {
  readonly type: 'call';
  readonly seat: number;
  readonly meld: LogMeld;
  /** Tenhou's meld code, when the log has it (mjlog). */
  readonly code: number | null;
}

/** A riichi declaration (the discard that follows declares it). */
export interface RiichiEvent {
  readonly type: 'riichi';
  readonly seat: number;
}

/** The riichi deposit taken, after the declaring discard passed. */
export interface RiichiAcceptedEvent {
  readonly type: 'riichi-accepted';
  readonly seat: number;
  /** Everyone's scores after the deposit, when the log has them (mjlog since 2010). */
  readonly scores: readonly number[] | null;
}

/** A new dora indicator (after a kan). */
export interface DoraEvent {
  readonly type: 'dora';
  readonly indicator: TileId;
}

/** One yaku of a win as the log lists it. */
export interface LogYaku {
  /** Tenhou's yaku number (see `yakuFromTenhou` of @mjkit/scoring); -1 for a name not known. */
  readonly id: number;
  /** Han; 0 is possible for dora entries. For yakuman, the multiple (1). */
  readonly han: number;
  /** The name as written, when it is not one of Tenhou's (then `id` is -1). */
  readonly name?: string;
}

/** A win (AGARI), as the log records it. */
export interface WinEvent {
  readonly type: 'win';
  readonly seat: number;
  /** Who dealt in; equals `seat` for tsumo. */
  readonly from: number;
  /** The player responsible (pao), or null. */
  readonly pao: number | null;
  /** The concealed tiles, the winning tile included. */
  readonly hand: readonly TileId[];
  /** The winner's melds (in three-player games, kita too). */
  readonly melds: readonly LogMeld[];
  /** The winning tile. */
  readonly winningTile: TileId;
  /** Fu; null when the log does not say (tenhou6 JSON writes none for mangan and above). */
  readonly fu: number | null;
  /** The hand's value without honba and sticks (for tsumo, the total). */
  readonly points: number;
  /** 0 none, 1 mangan, 2 haneman, 3 baiman, 4 sanbaiman, 5 yakuman. */
  readonly limit: number;
  /** The yaku with their han (empty for a yakuman). */
  readonly yaku: readonly LogYaku[];
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

/** A drawn round (RYUUKYOKU). */
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

/** A player lost the connection (BYE): the client plays on for them. */
export interface DisconnectEvent {
  readonly type: 'disconnect';
  readonly seat: number;
}

/** A player came back (a later UN with one name). */
export interface ReconnectEvent {
  readonly type: 'reconnect';
  readonly seat: number;
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
  | DisconnectEvent
  | ReconnectEvent;

/** One round (kyoku) and its events. */
export interface Round {
  /** Round number: 0–3 East 1–4, 4–7 South, 8–11 West (three players: by 3 seats the same way). */
  readonly round: number;
  readonly honba: number;
  /** Riichi sticks on the table at the start. */
  readonly riichiSticks: number;
  /** The dice as Tenhou records them (die − 1), or null. */
  readonly dice: readonly [number, number] | null;
  readonly dealer: number;
  /** Each seat's score at the start (real points). */
  readonly scores: readonly number[];
  /** The first dora indicator. */
  readonly doraIndicator: TileId;
  /** The dealt hands, per seat (13 tiles; an empty seat in three-player games has none). */
  readonly hands: readonly (readonly TileId[])[];
  readonly events: readonly RoundEvent[];
  /** Attributes the parser does not know, as written (old logs: shuffle; chip games: chip). */
  readonly extra: Readonly<Record<string, string>>;
}

/** @internal The type of the brand of a checked {@link GameLog}. */
export declare const gameLogBrand: unique symbol;

/**
 * A whole game log, as the parsers read it (or `gameLog()` checks it). Plain data, read-only in
 * its type; every function that reads a log checks its shape once per call (about as costly as
 * reading it), so one built or edited by hand gets an `INVALID_ARGUMENT` naming the field, never
 * a TypeError from deep inside.
 */
export interface GameLog {
  /** @internal The brand of the type: the parsers and `gameLog()` make a GameLog. */
  readonly [gameLogBrand]: true;
  /** What it was read from. */
  readonly source: 'mjlog' | 'tenhou6';
  /** The log id (tenhou6 `ref`), when known. */
  readonly id: string | null;
  readonly players: 3 | 4;
  readonly rules: LogRules;
  /** The lobby number, when the log has one. */
  readonly lobby: number | null;
  /** Player names, dan (0 新人 … 10 初段 … 20 天鳳位), rate and sex, per seat. */
  readonly names: readonly string[];
  readonly dan: readonly number[];
  readonly rate: readonly number[];
  readonly sex: readonly string[];
  /** The SHUFFLE seed, when the log has one. */
  readonly shuffle: { readonly seed: string; readonly ref: string } | null;
  /** The first dealer (TAIKYOKU oya). */
  readonly firstDealer: number;
  readonly rounds: readonly Round[];
  /** The final scores (real points) and placement points, when the game ended. */
  readonly final: { readonly scores: readonly number[]; readonly points: readonly number[] } | null;
  /** Tile ids are Tenhou's own (mjlog), or were assigned (tenhou6 has tiles, not copies). */
  readonly tileIds: 'tenhou' | 'assigned';
  /** Attributes the parser does not know, per element name (GO title, UN gold …), as written. */
  readonly extra: Readonly<Record<string, Readonly<Record<string, string>>>>;
}
