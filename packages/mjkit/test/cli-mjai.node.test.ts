// mjai from the command line, both ways: `mjkit mjai --bot NAME` serves one of our bots over
// stdio, and `mjkit arena --agents 'mjai:<command>',…` seats such a process. Our bots served that
// way must play exactly the games they play in process; a bot that answers wrongly or not at
// all is counted, and the run goes on.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { memoryIo, runCli } from 'mjkit/cli';
import { runLater } from './run-cli.js';

const bin = fileURLToPath(new URL('../src/bin.ts', import.meta.url));
const served = (bot: string) => `mjai:${process.execPath} --conditions=@mjkit/source --import tsx ${bin} mjai --bot ${bot}`;

interface Report {
  games: number;
  illegalActions: number;
  agentErrors: number;
  agents: { name: string; illegalActions: number; [k: string]: unknown }[];
}

describe('mjkit mjai and mjai seats in the arena', () => {
  it('our bots served as external mjai processes play the same games as in process', async () => {
    const args = ['--sets', '1', '--seed', 'mjai cli', '--rules', 'tenhou-tonpuu', '--json', '--workers', '2'];
    const inProcess = await runLater('arena', '--agents', 'shanten,tsumogiri,priority,random-legal', ...args);
    const external = await runLater('arena', '--agents', `${served('shanten')},tsumogiri,${served('priority')},random-legal`, ...args);
    expect(inProcess.code).toBe(0);
    expect(external.code).toBe(0);
    const a = JSON.parse(inProcess.out) as Report;
    const b = JSON.parse(external.out) as Report;
    expect(b.games).toBe(4);
    expect(b.illegalActions).toBe(0);
    const unnamed = (r: Report) => r.agents.map(({ name: _, ...figures }) => figures);
    expect(unnamed(b)).toEqual(unnamed(a));
    expect(b.agents.map((x) => x.name)).toEqual([served('shanten'), 'tsumogiri', served('priority'), 'random-legal']);
  }, 120_000);

  it('the evaluator bot, which follows the game through its events, plays the same games served over mjai', async () => {
    const args = ['--sets', '1', '--seed', 'mjai evaluator', '--rules', 'tenhou-tonpuu', '--json', '--workers', '2'];
    const inProcess = await runLater('arena', '--agents', 'evaluator,priority,priority,priority', ...args);
    const external = await runLater('arena', '--agents', `${served('evaluator')},priority,priority,priority`, ...args);
    expect([inProcess.code, external.code]).toEqual([0, 0]);
    const figures = (out: string) => (JSON.parse(out) as Report).agents.map(({ name: _, ...figures }) => figures);
    expect(figures(external.out)).toEqual(figures(inProcess.out));
  }, 120_000);

  it('a bot that answers wrongly or not at all is counted, not fatal', async () => {
    // `cat` sends each request back (an array is no action); `true` exits at once (no answers)
    const r = await runLater('arena', '--agents', 'mjai:cat,tsumogiri,mjai:true,shanten', '--sets', '1', '--seed', 'bad bots', '--json', '--time-limit', '5000', '--workers', '1');
    expect(r.code).toBe(1);
    const report = JSON.parse(r.out) as Report;
    expect(report.games).toBe(4);
    const illegal = Object.fromEntries(report.agents.map((x) => [x.name, x.illegalActions]));
    expect(illegal['mjai:cat']).toBeGreaterThan(0);
    expect(illegal['mjai:true']).toBeGreaterThan(0);
    expect(illegal.tsumogiri).toBe(0);
    expect(illegal.shanten).toBe(0);
  }, 60_000);

  it('a bot that does not answer in time loses those decisions (tsumogiri or pass), counted; the run goes on', async () => {
    // `sleep 1` reads nothing and answers nothing for a second, then exits; the time limit leaves
    // the in-process bots room on a busy machine
    const r = await runLater('arena', '--agents', 'mjai:sleep 1,tsumogiri,shanten,tsumogiri', '--sets', '1', '--seed', 'slow bot', '--json', '--time-limit', '600', '--workers', '2');
    expect(r.code).toBe(1);
    const report = JSON.parse(r.out) as Report;
    expect(report.games).toBe(4);
    expect(report.agents.find((x) => x.name === 'mjai:sleep 1')?.illegalActions).toBeGreaterThan(4);
    expect(report.agents.find((x) => x.name === 'shanten')?.illegalActions).toBe(0);
  }, 60_000);

  it('mjkit mjai answers a turn with a discard of its hand, and none when it is not asked', async () => {
    const hand = ['1m', '2m', '3m', '4p', '5p', '6p', '7s', '8s', '9s', 'E', 'E', 'S', 'W'];
    const hidden = Array(13).fill('?');
    const input = [
      [{ type: 'start_game', id: 0, names: ['a', 'b', 'c', 'd'] }],
      [{ type: 'start_kyoku', bakaze: 'E', kyoku: 1, honba: 0, kyotaku: 0, oya: 0, dora_marker: '1s', scores: [25000, 25000, 25000, 25000], tehais: [hand, hidden, hidden, hidden] }, { type: 'tsumo', actor: 0, pai: 'N' }],
      [{ type: 'dahai', actor: 0, pai: 'N', tsumogiri: true }, { type: 'tsumo', actor: 1, pai: '?' }],
    ]
      .map((l) => JSON.stringify(l))
      .join('\n');
    // a registered name, and a module's export (an agent definition)
    for (const bot of ['shanten', '@mjkit/game#shantenDefinition']) {
      const io = memoryIo(`${input}\n`);
      expect(await runCli(['mjai', '--bot', bot], io)).toBe(0);
      const answers = io.stdout.trim().split('\n').map((l) => JSON.parse(l) as { type: string; pai?: string });
      expect(answers).toHaveLength(3);
      expect(answers[0]).toEqual({ type: 'none' });
      expect(answers[1]?.type).toBe('dahai');
      expect(['S', 'W', 'N']).toContain(answers[1]?.pai);
      expect(answers[2]).toEqual({ type: 'none' });
    }
  });

  it('usage: a bot is needed and named; mjai seats play four-player games', async () => {
    expect((await runLater('mjai')).code).toBe(2);
    const typo = await runLater('mjai', '--bot', 'priorty');
    expect(typo.code).toBe(2);
    expect(typo.err).toContain('did you mean priority?');
    const sanma = await runLater('arena', '--players', '3', '--agents', 'mjai:cat,shanten,shanten', '--sets', '1');
    expect(sanma.code).toBe(2);
    expect(sanma.err).toContain('four-player games only');
  });
});
