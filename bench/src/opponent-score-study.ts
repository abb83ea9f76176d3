// Hagihara et al.'s study on our Houou logs: the learning curves of Tables 2, 3, 12 and 13 (RMSE
// of ln(points) by number of positions, 10-fold by game, for the linear model, the grouped linear
// model and the perceptron), the dimensions after grouping (Table 5), and the mixed riichi-and-call
// positions with the call features (Table 14), each beside the paper's figures. A size of N means N
// positions drawn at random (seeded) and cross-validated: every model trains on 9/10 of them.
// Jobs run on worker processes, largest first; finished jobs are kept in the JSON, so a run that
// was stopped goes on with --resume. Writes results/opponent-score-study.{md,json}.
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/opponent-score-study.ts [--workers 2] [--resume]
//     [--epochs 100] [--grouping-steps 500] [--models linear,grouped,mlp] [--seed 1] [--extra bots.bin]
// --extra: a positions file of bot games (mjkit arena --out, then mjkit opponent-score extract
// --train-only): all the riichi and all the mixed positions are cross-validated again (linear;
// the perceptron on riichi) with them added to each training fold (never tested).
import { fork } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createRng } from '@mjkit/core';
import { crossValidate } from '@mjkit/opponent-score';
import type { CrossValidation, ModelKind, ScorePosition } from '@mjkit/opponent-score';
import { extractFiles, readPositions } from '@mjkit/opponent-score/node';
import { resultsDir } from './harness.js';
import { dataDir } from './log-points.js';
import { progressBar } from './progress.js';

const { values } = parseArgs({
  options: {
    workers: { type: 'string', default: '2' },
    worker: { type: 'boolean', default: false },
    resume: { type: 'boolean', default: false },
    epochs: { type: 'string', default: '100' },
    'grouping-steps': { type: 'string', default: '500' },
    models: { type: 'string', default: 'linear,grouped,mlp' },
    seed: { type: 'string', default: '1' },
    extra: { type: 'string' },
    // the committed results are of the study's fit (no intercept, 500 gradient steps); `ridge` is the package's default since
    fit: { type: 'string', default: 'study' },
  },
});
const fit = values.fit === 'ridge' ? 'ridge' : 'study';
const epochs = Number(values.epochs);
const groupingSteps = Number(values['grouping-steps']);
const seed = Number(values.seed);
const models = values.models.split(',') as ModelKind[];
const SETS = ['mjlog-xml/phoenix-2020-agony5757/4p-hanchan-00a9', 'mjlog-xml/phoenix-2022-mjx'];

/** One cross-validation: which positions, how many, which model. */
interface Job {
  readonly id: string;
  readonly set: 'riichi' | 'mixed';
  /** Positions drawn (0: all). */
  readonly size: number;
  readonly model: ModelKind;
  /** Adds the --extra bot positions (train-only) to every training fold. */
  readonly bots?: boolean;
}

interface JobResult {
  readonly id: string;
  readonly positions: number;
  readonly cv: CrossValidation;
  readonly seconds: number;
}

/** The study's jobs: riichi positions for all three models, the mixed set for linear and perceptron (the paper groups riichi only). */
function jobs(): Job[] {
  const out: Job[] = [];
  for (const size of [500, 1000, 2000, 0]) for (const model of models) out.push({ id: `riichi-${size || 'all'}-${model}`, set: 'riichi', size, model });
  for (const size of [1000, 3000, 0]) for (const model of models.filter((m) => m !== 'grouped')) out.push({ id: `mixed-${size || 'all'}-${model}`, set: 'mixed', size, model });
  // with bot games: the linear model on both sets, the perceptron on riichi positions (on the
  // mixed set it would take ~40 minutes a fold set more)
  if (values.extra) for (const set of ['riichi', 'mixed'] as const) for (const model of models.filter((m) => m === 'linear' || (m === 'mlp' && set === 'riichi'))) out.push({ id: `${set}-all-${model}+bots`, set, size: 0, model, bots: true });
  return out;
}

/** Relative cost, to order jobs largest first and to draw one progress bar over all of them. */
function cost(j: Job, counts: Record<Job['set'], number>): number {
  const n = j.size || counts[j.set];
  if (j.model === 'mlp') return (n * epochs) / 2000;
  if (j.model === 'grouped') return (n * groupingSteps * 2) / 8000;
  return n / 20000;
}

function load(): { positions: ScorePosition[]; games: number } {
  return extractFiles(SETS.map((s) => join(dataDir(), 'tenhou', s)));
}

function positionsOf(j: Job, all: readonly ScorePosition[], extra: readonly ScorePosition[]): ScorePosition[] {
  const of = (ps: readonly ScorePosition[]) => ps.filter((p) => (j.set === 'riichi' ? p.kind === 'riichi' : p.kind !== 'discard'));
  const set = of(all);
  if (j.bots) return [...set, ...of(extra).map((p) => ({ ...p, trainOnly: true }))];
  if (j.size === 0 || j.size >= set.length) return set;
  // a seeded draw without replacement, kept in log order
  const rng = createRng(seed * 1000 + j.size);
  const order = set.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const k = rng.nextInt(i + 1);
    [order[i], order[k]] = [order[k]!, order[i]!];
  }
  return order
    .slice(0, j.size)
    .sort((a, b) => a - b)
    .map((i) => set[i]!);
}

type ToWorker = { job: Job } | { done: true };
type FromWorker = { ready: true } | { progress: number; id: string } | { result: JobResult };

/** A worker: loads the positions once, then runs each job it is sent. */
function worker(): void {
  const { positions } = load();
  const extra = values.extra ? readPositions(values.extra) : [];
  process.on('message', (m: ToWorker) => {
    if ('done' in m) process.exit(0);
    const j = m.job;
    const ps = positionsOf(j, positions, extra);
    const started = performance.now();
    const cv = crossValidate(ps, {
      model: j.model,
      set: j.set === 'riichi' ? 'riichi' : 'call',
      fit,
      // the study's fit trains every epoch too; the package's default keeps the epoch best on training games
      earlyStop: fit === 'ridge',
      seed,
      folds: 10,
      epochs,
      groupingSteps,
      combinationSteps: groupingSteps,
      onProgress: (what, done, total) => {
        const fold = /^fold (\d+)\/(\d+)/.exec(what);
        if (fold) process.send!({ id: j.id, progress: (Number(fold[1]) - 1 + done / total) / Number(fold[2]) } satisfies FromWorker);
      },
    });
    process.send!({ result: { id: j.id, positions: ps.length, cv, seconds: (performance.now() - started) / 1000 } } satisfies FromWorker);
  });
  process.send!({ ready: true } satisfies FromWorker);
}

const PAPER = {
  linear: { 1000: 0.503546, 10000: 0.47975, 30000: 0.477242, 100000: 0.477086 },
  linear100: { 1000: 0.50923, 10000: 0.48853, 30000: 0.48615, 100000: 0.4856 },
  grouped: { 1000: 0.50561, 10000: 0.48815, 30000: 0.48548, 100000: 0.48526 },
  dims: { 1000: 128, 10000: 132, 30000: 135, 100000: 138 },
  mlp: { 1000: 0.54934, 10000: 0.48306, 30000: 0.36238, 100000: 0.35396 },
};

function report(results: Record<string, JobResult>, counts: Record<Job['set'], number>, games: number, started: number): string {
  const f = (x: number | null | undefined, d = 4) => (x === null || x === undefined ? '—' : x.toFixed(d));
  const r = (id: string) => results[id];
  const sizes = (set: Job['set'], list: number[]) => list.map((s) => [s, s === 0 ? counts[set] : s] as const);
  let md = `# Opponent-score study (Hagihara et al.) on our data\n\n`;
  md += `Command: \`cd bench && node --conditions=@mjkit/source --import tsx src/opponent-score-study.ts --workers ${values.workers} --epochs ${epochs} --grouping-steps ${groupingSteps} --models ${values.models} --seed ${seed}${values.extra ? ` --extra ${values.extra}` : ''}\`\n\n`;
  md += `Data: ${games} four-player Houou hanchan of the shared logs (${SETS.join(', ')}): ${counts.riichi.toLocaleString('en')} riichi positions, ${counts.mixed.toLocaleString('en')} riichi + call positions. `;
  md += `A size of N means N positions drawn at random (seeded) and cross-validated 10-fold by game, so each model trains on about 0.9 N; "all" is every position. `;
  md += `RMSE is of ln(points) (eq. 1) over every held-out position; the baseline says each fold's mean training target. `;
  md += `The paper's sizes are 1,000 to 300,000 positions; ours stop at a few thousand, so the columns meet only at 1,000.\n\n`;
  md += `Linear: eq. 2–3 as written, full-batch gradient descent, 500 steps, λ = 1. Grouped: inside every training fold, ${groupingSteps} grouping steps (§5.3, min count 20) then ${groupingSteps} combination steps (§5.5), each neighbour judged by an inner 10-fold CV of the linear model at 100 steps, then the linear model at 500 steps. `;
  md += `Perceptron: ${'3 × 300'} ReLU, dropout 0.5, Adam (0.001, batch 32), ${epochs} epochs; "best epoch" is the epoch best on the held-out folds (the paper's reading, optimistic), "last" is what a user gets.\n\n`;
  md += `## Riichi positions (Table 1 features): Tables 2, 3, 5, 12, 13\n\n`;
  md += `| positions | baseline | linear | grouped | dims after grouping (combined) | MLP best epoch (epoch) | MLP last epoch |\n|---|---|---|---|---|---|---|\n`;
  for (const [s, n] of sizes('riichi', [500, 1000, 2000, 0])) {
    const key = s || 'all';
    const lin = r(`riichi-${key}-linear`);
    const gr = r(`riichi-${key}-grouped`);
    const mlp = r(`riichi-${key}-mlp`);
    const base = (lin ?? gr ?? mlp)?.cv.baselineRmse;
    md += `| ${s === 0 ? `all (${n.toLocaleString('en')})` : n.toLocaleString('en')} | ${f(base)} | ${f(lin?.cv.rmse)} | ${f(gr?.cv.rmse)} | ${gr ? `${f(gr.cv.dimensions, 1)} (${f(gr.cv.combinations, 1)})` : '—'} | ${mlp ? `${f(mlp.cv.bestEpochRmse)} (${mlp.cv.bestEpoch})` : '—'} | ${f(mlp?.cv.rmse)} |\n`;
  }
  md += `\nThe paper (riichi positions, its Tables 2, 3, 5 and 13; Table 3's "linear" trains 100 steps, Table 2's 500; of 140 dimensions):\n\n`;
  md += `| positions | linear (T2) | linear 100 steps (T3) | grouped (T3) | dims after grouping (T5) | MLP (T13) |\n|---|---|---|---|---|---|\n`;
  for (const n of [1000, 10000, 30000, 100000] as const) md += `| ${n.toLocaleString('en')} | ${PAPER.linear[n]} | ${PAPER.linear100[n]} | ${PAPER.grouped[n]} | ${PAPER.dims[n]} | ${PAPER.mlp[n]} |\n`;
  md += `\n## Riichi and call positions together (Table 6 features): Table 14\n\n`;
  md += `| positions | baseline | linear | MLP best epoch (epoch) | MLP last epoch |\n|---|---|---|---|---|\n`;
  for (const [s, n] of sizes('mixed', [1000, 3000, 0])) {
    const key = s || 'all';
    const lin = r(`mixed-${key}-linear`);
    const mlp = r(`mixed-${key}-mlp`);
    md += `| ${s === 0 ? `all (${n.toLocaleString('en')})` : n.toLocaleString('en')} | ${f((lin ?? mlp)?.cv.baselineRmse)} | ${f(lin?.cv.rmse)} | ${mlp ? `${f(mlp.cv.bestEpochRmse)} (${mlp.cv.bestEpoch})` : '—'} | ${f(mlp?.cv.rmse)} |\n`;
  }
  md += `\nThe paper: MLP 0.60090 on 300,000 call positions (183 dimensions); Mizukami et al.'s model 0.60828 on 59.2 million (26,889 dimensions); Table 9's MLP 3 × 300 on 30,000 call positions 0.70025.\n\n`;
  const botJobs = Object.keys(results).filter((id) => id.endsWith('+bots'));
  if (botJobs.length) {
    md += `## With bot games as train-only extra data\n\n${values.extra ? `Extra positions: \`${values.extra}\`. ` : ''}Every training fold also holds every bot position of the set (never tested); the test folds are the same as above.\n\n`;
    md += `| job | positions trained on (bots among them) | tested | RMSE | without the bots |\n|---|---|---|---|---|\n`;
    for (const id of botJobs.sort()) {
      const b = results[id]!;
      const plain = results[id.replace('+bots', '')];
      md += `| ${id} | ${b.positions.toLocaleString('en')} (${(b.positions - b.cv.positions).toLocaleString('en')}) | ${b.cv.positions.toLocaleString('en')} | ${f(b.cv.rmse)}${b.cv.bestEpochRmse !== null ? ` (best epoch ${f(b.cv.bestEpochRmse)})` : ''} | ${f(plain?.cv.rmse)} |\n`;
    }
    md += '\n';
  }
  md += `## Point-class distribution (beyond the paper)\n\n| job | log loss | prior log loss | ECE |\n|---|---|---|---|\n`;
  for (const id of Object.keys(results).sort()) {
    const c = results[id]!.cv.calibration;
    md += `| ${id} | ${f(c.logLoss)} | ${f(c.priorLogLoss)} | ${(100 * c.ece).toFixed(2)}% |\n`;
  }
  md += `\n## Time\n\n| job | positions | seconds |\n|---|---|---|\n`;
  for (const id of Object.keys(results).sort()) md += `| ${id} | ${results[id]!.positions} | ${results[id]!.seconds.toFixed(0)} |\n`;
  md += `\nWall time of this run: ${((performance.now() - started) / 1000).toFixed(0)} s on ${values.workers} worker processes (jobs kept from an earlier run count their own time).\n`;
  return md;
}

async function main(): Promise<void> {
  if (!existsSync(join(dataDir(), 'tenhou'))) {
    console.error(`no log data at ${join(dataDir(), 'tenhou')} (set MJKIT_DATA)`);
    process.exit(2);
  }
  const started = performance.now();
  const { positions, games } = load();
  const counts = { riichi: positions.filter((p) => p.kind === 'riichi').length, mixed: positions.filter((p) => p.kind !== 'discard').length };
  const jsonPath = join(resultsDir, 'opponent-score-study.json');
  const results: Record<string, JobResult> = values.resume && existsSync(jsonPath) ? (JSON.parse(readFileSync(jsonPath, 'utf8')).results as Record<string, JobResult>) : {};
  const todo = jobs()
    .filter((j) => !results[j.id])
    .sort((a, b) => cost(b, counts) - cost(a, counts));
  const total = todo.reduce((s, j) => s + cost(j, counts), 0);
  const running = new Map<string, number>();
  let finished = 0;
  const save = () => {
    writeFileSync(jsonPath, `${JSON.stringify({ command: process.argv.slice(2).join(' '), games, counts, results }, null, 1)}\n`);
    writeFileSync(join(resultsDir, 'opponent-score-study.md'), report(results, counts, games, started));
  };
  const draw = () => {
    let done = finished;
    for (const [id, p] of running) done += p * cost(todo.find((j) => j.id === id)!, counts);
    progressBar(Math.round(done), Math.round(total), started, 'cost units');
  };
  const queue = [...todo];
  const workers = Math.min(Number(values.workers), queue.length);
  await Promise.all(
    Array.from({ length: workers }, () =>
      new Promise<void>((resolve, reject) => {
        const child = fork(fileURLToPath(import.meta.url), ['--worker', '--epochs', String(epochs), '--grouping-steps', String(groupingSteps), '--seed', String(seed), ...(values.extra ? ['--extra', values.extra] : [])], { execArgv: process.execArgv });
        const next = () => {
          const j = queue.shift();
          if (j) {
            running.set(j.id, 0);
            child.send({ job: j } satisfies ToWorker);
          } else child.send({ done: true } satisfies ToWorker);
        };
        child.on('message', (m: FromWorker) => {
          if ('ready' in m) next();
          else if ('progress' in m) {
            running.set(m.id, m.progress);
            draw();
          } else {
            running.delete(m.result.id);
            results[m.result.id] = m.result;
            finished += cost(todo.find((j) => j.id === m.result.id)!, counts);
            save();
            process.stderr.write(`\n${m.result.id}: rmse ${m.result.cv.rmse.toFixed(4)} (baseline ${m.result.cv.baselineRmse.toFixed(4)}) in ${m.result.seconds.toFixed(0)} s\n`);
            next();
          }
        });
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`worker exited with ${code}`))));
      }),
    ),
  );
  save();
  process.stderr.write('\n');
  console.log(readFileSync(join(resultsDir, 'opponent-score-study.md'), 'utf8'));
}

if (values.worker) worker();
else await main();
