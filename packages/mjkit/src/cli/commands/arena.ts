// `mjkit arena`: a duplicate arena of agents, its statistics as a table or JSON.
import { HONG_KONG_PRESETS, RULE_PRESETS, createRules, isHongKongRules } from '@mjkit/core';
import type { HongKongPresetName, RulePresetName } from '@mjkit/core';
import { arenaGames, arenaStatistics, formatArenaTable, pairedDifference } from '@mjkit/game';
import type { ArenaReport, GameSummary, PairedDifference } from '@mjkit/game';
import { readTextFile, writeFileAtomic } from '@mjkit/core/node';
import { DEFAULT_TIME_LIMIT, MAX_ARENA_SETS, arenaReportText, isMjaiSpec, mergeArenaReports, parseArenaReport, runArenaParallel } from '@mjkit/game/node';
import { AGENTS, agentConfig, agentSpec } from '../agents.js';
import type { Command } from '../command.js';
import { FORCE_OPTION, outputFile, progressBar } from '../io.js';
import { choice, needed, shardOption, unknownName, usage, wholeNumber } from '../usage.js';

/** A run of exactly two agents (one against three copies of another, say): the first's difference to the second, set by set. */
interface Paired {
  readonly first: string;
  readonly second: string;
  readonly rank: PairedDifference;
  readonly score: PairedDifference;
}

/** The paired differences of a run's two agents, in rank and in final score; null for another number of agents or a single set. */
function pairedOf(report: ArenaReport, summaries: readonly GameSummary[]): Paired | null {
  if (report.agents.length !== 2 || report.sets < 2) return null;
  const [first, second] = report.agents.map((a) => a.name) as [string, string];
  return { first, second, rank: pairedDifference(summaries, first, second), score: pairedDifference(summaries, first, second, 'score') };
}

/** The paired line under the table: `paired by set, A − B: rank -0.013 [-0.043, 0.018], final score +426 [+44, +808] (1000 sets)`. */
function pairedText(p: Paired): string {
  const f3 = (x: number) => x.toFixed(3);
  const points = (x: number) => `${Math.round(x) >= 0 ? '+' : '-'}${Math.abs(Math.round(x)).toLocaleString('en')}`;
  return `paired by set, ${p.first} − ${p.second}: rank ${f3(p.rank.mean)} [${f3(p.rank.interval[0])}, ${f3(p.rank.interval[1])}], final score ${points(p.score.mean)} [${points(p.score.interval[0])}, ${points(p.score.interval[1])}] (${p.rank.sets} sets)\n`;
}

/** What `--json` prints: the shape, every agent's figures, and with two agents their paired differences. */
function jsonOf(report: ArenaReport, paired: Paired | null) {
  return {
    games: report.games,
    sets: report.sets,
    illegalActions: report.illegalActions,
    agentErrors: report.agentErrors,
    agents: report.agents.map((a) => ({
      name: a.name,
      games: a.games,
      averageRank: a.averageRank,
      averageRankInterval: a.averageRankInterval,
      rankCounts: a.rankCounts,
      averagePoints: a.averagePoints,
      averageScore: a.averageScore,
      rounds: a.rounds,
      winRate: a.winRate,
      dealInRate: a.dealInRate,
      riichiRate: a.riichiRate,
      callRate: a.callRate,
      averageWinPoints: a.averageWinPoints,
      yakuRates: a.yakuRates,
      illegalActions: a.illegalActions,
      agentErrors: a.agentErrors,
    })),
    paired: paired === null ? null : { first: paired.first, second: paired.second, sets: paired.rank.sets, rank: { mean: paired.rank.mean, interval: paired.rank.interval }, score: { mean: paired.score.mean, interval: paired.score.interval } },
  };
}

/** The run's statistics as `--json` or the table says them (with the paired line for two agents); `made` ends the table. */
function reportText(report: ArenaReport, summaries: readonly GameSummary[], json: boolean, made: string): string {
  const paired = pairedOf(report, summaries);
  if (json) return `${JSON.stringify(jsonOf(report, paired))}\n`;
  return `${formatArenaTable(report)}${paired === null ? '' : pairedText(paired)}${made}\n`;
}

/** `mjkit arena --agents A,B,C,D --sets N --seed S [--players 4|3] [--workers 2] [--out DIR] [--json]`. */
export const arenaCommand: Command = {
  name: 'arena',
  args: '--agents A,B,C,D --sets N [--seed S] [--rules NAME [--min-faan N] | --players 4|3] [--workers W] [--out DIR [--resume | --force]]\n[--shard K/N] [--report FILE] [--time-limit MS] [--sequence-table FILE] [--check] [--json]',
  summary: 'a duplicate arena: each seed set played with the agents in every seat; their statistics',
  details: `Agents: ${AGENTS.names.join(', ')} (the baselines of @mjkit/game, the bots of
@mjkit/bots, the imitation player of @mjkit/sequence, whose table is the file --sequence-table
names), or <module>#<export> (an agent definition or factory), or mjai:<command>, an
external mjai bot (mjai.app's dialect over stdio; the command is run by the shell, one process
per seat and game; mjkit mjai --bot NAME serves ours that way). An mjai bot that answers late,
wrongly or not at all has its answers counted as illegal (tsumogiri or pass instead); the run
goes on.
Each set is played once per rotation of the agents through the seats, on the same walls
(keyed by set, round and honba; each seat draws from its own stream, so calls do not shift
the others' draws). --rules: a preset of createRules (${[...Object.keys(RULE_PRESETS), ...Object.keys(HONG_KONG_PRESETS)].join(', ')};
default tenhou: hanchan, red fives); --players 3 is tenhou-sanma. Hong Kong (hk, hk-east):
--min-faan N (0-13, default 3) is the least faan of a win; its games are saved as mjkit
JSON-lines records (.jsonl), which Tenhou's formats cannot express.
--sets: at most ${MAX_ARENA_SETS.toLocaleString('en')}. --workers: worker threads (default: the cores; 0 plays in
this thread). --out DIR saves the run as it goes: every game as DIR/<seed>-<hash>-s<set>-
r<rotation>.mjlog (Tenhou XML; .jsonl for Hong Kong) with its summary, the arguments (arena.json) and the report
(report.json). --resume plays only the games DIR does not hold (same arguments): the report is
that of an uninterrupted run. --force starts again in a DIR that holds a run. --time-limit: the
time an agent (on a worker thread, or an mjai bot) has for each decision (default ${DEFAULT_TIME_LIMIT.toLocaleString('en')} ms); one that
takes longer is ended with its worker, and the game played again with its answers from there
on by tsumogiri or pass (a warning says so). A worker that dies ends the run with the sets that
did not finish named (exit 1); what finished is saved. --check checks the table's invariants
after every event. The average rank's 95% interval is clustered by set. With two agents (one
against three copies of another, say) a line under the table gives the first's difference to the
second paired by set, in rank and in final score, with 95% intervals (--json: paired). Exit 1
when any answer was illegal or an agent threw.
--shard K/N plays shard K of N: the K-th of N contiguous parts of the sets (the same walls
as in the whole run). --report FILE writes the run's report with every game's summary (a shard's
with its shard); mjkit arena merge <reports…> gives the whole run's from its shards' reports,
the same to the byte as an unsharded run's. --force also replaces an existing FILE.`,
  options: {
    agents: { type: 'string' },
    sets: { type: 'string' },
    seed: { type: 'string' },
    players: { type: 'string' },
    rules: { type: 'string' },
    'min-faan': { type: 'string' },
    workers: { type: 'string' },
    out: { type: 'string' },
    'sequence-table': { type: 'string' },
    resume: { type: 'boolean' },
    force: { type: 'boolean' },
    'time-limit': { type: 'string' },
    shard: { type: 'string' },
    report: { type: 'string' },
    json: { type: 'boolean' },
    check: { type: 'boolean' },
  },
  positionals: { min: 0, max: 0 },
  run({ values, io }) {
    if (values.rules !== undefined && values.players !== undefined) usage('give --rules NAME or --players 4|3, not both');
    const presets = [...Object.keys(RULE_PRESETS), ...Object.keys(HONG_KONG_PRESETS)];
    const preset = values.rules === undefined ? (values.players === '3' ? 'tenhou-sanma' : 'tenhou') : choice(values.rules, 'rules', presets, 'tenhou');
    if (values.players !== undefined) choice(values.players, 'players', ['4', '3'], '4');
    const hongKong = Object.hasOwn(HONG_KONG_PRESETS, preset);
    if (values['min-faan'] !== undefined && !hongKong) usage('--min-faan is for Hong Kong rules (--rules hk or hk-east)');
    const rules = hongKong
      ? createRules(preset as HongKongPresetName, values['min-faan'] === undefined ? {} : { minFaan: wholeNumber(values['min-faan'], 'min-faan', 0, 13, 0) })
      : createRules(preset as RulePresetName);
    const players = rules.players;
    const agents = typeof values.agents === 'string' ? values.agents.split(',') : [];
    if (agents.length !== players) usage(`--agents names ${players} agents, separated by commas`);
    for (const a of agents) if (!AGENTS.has(a) && !a.includes('#') && !isMjaiSpec(a)) usage(unknownName('agent', a, AGENTS.names));
    if (players === 3 && agents.some(isMjaiSpec)) usage('an mjai bot (mjai:<command>) plays four-player games only');
    if (isHongKongRules(rules) && agents.some(isMjaiSpec)) usage('an mjai bot (mjai:<command>) plays riichi; these rules are Hong Kong Old Style');
    const sets = wholeNumber(needed(values.sets, 'sets', 'N'), 'sets', 1, MAX_ARENA_SETS, 0);
    const timeLimit = values['time-limit'] === undefined ? undefined : wholeNumber(values['time-limit'], 'time-limit', 1, 2 ** 31 - 1, 0);
    if (values.resume && typeof values.out !== 'string') usage('--resume is for a run saved with --out DIR');
    if (values.force && typeof values.out !== 'string' && typeof values.report !== 'string') usage('--force is for a run saved with --out DIR or --report FILE');
    const shard = values.shard === undefined ? undefined : shardOption(values.shard);
    const reportFile = typeof values.report === 'string' ? outputFile(values.report, values.force, []) : null;
    if (values.resume && values.force) usage('give --resume (finish the run in DIR) or --force (start it again), not both');
    const workers = values.workers === undefined ? undefined : wholeNumber(values.workers, 'workers', 0, 256, 0);
    const started = Date.now();
    const seed = typeof values.seed === 'string' ? values.seed : 0;
    const show = (report: ArenaReport, summaries: readonly GameSummary[]): number => {
      io.out(reportText(report, summaries, values.json === true, `(${((Date.now() - started) / 1000).toFixed(1)} s)`));
      return report.illegalActions === 0 && report.agentErrors === 0 ? 0 : 1;
    };
    const config = agentConfig(values);
    if (workers === 0 && values.out === undefined && shard === undefined && reportFile === null && agents.every((a) => AGENTS.has(a))) {
      // in this thread, at once
      const summaries = [...arenaGames(agents.map((a) => AGENTS.entry(a, config)), { sets, seed, rules, check: values.check === true })].map((g) => g.summary);
      return show(arenaStatistics(summaries), summaries);
    }
    return runArenaParallel({
      agents: agents.map(agentSpec),
      config,
      sets,
      seed,
      rules,
      ...(workers === undefined ? {} : { workers }),
      ...(typeof values.out === 'string' ? { out: values.out, resume: values.resume === true, force: values.force === true } : {}),
      ...(timeLimit === undefined ? {} : { timeLimit }),
      ...(shard === undefined ? {} : { shard }),
      check: values.check === true,
      onWarning: (text: string) => io.err(`mjkit arena: ${text}\n`),
      ...(io.progress ? { onProgress: (done: number, total: number) => io.progress?.(progressBar(done, total, 'games')) } : {}),
    }).then((result) => {
      if (io.progress) io.progress('\n');
      if (reportFile !== null) writeFileAtomic(values.report as string, arenaReportText(result), reportFile);
      return show(result.report, result.summaries);
    });
  },
};

/** `mjkit arena merge <reports…>`: the whole run's report from its shards' reports. */
export const arenaMergeCommand: Command = {
  name: 'arena merge',
  args: '<reports…> [--report FILE [--force]] [--json]',
  summary: "the report of a whole arena run from the reports of its shards (mjkit arena --shard K/N\n--report FILE): the same statistics, and the same --report file to the byte, as the run\nunsharded",
  details: 'Every shard of the run must be there once, all of one run (the same agents, sets, seed and\nrules); the reports may come in any order. Exit 1 when any answer was illegal or an agent threw.',
  options: { ...FORCE_OPTION, report: { type: 'string' }, json: { type: 'boolean' } },
  positionals: { min: 1, max: Infinity },
  run({ values, positionals, io }) {
    const output = typeof values.report === 'string' ? outputFile(values.report, values.force, positionals) : null;
    if (values.force && output === null) usage('--force is for --report FILE');
    const merged = mergeArenaReports(
      positionals.map((f) => parseArenaReport(readTextFile(f), f)),
      positionals,
    );
    if (output !== null) writeFileAtomic(values.report as string, arenaReportText(merged), output);
    const report = merged.report;
    io.out(reportText(report, merged.summaries, values.json === true, `(merged from ${positionals.length} shard${positionals.length === 1 ? '' : 's'})`));
    return report.illegalActions === 0 && report.agentErrors === 0 ? 0 : 1;
  },
};
