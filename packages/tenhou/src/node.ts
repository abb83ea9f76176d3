/**
 * `@mjkit/tenhou/node`: Tenhou logs from files and folders, in Node. Reads mjlog XML and
 * tenhou6 JSON, plain or gzip (`.xml`, `.mjlog`, `.json`, each optionally `.gz`, or any `.gz`).
 *
 * @packageDocumentation
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { MjkitError } from '@mjkit/core';
import type { GameLog } from './model.js';
import { parseLogGames } from './read.js';

const LOG_FILE = /\.(xml|mjlog|json)(\.gz)?$|\.gz$/i;

/**
 * The log files under some paths: a file is taken as it is, a folder is searched through (in
 * name order) for files that look like logs. Throws `INVALID_ARGUMENT` for a path that does not exist.
 */
export function listLogFiles(paths: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (LOG_FILE.test(name)) out.push(p);
    }
  };
  for (const p of paths) {
    let st;
    try {
      st = statSync(p);
    } catch {
      throw new MjkitError('INVALID_ARGUMENT', `no such file or folder: ${p}`, { file: p });
    }
    if (st.isDirectory()) walk(p);
    else out.push(p);
  }
  return out;
}

/** Every game in one log file (mjlog or tenhou6, gzip or not). Throws `BAD_LOG` naming the file. */
export function readLogFile(path: string): GameLog[] {
  return parseLogGames(readFileSync(path), { file: path });
}

/** One file read by {@link readLogs}: its games, or the error that stopped it. */
export type LogFileResult = { readonly file: string; readonly games: GameLog[]; readonly error: null } | { readonly file: string; readonly games: []; readonly error: MjkitError };

/**
 * Reads the log files under some paths one at a time (a stream: only one file is in memory at
 * once). A file that cannot be read yields its error instead of stopping the walk.
 */
export function* readLogs(paths: readonly string[]): Generator<LogFileResult, void, void> {
  for (const file of listLogFiles(paths)) {
    try {
      yield { file, games: readLogFile(file), error: null };
    } catch (e) {
      if (!(e instanceof MjkitError)) throw e;
      yield { file, games: [], error: e };
    }
  }
}
