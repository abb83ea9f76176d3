// Donjara hand estimation against the prior that learns nothing: the unseen-count prior decoded as
// the trained model's guesses are (`priorEstimator`), the study's random estimator, and the shipped
// model (trained to correct the prior), on the same 3,000 rounds as results/donjara-estimation.md
// (seed 1, two halves `1/eval0` and `1/eval1`), so that the columns of that file — the exact
// Bayesian reference and the study-style model trained without the prior — stand beside these
// (the rounds are checked to be the same: every step reached by as many rounds).
// Writes results/donjara-prior.md.
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/donjara-prior.ts
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeEstimator, priorEstimator, randomEstimator, transformerEstimator } from '@mjkit/donjara';
import type { DonjaraEstimator, EstimatorReport } from '@mjkit/donjara';
import { resultsDir, writeWhole } from './harness.js';
import { evaluateStudyRounds } from './donjara-halves.js';

const started = performance.now();
const model = decodeEstimator(new Uint8Array(readFileSync(join(import.meta.dirname, '..', '..', 'packages', 'donjara', 'weights', 'estimator.bin'))));
const report = evaluateStudyRounds([randomEstimator, priorEstimator, (): DonjaraEstimator => ({ ...transformerEstimator(model), name: 'shipped' })]);
const earlier = (JSON.parse(readFileSync(join(resultsDir, 'donjara-estimation.json'), 'utf8')) as { report: EstimatorReport }).report;
const of = (r: EstimatorReport, name: string) => r.estimators.find((e) => e.name === name)!;
// the rounds are the same when every step is reached by the same number of them (the random
// column differs: its draws depend on the estimators asked before it in a round)
const sameRounds = JSON.stringify(report.reached) === JSON.stringify(earlier.reached);
const f = (x: number | undefined) => (x === undefined ? '—' : x.toFixed(3));
const shown = report.reached.filter((n) => n >= 100).length;
const info = model.info as Record<string, unknown>;
let md = `# Donjara hand estimation against the prior\n\nCommand: \`cd bench && node --conditions=@mjkit/source --import tsx src/donjara-prior.ts\`\n\n`;
md += `The shipped estimator (\`packages/donjara/weights/estimator.bin\`: ${String(info.episodes)} rounds, penalty ${String(info.penalty)}, hidden ${String(info.hidden)}, trained ${info.prior === true ? 'to correct the unseen-count prior (its output added to the prior\'s logits)' : 'without the prior'}; ${String(info.command ?? '')}${Array.isArray(info.shrink) ? `; calibrated on ${String((info.calibration as { rounds?: number } | undefined)?.rounds)} other rounds (seed \`calibrate\`, \`donjara-ship.ts calibrate\`): the share of its correction used at steps 1, 2, 3, …: ${(info.shrink as number[]).slice(0, 6).join(', ')}, … (\`info.shrink\`)` : ''}) beside the prior that learns nothing (\`priorEstimator\`: the unseen counts, the same decoder) and the study's random estimator, on the 3,000 rounds of \`donjara-estimation.md\` (${sameRounds ? 'the same rounds: each step is reached by as many as there' : '**not the same rounds: the steps are reached by other numbers of rounds**'}). Beside them, from that file: the exact Bayesian reference (200 particles) and the model trained without the prior (100,000 rounds, p = 1, the previously shipped one). Match rate per step (the seat's t-th draw), next / previous player; steps reached by at least 100 rounds.\n\n`;
md += '| step | rounds | random | prior | shipped (with prior) | without prior (earlier) | bayes (earlier) | shipped − prior |\n|---|---|---|---|---|---|---|---|\n';
const diffs: { next: number; previous: number; t: number }[] = [];
for (let t = 0; t < shown; t++) {
  const row = (name: string, r = report) => `${f(of(r, name).next[t])} / ${f(of(r, name).previous[t])}`;
  const dn = of(report, 'shipped').next[t]! - of(report, 'prior').next[t]!;
  const dp = of(report, 'shipped').previous[t]! - of(report, 'prior').previous[t]!;
  diffs.push({ next: dn, previous: dp, t: t + 1 });
  md += `| ${t + 1} | ${report.reached[t]} | ${row('random')} | ${row('prior')} | ${row('shipped')} | ${row('model p=1', earlier)} | ${row('bayes', earlier)} | ${dn >= 0 ? '+' : '−'}${Math.abs(dn).toFixed(3)} / ${dp >= 0 ? '+' : '−'}${Math.abs(dp).toFixed(3)} |\n`;
}
const worst = Math.min(...diffs.flatMap((d) => [d.next, d.previous]));
const later = diffs.filter((d) => d.t >= 4);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
md += `\nShipped − prior: at worst ${worst.toFixed(3)} over the steps shown (the goal: ≥ −0.005); on average over steps 4 on, ${mean(later.map((d) => d.next)).toFixed(3)} next and ${mean(later.map((d) => d.previous)).toFixed(3)} previous (the goals: +0.03 and +0.015).\n\n${((performance.now() - started) / 1000).toFixed(0)} s on one core.\n`;
writeWhole(join(resultsDir, 'donjara-prior.md'), md);
console.log(md);
