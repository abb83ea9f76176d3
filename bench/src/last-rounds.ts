// The last round, drilled (issue 33's placement play): every South 4 (or, with --round 6, South 3:
// then to the game's end) of the Houou hanchan (2020 and 2022: real scores, honba and sticks)
// played out from its start by the engine (`from`), one bot
// in a seat against three evaluator-legacy, the bot in each of the four seats, on the same walls
// for every bot (duplicate). Compared: `evaluator` (points), `evaluator+place` (placement play) and
// `evaluator-legacy` (the opponents' own bot, the classical reference); per situation, the bot's
// mean final place over the four seats, and the paired difference to `evaluator`. Resumable.
//
// --seed NAME draws other walls (a replication; results named …-seed-NAME); --from N skips the
// first N starts (results named …-from-N: a fresh sample of positions beside a run of the first
// ones); --pool pools every run of the round on file per situation (results named …-pooled);
// --report writes a run's report again from its file; --positions bots drills the round's
// starts in bots' own hanchan (bot-round-starts.ts) instead of the Houou logs' (results named
// …-bot-positions). The report splits the paired differences by what the position holds (the bot's
// place, the nearest gap, dealer, honba, sticks) to find where placement play gains.
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/last-rounds.ts [--round 6] [--positions houou|bots] [--limit N] [--from N] [--seed NAME] [--workers 2] [--resume | --force] | … --pool | … --report
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Seat } from '@mjkit/core';
import { playGame, seededShuffle, wallOfShuffled } from '@mjkit/game';
import { placesOf } from '@mjkit/table';
import { readBotRoundStarts } from './bot-round-starts.js';
import { variantAgent } from './evaluator-variants.js';
import { meanInterval, resultsDir, writeWhole } from './harness.js';
import { HANCHAN_SETS, forEachHououGame } from './houou-hanchan.js';
import { forkWorkers, option, progressBar, savedRun, throttled } from './progress.js';

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

const ROUND_NAMES = ['East 1', 'East 2', 'East 3', 'East 4', 'South 1', 'South 2', 'South 3', 'South 4'];

/** Every start of `round` in the Houou hanchan (or, for `bots`, in the recorded bots' hanchan), in game order. */
function situations(round: number, positions: 'houou' | 'bots'): Situation[] {
  if (positions === 'bots') return readBotRoundStarts().filter((s) => s.round === round);
  const out: Situation[] = [];
  forEachHououGame((log, game) => {
    for (const r of log.rounds) if (r.round === round) out.push({ game, honba: r.honba, riichiSticks: r.riichiSticks, scores: r.scores, firstDealer: log.firstDealer });
  });
  return out;
}

/** Plays situation `i` out with `bot` in each seat: its final places. */
function playOut(s: Situation, i: number, bot: string, round: number, seed: string, positions: 'houou' | 'bots'): number[] {
  const places: number[] = [];
  for (let seat = 0; seat < 4; seat++) {
    const agents = [0, 1, 2, 3].map((k) => variantAgent(k === seat ? bot : 'evaluator-legacy'));
    const result = playGame(agents, {
      firstDealer: s.firstDealer,
      walls: (w) => wallOfShuffled(seededShuffle(`last-rounds${positions === 'bots' ? '-bots' : ''}${seed === '' ? '' : `-${seed}`}/${round === 7 ? '' : `${round}/`}${i}/${seat}/${w.index}`, 4), w.dealer),
      from: { round, honba: s.honba, riichiSticks: s.riichiSticks, scores: s.scores },
    });
    if (result.illegal.length > 0) throw new Error(`situation ${i}: ${bot} answered illegally`);
    places.push(result.places[seat]! + 1);
  }
  return places;
}

/** A way to split the seats of the situations: a bucket per seat, in the report's order. */
interface Split {
  readonly title: string;
  readonly buckets: readonly string[];
  readonly of: (s: Situation, seat: Seat) => string;
}

const GAPS = [4000, 8000, 12000];
const SPLITS: readonly Split[] = [
  { title: 'place at the start', buckets: ['1', '2', '3', '4'], of: (s, seat) => String(placesOf(s.scores, s.firstDealer)[seat]! + 1) },
  {
    title: 'nearest gap',
    buckets: ['under 4,000', '4,000–7,900', '8,000–11,900', '12,000 or more'],
    of: (s, seat) => {
      const gap = Math.min(...s.scores.filter((_, k) => k !== seat).map((x) => Math.abs(x - s.scores[seat]!)));
      const k = GAPS.findIndex((g) => gap < g);
      return ['under 4,000', '4,000–7,900', '8,000–11,900', '12,000 or more'][k < 0 ? 3 : k]!;
    },
  },
  { title: 'seat', buckets: ['dealer', 'not dealer'], of: (s, seat) => ((s.firstDealer + round) % 4 === seat ? 'dealer' : 'not dealer') },
  { title: 'honba', buckets: ['0', '1', '2 or more'], of: (s) => (s.honba >= 2 ? '2 or more' : String(s.honba)) },
  { title: 'riichi sticks', buckets: ['0', '1 or more'], of: (s) => (s.riichiSticks >= 1 ? '1 or more' : '0') },
];

const args = process.argv.slice(2);
const round = Number(option(args, '--round', '7'));
if (!(Number.isInteger(round) && round >= 0 && round <= 7)) throw new Error(`--round is 0..7 (East 1 … South 4), not ${option(args, '--round', '')}`);
const seed = option(args, '--seed', '');
const positions = option(args, '--positions', 'houou');
if (positions !== 'houou' && positions !== 'bots') throw new Error(`--positions is houou or bots, not ${positions}`);
if (!/^[\w-]*$/.test(seed)) throw new Error(`--seed is letters, digits, - and _, not ${seed}`);
const base = round === 7 ? 'last-rounds' : `last-rounds-${ROUND_NAMES[round]!.toLowerCase().replace(' ', '-')}`;
const stem = `${base}${positions === 'bots' ? '-bot-positions' : ''}`;
const all = situations(round, positions);
const limit = Math.min(all.length, Number(option(args, '--limit', String(all.length))));
const from = Number(option(args, '--from', '0'));
if (!(Number.isInteger(from) && from >= 0 && from < limit)) throw new Error(`--from is a whole number below the situations run (${limit}), not ${option(args, '--from', '')}`);
const situationsCommand = `cd bench && node --conditions=@mjkit/source --import tsx src/last-rounds.ts${round === 7 ? '' : ` --round ${round}`}${positions === 'bots' ? ' --positions bots' : ''}${limit < all.length ? ` --limit ${limit}` : ''}${from > 0 ? ` --from ${from}` : ''}`;
const name = `${stem}${from > 0 ? `-from-${from}` : ''}${seed === '' ? '' : `-seed-${seed}`}`;
const file = join(resultsDir, `${name}.json`);
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
} else if (args.includes('--report')) {
  // the report again from the run on file (the same command), as after the run
  const saved = savedRun<{ command: string; rows: Row[] }>(file, command, ['--resume']);
  if (saved === null) throw new Error(`${file} is missing: run it first`);
  writeReport(name, [command], saved.rows);
} else if (workerAt >= 0) {
  const [w, n] = args[workerAt + 1]!.split('/').map(Number) as [number, number];
  const done = new Set(option(args, '--done', '').split(',').filter((x) => x !== '').map(Number));
  for (let i = from + w; i < limit; i += n) {
    if (done.has(i)) continue;
    const places: Record<string, number[]> = {};
    for (const bot of NAMES) places[bot] = playOut(all[i]!, i, bot, round, seed, positions);
    process.send?.({ situation: i, places } satisfies Row);
  }
} else {
  const rows: Row[] = savedRun<{ command: string; rows: Row[] }>(file, command, args)?.rows ?? [];
  const started = performance.now();
  const kept = rows.length;
  const save = () => writeWhole(file, `${JSON.stringify({ command, rows: [...rows].sort((a, b) => a.situation - b.situation) })}\n`);
  const saveNowAndThen = throttled(save);
  await forkWorkers<Row>(import.meta.url, ['--round', String(round), '--positions', positions, '--limit', String(limit), '--from', String(from), '--seed', seed, '--done', rows.map((r) => r.situation).join(',')], Number(option(args, '--workers', '2')), (row) => {
    rows.push(row);
    progressBar(rows.length, limit - from, started, 'situations', kept);
    saveNowAndThen();
  });
  save();
  process.stderr.write('\n');
  writeReport(name, [command], rows);
}

/** Writes results/NAME.md: the bots' mean places over `rows`, paired against `evaluator`, and split by what the positions hold. */
function writeReport(name: string, commands: readonly string[], rows: readonly Row[]): void {
  const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const interval = (xs: readonly number[]) => {
    const { mean: m, low, high } = meanInterval(xs)!;
    return `${m >= 0 ? '+' : ''}${m.toFixed(3)} [${low.toFixed(3)}, ${high.toFixed(3)}]`;
  };
  const f3 = (x: number) => x.toFixed(3);
  const pooled = commands.length > 1;
  const source = positions === 'bots' ? "bots' hanchan (four evaluator-legacy, `bot-round-starts.json`" : `Houou hanchan (${HANCHAN_SETS.join(', ')}`;
  let md = `# The last rounds, drilled: ${ROUND_NAMES[round]} from ${positions === 'bots' ? "bots' games" : 'the Houou logs'}${pooled ? `, pooled over ${commands.length} runs` : ''}

${pooled ? `Command: \`${poolCommand}\`, over the runs of \`` + commands.join('\`, \`') + '\`' : `Command: \`${commands[0]}\``}

Every ${ROUND_NAMES[round]} start${from > 0 ? ` (starts ${from + 1} to ${limit} of ${all.length})` : limit < all.length ? ` (the first ${limit} of ${all.length})` : ''} of the ${source}; their scores, honba and riichi sticks; ${rows.length} situations, dealer
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
  md += `\nSplit by what the position holds for the bot's seat: per bucket, the seats (situation × seat) in it, \`evaluator\`'s mean
final place there, and each bot's paired difference to it (per situation, over its seats in the bucket and the runs; the
interval over situations). Places at the start break ties to the seat nearer the first dealer; the gap is to the
nearest other score, above or below.\n`;
  for (const split of SPLITS) {
    md += `\n| ${split.title} | seats | evaluator | ${NAMES.slice(1).map((b) => `${b} − evaluator`).join(' | ')} |\n|---|---:|---:|${NAMES.slice(1).map(() => '---').join('|')}|\n`;
    for (const bucket of split.buckets) {
      let seats = 0;
      const base: number[] = [];
      const diffs: Record<string, number[]> = Object.fromEntries(NAMES.slice(1).map((b) => [b, []]));
      for (const r of rows) {
        const s = all[r.situation]!;
        const inBucket = [0, 1, 2, 3].filter((seat) => split.of(s, seat as Seat) === bucket);
        if (inBucket.length === 0) continue;
        seats += inBucket.length;
        // the places run seat by seat, four a run
        const at = (b: string) => mean(r.places[b]!.filter((_, j) => inBucket.includes(j % 4)));
        base.push(at('evaluator'));
        for (const b of NAMES.slice(1)) diffs[b]!.push(at(b) - at('evaluator'));
      }
      md += `| ${bucket} | ${seats} | ${seats === 0 ? '—' : f3(mean(base))} | ${NAMES.slice(1).map((b) => (base.length < 2 ? '—' : interval(diffs[b]!))).join(' | ')} |\n`;
    }
  }
  writeWhole(join(resultsDir, `${name}.md`), md);
  console.log(md);
}
