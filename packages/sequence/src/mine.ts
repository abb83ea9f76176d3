// Mining sequences from game logs: every discard and call of every player, with the strategy
// its hand shows (the won yaku for the round's winner, the determiner's guess for the others).
import type { Seat } from '@mjkit/core';
import { checkOptions, describeValue, fail } from '@mjkit/core/internal';
import { isGameLog } from '@mjkit/record';
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
 * (the called tile counts as drawn). The events are walked with the concealed counts alone (no
 * table state, no checks: validate logs with `validateGame` or `mjkit log validate`), which is
 * what makes mining fast.
 */
export function gameSequences(log: GameLog): MinedSequence[] {
  if (!isGameLog(log)) fail('INVALID_ARGUMENT', `gameSequences takes a GameLog (parseMjlog, parseTenhou6 …), not ${describeValue(log)}`);
  const out: MinedSequence[] = [];
  const seats = log.players;
  const counts = [0, 1, 2, 3].map(() => new Uint8Array(34));
  const melds: number[][][] = [[], [], [], []];
  log.rounds.forEach((round, r) => {
    const winners = new Map<number, Strategy[]>();
    for (const e of round.events) if (e.type === 'win') winners.set(e.seat, strategiesOfWin(e.yaku.map((y) => y.id)));
    for (let seat = 0; seat < 4; seat++) {
      (counts[seat] as Uint8Array).fill(0);
      for (const id of round.hands[seat] ?? []) (counts[seat] as Uint8Array)[id >> 2]! += 1;
      melds[seat] = [];
    }
    const roundWind = (round.round / 4) | 0;
    const record = (seat: Seat, sequence: Sequence | null, call: boolean) => {
      if (sequence === null) return;
      const won = winners.get(seat);
      const strategies = won ?? [strategyOf(counts[seat] as Uint8Array, melds[seat] as number[][], (seat - round.dealer + seats) % seats, roundWind)];
      out.push({ round: r, seat, player: log.names[seat] ?? '', won: won !== undefined, strategies, call, sequence });
    };
    for (const e of round.events) {
      if (e.type === 'draw') (counts[e.seat] as Uint8Array)[e.tile >> 2]! += 1;
      else if (e.type === 'discard') {
        const c = counts[e.seat] as Uint8Array;
        record(e.seat, discardSequenceOf(c, e.tile >> 2), false);
        c[e.tile >> 2]! -= 1;
      } else if (e.type === 'call') {
        const c = counts[e.seat] as Uint8Array;
        const m = e.meld;
        if (m.called !== null && (m.type === 'chii' || m.type === 'pon' || m.type === 'daiminkan')) record(e.seat, callSequence(c, m.called >> 2), true);
        // the meld's tiles leave the concealed hand (a kakan: the added tile; a kita: the North)
        if (m.type === 'kakan') c[(m.added as number) >> 2]! -= 1;
        else for (const id of m.tiles) if (id !== m.called) c[id >> 2]! -= 1;
        if (m.type !== 'kita') (melds[e.seat] as number[][]).push(m.tiles.map((id) => id >> 2));
      }
    }
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
