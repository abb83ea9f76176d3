// Trains the deal-in model that @mjkit/bots ships (`dealInRisk`) and measures it against the
// hand-set `tileDanger` it replaces. A case is one discard against one opponent: the features of
// `dealInFeatures` for the discarded kind, the opponent's situation (riichi, open melds, closed),
// and whether the discard dealt in to that opponent. One logistic regression per situation.
//
// 1. Cross-validation over all 758 Houou hanchan (5 folds of games, 95% t intervals): log loss
//    and AUC of the model beside the base rate and beside tileDanger calibrated (a logistic of its
//    score fitted on the training folds, per threat kind), on the discards tileDanger defends
//    against (riichi threats, open-hand threats) and on every opponent.
// 2. The shipped model: trained on the 647 hanchan of 2020, tested on the 111 of 2022 it never saw.
//    Writes packages/bots/weights/deal-in.bin and src/deal-in-weights.ts, and results/deal-in-model.md.
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/deal-in-train.ts
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEAL_IN_FEATURES, DEAL_IN_FEATURE_COUNT, dealInFeatures, dealInSituation, encodeDealInModel, tileDanger } from '@mjkit/bots';
import type { Seat } from '@mjkit/core';
import { replay } from '@mjkit/record';
import type { GameLog } from '@mjkit/record';
import { meanInterval, resultsDir, writeWhole } from './harness.js';
import { HANCHAN_SETS, forEachHououGame, passedAfterRiichi, winnersOnDiscard } from './houou-hanchan.js';
import { dataDir } from './log-points.js';
import { auc, fitLogistic, logistic, logLoss, pickRows } from './logistic.js';
import type { PickedRows } from './logistic.js';
import { progressBar } from './progress.js';

const F = DEAL_IN_FEATURE_COUNT;
const LAMBDA = 1;
const SITUATIONS = ['riichi', 'open melds', 'closed'] as const;
const command = 'node --conditions=@mjkit/source --import tsx src/deal-in-train.ts';

if (!existsSync(join(dataDir(), 'tenhou'))) {
  console.error(`no log data at ${join(dataDir(), 'tenhou')} (set MJKIT_DATA)`);
  process.exit(2);
}

/** The cases, column by column (grown as the games are read). */
class Cases {
  n = 0;
  x = new Float32Array(1 << 20);
  y = new Uint8Array(1 << 16);
  game = new Int32Array(1 << 16);
  set = new Uint8Array(1 << 16);
  situation = new Uint8Array(1 << 16);
  /** tileDanger's view: 0 not a threat, 1 a riichi threat, 2 an open-hand threat; and its score. */
  threat = new Uint8Array(1 << 16);
  danger = new Float32Array(1 << 16);
  /** 1 when the opponent is in riichi and the kind was discarded after its riichi: it cannot deal in (see `passedAfterRiichi`). */
  passed = new Uint8Array(1 << 16);
  push(row: Float32Array, at: number, y: number, game: number, set: number, situation: number, threat: number, danger: number, passed: number): void {
    if (this.n === this.y.length) {
      const grow = <T extends Float32Array | Uint8Array | Int32Array>(a: T, size: number): T => {
        const b = new (a.constructor as new (n: number) => T)(size);
        b.set(a);
        return b;
      };
      const size = this.y.length * 2;
      this.y = grow(this.y, size);
      this.game = grow(this.game, size);
      this.set = grow(this.set, size);
      this.situation = grow(this.situation, size);
      this.threat = grow(this.threat, size);
      this.danger = grow(this.danger, size);
      this.passed = grow(this.passed, size);
    }
    if ((this.n + 1) * F > this.x.length) {
      const b = new Float32Array(this.x.length * 2);
      b.set(this.x);
      this.x = b;
    }
    this.x.set(row.subarray(at, at + F), this.n * F);
    this.y[this.n] = y;
    this.game[this.n] = game;
    this.set[this.n] = set;
    this.situation[this.n] = situation;
    this.threat[this.n] = threat;
    this.danger[this.n] = danger;
    this.passed[this.n] = passed;
    this.n++;
  }
  /** The rows whose index passes `pick`, as fitting rows (features `cols`, default all). */
  rows(pick: (i: number) => boolean, cols?: (i: number) => ArrayLike<number>): PickedRows {
    const d = cols ? cols(0).length : F;
    const row = (i: number, x: Float64Array, at: number) => x.set(cols ? cols(i) : this.x.subarray(i * F, i * F + F), at);
    return pickRows(this.n, pick, d, row, (i) => this.y[i]!);
  }
}

const cases = new Cases();
const features = new Float32Array(34 * F);

function casesOf(log: GameLog, game: number, set: number): void {
  for (const p of replay(log)) {
    if (p.kind !== 'draw' || p.action.type !== 'discard') continue;
    const view = p.view();
    const kind = p.action.tile >> 2;
    const winners = winnersOnDiscard(log, p);
    const passed = passedAfterRiichi(log, p);
    const map = tileDanger(view, passed);
    for (let s = 0; s < view.players; s++) {
      if (s === view.seat) continue;
      const seat = s as Seat;
      dealInFeatures(view, seat, features, passed[s]);
      const t = map.threats.find((x) => x.seat === seat);
      const threat = t === undefined ? 0 : t.riichi ? 1 : 2;
      const danger = t === undefined ? 0 : (t.riichi ? map.riichi : map.open)[kind]!;
      cases.push(features, kind * F, winners.has(s) ? 1 : 0, game, set, dealInSituation(view, seat), threat, danger, view.riichi[s] && passed[s]!.has(kind) ? 1 : 0);
    }
  }
}

const started = performance.now();
const games = forEachHououGame(casesOf, started);
const readSeconds = (performance.now() - started) / 1000;

/** One model per situation, fitted on the cases `train` picks. */
function fitModel(train: (i: number) => boolean): Float32Array {
  const w = new Float32Array(3 * F);
  // a passed kind is weighed at 0 by rule: the model learns the others
  for (let s = 0; s < 3; s++) w.set(fitLogistic(cases.rows((i) => train(i) && cases.situation[i] === s && cases.passed[i] === 0), LAMBDA), s * F);
  return w;
}
const modelP = (w: Float32Array, i: number) => (cases.passed[i] ? 0 : logistic(w.subarray(cases.situation[i]! * F, cases.situation[i]! * F + F), cases.x, i * F));

/** tileDanger calibrated: per threat kind, a logistic of [1, danger / 100]; the base rate for non-threats. */
function fitCalibrated(train: (i: number) => boolean) {
  const col = (i: number) => [1, cases.danger[i]! / 100];
  const riichi = fitLogistic(cases.rows((i) => train(i) && cases.threat[i] === 1, col), 0);
  const open = fitLogistic(cases.rows((i) => train(i) && cases.threat[i] === 2, col), 0);
  const none = cases.rows((i) => train(i) && cases.threat[i] === 0);
  const rate = none.y.reduce((a, b) => a + b, 0) / none.n;
  return Object.assign((i: number) => (cases.threat[i] === 0 ? rate : logistic(cases.threat[i] === 1 ? riichi : open, col(i))), { riichi, open, rate });
}

interface Group {
  readonly name: string;
  readonly pick: (i: number) => boolean;
}
const GROUPS: Group[] = [
  { name: 'riichi threats (tileDanger)', pick: (i) => cases.threat[i] === 1 },
  { name: 'open-hand threats (tileDanger)', pick: (i) => cases.threat[i] === 2 },
  { name: 'every opponent', pick: () => true },
  ...SITUATIONS.map((name, s) => ({ name: `situation: ${name}`, pick: (i: number) => cases.situation[i] === s })),
];
interface Measures {
  cases: number;
  dealIns: number;
  base: number;
  cal: number;
  calAuc: number;
  model: number;
  modelAuc: number;
}
function measure(test: (i: number) => boolean, train: (i: number) => boolean, w: Float32Array, cal: (i: number) => number): Measures[] {
  return GROUPS.map((g) => {
    const idx: number[] = [];
    let trainPos = 0;
    let trainN = 0;
    for (let i = 0; i < cases.n; i++) {
      if (!g.pick(i)) continue;
      if (test(i)) idx.push(i);
      else if (train(i)) {
        trainN++;
        trainPos += cases.y[i]!;
      }
    }
    const y = idx.map((i) => cases.y[i]!);
    const rate = trainPos / trainN;
    const pm = idx.map((i) => modelP(w, i));
    const pc = idx.map(cal);
    return { cases: idx.length, dealIns: y.reduce((a, b) => a + b, 0), base: logLoss(idx.map(() => rate), y), cal: logLoss(pc, y), calAuc: auc(pc, y), model: logLoss(pm, y), modelAuc: auc(pm, y) };
  });
}

// 1. cross-validation over all games
const folds = 5;
const perFold: Measures[][] = [];
for (let k = 0; k < folds; k++) {
  const test = (i: number) => cases.game[i]! % folds === k;
  const train = (i: number) => !test(i);
  const w = fitModel(train);
  perFold.push(measure(test, train, w, fitCalibrated(train)));
  progressBar(k + 1, folds, started, 'folds');
}
process.stderr.write('\n');

// 2. the shipped model: 2020 → 2022
const train2020 = (i: number) => cases.set[i] === 0;
const test2022 = (i: number) => cases.set[i] === 1;
const shipped = fitModel(train2020);
const calibrated2020 = fitCalibrated(train2020);
const held = measure(test2022, train2020, shipped, calibrated2020);
const trainGames = new Set(Array.from({ length: cases.n }, (_, i) => i).filter(train2020).map((i) => cases.game[i]!)).size;
const testGames = games - trainGames;

const f4 = (x: number) => x.toFixed(4);
const iv = (xs: number[], d = 4) => {
  const m = meanInterval(xs)!;
  return `${m.mean.toFixed(d)} [${m.low.toFixed(d)}, ${m.high.toFixed(d)}]`;
};
const cvSummary: Record<string, unknown> = {};
let md = `# The learned deal-in model against the hand-set tile danger (issue 33)

Command: \`cd bench && ${command}\` (${((performance.now() - started) / 1000).toFixed(0)} s, one core; reading the logs ${readSeconds.toFixed(0)} s).

Data: ${games} four-player Houou hanchan of the shared logs (${HANCHAN_SETS.join(', ')}). A case is one discard against one opponent
(${cases.n.toLocaleString('en')} cases): the ${F - 1} features of \`dealInFeatures\` for the discarded kind (${DEAL_IN_FEATURES.slice(1).join('; ')}),
and whether it dealt in to that opponent. The model (\`dealInRisk\` of @mjkit/bots): a logistic regression per situation of the
opponent (in riichi; with open melds; closed and silent), L2 λ = ${LAMBDA}, Newton's method. A kind discarded by anyone after
an opponent's riichi cannot deal in to it (the riichi hand passed it, so it does not wait on it or is furiten for good): the
bot weighs such a kind at 0 whatever the model says, the model is fitted on the other cases, and its figures here count those
kinds at 0 (${Array.from({ length: cases.n }, (_, i) => i).filter((i) => cases.passed[i]).length.toLocaleString('en')} cases, of which ${Array.from({ length: cases.n }, (_, i) => i).filter((i) => cases.passed[i] && cases.y[i]).length} dealt in). tileDanger counts them as genbutsu (its \`safe\`), as the bot gives them.

Beside it: the **base rate** of the training games, and **tileDanger calibrated**: a logistic of the hand-set score of
@mjkit/bots' \`tileDanger\` fitted on the training games, per threat kind (riichi; open hands it counts as threats), the base rate for
opponents it does not defend against. AUC for tileDanger is of the calibrated probability: within a threat kind the order of its own score.

## Cross-validated: 5 folds of games, mean [95% t interval]

| cases | n (all folds) | deal-ins | base-rate log loss | tileDanger calibrated log loss | tileDanger AUC | model log loss | model AUC | model − calibrated log loss |
|---|---:|---:|---|---|---|---|---|---|
`;
GROUPS.forEach((g, j) => {
  const ms = perFold.map((m) => m[j]!);
  const n = ms.reduce((a, m) => a + m.cases, 0);
  const d = ms.reduce((a, m) => a + m.dealIns, 0);
  cvSummary[g.name] = { cases: n, dealIns: d, base: meanInterval(ms.map((m) => m.base))!.mean, calibrated: meanInterval(ms.map((m) => m.cal))!.mean, model: meanInterval(ms.map((m) => m.model))!.mean, tileDangerAuc: meanInterval(ms.map((m) => m.calAuc))!.mean, modelAuc: meanInterval(ms.map((m) => m.modelAuc))!.mean };
  md += `| ${g.name} | ${n.toLocaleString('en')} | ${d.toLocaleString('en')} | ${iv(ms.map((m) => m.base))} | ${iv(ms.map((m) => m.cal))} | ${iv(ms.map((m) => m.calAuc), 3)} | ${iv(ms.map((m) => m.model))} | ${iv(ms.map((m) => m.modelAuc), 3)} | ${iv(ms.map((m) => m.model - m.cal))} |\n`;
});
md += `
## The shipped model: trained on the ${trainGames} hanchan of 2020, tested on the ${testGames} of 2022

| cases | n | deal-ins | base-rate log loss | tileDanger calibrated log loss | tileDanger AUC | model log loss | model AUC |
|---|---:|---:|---|---|---|---|---|
`;
const testSummary: Record<string, unknown> = {};
GROUPS.forEach((g, j) => {
  const m = held[j]!;
  testSummary[g.name] = { cases: m.cases, dealIns: m.dealIns, base: m.base, calibrated: m.cal, model: m.model, tileDangerAuc: m.calAuc, modelAuc: m.modelAuc };
  md += `| ${g.name} | ${m.cases.toLocaleString('en')} | ${m.dealIns} | ${f4(m.base)} | ${f4(m.cal)} | ${m.calAuc.toFixed(3)} | ${f4(m.model)} | ${m.modelAuc.toFixed(3)} |\n`;
});
md += `\ntileDanger calibrated on the 2020 games (the bots' \`dealIn: 'tile-danger'\` option uses these): against riichi p = σ(${calibrated2020.riichi[0]!.toFixed(3)} + ${calibrated2020.riichi[1]!.toFixed(3)} × danger / 100), against an open hand it fears p = σ(${calibrated2020.open[0]!.toFixed(3)} + ${calibrated2020.open[1]!.toFixed(3)} × danger / 100), others ${calibrated2020.rate.toFixed(5)}.\n`;
md += `\nWeights of the shipped model (riichi / open melds / closed):\n\n| feature | riichi | open melds | closed |\n|---|---:|---:|---:|\n`;
DEAL_IN_FEATURES.forEach((name, i) => {
  md += `| ${name} | ${shipped[i]!.toFixed(2)} | ${shipped[F + i]!.toFixed(2)} | ${shipped[2 * F + i]!.toFixed(2)} |\n`;
});

const bytes = encodeDealInModel({
  weights: shipped,
  info: { data: `${trainGames} four-player Houou hanchan of 2020 (shared data: phoenix 2020)`, command, lambda: LAMBDA, cases: Array.from({ length: cases.n }, (_, i) => i).filter(train2020).length, cv: cvSummary, test: { data: `${testGames} hanchan of 2022`, ...testSummary } },
});
const pkg = fileURLToPath(new URL('../../packages/bots', import.meta.url));
mkdirSync(join(pkg, 'weights'), { recursive: true });
writeWhole(join(pkg, 'weights', 'deal-in.bin'), bytes);
writeWhole(
  join(pkg, 'src', 'deal-in-weights.ts'),
  `// Generated by bench/src/deal-in-train.ts from weights/deal-in.bin: do not edit.\n/** @internal The shipped deal-in model's weights file, base64. */\nexport const SHIPPED_DEAL_IN =\n  '${Buffer.from(bytes).toString('base64')}';\n`,
);
writeWhole(join(resultsDir, 'deal-in-model.md'), md);
console.log(md);
