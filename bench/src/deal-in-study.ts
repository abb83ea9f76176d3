// The riichi cases of the deal-in studies (deal-in-features.ts on the Houou logs, deal-in-bots.ts
// on bots' games), and how a model of them is judged: every discard against an opponent in
// riichi that was not passed after its riichi (those the bot weighs 0 by rule), with the shipped
// features and the candidates of deal-in-candidates.ts; each model fitted on the training games
// and tested on the others, and fitted on 5 folds of all the games (each case predicted by the
// fit that did not see its game), with the AUC on the live kinds (not in the riichi hand's river)
// and 95% intervals from 200 bootstrap resamples of the games. Beside them, the classical
// baseline: the hand-set tileDanger, calibrated as the bots' `dealIn: 'tile-danger'` is.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DEAL_IN_FEATURE_COUNT, dealInFeatures, tileDanger } from '@mjkit/bots';
import { createRng } from '@mjkit/core';
import type { Seat } from '@mjkit/core';
import { playGame } from '@mjkit/game';
import type { GameLog } from '@mjkit/record';
import { E, candidates, columns } from './deal-in-candidates.js';
import type { Group } from './deal-in-candidates.js';
import { fitBoosted } from './boosted-trees.js';
import type { BoostOptions } from './boosted-trees.js';
import { variantAgent } from './evaluator-variants.js';
import { writeWhole } from './harness.js';
import { playGames, savedRun } from './progress.js';
import { forEachDiscardUnderRiichi, liveAgainst } from './houou-hanchan.js';
import { auc, fitLogistic, logistic, logLoss, pickRows } from './logistic.js';
import type { PickedRows } from './logistic.js';

const F = DEAL_IN_FEATURE_COUNT;
/** One bot game's riichi cases, as a per-game run's worker sends them. */
export interface BotGameCases {
  readonly game: number;
  readonly x: number[];
  readonly y: number[];
  readonly live: boolean[];
}

/**
 * Game `game`'s riichi cases on bots' games: four evaluator-legacy on the wall `deal-in-bots/GAME`
 * (not the arena's); games 5k + 4 are the test's (set 1).
 */
export function botGameCases(game: number): BotGameCases {
  const result = playGame([0, 1, 2, 3].map(() => variantAgent('evaluator-legacy')), { seed: `deal-in-bots/${game}` });
  if (result.illegal.length > 0) throw new Error(`game ${game}: an illegal answer`);
  const c = emptyCases();
  addRiichiCases(c, result.log, game, game % 5 === 4 ? 1 : 0);
  return { game, x: c.x.map((v) => Math.round(v * 1e6) / 1e6), y: c.y, live: c.live };
}

/**
 * The main process of a per-game run of bot games' riichi cases (deal-in-bots.ts, deal-in-curve.ts):
 * plays games 0 to `games` − 1 that `work` does not hold yet on the workers of `script` (the caller's
 * module URL, whose worker copies run `playShare` with {@link botGameCases}), with a progress bar,
 * saving to `work` every 30 s (resumed with `--resume`; `same` compares the saved run's command).
 * Returns the cases of games 0 to `games` − 1 in game order, how many games, and the seconds of play
 * over every run that added games.
 */
export async function botCasesRun(script: string, args: readonly string[], games: number, work: string, command: string, same?: (a: string, b: string) => boolean): Promise<{ cases: RiichiCases; games: number; playSeconds: number }> {
  mkdirSync(dirname(work), { recursive: true });
  const byGame = new Map<number, BotGameCases>();
  const saved = savedRun<{ command: string; games: BotGameCases[]; playSeconds?: number }>(work, command, args, same);
  for (const g of saved?.games ?? []) if (g.game < games) byGame.set(g.game, g);
  const started = performance.now();
  const playedBefore = saved?.playSeconds ?? 0;
  const played = () => playedBefore + (performance.now() - started) / 1000;
  const save = () => writeWhole(work, `${JSON.stringify({ command, playSeconds: Math.round(played()), games: [...byGame.values()].sort((a, b) => a.game - b.game) })}\n`);
  const added = await playGames<BotGameCases>(script, args, games, byGame.keys(), (m) => byGame.set(m.game, m), save);
  const cases = emptyCases();
  for (const g of [...byGame.values()].sort((a, b) => a.game - b.game)) {
    cases.x.push(...g.x);
    cases.y.push(...g.y);
    cases.live.push(...g.live);
    for (let i = 0; i < g.y.length; i++) {
      cases.game.push(g.game);
      cases.set.push(g.game % 5 === 4 ? 1 : 0);
    }
  }
  if (cases.x.length !== cases.y.length * STRIDE) throw new Error(`the saved cases do not fit the columns: move ${work} away and run again`);
  return { cases, games: byGame.size, playSeconds: added > 0 ? played() : playedBefore };
}

/** Columns of a case: the shipped features, then the candidates. */
export const D = F + E;
/** The column after them: tileDanger's danger against a riichi (its `riichi` map: the largest over the hands in riichi) / 100. */
export const DANGER = D;
/** Numbers per case. */
export const STRIDE = D + 1;

/** The riichi cases, column by column. */
export interface RiichiCases {
  /** STRIDE numbers per case. */
  readonly x: number[];
  readonly y: number[];
  /** 0 a training game, 1 a test game. */
  readonly set: number[];
  readonly game: number[];
  /** The kind was not in the riichi hand's river. */
  readonly live: boolean[];
}

/** No cases yet. */
export function emptyCases(): RiichiCases {
  return { x: [], y: [], set: [], game: [], live: [] };
}

/** How many cases are in `set` (0 training, 1 test), and of those, with `live`, how many on live kinds. */
export function countCases(cases: RiichiCases, set: number, live = false): number {
  return cases.y.filter((_, i) => cases.set[i] === set && (!live || cases.live[i])).length;
}

const base = new Float32Array(34 * F);
const extra = new Float64Array(34 * E);

/** Adds the riichi cases of `log` (numbered `game`, in `set`) to `cases`. */
export function addRiichiCases(cases: RiichiCases, log: GameLog, game: number, set: number): void {
  forEachDiscardUnderRiichi(log, (discard) => {
    const { view, kind, winners, passed } = discard;
    let danger: number | undefined;
    for (let s = 0; s < view.players; s++) {
      if (s === view.seat || !view.riichi[s] || passed[s]!.has(kind)) continue;
      const seat = s as Seat;
      danger ??= tileDanger(view, passed).riichi[kind]! / 100;
      dealInFeatures(view, seat, base, passed[s]);
      candidates(view, seat, passed[s]!, extra);
      for (let j = 0; j < F; j++) cases.x.push(base[kind * F + j]!);
      for (let j = 0; j < E; j++) cases.x.push(extra[kind * E + j]!);
      cases.x.push(danger);
      cases.y.push(winners.has(s) ? 1 : 0);
      cases.set.push(set);
      cases.game.push(game);
      cases.live.push(liveAgainst(discard, s));
    }
  });
}

/** The cases `pick` takes, in the columns `cols`: what a {@link Fit} learns from or predicts. */
export function rowsOf(cases: RiichiCases, pick: (i: number) => boolean, cols: readonly number[]): PickedRows {
  const row = (i: number, x: Float64Array, at: number) => cols.forEach((c, j) => (x[at + j] = cases.x[i * STRIDE + c]!));
  return pickRows(cases.y.length, pick, cols.length, row, (i) => cases.y[i]!);
}

/** A way to fit: from the training rows, a predictor of row r of a matrix in the same columns. */
export type Fit = (train: PickedRows) => (x: Float64Array, r: number) => number;
/** The shipped model's way: an L2 logistic regression, λ = 1. */
export const logisticFit: Fit = (train) => {
  const w = fitLogistic(train, 1);
  return (x, r) => logistic(w, x, r * train.d);
};

/** A small multilayer perceptron (one tanh layer of `h` units, a sigmoid out), fitted by Adam on the log loss with L2 `decay`; inputs standardised. */
export const mlpFit = (h: number, seed: string): Fit => (train) => fitMlp(train, h, seed);

/** Gradient-boosted trees (boosted-trees.ts), with its defaults unless `options` says otherwise. */
export const boostedFit = (options: Partial<BoostOptions> = {}): Fit => (train) => fitBoosted(train, options);

function fitMlp(rows: PickedRows, h: number, seed: string, epochs = 40, decay = 1e-4) {
  const { x, y, d, n } = rows;
  const mean = new Float64Array(d);
  const sd = new Float64Array(d);
  for (let r = 0; r < n; r++) for (let j = 0; j < d; j++) mean[j]! += x[r * d + j]! / n;
  for (let r = 0; r < n; r++) for (let j = 0; j < d; j++) sd[j]! += (x[r * d + j]! - mean[j]!) ** 2 / n;
  for (let j = 0; j < d; j++) sd[j] = Math.sqrt(sd[j]!) || 1;
  const rng = createRng(seed);
  const gauss = () => {
    const u = (rng.nextUint32() + 1) / 4294967297;
    const v = rng.nextUint32() / 4294967296;
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  const P = h * (d + 1) + h + 1;
  const w = new Float64Array(P);
  for (let i = 0; i < h * (d + 1); i++) w[i] = gauss() / Math.sqrt(d);
  for (let i = h * (d + 1); i < P - 1; i++) w[i] = gauss() / Math.sqrt(h);
  const rate = y.reduce((a, b) => a + b, 0) / n;
  w[P - 1] = Math.log(rate / (1 - rate));
  const m1 = new Float64Array(P);
  const m2 = new Float64Array(P);
  const g = new Float64Array(P);
  const hidden = new Float64Array(h);
  const z = new Float64Array(d);
  const forward = (rx: Float64Array, r: number) => {
    for (let j = 0; j < d; j++) z[j] = (rx[r * d + j]! - mean[j]!) / sd[j]!;
    let out = w[P - 1]!;
    for (let k = 0; k < h; k++) {
      let a = w[k * (d + 1) + d]!;
      for (let j = 0; j < d; j++) a += w[k * (d + 1) + j]! * z[j]!;
      hidden[k] = Math.tanh(a);
      out += w[h * (d + 1) + k]! * hidden[k]!;
    }
    return 1 / (1 + Math.exp(-out));
  };
  const order = Array.from({ length: n }, (_, i) => i);
  let t = 0;
  const batch = 256;
  for (let epoch = 0; epoch < epochs; epoch++) {
    rng.shuffle(order);
    for (let b = 0; b < n; b += batch) {
      g.fill(0);
      const end = Math.min(n, b + batch);
      for (let i = b; i < end; i++) {
        const r = order[i]!;
        const e = forward(x, r) - y[r]!;
        g[P - 1]! += e;
        for (let k = 0; k < h; k++) {
          g[h * (d + 1) + k]! += e * hidden[k]!;
          const back = e * w[h * (d + 1) + k]! * (1 - hidden[k]! ** 2);
          for (let j = 0; j < d; j++) g[k * (d + 1) + j]! += back * z[j]!;
          g[k * (d + 1) + d]! += back;
        }
      }
      t++;
      for (let i = 0; i < P; i++) {
        const gi = g[i]! / (end - b) + decay * w[i]!;
        m1[i] = 0.9 * m1[i]! + 0.1 * gi;
        m2[i] = 0.999 * m2[i]! + 0.001 * gi * gi;
        w[i]! -= (0.003 * (m1[i]! / (1 - 0.9 ** t))) / (Math.sqrt(m2[i]! / (1 - 0.999 ** t)) + 1e-8);
      }
    }
  }
  return forward;
}

/** How one model did. */
export interface StudyResult {
  readonly name: string;
  readonly d: number;
  readonly loss: number;
  readonly auc: number;
  readonly live: number;
  readonly liveInterval: readonly [number, number];
  readonly cvLive: number;
  readonly cvLiveInterval: readonly [number, number];
}

/** A model to judge: its name, candidate groups beside the shipped features (or its own columns), and its way to fit. */
export interface Variant {
  readonly name: string;
  readonly groups: readonly Group[];
  /** Instead of the shipped features and the groups: these columns (e.g. `[0, DANGER]`: the bias and tileDanger). */
  readonly cols?: readonly number[];
  readonly fit?: Fit;
  /** The training cases it is fitted on (by case index); default every case of the training games. */
  readonly train?: (i: number) => boolean;
}

/** The 2.5% and 97.5% quantiles. */
function interval(xs: number[]): [number, number] {
  const s = [...xs].sort((a, b) => a - b);
  return [s[Math.floor(0.025 * s.length)]!, s[Math.ceil(0.975 * s.length) - 1]!];
}

/**
 * Judges each variant on `cases` (see the module's header); `seed` names the bootstrap. A line on
 * stderr per variant. Without `folds` the 5 folds of all games are not fitted (their figures NaN).
 */
export function study(cases: RiichiCases, variants: readonly Variant[], seed: string, { folds = true }: { readonly folds?: boolean } = {}): StudyResult[] {
  const n = cases.y.length;
  const rng = createRng(seed);
  const resample = (games: number[]) =>
    Array.from({ length: 200 }, () => {
      const weight = new Map<number, number>();
      for (let j = 0; j < games.length; j++) {
        const g = games[rng.nextInt(games.length)]!;
        weight.set(g, (weight.get(g) ?? 0) + 1);
      }
      return weight;
    });
  const testResamples = resample([...new Set(cases.game.filter((_, i) => cases.set[i] === 1))]);
  // the folds' resamples, drawn after the test's, so that skipping them changes no other figure
  const allResamples = folds ? resample([...new Set(cases.game)]) : [];
  /** The live AUC of predictions `p` (by case) over the cases `at`, each game counted as `weights` says, or once. */
  const liveAucOf = (p: Map<number, number>, at: number[], weights?: Map<number, number>) => {
    const pp: number[] = [];
    const yy: number[] = [];
    for (const i of at) {
      const times = weights ? (weights.get(cases.game[i]!) ?? 0) : 1;
      for (let t = 0; t < times; t++) {
        pp.push(p.get(i)!);
        yy.push(cases.y[i]!);
      }
    }
    return auc(pp, yy);
  };
  return variants.map(({ name, groups, cols = columns(groups), fit = logisticFit, train = () => true }) => {
    const predict = fit(rowsOf(cases, (i) => cases.set[i] === 0 && train(i), cols));
    const test = rowsOf(cases, (i) => cases.set[i] === 1, cols);
    const p = new Map(test.idx.map((i, r) => [i, predict(test.x, r)]));
    const liveAt = test.idx.filter((i) => cases.live[i]);
    const cv = new Map<number, number>();
    for (let k = 0; k < (folds ? 5 : 0); k++) {
      const pr = fit(rowsOf(cases, (i) => cases.game[i]! % 5 !== k, cols));
      const held = rowsOf(cases, (i) => cases.game[i]! % 5 === k, cols);
      held.idx.forEach((i, r) => cv.set(i, pr(held.x, r)));
    }
    const cvAt = folds ? Array.from({ length: n }, (_, i) => i).filter((i) => cases.live[i]) : [];
    const r: StudyResult = {
      name,
      d: cols.length,
      loss: logLoss([...p.values()], test.y),
      auc: auc([...p.values()], test.y),
      live: liveAucOf(p, liveAt),
      liveInterval: interval(testResamples.map((w) => liveAucOf(p, liveAt, w))),
      cvLive: folds ? liveAucOf(cv, cvAt) : NaN,
      cvLiveInterval: folds ? interval(allResamples.map((w) => liveAucOf(cv, cvAt, w))) : [NaN, NaN],
    };
    process.stderr.write(`${name}: live AUC ${r.live.toFixed(3)}${folds ? `, cross-validated ${r.cvLive.toFixed(3)}` : ''}\n`);
    return r;
  });
}

/** The results as a markdown table; `test` names the test games. */
export function studyTable(results: readonly StudyResult[], test: string): string {
  const f3 = (x: number) => x.toFixed(3);
  return `| model | columns | ${test}: log loss | AUC | live AUC [95%] | 5 folds of all games: live AUC [95%] |
|---|---:|---|---|---|---|
${results.map((r) => `| ${r.name} | ${r.d} | ${r.loss.toFixed(4)} | ${f3(r.auc)} | ${f3(r.live)} [${f3(r.liveInterval[0])}, ${f3(r.liveInterval[1])}] | ${f3(r.cvLive)} [${f3(r.cvLiveInterval[0])}, ${f3(r.cvLiveInterval[1])}] |`).join('\n')}`;
}
