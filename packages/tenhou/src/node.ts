/**
 * `@mjkit/tenhou/node`: Tenhou logs from files and folders, in Node. Reads mjlog XML and
 * tenhou6 JSON, plain or gzip (`.xml`, `.mjlog`, `.json`, each optionally `.gz`, or any `.gz`);
 * validates and counts whole folders of them.
 *
 * @packageDocumentation
 */
import { readFileSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { MjkitError } from '@mjkit/core';
import { checkOptions, checkWholeNumber, fail, startWorkerBeside } from '@mjkit/core/internal';
import { emptyStats, logStats, validateGame } from '@mjkit/record';
import type { GameLog, LogStats } from '@mjkit/record';
import { tenhouMeta } from './meta.js';
import { parseLogGames } from './read.js';
import { wallMismatchesOf } from './wall-validate.js';

const LOG_FILE = /\.(xml|mjlog|json|jsonl|mjson)(\.gz)?$|\.gz$/i;
/** The files an arena run saves beside its games (`mjkit arena --out`): its arguments, report and game summaries, no logs. */
const ARENA_FILE = /^(arena\.json|report\.json|.+\.summary\.json)$/;

/** A path that a search of folders passed over, and why (a symbolic link that loops or leads nowhere). */
export interface SkippedPath {
  readonly path: string;
  readonly reason: string;
}

/**
 * The log files under some paths: a file is taken as it is, a folder is searched through (in
 * name order) for files that look like logs. Throws `INVALID_ARGUMENT` naming a path that does
 * not exist. Inside folders, a symbolic link that leads nowhere or loops, and a folder reached a
 * second time through a link, are passed over and told to `onSkip`; the files an arena run saves
 * beside its games (`arena.json`, `report.json`, `*.summary.json`) are passed over, so that the
 * folder of a run (`mjkit arena --out`) reads as its games.
 */
export function listLogFiles(paths: readonly string[], onSkip?: (skipped: SkippedPath) => void): string[] {
  const out: string[] = [];
  const searched = new Set<string>();
  const walk = (dir: string) => {
    const real = realpathSync(dir);
    if (searched.has(real)) {
      onSkip?.({ path: dir, reason: 'a folder searched already (a symbolic link loop)' });
      return;
    }
    searched.add(real);
    for (const name of readdirSync(dir).sort()) {
      const p = join(dir, name);
      let st;
      try {
        st = statSync(p);
      } catch (e) {
        const code = (e as { code?: unknown }).code;
        onSkip?.({ path: p, reason: code === 'ELOOP' ? 'a symbolic link that loops' : code === 'ENOENT' ? 'a symbolic link that leads nowhere' : `cannot be read (${String(code)})` });
        continue;
      }
      if (st.isDirectory()) walk(p);
      else if (LOG_FILE.test(name) && !ARENA_FILE.test(name)) out.push(p);
    }
  };
  for (const p of paths) {
    let st;
    try {
      st = statSync(p);
    } catch (e) {
      const code = (e as { code?: unknown }).code;
      fail('INVALID_ARGUMENT', code === 'ELOOP' ? `a symbolic link that loops: ${p}` : `no such file or folder: ${p}`, { file: p });
    }
    if (st.isDirectory()) walk(p);
    else out.push(p);
  }
  return out;
}

/**
 * Every game in one log file (mjlog or tenhou6, gzip or not). Throws `BAD_LOG` naming the file,
 * and `INVALID_ARGUMENT` for a path that is missing or a folder.
 */
export function readLogFile(path: string): GameLog[] {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    return fail('INVALID_ARGUMENT', code === 'EISDIR' ? `${path} is a folder, not a log file` : code === 'ENOENT' ? `no such file: ${path}` : `cannot read ${path}: ${(e as Error).message}`, { file: path });
  }
  return parseLogGames(bytes, { file: path });
}

/** One file read by {@link readLogs}: its games, or the error that stopped it. */
export type LogFileResult = { readonly file: string; readonly games: GameLog[]; readonly error: null } | { readonly file: string; readonly games: []; readonly error: MjkitError };

/**
 * Reads the log files under some paths one at a time (a stream: only one file is in memory at
 * once). A file that cannot be read yields its error instead of stopping the walk; links passed
 * over are told to `onSkip` (see {@link listLogFiles}).
 */
export function* readLogs(paths: readonly string[], onSkip?: (skipped: SkippedPath) => void): Generator<LogFileResult, void, void> {
  for (const file of listLogFiles(paths, onSkip)) {
    try {
      yield { file, games: readLogFile(file), error: null };
    } catch (e) {
      if (!(e instanceof MjkitError)) throw e;
      yield { file, games: [], error: e };
    }
  }
}

/** One problem found by {@link validateLogs}. */
export interface LogProblem {
  readonly file: string;
  /** `error` (unreadable or self-contradicting), `win` (re-scored win differs), `draw` (an exhaustive draw differs), `final`, `wall`. */
  readonly kind: 'error' | 'win' | 'draw' | 'final' | 'wall';
  readonly round?: number | undefined;
  readonly event?: number | undefined;
  readonly message: string;
}

/** What {@link validateLogs} found (and what `mjkit log validate --json` prints). */
export interface ValidateSummary {
  /** Files read, games in them, and files or games that failed (unreadable, or contradicting themselves). */
  files: number;
  games: number;
  errors: number;
  kyoku: number;
  wins: number;
  /** Wins whose re-scoring (han, fu, points, limit, yaku, score changes) differs from the log. */
  winScoreMismatches: number;
  /** Exhaustive draws that differ from the table's (nagashi mangan or not, the ready hands shown, the payments). */
  drawMismatches: number;
  /** Games whose final scores differ from the replay's. */
  finalScoreMismatches: number;
  /** Rounds whose wall, rebuilt from the seed, differs from a deal, draw or indicator of the log. */
  wallMismatches: number;
  /** Games with a seed whose walls were checked. */
  wallsChecked: number;
  decisionPoints: number;
  seconds: number;
  /** The problems, at most 100 (the counts above count them all). */
  problems: LogProblem[];
  /** Paths in the folders that were passed over: symbolic links that loop or lead nowhere. */
  skipped: SkippedPath[];
  /** True when nothing was found: no error and no mismatch. */
  ok: boolean;
}

const MAX_PROBLEMS = 100;

function emptySummary(): ValidateSummary {
  return {
    files: 0, games: 0, errors: 0, kyoku: 0, wins: 0, winScoreMismatches: 0, drawMismatches: 0, finalScoreMismatches: 0,
    wallMismatches: 0, wallsChecked: 0, decisionPoints: 0, seconds: 0, problems: [], skipped: [], ok: true,
  };
}

/**
 * What a Tenhou log says of a table whose rules it does not state: a lobby other than 0, or GO
 * type bits beyond the documented ones (0x100–0x800, chip and ratio tables); null for a ranked
 * table or a log of another format. Its mismatches are then more likely its rules' than ours.
 */
function ownRulesNote(game: GameLog): string | null {
  const meta = tenhouMeta(game);
  if (meta === null) return null;
  const goType = meta.table.goType;
  const bits = goType === null ? 0 : goType & 0xf00;
  if (bits === 0 && (meta.lobby === null || meta.lobby === 0)) return null;
  return ` — a special-rule table (${bits !== 0 ? `GO type ${goType}` : `lobby ${meta.lobby}`}), its rules not in the log`;
}

/** Reads and validates one file into `s` (its problems appended, at most {@link MAX_PROBLEMS} in all). */
function validateFileInto(s: ValidateSummary, result: LogFileResult): void {
  const { file, games, error } = result;
  const problem = (p: LogProblem) => {
    if (s.problems.length < MAX_PROBLEMS) s.problems.push(p);
  };
  s.files++;
  if (error) {
    s.errors++;
    problem({ file, kind: 'error', round: error.round, event: error.event, message: error.detail });
  }
  for (const game of games) {
    s.games++;
    const r = validateGame(game, { file });
    const note = r.winMismatches.length > 0 || r.drawMismatches.length > 0 || r.finalScoreMismatch ? (ownRulesNote(game) ?? '') : '';
    s.kyoku += r.counts.kyoku;
    s.wins += r.counts.wins;
    s.decisionPoints += r.decisionPoints;
    if (r.error) {
      s.errors++;
      problem({ file, kind: 'error', round: r.error.round, event: r.error.event, message: r.error.detail });
    }
    for (const w of r.winMismatches) {
      s.winScoreMismatches++;
      problem({ file, kind: 'win', round: w.round, event: w.event, message: w.differences.join('; ') + note });
    }
    for (const d of r.drawMismatches) {
      s.drawMismatches++;
      problem({ file, kind: 'draw', round: d.round, event: d.event, message: d.differences.join('; ') + note });
    }
    if (r.finalScoreMismatch) {
      s.finalScoreMismatches++;
      problem({ file, kind: 'final', message: r.finalScoreMismatch + note });
    }
    const walls = wallMismatchesOf(game);
    if (walls) {
      s.wallsChecked++;
      const rounds = new Set(walls.map((m) => m.round));
      s.wallMismatches += rounds.size;
      for (const m of walls.slice(0, 3)) problem({ file, kind: 'wall', round: m.round, event: m.event, message: m.message });
    }
  }
}

function finish(s: ValidateSummary, started: number): ValidateSummary {
  s.seconds = Math.round((performance.now() - started) / 10) / 100;
  s.ok = s.errors === 0 && s.winScoreMismatches === 0 && s.drawMismatches === 0 && s.finalScoreMismatches === 0 && s.wallMismatches === 0;
  return s;
}

/**
 * Validates every log under some paths (files or folders) with `validateGame`: read, replayed
 * with every check, each win re-scored, the final scores and the walls compared. `onProgress` is
 * told after each file. One file is in memory at a time. On one thread; see
 * {@link validateLogsInWorkers} for all cores.
 */
export function validateLogs(paths: readonly string[], options: { readonly onProgress?: (done: number, total: number) => void } = {}): ValidateSummary {
  const { onProgress } = checkOptions(options, 'validateLogs options', ['onProgress']);
  const started = performance.now();
  const s = emptySummary();
  const files = listLogFiles(paths, (k) => s.skipped.push(k));
  for (const result of readLogs(files)) {
    validateFileInto(s, result);
    onProgress?.(s.files, files.length);
  }
  return finish(s, started);
}

/** @internal One file validated on its own (what a worker of {@link validateLogsInWorkers} posts). */
export function validateOneFile(file: string): ValidateSummary {
  const s = emptySummary();
  for (const result of readLogs([file])) validateFileInto(s, result);
  return s;
}

/** @internal What the main thread and a validation worker say to each other. */
export type ValidateWorkerMessage = { readonly index: number; readonly summary: ValidateSummary; readonly last: boolean } | { readonly index: number; readonly failure: string };

/**
 * {@link validateLogs} on worker threads: the files are handed out a few at a time to whichever
 * worker is free, and the summary is the one `validateLogs` gives (problems in file order), only
 * its `seconds` shorter. `workers` defaults to the machine's cores; 0 or 1 validates here.
 */
export async function validateLogsInWorkers(
  paths: readonly string[],
  options: { readonly workers?: number; readonly onProgress?: (done: number, total: number) => void } = {},
): Promise<ValidateSummary> {
  const { workers, onProgress } = checkOptions(options, 'validateLogsInWorkers options', ['workers', 'onProgress']);
  const count = workers === undefined ? availableParallelism() : checkWholeNumber(workers, 'workers');
  const skipped: SkippedPath[] = [];
  const files = listLogFiles(paths, (k) => skipped.push(k));
  if (count <= 1 || files.length <= 1) return { ...validateLogs(files, onProgress ? { onProgress } : {}), skipped };
  const started = performance.now();
  const perFile: (ValidateSummary | undefined)[] = files.map(() => undefined);
  let next = 0;
  let done = 0;
  const batch = Math.max(1, Math.min(32, Math.floor(files.length / (count * 8))));
  await Promise.all(
    Array.from({ length: Math.min(count, files.length) }, () =>
      new Promise<void>((resolve, reject) => {
        const worker = startWorkerBeside(Worker, import.meta.url as string | undefined, typeof __dirname === 'string' ? __dirname : undefined, 'validate-worker', { files });
        // a few files at a time: fewer messages, and the slowest worker ends at most a batch late
        const give = () => {
          const from = next;
          next = Math.min(files.length, next + batch);
          worker.postMessage(from < next ? [from, next] : null);
        };
        worker.on('message', (m: ValidateWorkerMessage) => {
          if ('failure' in m) {
            reject(new Error(`validating ${files[m.index]}: ${m.failure}`));
            void worker.terminate();
            return;
          }
          perFile[m.index] = m.summary;
          onProgress?.(++done, files.length);
          if (m.last) give();
        });
        worker.on('error', reject);
        worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`a validation worker stopped with exit code ${code}`))));
        give();
      }),
    ),
  );
  const s = emptySummary();
  s.skipped = skipped;
  for (const f of perFile) {
    if (!f) throw new Error('a validation worker left a file unvalidated');
    s.files += f.files;
    s.games += f.games;
    s.errors += f.errors;
    s.kyoku += f.kyoku;
    s.wins += f.wins;
    s.winScoreMismatches += f.winScoreMismatches;
    s.drawMismatches += f.drawMismatches;
    s.finalScoreMismatches += f.finalScoreMismatches;
    s.wallMismatches += f.wallMismatches;
    s.wallsChecked += f.wallsChecked;
    s.decisionPoints += f.decisionPoints;
    for (const p of f.problems) if (s.problems.length < MAX_PROBLEMS) s.problems.push(p);
  }
  return finish(s, started);
}

/** The counts of the logs under one path; see {@link statsByPath}. */
export interface PathStats {
  /** The path's last name (the set). */
  readonly set: string;
  readonly files: number;
  /** Files that could not be read. */
  readonly errors: number;
  /** Each file that could not be read, and why. */
  readonly unreadable: readonly { readonly file: string; readonly message: string }[];
  readonly stats: LogStats;
}

/** The counts (`logStats`) of the logs under each path, one entry per path. */
export function statsByPath(paths: readonly string[]): PathStats[] {
  return paths.map((p) => {
    const stats = emptyStats();
    let files = 0;
    const unreadable: { file: string; message: string }[] = [];
    for (const { file, games, error } of readLogs([p])) {
      files++;
      if (error) unreadable.push({ file, message: error.message });
      for (const g of games) logStats(g, stats);
    }
    return { set: basename(p) || p, files, errors: unreadable.length, unreadable, stats };
  });
}
