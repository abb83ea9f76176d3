// The Donjara engine's speed (rounds per second on one core) with random players and with the
// study's virtual players, and how often each yaku is made (the rates behind the points the
// package chose). Writes results/donjara-speed.md.
//
//   cd bench && node --import tsx src/donjara-speed.ts [--rounds 1000000]
import { join } from 'node:path';
import { donjaraAgent, donjaraRules, donjaraStats, playDonjaraGame } from '@mjkit/donjara';
import type { DonjaraRoundResult } from '@mjkit/donjara';
import { resultsDir, writeWhole } from './harness.js';
import { progressBar } from './progress.js';

const args = process.argv.slice(2);
const total = Number(args[args.indexOf('--rounds') + 1] ?? 1000000) || 1000000;
const lineups = [
  ['random-legal', 'random-legal', 'random-legal'],
  ['random-legal', 'random-legal', 'random-legal', 'random-legal'],
  ['speed', 'score', 'defence'],
  ['balance', 'balance', 'balance'],
];
const started = performance.now();
let md = `# Donjara engine speed\n\nCommand: \`cd bench && node --import tsx src/donjara-speed.ts --rounds ${total}\` (one process, one core; built packages).\n\n`;
md += `| players | rounds | rounds/s | tsumo | ron | draw | three triplets | six-three | nine |\n|---|---|---|---|---|---|---|---|---|\n`;
let detail = '';
for (const [i, names] of lineups.entries()) {
  const agents = names.map((n) => donjaraAgent(n));
  const virtual = names[0] !== 'random-legal';
  const rounds = virtual ? Math.max(1000, Math.floor(total / 20)) : total;
  // warm up, then time games of 1,000 rounds
  playDonjaraGame(donjaraRules({ players: names.length, rounds: 1000 }), agents, 'warm');
  const all: DonjaraRoundResult[] = [];
  let ms = 0;
  for (let g = 0; g * 1000 < rounds; g++) {
    const t = performance.now();
    const game = playDonjaraGame(donjaraRules({ players: names.length, rounds: 1000 }), agents, g);
    ms += performance.now() - t;
    for (const r of game.rounds) all.push(r);
    progressBar(i * total + (virtual ? ((g + 1) * 1000 * total) / rounds : (g + 1) * 1000), lineups.length * total, started, 'rounds');
  }
  const count = (f: (r: DonjaraRoundResult) => boolean) => all.filter(f).length;
  const pct = (n: number) => `${((100 * n) / all.length).toFixed(2)}%`;
  md += `| ${names.join(', ')} | ${all.length.toLocaleString('en')} | ${Math.round((all.length / ms) * 1000).toLocaleString('en')} | ${pct(count((r) => r.end === 'tsumo'))} | ${pct(count((r) => r.end === 'ron'))} | ${pct(count((r) => r.end === 'draw'))} | ${pct(count((r) => r.yaku === 'three-triplets'))} | ${pct(count((r) => r.yaku === 'six-three'))} | ${pct(count((r) => r.yaku === 'nine'))} |\n`;
  if (virtual) {
    detail += `\n${names.join(', ')} (${all.length.toLocaleString('en')} rounds):\n\n| seat | player | win | deal-in | riichi | winning points | points per round |\n|---|---|---|---|---|---|---|\n`;
    names.forEach((n, p) => {
      const s = donjaraStats(all, p);
      const r = (x: { rate: number; low: number; high: number }) => `${(100 * x.rate).toFixed(1)}% [${(100 * x.low).toFixed(1)}, ${(100 * x.high).toFixed(1)}]`;
      detail += `| ${p} | ${n} | ${r(s.win)} | ${r(s.dealIn)} | ${r(s.riichi)} | ${s.winPoints.mean.toFixed(0)} | ${s.pointsPerRound.toFixed(0)} |\n`;
    });
  }
}
process.stderr.write('\n');
md += `\nThe issue's gate: ≥ 50,000 rounds/s per core with random players.\n\n## The virtual players against each other\n${detail}`;
writeWhole(join(resultsDir, 'donjara-speed.md'), md);
console.log(md);
