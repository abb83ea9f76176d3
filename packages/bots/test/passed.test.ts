// PassedAfterRiichi claims the engine's furiten: a riichi hand never wins by ron on a kind it
// passed. Checked over whole games of the evaluator bot, at every discard before the tracker sees it.
import { playGame } from '@mjkit/game';
import { describe, expect, it } from 'vitest';
import { PassedAfterRiichi, evaluatorAgent } from '../src/index.js';

describe('PassedAfterRiichi', () => {
  it('never holds the kind a riichi hand then wins on, and holds nothing for a seat not in riichi', () => {
    let rons = 0;
    let held = 0;
    for (let g = 0; g < 3; g++) {
      const { log } = playGame([0, 1, 2, 3].map(() => evaluatorAgent({ preset: 'legacy' })), { seed: `passed-after-riichi/${g}` });
      for (const round of log.rounds) {
        const passed = new PassedAfterRiichi();
        const riichi = new Set<number>();
        let last: { kind: number; wasPassed: boolean[] } | undefined;
        for (const e of round.events) {
          if (e.type === 'discard') last = { kind: e.tile >> 2, wasPassed: passed.kinds.map((k) => k!.has(e.tile >> 2)) };
          else if (e.type === 'call' || e.type === 'draw') last = undefined;
          else if (e.type === 'win' && e.from !== e.seat && last && riichi.has(e.seat)) {
            expect(last.wasPassed[e.seat]).toBe(false);
            rons++;
          }
          if (e.type === 'riichi') riichi.add(e.seat);
          passed.see(e);
          for (let s = 0; s < 4; s++) if (!riichi.has(s)) expect(passed.kinds[s]!.size).toBe(0);
        }
        held += passed.kinds.reduce((n, k) => n + k!.size, 0);
      }
    }
    expect(rons).toBeGreaterThan(0);
    expect(held).toBeGreaterThan(0);
  });
});
