// The table belongs to the engine: agents that write into their views, extend or change the
// offered actions, answer with look-alikes, getters and proxies, throw in act and notify, reject
// or never answer, cannot change a record, a score or a statistic, and cannot stop a game. Every
// record validates, points are conserved, the misbehaviour is counted, and the writer (which
// answers as the honest player after trying every write) plays exactly the honest player's games.
import { playGame, playGameAsync, randomAgent, shantenAgent, tsumogiriAgent } from '@mjkit/game';
import type { Agent, GameResult } from '@mjkit/game';
import { validateGame } from '@mjkit/record';
import { describe, expect, it } from 'vitest';
import { asyncFailer, extender, lookalike, nonsense, thrower, trickster, writer } from './hostile-agents.js';

/** Checks a finished game: its record replays and re-scores exactly, and points are conserved. */
function expectSound(r: GameResult): void {
  const report = validateGame(r.log);
  expect(report.error).toBeNull();
  expect(report.winMismatches).toEqual([]);
  expect(report.finalScoreMismatch).toBeNull();
  expect(r.scores.reduce((a, b) => a + b, 0)).toBe(100000);
}

const table = (hostile: Agent): Agent[] => [hostile, shantenAgent(), tsumogiriAgent(), shantenAgent()];

describe('hostile agents in this thread', () => {
  it('a writer into every field of its view and of the offered actions changes nothing: the honest games, move for move', () => {
    let calls = 0;
    for (const seed of ['h1', 'h2', 'h3', 'h4']) {
      // random players at the table call, so that there are melds to write into
      const others = () => [randomAgent(`${seed}/1`), randomAgent(`${seed}/2`), shantenAgent()];
      const hostile = playGame([writer(), ...others()], { seed, check: true });
      const honest = playGame([shantenAgent('writer'), ...others()], { seed });
      expectSound(hostile);
      expect(hostile.log.rounds).toEqual(honest.log.rounds);
      expect(hostile.scores).toEqual(honest.scores);
      expect([hostile.illegal.length, hostile.agentErrors.length]).toEqual([0, 0]);
      calls += hostile.log.rounds.flatMap((r) => r.events).filter((e) => e.type === 'call').length;
    }
    expect(calls).toBeGreaterThan(20);
  });

  it('actions appended to the offered list are illegal answers, counted, and the game ends normally', () => {
    for (const seed of ['e1', 'e2']) {
      const r = playGame(table(extender()), { seed, check: true });
      expectSound(r);
      expect(r.illegal.length).toBeGreaterThan(20);
      expect(r.illegal.every((i) => i.seat === 0 && i.reason === 'not-legal')).toBe(true);
      expect(r.log.rounds.length).toBeLessThan(30); // no endless honba of aborted rounds
    }
  });

  it('look-alikes are judged by value: copies are played, a copy with another tile is refused', () => {
    const r = playGame(table(lookalike()), { seed: 'l1', check: true });
    expectSound(r);
    const honest = playGame(table(shantenAgent('lookalike')), { seed: 'l1' });
    expect(r.illegal.length).toBeGreaterThan(0);
    expect(r.illegal.every((i) => (i.action as { type: string }).type === 'discard')).toBe(true);
    expect(r.log.rounds.length).toBeGreaterThan(0);
    expect(honest.illegal.length).toBe(0);
  });

  it('getters read once and proxies that throw cannot corrupt the state', () => {
    for (const seed of ['t1', 't2', 't3']) {
      const r = playGame(table(trickster()), { seed, check: true });
      expectSound(r);
      expect(r.illegal.length).toBeGreaterThan(0);
    }
  });

  it('act and notify that throw are agent errors, apart from illegal answers; the game goes on', () => {
    const r = playGame(table(thrower()), { seed: 'x1', check: true });
    expectSound(r);
    const phases = new Set(r.agentErrors.map((e) => e.phase));
    expect(phases).toEqual(new Set(['act', 'notify']));
    expect(r.agentErrors.every((e) => e.seat === 0)).toBe(true);
    expect(r.agentErrors.find((e) => e.phase === 'act')?.message).toBe('Error: act fails');
    expect(r.agentErrors.find((e) => e.phase === 'notify')?.message).toBe('TypeError: notify fails');
    expect(r.illegal.length).toBe(0);
  });

  it('answers that are not actions at all are illegal, never a crash', () => {
    const r = playGame(table(nonsense()), { seed: 'n1', check: true });
    expectSound(r);
    expect(r.illegal.length).toBeGreaterThan(10);
  });

  it('async agents that reject and never answer: errors and timeouts counted, no unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (e: unknown) => unhandled.push(e);
    process.on('unhandledRejection', onUnhandled);
    try {
      const r = await playGameAsync([asyncFailer(), tsumogiriAgent(), tsumogiriAgent(), tsumogiriAgent()], { seed: 'a1', rules: undefined }, { timeLimit: 5 });
      expectSound(r);
      expect(r.illegal.some((i) => i.reason === 'timeout')).toBe(true);
      expect(r.agentErrors.some((e) => e.phase === 'act')).toBe(true);
      expect(r.agentErrors.some((e) => e.phase === 'notify')).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('the results handed back are values: writing into them throws', () => {
    const r = playGame(table(shantenAgent()), { seed: 'v1' });
    expect(() => ((r.scores as number[])[0] = 1)).toThrow(TypeError);
    expect(() => ((r.points as number[])[0] = 1)).toThrow(TypeError);
  });
});
