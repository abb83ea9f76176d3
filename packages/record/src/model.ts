// A game record, independent of any log format: the table's rounds and events (`@mjkit/table`),
// the rules the game was played by, the players and the final scores. The log readers
// (`@mjkit/tenhou`, `@mjkit/mjai`) read their formats into it and write it out again; the engine
// (`@mjkit/game`) records its games in it; replay, checks and statistics read it.
import type { HongKongRules, Rules, Seat } from '@mjkit/core';
import type { Round } from '@mjkit/table';

/** @internal The type of the brand of a checked {@link GameLog}. */
export declare const gameLogBrand: unique symbol;

/**
 * What a log's format says beyond the game itself (a Tenhou log's table type, lobby, the players'
 * dan and rate, its SHUFFLE seed …): kept, as the format package that read it defines it, so
 * that the log can be written out again as it was. The record's readers never need it.
 */
export interface LogMeta {
  /** The format the log was read from (`mjlog`, `tenhou6`, `mjai`), or what made the record. */
  readonly format: string;
  readonly [field: string]: unknown;
}

/**
 * A whole game: its players, rules and rounds, the final scores, and what its format said beyond
 * that (`meta`). Plain data, read-only in its type and checked once where it is made: the readers
 * of the log formats and the engine make checked ones, and {@link gameLog} checks one built or
 * edited by hand (a structural copy: a record is not edited in place). `GameLog<Rules>` is a riichi
 * game's (what Tenhou's and mjai's readers give), `GameLog<HongKongRules>` a Hong Kong game's;
 * plain `GameLog` either.
 */
export interface GameLog<R extends Rules | HongKongRules = Rules | HongKongRules> {
  /** @internal The brand of the type: the readers, the engine and `gameLog()` make a GameLog. */
  readonly [gameLogBrand]: true;
  readonly players: 3 | 4;
  /** The rules the game was played by (a log's format gives them: Tenhou's rules for a Tenhou table). */
  readonly rules: R;
  /** The players' names, per seat (four entries; the empty seat of a three-player game has ''). */
  readonly names: readonly string[];
  /** The dealer of East 1. */
  readonly firstDealer: Seat;
  readonly rounds: readonly Round[];
  /** The final scores (real points) and placement points, when the game ended. */
  readonly final: { readonly scores: readonly number[]; readonly points: readonly number[] } | null;
  /** What the log's format said beyond the game, or null (a game played by the engine). */
  readonly meta: LogMeta | null;
}

/** Options of the log readers: where the log comes from, for its errors and its id. */
export interface ParseOptions {
  /** The file name, for errors (and, for Tenhou logs, the log id in it). */
  readonly file?: string;
  /** The log id, when the file name does not hold it. */
  readonly id?: string;
}

/** @internal The keys of {@link ParseOptions}, for option checks. */
export const PARSE_OPTIONS = ['file', 'id'] as const;
