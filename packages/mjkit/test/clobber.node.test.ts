// Nothing written is lost: every command that writes a file refuses to replace one without
// --force (naming the file and the flag, leaving it as it was), refuses to write over one of its
// inputs even with --force, and refuses an output it cannot write (a folder in the way, a path
// under a file, a missing folder) before any long work starts; with --force it replaces.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gameFileName } from '@mjkit/game/node';
import { memoryIo, runCli } from 'mjkit/cli';
import { afterAll, describe, expect, it } from 'vitest';
import { MADE_UP_GAME } from '../../../scripts/test-game.js';

const root = mkdtempSync(join(tmpdir(), 'mjkit-clobber-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const dir = () => {
  const d = join(root, `d${n++}`);
  mkdirSync(d);
  return d;
};

async function mjkit(...argv: string[]) {
  const io = memoryIo();
  const started = performance.now();
  const code = await runCli(argv, io);
  return { code, err: io.stderr, out: io.stdout, ms: performance.now() - started };
}

/** A command that writes `--out <file>`: its arguments for an output, and those of a long run (for the early checks). */
interface Writer {
  readonly name: string;
  /** The command with its inputs prepared in `d`, writing to `out`. */
  readonly args: (d: string, out: string) => string[];
  /** The same command with work to do that takes minutes (the output checks must come first). */
  readonly long: (d: string, out: string) => string[];
  /** An input of the command in `d` (to write over), when it reads one. */
  readonly input?: (d: string) => string;
}

const logs = (d: string) => {
  writeFileSync(join(d, 'a.xml'), MADE_UP_GAME);
  return d;
};

const positions = async (d: string) => {
  logs(d);
  const file = join(d, 'p.bin');
  expect((await mjkit('opponent-score', 'extract', d, '--out', file)).code).toBe(0);
  return file;
};

const WRITERS: Writer[] = [
  { name: 'sequence mine', args: (d, out) => ['sequence', 'mine', logs(d), '--out', out, '--workers', '0'], long: (d, out) => ['sequence', 'mine', logs(d), '--out', out, '--workers', '0'], input: (d) => join(d, 'a.xml') },
  { name: 'opponent-score extract', args: (d, out) => ['opponent-score', 'extract', logs(d), '--out', out], long: (d, out) => ['opponent-score', 'extract', logs(d), '--out', out], input: (d) => join(d, 'a.xml') },
  { name: 'donjara train-estimator', args: (_d, out) => ['donjara', 'train-estimator', '--episodes', '4', '--hidden', '8', '--batch', '4', '--out', out], long: (_d, out) => ['donjara', 'train-estimator', '--episodes', '1000000', '--out', out] },
  { name: 'donjara train-trainers', args: (_d, out) => ['donjara', 'train-trainers', '--rounds', '2', '--trainees', '0', '--estimator', 'random', '--out', out], long: (_d, out) => ['donjara', 'train-trainers', '--rounds', '1000000', '--out', out] },
];

describe('commands that write a file', () => {
  for (const w of WRITERS) {
    it(`${w.name}: no file replaced without --force, never an input, bad paths refused before any work`, async () => {
      const d = dir();
      const out = join(d, 'out.bin');
      writeFileSync(out, 'keep me');
      const refused = await mjkit(...w.args(d, out));
      expect(refused.code, refused.err).toBe(1);
      expect(refused.err).toMatch(/BAD_OUTPUT: cannot write .*out\.bin: it exists; give --force to replace it/);
      expect(readFileSync(out, 'utf8')).toBe('keep me');
      const forced = await mjkit(...w.args(d, out), '--force');
      expect(forced.code, forced.err).toBe(0);
      expect(readFileSync(out, 'utf8')).not.toBe('keep me');
      if (w.input) {
        const input = w.input(d);
        const before = readFileSync(input);
        const over = await mjkit(...w.args(d, input), '--force');
        expect([over.code, over.err]).toEqual([1, expect.stringMatching(/it is one of the inputs/)]);
        expect(readFileSync(input)).toEqual(before);
      }
      // bad output paths fail at once, before the long work
      for (const [bad, why] of [
        [join(out, 'under.bin'), /a part of its path is a file|is a file, not a folder/],
        [join(d, 'missing', 'out.bin'), /its folder does not exist/],
        [d, /it is a folder|it is one of the inputs/],
        ['/sys/mjkit-out.bin', /permissions/],
      ] as const) {
        const r = await mjkit(...w.long(d, bad), '--force');
        expect(r.code, `${w.name} → ${bad}: ${r.err}`).toBe(1);
        expect(r.err).toMatch(why);
        expect(r.ms).toBeLessThan(5000);
      }
      expect(readdirSync(d).filter((f) => f.includes('.tmp'))).toEqual([]);
    });
  }

  it('opponent-score train: the same, its positions files being the inputs', async () => {
    const d = dir();
    const input = await positions(d);
    const out = join(d, 'w.bin');
    writeFileSync(out, 'keep me');
    const args = ['opponent-score', 'train', input, '--positions', 'any', '--folds', '0', '--out'];
    expect((await mjkit(...args, out)).err).toMatch(/BAD_OUTPUT: .*w\.bin: it exists; give --force/);
    expect(readFileSync(out, 'utf8')).toBe('keep me');
    expect((await mjkit(...args, out, '--force')).code).toBe(0);
    const before = readFileSync(input);
    expect((await mjkit(...args, input, '--force')).err).toMatch(/it is one of the inputs/);
    expect(readFileSync(input)).toEqual(before);
    expect((await mjkit(...args, join(d, 'missing', 'w.bin'))).err).toMatch(/its folder does not exist/);
  });

  it('arena --out: a folder holding a run is resumed or started again, never overwritten in silence', async () => {
    const d = dir();
    const args = ['arena', '--agents', 'shanten,tsumogiri,tsumogiri,tsumogiri', '--sets', '1', '--seed', 'clobber', '--workers', '1', '--out', d];
    expect((await mjkit(...args)).code).toBe(0);
    const records = readdirSync(d).filter((f) => f.endsWith('.mjlog'));
    expect(records).toHaveLength(4);
    const refused = await mjkit(...args);
    expect([refused.code, refused.err]).toEqual([1, expect.stringMatching(/BAD_OUTPUT: .* holds an arena run \(arena\.json\); give --resume to finish it or --force to start it again/)]);
    expect((await mjkit(...args, '--force')).code).toBe(0);
    const other = await mjkit(...args.map((a) => (a === 'clobber' ? 'other seed' : a)), '--resume');
    expect([other.code, other.err]).toEqual([1, expect.stringMatching(/holds a run with other arguments/)]);
    const file = join(d, 'plain');
    writeFileSync(file, 'x');
    const under = await mjkit(...args.slice(0, -1), join(file, 'run'), '--sets', '100000');
    expect([under.code, under.err]).toEqual([1, expect.stringMatching(/BAD_OUTPUT/)]);
    expect(under.ms).toBeLessThan(5000);
    // two seeds that make the same file-safe name still get names of their own
    expect(gameFileName('a/b', 0, 0)).not.toBe(gameFileName('a?b', 0, 0));
    expect(gameFileName('a/b', 0, 0)).toMatch(/^a_b-[0-9a-f]{8}-s0-r0$/);
  });
});
