// The wall readers' shared measures (wall-scores.ts): the real wall of a played game's views holds
// what the opponents do not, the uniform prior counts their tiles from the view, and the scores rank the truth above the uniform prior.
import { unseenOf } from '@mjkit/core';
import { describe, expect, it } from 'vitest';
import { TrainingRows, WallScores, everyThirdDiscard, playBotGame, realWall, uniformWall } from '../src/wall-scores.js';

describe('the wall scores', () => {
  const { game, log } = playBotGame(0);
  const views = [...everyThirdDiscard(log)];

  it('reads the real wall: what the opponents hold is not in it', () => {
    expect(views.length).toBeGreaterThan(20);
    for (const { view, hands } of views) {
      const unseen = unseenOf(view);
      const real = realWall(view, unseen, hands);
      let held = 0;
      let fromWall = 0;
      for (let s = 0; s < 4; s++) if (s !== view.seat) held += hands[s]!.reduce((a, b) => a + b, 0);
      for (let k = 0; k < 34; k++) {
        expect(real[k]).toBeGreaterThanOrEqual(0);
        expect(real[k]).toBeLessThanOrEqual(1);
        if (unseen[k] === 0) expect(real[k]).toBe(1);
        fromWall += unseen[k]! * (1 - real[k]!);
      }
      expect(fromWall).toBeCloseTo(held, 9);
      // the uniform prior counts the opponents' concealed tiles from the view alone, and counts them right
      const total = unseen.reduce((a, b) => a + b, 0);
      expect(uniformWall(view, unseen)).toBeCloseTo(1 - held / total, 12);
    }
  });

  it('puts the truth at no error, ahead of the uniform prior', () => {
    const scores = new WallScores(['uniform', 'truth']);
    for (const { view, hands } of views) {
      const unseen = unseenOf(view);
      const real = realWall(view, unseen, hands);
      let total = 0;
      let wall = 0;
      for (let k = 0; k < 34; k++) {
        total += unseen[k]!;
        wall += unseen[k]! * real[k]!;
      }
      scores.add(game, unseen, real, (k) => [wall / total, real[k]!]);
    }
    expect(scores.gameCount).toBe(1);
    expect(scores.mean(1, 'abs')).toBe(0);
    expect(scores.mean(0, 'abs')).toBeGreaterThan(0.1);
    expect(scores.mean(1, 'loss')).toBeLessThan(scores.mean(0, 'loss'));
    expect(scores.rows(0).split('\n')).toHaveLength(2);
    expect(scores.rows()).toContain('| truth | ');
  });

  it('keeps a training row for each kind with unseen copies, and hands them over once', () => {
    const rows = new TrainingRows(2);
    rows.add([1, 2, 3, 4, 5, 6], [0.5, 0.25, 1], [3, 0, 2]);
    expect(rows.length).toBe(2);
    const taken = rows.take();
    expect([...taken.x]).toEqual([1, 2, 5, 6]);
    expect([...taken.y]).toEqual([0.5, 1]);
    expect([...taken.w]).toEqual([3, 2]);
    expect([taken.d, taken.n]).toEqual([2, 2]);
    expect(rows.length).toBe(0);
  });
});
