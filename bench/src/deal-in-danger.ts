// The baseline issue 33's learned deal-in model must beat: how well the bots' hand-set tile danger
// (`tileDanger` of @mjkit/bots: genbutsu, suji, kabe, one chance, the dealer) ranks the discards
// that dealt in, on the shared Houou logs. Every discard made while an opponent threatens (in
// riichi; or an open hand tileDanger counts as a threat) is one case per threat: its danger
// against that threat, and whether the discard dealt in to it. AUC (the chance that a deal-in
// ranks above a safe discard; ties count half) beside two simple rules: genbutsu (0 for the
// threat's own discards, 1 else) and suji-or-genbutsu. Writes results/deal-in-danger.md.
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/deal-in-danger.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tileDanger } from '@mjkit/bots';
import type { Seat } from '@mjkit/core';
import { replay } from '@mjkit/record';
import type { GameLog } from '@mjkit/record';
import { readLogs } from '@mjkit/tenhou/node';
import { meanInterval, resultsDir } from './harness.js';
import { dataDir } from './log-points.js';
import { progressBar } from './progress.js';

const SETS = ['mjlog-xml/phoenix-2020-agony5757/4p-hanchan-00a9', 'mjlog-xml/phoenix-2022-mjx'];

interface Case {
  readonly game: number;
  readonly riichi: boolean;
  readonly danger: number;
  readonly genbutsu: boolean;
  readonly suji: boolean;
  readonly dealtIn: boolean;
}

/** Whether a number kind is suji-safe against a river: a kind 3 away on each side it has discarded (terminals: the one side). */
function sujiSafe(kind: number, river: ReadonlySet<number>): boolean {
  if (kind >= 27) return false;
  const n = kind % 9;
  const below = n >= 3 ? river.has(kind - 3) : true;
  const above = n <= 5 ? river.has(kind + 3) : true;
  return below && above && (n >= 3 || n <= 5);
}

/** The cases of one game. */
function casesOf(log: GameLog, game: number, out: Case[]): void {
  for (const p of replay(log)) {
    if (p.kind !== 'draw' || p.action.type !== 'discard') continue;
    const view = p.view();
    const map = tileDanger(view);
    if (map.threats.length === 0) continue;
    const tile = p.action.tile;
    const kind = tile >> 2;
    // did this discard deal in, and to whom: the win events right after it
    const events = log.rounds[p.roundIndex]!.events;
    let at = p.eventIndex + 1;
    while (at < events.length && !(events[at]!.type === 'discard' && (events[at] as { seat: Seat }).seat === p.seat)) at++;
    const winners = new Set<number>();
    for (let i = at + 1; i < events.length; i++) {
      const e = events[i]!;
      if (e.type === 'win' && e.from === p.seat) winners.add(e.seat);
      else if (e.type !== 'riichi-accepted' && e.type !== 'dora') break;
    }
    for (const t of map.threats) {
      const river = new Set((view.rivers[t.seat] ?? []).map((r) => r.tile >> 2));
      // tileDanger's own share for this threat is not kept apart: its per-kind maximum over
      // threats of the same kind (riichi / open) is the bot's view of the tile
      const danger = (t.riichi ? map.riichi : map.open)[kind]!;
      out.push({ game, riichi: t.riichi, danger, genbutsu: river.has(kind), suji: river.has(kind) || sujiSafe(kind, river), dealtIn: winners.has(t.seat) });
    }
  }
}

/** AUC of a score (higher = more dangerous) over cases: ties count half. */
function auc(cases: readonly Case[], score: (c: Case) => number): number {
  const pos = cases.filter((c) => c.dealtIn).map(score);
  const neg = cases.filter((c) => !c.dealtIn).map(score);
  if (pos.length === 0 || neg.length === 0) return NaN;
  const all = [...pos.map((s) => ({ s, p: 1 })), ...neg.map((s) => ({ s, p: 0 }))].sort((a, b) => a.s - b.s);
  // rank sum with average ranks for ties
  let rankSum = 0;
  for (let i = 0; i < all.length; ) {
    let j = i;
    while (j < all.length && all[j]!.s === all[i]!.s) j++;
    const avg = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) if (all[k]!.p === 1) rankSum += avg;
    i = j;
  }
  return (rankSum - (pos.length * (pos.length + 1)) / 2) / (pos.length * neg.length);
}

const started = performance.now();
const cases: Case[] = [];
let games = 0;
const files = SETS.map((s) => join(dataDir(), 'tenhou', s));
for (const r of readLogs(files)) {
  for (const log of r.games) {
    if (log.players !== 4) continue;
    casesOf(log, games++, cases);
    progressBar(games, 758, started, 'games');
  }
}
process.stderr.write('\n');

// intervals: the AUC over 5 folds of games (games split by index), mean and 95% t interval
const folds = 5;
let md = `# The hand-set tile danger as a deal-in ranking (issue 33's baseline)

Command: \`cd bench && node --conditions=@mjkit/source --import tsx src/deal-in-danger.ts\` (${(((performance.now() - started) / 1000) | 0)} s, one core).

Data: ${games} four-player Houou hanchan of the shared logs (${SETS.join(', ')}). A case is a discard made while an opponent
threatens as \`tileDanger\` of @mjkit/bots sees it (in riichi; or an open hand with 2 valuable or 3 calls), one per threat:
the discard's danger against threats of that kind, and whether it dealt in to that threat. AUC: the chance that a
deal-in ranks above a safe discard (ties half); 0.5 is no information. Mean over ${folds} folds of games with a 95% t
interval. The rules: **genbutsu** (the threat's own discards safe, all else alike), **suji or genbutsu**.

| threats | cases | deal-ins | deal-in rate | tileDanger AUC | genbutsu AUC | suji or genbutsu AUC |
|---|---:|---:|---:|---|---|---|
`;
const f = (x: { mean: number; low: number; high: number } | null) => (x === null ? '—' : `${x.mean.toFixed(3)} [${x.low.toFixed(3)}, ${x.high.toFixed(3)}]`);
for (const [name, pick] of [['riichi', (c: Case) => c.riichi], ['open hands', (c: Case) => !c.riichi]] as const) {
  const set = cases.filter(pick);
  const byFold = (score: (c: Case) => number) => meanInterval(Array.from({ length: folds }, (_, k) => auc(set.filter((c) => c.game % folds === k), score)));
  const dealIns = set.filter((c) => c.dealtIn).length;
  md += `| ${name} | ${set.length.toLocaleString('en')} | ${dealIns.toLocaleString('en')} | ${((100 * dealIns) / set.length).toFixed(2)}% | ${f(byFold((c) => c.danger))} | ${f(byFold((c) => (c.genbutsu ? 0 : 1)))} | ${f(byFold((c) => (c.suji ? 0 : 1)))} |\n`;
}
writeFileSync(join(resultsDir, 'deal-in-danger.md'), md);
console.log(md);
