// `mjkit sequence mine | top | imitate | style`: sequence tables from Tenhou logs, their most
// frequent sequences, how well the imitation player matches held-out logs, and a player's style.
import { readBytesFile, shareOf, writeFileAtomic } from '@mjkit/core/node';
import { STRATEGIES, SequenceTable, imitationScores, mineGames, styleReport } from '@mjkit/sequence';
import { mineFiles, readSequenceTable } from '@mjkit/sequence/node';
import type { SkippedLog } from '@mjkit/sequence/node';
import type { StrategyOrAll } from '@mjkit/sequence';
import type { GameLog } from '@mjkit/record';
import { listLogFiles, readLogs } from '@mjkit/tenhou/node';
import type { Command } from '../command.js';
import type { CliIo } from '../io.js';
import { FORCE_OPTION, decodeFile, markShard, mergeOrder, outputFile, progressBar, warn } from '../io.js';
import { choice, needed, shardOption, wholeNumber } from '../usage.js';

/**
 * The games of the logs under some paths, one file at a time, with a progress bar. With
 * `where`, a file that cannot be read is listed in `where.skipped`, and `where.games` tells the
 * file and place of each game given.
 */
function* games(paths: readonly string[], io: CliIo, where?: { games: { file: string; game: number }[]; skipped: SkippedLog[] }): Generator<GameLog> {
  const files = listLogFiles(paths);
  let done = 0;
  for (const { file, games: list, error } of readLogs(files)) {
    if (error !== null && where) where.skipped.push({ file, game: null, reason: error.message });
    for (let i = 0; i < list.length; i++) {
      where?.games.push({ file, game: i });
      yield list[i] as GameLog;
    }
    io.progress?.(progressBar(++done, files.length, 'files'));
  }
  io.progress?.('\n');
}

/** Each log left out of a run, in file order, on standard error. */
function reportSkipped(io: CliIo, command: string, skipped: SkippedLog[]): void {
  skipped.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : (a.game ?? -1) - (b.game ?? -1)));
  for (const s of skipped) io.err(`mjkit ${command}: skipped ${s.file}${s.game === null ? '' : ` (game ${s.game + 1})`}: ${s.reason}\n`);
}

/** The summary's note of logs left out. */
const skippedNote = (skipped: readonly SkippedLog[]) => {
  const files = new Set(skipped.map((s) => s.file)).size;
  return skipped.length === 0 ? '' : ` (${skipped.length} log${skipped.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'} skipped: see above)`;
};

/** The --strategy value (default all). */
function strategyOption(v: unknown): StrategyOrAll {
  return choice<StrategyOrAll>(v, 'strategy', [...STRATEGIES, 'all'], 'all');
}

const players = (v: unknown) => (typeof v === 'string' ? v.split(',') : undefined);

export const sequenceMineCommand: Command = {
  name: 'sequence mine',
  args: '<files or folders…> --out TABLE [--force] [--winners-only] [--player NAMES] [--workers W] [--shard K/N]',
  summary: 'count the sequences of every discard and call in Tenhou logs, per strategy,\ninto a table file (see @mjkit/sequence)',
  details: "--winners-only: only the winner of each round (the study's Table 2). --player: only\nthese players (names, comma-separated). --workers: worker threads (default: the cores;\n0 or 1 mines here); the table does not depend on it. --force: replace TABLE if it exists\n(never one of the logs). --shard K/N: mine only the K-th of N contiguous parts of the log files\n(in the order listed); mjkit sequence merge makes the whole table of the shards' tables.",
  options: { ...FORCE_OPTION, out: { type: 'string' }, 'winners-only': { type: 'boolean' }, player: { type: 'string' }, workers: { type: 'string' }, shard: { type: 'string' } },
  positionals: { min: 1, max: Infinity },
  async run({ values, positionals, io }) {
    const out = needed(values.out, 'out', 'TABLE');
    const workers = values.workers === undefined ? undefined : wholeNumber(values.workers, 'workers', 0, 256, 0);
    const names = players(values.player);
    const shard = values.shard === undefined ? undefined : shardOption(values.shard);
    const listed = listLogFiles(positionals);
    const files = shard === undefined ? listed : shareOf(listed, shard);
    const output = outputFile(out, values.force, [...positionals, ...files]);
    if (files.length === 0) warn(io, 'sequence mine', `no log files under ${positionals.join(', ')}: the table is empty`);
    const skipped: SkippedLog[] = [];
    const table = await mineFiles(shard === undefined ? positionals : files, {
      onSkip: (x: SkippedLog) => skipped.push(x),
      winnersOnly: values['winners-only'] === true,
      ...(names ? { players: names } : {}),
      ...(workers === undefined ? {} : { workers }),
      ...(io.progress ? { onProgress: (d: number, t: number) => io.progress?.(progressBar(d, t, 'files')) } : {}),
    });
    io.progress?.('\n');
    writeFileAtomic(out, markShard(table.toBytes(), 'MJSQ', 'a sequence table', shard), output);
    const { distinct, total } = table.size();
    if (files.length > 0 && total === 0) warn(io, 'sequence mine', names ? `no sequences of ${names.join(', ')} in the logs` : 'no sequences in the logs');
    reportSkipped(io, 'sequence mine', skipped);
    io.out(`${total} sequences (${distinct} distinct) ${shard === undefined ? '' : `of shard ${shard.index}/${shard.count} (${files.length} of ${listed.length} files) `}written to ${out}${skippedNote(skipped)}\n`);
    return skipped.length > 0 ? 1 : 0;
  },
};

export const sequenceMergeCommand: Command = {
  name: 'sequence merge',
  args: '<tables…> --out TABLE [--force]',
  summary: 'one table of several: the shards of a mining run (mine --shard K/N), which give\nthe whole run\'s table to the byte, or tables of any corpora (their counts added)',
  details: "The shards of one run must all be there, each once. --force: replace TABLE if it exists\n(never one of the inputs).",
  options: { ...FORCE_OPTION, out: { type: 'string' } },
  positionals: { min: 1, max: Infinity },
  run({ values, positionals, io }) {
    const out = needed(values.out, 'out', 'TABLE');
    const output = outputFile(out, values.force, positionals);
    const bytes = positionals.map((f) => readBytesFile(f));
    const order = mergeOrder(positionals, bytes, 'MJSQ', 'a sequence table');
    const table = new SequenceTable();
    for (const i of order) table.merge(decodeFile(positionals[i] as string, (b) => SequenceTable.fromBytes(b), bytes[i]));
    writeFileAtomic(out, table.toBytes(), output);
    const { distinct, total } = table.size();
    io.out(`${total} sequences (${distinct} distinct) from ${positionals.length} table${positionals.length === 1 ? '' : 's'} written to ${out}\n`);
    return 0;
  },
};

export const sequenceTopCommand: Command = {
  name: 'sequence top',
  args: '<table> [--strategy tanyao|chanta|yakuhai|all] [--min-length N] [--limit N] [--json]',
  summary: 'the most frequent sequences of a table',
  options: { strategy: { type: 'string' }, 'min-length': { type: 'string' }, limit: { type: 'string' }, json: { type: 'boolean' } },
  positionals: { min: 1, max: 1 },
  run({ values, positionals, io }) {
    const strategy = strategyOption(values.strategy);
    const minLength = wholeNumber(values['min-length'], 'min-length', 0, 1000, 0);
    const limit = wholeNumber(values.limit, 'limit', 0, Number.MAX_SAFE_INTEGER, 10);
    const rows = readSequenceTable(positionals[0] as string).top({ strategy, minLength, limit });
    if (values.json) io.out(JSON.stringify(rows) + '\n');
    else io.out(rows.map((r) => `(${r.pre}, ${r.post})  ${r.count}`).join('\n') + (rows.length ? '\n' : ''));
    return 0;
  },
};

export const sequenceImitateCommand: Command = {
  name: 'sequence imitate',
  args: '<table> <files or folders…> [--player NAMES] [--limit N] [--no-evaluator] [--json]',
  summary: 'how often the imitation ranks the discard players made first, in its top 3\nand top 5, on logs the table was not mined from: the learned imitation, the\nstudy\'s and the blended one (with the evaluator), beside chance, the\neffective-tile order and the evaluator (about a millisecond a decision;\n--no-evaluator leaves those out)',
  details: 'A file that cannot be read, or a game that contradicts itself, is named on standard\nerror and left out; the exit code is then 1. --json prints { decisions, top1, top3,\ntop5, study, blended, baselines: { chance, ukeire, evaluator } }.',
  options: { player: { type: 'string' }, limit: { type: 'string' }, 'no-evaluator': { type: 'boolean' }, json: { type: 'boolean' } },
  positionals: { min: 2, max: Infinity },
  run({ values, positionals, io }) {
    const limit = values.limit === undefined ? undefined : wholeNumber(values.limit, 'limit', 0, Number.MAX_SAFE_INTEGER, 0);
    const names = players(values.player);
    const table = readSequenceTable(positionals[0] as string);
    const where = { games: [] as { file: string; game: number }[], skipped: [] as SkippedLog[] };
    const s = imitationScores(table, games(positionals.slice(1), io, where), {
      ...(names ? { players: names } : {}),
      ...(limit === undefined ? {} : { limit }),
      evaluator: values['no-evaluator'] !== true,
      onSkip: (index: number, reason: string) => where.skipped.push({ ...(where.games[index] as { file: string; game: number }), reason }),
    });
    reportSkipped(io, 'sequence imitate', where.skipped);
    const failed = where.skipped.length > 0 ? 1 : 0;
    if (s.decisions === 0) warn(io, 'sequence imitate', `no decisions${names ? ` of ${names.join(', ')}` : ''} in the logs: nothing was measured`);
    if (values.json) {
      io.out(JSON.stringify(s) + '\n');
      return failed;
    }
    const pct = (x: number) => (Number.isFinite(x) ? `${(100 * x).toFixed(1)}%` : '-');
    const line = (name: string, r: { top1: number; top3: number; top5: number }) => `${name.padEnd(12)}${pct(r.top1).padStart(8)}${pct(r.top3).padStart(8)}${pct(r.top5).padStart(8)}\n`;
    let out = `${s.decisions} decisions\n${''.padEnd(12)}${'top 1'.padStart(8)}${'top 3'.padStart(8)}${'top 5'.padStart(8)}\n`;
    out += line('imitation', s) + line('study', s.study);
    if (s.blended) out += line('blended', s.blended);
    out += line('chance', s.baselines.chance) + line('ukeire', s.baselines.ukeire);
    if (s.baselines.evaluator) out += line('evaluator', s.baselines.evaluator);
    io.out(`${out}${skippedNote(where.skipped).trim() ? `${skippedNote(where.skipped).trim()}\n` : ''}`);
    return failed;
  },
};

export const sequenceStyleCommand: Command = {
  name: 'sequence style',
  args: '<table> <files or folders…> --player NAME [--strategy S] [--min-count N] [--limit N] [--json]',
  summary: 'the sequences where a player departs most from the table (everyone): the\nplayer\'s own sequences are mined from the logs and compared choice by choice',
  options: { player: { type: 'string' }, strategy: { type: 'string' }, 'min-count': { type: 'string' }, limit: { type: 'string' }, json: { type: 'boolean' } },
  positionals: { min: 2, max: Infinity },
  run({ values, positionals, io }) {
    const player = needed(values.player, 'player', 'NAME');
    const strategy = strategyOption(values.strategy);
    const minCount = wholeNumber(values['min-count'], 'min-count', 0, Number.MAX_SAFE_INTEGER, 10);
    const limit = wholeNumber(values.limit, 'limit', 0, Number.MAX_SAFE_INTEGER, 20);
    const population = readSequenceTable(positionals[0] as string);
    const own = mineGames(games(positionals.slice(1), io), { players: [player] });
    if (own.size().total === 0) warn(io, 'sequence style', `no decisions of ${JSON.stringify(player)} in the logs (names are matched exactly)`);
    const rows = styleReport(population, own, { strategy, minCount, limit });
    if (values.json) {
      io.out(JSON.stringify(rows) + '\n');
      return 0;
    }
    const pct = (c: number, of: number) => (of ? `${((100 * c) / of).toFixed(0)}%` : '-');
    let out = `${player}: ${own.size().total} sequences\n`;
    for (const r of rows) out += `(${r.pre}, ${r.post})  ${pct(r.player.count, r.player.of)} of ${r.player.of}  vs  ${pct(r.population.count, r.population.of)} of ${r.population.of}  z ${r.z.toFixed(1)}\n`;
    io.out(out);
    return 0;
  },
};
