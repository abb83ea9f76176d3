import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { memoryIo, runCli } from 'mjkit/cli';
import { describe, expect, it } from 'vitest';

function run(...argv: string[]) {
  const io = memoryIo();
  const code = runCli(argv, io);
  return { code, out: io.stdout, err: io.stderr };
}

describe('mjkit hand', () => {
  it('prints notations, count and waits of a 13-tile hand', () => {
    const r = run('hand', '123m055p789s1122z');
    expect(r.code).toBe(0);
    expect(r.out).toContain('mpsz      123m055p789s1122z\n');
    expect(r.out).toContain('majiang   m123p055s789z1122\n');
    expect(r.out).toContain('unicode   🀇🀈🀉🀝🀝🀝🀖🀗🀘🀀🀀🀁🀁\n');
    expect(r.out).toContain('tiles     13 (13 concealed, 0 melds)\n');
    expect(r.out).toContain('waits     1z 2z\n');
  });

  it('prints every decomposition of a complete hand', () => {
    const r = run('hand', '111222333m789p1z1z');
    expect(r.out).toContain('complete  yes, 2 decompositions\n');
    expect(r.out).toContain('standard   111m 222m 333m 789p 11z\n');
    expect(r.out).toContain('standard   123m 123m 123m 789p 11z\n');
    expect(run('hand', '123m456p789s11234z').out).toContain('complete  no\n');
    expect(run('hand', '1122m3344p5566s77z').out).toContain('chiitoitsu 11m 22m 33p 44p 55s 66s 77z');
  });

  it('reads melds and majiang notation', () => {
    const r = run('hand', 'm345p40677s67s8,m34-0', '--json');
    const json = JSON.parse(r.out);
    expect(json).toMatchObject({
      mpsz: '345m40677p67s8s,34-0m',
      tileCount: 14,
      concealedCount: 11,
      melds: [{ type: 'chii', mpsz: '34-0m', from: 3 }],
      drawn: '8s',
      complete: true,
      waits: null,
    });
    expect(json.decompositions).toEqual([{ form: 'standard', groups: ['345m', '456p', '678s', '77p', '34-0m'] }]);
  });

  it('says a hand whose only wait is a fifth tile is not tenpai', () => {
    expect(run('hand', '123456789m1111z').out).toContain('waits     none (not tenpai)\n');
    expect(JSON.parse(run('hand', '123456789m1111z', '--json').out).waits).toEqual([]);
  });

  it('points at the bad character of bad input and exits 1', () => {
    const r = run('hand', '123m456x');
    expect(r.code).toBe(1);
    expect(r.err).toBe('mjkit: SYNTAX: unexpected character "x" (at offset 7 of "123m456x")\n  123m456x\n         ^\n');
    expect(run('hand', '11111m').code).toBe(1);
  });

  it('exits 2 on usage errors', () => {
    expect(run('hand').code).toBe(2);
    expect(run('hand', 'a', 'b').code).toBe(2);
    expect(run('hand', '--nope', '1z').code).toBe(2);
    expect(run('nope').code).toBe(2);
    expect(run().code).toBe(2);
    expect(run('--help').code).toBe(0);
  });

  it('runs the demo', () => {
    const r = run('demo');
    expect(r.code).toBe(0);
    expect(r.out).toContain('$ mjkit hand 123m055p789s1122z');
    expect(r.out).toContain('waits     none (not tenpai)');
  });
});

describe('the mjkit executable', () => {
  const bin = fileURLToPath(new URL('../src/bin.ts', import.meta.url));
  const exec = (...args: string[]) =>
    spawnSync(process.execPath, ['--conditions=@mjkit/source', '--import', 'tsx', bin, ...args], { encoding: 'utf8' });

  it('writes to stdout and sets the exit code', () => {
    const ok = exec('hand', '19m19p19s1234567z', '--json');
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout).waits).toHaveLength(13);
    const bad = exec('hand', '1x');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('SYNTAX');
  });
});
