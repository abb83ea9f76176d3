// Every action in the real logs of the test data is legal by @mjkit/table's legal actions: each
// discard (riichi or not), call, kan, kita, tsumo, ron (chankan and ron on a kita included) and
// nine-terminals, checked on the table state just before the log applies it. This is the test
// of the legal-action generator against play that Tenhou's own server refereed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Seat } from '@mjkit/core';
import { isLegalAction, legalActions } from '@mjkit/table';
import type { Action, RoundEvent, TableState } from '@mjkit/table';
import { replay, scoringRules } from '@mjkit/record';
import { parseLogGames } from '@mjkit/tenhou';
import type { GameLog } from '@mjkit/record';
import { expect, it } from 'vitest';
import { describeWithData } from '../../../scripts/test-data.js';
import { readManifest } from './logs.js';

/** The logged action an event is, with its seat; null for events that are not a choice. */
function actionOf(e: RoundEvent, previous: RoundEvent | undefined, state: TableState): { seat: Seat; action: Action } | null {
  switch (e.type) {
    case 'discard':
      return { seat: e.seat, action: { type: 'discard', tile: e.tile, riichi: previous?.type === 'riichi' } };
    case 'call':
      return { seat: e.seat, action: { type: 'call', meld: e.meld } };
    case 'win':
      // the second winner of a double ron meets the state the first win left: judge it before
      return e.seat === e.from ? { seat: e.seat, action: { type: 'tsumo' } } : { seat: e.seat, action: { type: 'ron' } };
    case 'ryuukyoku': {
      if (e.kind !== 'nine-terminals') return null;
      const seat = e.hands.findIndex((h) => h !== null) as Seat;
      return seat >= 0 && state.lastDrawSeat === seat ? { seat, action: { type: 'nine-terminals' } } : null;
    }
    default:
      return null;
  }
}

describeWithData('every logged action is legal by the table', 'tenhou/manifest.csv', (manifestPath) => {
  it('discards, calls, kans, kita, tsumo, ron and nine-terminals of every game', () => {
    const root = join(manifestPath, '..');
    const counts: Record<string, number> = {};
    const illegal: string[] = [];
    let games = 0;
    for (const row of readManifest(root)) {
      let logs: GameLog[];
      try {
        logs = parseLogGames(readFileSync(join(root, row.path)), { file: row.path });
      } catch {
        continue; // the broken fixtures are the data test's concern
      }
      for (const log of logs) {
        games++;
        const rules = scoringRules(log);
        let lastWinRound = -1;
        let lastWinEvent = -1;
        try {
          for (const _ of replay(log, {
            file: row.path,
            beforeEvent: (state, e, i) => {
              // a second ron of one discard comes after the first win event: both were judged
              // on the discard, so the second is checked against the same decision
              const second = e.type === 'win' && lastWinRound === state.location.round && lastWinEvent === i - 1;
              if (e.type === 'win') {
                lastWinRound = state.location.round as number;
                lastWinEvent = i;
              }
              if (second) return;
              const a = actionOf(e, state.events[i - 1], state);
              if (!a) return;
              const key = a.action.type === 'call' ? a.action.meld.type : a.action.type === 'discard' && a.action.riichi ? 'riichi' : a.action.type;
              counts[key] = (counts[key] ?? 0) + 1;
              if (!isLegalAction(state, a.seat, a.action, rules)) {
                const legal = legalActions(state, a.seat, rules).map((x) => (x.type === 'call' ? `${x.meld.type}:${x.meld.tiles}` : x.type === 'discard' ? `d${x.tile}${x.riichi ? '*' : ''}` : x.type));
                illegal.push(`${row.path} round ${state.location.round} event ${i}: seat ${a.seat} ${JSON.stringify(a.action)}; legal ${legal.join(' ')}`);
              }
            },
          }));
        } catch {
          // a log that contradicts itself is the data test's concern
        }
      }
    }
    console.log(`legal actions checked on ${games} games: ${JSON.stringify(counts)}`);
    expect(illegal.slice(0, 10)).toEqual([]);
    expect(games).toBeGreaterThan(1300);
    expect(counts.discard).toBeGreaterThan(550_000);
    expect(counts.ron).toBeGreaterThan(6_000);
  });
});
