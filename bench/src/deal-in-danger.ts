// The baseline issue 33's learned deal-in model must beat: how well the bots' hand-set tile danger
// (`tileDanger` of @mjkit/bots: genbutsu, suji, kabe, one chance, the dealer) ranks the discards
// that dealt in, on the shared Houou logs. Every discard made while an opponent threatens (in
// riichi; or an open hand tileDanger counts as a threat) is one case per threat: its danger
// against that threat, and whether the discard dealt in to it. AUC (the chance that a deal-in
// ranks above a safe discard; ties count half) beside two simple rules: genbutsu (0 for the
// threat's own discards, 1 else) and suji-or-genbutsu; then a learned prototype (logistic regression on simple
// visible features and the danger itself) against tileDanger calibrated alone, on held-out games.
// Writes results/deal-in-danger.md.
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/deal-in-danger.ts
import { join } from 'node:path';
import { tileDanger } from '@mjkit/bots';
import { doraFromIndicator, unseenOf } from '@mjkit/core';
import { replay } from '@mjkit/record';
import type { GameLog } from '@mjkit/record';
import { meanInterval, resultsDir, writeWhole } from './harness.js';
import { auc as aucOf, fitLogistic, logistic, logLoss as logLossOf } from './logistic.js';
import type { Rows } from './logistic.js';
import { HANCHAN_SETS, forEachHououGame, winnersOnDiscard } from './houou-hanchan.js';

interface Case {
  readonly game: number;
  readonly riichi: boolean;
  readonly danger: number;
  readonly genbutsu: boolean;
  readonly suji: boolean;
  readonly dealtIn: boolean;
  /** What the learned prototype reads (see FEATURES). */
  readonly x: Float64Array;
}

/** The prototype's features, each 0/1 or scaled to about 0–1. */
const FEATURES = ['bias', 'danger/100', 'genbutsu', 'suji', 'half-suji', 'honour', 'terminal', '2 or 8', '3 or 7', '4 or 6', '5', 'unseen 0', 'unseen 1', 'unseen 2', 'dora', 'threat is dealer', 'threat turn/18', 'riichi', 'honour × unseen ≤ 1'] as const;

function featuresOf(danger: number, kind: number, river: ReadonlySet<number>, unseen: number, dora: boolean, dealer: boolean, turn: number, riichi: boolean): Float64Array {
  const n = kind % 9;
  const honour = kind >= 27;
  const genbutsu = river.has(kind);
  const suji = genbutsu || sujiSafe(kind, river);
  const half = !honour && n >= 3 && n <= 5 && (river.has(kind - 3) || river.has(kind + 3));
  const x = new Float64Array(FEATURES.length);
  const v = [1, danger / 100, genbutsu ? 1 : 0, suji ? 1 : 0, half ? 1 : 0, honour ? 1 : 0, !honour && (n === 0 || n === 8) ? 1 : 0, !honour && (n === 1 || n === 7) ? 1 : 0, !honour && (n === 2 || n === 6) ? 1 : 0, !honour && (n === 3 || n === 5) ? 1 : 0, !honour && n === 4 ? 1 : 0, unseen === 0 ? 1 : 0, unseen === 1 ? 1 : 0, unseen === 2 ? 1 : 0, dora ? 1 : 0, dealer ? 1 : 0, Math.min(1, turn / 18), riichi ? 1 : 0, honour && unseen <= 1 ? 1 : 0];
  for (let i = 0; i < v.length; i++) x[i] = v[i]!;
  return x;
}

/** Cases as the rows of a logistic fit, with only the first `keep` features (the rest zero). */
function rowsOf(cases: readonly Case[], keep: number = FEATURES.length): Rows {
  const d = FEATURES.length;
  const x = new Float64Array(cases.length * d);
  cases.forEach((c, r) => x.set(keep === d ? c.x : Float64Array.from(c.x, (v, i) => (i < keep ? v : 0)), r * d));
  return { x, y: Uint8Array.from(cases, (c) => (c.dealtIn ? 1 : 0)), d, n: cases.length };
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
    const winners = winnersOnDiscard(log, p);
    const unseen = unseenOf(view);
    const doraKinds = new Set(view.doraIndicators.map((d) => doraFromIndicator(d >> 2, 4)));
    for (const t of map.threats) {
      const river = new Set((view.rivers[t.seat] ?? []).map((r) => r.tile >> 2));
      const x = featuresOf((t.riichi ? map.riichi : map.open)[kind]!, kind, river, unseen[kind]!, doraKinds.has(kind), t.dealer, view.rivers[t.seat]?.length ?? 0, t.riichi);
      // tileDanger's own share for this threat is not kept apart: its per-kind maximum over
      // threats of the same kind (riichi / open) is the bot's view of the tile
      const danger = (t.riichi ? map.riichi : map.open)[kind]!;
      out.push({ game, riichi: t.riichi, danger, genbutsu: river.has(kind), suji: river.has(kind) || sujiSafe(kind, river), dealtIn: winners.has(t.seat), x });
    }
  }
}

/** AUC of a score (higher = more dangerous) over cases: ties count half. */
const auc = (cases: readonly Case[], score: (c: Case) => number) => aucOf(cases.map(score), cases.map((c) => (c.dealtIn ? 1 : 0)));
const logLoss = (cases: readonly Case[], p: (c: Case) => number) => logLossOf(cases.map(p), cases.map((c) => (c.dealtIn ? 1 : 0)));
const predict = (w: Float64Array, x: Float64Array) => logistic(w, x);

const started = performance.now();
const cases: Case[] = [];
const games = forEachHououGame((log, game) => casesOf(log, game, cases), started);

// intervals: the AUC over 5 folds of games (games split by index), mean and 95% t interval
const folds = 5;
let md = `# The hand-set tile danger as a deal-in ranking (issue 33's baseline)

Command: \`cd bench && node --conditions=@mjkit/source --import tsx src/deal-in-danger.ts\` (${(((performance.now() - started) / 1000) | 0)} s, one core).

Data: ${games} four-player Houou hanchan of the shared logs (${HANCHAN_SETS.join(', ')}). A case is a discard made while an opponent
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

// A learned prototype (issue 33's first step, in this bench only): logistic regression on the
// features above (tileDanger's score among them), trained on four folds of games and tested on
// the fifth, against the base rate and tileDanger's score calibrated alone (a logistic of it).
md += `
## A learned prototype against the calibrated hand-set danger

Logistic regression (L2, λ = 1, Newton's method) on ${FEATURES.length - 1} features (${FEATURES.slice(1).join(', ')}), one model for riichi
and open threats, trained on 4 folds of games and tested on the 5th; beside it **tileDanger calibrated**: the same
regression on its score alone (so both give probabilities), and the **base rate** (each training fold's deal-in rate).
Held-out log loss (lower is better) and AUC, mean over the 5 folds [95% t interval]; paired difference learned − calibrated.

| threats | base-rate log loss | tileDanger calibrated: log loss | AUC | learned: log loss | AUC | learned − calibrated log loss |
|---|---|---|---|---|---|---|
`;
const rows: Record<string, { base: number[]; cal: number[]; calAuc: number[]; learned: number[]; learnedAuc: number[]; diff: number[] }> = { riichi: { base: [], cal: [], calAuc: [], learned: [], learnedAuc: [], diff: [] }, 'open hands': { base: [], cal: [], calAuc: [], learned: [], learnedAuc: [], diff: [] } };
let lastWeights: Float64Array | null = null;
for (let k = 0; k < folds; k++) {
  const train = cases.filter((c) => c.game % folds !== k);
  const test = cases.filter((c) => c.game % folds === k);
  const w = fitLogistic(rowsOf(train));
  lastWeights = w;
  const wc = fitLogistic(rowsOf(train, 2));
  for (const [name, pick] of [['riichi', (c: Case) => c.riichi], ['open hands', (c: Case) => !c.riichi]] as const) {
    const t = test.filter(pick);
    const rate = train.filter(pick).filter((c) => c.dealtIn).length / train.filter(pick).length;
    const row = rows[name]!;
    row.base.push(logLoss(t, () => rate));
    const cal = logLoss(t, (c) => predict(wc, Float64Array.from(c.x, (v, i) => (i <= 1 ? v : 0))));
    const learned = logLoss(t, (c) => predict(w, c.x));
    row.cal.push(cal);
    row.learned.push(learned);
    row.diff.push(learned - cal);
    row.calAuc.push(auc(t, (c) => c.danger));
    row.learnedAuc.push(auc(t, (c) => predict(w, c.x)));
  }
}
const g = (xs: number[]) => f(meanInterval(xs));
const g4 = (xs: number[]) => {
  const m = meanInterval(xs)!;
  return `${m.mean.toFixed(4)} [${m.low.toFixed(4)}, ${m.high.toFixed(4)}]`;
};
for (const [name, row] of Object.entries(rows)) md += `| ${name} | ${g4(row.base)} | ${g4(row.cal)} | ${g(row.calAuc)} | ${g4(row.learned)} | ${g(row.learnedAuc)} | ${g4(row.diff)} |\n`;
if (lastWeights) md += `\nWeights of the last fold's model: ${FEATURES.map((n, i) => `${n} ${lastWeights![i]!.toFixed(2)}`).join(', ')}.\n`;
writeWhole(join(resultsDir, 'deal-in-danger.md'), md);
console.log(md);
