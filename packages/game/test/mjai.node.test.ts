// mjai both ways: an agent served as an mjai bot over stdio (serveMjai), played by the engine as
// an external process (mjaiAgent), must play exactly as the agent does in process: the same
// games, event for event. And an external bot's answers that are not legal are refused.
import { fileURLToPath } from 'node:url';
import { PassThrough } from 'node:stream';
import { createRules } from '@mjkit/core';
import { playGame, playGameAsync, shantenAgent, tsumogiriAgent } from '@mjkit/game';
import type { GameUpdate } from '@mjkit/game';
import { toMjai } from '@mjkit/mjai';
import { canonicalRandomAgent } from './fixtures/canonical-random.js';
import type { Agent, AsyncAgent } from '@mjkit/game';
import { mjaiAgent, mjaiSeat, serveMjai } from '@mjkit/game/node';
import { describe, expect, it } from 'vitest';

const bot = fileURLToPath(new URL('./fixtures/mjai-bot.ts', import.meta.url));
const external = (kind = 'shanten', seed = '') => mjaiAgent(process.execPath, ['--conditions=@mjkit/source', '--import', 'tsx', bot, kind, seed], { name: kind, timeout: 20_000 });

describe('mjai bots over stdio', () => {
  it('an agent served as an mjai bot plays the same games as the agent itself', async () => {
    for (const seed of ['mjai 1', 'mjai 2']) {
      const local = playGame([shantenAgent(), shantenAgent(), tsumogiriAgent(), shantenAgent()], { seed });
      const agents: AsyncAgent[] = [external(), shantenAgent(), tsumogiriAgent(), external()];
      const remote = await playGameAsync(agents, { seed, names: local.log.names });
      expect(remote.illegal).toEqual([]);
      expect(remote.log.rounds.length).toBe(local.log.rounds.length);
      expect(remote.log).toEqual(local.log);
      expect(remote.log.rounds.some((r) => r.events.some((e) => e.type === 'riichi' && (e.seat === 0 || e.seat === 3)))).toBe(true);
    }
  }, 120_000);

  it('random agents (chii, pon, kans, riichi, wins) served as mjai bots see the same legal actions and make the same choices', async () => {
    let calls = 0;
    for (const seed of ['mjai random 1', 'mjai random 2', 'mjai random 3']) {
      const local = playGame([canonicalRandomAgent(`${seed}/0`), shantenAgent(), canonicalRandomAgent(`${seed}/2`), tsumogiriAgent()], { seed });
      const remote = await playGameAsync([external('random', `${seed}/0`), shantenAgent(), external('random', `${seed}/2`), tsumogiriAgent()], { seed, names: local.log.names });
      expect(remote.illegal).toEqual([]);
      expect(remote.log).toEqual(local.log);
      calls += local.log.rounds.flatMap((r) => r.events).filter((e) => e.type === 'call' && (e.seat === 0 || e.seat === 2)).length;
    }
    expect(calls).toBeGreaterThan(20);
  }, 120_000);

  it("an agent seated on an mjai stream is told the game as the engine tells it: its start, each round's own hand, every event (others' draws hidden, tsumogiri as thrown)", () => {
    const recorder = (into: GameUpdate[]): Agent => ({ name: 'recorder', act: (_view, actions) => actions[0]!, notify: (u) => void into.push(u) });
    const k = (t: number) => t >> 2;
    // what an mjai stream can tell: no wins, draws or ends of rounds (their results are the server's)
    const norm = (u: GameUpdate): unknown => {
      if (u.type === 'game-start') return { seat: u.seat, rules: u.rules.name, names: u.names };
      if (u.type === 'round-start') return { round: u.start.round, honba: u.start.honba, dealer: u.start.dealer, scores: u.start.scores, dora: k(u.start.doraIndicator ?? -4), hands: u.start.hands.map((h) => h.map(k).sort((a, b) => a - b)) };
      if (u.type !== 'event') return null;
      const e = u.event;
      if (e.type === 'draw') return { draw: e.seat, tile: e.tile < 0 ? -1 : k(e.tile) };
      if (e.type === 'discard') return { discard: e.seat, kind: k(e.tile), tsumogiri: e.tsumogiri };
      if (e.type === 'call') return { call: e.seat, meld: e.meld.type, kinds: e.meld.tiles.map(k).sort((a, b) => a - b) };
      if (e.type === 'dora') return { dora: k(e.indicator) };
      if (e.type === 'riichi' || e.type === 'riichi-accepted') return e;
      return null;
    };
    let tsumogiri = 0;
    for (const seed of ['told 1', 'told 2']) {
      const engine: GameUpdate[] = [];
      const { log } = playGame([shantenAgent(), recorder(engine), canonicalRandomAgent(seed), tsumogiriAgent()], { seed, rules: createRules('tenhou-tonpuu') });
      // seat 1's stream: the others' hands and draws hidden
      const stream = toMjai(log).map((e) =>
        e.type === 'start_game' ? { ...e, id: 1 } : e.type === 'start_kyoku' ? { ...e, tehais: (e.tehais as unknown[][]).map((h, s) => (s === 1 ? h : h.map(() => '?'))) } : e.type === 'tsumo' && e.actor !== 1 ? { ...e, pai: '?' } : e,
      );
      const told: GameUpdate[] = [];
      const seat = mjaiSeat(recorder(told));
      for (const e of stream) seat.react([e]);
      const want = engine.map(norm).filter((x) => x !== null);
      expect(told.map(norm).filter((x) => x !== null)).toEqual(want);
      tsumogiri += want.filter((x) => (x as { tsumogiri?: boolean }).tsumogiri === true).length;
      expect(told.every((u) => Object.isFrozen(u) && (u.type !== 'event' || Object.isFrozen(u.event)))).toBe(true);
    }
    expect(tsumogiri).toBeGreaterThan(100);
  });

  it('serveMjai answers none when it is not its turn, and discards from its hand when it is', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    const lines: string[] = [];
    output.on('data', (b: Buffer) => lines.push(...b.toString().split('\n').filter(Boolean)));
    const done = serveMjai(tsumogiriAgent(), input, output);
    const hidden = Array.from({ length: 13 }, () => '?');
    input.write(`${JSON.stringify([{ type: 'start_game', id: 1, names: ['a', 'b', 'c', 'd'] }])}\n`);
    input.write(
      `${JSON.stringify([
        { type: 'start_kyoku', bakaze: 'E', dora_marker: '1m', kyoku: 1, honba: 0, kyotaku: 0, oya: 0, scores: [25000, 25000, 25000, 25000], tehais: [hidden, ['1p', '2p', '3p', '4p', '5p', '6p', '7p', '8p', '9p', '1s', '2s', '3s', 'E'], hidden, hidden] },
        { type: 'tsumo', actor: 0, pai: '?' },
        { type: 'dahai', actor: 0, pai: '9m', tsumogiri: true },
      ])}\n`,
    );
    input.write(`${JSON.stringify([{ type: 'tsumo', actor: 1, pai: 'N' }])}\n`);
    input.end();
    expect(await done).toBe(3);
    expect(lines.map((l) => JSON.parse(l))).toEqual([{ type: 'none' }, { type: 'none' }, { type: 'dahai', actor: 1, pai: 'N', tsumogiri: true }]);
  });

  it('refuses and counts the answers of a bot that is not legal', async () => {
    // `cat` echoes each request back: an array is no mjai action
    const echo = mjaiAgent('cat', [], { name: 'echo' });
    const agents: (Agent | AsyncAgent)[] = [echo, tsumogiriAgent(), tsumogiriAgent(), tsumogiriAgent()];
    const result = await playGameAsync(agents as AsyncAgent[], { rules: undefined, seed: 'echo' });
    expect(result.illegal.length).toBeGreaterThan(50);
    expect(result.illegal.every((i) => i.seat === 0)).toBe(true);
    echo.close();
  }, 60_000);
});
