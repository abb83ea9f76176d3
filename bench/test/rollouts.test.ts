// The play-outs of rollouts.ts: the round replayed to a decision reaches the same hand (the replay
// checks it and throws otherwise), the same draw gives the same value to the same action (common
// random numbers: the alternatives of a decision differ only by what the bot does), other draws
// give other futures, and a whole run is the same every time.
import { describe, expect, it } from 'vitest';
import type { Action } from '@mjkit/table';
import { discardSplits, meanDifference, perHanchan, pointsInterval, rollOut, splitRows } from '../src/rollouts.js';

/** The bot's first four discards of the game with a choice: its own tile twice, and another tile. */
function pickFirstDiscards() {
  let left = 4;
  return ({ actions, decided }: { actions: readonly Action[]; decided: { action: Action } }) => {
    const own = decided.action;
    if (left === 0 || own.type !== 'discard') return null;
    const other = actions.find((a) => a.type === 'discard' && !a.riichi && a.tile !== own.tile);
    if (other === undefined) return null;
    left--;
    return { alternatives: [own, own, other], record: own.tile };
  };
}

describe('rollOut', () => {
  const run = () => rollOut('rollouts-test', 1, 3, pickFirstDiscards());
  const first = run();
  it('plays each picked decision out per alternative and draw, in whole points', () => {
    expect(first).toHaveLength(4);
    for (const { values } of first) {
      expect(values).toHaveLength(3);
      for (const v of values.flat()) {
        expect(Number.isInteger(v / 100)).toBe(true);
        expect(Math.abs(v)).toBeLessThanOrEqual(100_000);
      }
    }
  });
  it('gives the same action the same value on the same draw (common random numbers)', () => {
    for (const { values } of first) expect(values[1]).toEqual(values[0]);
  });
  it('draws other futures for other draws of the live wall', () => {
    const spread = first.some(({ values }) => new Set(values[0]).size > 1 || new Set(values[2]).size > 1);
    expect(spread).toBe(true);
  });
  it('is the same every run', () => {
    expect(run()).toEqual(first);
  }, 60_000);
});

describe('the studies\' arithmetic', () => {
  it('averages a decision\'s difference over its draws', () => {
    expect(meanDifference([1000, -2000, 300], [0, -1000, 600])).toBeCloseTo((1000 - 1000 - 300) / 3);
  });
  it('prints a mean with its 95% t interval, and — for fewer than two values', () => {
    // mean 200, sd 81.6, n 4: t(3) = 3.182, half-width 129.9
    expect(pointsInterval([100, 200, 300, 200])).toBe('+200 [+70, +330]');
    expect(pointsInterval([5])).toBe('—');
  });
  it('sums per hanchan, counting a hanchan without decisions as 0', () => {
    const decisions = [{ game: 0, p: 100 }, { game: 0, p: 300 }, { game: 1, p: -200 }];
    // per hanchan: 400, -200, 0 → mean 66.7, sd 305.5, t(2) = 4.303
    expect(perHanchan([0, 1, 2], decisions, (d) => d.p)).toBe('+67 [-692, +826]');
  });
  it('tables a study by situation: every decision, then each split with its count and interval', () => {
    const decisions = [0, 1, 2, 60].map((tilesLeft, i) => ({ shanten: i % 2, tilesLeft, melds: i === 3 ? 1 : 0, p: 100 * (i + 1) }));
    const rows = splitRows(decisions, (d) => d.p, discardSplits()).split('\n');
    expect(rows[0]).toBe('| every decision | 4 | +250 [+45, +455] |');
    expect(rows).toContain('| shanten 1 | 2 | +300 [-971, +1571] |');
    expect(rows).toContain('| shanten 2 | 0 | — |');
    expect(rows).toContain('| 60 tiles left or more | 1 | — |');
    expect(rows).toContain('| closed hand | 3 | +200 [-48, +448] |');
  });
});
