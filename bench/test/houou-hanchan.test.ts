// passedAfterRiichi reads a log's events from where it last stopped: asked in any order it must
// give what a scan from the round's start gives, and no riichi hand ever wins on a discard of a
// kind it passed (the engine's furiten rule, which the tracker claims to follow).
import { playGame } from '@mjkit/game';
import { replay } from '@mjkit/record';
import type { GameLog } from '@mjkit/record';
import { describe, expect, it } from 'vitest';
import { variantAgent } from '../src/evaluator-variants.js';
import { passedAfterRiichi, winnersOnDiscard } from '../src/houou-hanchan.js';

/** The kinds passed after each seat's riichi, scanned from the round's start (the plain reading). */
function scanned(log: GameLog, round: number, upTo: number): Set<number>[] {
  const passed = [0, 1, 2, 3].map(() => new Set<number>());
  const inRiichi = [false, false, false, false];
  for (const e of log.rounds[round]!.events.slice(0, upTo + 1)) {
    if (e.type === 'riichi') inRiichi[e.seat] = true;
    else if (e.type === 'discard') for (let s = 0; s < 4; s++) if (inRiichi[s]) passed[s]!.add(e.tile >> 2);
  }
  return passed;
}

describe('passedAfterRiichi', () => {
  const logs = [0, 1].map((g) => playGame([0, 1, 2, 3].map(() => variantAgent('evaluator-legacy')), { seed: `passed-test/${g}` }).log);
  it('gives a scan from the round start, asked in order or not', () => {
    let nonEmpty = 0;
    for (const log of logs) {
      const points = [...replay(log)];
      for (const order of [points, [...points].reverse()]) {
        for (const p of order) {
          const got = passedAfterRiichi(log, p);
          expect(got.map((s) => [...s].sort((a, b) => a - b))).toEqual(scanned(log, p.roundIndex, p.eventIndex).map((s) => [...s].sort((a, b) => a - b)));
          if (got.some((s) => s.size > 0)) nonEmpty++;
          got[0]!.add(99); // the caller's own sets: changing one changes nothing kept
        }
      }
    }
    expect(nonEmpty).toBeGreaterThan(0);
  });
  it('never holds the kind a riichi hand then wins on', () => {
    let wins = 0;
    for (const log of logs) {
      for (const p of replay(log)) {
        if (p.kind !== 'draw' || p.action.type !== 'discard') continue;
        const passed = passedAfterRiichi(log, p);
        for (const s of winnersOnDiscard(log, p)) {
          expect(passed[s]!.has(p.action.tile >> 2)).toBe(false);
          wins++;
        }
      }
    }
    expect(wins).toBeGreaterThan(0);
  });
});
