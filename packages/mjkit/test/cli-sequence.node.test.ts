// mjkit sequence mine | top | imitate on a made-up game written here.
import { mkdtempSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memoryIo, runCli } from 'mjkit/cli';
import { describe, expect, it } from 'vitest';
import { MADE_UP_GAME } from '../../../scripts/test-game.js';
import { run, runLater } from './run-cli.js';

const GAME = MADE_UP_GAME;

describe('mjkit sequence', () => {
  it('mines a folder into a table, lists its top sequences, scores the imitation, and seats it at an arena', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mjkit-seq-'));
    writeFileSync(join(dir, 'a.xml'), GAME);
    const table = join(dir, 'table.bin');
    const mined = await runLater('sequence', 'mine', dir, '--out', table);
    // on two worker threads: the same table, byte for byte
    writeFileSync(join(dir, 'b.xml'), GAME);
    const two = join(dir, 'two.bin');
    expect((await runLater('sequence', 'mine', dir, '--out', two, '--workers', '2')).code).toBe(0);
    const clobber = await runLater('sequence', 'mine', join(dir, 'b.xml'), join(dir, 'a.xml'), '--out', table, '--workers', '0');
    expect([clobber.code, clobber.err]).toEqual([1, expect.stringMatching(/BAD_OUTPUT: cannot write .*table\.bin: it exists; give --force/)]);
    const inputOut = await runLater('sequence', 'mine', dir, '--out', join(dir, 'a.xml'), '--force');
    expect([inputOut.code, inputOut.err]).toEqual([1, expect.stringMatching(/it is one of the inputs/)]);
    expect(readFileSync(join(dir, 'a.xml'), 'utf8')).toBe(GAME);
    expect((await runLater('sequence', 'mine', join(dir, 'b.xml'), join(dir, 'a.xml'), '--out', table, '--workers', '0', '--force')).code).toBe(0);
    expect(readFileSync(two)).toEqual(readFileSync(table));
    unlinkSync(join(dir, 'b.xml'));
    unlinkSync(two);
    expect((await runLater('sequence', 'mine', join(dir, 'a.xml'), '--out', table, '--force')).code).toBe(0);
    expect(mined.code).toBe(0);
    expect(mined.out).toBe(`2 sequences (2 distinct) written to ${table}\n`);
    expect(run('sequence', 'top', table, '--strategy', 'yakuhai').out).toBe('(1123467, 123467)  1\n');
    expect(JSON.parse(run('sequence', 'top', table, '--json').out)).toHaveLength(2);
    const scores = JSON.parse(run('sequence', 'imitate', table, dir, '--json').out);
    expect(scores.decisions).toBe(5);
    expect(Object.keys(scores.baselines)).toEqual(['chance', 'ukeire', 'evaluator']);
    expect(scores.baselines.evaluator.top5).toBeGreaterThan(0);
    expect(JSON.parse(run('sequence', 'imitate', table, dir, '--json', '--no-evaluator').out).baselines.evaluator).toBeNull();
    expect(run('sequence', 'imitate', table, dir, '--player', 'A').out).toMatch(/^2 decisions\n/);
    const style = JSON.parse(run('sequence', 'style', table, dir, '--player', 'D', '--min-count', '1', '--json').out);
    expect(style).toEqual([{ pre: '1123467', post: '123467', player: { count: 1, of: 1 }, population: { count: 1, of: 1 }, z: 0 }]);
    expect(run('sequence', 'style', table, dir).code).toBe(2);
    // the imitation agent at an arena, its table named by --sequence-table (in this thread and on workers)
    for (const workers of ['0', '1']) {
      const io = memoryIo();
      expect(await runCli(['arena', '--agents', 'imitation,shanten,shanten,shanten', '--sets', '1', '--workers', workers, '--sequence-table', table, '--json'], io), io.stderr).toBe(0);
      expect(JSON.parse(io.stdout).agents.map((a: { name: string }) => a.name)).toEqual(['imitation', 'shanten']);
    }
    // without a table, the error says how to give one, and lists the agents for a name it does not know
    const none = memoryIo();
    expect(await runCli(['arena', '--agents', 'imitation,shanten,shanten,shanten', '--sets', '1', '--workers', '0'], none)).toBe(1);
    expect(none.stderr).toMatch(/--sequence-table FILE/);
    const unknown = memoryIo();
    expect(await runCli(['arena', '--agents', 'mortal,shanten,shanten,shanten', '--sets', '1'], unknown)).toBe(2);
    expect(unknown.stderr).toMatch(/the agents are tsumogiri, random-legal, shanten, evaluator, evaluator-legacy, priority, fold, imitation/);
  });

  it('prints the learned, study and blended imitation; a bad log among good ones is named, skipped, and exits 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mjkit-seq-'));
    writeFileSync(join(dir, 'a.xml'), GAME);
    const table = join(dir, 'table.bin');
    expect((await runLater('sequence', 'mine', join(dir, 'a.xml'), '--out', table)).code).toBe(0);
    const good = JSON.parse(run('sequence', 'imitate', table, join(dir, 'a.xml'), '--json').out);
    expect(Object.keys(good)).toEqual(['decisions', 'top1', 'top3', 'top5', 'study', 'blended', 'baselines']);
    expect(Object.keys(good.blended)).toEqual(['top1', 'top3', 'top5']);
    writeFileSync(join(dir, 'b.xml'), GAME.replace('<D108/>', '<D109/>')); // a discard of a tile not held
    writeFileSync(join(dir, 'c.xml'), '<mjloggm ver="2.3"><GO');
    const mixed = run('sequence', 'imitate', table, dir, '--json');
    expect(mixed.code).toBe(1);
    expect(JSON.parse(mixed.out)).toEqual(good);
    expect(mixed.err).toContain(`mjkit sequence imitate: skipped ${join(dir, 'b.xml')} (game 1): LOG_INCONSISTENT`);
    expect(mixed.err).toContain(`mjkit sequence imitate: skipped ${join(dir, 'c.xml')}: BAD_LOG`);
    expect(run('sequence', 'imitate', table, dir).out).toContain('2 logs in 2 files skipped');
    const mined = await runLater('sequence', 'mine', dir, '--out', join(dir, 'all.bin'), '--workers', '0');
    expect([mined.code, mined.err]).toEqual([1, expect.stringContaining(`skipped ${join(dir, 'c.xml')}: BAD_LOG`)]);
    expect(mined.out).toContain('(1 log in 1 file skipped: see above)');
  });

  it('answers usage errors with exit code 2 and a bad table with 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mjkit-seq-'));
    writeFileSync(join(dir, 'bad.bin'), 'not a table');
    expect((await runLater('sequence', 'mine', dir)).code).toBe(2);
    expect(run('sequence', 'top', join(dir, 'bad.bin'), '--strategy', 'pinfu').code).toBe(2);
    const bad = run('sequence', 'top', join(dir, 'bad.bin'));
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('not a sequence table');
    expect(run('sequence', 'top', join(dir, 'none.bin')).code).toBe(1);
  });
});
