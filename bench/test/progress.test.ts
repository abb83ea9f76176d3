// A long run never writes over another run's results unasked: savedRun refuses a file that is
// there unless --resume (the same run) or --force says what to do with it. A per-game run's
// worker plays its own share of the games not on file; the progress bar judges by this run's pace.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playShare, progressBar, sameButGames, savedRun } from '../src/progress.js';

describe('savedRun', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mjkit-progress-'));
  const file = join(dir, 'run.json');
  it('starts afresh where nothing is saved', () => {
    expect(savedRun(file, 'run a', [])).toBeNull();
  });
  it('refuses a saved file unless told to resume or to start over', () => {
    writeFileSync(file, JSON.stringify({ command: 'run a', rows: [1, 2] }));
    expect(() => savedRun(file, 'run a', [])).toThrow(/exists: --resume it, --force to start over/);
    expect(savedRun<{ command: string; rows: number[] }>(file, 'run a', ['--resume'])?.rows).toEqual([1, 2]);
    expect(savedRun(file, 'run a', ['--force'])).toBeNull();
  });
  it('resumes only the same run', () => {
    expect(() => savedRun(file, 'run b', ['--resume'])).toThrow(/holds another run \(run a\)/);
    expect(savedRun(file, 'run a --sets 9', ['--resume'], (a, b) => a.replace(/ --sets \d+/, '') === b.replace(/ --sets \d+/, ''))).not.toBeNull();
  });
});

describe('a per-game run', () => {
  it("a worker plays every n-th game from its own, leaving out the games on file; the main process plays none", () => {
    const sent: number[] = [];
    const played = (args: string[]) => playShare(args, 10, (game) => game * 100, (m) => void sent.push(m));
    expect(played(['--games', '10', '--worker', '1/3', '--done', '4,5'])).toBe(true);
    expect(sent).toEqual([100, 700]);
    expect(played(['--games', '10', '--resume'])).toBe(false);
    expect(sent).toEqual([100, 700]);
  });
  it('waits for a send that returns a promise before it plays the next game', async () => {
    const log: string[] = [];
    const pending: (() => void)[] = [];
    const send = (m: number) => {
      log.push(`sent ${m}`);
      return new Promise<void>((resolve) => pending.push(resolve));
    };
    expect(playShare(['--worker', '0/2'], 5, (game) => (log.push(`played ${game}`), game), send)).toBe(true);
    expect(log).toEqual(['played 0', 'sent 0']);
    pending.shift()!();
    await new Promise((r) => setTimeout(r, 0));
    expect(log).toEqual(['played 0', 'sent 0', 'played 2', 'sent 2']);
    pending.shift()!();
    await new Promise((r) => setTimeout(r, 0));
    pending.shift()!();
    await new Promise((r) => setTimeout(r, 0));
    expect(log).toEqual(['played 0', 'sent 0', 'played 2', 'sent 2', 'played 4', 'sent 4']);
    expect(pending).toHaveLength(0);
  });
  it('resumes a run with more games, not another run', () => {
    expect(sameButGames('x.ts --games 10 --draws 4', 'x.ts --games 40 --draws 4')).toBe(true);
    expect(sameButGames('x.ts --games 10 --draws 4', 'x.ts --games 10 --draws 2')).toBe(false);
  });
});

describe('progressBar', () => {
  it('judges the time left by this run’s own pace, not by work a resumed run found done', () => {
    const written: string[] = [];
    const write = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((s: string) => (written.push(s), true)) as typeof process.stderr.write;
    try {
      // 10 s into a run that found 100 of 200 done and has done 10 more: 10 s for 10, 90 to go
      progressBar(110, 200, performance.now() - 10_000, 'games', 100);
    } finally {
      process.stderr.write = write;
    }
    expect(written.join('')).toMatch(/110\/200 games 10 s, ~90 s left/);
  });
});
