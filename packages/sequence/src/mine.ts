// Mining sequences from game logs: every discard and call of every player, with the strategy
// its hand shows (the won yaku for the round's winner, the determiner's guess for the others).
import { seatWind } from '@mjkit/core';
import type { Seat } from '@mjkit/core';
import { checkOptions, describeValue, fail } from '@mjkit/core/internal';
import { isGameLog, replay } from '@mjkit/tenhou';
import type { GameLog } from '@mjkit/tenhou';
import { callSequence, discardSequence } from './sequence.js';
import type { Sequence } from './sequence.js';
import { chooseStrategy, strategiesOfWin } from './strategy.js';
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
 * (the called tile counts as drawn). The log is replayed with all its checks.
 */
export function gameSequences(log: GameLog): MinedSequence[] {
  if (!isGameLog(log)) fail('INVALID_ARGUMENT', `gameSequences takes a GameLog (parseMjlog, parseTenhou6 …), not ${describeValue(log)}`);
  const out: MinedSequence[] = [];
  let round = -1;
  let winners = new Map<number, Strategy[]>();
  for (const _ of replay(log, {
    beforeEvent: (state, event) => {
      if (state.location.round !== round) {
        round = state.location.round ?? 0;
        winners = new Map();
        for (const e of log.rounds[round]?.events ?? []) if (e.type === 'win') winners.set(e.seat, strategiesOfWin(e.yaku.map((y) => y.id)));
      }
      if (event.type !== 'discard' && !(event.type === 'call' && event.meld.called !== null)) return;
      const seat = event.seat;
      const counts = state.counts[seat] as Uint8Array;
      const sequence = event.type === 'discard' ? discardSequence(counts, event.tile >> 2) : callSequence(counts, (event.meld.called as number) >> 2);
      if (sequence === null) return;
      const won = winners.get(seat);
      const strategies = won ?? [
        chooseStrategy({
          counts,
          melds: (state.melds[seat] ?? []).filter((m) => m.type !== 'kita').map((m) => m.tiles.map((id) => id >> 2)),
          seatWind: seatWind(seat, state.dealer, log.players),
          roundWind: state.roundWind,
        }),
      ];
      out.push({ round, seat, player: log.names[seat] ?? '', won: won !== undefined, strategies, call: event.type === 'call', sequence });
    },
  }));
  return out;
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
  if (players !== undefined && !(Array.isArray(players) && players.every((p) => typeof p === 'string'))) fail('INVALID_ARGUMENT', `players must be an array of names, not ${describeValue(players)}`);
  if (!(table instanceof SequenceTable)) fail('INVALID_ARGUMENT', `table must be a SequenceTable, not ${describeValue(table)}`);
  if (logs === null || typeof (logs as { [Symbol.iterator]?: unknown })?.[Symbol.iterator] !== 'function') fail('INVALID_ARGUMENT', `logs must be an iterable of GameLogs, not ${describeValue(logs)}`);
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
