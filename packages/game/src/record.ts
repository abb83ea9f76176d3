// A played game as a Tenhou log (the mjlog model of @mjkit/tenhou), so that our games are written
// in Tenhou's formats, read back by the same parsers, and open in Tenhou log viewers.
import type { Rules, Seat } from '@mjkit/core';
import type { RoundEvent, RoundStart } from '@mjkit/table';
import type { GameLog, LogRules } from '@mjkit/tenhou';

/** What a finished game is made of. */
export interface PlayedGame {
  readonly rules: Rules;
  readonly names: readonly string[];
  readonly firstDealer: Seat;
  readonly rounds: readonly { readonly start: RoundStart; readonly events: readonly RoundEvent[] }[];
  readonly final: { readonly scores: readonly number[]; readonly points: readonly number[] } | null;
  readonly redFives: boolean;
}

/**
 * The GO type bits of a table with these rules (as Tenhou's Houou room writes them: 169 for the
 * four-player hanchan with red fives, 185 for three players).
 */
export function goTypeOf(rules: Rules): number {
  const red = rules.redFives.m + rules.redFives.p + rules.redFives.s > 0;
  return 0x01 | (red ? 0 : 0x02) | (rules.openTanyao ? 0 : 0x04) | (rules.length === 'hanchan' ? 0x08 : 0) | (rules.players === 3 ? 0x10 : 0) | 0x20 | 0x80;
}

function logRulesOf(rules: Rules, redFives: boolean): LogRules {
  return {
    goType: goTypeOf(rules),
    vsHumans: true,
    redFives,
    openTanyao: rules.openTanyao,
    hanchan: rules.length === 'hanchan',
    sanma: rules.players === 3,
    room: 3,
    fast: false,
    lightning: false,
  };
}

/** @internal The log of a played game. */
export function recordOf(g: PlayedGame): GameLog {
  const players = g.rules.players;
  const log = {
    source: 'mjlog' as const,
    id: null,
    players,
    rules: logRulesOf(g.rules, g.redFives),
    lobby: 0,
    names: Array.from({ length: 4 }, (_, s) => (s < players ? (g.names[s] ?? `seat ${s}`) : '')),
    dan: [0, 0, 0, 0],
    rate: [1500, 1500, 1500, 1500],
    sex: ['C', 'C', 'C', players === 4 ? 'C' : ''],
    shuffle: null,
    firstDealer: g.firstDealer,
    rounds: g.rounds.map((r) => ({ ...r.start, scores: [...r.start.scores], hands: r.start.hands.map((h) => [...h]), extra: {}, events: [...r.events] })),
    final: g.final === null ? null : { scores: [...g.final.scores, ...(players === 3 ? [0] : [])], points: [...g.final.points, ...(players === 3 ? [0] : [])] },
    tileIds: 'tenhou' as const,
    extra: {},
  };
  return log as unknown as GameLog;
}
