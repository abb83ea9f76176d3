// Mining sequences from game logs: every discard and call of every player, with the strategy
// its hand shows (the won yaku for the round's winner, the determiner's guess for the others).
import type { Seat } from '@mjkit/core';
import { isDiscardCall } from '@mjkit/core';
import { checkOptions, describeValue, fail } from '@mjkit/core/internal';
import { isGameLog, walkHands } from '@mjkit/record';
import type { HandsState } from '@mjkit/record';
import type { GameLog } from '@mjkit/record';
import { callSequence, discardSequenceOf } from './sequence.js';
import type { Sequence } from './sequence.js';
import { strategiesOfWin, strategyOf } from './strategy.js';
import type { Strategy } from './strategy.js';
import { SequenceTable } from './table.js';

/** One sequence of a game, with whose it is and the strategy its hand shows. */
export interface MinedSequence {
  /** Round index in the log, and the seat and name of the player. */
  readonly round: number;
  readonly seat: Seat;
  readonly player: string;
  /** True when this player won this round; then `strategies` are the won yaku's (maybe none). */
  readonly won: boolean;
  /** For a winner, the strategies of the won yaku; for the others, the determiner's one guess. */
  readonly strategies: readonly Strategy[];
  /** True for a call (chii, pon, open kan), false for a discard. */
  readonly call: boolean;
  readonly sequence: Sequence;
}

/**
 * Every sequence of a game, in play order: each discard of a number tile, and each call of one
 * (the called tile counts as drawn). The record's light walk (`walkHands` of `@mjkit/record`: the
 * concealed counts alone, no table state, no checks — validate logs with `validateGame` or
 * `mjkit log validate`) is what makes mining fast.
 */
export function gameSequences(log: GameLog): MinedSequence[] {
  if (!isGameLog(log)) fail('INVALID_ARGUMENT', `gameSequences takes a GameLog (parseMjlog, parseTenhou6 …), not ${describeValue(log)}`);
  const out: MinedSequence[] = [];
  const seats = log.players;
  const winners = new Map<number, Strategy[]>();
  let roundWind = 0;
  const record = (hands: HandsState, seat: Seat, sequence: Sequence | null, call: boolean) => {
    if (sequence === null) return;
    const won = winners.get(seat);
    const strategies = won ?? [strategyOf(hands.counts[seat] as Uint8Array, hands.melds[seat] as number[][], (seat - hands.round.dealer + seats) % seats, roundWind)];
    out.push({ round: hands.roundIndex, seat, player: log.names[seat] ?? '', won: won !== undefined, strategies, call, sequence });
  };
  walkHands(log, {
    startRound(hands) {
      winners.clear();
      for (const e of hands.round.events) if (e.type === 'win') winners.set(e.seat, strategiesOfWin(e.yaku.map((y) => y.id)));
      roundWind = (hands.round.round / 4) | 0;
    },
    beforeEvent(hands, e) {
      if (e.type === 'discard') record(hands, e.seat, discardSequenceOf(hands.counts[e.seat] as Uint8Array, e.tile >> 2), false);
      else if (e.type === 'call') {
        const m = e.meld;
        if (m.called !== null && isDiscardCall(m)) record(hands, e.seat, callSequence(hands.counts[e.seat] as Uint8Array, m.called >> 2), true);
      }
    },
  });
  return out;
}

/** @internal Throws unless `logs` can be iterated (each log is checked as it comes). */
export function checkLogs(logs: unknown): void {
  if (logs === null || typeof (logs as { [Symbol.iterator]?: unknown })?.[Symbol.iterator] !== 'function') fail('INVALID_ARGUMENT', `logs must be an iterable of GameLogs, not ${describeValue(logs)}`);
}

/** @internal Throws unless `players` is undefined or an array of names. */
export function checkNames(players: unknown): void {
  if (players !== undefined && !(Array.isArray(players) && players.every((p) => typeof p === 'string'))) fail('INVALID_ARGUMENT', `players must be an array of names, not ${describeValue(players)}`);
}

/** Options of {@link mineGames}. */
export interface MineOptions {
  /** Only the sequences of each round's winner (the study's Table 2). Default: every player's. */
  readonly winnersOnly?: boolean;
  /** Only the sequences of players with these names. */
  readonly players?: readonly string[];
}

/**
 * Adds the sequences of games to a table (a new one by default), each under every strategy its
 * hand shows: one constant-memory pass, game by game.
 */
export function mineGames(logs: Iterable<GameLog>, options: MineOptions = {}, table: SequenceTable = new SequenceTable()): SequenceTable {
  const { winnersOnly, players } = checkOptions(options, 'mineGames options', ['winnersOnly', 'players']);
  checkNames(players);
  if (!(table instanceof SequenceTable)) fail('INVALID_ARGUMENT', `table must be a SequenceTable, not ${describeValue(table)}`);
  checkLogs(logs);
  const only = players ? new Set(players) : null;
  for (const log of logs) {
    for (const m of gameSequences(log)) {
      if (winnersOnly === true && !m.won) continue;
      if (only && !only.has(m.player)) continue;
      for (const s of m.strategies) table.add(s, m.sequence);
    }
  }
  return table;
}
