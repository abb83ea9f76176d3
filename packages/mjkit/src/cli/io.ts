import type { Readable } from 'node:stream';
import { MjkitError, wind } from '@mjkit/core';
import type { Wind } from '@mjkit/core';
import { usage } from './usage.js';
import { checkOutputFile, checkShard, readBytesFile, shardOrder, stripBom } from '@mjkit/core/node';
import type { Shard } from '@mjkit/core/node';
import { readContainer, withHeader } from '@mjkit/core/internal';
import type { OutputOptions } from '@mjkit/core/node';
/** Where the command line reads and writes: stdin, stdout and stderr, replaceable in tests. */
export interface CliIo {
  /** Writes to standard output. */
  out(text: string): void;
  /** Writes to standard error. */
  err(text: string): void;
  /** Reads all of standard input. */
  readInput(): string;
  /** Standard input as a stream, for commands that answer as lines come (`mjkit mjai`); absent: {@link CliIo.readInput}'s text. */
  inputStream?(): Readable;
  /** Shows progress on a terminal (a line that rewrites itself); absent when there is none. */
  progress?(text: string): void;
}

/** An {@link CliIo} that reads `input` and collects what is written, for tests and embedding. */
export function memoryIo(input = ''): CliIo & { stdout: string; stderr: string } {
  const io = {
    stdout: '',
    stderr: '',
    readInput: () => input,
    out(text: string) {
      io.stdout += text;
    },
    err(text: string) {
      io.stderr += text;
    },
  };
  return io;
}

/** @internal A warning on standard error: the command went on, but its result may not be what was meant. */
export function warn(io: CliIo, command: string, text: string): void {
  io.err(`mjkit ${command}: warning: ${text}\n`);
}

/** @internal A progress bar line for a terminal: `[####......] 12/40 files`. */
export function progressBar(done: number, total: number, unit: string, width = 30): string {
  const filled = total === 0 ? width : Math.round((done / total) * width);
  return `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${unit}`;
}

/**
 * @internal The lines of a text read from standard input, for commands that answer line by line:
 * a byte-order mark dropped, `\r\n` read as `\n`, and no empty last line for the final newline,
 * so that every line of the input, blank ones included, gets one line of output.
 */
export function inputLines(text: string): string[] {
  const lines = stripBom(text).split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines.map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
}

/**
 * @internal Checks an output file before the work that makes it starts (`BAD_OUTPUT` for a file
 * that exists without `--force`, one of the inputs, a folder in the way, a folder that may not be
 * written), and gives the options to write it with.
 */
export function outputFile(path: string, force: unknown, inputs: readonly string[]): OutputOptions {
  const options = { force: force === true, inputs };
  checkOutputFile(path, options);
  return options;
}

/** @internal The `--force` option of the commands that write a file. */
export const FORCE_OPTION = { force: { type: 'boolean' } } as const;

/** @internal `decode` of a file's bytes (read here unless the caller has them), its errors located in the file (`BAD_FILE` names it). */
export function decodeFile<T>(path: string, decode: (bytes: Uint8Array) => T, bytes: Uint8Array = readBytesFile(path)): T {
  try {
    return decode(bytes);
  } catch (e) {
    throw e instanceof MjkitError ? e.at({ file: path }) : e;
  }
}

/**
 * @internal A wind option (`--seat E`, `--round-wind 1`): a letter E, S, W, N (any case) or its
 * number, `fallback` when absent; anything else (or North with three players) is a usage
 * error naming the option.
 */
export function windOption(value: string | undefined, fallback: Wind, option: string, players: 3 | 4 = 4): Wind {
  if (value === undefined) return fallback;
  const v = value.trim();
  try {
    return wind(/^\d+$/.test(v) ? Number(v) : v.toUpperCase(), players);
  } catch {
    return usage(`--${option} takes ${players === 4 ? 'E, S, W, N or 0..3' : 'E, S, W or 0..2'}, not ${JSON.stringify(value)}`);
  }
}

/** @internal The bytes of a binary output marked with the shard that made it (unchanged when `shard` is undefined). */
export function markShard(bytes: Uint8Array, magic: string, what: string, shard: Shard | undefined): Uint8Array {
  return shard === undefined ? bytes : withHeader(bytes, magic, what, { shard });
}

/**
 * @internal The order in which to merge binary outputs read from `files`: shard order when they
 * are a sharded run's (each shard once, checked), the order given when none is a shard's.
 */
export function mergeOrder(files: readonly string[], bytes: readonly Uint8Array[], magic: string, what: string): number[] {
  // the header of each file's bytes, as read once by the caller; an error names the file
  const marks = bytes.map((b, i) => {
    const h = decodeFile(files[i] as string, (x) => readContainer(x, magic, what), b).header;
    return h.shard === undefined ? null : checkShard(h.shard);
  });
  return marks.every((m) => m === null) ? marks.map((_, i) => i) : shardOrder(marks, files);
}
