// A played game as a record (`@mjkit/record`): the format of no log, written out by the log
// writers (`toMjlog`, `toTenhou6`, `toMjai`) and read by everything that reads records.
import type { HongKongRules, Rules, Seat } from '@mjkit/core';
import type { GameLog } from '@mjkit/record';
import { parsedLog } from '@mjkit/record/internal';
import type { RoundEvent, RoundStart } from '@mjkit/table';

/** What a finished game is made of. */
export interface PlayedGame {
  readonly rules: Rules | HongKongRules;
  readonly names: readonly string[];
  readonly firstDealer: Seat;
  readonly rounds: readonly { readonly start: RoundStart; readonly events: readonly RoundEvent[] }[];
  readonly final: { readonly scores: readonly number[]; readonly points: readonly number[] } | null;
}

/** @internal The record of a played game. */
export function recordOf(g: PlayedGame): GameLog {
  const players = g.rules.players;
  return parsedLog({
    players,
    rules: g.rules,
    names: Array.from({ length: 4 }, (_, s) => (s < players ? (g.names[s] ?? `seat ${s}`) : '')),
    firstDealer: g.firstDealer,
    rounds: g.rounds.map((r) => ({ ...r.start, scores: [...r.start.scores], hands: r.start.hands.map((h) => [...h]), extra: {}, events: [...r.events] })),
    final: g.final === null ? null : { scores: [...g.final.scores, ...(players === 3 ? [0] : [])], points: [...g.final.points, ...(players === 3 ? [0] : [])] },
    meta: null,
  });
}
