// How far the scores still move before a hanchan ends (issue 33's placement play): for each round
// of the Houou hanchan, the spread of the change of every pair's score difference from the round's
// start, and from its end, to the game's final scores, by round (East 1 … South 4, West). The
// bots' placement model (`placementOf` in @mjkit/bots) reads the players' final order as
// independent pairwise differences, each a normal around today's with these spreads. Fitted on
// 2020; the expected final rank it gives at each round's start is checked on 2022 against the
// trivial predictions (the current order; 2.5 for everyone).
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/placement.ts
import { join } from 'node:path';
import { expectedRank } from '@mjkit/bots';
import type { Seat } from '@mjkit/core';
import type { GameLog } from '@mjkit/record';
import { placesOf } from '@mjkit/table';
import { resultsDir, writeWhole } from './harness.js';
import { forEachHououGame, HANCHAN_SETS } from './houou-hanchan.js';

/** The rounds the table tells apart: East 1 … South 4 (0–7) and any West round (8). */
const ROUNDS = 9;
const NAMES = ['E1', 'E2', 'E3', 'E4', 'S1', 'S2', 'S3', 'S4', 'W'];

interface Sample {
  readonly set: number;
  readonly round: number;
  /** The scores at the round's start, after it, and at the end (final scores). */
  readonly start: readonly number[];
  readonly after: readonly number[];
  readonly final: readonly number[];
  /** Seats in the order that breaks ties (the first dealer first). */
  readonly order: readonly number[];
  /** Each seat's final place, 1–4. */
  readonly rank: readonly number[];
}

function samplesOf(log: GameLog, set: number, out: Sample[]): void {
  if (log.final === null || log.rounds.length === 0) return;
  const final = log.final.scores;
  const order = [0, 1, 2, 3].map((i) => (log.firstDealer + i) % 4);
  const rank = placesOf(final, log.firstDealer).map((p) => p + 1);
  log.rounds.forEach((round, i) => {
    const after = i + 1 < log.rounds.length ? log.rounds[i + 1]!.scores : final;
    out.push({ set, round: Math.min(round.round, ROUNDS - 1), start: round.scores, after, final, order, rank });
  });
}

const samples: Sample[] = [];
forEachHououGame((log, _game, set) => samplesOf(log, set, samples));

/** The root mean square change of a pair's difference from `from` to the final scores, by round (2020). */
function spreads(from: 'start' | 'after'): number[] {
  const sum = new Array<number>(ROUNDS).fill(0);
  const n = new Array<number>(ROUNDS).fill(0);
  for (const s of samples) {
    if (s.set !== 0) continue;
    for (let a = 0; a < 4; a++) {
      for (let b = a + 1; b < 4; b++) {
        const change = s.final[a]! - s.final[b]! - (s[from][a]! - s[from][b]!);
        sum[s.round]! += change * change;
        n[s.round]!++;
      }
    }
  }
  return sum.map((x, r) => Math.sqrt(x / (n[r] || 1)));
}
const start = spreads('start');
const after = spreads('after');

/** Mean squared error of three predictions of the final place at each round's start, on a set. */
function check(set: number, round: number | null): { n: number; model: number; current: number; flat: number } {
  let n = 0;
  let model = 0;
  let current = 0;
  let flat = 0;
  for (const s of samples) {
    if (s.set !== set || (round !== null && s.round !== round)) continue;
    const placed = placesOf(s.start, s.order[0] as Seat);
    for (let seat = 0; seat < 4; seat++) {
      const truth = s.rank[seat]!;
      const e = expectedRank(s.start, seat, start[s.round]!, s.order);
      model += (e - truth) ** 2;
      current += (placed[seat]! + 1 - truth) ** 2;
      flat += (2.5 - truth) ** 2;
      n++;
    }
  }
  return { n, model: model / n, current: current / n, flat: flat / n };
}

const year = (set: number) => HANCHAN_SETS[set]!.split('/')[1];
let md = `# How far the scores still move: the placement model

Command: \`cd bench && node --conditions=@mjkit/source --import tsx src/placement.ts\`

For each round of the Houou hanchan of ${year(0)}, every pair of players' score difference at the
round's start (and after it) against the same difference in the final scores (riichi sticks left
on the table included): the root mean square of the change, by round. \`placementOf\` in
@mjkit/bots (the \`evaluator\` bot's placement play) takes the final order as independent pairwise
differences, each normal around today's with the spread after the round being decided
(\`PLACEMENT_SPREAD\`), ties to the seat nearer the first dealer.

| round | rounds (2020) | spread from its start | spread from its end |
|---|---:|---:|---:|
`;
for (let r = 0; r < ROUNDS; r++) {
  const count = samples.filter((s) => s.set === 0 && s.round === r).length;
  md += `| ${NAMES[r]} | ${count} | ${Math.round(start[r]!)} | ${Math.round(after[r]!)} |\n`;
}
md += `\nThe expected final place it gives at each round's start (with the spread from the start),
against the current place and 2.5 for all, on ${year(1)} (not fitted on): mean squared error of the
place, per player and round (lower is better).

| rounds | player-rounds | model | current place | 2.5 |
|---|---:|---:|---:|---:|
`;
const f3 = (x: number) => x.toFixed(3);
for (const r of [null, 0, 4, 6, 7]) {
  const c = check(1, r);
  md += `| ${r === null ? 'all' : NAMES[r]} | ${c.n} | ${f3(c.model)} | ${f3(c.current)} | ${f3(c.flat)} |\n`;
}
const c0 = check(0, null);
md += `\nOn ${year(0)} (fitted on), all rounds: model ${f3(c0.model)}, current place ${f3(c0.current)}, 2.5 ${f3(c0.flat)}.\n`;
md += `\nThe spreads as \`PLACEMENT_SPREAD\` ships them (rounded to 100): [${after.map((x) => Math.round(x / 100) * 100).join(', ')}]\n`;
writeWhole(join(resultsDir, 'placement.md'), md);
console.log(md);
