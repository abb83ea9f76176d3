/**
 * `@mjkit/sequence/node`: what needs Node — mining log files on worker threads, tables read from
 * files, and the imitation agent for `mjkit arena`, its table the file its config names.
 *
 * @packageDocumentation
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { MjkitError } from '@mjkit/core';
import { readBytesFile } from '@mjkit/core/node';
import { checkOptions, checkWholeNumber, fail, startWorkerBeside } from '@mjkit/core/internal';
import type { AgentConfig, AgentDefinition, AgentSlot } from '@mjkit/game';
import { listLogFiles, readLogs } from '@mjkit/tenhou/node';
import { imitationAgent } from './agent.js';
import { mineGames } from './mine.js';
import type { MineOptions } from './mine.js';
import { SequenceTable } from './table.js';

/** A table from a file written with `table.toBytes()` (or `mjkit sequence mine`); a damaged file is `BAD_FILE` naming it. */
export function readSequenceTable(path: string): SequenceTable {
  const bytes = readBytesFile(path);
  try {
    return SequenceTable.fromBytes(bytes);
  } catch (e) {
    throw e instanceof MjkitError ? e.at({ file: path }) : e;
  }
}

let cached: { path: string; table: SequenceTable } | null = null;

/**
 * The imitation agent as a named agent (`mjkit arena --agents imitation,… --sequence-table
 * FILE`): its table is the file the agents' config names (`sequenceTable`), read once per thread.
 */
export const imitationBot: AgentDefinition = Object.freeze({
  name: 'imitation',
  summary: 'the imitation player of Maekawa and Takeuchi, its discards ranked by a sequence table (config: sequenceTable)',
  make: (_slot: AgentSlot, config: AgentConfig) => {
    const path = config.sequenceTable;
    if (typeof path !== 'string' || path === '') fail('INVALID_ARGUMENT', 'the imitation agent reads its sequence table from the file its config names (sequenceTable; mjkit arena --sequence-table FILE, made by mjkit sequence mine); none was given');
    if (cached?.path !== path) cached = { path, table: readSequenceTable(path) };
    return imitationAgent({ table: cached.table });
  },
  module: '@mjkit/sequence/node',
  exportName: 'imitationBot',
});

/** The sequence package's named agents (Node: the imitation agent reads its table from a file). */
export const SEQUENCE_AGENTS: readonly AgentDefinition[] = Object.freeze([imitationBot]);

/** Options of {@link mineFiles}. */
export interface MineFilesOptions extends MineOptions {
  /** Worker threads (default: the machine's cores, at most the files); 0 or 1 mines here. */
  readonly workers?: number;
  /** Told after each file. */
  readonly onProgress?: (done: number, total: number) => void;
  /**
   * Told of each file, or game in a file, that was left out: unreadable, or a game that
   * contradicts itself (a replay error). Without it, such a file ends the run with its error.
   */
  readonly onSkip?: (skipped: SkippedLog) => void;
}

/** A log file, or one game of it, left out of a run, and why. */
export interface SkippedLog {
  readonly file: string;
  /** The game's place in the file (0 for the first), or null when the file could not be read. */
  readonly game: number | null;
  /** The error, as `MjkitError` words it. */
  readonly reason: string;
}

/** @internal What a mining worker is given, and what it posts. */
export type MineWorkerTask = { readonly files: readonly string[]; readonly options: MineOptions; readonly skip: boolean };
/** @internal */
export type MineWorkerMessage = { readonly file: true } | { readonly table: Uint8Array } | { readonly failure: string } | { readonly skipped: SkippedLog };

/**
 * @internal Mines the files of a task into a table (a worker's job; also the one-thread path).
 * A file that cannot be read, or a game that contradicts itself, is left out and told to
 * `onSkip` (a game adds to the table only once all its sequences are read); without `onSkip`
 * its error ends the run.
 */
export function mineFileList(files: readonly string[], options: MineOptions, onFile: () => void, onSkip?: (s: SkippedLog) => void): SequenceTable {
  const table = new SequenceTable();
  for (const { file, games, error } of readLogs(files)) {
    if (error !== null) {
      if (!onSkip) throw error.at({ file });
      onSkip({ file, game: null, reason: error.message });
    }
    games.forEach((game, i) => {
      try {
        mineGames([game], options, table);
      } catch (e) {
        if (!(e instanceof MjkitError) || !onSkip) throw e;
        onSkip({ file, game: i, reason: e.message });
      }
    });
    onFile();
  }
  return table;
}

/**
 * Mines the Tenhou logs under some paths (files or folders) into one table (a file that cannot
 * be read, or a game that contradicts itself, is left out and told to `onSkip`; without it, the
 * error ends the run), on worker threads: each worker mines its share of the files into its own table and
 * the tables are merged (the result does not depend on the number of workers).
 */
export async function mineFiles(paths: readonly string[], options: MineFilesOptions = {}): Promise<SequenceTable> {
  const { workers, onProgress, onSkip, ...mine } = checkOptions(options, 'mineFiles options', ['workers', 'onProgress', 'onSkip', 'winnersOnly', 'players']);
  const files = listLogFiles(paths);
  const count = Math.min(workers === undefined ? availableParallelism() : checkWholeNumber(workers, 'workers'), files.length);
  let done = 0;
  const tick = () => onProgress?.(++done, files.length);
  if (count <= 1) return mineFileList(files, mine, tick, onSkip);
  const tables = await Promise.all(
    Array.from({ length: count }, (_, w) =>
      new Promise<SequenceTable>((resolve, reject) => {
        const task: MineWorkerTask = { files: files.filter((_, i) => i % count === w), options: mine, skip: onSkip !== undefined };
        const worker = startWorkerBeside(Worker, import.meta.url as string | undefined, typeof __dirname === 'string' ? __dirname : undefined, 'mine-worker', task);
        worker.on('message', (m: MineWorkerMessage) => {
          if ('file' in m) tick();
          else if ('skipped' in m) onSkip?.(m.skipped);
          else if ('table' in m) resolve(SequenceTable.fromBytes(m.table));
          else reject(new Error(m.failure));
        });
        worker.on('error', reject);
        worker.on('exit', (code) => (code === 0 ? undefined : reject(new Error(`a mining worker stopped with exit code ${code}`))));
      }),
    ),
  );
  const table = tables[0] as SequenceTable;
  for (const t of tables.slice(1)) table.merge(t);
  return table;
}
