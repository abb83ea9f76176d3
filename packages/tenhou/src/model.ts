// A Tenhou game log: the table's rounds and events (`@mjkit/table`), with what Tenhou records
// around them (table type, players, seed, final scores). mjlog XML and tenhou.net/6 JSON are
// both read into it.
import type { Seat } from '@mjkit/core';
import type { Round } from '@mjkit/table';

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
  readonly source: 'mjlog' | 'tenhou6' | 'mjai';
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
  readonly firstDealer: Seat;
  readonly rounds: readonly Round[];
  /** The final scores (real points) and placement points, when the game ended. */
  readonly final: { readonly scores: readonly number[]; readonly points: readonly number[] } | null;
  /** Tile ids are Tenhou's own (mjlog), or were assigned (tenhou6 has tiles, not copies). */
  readonly tileIds: 'tenhou' | 'assigned';
  /** Attributes the parser does not know, per element name (GO title, UN gold …), as written. */
  readonly extra: Readonly<Record<string, Readonly<Record<string, string>>>>;
}
