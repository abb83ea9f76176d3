// Hostile agents on worker threads, and runs that stop: every record saved validates, points are
// conserved, the misbehaviour is counted against the agent that did it; an agent that hangs is
// ended with its worker and its game played again; a worker that dies fails the run with the
// sets that did not finish named, after the rest is saved; a resumed run gives, byte for byte,
// the report of a run that never stopped.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MjkitError } from '@mjkit/core';
import { runArenaParallel } from '@mjkit/game/node';
import type { GameSummary } from '@mjkit/game';
import { validateGame } from '@mjkit/record';
import { parseMjlog } from '@mjkit/tenhou';
import { memoryIo, runCli } from 'mjkit/cli';
import { afterAll, describe, expect, it } from 'vitest';

const hostile = fileURLToPath(new URL('./hostile-agents.ts', import.meta.url));
const spec = (name: string) => `${hostile}#${name}`;
const root = mkdtempSync(join(tmpdir(), 'mjkit-hostile-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let folders = 0;
const folder = () => join(root, `run${folders++}`);

/** Every record in `dir` validates exactly, and its points are conserved; returns how many. */
function expectRecordsSound(dir: string): number {
  const records = readdirSync(dir).filter((f) => f.endsWith('.mjlog'));
  for (const f of records) {
    const log = parseMjlog(readFileSync(join(dir, f), 'utf8'));
    const report = validateGame(log);
    expect(report.error, f).toBeNull();
    expect(report.winMismatches, f).toEqual([]);
    expect(report.finalScoreMismatch, f).toBeNull();
    expect(log.final!.scores.reduce((a, b) => a + b, 0)).toBe(100000);
  }
  return records.length;
}

/** A summary with the agents' names left out (the same games played under other names). */
const unnamed = (s: readonly GameSummary[]) => s.map((g) => ({ ...g, seats: g.seats.map(({ agent: _agent, ...rest }) => rest) }));

// Each run starts worker threads that load the packages from their sources: slow on a busy
// machine (CI runs two test suites side by side), and no part of what is tested.
describe('hostile agents on worker threads', { timeout: 240_000 }, () => {
  it('misbehaviour is counted against its agent, every record validates, and the writer gains nothing', async () => {
    for (const name of ['writerBot', 'extenderBot', 'lookalikeBot', 'tricksterBot', 'throwerBot', 'nonsenseBot']) {
      const out = folder();
      // one set (4 games) on one worker thread: what is counted does not depend on how many
      const { report } = await runArenaParallel({ agents: [spec(name), 'shanten', 'tsumogiri', 'random-legal'], sets: 1, seed: name, workers: 1, out });
      expect(expectRecordsSound(out)).toBe(4);
      const [bad, ...others] = report.agents;
      expect(bad!.name).toBe(name);
      expect(others.every((a) => a.illegalActions === 0 && a.agentErrors === 0)).toBe(true);
      if (name === 'writerBot') expect([bad!.illegalActions, bad!.agentErrors]).toEqual([0, 0]);
      else expect(bad!.illegalActions + bad!.agentErrors).toBeGreaterThan(0);
      if (name === 'throwerBot') expect(bad!.agentErrors).toBeGreaterThan(0);
    }
    const writer = await runArenaParallel({ agents: [spec('writerBot'), 'shanten', 'tsumogiri', 'random-legal'], sets: 1, seed: 'same', workers: 1 });
    const honest = await runArenaParallel({ agents: ['shanten', 'shanten', 'tsumogiri', 'random-legal'], sets: 1, seed: 'same', workers: 1 });
    expect(unnamed(writer.summaries)).toEqual(unnamed(honest.summaries));
  });

  it('an agent that hangs its worker is ended with it: the game is played again without it, its timeout counted', async () => {
    const out = folder();
    const warnings: string[] = [];
    const { report } = await runArenaParallel({ agents: [spec('hangerBot'), 'shanten', 'tsumogiri', 'tsumogiri'], sets: 1, seed: 'hang', workers: 1, out, timeLimit: 1000, onWarning: (w) => warnings.push(w) });
    expect(report.games).toBe(4);
    expect(expectRecordsSound(out)).toBe(4);
    // it hangs once in every game (on a busy machine an honest bot's slow first answer may be told too)
    const hung = warnings.filter((w) => w.includes('hangerBot'));
    expect(hung).toHaveLength(4);
    expect(hung[0]).toMatch(/hangerBot \(seat \d\) did not answer within 1000 ms; it was ended with its worker/);
    expect(report.agents[0]!.illegalActions).toBe(4);
  });

  it('a worker that exits or throws where nothing catches it fails the run, naming the sets that did not finish, after saving the rest', async () => {
    for (const [name, why] of [
      ['exiterBot', /exited with code 3/],
      ['crasherBot', /uncaught in the worker/],
    ] as const) {
      const out = folder();
      let caught: unknown;
      try {
        await runArenaParallel({ agents: [spec(name), 'shanten', 'tsumogiri', 'tsumogiri'], sets: 4, seed: name, workers: 2, out });
      } catch (e) {
        caught = e;
      }
      expect(caught).toBeInstanceOf(MjkitError);
      expect((caught as MjkitError).code).toBe('RUN_INCOMPLETE');
      expect((caught as MjkitError).message).toMatch(/before sets 1, 3 were played/);
      expect((caught as MjkitError).message).toMatch(why);
      // the other worker's sets are saved, with a partial report
      expect(expectRecordsSound(out)).toBeGreaterThanOrEqual(8);
      const partial = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'));
      expect([partial.complete, partial.missingSets]).toEqual([false, [1, 3]]);
    }
  });

  it('a run resumed after its worker died gives the report of a run that never stopped, byte for byte', async () => {
    const marker = join(root, 'marker');
    process.env.MJKIT_TEST_MARKER = marker;
    const args = ['arena', '--agents', `${spec('exitOnceBot')},shanten,tsumogiri,random-legal`, '--sets', '4', '--seed', 'resume', '--workers', '2', '--json'];
    try {
      // the stopped run, then resumed
      const stopped = folder();
      const first = memoryIo();
      expect(await runCli([...args, '--out', stopped], first)).toBe(1);
      expect(first.stderr).toMatch(/RUN_INCOMPLETE: the arena stopped before sets 1, 3 were played/);
      const resumed = memoryIo();
      expect(await runCli([...args, '--out', stopped, '--resume'], resumed)).toBe(0);
      // the run that never stopped (the marker is there now: the agent never exits)
      const whole = folder();
      const straight = memoryIo();
      expect(await runCli([...args, '--out', whole], straight)).toBe(0);
      expect(resumed.stdout).toBe(straight.stdout);
      expect(readFileSync(join(stopped, 'report.json'))).toEqual(readFileSync(join(whole, 'report.json')));
      expect(readdirSync(stopped).sort()).toEqual(readdirSync(whole).sort());
      for (const f of readdirSync(whole).filter((x) => x.endsWith('.mjlog'))) expect(readFileSync(join(stopped, f), 'utf8')).toBe(readFileSync(join(whole, f), 'utf8'));
      // resuming a finished run plays nothing and says the same
      const again = memoryIo();
      expect(await runCli([...args, '--out', stopped, '--resume'], again)).toBe(0);
      expect(again.stdout).toBe(straight.stdout);
    } finally {
      delete process.env.MJKIT_TEST_MARKER;
    }
  });

  it('a damaged summary is refused when resuming, naming the file', async () => {
    const out = folder();
    await runArenaParallel({ agents: ['shanten', 'tsumogiri', 'tsumogiri', 'tsumogiri'], sets: 1, seed: 'damaged', workers: 1, out });
    const file = readdirSync(out).find((f) => f.endsWith('.summary.json'))!;
    const text = readFileSync(join(out, file), 'utf8');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(out, file), text.replace('"place":0', '"place":3'));
    await expect(runArenaParallel({ agents: ['shanten', 'tsumogiri', 'tsumogiri', 'tsumogiri'], sets: 1, seed: 'damaged', workers: 1, out, resume: true })).rejects.toThrow(/BAD_FILE: a game summary whose checksum does not match/);
  });
});
