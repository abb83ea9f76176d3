// The last round, drilled (issue 33's placement play): every South 4 (or, with --round 6, South 3:
// then to the game's end) of the Houou hanchan (2020 and 2022: real scores, honba and sticks)
// played out from its start by the engine (`from`), one bot
// in a seat against three evaluator-legacy, the bot in each of the four seats, on the same walls
// for every bot (duplicate). Compared: `evaluator` (points), `evaluator+place` (placement play) and
// `evaluator-legacy` (the opponents' own bot, the classical reference); per situation, the bot's
// mean final place over the four seats, and the paired difference to `evaluator`. Resumable.
//
// --seed NAME draws other walls (a replication; results named …-seed-NAME); --pool pools every run
// of the round on file per situation (results named …-pooled).
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/last-rounds.ts [--round 6] [--limit N] [--seed NAME] [--workers 2] [--resume] | [--round 6] --pool
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Seat } from '@mjkit/core';
import { playGame, seededShuffle, wallOfShuffled } from '@mjkit/game';
import { placesOf } from '@mjkit/table';
import { variantAgent } from './evaluator-variants.js';
import { resultsDir, writeWhole } from './harness.js';
import { HANCHAN_SETS, forEachHououGame } from './houou-hanchan.js';
import { forkWorkers, progressBar } from './progress.js';

interface Situation {
  readonly game: number;
  readonly honba: number;
  readonly riichiSticks: number;
  readonly scores: readonly number[];
  readonly firstDealer: Seat;
}

/** A played-out situation: the bot's final place (1–4) per bot, per seat. */
interface Row {
  readonly situation: number;
  readonly places: Record<string, number[]>;
}

const NAMES = ['evaluator', 'evaluator+place', 'evaluator-legacy'];

function option(args: readonly string[], name: string, fallback: string): string {
  const i = args.indexOf(name);
  return i >= 0 ? (args[i + 1] as string) : fallback;
}

const ROUND_NAMES = ['East 1', 'East 2', 'East 3', 'East 4', 'South 1', 'South 2', 'South 3', 'South 4'];

/** Every start of `round` in the Houou hanchan, in the logs' order. */
function situations(round: number): Situation[] {
  const out: Situation[] = [];
  forEachHououGame((log, game) => {
    for (const r of log.rounds) if (r.round === round) out.push({ game, honba: r.honba, riichiSticks: r.riichiSticks, scores: r.scores, firstDealer: log.firstDealer });
  });
  return out;
}

/** Plays situation `i` out with `bot` in each seat: its final places. */
function playOut(s: Situation, i: number, bot: string, round: number, seed: string): number[] {
  const places: number[] = [];
  for (let seat = 0; seat < 4; seat++) {
    const agents = [0, 1, 2, 3].map((k) => variantAgent(k === seat ? bot : 'evaluator-legacy'));
    const result = playGame(agents, {
      firstDealer: s.firstDealer,
      walls: (w) => wallOfShuffled(seededShuffle(`last-rounds${seed === '' ? '' : `-${seed}`}/${round === 7 ? '' : `${round}/`}${i}/${seat}/${w.index}`, 4), w.dealer),
      from: { round, honba: s.honba, riichiSticks: s.riichiSticks, scores: s.scores },
    });
    if (result.illegal.length > 0) throw new Error(`situation ${i}: ${bot} answered illegally`);
    places.push(result.places[seat]! + 1);
  }
  return places;
}

const args = process.argv.slice(2);
const round = Number(option(args, '--round', '7'));
if (!(Number.isInteger(round) && round >= 0 && round <= 7)) throw new Error(`--round is 0..7 (East 1 … South 4), not ${option(args, '--round', '')}`);
const seed = option(args, '--seed', '');
if (!/^[\w-]*$/.test(seed)) throw new Error(`--seed is letters, digits, - and _, not ${seed}`);
const base = round === 7 ? 'last-rounds' : `last-rounds-${ROUND_NAMES[round]!.toLowerCase().replace(' ', '-')}`;
const name = `${base}${seed === '' ? '' : `-seed-${seed}`}`;
const file = join(resultsDir, `${name}.json`);
const all = situations(round);
const limit = Math.min(all.length, Number(option(args, '--limit', String(all.length))));
const situationsCommand = `cd bench && node --conditions=@mjkit/source --import tsx src/last-rounds.ts${round === 7 ? '' : ` --round ${round}`}${limit < all.length ? ` --limit ${limit}` : ''}`;
const command = `${situationsCommand}${seed === '' ? '' : ` --seed ${seed}`}`;
const poolCommand = `${situationsCommand} --pool`;
const workerAt = args.indexOf('--worker');
if (args.includes('--pool')) {
  // every run of this round on file (the default walls and each --seed), pooled per situation
  const runs = readdirSync(resultsDir)
    .filter((f) => f === `${name}.json` || (f.startsWith(`${name}-seed-`) && f.endsWith('.json')))
    .sort((a, b) => Number(b === `${name}.json`) - Number(a === `${name}.json`) || a.localeCompare(b))
    .map((f) => JSON.parse(readFileSync(join(resultsDir, f), 'utf8')) as { command: string; rows: Row[] });
  if (runs.length < 2) throw new Error(`--pool needs two runs or more of ${name} (the default walls and --seed); found ${runs.length}`);
  const byRun = runs.map((r) => new Map(r.rows.map((row) => [row.situation, row])));
  const shared = [...byRun[0]!.keys()].filter((k) => k < limit && byRun.every((m) => m.has(k))).sort((a, b) => a - b);
  const rows = shared.map((situation) => ({ situation, places: Object.fromEntries(NAMES.map((b) => [b, byRun.flatMap((m) => m.get(situation)!.places[b]!)])) }));
  writeReport(`${name}-pooled`, runs.map((r) => r.command), rows);
} else if (workerAt >= 0) {
  const [w, n] = args[workerAt + 1]!.split('/').map(Number) as [number, number];
  const done = new Set(option(args, '--done', '').split(',').filter((x) => x !== '').map(Number));
  for (let i = w; i < limit; i += n) {
    if (done.has(i)) continue;
    const places: Record<string, number[]> = {};
    for (const bot of NAMES) places[bot] = playOut(all[i]!, i, bot, round, seed);
    process.send?.({ situation: i, places } satisfies Row);
  }
} else {
  let rows: Row[] = [];
  if (args.includes('--resume') && existsSync(file)) {
    const last = JSON.parse(readFileSync(file, 'utf8')) as { command: string; rows: Row[] };
    if (last.command !== command) throw new Error(`${file} holds another run (${last.command}); move it away to start this one`);
    rows = last.rows;
  }
  const started = performance.now();
  const save = () => writeWhole(file, `${JSON.stringify({ command, rows: [...rows].sort((a, b) => a.situation - b.situation) })}\n`);
  let saved = performance.now();
  await forkWorkers<Row>(import.meta.url, ['--round', String(round), '--limit', String(limit), '--seed', seed, '--done', rows.map((r) => r.situation).join(',')], Number(option(args, '--workers', '2')), (row) => {
    rows.push(row);
    progressBar(rows.length, limit, started, 'situations');
    if (performance.now() - saved > 30_000) {
      saved = performance.now();
      save();
    }
  });
  save();
  process.stderr.write('\n');
  writeReport(name, [command], rows);
}

/** Writes results/NAME.md: the bots' mean places over `rows`, paired against `evaluator`, and by the place at the start. */
function writeReport(name: string, commands: readonly string[], rows: readonly Row[]): void {
  const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const interval = (xs: readonly number[]) => {
    const m = mean(xs);
    const sd = Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1));
    const h = (1.96 * sd) / Math.sqrt(xs.length);
    return `${m >= 0 ? '+' : ''}${m.toFixed(3)} [${(m - h).toFixed(3)}, ${(m + h).toFixed(3)}]`;
  };
  const f3 = (x: number) => x.toFixed(3);
  const pooled = commands.length > 1;
  let md = `# The last rounds, drilled: ${ROUND_NAMES[round]} from the Houou logs${pooled ? `, pooled over ${commands.length} runs` : ''}

${pooled ? `Command: \`${poolCommand}\`, over the runs of \`` + commands.join('\`, \`') + '\`' : `Command: \`${commands[0]}\``}

Every ${ROUND_NAMES[round]} start${limit < all.length ? ` (the first ${limit} of ${all.length})` : ''} of the Houou hanchan (${HANCHAN_SETS.join(', ')}; their scores, honba and riichi sticks; ${rows.length} situations, dealer
repeats included) played out by the engine from that round to the game's end (\`playGame\`'s \`from\`), one bot against three
\`evaluator-legacy\`, the bot in each seat in turn, on the same walls for every bot${pooled ? ` (each run on walls of its own: ${commands.length} games a seat)` : ''}. The bot's mean final place per
situation (over the four seats${pooled ? ' and the runs' : ''}), averaged; **paired**: per situation, the bot's mean place less \`evaluator\`'s, with its
95% interval over situations (negative: better).

| bot | mean place | paired − evaluator | situations where it differs |
|---|---:|---|---:|
`;
  for (const bot of NAMES) {
    const per = rows.map((r) => mean(r.places[bot]!));
    const base = rows.map((r) => mean(r.places.evaluator!));
    const diffs = per.map((p, i) => p - base[i]!);
    md += `| ${bot} | ${f3(mean(per))} | ${bot === 'evaluator' ? '—' : interval(diffs)} | ${bot === 'evaluator' ? '—' : diffs.filter((d) => d !== 0).length} |\n`;
  }
  md += `\nBy the bot's place at the start (ties to the seat nearer the first dealer): the mean final place.\n\n| place at the start | games | ${NAMES.join(' | ')} |\n|---|---:|${NAMES.map(() => '---:').join('|')}|\n`;
  for (let place = 1; place <= 4; place++) {
    const picked: Record<string, number[]> = Object.fromEntries(NAMES.map((b) => [b, []]));
    for (const r of rows) {
      const s = all[r.situation]!;
      const seat = placesOf(s.scores, s.firstDealer).indexOf(place - 1);
      // the places run seat by seat, four a run
      for (const b of NAMES) picked[b]!.push(...r.places[b]!.filter((_, j) => j % 4 === seat));
    }
    md += `| ${place} | ${picked.evaluator!.length} | ${NAMES.map((b) => f3(mean(picked[b]!))).join(' | ')} |\n`;
  }
  writeWhole(join(resultsDir, `${name}.md`), md);
  console.log(md);
}
