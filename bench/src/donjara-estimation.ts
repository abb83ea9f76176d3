// Kubota & Sekine §4.3 on our engine: trains the hand estimator with penalty p = 1.0 and 2.0 (one
// worker process each), then measures the match rate per step of the next and the previous
// player's hand for the trained models, the study's random estimator and the exact Bayesian
// reference, over the same rounds (split between the workers). Writes
// results/donjara-estimation.{md,json,svg}; the weights go to dist/ (not kept in git).
//
//   cd bench && node --import tsx src/donjara-estimation.ts [--episodes 20000] [--hidden 64]
//     [--rounds 3000] [--particles 200] [--seed 1] [--eval-only [--trained-by TEXT]]
import { fork } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { bayesEstimator, decodeEstimator, encodeEstimator, evaluateEstimators, randomEstimator, trainEstimator, transformerEstimator } from '@mjkit/donjara';
import type { DonjaraEstimator, EstimatorReport } from '@mjkit/donjara';
import { mergeHalves } from './donjara-halves.js';
import { resultsDir, writeWhole } from './harness.js';
import { progressBar } from './progress.js';

const { values } = parseArgs({
  options: {
    episodes: { type: 'string', default: '20000' },
    hidden: { type: 'string', default: '64' },
    rounds: { type: 'string', default: '3000' },
    particles: { type: 'string', default: '200' },
    seed: { type: 'string', default: '1' },
    job: { type: 'string' },
    'eval-only': { type: 'boolean', default: false },
    'trained-by': { type: 'string', default: 'an earlier run of this script with the same options' },
  },
});
const episodes = Number(values.episodes);
const hidden = Number(values.hidden);
const rounds = Number(values.rounds);
const particles = Number(values.particles);
const seed = values.seed;
const weightsDir = join(import.meta.dirname, '..', 'dist');
const weightsOf = (p: number) => join(weightsDir, `donjara-estimator-p${p}.bin`);
const PENALTIES = [1, 2];

type Done = { done: string; report?: EstimatorReport; seconds: number };
type Message = { progress: number; of: number; job: string } | Done;

/** A worker: trains one model (`train:p`), or evaluates half of the rounds (`eval:w`). */
function worker(job: string): void {
  const started = performance.now();
  const [kind, arg] = job.split(':');
  if (kind === 'train') {
    const penalty = Number(arg);
    const model = trainEstimator({ episodes, hidden, penalty, seed, onProgress: (d, t) => (d % 20 === 0 || d === t) && process.send!({ job, progress: d, of: t } satisfies Message) });
    writeWhole(weightsOf(penalty), encodeEstimator(model));
    process.send!({ done: job, seconds: (performance.now() - started) / 1000 } satisfies Message);
    return;
  }
  const w = Number(arg);
  const models = PENALTIES.map((p) => decodeEstimator(new Uint8Array(readFileSync(weightsOf(p)))));
  const report = evaluateEstimators({
    estimators: [randomEstimator, (agents) => bayesEstimator(agents, { particles }), ...models.map((m, i) => (): DonjaraEstimator => ({ ...transformerEstimator(m), name: `model p=${PENALTIES[i]}` }))],
    rounds: Math.ceil(rounds / 2) - (w === 1 && rounds % 2 ? 1 : 0),
    seed: `${seed}/eval${w}`,
    onProgress: (d, t) => process.send!({ job, progress: d, of: t } satisfies Message),
  });
  process.send!({ done: job, report, seconds: (performance.now() - started) / 1000 } satisfies Message);
}

function runJobs(jobs: string[], label: string): Promise<Map<string, Done>> {
  const started = performance.now();
  const progress = new Map<string, [number, number]>();
  const results = new Map<string, Done>();
  return Promise.all(
    jobs.map(
      (job) =>
        new Promise<void>((resolve, reject) => {
          const child = fork(fileURLToPath(import.meta.url), ['--job', job, '--episodes', String(episodes), '--hidden', String(hidden), '--rounds', String(rounds), '--particles', String(particles), '--seed', seed], { execArgv: process.execArgv });
          child.on('message', (m: Message) => {
            if ('done' in m) results.set(m.done, m);
            else {
              progress.set(m.job, [m.progress, m.of]);
              const [d, t] = [...progress.values()].reduce(([a, b], [c, e]) => [a + c, b + e], [0, 0]);
              progressBar(d, t, started, label);
            }
          });
          child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${job} exited with ${code}`))));
        }),
    ),
  ).then(() => {
    process.stderr.write('\n');
    return results;
  });
}

/** Two panels (next, previous): match rate by step, one line per estimator, steps reached by ≥ 100 rounds. */
function svg(r: EstimatorReport): string {
  const steps = r.reached.filter((n) => n >= 100).length;
  const colours = ['#d95f02', '#1b9e77', '#7570b3', '#e7298a'];
  const W = 420;
  const H = 300;
  const x = (t: number) => 50 + (t / Math.max(1, steps - 1)) * (W - 70);
  const y = (v: number) => H - 40 - v * (H - 70);
  const panel = (which: 'next' | 'previous', dx: number) => {
    let s = `<g transform="translate(${dx},0)"><text x="${W / 2}" y="18" text-anchor="middle">${which} player</text>`;
    s += `<line x1="50" y1="${y(0)}" x2="${W - 20}" y2="${y(0)}" stroke="#999"/><line x1="50" y1="${y(0)}" x2="50" y2="${y(1)}" stroke="#999"/>`;
    for (const v of [0, 0.25, 0.5, 0.75, 1]) s += `<text x="44" y="${y(v) + 4}" text-anchor="end" font-size="10">${v}</text>`;
    for (let t = 0; t < steps; t += 5) s += `<text x="${x(t)}" y="${y(0) + 14}" text-anchor="middle" font-size="10">${t + 1}</text>`;
    r.estimators.forEach((e, i) => {
      const pts = e[which].slice(0, steps).map((v, t) => `${x(t).toFixed(1)},${y(v).toFixed(1)}`);
      s += `<polyline fill="none" stroke="${colours[i % 4]}" stroke-width="2" points="${pts.join(' ')}"/>`;
    });
    return s + `<text x="${W / 2}" y="${H - 8}" text-anchor="middle" font-size="11">step</text></g>`;
  };
  const legend = r.estimators.map((e, i) => `<text x="${60 + i * 150}" y="${H + 16}" fill="${colours[i % 4]}" font-size="12">${e.name}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${2 * W}" height="${H + 28}" font-family="sans-serif">${panel('next', 0)}${panel('previous', W)}${legend}</svg>\n`;
}

async function main(): Promise<void> {
  mkdirSync(weightsDir, { recursive: true });
  // --eval-only: the weights of an earlier run (same options) are in dist/
  const train = values['eval-only'] ? null : await runJobs(PENALTIES.map((p) => `train:${p}`), 'episodes');
  const evaluated = await runJobs(['eval:0', 'eval:1'], 'rounds');
  const report = mergeHalves(evaluated.get('eval:0')!.report!, evaluated.get('eval:1')!.report!);
  const command = `cd bench && node --import tsx src/donjara-estimation.ts --episodes ${episodes} --hidden ${hidden} --rounds ${rounds} --particles ${particles} --seed ${seed}${values['eval-only'] ? ' --eval-only' : ''}`;
  const random = report.estimators[0]!;
  let md = `# Donjara hand estimation (Kubota & Sekine §4.3)\n\nCommand: \`${command}\` (two worker processes).\n\n`;
  md += `Models: the Decision Transformer of @mjkit/donjara (hidden ${hidden}, one causal attention block), trained by REINFORCE on eq. 10 (w_d 0.5, Adam 1e-4, discount 0.8, batches of 8 rounds) for ${episodes.toLocaleString('en')} rounds each with p = 1.0 and p = 2.0 `;
  md += `(${train ? PENALTIES.map((p) => `${train.get(`train:${p}`)!.seconds.toFixed(0)} s`).join(' and ') : `--eval-only: trained by ${values['trained-by']}`}); the study trained 100,000 rounds at hidden 256. `;
  md += `Evaluation: ${report.rounds.toLocaleString('en')} rounds of speed, score, defence (seat 0 estimates; the dealer rotates), the same rounds for every estimator; bayes: ${particles} particles.\n\n`;
  md += `Steps reached by fewer than 100 rounds are left out of the plot (results/donjara-estimation.svg).\n\n`;
  md += `| step | rounds | ${report.estimators.map((e) => `${e.name} next / prev`).join(' | ')} |\n|${'---|'.repeat(report.estimators.length + 2)}\n`;
  report.reached.forEach((n, t) => {
    md += `| ${t + 1} | ${n} | ${report.estimators.map((e) => `${e.next[t]!.toFixed(3)} / ${e.previous[t]!.toFixed(3)}`).join(' | ')} |\n`;
  });
  md += `\n`;
  const shown = report.reached.filter((n) => n >= 100).length;
  if (shown === 0) md += '- No step was reached by 100 rounds: too few rounds to say.\n';
  else for (const e of report.estimators.slice(1)) {
    const beatsNext = e.next.slice(0, shown).every((v, t) => v > random.next[t]!);
    const beatsPrev = e.previous.slice(0, shown).every((v, t) => v > random.previous[t]!);
    md += `- ${e.name}: beats random at every step (≥ 100 rounds) for the next player: **${beatsNext ? 'yes' : 'no'}**; for the previous: **${beatsPrev ? 'yes' : 'no'}**.\n`;
  }
  writeWhole(join(resultsDir, 'donjara-estimation.md'), md);
  writeWhole(join(resultsDir, 'donjara-estimation.json'), JSON.stringify({ command, report }, null, 1) + '\n');
  writeWhole(join(resultsDir, 'donjara-estimation.svg'), svg(report));
  console.log(md);
}

if (values.job) worker(values.job);
else await main();
