// Hagihara et al.'s study on our Houou logs: the learning curves of Tables 2, 3, 12 and 13 (RMSE
// of ln(points) by number of positions, 10-fold by game, for the linear model, the grouped linear
// model and the perceptron), the dimensions after grouping (Table 5), and the mixed riichi-and-call
// positions with the call features (Table 14), each beside the paper's figures. A size of N means N
// positions drawn at random (seeded) and cross-validated: every model trains on 9/10 of them.
// Every job is repeated `--repeats` times, each with its own fold seed and its own draw, and each
// figure is the mean over the repeats with a 95% t interval. Models: the linear model fitted to
// its optimum (ridge, `linear`), the study's fit of it (`study`: no intercept, 500 gradient steps),
// the grouped model (`grouped`, its search judging neighbours by the same fit) and the perceptron
// (`mlp`, its epoch chosen on training games), beside the mean and dealer-only baselines.
// Jobs run on worker processes, cheapest first; finished jobs are kept in the JSON, so a run that
// was stopped goes on with --resume. Writes results/opponent-score-study.{md,json}.
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/opponent-score-study.ts [--workers 2] [--resume]
//     [--repeats 5] [--epochs 30] [--grouping-steps 500] [--models linear,study,grouped,mlp] [--seed 1] [--extra bots.bin]
//     [--only riichi-all-mlp,mixed-all] (these jobs first; the rest on a later --resume)
// --extra: a positions file of bot games (mjkit arena --out, then mjkit opponent-score extract
// --train-only): all the riichi and all the mixed positions are cross-validated again (linear;
// the perceptron on riichi) with them added to each training fold (never tested).
import { fork } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createRng } from '@mjkit/core';
import { crossValidate } from '@mjkit/opponent-score';
import type { CrossValidation, ModelKind, ScorePosition } from '@mjkit/opponent-score';
import { extractFiles, readPositions } from '@mjkit/opponent-score/node';
import { meanInterval, resultsDir, writeWhole } from './harness.js';
import { dataDir } from './log-points.js';
import { progressBar } from './progress.js';

const { values } = parseArgs({
  options: {
    workers: { type: 'string', default: '2' },
    worker: { type: 'boolean', default: false },
    resume: { type: 'boolean', default: false },
    epochs: { type: 'string', default: '30' },
    'grouping-steps': { type: 'string', default: '500' },
    models: { type: 'string', default: 'linear,study,grouped,mlp' },
    repeats: { type: 'string', default: '5' },
    seed: { type: 'string', default: '1' },
    extra: { type: 'string' },
    // run only the jobs whose names start so (comma-separated: riichi-all-mlp,mixed-all); the others wait for a later --resume
    only: { type: 'string' },
  },
});
const epochs = Number(values.epochs);
const groupingSteps = Number(values['grouping-steps']);
const seed = Number(values.seed);
const repeats = Number(values.repeats);
/** A model of the study: the package's kinds, and `study`, the linear model with the study's fit. */
type StudyModel = ModelKind | 'study';
const models = values.models.split(',') as StudyModel[];
const SETS = ['mjlog-xml/phoenix-2020-agony5757/4p-hanchan-00a9', 'mjlog-xml/phoenix-2022-mjx'];

/** One cross-validation: which positions, how many, which model. */
interface Job {
  readonly id: string;
  readonly set: 'riichi' | 'mixed';
  /** Positions drawn (0: all). */
  readonly size: number;
  readonly model: StudyModel;
  /** Which repeat: its fold seed and draw seed are `seed + rep`. */
  readonly rep: number;
  /** Adds the --extra bot positions (train-only) to every training fold. */
  readonly bots?: boolean;
}

interface JobResult {
  readonly id: string;
  readonly positions: number;
  readonly cv: CrossValidation;
  readonly seconds: number;
}

const RIICHI_SIZES = [500, 1000, 2000, 0];
const MIXED_SIZES = [1000, 3000, 0];

/** The study's jobs: riichi positions for every model, the mixed set for all but grouped (the paper groups riichi only); each repeated. */
function jobs(): Job[] {
  const out: Job[] = [];
  const add = (set: Job['set'], size: number, model: StudyModel, bots = false) => {
    for (let rep = 0; rep < repeats; rep++) out.push({ id: `${set}-${size || 'all'}-${model}${bots ? '+bots' : ''}#${rep + 1}`, set, size, model, rep, ...(bots ? { bots } : {}) });
  };
  for (const model of models) {
    for (const size of RIICHI_SIZES) add('riichi', size, model);
    if (model !== 'grouped') for (const size of MIXED_SIZES) add('mixed', size, model);
  }
  // with bot games: the linear model on both sets
  if (values.extra && models.includes('linear')) for (const set of ['riichi', 'mixed'] as const) add(set, 0, 'linear', true);
  return out;
}

/** Relative cost, to order jobs cheapest first and to draw one progress bar over all of them. */
function cost(j: Job, counts: Record<Job['set'], number>): number {
  const n = j.size || counts[j.set];
  if (j.model === 'mlp') return (n * epochs) / 2000;
  if (j.model === 'grouped') return (n * groupingSteps * 2) / 40000;
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
  // a seeded draw without replacement (one per repeat), kept in log order
  const rng = createRng((seed + j.rep) * 1000 + j.size);
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
      model: j.model === 'study' ? 'linear' : j.model,
      set: j.set === 'riichi' ? 'riichi' : 'call',
      fit: j.model === 'study' ? 'study' : 'ridge',
      // the perceptron's epoch is chosen on training games (its curve on the test folds is kept: the study's optimistic reading)
      earlyStop: true,
      seed: seed + j.rep,
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

const interval = meanInterval;

function report(results: Record<string, JobResult>, counts: Record<Job['set'], number>, games: number, started: number): string {
  const f = (x: number | null | undefined, d = 4) => (x === null || x === undefined || Number.isNaN(x) ? '—' : x.toFixed(d));
  const reps = (key: string) => Array.from({ length: repeats }, (_, r) => results[`${key}#${r + 1}`]);
  const cell = (key: string, pick: (r: JobResult) => number | null | undefined, d = 4): string => {
    const runs = reps(key);
    const iv = interval(runs.map((r) => (r ? pick(r) : undefined)));
    if (!iv) return '—';
    const missing = iv.n < repeats ? ` (${iv.n} of ${repeats})` : '';
    return iv.n > 1 ? `${f(iv.mean, d)} [${f(iv.low, d)}, ${f(iv.high, d)}]${missing}` : `${f(iv.mean, d)}${missing}`;
  };
  const anyOf = (keys: string[]) => keys.find((k) => reps(k).some(Boolean));
  const label = (set: Job['set'], s: number) => (s === 0 ? `all (${counts[set].toLocaleString('en')})` : s.toLocaleString('en'));
  // a learning curve is monotone within its intervals when each size's mean is below the upper end of the smaller size's interval
  const monotone = (set: Job['set'], sizes: number[], model: StudyModel): string[] => {
    const out: string[] = [];
    for (let i = 1; i < sizes.length; i++) {
      const a = interval(reps(`${set}-${sizes[i - 1] || 'all'}-${model}`).map((r) => r?.cv.rmse));
      const b = interval(reps(`${set}-${sizes[i] || 'all'}-${model}`).map((r) => r?.cv.rmse));
      if (a && b && b.mean > a.high) out.push(`${model} from ${label(set, sizes[i - 1]!)} to ${label(set, sizes[i]!)} (${f(a.mean)} → ${f(b.mean)})`);
    }
    return out;
  };
  let md = `# Opponent-score study (Hagihara et al.) on our data\n\n`;
  md += `Command: \`cd bench && node --conditions=@mjkit/source --import tsx src/opponent-score-study.ts --workers ${values.workers} --repeats ${repeats} --epochs ${epochs} --grouping-steps ${groupingSteps} --models ${values.models} --seed ${seed}${values.extra ? ` --extra ${values.extra}` : ''}\`\n\n`;
  md += `Data: ${games} four-player Houou hanchan of the shared logs (${SETS.join(', ')}): ${counts.riichi.toLocaleString('en')} riichi positions, ${counts.mixed.toLocaleString('en')} riichi + call positions. `;
  md += `A size of N means N positions drawn at random and cross-validated 10-fold by game, so each model trains on about 0.9 N; "all" is every position. `;
  md += `Every job is repeated ${repeats} times, each with its own fold seed and (below "all") its own draw (seeds ${seed}–${seed + repeats - 1}); each figure is the mean over the repeats with its 95% t interval. `;
  md += `RMSE is of ln(points) (eq. 1) over every held-out position. The paper's sizes are 1,000 to 300,000 positions; ours stop at a few thousand, so the columns meet only at 1,000.\n\n`;
  md += `Baselines: **mean**, each fold's mean training target; **dealer-only**, the mean for dealers and for the others (one parameter more). `;
  md += `Models: **ridge**, the linear model of eq. 2 with an intercept fitted to its optimum (closed form, λ chosen by an inner 5-fold cross-validation by game on the training folds among 0.3–1,000); `;
  md += `**study fit**, eq. 2–3 as the paper writes them (no intercept, λ = 1, 500 gradient steps: it stops far from its optimum); `;
  md += `**grouped**, inside every training fold ${groupingSteps} grouping steps (§5.3, min count 20) then ${groupingSteps} combination steps (§5.5), each neighbour judged by an inner 10-fold cross-validation of the ridge fit (at the λ the ungrouped bits choose), then the ridge fit of the grouped bits; `;
  md += `**MLP**, 3 × 300 ReLU, dropout 0.5, Adam (0.001, batch 32), at most ${epochs} epochs, the epoch chosen on a tenth of the training games (what a user gets); "best test epoch" is the epoch best on the held-out folds themselves (the paper's reading: optimistic).\n\n`;
  md += `## Riichi positions (Table 1 features): Tables 2, 3, 5, 12, 13\n\n`;
  md += `| positions | mean | dealer-only | ridge | study fit | grouped | dims after grouping (combined) | MLP | MLP best test epoch |\n|---|---|---|---|---|---|---|---|---|\n`;
  for (const s of RIICHI_SIZES) {
    const k = (m: StudyModel) => `riichi-${s || 'all'}-${m}`;
    const base = anyOf([k('linear'), k('study'), k('grouped'), k('mlp')]);
    md += `| ${label('riichi', s)} | ${base ? cell(base, (r) => r.cv.baselines.mean) : '—'} | ${base ? cell(base, (r) => r.cv.baselines.dealer) : '—'} | ${cell(k('linear'), (r) => r.cv.rmse)} | ${cell(k('study'), (r) => r.cv.rmse)} | ${cell(k('grouped'), (r) => r.cv.rmse)} | ${cell(k('grouped'), (r) => r.cv.dimensions, 1)} (${cell(k('grouped'), (r) => r.cv.combinations, 1)}) | ${cell(k('mlp'), (r) => r.cv.rmse)} | ${cell(k('mlp'), (r) => r.cv.bestEpochRmse)} |\n`;
  }
  md += `\nThe paper (riichi positions, its Tables 2, 3, 5 and 13; Table 3's "linear" trains 100 steps, Table 2's 500; of 140 dimensions; no baseline given):\n\n`;
  md += `| positions | linear (T2) | linear 100 steps (T3) | grouped (T3) | dims after grouping (T5) | MLP (T13) |\n|---|---|---|---|---|---|\n`;
  for (const n of [1000, 10000, 30000, 100000] as const) md += `| ${n.toLocaleString('en')} | ${PAPER.linear[n]} | ${PAPER.linear100[n]} | ${PAPER.grouped[n]} | ${PAPER.dims[n]} | ${PAPER.mlp[n]} |\n`;
  md += `\n## Riichi and call positions together (Table 6 features): Table 14\n\n`;
  md += `| positions | mean | dealer-only | ridge | study fit | MLP | MLP best test epoch |\n|---|---|---|---|---|---|---|\n`;
  for (const s of MIXED_SIZES) {
    const k = (m: StudyModel) => `mixed-${s || 'all'}-${m}`;
    const base = anyOf([k('linear'), k('study'), k('mlp')]);
    md += `| ${label('mixed', s)} | ${base ? cell(base, (r) => r.cv.baselines.mean) : '—'} | ${base ? cell(base, (r) => r.cv.baselines.dealer) : '—'} | ${cell(k('linear'), (r) => r.cv.rmse)} | ${cell(k('study'), (r) => r.cv.rmse)} | ${cell(k('mlp'), (r) => r.cv.rmse)} | ${cell(k('mlp'), (r) => r.cv.bestEpochRmse)} |\n`;
  }
  md += `\nThe paper: MLP 0.60090 on 300,000 call positions (183 dimensions); Mizukami et al.'s model 0.60828 on 59.2 million (26,889 dimensions); Table 9's MLP 3 × 300 on 30,000 call positions 0.70025.\n\n`;
  const bent = [...models.flatMap((m) => monotone('riichi', RIICHI_SIZES, m)), ...models.filter((m) => m !== 'grouped').flatMap((m) => monotone('mixed', MIXED_SIZES, m))];
  md += `Learning curves (more positions, lower RMSE) monotone within their intervals: ${bent.length === 0 ? 'every one' : `all but ${bent.join('; ')}`}.\n\n`;
  const botKeys = [...new Set(Object.keys(results).filter((id) => id.includes('+bots')).map((id) => id.split('#')[0]!))];
  if (botKeys.length) {
    md += `## With bot games as train-only extra data\n\n${values.extra ? `Extra positions: \`${values.extra}\`. ` : ''}Every training fold also holds every bot position of the set (never tested); the test folds are the same as above.\n\n`;
    md += `| job | positions trained on (bots among them) | tested | RMSE | without the bots |\n|---|---|---|---|---|\n`;
    for (const key of botKeys.sort()) {
      const b = reps(key).find(Boolean)!;
      md += `| ${key} | ${b.positions.toLocaleString('en')} (${(b.positions - b.cv.positions).toLocaleString('en')}) | ${b.cv.positions.toLocaleString('en')} | ${cell(key, (r) => r.cv.rmse)} | ${cell(key.replace('+bots', ''), (r) => r.cv.rmse)} |\n`;
    }
    md += '\n';
  }
  md += `## Point-class distribution (beyond the paper)\n\nThe class model (the same for every regression model of a set and size): log loss against the classes' prior, and the expected calibration error.\n\n| positions | log loss | prior log loss | ECE |\n|---|---|---|---|\n`;
  for (const [set, sizes] of [['riichi', RIICHI_SIZES], ['mixed', MIXED_SIZES]] as const) {
    for (const s of sizes) {
      const key = anyOf(models.map((m) => `${set}-${s || 'all'}-${m}`));
      if (key) md += `| ${set} ${label(set, s)} | ${cell(key, (r) => r.cv.calibration.logLoss)} | ${cell(key, (r) => r.cv.calibration.priorLogLoss)} | ${cell(key, (r) => 100 * r.cv.calibration.ece, 2)}% |\n`;
    }
  }
  const byModel = new Map<string, number>();
  for (const r of Object.values(results)) {
    const m = r.id.split('#')[0]!.replace(/^(riichi|mixed)-[^-]+-/, '');
    byModel.set(m, (byModel.get(m) ?? 0) + r.seconds);
  }
  md += `\n## Time\n\nCPU seconds by model over every job and repeat: ${[...byModel].map(([m, sec]) => `${m} ${sec.toFixed(0)}`).join(', ')}. `;
  md += `Wall time of this run: ${((performance.now() - started) / 1000).toFixed(0)} s on ${values.workers} worker processes (jobs kept from an earlier run count their own time).\n`;
  const missing = jobs().filter((j) => !results[j.id]).length;
  if (missing) md += `\n**${missing} of ${jobs().length} jobs not run yet** (\`--resume\` goes on).\n`;
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
  if (!values.resume && existsSync(jsonPath) && Object.keys(JSON.parse(readFileSync(jsonPath, 'utf8')).results ?? {}).length > 0) process.stderr.write('starting afresh: the results of the earlier run are replaced as jobs finish (--resume keeps them)\n');
  const only = values.only?.split(',').filter(Boolean) ?? [];
  const todo = jobs()
    .filter((j) => !results[j.id])
    .filter((j) => only.length === 0 || only.some((o) => j.id.startsWith(o)))
    .sort((a, b) => cost(a, counts) - cost(b, counts));
  const total = todo.reduce((s, j) => s + cost(j, counts), 0);
  const running = new Map<string, number>();
  let finished = 0;
  const save = () => {
    writeWhole(jsonPath, `${JSON.stringify({ command: process.argv.slice(2).join(' '), games, counts, results }, null, 1)}\n`);
    writeWhole(join(resultsDir, 'opponent-score-study.md'), report(results, counts, games, started));
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
        const child = fork(fileURLToPath(import.meta.url), ['--worker', '--epochs', String(epochs), '--grouping-steps', String(groupingSteps), '--seed', String(seed), '--repeats', String(repeats), '--models', values.models, ...(values.extra ? ['--extra', values.extra] : [])], { execArgv: process.execArgv });
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
