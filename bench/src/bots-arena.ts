// Duplicate arenas of @mjkit/bots against @kobalab/majiang-ai 1.0.13 (seated at our table by
// majiang-ai-agent.ts), and of one bot against another, on worker processes with a progress
// bar; figures to results/bots-*.{json,md}, written after every game so a stopped run keeps them.
//
//   node --import tsx src/bots-arena.ts vs-majiang --bot evaluator-legacy --sets 200 --workers 2
//   node --import tsx src/bots-arena.ts pair --bot evaluator --base evaluator-legacy --sets 500 --workers 2
//   node --import tsx src/bots-arena.ts speed --hanchan 10
//
// --resume keeps the whole seed sets of the last results of the same run and plays the others;
// --force starts over on them. Without either, a run whose results are there stops unstarted.
//
// vs-majiang: each set is played with the bot in every seat against three majiang-ai (1v3,
// 4 games a set). pair: the bot against three copies of the base bot, every seat, and the base
// bot ×4 once on the same walls (kobalab's comparison of AI versions). speed: hanchan of four
// evaluator bots and of four majiang-ai, seed by seed in turn in this process.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BOT_AGENTS, botEntry, priorityAgent } from '@mjkit/bots';
import { createRules } from '@mjkit/core';
import type { HongKongPresetName, HongKongRules, RulePresetName, Rules } from '@mjkit/core';
import { arenaStatistics, baselineEntry, formatArenaTable, pairedDifference, playArenaGame, playGame } from '@mjkit/game';
import type { ArenaEntry, GameSummary } from '@mjkit/game';
import { MajiangAI } from './majiang-ai.js';
import { majiangAiAgent } from './majiang-ai-agent.js';
import { playMajiangCoreGame } from './majiang-core-seat.js';
import type { Mismatch } from './majiang-ai-agent.js';
import { EVALUATOR_VARIANTS, variantAgent } from './evaluator-variants.js';
import { ORACLES, oracleAgent, recordingAgent } from './oracle.js';
import { writeWhole } from './harness.js';
import { HEADER, rates, signed, yakuTable } from './arena-table.js';
import { formatRatio, speedRatio } from './speed-ratio.js';
import { OPEN_READERS, openReaderAgent } from './open-reader.js';
import { POLICY_READERS, policyReaderAgent, readableOpponent } from './policy-reader-agent.js';
import { BLEND_VARIANTS, blendAgent } from './blend-agent.js';
import { forkWorkers, option, progressBar, savedRun } from './progress.js';

const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));

const mismatches: Mismatch[] = [];
const majiang: ArenaEntry = { name: 'majiang-ai', make: () => majiangAiAgent('majiang-ai', mismatches) };

/** The priority bot playing Hong Kong's MP0 variant whatever the table's minimum (a bot that ignores it). */
const priorityMp0: ArenaEntry = { name: 'priority-mp0', make: () => priorityAgent({ name: 'priority-mp0', hongKongMinFaan: 0 }) };


function entryOf(name: string): ArenaEntry {
  if (name === 'majiang-ai') return majiang;
  if (BOT_AGENTS.some((b) => b.name === name)) return botEntry(name);
  if (Object.hasOwn(EVALUATOR_VARIANTS, name)) return { name, make: () => variantAgent(name) };
  if (name === 'priority-mp0') return priorityMp0;
  if (Object.hasOwn(ORACLES, name)) return { name, make: () => oracleAgent(name) };
  if (Object.hasOwn(OPEN_READERS, name)) return { name, make: () => openReaderAgent(name, OPEN_READERS[name]!) };
  if (Object.hasOwn(POLICY_READERS, name)) return { name, make: () => policyReaderAgent(name) };
  if (Object.hasOwn(BLEND_VARIANTS, name)) return { name, make: () => blendAgent(name) };
  if (name === 'shanten' || name === 'random-legal') return baselineEntry(name);
  throw new Error(`no bot ${name}; bots: ${BOT_AGENTS.map((b) => b.name).join(', ')}, ${Object.keys(EVALUATOR_VARIANTS).join(', ')}, ${Object.keys(ORACLES).join(', ')}, ${Object.keys(OPEN_READERS).join(', ')}, ${Object.keys(POLICY_READERS).join(', ')}, ${Object.keys(BLEND_VARIANTS).join(', ')}, majiang-ai`);
}

interface Played {
  readonly summary: GameSummary;
  /** The base agent ×4 on the set's walls (pair mode, rotation 0 only). */
  readonly baseline: boolean;
  readonly ms: number;
  /** majiang-ai's replies in this game that matched no legal action (vs-majiang), when there were any. */
  readonly mismatches?: readonly Mismatch[];
}

/** A worker: plays its share of the sets and posts every game. */
function work(mode: string, args: string[], worker: number, workers: number): void {
  const sets = Number(option(args, '--sets', '200'));
  const first = Number(option(args, '--first-set', '0'));
  const seed = option(args, '--seed', 'bots-v1');
  const bot = entryOf(option(args, '--bot', 'evaluator-legacy'));
  const base = mode === 'pair' ? entryOf(option(args, '--base', 'evaluator-legacy')) : majiang;
  // the oracle reads its opponents' hands from their answers, the policy reader their public turns
  const wrap = Object.hasOwn(ORACLES, bot.name) ? recordingAgent : Object.hasOwn(POLICY_READERS, bot.name) ? readableOpponent : null;
  const other: ArenaEntry = wrap ? { name: base.name, make: (slot) => wrap(base.make(slot)) } : base;
  const entries = [bot, other, other, other];
  const rules = rulesOf(args);
  const done = new Set(option(args, '--done-sets', '').split(',').filter((x) => x !== '').map(Number));
  const todo = Array.from({ length: sets }, (_, i) => first + i).filter((set) => !done.has(set));
  for (let i = worker; i < todo.length; i += workers) {
    const set = todo[i] as number;
    if (mode === 'pair') {
      const t = performance.now();
      const g = playArenaGame([other, other, other, other], set, 0, { seed, rules });
      process.send?.({ played: { summary: g.summary, baseline: true, ms: performance.now() - t } satisfies Played });
    }
    for (let rotation = 0; rotation < 4; rotation++) {
      const t = performance.now();
      const g = playArenaGame(entries, set, rotation, { seed, rules });
      process.send?.({ played: { summary: g.summary, baseline: false, ms: performance.now() - t } satisfies Played, mismatches: mismatches.splice(0) });
    }
  }
}

/**
 * The rules of a run: `--rules NAME` (any preset; default tenhou), `--min-faan N` for Hong Kong's,
 * `--no-open-tanyao` for a riichi preset without open tanyao (kuitan nashi).
 */
function rulesOf(args: string[]): Rules | HongKongRules {
  const name = option(args, '--rules', 'tenhou');
  if (name === 'hk' || name === 'hk-east') return createRules(name as HongKongPresetName, args.includes('--min-faan') ? { minFaan: Number(option(args, '--min-faan', '3')) } : {});
  return createRules(name as RulePresetName, args.includes('--no-open-tanyao') ? { openTanyao: false } : {});
}

/** The rules in a title, when they are not Tenhou's. */
function rulesLabel(args: string[]): string {
  const r = rulesOf(args);
  const kuitan = 'openTanyao' in r && !r.openTanyao ? ', no open tanyao' : '';
  return r.name === 'tenhou' && kuitan === '' ? '' : `; rules ${r.name}${'minFaan' in r ? `, at least ${r.minFaan} faan` : ''}${kuitan}`;
}

/** The results' file name (without extension) of a run (other rules than Tenhou's named in it). */
function fileName(mode: string, args: string[]): string {
  const bot = option(args, '--bot', 'evaluator-legacy');
  const r = rulesOf(args);
  const kuitan = 'openTanyao' in r && !r.openTanyao ? '-no-open-tanyao' : '';
  const rules = (r.name === 'tenhou' ? '' : `-${r.name}${'minFaan' in r ? `-min${r.minFaan}` : ''}`) + kuitan;
  // another seed than the gates' is a separate run (tuning is done on other seeds than the gates')
  const seed = option(args, '--seed', 'bots-v1');
  const seeded = seed === 'bots-v1' ? '' : `-seed-${seed}`;
  return mode === 'pair' ? `bots-pair-${bot}-vs-${option(args, '--base', 'evaluator-legacy')}${rules}${seeded}` : `bots-vs-majiang-${bot}${seeded}`;
}

/** The run's command as its results record it: what it plays, without --resume or --force. */
function commandOf(mode: string, args: readonly string[]): string {
  return `cd bench && node --import tsx src/bots-arena.ts ${mode} ${args.filter((a) => a !== '--resume' && a !== '--force').join(' ')}`;
}

/**
 * Writes the run's report and its JSON. Everything in them comes from the games kept (the time
 * played and majiang-ai's mismatched replies too), so a resumed run reports the whole of it.
 */
function writeResults(mode: string, args: string[], played: Played[], total: number): void {
  const allMismatches = played.flatMap((p) => p.mismatches ?? []);
  const games = played.filter((p) => !p.baseline).map((p) => p.summary);
  const base = played.filter((p) => p.baseline).map((p) => p.summary);
  const bot = option(args, '--bot', 'evaluator-legacy');
  const report = arenaStatistics(games);
  const baseline = base.length > 0 ? arenaStatistics(base) : null;
  const command = commandOf(mode, args);
  const name = fileName(mode, args);
  const other = mode === 'pair' ? option(args, '--base', 'evaluator-legacy') : 'majiang-ai';
  const paired = pairedDifference(games, bot, other);
  const pairedScore = pairedDifference(games, bot, other, 'score');
  const totalMs = played.reduce((s, p) => s + p.ms, 0);
  const meanMs = totalMs / Math.max(1, played.length);
  const lines = [
    `# ${mode === 'pair' ? `${bot} against three ${other}, and ${other} ×4 on the same walls` : `${bot} against three majiang-ai 1.0.13`} (duplicate, every seat${rulesLabel(args)})`,
    '',
    `Command: \`${command}\``,
    '',
    `${games.length} of ${total} games${games.length < total ? ' (run still going or stopped early)' : ''}; ${new Set(games.map((g) => g.set)).size} seed sets; ${(totalMs / 1000).toFixed(0)} s of play summed over the games${mode === 'pair' ? ' (the base ×4 included)' : ''}, ${(meanMs / 1000).toFixed(2)} s per game on one core.`,
    `majiang-ai replies that matched no legal action: ${allMismatches.length}.`,
    '',
    ...HEADER,
    ...report.agents.map(rates),
    ...(baseline ? baseline.agents.map((a) => rates({ ...a, name: `${a.name} ×4 (same walls)` })) : []),
    '',
    `Paired by set, ${bot} − ${other} (same games): ${paired.mean.toFixed(3)} [${paired.interval[0].toFixed(3)}, ${paired.interval[1].toFixed(3)}] over ${paired.sets} sets; in final score ${signed(pairedScore.mean)} [${signed(pairedScore.interval[0])}, ${signed(pairedScore.interval[1])}].`,
    '',
    ...yakuTable(baseline ? [...report.agents.filter((a) => a.name === bot), ...baseline.agents] : report.agents),
    '',
    '```',
    formatArenaTable(report),
    '```',
    '',
    ...(allMismatches.length > 0 ? ['## Mismatched majiang-ai replies (first 20)', '', ...allMismatches.slice(0, 20).map((m) => `- ${m.reply} among ${m.actions}`), ''] : []),
  ];
  mkdirSync(resultsDir, { recursive: true });
  writeWhole(join(resultsDir, `${name}.md`), lines.join('\n'));
  writeWhole(join(resultsDir, `${name}.json`), `${JSON.stringify({ command, report, baseline, paired, pairedScore, mismatches: allMismatches.length, summaries: played }, null, 1)}\n`);
}

function speed(args: string[]): void {
  const n = Number(option(args, '--hanchan', '10'));
  // four of one agent at our table
  const four = (make: () => Parameters<typeof playGame>[0][number]) => (seed: string) => playGame([0, 1, 2, 3].map(make), { seed });
  const bot = (name: string) => four(() => botEntry(name).make({ set: 0, rotation: 0, seat: 0, seed: '' }));
  const players: { readonly name: string; readonly play: (seed: string) => void; readonly secs: number[] }[] = [
    { name: '4 × majiang-ai 1.0.13 (at our table)', play: four(() => majiangAiAgent()), secs: [] },
    // majiang-ai self-play in majiang-core's own Game, the reference figure
    { name: "4 × majiang-ai 1.0.13 (majiang-core's own Game: its self-play)", play: (seed) => playMajiangCoreGame([0, 1, 2, 3].map(() => new MajiangAI()), seed), secs: [] },
    { name: '4 × evaluator-legacy', play: bot('evaluator-legacy'), secs: [] },
    { name: '4 × evaluator (normalized)', play: bot('evaluator'), secs: [] },
    { name: "4 × evaluator with `wall: 'trees'` (an option)", play: four(() => variantAgent('evaluator+bot-wall')), secs: [] },
  ];
  for (const p of players) p.play('warm'); // each player's code compiled before any is timed
  const started = performance.now();
  // Each seed is played by every player in turn, the order rotated seed by seed, so that the
  // machine's drift lands on all of them alike instead of on whoever ran last.
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < players.length; k++) {
      const p = players[(i + k) % players.length]!;
      const t = performance.now();
      p.play(`speed/${i}`);
      p.secs.push((performance.now() - t) / 1000);
    }
    progressBar(i + 1, n, started, 'seeds');
  }
  process.stderr.write('\n');
  const [ai, own, ...ours] = players as [(typeof players)[number], (typeof players)[number], ...(typeof players)[number][]];
  const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const lines = [
    '# Speed: a hanchan of four evaluator bots against a hanchan of four majiang-ai 1.0.13',
    '',
    `Command: \`cd bench && node --import tsx src/bots-arena.ts speed ${args.join(' ')}\` (one process, one core, ${n} hanchan each, seeds speed/0…)`,
    '',
    'Every seed is played by each row in turn, the order rotated from seed to seed, so the machine\'s drift (a third, minute to',
    'minute) falls on every row alike. A ratio is the ratio of the total seconds, with a 95% bootstrap interval over the',
    `${n} seeds and the smallest and largest ratio of a single hanchan.`,
    '',
    '| players | s per hanchan | times faster than majiang-ai at our table [95%] | single hanchan | than its own self-play [95%] |',
    '|---|---|---|---|---|',
    `| ${ai.name} | ${mean(ai.secs).toFixed(2)} | 1 | | |`,
    `| ${own.name} | ${mean(own.secs).toFixed(2)} | ${formatRatio(speedRatio(ai.secs, own.secs))} | | |`,
    ...ours.map((p) => {
      const r = speedRatio(ai.secs, p.secs);
      return `| ${p.name} | ${mean(p.secs).toFixed(2)} | ${formatRatio(r)} | ${r.min.toFixed(1)}×–${r.max.toFixed(1)}× | ${formatRatio(speedRatio(own.secs, p.secs))} |`;
    }),
    '',
  ];
  mkdirSync(resultsDir, { recursive: true });
  writeWhole(join(resultsDir, 'bots-speed.md'), lines.join('\n'));
  console.log(lines.join('\n'));
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const mode = args[0] as string;
  const workerAt = args.indexOf('--worker');
  if (workerAt >= 0) {
    const [w, ws] = (args[workerAt + 1] as string).split('/').map(Number) as [number, number];
    work(mode, args.slice(0, workerAt), w, ws);
    return;
  }
  if (mode === 'speed') return speed(args.slice(1));
  if (mode !== 'vs-majiang' && mode !== 'pair') {
    console.error('usage: bots-arena.ts vs-majiang --bot NAME --sets N [--workers 2] [--seed S] | pair --bot A --base B --sets N | speed [--hanchan 10]');
    process.exit(2);
  }
  const rest = args.slice(1);
  const workers = Number(option(rest, '--workers', '2'));
  const sets = Number(option(rest, '--sets', '200'));
  const total = sets * (mode === 'pair' ? 5 : 4);
  const started = performance.now();
  let played: Played[] = [];
  // --resume: keep the whole sets of the last run's results (same command) and play the others
  const resultFile = join(resultsDir, `${fileName(mode, rest)}.json`);
  const doneSets: number[] = [];
  const command = commandOf(mode, rest);
  // a run may be extended to more sets, on any number of workers (the games are the same); anything else must match
  const withoutSets = (c: string) => c.replace(/ --sets \d+/, '').replace(/ --workers \d+/, '');
  const saved = savedRun<{ command?: string; summaries?: Played[] }>(resultFile, command, rest, (a, b) => withoutSets(a) === withoutSets(b));
  if (saved) {
    const perSet = mode === 'pair' ? 5 : 4;
    const bySet = new Map<number, Played[]>();
    for (const p of saved.summaries ?? []) bySet.set(p.summary.set, [...(bySet.get(p.summary.set) ?? []), p]);
    for (const [set, ps] of bySet) if (ps.length === perSet) doneSets.push(set);
    // a file holding more sets than asked is another, longer run: its report would carry this command
    const beyond = doneSets.filter((set) => set >= Number(option(rest, '--first-set', '0')) + sets).length;
    if (beyond > 0) throw new Error(`${resultFile} holds ${beyond} sets beyond the ${sets} that --sets asks: resume it with --sets ${bySet.size} or more`);
    played = doneSets.flatMap((set) => bySet.get(set) ?? []);
    process.stderr.write(`resuming: ${doneSets.length} whole sets kept from ${resultFile}\n`);
  }
  const kept = played.length;
  let last = 0;
  await forkWorkers<{ played?: Played; mismatches?: Mismatch[] }>(import.meta.url, [...args, '--done-sets', doneSets.join(',')], workers, (m) => {
    if (m.played) {
      played.push(m.mismatches && m.mismatches.length > 0 ? { ...m.played, mismatches: m.mismatches } : m.played);
      progressBar(played.length, total, started, 'games', kept);
      if (played.length === total || performance.now() - last > 30_000) {
        last = performance.now();
        writeResults(mode, rest, played, sets * 4);
      }
    }
  });
  process.stderr.write('\n');
  played.sort((a, b) => a.summary.set - b.summary.set || a.summary.rotation - b.summary.rotation || Number(a.baseline) - Number(b.baseline));
  writeResults(mode, rest, played, sets * 4);
  console.log(formatArenaTable(arenaStatistics(played.filter((p) => !p.baseline).map((p) => p.summary))));
}

await main();
