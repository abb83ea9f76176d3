// Where do the South 3 positions of the Houou logs and of bots' own hanchan differ? Placement play
// gains from the Houou ones and not from the bots' (last-rounds.ts); this sets the two side by
// side: the shape of the scores, the dealers' places, honba and sticks, beside each set's gain as
// the drills on file measured it (pooled over their runs).
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/round-positions.ts
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { placesOf } from '@mjkit/table';
import type { Seat } from '@mjkit/core';
import { readBotRoundStarts } from './bot-round-starts.js';
import { meanInterval, resultsDir, writeWhole } from './harness.js';
import { forEachHououGame } from './houou-hanchan.js';

const command = 'cd bench && node --conditions=@mjkit/source --import tsx src/round-positions.ts';
const ROUND = 6;
interface Position {
  readonly scores: readonly number[];
  readonly honba: number;
  readonly riichiSticks: number;
  readonly firstDealer: Seat;
}
const houou: Position[] = [];
forEachHououGame((log) => {
  for (const r of log.rounds) if (r.round === ROUND) houou.push({ scores: r.scores, honba: r.honba, riichiSticks: r.riichiSticks, firstDealer: log.firstDealer });
});
const bots = readBotRoundStarts().filter((s) => s.round === ROUND);

/** The drills' rows on file: situation → the bot's places per bot. */
type Row = { situation: number; places: Record<string, number[]> };
const rowsOf = (file: string): Row[] => (existsSync(join(resultsDir, file)) ? (JSON.parse(readFileSync(join(resultsDir, file), 'utf8')) as { rows: Row[] }).rows : []);
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
/** Placement play − points per situation, pooled over the runs that drilled it; mean and 95% interval over situations. */
function gain(files: readonly string[], from: number, to: number): string {
  const by = new Map<number, { place: number[]; points: number[] }>();
  for (const f of files) {
    for (const r of rowsOf(f)) {
      if (r.situation < from || r.situation >= to) continue;
      const e = by.get(r.situation) ?? { place: [], points: [] };
      e.place.push(...r.places['evaluator+place']!);
      e.points.push(...r.places.evaluator!);
      by.set(r.situation, e);
    }
  }
  const d = meanInterval([...by.values()].map((e) => mean(e.place) - mean(e.points)));
  if (d === null || d.n < 2) return '—';
  return `${d.mean >= 0 ? '+' : ''}${d.mean.toFixed(3)} [${d.low.toFixed(3)}, ${d.high.toFixed(3)}] (${d.n}; ${files.length} run${files.length > 1 ? 's' : ''})`;
}

const sets = [
  { name: 'Houou, starts 1–400', list: houou.slice(0, 400), gain: gain(['last-rounds-south-3.json', 'last-rounds-south-3-seed-r2.json'], 0, 400) },
  { name: `Houou, starts 401–${houou.length}`, list: houou.slice(400), gain: gain(['last-rounds-south-3-from-400.json'], 400, houou.length) },
  { name: "bots' hanchan, starts 1–400", list: bots.slice(0, 400), gain: gain(['last-rounds-south-3-bot-positions.json', 'last-rounds-south-3-bot-positions-seed-r2.json'], 0, 400) },
  { name: "bots' hanchan, starts 401–907", list: bots.slice(400, 907), gain: gain(['last-rounds-south-3-bot-positions-from-400.json'], 400, 907) },
];
const sorted = (s: readonly number[]) => [...s].sort((a, b) => b - a);
const share = (xs: readonly Position[], f: (p: Position) => boolean) => (xs.filter(f).length / xs.length).toFixed(2);
const avg = (xs: readonly Position[], f: (p: Position) => number, digits = 0) => mean(xs.map(f)).toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const placeOf = (p: Position, seat: number) => placesOf(p.scores, p.firstDealer)[seat]! + 1;
const columns: [string, (xs: readonly Position[]) => string][] = [
  ['situations', (xs) => String(xs.length)],
  ['spread', (xs) => avg(xs, (p) => Math.max(...p.scores) - Math.min(...p.scores))],
  ['1st − 2nd', (xs) => avg(xs, (p) => sorted(p.scores)[0]! - sorted(p.scores)[1]!)],
  ['2nd − 3rd', (xs) => avg(xs, (p) => sorted(p.scores)[1]! - sorted(p.scores)[2]!)],
  ['3rd − 4th', (xs) => avg(xs, (p) => sorted(p.scores)[2]! - sorted(p.scores)[3]!)],
  ['lowest < 10,000', (xs) => share(xs, (p) => Math.min(...p.scores) < 10000)],
  ['top ≥ 40,000', (xs) => share(xs, (p) => Math.max(...p.scores) >= 40000)],
  ["South 3 dealer's place", (xs) => avg(xs, (p) => placeOf(p, (p.firstDealer + 2) % 4), 2)],
  ["South 4 dealer's place", (xs) => avg(xs, (p) => placeOf(p, (p.firstDealer + 3) % 4), 2)],
  ['honba ≥ 1', (xs) => share(xs, (p) => p.honba >= 1)],
  ['sticks ≥ 1', (xs) => share(xs, (p) => p.riichiSticks >= 1)],
];
const md = `# South 3 positions: the Houou logs against bots' hanchan

Command: \`${command}\`

Every South 3 start (dealer repeats included) of the Houou hanchan and of the hanchan of four \`evaluator-legacy\` in
\`bot-round-starts.json\`, in the sets the drills of \`last-rounds.ts --round 6\` played: the means of the scores' shape (points),
the share of starts with a low or a high score, the two last dealers' places at the start (ties to the seat nearer the
first dealer), honba and sticks; and placement play − points as those drills measured it (the bot's mean final place,
paired per situation, over the seats and the runs on file; 95% interval over situations).

| set | ${columns.map(([c]) => c).join(' | ')} | placement play − points |
|---|${columns.map(() => '---:').join('|')}|---|
${sets.map((s) => `| ${s.name} | ${columns.map(([, f]) => f(s.list)).join(' | ')} | ${s.gain} |`).join('\n')}
`;
writeWhole(join(resultsDir, 'last-rounds-positions.md'), md);
console.log(md);
