// `mjkit log validate | convert | stats`: Tenhou logs checked, converted and counted.
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { MjkitError } from '@mjkit/core';
import { checkGame, emptyStats, logStats, toMjaiLines, toTenhou6 } from '@mjkit/tenhou';
import type { LogStats } from '@mjkit/tenhou';
import { listLogFiles, readLogFile, readLogs } from '@mjkit/tenhou/node';
import type { CliIo } from './io.js';

/** One problem found by `mjkit log validate`. */
export interface LogProblem {
  readonly file: string;
  /** `error` (unreadable or self-contradicting), `win` (re-scored win differs), `final`, `wall`. */
  readonly kind: 'error' | 'win' | 'final' | 'wall';
  readonly round?: number;
  readonly event?: number;
  readonly message: string;
}

/** What `mjkit log validate --json` prints. */
export interface ValidateSummary {
  /** Files read, games in them, and files or games that failed (unreadable, or contradicting themselves). */
  files: number;
  games: number;
  errors: number;
  kyoku: number;
  wins: number;
  /** Wins whose re-scoring (han, fu, points, limit, yaku, score changes) differs from the log. */
  winScoreMismatches: number;
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
}

const MAX_PROBLEMS = 100;

/** An error's message without the location suffix (the problem line names the place itself). */
const bare = (e: MjkitError) => e.message.replace(/ \(at [^)]*\)$/, '');

/** Validates every log under some paths (files or folders); `progress` is told after each file. */
export function validateLogs(paths: readonly string[], progress?: (done: number, total: number) => void): ValidateSummary {
  const started = performance.now();
  const files = listLogFiles(paths);
  const s: ValidateSummary = {
    files: 0, games: 0, errors: 0, kyoku: 0, wins: 0, winScoreMismatches: 0, finalScoreMismatches: 0,
    wallMismatches: 0, wallsChecked: 0, decisionPoints: 0, seconds: 0, problems: [],
  };
  const problem = (p: LogProblem) => {
    if (s.problems.length < MAX_PROBLEMS) s.problems.push(p);
  };
  for (const { file, games, error } of readLogs(files)) {
    s.files++;
    if (error) {
      s.errors++;
      problem({ file, kind: 'error', round: error.round, event: error.event, message: bare(error) });
    }
    for (const game of games) {
      s.games++;
      const r = checkGame(game, { file });
      s.kyoku += r.counts.kyoku;
      s.wins += r.counts.wins;
      s.decisionPoints += r.decisionPoints;
      if (r.error) {
        s.errors++;
        problem({ file, kind: 'error', round: r.error.round, event: r.error.event, message: bare(r.error) });
      }
      for (const w of r.winMismatches) {
        s.winScoreMismatches++;
        problem({ file, kind: 'win', round: w.round, event: w.event, message: w.differences.join('; ') });
      }
      if (r.finalScoreMismatch) {
        s.finalScoreMismatches++;
        problem({ file, kind: 'final', message: r.finalScoreMismatch });
      }
      if (r.wallMismatches) {
        s.wallsChecked++;
        const rounds = new Set(r.wallMismatches.map((m) => m.round));
        s.wallMismatches += rounds.size;
        for (const m of r.wallMismatches.slice(0, 3)) problem({ file, kind: 'wall', round: m.round, event: m.event, message: m.message });
      }
    }
    progress?.(s.files, files.length);
  }
  s.seconds = Math.round((performance.now() - started) / 10) / 100;
  return s;
}

const num = (n: number) => n.toLocaleString('en-US');

/** The summary as a table, then the problems. */
export function formatValidateSummary(s: ValidateSummary): string {
  const rows: [string, string][] = [
    ['files', num(s.files)],
    ['games', num(s.games)],
    ['errors', num(s.errors)],
    ['kyoku', num(s.kyoku)],
    ['wins', num(s.wins)],
    ['win score mismatches', num(s.winScoreMismatches)],
    ['final score mismatches', num(s.finalScoreMismatches)],
    ['wall mismatches (rounds)', num(s.wallMismatches)],
    ['walls checked (games)', num(s.wallsChecked)],
    ['decision points', num(s.decisionPoints)],
    ['time', `${s.seconds.toFixed(1)} s`],
  ];
  const width = Math.max(...rows.map((r) => r[0].length)) + 2;
  const right = Math.max(...rows.map((r) => r[1].length));
  let out = rows.map(([k, v]) => k.padEnd(width) + v.padStart(right)).join('\n') + '\n';
  if (s.problems.length > 0) {
    out += '\nproblems:\n';
    for (const p of s.problems) {
      const where = p.round === undefined ? '' : ` round ${p.round}${p.event === undefined || p.event < 0 ? '' : ` event ${p.event}`}`;
      out += `  ${p.kind.padEnd(5)} ${p.file}${where}: ${p.message}\n`;
    }
    const total = s.errors + s.winScoreMismatches + s.finalScoreMismatches + s.wallMismatches;
    if (total > s.problems.length) out += `  … (the first ${s.problems.length} shown)\n`;
  }
  return out;
}

/** Whether a summary is clean (exit code 0). */
export function validateOk(s: ValidateSummary): boolean {
  return s.errors === 0 && s.winScoreMismatches === 0 && s.finalScoreMismatches === 0 && s.wallMismatches === 0;
}

/** A progress bar line for a terminal. */
export function progressBar(done: number, total: number, width = 30): string {
  const filled = total === 0 ? width : Math.round((done / total) * width);
  return `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} files`;
}

/** The formats `mjkit log convert` writes. */
export type ConvertFormat = 'tenhou6' | 'mjai' | 'events';

/** A log file converted: tenhou6 JSON (one line per game), mjai JSON lines, or the event model as JSON (one line per game). */
export function convertLog(file: string, to: ConvertFormat): string {
  const games = readLogFile(file);
  if (to === 'mjai') return games.map(toMjaiLines).join('');
  if (to === 'tenhou6') return games.map((g) => JSON.stringify(toTenhou6(g)) + '\n').join('');
  return games.map((g) => JSON.stringify(g) + '\n').join('');
}

/** The counts of the logs under each path, one row per path plus a total. */
export function statsTable(paths: readonly string[]): { rows: { set: string; files: number; errors: number; stats: LogStats }[] } {
  const rows = paths.map((p) => {
    const stats = emptyStats();
    let files = 0;
    let errors = 0;
    for (const { games, error } of readLogs([p])) {
      files++;
      if (error) errors++;
      for (const g of games) logStats(g, stats);
    }
    return { set: basename(p) || p, files, errors, stats };
  });
  return { rows };
}

const STAT_COLUMNS: [string, (r: { files: number; stats: LogStats }) => string][] = [
  ['files', (r) => num(r.files)],
  ['complete', (r) => num(r.stats.complete)],
  ['kyoku', (r) => num(r.stats.kyoku)],
  ['draws', (r) => num(r.stats.draws)],
  ['discards', (r) => num(r.stats.discards)],
  ['tsumogiri', (r) => num(r.stats.tsumogiri)],
  ['riichi', (r) => num(r.stats.riichi)],
  ['accepted', (r) => num(r.stats.riichiAccepted)],
  ['calls', (r) => (r.stats.kita > 0 ? `${num(r.stats.calls)} (${num(r.stats.kita)} kita)` : num(r.stats.calls))],
  ['wins', (r) => num(r.stats.wins)],
  ['tsumo', (r) => num(r.stats.tsumo)],
  ['ron', (r) => num(r.stats.ron)],
  ['multi-ron', (r) => num(r.stats.multiRonKyoku)],
  ['yakuman', (r) => num(r.stats.yakuman)],
  ['draws (ryuukyoku)', (r) => num(r.stats.ryuukyoku)],
  ['kan dora', (r) => num(r.stats.dora)],
  ['disconnects', (r) => num(r.stats.disconnects)],
];

/** The counts table as Markdown (the layout of the test data's README). */
export function formatStatsTable(t: ReturnType<typeof statsTable>): string {
  const head = ['set', ...STAT_COLUMNS.map((c) => c[0])];
  let out = `| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|\n`;
  for (const r of t.rows) out += `| ${[r.set, ...STAT_COLUMNS.map((c) => c[1](r))].join(' | ')} |\n`;
  const unreadable = t.rows.filter((r) => r.errors > 0);
  for (const r of unreadable) out += `\n${r.set}: ${r.errors} file(s) could not be read (mjkit log validate names them)\n`;
  return out;
}

function parse(args: string[], options: Record<string, { type: 'boolean' | 'string' }>) {
  return parseArgs({ args, options, allowPositionals: true });
}

/** `mjkit log …` */
export function logCommand(args: string[], io: CliIo): number {
  const [sub, ...rest] = args;
  if (sub === 'validate') {
    const { values, positionals } = parse(rest, { json: { type: 'boolean' } });
    if (positionals.length === 0) {
      io.err('usage: mjkit log validate <files or folders…> [--json]\n');
      return 2;
    }
    const summary = validateLogs(positionals, io.progress ? (d, t) => io.progress?.(progressBar(d, t)) : undefined);
    io.progress?.('\n');
    io.out(values.json ? JSON.stringify(summary) + '\n' : formatValidateSummary(summary));
    return validateOk(summary) ? 0 : 1;
  }
  if (sub === 'convert') {
    const { values, positionals } = parse(rest, { to: { type: 'string' } });
    const to = values.to as string | undefined;
    if (positionals.length !== 1 || (to !== 'tenhou6' && to !== 'mjai' && to !== 'events')) {
      io.err('usage: mjkit log convert <file> --to tenhou6|mjai|events\n');
      return 2;
    }
    io.out(convertLog(positionals[0] as string, to));
    return 0;
  }
  if (sub === 'stats') {
    const { positionals } = parse(rest, {});
    if (positionals.length === 0) {
      io.err('usage: mjkit log stats <files or folders…>\n');
      return 2;
    }
    const table = statsTable(positionals);
    io.out(formatStatsTable(table));
    return table.rows.some((r) => r.errors > 0) ? 1 : 0;
  }
  io.err('usage: mjkit log validate|convert|stats … (mjkit --help)\n');
  return 2;
}
