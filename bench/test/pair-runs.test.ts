// Runs on several seeds pooled for a gate: a set of one seed never merges with the same-numbered set
// of another, and a set the bot has not yet played from every seat is left out, not half counted.
import { describe, expect, it } from 'vitest';
import type { GameSummary } from '@mjkit/game';
import { poolSeeds } from '../src/pair-runs.js';

const game = (set: number, rotation: number): GameSummary => ({ set, rotation, seats: [] }) as unknown as GameSummary;

describe('poolSeeds', () => {
  it('numbers each run\'s sets after the previous runs\' and keeps only whole sets', () => {
    const a = [0, 1, 2, 3].flatMap((r) => [game(0, r), game(1, r)]);
    const b = [...[0, 1, 2, 3].map((r) => game(0, r)), game(1, 0), game(1, 1)];
    const { games, runs } = poolSeeds([a, b], 4);
    expect(runs).toEqual([
      { sets: 2, games: 8, partial: 0 },
      { sets: 1, games: 4, partial: 1 },
    ]);
    expect([...new Set(games.map((g) => g.set))].sort()).toEqual([0, 1, 2]);
    expect(games.filter((g) => g.set === 2)).toHaveLength(4);
    expect(games.some((g) => g.set === 3)).toBe(false);
  });
  it('leaves the runs it reads as they were', () => {
    const a = [0, 1, 2, 3].map((r) => game(0, r));
    poolSeeds([a, a], 4);
    expect(a.every((g) => g.set === 0)).toBe(true);
  });
});
