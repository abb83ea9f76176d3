// Files in and out, for the Node entries and the command line: every output is checked before
// the work that makes it starts, written to a temporary name beside it and renamed into place
// (a process that dies mid-write never leaves half a file), never replaces a file unless asked to (`force`), and is
// never one of the inputs. Text inputs are read with a byte-order mark allowed.
import { closeSync, linkSync, mkdirSync, openSync, readFileSync, realpathSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { describeValue, fail } from './errors.js';
import { MjkitError } from './errors.js';

/** How an output may be written. */
export interface OutputOptions {
  /** Replace a file that exists (the command line's `--force`); default false. */
  readonly force?: boolean;
  /** The paths read to make it: the output may be none of them. */
  readonly inputs?: readonly string[];
}

/** The real path of `p` when it exists, else its absolute path. */
function realOrResolved(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return resolve(p);
  }
}

/** The errno code of a Node error, or ''. */
function codeOf(e: unknown): string {
  return e !== null && typeof e === 'object' && typeof (e as { code?: unknown }).code === 'string' ? (e as { code: string }).code : '';
}

/** What a failed file operation means, in words. */
function reason(e: unknown): string {
  switch (codeOf(e)) {
    case 'ENOENT':
      return 'its folder does not exist';
    case 'ENOTDIR':
      return 'a part of its path is a file, not a folder';
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return 'it may not be written here (permissions)';
    case 'ENOSPC':
    case 'EDQUOT':
      return 'the disk is full';
    case 'EISDIR':
      return 'it is a folder';
    case 'ENAMETOOLONG':
      return 'its name is too long';
    default:
      return e instanceof Error ? e.message : String(e);
  }
}

let serial = 0;

function badOutput(path: string, why: string): never {
  return fail('BAD_OUTPUT', `cannot write ${path}: ${why}`, { file: path });
}

function checkPath(path: string, what: string): string {
  if (typeof path !== 'string' || path === '' || path.includes('\0')) fail('INVALID_ARGUMENT', `${what} is a path, not ${describeValue(path)}`);
  return path;
}

function checkInputs(path: string, inputs: readonly string[] | undefined): void {
  if (inputs === undefined) return;
  const out = realOrResolved(path);
  for (const input of inputs) {
    if (typeof input === 'string' && realOrResolved(input) === out) badOutput(path, `it is one of the inputs (${input}); write the output elsewhere`);
  }
}

/**
 * Checks, before any work is done, that a file can be written at `path`: not a folder, not one of
 * `inputs`, not an existing file unless `force`, in a folder that exists and may be written.
 * Throws `BAD_OUTPUT` naming the path (and `--force` where that is what is missing).
 *
 * @example
 * ```ts node
 * import { checkOutputFile } from '@mjkit/core/node';
 * checkOutputFile('/no/such/folder/out.bin'); // throws BAD_OUTPUT
 * checkOutputFile('package.json', { inputs: ['./package.json'], force: true }); // throws BAD_OUTPUT
 * ```
 */
export function checkOutputFile(path: string, options: OutputOptions = {}): void {
  checkPath(path, 'an output');
  checkInputs(path, options.inputs);
  let stat;
  try {
    stat = statSync(path);
  } catch (e) {
    if (codeOf(e) !== 'ENOENT') badOutput(path, reason(e));
  }
  if (stat?.isDirectory()) badOutput(path, 'it is a folder');
  if (stat && !options.force) badOutput(path, 'it exists; give --force to replace it');
  const dir = dirname(resolve(path));
  let dirStat;
  try {
    dirStat = statSync(dir);
  } catch (e) {
    badOutput(path, reason(e));
  }
  if (!dirStat.isDirectory()) badOutput(path, `${dir} is a file, not a folder`);
  probe(path, dir);
}

/**
 * Whether a file can be made in `dir`, found by making one and removing it: permission bits do
 * not tell (root passes every access check, a read-only file system refuses root too).
 */
function probe(path: string, dir: string): void {
  const name = join(dir, `.mjkit-probe.${process.pid}.${serial++}.tmp`);
  try {
    closeSync(openSync(name, 'wx'));
    unlinkSync(name);
  } catch (e) {
    badOutput(path, reason(e));
  }
}

/**
 * Checks that `dir` is a folder that outputs can be written into, making it (and its parents)
 * when it does not exist. Throws `BAD_OUTPUT` for a file in the way, a folder that may not be
 * written, or one of `inputs`.
 */
export function prepareOutputFolder(dir: string, options: Pick<OutputOptions, 'inputs'> = {}): void {
  checkPath(dir, 'an output folder');
  checkInputs(dir, options.inputs);
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    badOutput(dir, codeOf(e) === 'EEXIST' ? 'it is a file, not a folder' : reason(e));
  }
  if (!statSync(dir).isDirectory()) badOutput(dir, 'it is a file, not a folder');
  probe(dir, dir);
}

/**
 * Writes `data` to `path` whole or not at all: to a temporary name in the same folder, flushed,
 * then moved into place. An existing file is replaced only with `force` (otherwise `BAD_OUTPUT`,
 * and the file is left as it was); an output that is one of `inputs` is refused. A write that
 * fails (disk full, permissions) is `BAD_OUTPUT` and leaves no temporary file behind.
 *
 * @example
 * ```ts node
 * import { mkdtempSync } from 'node:fs';
 * import { tmpdir } from 'node:os';
 * import { join } from 'node:path';
 * import { readTextFile, writeFileAtomic } from '@mjkit/core/node';
 * const out = join(mkdtempSync(join(tmpdir(), 'mjkit-')), 'note.txt');
 * writeFileAtomic(out, '\uFEFFhello');
 * readTextFile(out); // => 'hello'
 * writeFileAtomic(out, 'again'); // throws BAD_OUTPUT
 * writeFileAtomic(out, 'again', { force: true });
 * readTextFile(out); // => 'again'
 * ```
 */
export function writeFileAtomic(path: string, data: Uint8Array | string, options: OutputOptions = {}): void {
  checkPath(path, 'an output');
  checkInputs(path, options.inputs);
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  if (!(bytes instanceof Uint8Array)) fail('INVALID_ARGUMENT', `what is written is bytes or text, not ${describeValue(data)}`);
  const tmp = join(dirname(resolve(path)), `.${basename(path)}.${process.pid}.${serial++}.tmp`);
  let fd = -1;
  try {
    fd = openSync(tmp, 'wx');
    for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at);
    closeSync(fd);
    fd = -1;
    if (options.force || !linkInto(tmp, path)) renameSync(tmp, path);
  } catch (e) {
    if (fd >= 0) closeSync(fd);
    try {
      unlinkSync(tmp);
    } catch {
      // not made, or already moved
    }
    if (e instanceof MjkitError) throw e;
    if (codeOf(e) === 'EEXIST' || codeOf(e) === 'EISDIR' || codeOf(e) === 'ENOTEMPTY') badOutput(path, existsFolder(path) ? 'it is a folder' : 'it exists; give --force to replace it');
    badOutput(path, reason(e));
  }
}

/**
 * Gives the temporary file `tmp` the name `path` unless that name is taken (EEXIST, however a
 * race goes), and removes the temporary name: true. False on a file system without hard links,
 * after checking that the name is free (the caller renames: a narrow race is left there).
 */
function linkInto(tmp: string, path: string): boolean {
  try {
    linkSync(tmp, path);
  } catch (e) {
    const code = codeOf(e);
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw e;
    if (existsPath(path)) throw Object.assign(new Error('exists'), { code: 'EEXIST' });
    return false;
  }
  unlinkSync(tmp);
  return true;
}

function existsFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function existsPath(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * The text of a file, a UTF-8 byte-order mark dropped. A file that cannot be read is
 * `INVALID_ARGUMENT` naming it.
 */
export function readTextFile(path: string): string {
  return stripBom(new TextDecoder().decode(readBytesFile(path)));
}

/** The bytes of a file; one that cannot be read is `INVALID_ARGUMENT` naming it and why. */
export function readBytesFile(path: string): Uint8Array {
  checkPath(path, 'an input');
  try {
    return new Uint8Array(readFileSync(path));
  } catch (e) {
    const why = codeOf(e) === 'ENOENT' ? 'no such file' : codeOf(e) === 'EISDIR' ? 'it is a folder' : codeOf(e) === 'ELOOP' ? 'a symbolic link that loops' : reason(e);
    return fail('INVALID_ARGUMENT', `cannot read ${path}: ${why}`, { file: path });
  }
}

/** `text` without a leading byte-order mark (U+FEFF). */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
