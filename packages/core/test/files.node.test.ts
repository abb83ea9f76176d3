// Outputs are written whole or not at all, never over a file unless forced, never over an input;
// bad output paths fail before any work with BAD_OUTPUT naming the path; text input may carry a
// byte-order mark.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MjkitError } from '@mjkit/core';
import { checkOutputFile, prepareOutputFolder, readBytesFile, readTextFile, writeFileAtomic } from '@mjkit/core/node';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'mjkit-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const badOutput = (f: () => unknown, text: RegExp) => {
  let caught: unknown;
  try {
    f();
  } catch (e) {
    caught = e;
  }
  expect(caught).toBeInstanceOf(MjkitError);
  expect((caught as MjkitError).code).toBe('BAD_OUTPUT');
  expect((caught as MjkitError).message).toMatch(text);
};

describe('writing outputs', () => {
  it('writes whole, refuses to replace without force, replaces with it, and leaves no temporary file', () => {
    const out = join(dir, 'a.bin');
    writeFileAtomic(out, Uint8Array.of(1, 2, 3));
    expect([...readFileSync(out)]).toEqual([1, 2, 3]);
    badOutput(() => writeFileAtomic(out, Uint8Array.of(9)), /a\.bin: it exists; give --force/);
    expect([...readFileSync(out)]).toEqual([1, 2, 3]);
    badOutput(() => checkOutputFile(out), /--force/);
    checkOutputFile(out, { force: true });
    writeFileAtomic(out, 'text', { force: true });
    expect(readFileSync(out, 'utf8')).toBe('text');
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('never writes over an input, also through a symbolic link or another spelling of the path', () => {
    const input = join(dir, 'input.txt');
    writeFileSync(input, 'keep');
    symlinkSync(input, join(dir, 'link.txt'));
    for (const out of [input, join(dir, 'link.txt'), join(dir, '.', 'input.txt'), `${dir}/../${dir.split('/').at(-1)}/input.txt`]) {
      badOutput(() => checkOutputFile(out, { force: true, inputs: [input] }), /one of the inputs/);
      badOutput(() => writeFileAtomic(out, 'x', { force: true, inputs: [input] }), /one of the inputs/);
    }
    badOutput(() => prepareOutputFolder(dir, { inputs: [dir] }), /one of the inputs/);
    expect(readFileSync(input, 'utf8')).toBe('keep');
  });

  it('refuses a folder, a path under a file, a missing folder and a folder it may not write, before any work', () => {
    const file = join(dir, 'plain');
    writeFileSync(file, 'x');
    mkdirSync(join(dir, 'sub'));
    badOutput(() => checkOutputFile(join(dir, 'sub'), { force: true }), /it is a folder/);
    badOutput(() => writeFileAtomic(join(dir, 'sub'), 'x', { force: true }), /it is a folder/);
    badOutput(() => checkOutputFile(join(file, 'out.bin')), /is a file, not a folder|a part of its path is a file/);
    badOutput(() => writeFileAtomic(join(file, 'out.bin'), 'x'), /a part of its path is a file/);
    badOutput(() => checkOutputFile(join(dir, 'missing', 'out.bin')), /its folder does not exist/);
    badOutput(() => prepareOutputFolder(file), /is a file, not a folder/);
    badOutput(() => prepareOutputFolder(join(file, 'deeper')), /file|folder/);
    // sysfs is read-only, for root too
    badOutput(() => writeFileAtomic('/sys/mjkit-out.bin', 'x'), /permissions/);
    prepareOutputFolder(join(dir, 'new', 'deep'));
    expect(readdirSync(join(dir, 'new'))).toEqual(['deep']);
  });

  it('says "the disk is full" when it is, and leaves nothing behind', () => {
    const tiny = join(dir, 'tiny');
    mkdirSync(tiny);
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=16k', 'tmpfs', tiny], { stdio: 'ignore' });
    } catch {
      console.log('disk-full case skipped: cannot mount a small tmpfs here (needs root)');
      return;
    }
    try {
      badOutput(() => writeFileAtomic(join(tiny, 'big.bin'), new Uint8Array(64 * 1024)), /the disk is full/);
      expect(readdirSync(tiny)).toEqual([]);
    } finally {
      execFileSync('umount', [tiny]);
    }
  });
});

describe('reading inputs', () => {
  it('drops a byte-order mark and names a file it cannot read', () => {
    const p = join(dir, 'bom.txt');
    writeFileSync(p, '\uFEFF123m456p789s1122z\n');
    expect(readTextFile(p)).toBe('123m456p789s1122z\n');
    expect(() => readTextFile(join(dir, 'none.txt'))).toThrow(/none\.txt: no such file/);
    expect(() => readBytesFile(dir)).toThrow(/it is a folder/);
    symlinkSync(join(dir, 'loop-a'), join(dir, 'loop-b'));
    symlinkSync(join(dir, 'loop-b'), join(dir, 'loop-a'));
    expect(() => readBytesFile(join(dir, 'loop-a'))).toThrow(/loops/);
  });
});
