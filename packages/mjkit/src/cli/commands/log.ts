// `mjkit log validate | convert | stats | review`: Tenhou logs checked, converted, counted and
// reviewed.
import { reviewSeat, reviewSummary, reviewSummaryText, reviewedActionText, reviewedLossText } from '@mjkit/bots';
import type { ReviewTurn } from '@mjkit/bots';
import { isHongKongRules, tileFromId, tileToString } from '@mjkit/core';
import { fail } from '@mjkit/core/internal';
import { toMjaiLines } from '@mjkit/mjai';
import { toMjlog, toTenhou6 } from '@mjkit/tenhou';
import { toRecordLines } from '@mjkit/record';
import type { LogStats } from '@mjkit/record';
import { readLogFile, statsByPath, validateLogsInWorkers } from '@mjkit/tenhou/node';
import type { PathStats, ValidateSummary } from '@mjkit/tenhou/node';
import type { Command } from '../command.js';
import { progressBar, warn } from '../io.js';
import { choice, needed, wholeNumber } from '../usage.js';

const num = (n: number) => n.toLocaleString('en-US');

/** The summary as a table, then the problems. */
function formatValidateSummary(s: ValidateSummary): string {
  const rows: [string, string][] = [
    ['files', num(s.files)],
    ['games', num(s.games)],
    ['errors', num(s.errors)],
    ['kyoku', num(s.kyoku)],
    ['wins', num(s.wins)],
    ['win score mismatches', num(s.winScoreMismatches)],
    ['draw mismatches', num(s.drawMismatches)],
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
    const total = s.errors + s.winScoreMismatches + s.drawMismatches + s.finalScoreMismatches + s.wallMismatches;
    if (total > s.problems.length) out += `  … (the first ${s.problems.length} shown)\n`;
  }
  if (s.skipped.length > 0) {
    out += '\nskipped (not logs):\n';
    for (const k of s.skipped) out += `  ${k.path}: ${k.reason}\n`;
  }
  return out;
}

export const logValidateCommand: Command = {
  name: 'log validate',
  args: '<files or folders…> [--workers W] [--json]',
  summary:
    'read logs (mjlog XML, tenhou6 JSON, mjai JSON lines, mjkit records, gzip or not), replay them,\ncheck every move against the rules, re-score every win and exhaustive draw, compare the final\nscores and the walls rebuilt from the seed; exit 1 on any problem',
  details: '--workers: worker threads, each taking the next file (default: the cores; 0 or 1\nvalidates in this thread). The summary does not depend on it.',
  options: { json: { type: 'boolean' }, workers: { type: 'string' } },
  positionals: { min: 1, max: Infinity },
  async run({ values, positionals, io }) {
    const workers = values.workers === undefined ? undefined : wholeNumber(values.workers, 'workers', 0, 256, 0);
    const summary = await validateLogsInWorkers(positionals, {
      ...(workers === undefined ? {} : { workers }),
      ...(io.progress ? { onProgress: (d: number, t: number) => io.progress?.(progressBar(d, t, 'files')) } : {}),
    });
    io.progress?.('\n');
    io.out(values.json ? JSON.stringify(summary) + '\n' : formatValidateSummary(summary));
    if (summary.files === 0) warn(io, 'log validate', `no log files under ${positionals.join(', ')}: nothing was checked`);
    return summary.ok ? 0 : 1;
  },
};

export const logConvertCommand: Command = {
  name: 'log convert',
  args: '<file> --to tenhou6|mjai|mjlog|record|events',
  summary: 'a log (mjlog, tenhou6, mjai or an mjkit record) in another format, on standard\noutput: tenhou6 JSON or the event model as JSON (one line per game), mjai (JSON\nlines), mjlog XML (one document per game), or the mjkit JSON-lines record (the\none format for Hong Kong games)',
  options: { to: { type: 'string' } },
  positionals: { min: 1, max: 1 },
  run({ values, positionals, io }) {
    const to = choice(needed(values.to, 'to', 'tenhou6|mjai|mjlog|record|events'), 'to', ['tenhou6', 'mjai', 'mjlog', 'record', 'events'], 'events');
    const games = readLogFile(positionals[0] as string);
    if (to === 'record') io.out(games.map(toRecordLines).join(''));
    else if (to === 'mjai') io.out(games.map(toMjaiLines).join(''));
    else if (to === 'mjlog') io.out(games.map((g) => toMjlog(g) + '\n').join(''));
    else io.out(games.map((g) => JSON.stringify(to === 'tenhou6' ? toTenhou6(g) : g) + '\n').join(''));
    return 0;
  },
};

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
function formatStatsTable(rows: readonly PathStats[]): string {
  const head = ['set', ...STAT_COLUMNS.map((c) => c[0])];
  let out = `| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|\n`;
  for (const r of rows) out += `| ${[r.set, ...STAT_COLUMNS.map((c) => c[1](r))].join(' | ')} |\n`;
  return out;
}

export const logStatsCommand: Command = {
  name: 'log stats',
  args: '<files or folders…>',
  summary: 'counts per folder as a Markdown table: kyoku, draws, discards, riichi,\ncalls, wins, draws, kan dora, disconnects',
  options: {},
  positionals: { min: 1, max: Infinity },
  run({ positionals, io }) {
    const rows = statsByPath(positionals);
    io.out(formatStatsTable(rows));
    for (const r of rows) for (const u of r.unreadable) io.err(`mjkit log stats: ${u.file}: ${u.message}\n`);
    if (rows.every((r) => r.files === 0)) warn(io, 'log stats', `no log files under ${positionals.join(', ')}`);
    return rows.some((r) => r.errors > 0) ? 1 : 0;
  },
};

const ROUND_WINDS = 'ESWN';

/** Where a decision falls: round, repeat counter, tiles left. */
function whereOf(t: ReviewTurn, hongKong: boolean): string {
  const v = t.view;
  return `${ROUND_WINDS[v.roundWind]}${(v.round % 4) + 1}${v.honba ? ` ${v.honba} ${hongKong ? 'replay' : 'honba'}` : ''}, ${v.tilesLeft} left`;
}

/** The reference the turn is judged by, in words: the bot's push or fold, the evaluator's best, the most efficient discard. */
function referenceOf(t: ReviewTurn): string {
  if (t.pushOrFold !== null) return `the evaluator bot ${t.pushOrFold.defence === 'fold' ? 'folds with' : 'pushes'} ${tileToString(t.pushOrFold.tile)}`;
  const best = t.ranking[0];
  if (best === undefined) return '';
  return `${t.lostIn === 'efficiency' ? 'the most efficient is' : "the evaluator's best is"} ${tileToString(best.tile)}${t.priority !== null ? ` (the priority bot: ${tileToString(t.priority)})` : ''}`;
}

/** A decision as one JSON object: where, what, the reference and what was lost (no view). */
function reviewJson(t: ReviewTurn, index: number): Record<string, unknown> {
  const v = t.view;
  return {
    decision: index + 1,
    kind: t.kind,
    round: v.round,
    honba: v.honba,
    tilesLeft: v.tilesLeft,
    ...(t.kind === 'offer' ? { offered: t.offered, on: v.lastDiscard === null ? null : tileToString(tileFromId(v.lastDiscard.tile, v.redFives)) } : {}),
    action: t.action.type,
    tile: t.tile === null ? null : tileToString(t.tile),
    best: t.ranking[0] === undefined ? null : tileToString(t.ranking[0].tile),
    ...(t.pushOrFold === null ? {} : { bot: tileToString(t.pushOrFold.tile), defence: t.pushOrFold.defence, dealIn: t.tile === null ? null : (t.pushOrFold.terms.get(t.tile)?.dealIn ?? null) }),
    ...(t.priority === null ? {} : { priority: tileToString(t.priority) }),
    lost: t.lost,
    lostIn: t.lostIn,
    judged: t.judged,
  };
}

export const logReviewCommand: Command = {
  name: 'log review',
  args: '<file> [--game N] [--seat S] [--all] [--json]',
  summary:
    "one seat's decisions in a log judged by the bots: the turns where the player differs\nfrom the evaluator's ranking or, where an opponent is in riichi or has called, from\nthe evaluator bot's push or fold (in points), most lost first; a Hong Kong game by\ntile efficiency, beside the priority bot (what the review page shows); first, how\noften the player agreed and what the rest lost, summed",
  details: '--game: the game of the file, from 1 (default 1); --seat: the seat, from 0 (default 0);\n--all: every decision in order, not only those that lost something; --json: one JSON\nobject per decision (where, what was done, the reference, what was lost and in what,\nwhether it was judged)',
  options: { game: { type: 'string' }, seat: { type: 'string' }, all: { type: 'boolean' }, json: { type: 'boolean' } },
  positionals: { min: 1, max: 1 },
  run({ values, positionals, io }) {
    const file = positionals[0] as string;
    const games = readLogFile(file);
    if (games.length === 0) fail('BAD_LOG', `${file} holds no game`);
    const g = wholeNumber(values.game, 'game', 1, games.length, 1);
    const seat = wholeNumber(values.seat, 'seat', 0, 3, 0);
    const log = games[g - 1]!;
    const hongKong = isHongKongRules(log.rules);
    const reviewed = reviewSeat(log, seat);
    const turns = reviewed.map((t, i) => ({ t, i }));
    const shown = values.all ? turns : turns.filter(({ t }) => t.lost > 0).sort((a, b) => b.t.lost - a.t.lost || a.i - b.i);
    if (values.json) {
      io.out(shown.map(({ t, i }) => JSON.stringify(reviewJson(t, i)) + '\n').join(''));
      return 0;
    }
    // every decision that lost something was judged: the summary counts them
    const summary = reviewSummary(reviewed);
    const name = log.names[seat] ?? '';
    let out = `${file}, game ${g} of ${games.length}, seat ${seat}${name !== '' && name !== `seat ${seat}` ? ` (${name})` : ''}: ${turns.length} decisions, ${summary.judged - summary.agreed} with something lost; ${reviewSummaryText(summary)}\n`;
    for (const { t, i } of shown) {
      const reference = referenceOf(t);
      out += `  ${String(i + 1).padStart(3)}  ${whereOf(t, hongKong)}: ${reviewedActionText(t)}${t.kind === 'offer' ? ` (could ${t.offered.join(', ')})` : ''}${reference && (t.lost > 0 || values.all) ? `; ${reference}` : ''}${t.lost > 0 ? ` — ${reviewedLossText(t)}` : ''}\n`;
    }
    io.out(out);
    return 0;
  },
};
