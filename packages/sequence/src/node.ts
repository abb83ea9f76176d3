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
}

/** @internal What a mining worker is given, and what it posts. */
export type MineWorkerTask = { readonly files: readonly string[]; readonly options: MineOptions };
/** @internal */
export type MineWorkerMessage = { readonly file: true } | { readonly table: Uint8Array } | { readonly failure: string };

/** @internal Mines the files of a task into a table (a worker's job; also the one-thread path). */
export function mineFileList(files: readonly string[], options: MineOptions, onFile: () => void): SequenceTable {
  const table = new SequenceTable();
  for (const { games } of readLogs(files)) {
    mineGames(games, options, table);
    onFile();
  }
  return table;
}

/**
 * Mines the Tenhou logs under some paths (files or folders; unreadable files are skipped) into
 * one table, on worker threads: each worker mines its share of the files into its own table and
 * the tables are merged (the result does not depend on the number of workers).
 */
export async function mineFiles(paths: readonly string[], options: MineFilesOptions = {}): Promise<SequenceTable> {
  const { workers, onProgress, ...mine } = checkOptions(options, 'mineFiles options', ['workers', 'onProgress', 'winnersOnly', 'players']);
  const files = listLogFiles(paths);
  const count = Math.min(workers === undefined ? availableParallelism() : checkWholeNumber(workers, 'workers'), files.length);
  let done = 0;
  const tick = () => onProgress?.(++done, files.length);
  if (count <= 1) return mineFileList(files, mine, tick);
  const tables = await Promise.all(
    Array.from({ length: count }, (_, w) =>
      new Promise<SequenceTable>((resolve, reject) => {
        const task: MineWorkerTask = { files: files.filter((_, i) => i % count === w), options: mine };
        const worker = startWorkerBeside(Worker, import.meta.url as string | undefined, typeof __dirname === 'string' ? __dirname : undefined, 'mine-worker', task);
        worker.on('message', (m: MineWorkerMessage) => {
          if ('file' in m) tick();
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
