// The Hong Kong engine's speed beside the riichi engine's, in one process: games of the same
// length (two wind rounds: East and South, as a riichi hanchan) of baseline agents, interleaved by
// the harness; per game and per hand. The gate: a Hong Kong game within 1.5× of a riichi
// hanchan's time. Writes results/hk-speed.md (and the harness's JSON files).
//
//   cd bench && node --expose-gc --import tsx src/hk-speed.ts [--games 200]
import { join } from 'node:path';
import { createRules } from '@mjkit/core';
import { playGame, randomAgent, shantenAgent } from '@mjkit/game';
import type { Agent } from '@mjkit/game';
import { compare, resultsDir, writeWhole } from './harness.js';

const args = process.argv.slice(2);
const games = Number(args[args.indexOf('--games') + 1] ?? 200) || 200;
const hk = createRules('hk', { windRounds: 2, minFaan: 0 });
const hk3 = createRules('hk', { windRounds: 2 });
const riichi = createRules('tenhou');
const seeds = Array.from({ length: games }, (_, i) => i + 1);

const lineups: { name: string; agents: (seed: number) => Agent[] }[] = [
  { name: 'shanten', agents: () => [shantenAgent(), shantenAgent(), shantenAgent(), shantenAgent()] },
  { name: 'random-legal', agents: (g) => [0, 1, 2, 3].map((s) => randomAgent(`${g}/${s}`)) },
];

let md = `# Hong Kong engine speed beside riichi's

Command: \`cd bench && node --expose-gc --import tsx src/hk-speed.ts --games ${games}\` (one process, one core; ${new Date().toISOString().slice(0, 10)}, Node ${process.version}).
Each row times ${games} seeded games of each family, interleaved by the harness (median of 5 passes after a warm-up): a
Hong Kong game of two wind rounds (\`createRules('hk', { windRounds: 2 })\`, East and South as a riichi hanchan)
against a riichi hanchan (\`tenhou\`). Hands differ in number (the Hong Kong dealer keeps the deal at a draw),
so the time per hand is given too, and per draw (a turn: a Hong Kong wall of 144 tiles has 92 draws to riichi's 70, and
a hand without a winner plays them all). Gate: a Hong Kong game within 1.5× of a riichi hanchan's time.

| agents | Hong Kong minimum | HK per game | riichi per game | HK / riichi (game) | hands per game HK / riichi | HK / riichi (hand) | draws per hand HK / riichi | HK per draw | riichi per draw | HK / riichi (draw) |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|
`;
for (const lineup of lineups) {
  for (const rules of [hk, hk3]) {
    let hkHands = 0;
    let riichiHands = 0;
    let hkDraws = 0;
    let riichiDraws = 0;
    const draws = (r: ReturnType<typeof playGame>) => r.log.rounds.reduce((n, x) => n + x.events.filter((e) => e.type === 'draw').length, 0);
    for (const g of seeds) {
      const h = playGame(lineup.agents(g), { rules, seed: g });
      const t = playGame(lineup.agents(g), { rules: riichi, seed: g });
      hkHands += h.log.rounds.length;
      riichiHands += t.log.rounds.length;
      hkDraws += draws(h);
      riichiDraws += draws(t);
    }
    const r = compare({
      name: `hk-speed-${lineup.name}-min${rules.minFaan}`,
      what: `a game of ${lineup.name} agents: Hong Kong (two wind rounds, minimum ${rules.minFaan}) as ours, a riichi hanchan as the peer`,
      ours: { inputs: seeds, run: (g) => playGame(lineup.agents(g), { rules, seed: g }).log.rounds.length },
      peer: { inputs: seeds, run: (g) => playGame(lineup.agents(g), { rules: riichi, seed: g }).log.rounds.length },
      peerName: 'riichi hanchan',
      rounds: 5,
    });
    const ms = (ns: number) => `${(ns / 1e6).toFixed(2)} ms`;
    const perHk = r.oursNsPerOp / (hkHands / games);
    const perRiichi = r.peerNsPerOp / (riichiHands / games);
    const drawHk = r.oursNsPerOp / (hkDraws / games);
    const drawRiichi = r.peerNsPerOp / (riichiDraws / games);
    md += `| ${lineup.name} | ${rules.minFaan} | ${ms(r.oursNsPerOp)} | ${ms(r.peerNsPerOp)} | ${(r.oursNsPerOp / r.peerNsPerOp).toFixed(2)}× | ${(hkHands / games).toFixed(1)} / ${(riichiHands / games).toFixed(1)} | ${(perHk / perRiichi).toFixed(2)}× | ${(hkDraws / hkHands).toFixed(1)} / ${(riichiDraws / riichiHands).toFixed(1)} | ${(drawHk / 1e3).toFixed(1)} µs | ${(drawRiichi / 1e3).toFixed(1)} µs | ${(drawHk / drawRiichi).toFixed(2)}× |\n`;
  }
}
writeWhole(join(resultsDir, 'hk-speed.md'), md);
console.log(md);
