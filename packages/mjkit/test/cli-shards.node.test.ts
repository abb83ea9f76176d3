// Runs that shard: `--shard K/N` does the K-th of N parts of a run, and the merge commands give
// exactly the unsharded run's output (compared byte for byte) — for the arena's report, a sequence
// table and a positions file. The logs are the arena's own games, saved with --out.
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run, runLater } from './run-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'mjkit-shards-'));
const at = (name: string) => join(dir, name);
const ARENA = ['--agents', 'shanten,priority,random-legal,tsumogiri', '--sets', '7', '--seed', 'shards', '--json', '--workers', '2'];

describe('runs that shard', () => {
  it('arena: the shards\' reports merge into the unsharded report, to the byte', async () => {
    const whole = await runLater('arena', ...ARENA, '--report', at('all.json'), '--out', at('games'));
    expect(whole.code).toBe(0);
    const parts: string[] = [];
    for (const k of [1, 2, 3]) {
      const r = await runLater('arena', ...ARENA, '--shard', `${k}/3`, '--report', at(`arena-${k}.json`));
      expect(r.code).toBe(0);
      parts.push(r.out);
    }
    // shard K of 3 plays its contiguous part of the 7 sets: 2, 2 and 3 sets
    expect(parts.map((p) => (JSON.parse(p) as { sets: number }).sets)).toEqual([2, 2, 3]);
    const merged = run('arena', 'merge', at('arena-3.json'), at('arena-1.json'), at('arena-2.json'), '--report', at('merged.json'), '--json');
    expect(merged.code).toBe(0);
    expect(merged.out).toBe(whole.out);
    expect(readFileSync(at('merged.json'))).toEqual(readFileSync(at('all.json')));
    // the table too, but for the line that says how it was made
    expect(run('arena', 'merge', at('arena-1.json'), at('arena-2.json'), at('arena-3.json')).out).toMatch(/^28 games, 7 sets\n[^]*\(merged from 3 shards\)\n$/);
  }, 120_000);

  it('arena merge refuses a missing, repeated or foreign shard, and a damaged report', async () => {
    const missing = run('arena', 'merge', at('arena-1.json'), at('arena-3.json'));
    expect([missing.code, missing.err]).toEqual([1, expect.stringContaining('shard 2/3 is missing')]);
    const twice = run('arena', 'merge', at('arena-1.json'), at('arena-1.json'), at('arena-2.json'), at('arena-3.json'));
    expect([twice.code, twice.err]).toEqual([1, expect.stringContaining('are both shard 1/3')]);
    const other = await runLater('arena', ...ARENA.map((a) => (a === 'shards' ? 'other seed' : a)), '--shard', '2/3', '--report', at('other-2.json'));
    expect(other.code).toBe(0);
    const foreign = run('arena', 'merge', at('arena-1.json'), at('other-2.json'), at('arena-3.json'));
    expect([foreign.code, foreign.err]).toEqual([1, expect.stringContaining('reports of different runs')]);
    const text = readFileSync(at('arena-2.json'), 'utf8');
    writeFileSync(at('damaged-2.json'), text.replace('"place":0', '"place":1'));
    const damaged = run('arena', 'merge', at('arena-1.json'), at('damaged-2.json'), at('arena-3.json'));
    expect([damaged.code, damaged.err]).toEqual([1, expect.stringContaining('BAD_FILE: not an arena report: its checksum does not match')]);
    for (const bad of ['0/3', '4/3', '3', '1/0', 'a/b']) {
      const r = await runLater('arena', ...ARENA, '--shard', bad);
      expect([bad, r.code, r.err]).toEqual([bad, 2, expect.stringContaining('--shard is K/N')]);
    }
  }, 120_000);

  it('sequence mine: the shards\' tables merge into the whole table, to the byte', async () => {
    const logs = at('games');
    expect(readdirSync(logs).filter((f) => f.endsWith('.mjlog'))).toHaveLength(28);
    expect((await runLater('sequence', 'mine', logs, '--out', at('table.bin'))).code).toBe(0);
    for (const k of [1, 2, 3]) {
      const r = await runLater('sequence', 'mine', logs, '--out', at(`table-${k}.bin`), '--shard', `${k}/3`, '--workers', '1');
      expect([r.code, r.out]).toEqual([0, expect.stringContaining(`of shard ${k}/3 (${k === 3 ? 10 : 9} of 28 files)`)]);
    }
    const merged = run('sequence', 'merge', at('table-2.bin'), at('table-3.bin'), at('table-1.bin'), '--out', at('table-merged.bin'));
    expect(merged.code).toBe(0);
    expect(readFileSync(at('table-merged.bin'))).toEqual(readFileSync(at('table.bin')));
    const missing = run('sequence', 'merge', at('table-2.bin'), at('table-1.bin'), '--out', at('table-part.bin'));
    expect([missing.code, missing.err]).toEqual([1, expect.stringContaining('shard 3/3 is missing')]);
    // tables that are no shards are simply added up
    expect(run('sequence', 'merge', at('table.bin'), at('table.bin'), '--out', at('table-twice.bin')).code).toBe(0);
    expect(run('sequence', 'top', at('table-twice.bin'), '--json', '--limit', '1').out).not.toBe(run('sequence', 'top', at('table.bin'), '--json', '--limit', '1').out);
  }, 120_000);

  it('opponent-score extract: the shards\' positions merge into the whole file, to the byte', () => {
    const logs = at('games');
    expect(run('opponent-score', 'extract', logs, '--out', at('positions.bin')).code).toBe(0);
    for (const k of [1, 2, 3, 4]) expect(run('opponent-score', 'extract', logs, '--out', at(`positions-${k}.bin`), '--shard', `${k}/4`).code).toBe(0);
    const merged = run('opponent-score', 'merge', at('positions-4.bin'), at('positions-2.bin'), at('positions-1.bin'), at('positions-3.bin'), '--out', at('positions-merged.bin'));
    expect(merged.code).toBe(0);
    expect(readFileSync(at('positions-merged.bin'))).toEqual(readFileSync(at('positions.bin')));
    const foreign = run('opponent-score', 'merge', at('positions-1.bin'), at('table-1.bin'), '--out', at('positions-bad.bin'));
    expect([foreign.code, foreign.err]).toEqual([1, expect.stringContaining('BAD_FILE')]);
  });
});
