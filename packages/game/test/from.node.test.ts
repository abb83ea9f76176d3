// A game started at a later round (`from`): carried on from any round of a played game on the same
// walls, it plays that game's rounds again, event for event; started at East 1 it is the game
// itself; a start that does not add up is refused at the boundary, with where.
import { createRules } from '@mjkit/core';
import { playGame, seededShuffle, shantenAgent, wallOfShuffled } from '@mjkit/game';
import type { GameSetup } from '@mjkit/game';
import { gameLog } from '@mjkit/record';
import { describe, expect, it } from 'vitest';

const agents = () => [0, 1, 2, 3].map(() => shantenAgent());

describe('a game from a later round', () => {
  it('carried on from a round of a played game, plays the rest of it again', () => {
    const whole = playGame(agents(), { seed: 'from', firstDealer: 1 });
    expect(whole.log.rounds.length).toBeGreaterThan(6);
    for (const k of [3, whole.log.rounds.length - 1]) {
      const start = whole.log.rounds[k]!;
      const rest = playGame(agents(), {
        firstDealer: 1,
        walls: (w) => wallOfShuffled(seededShuffle(`from/${w.index + k}`, 4), w.dealer),
        from: { round: start.round, honba: start.honba, riichiSticks: start.riichiSticks, scores: start.scores },
        check: true,
      });
      expect(rest.log.rounds.map((r) => [r.round, r.honba, r.scores, r.events])).toEqual(whole.log.rounds.slice(k).map((r) => [r.round, r.honba, r.scores, r.events]));
      expect(rest.scores).toEqual(whole.scores);
      expect(rest.places).toEqual(whole.places);
      expect(gameLog(rest.log)).toBe(rest.log);
    }
  });
  it('from East 1 and the starting points is the game itself', () => {
    const plain = playGame(agents(), { seed: 'east', rules: createRules('tenhou-tonpuu') });
    const from = playGame(agents(), { seed: 'east', rules: createRules('tenhou-tonpuu'), from: { round: 0, honba: 0, riichiSticks: 0, scores: [25000, 25000, 25000, 25000] } });
    expect(from.log.rounds).toEqual(plain.log.rounds);
    expect(from.points).toEqual(plain.points);
  });
  it('refuses a start that does not add up, with what and where', () => {
    const bad = (from: unknown, rules = createRules()) => () => playGame(agents(), { from, rules } as GameSetup);
    expect(bad({ round: 7, honba: 0, riichiSticks: 0, scores: [40000, 30000, 18000, 10000] })).toThrow(/INVALID_ARGUMENT.*add up to 98000, not the 100000/);
    expect(bad({ round: 7, honba: 0, riichiSticks: 2, scores: [40000, 30000, 18000, 10000] })).not.toThrow();
    expect(bad({ round: 12, honba: 0, riichiSticks: 0, scores: [25000, 25000, 25000, 25000] })).toThrow(/from.round is a whole number 0..11, not 12/);
    expect(bad({ round: 4, honba: 0, riichiSticks: 0, scores: [25000, 25000, 25000, 25000] }, createRules('tenhou-tonpuu'))).not.toThrow();
    expect(bad({ round: 3, honba: 0, riichiSticks: 0, scores: [35000, 35000, 35000] }, createRules('tenhou-sanma'))).toThrow(/fourth round/);
    expect(bad({ round: 0, honba: -1, riichiSticks: 0, scores: [25000, 25000, 25000, 25000] })).toThrow(/from.honba/);
    expect(bad({ round: 0, honba: 0, riichiSticks: 0, scores: [25050, 24950, 25000, 25000] })).toThrow(/from.scores is 4 scores in hundreds/);
    expect(bad({ round: 0, honba: 0, riichiSticks: 0, scores: [25000, 25000, 25000, 25000], dealer: 1 })).toThrow(/INVALID_ARGUMENT/);
    expect(bad({ round: 0, honba: 0, riichiSticks: 0, scores: [25000, 25000, 25000, 25000] }, createRules('hk') as never)).toThrow(/Hong Kong game starts at its first hand/);
  });
});
