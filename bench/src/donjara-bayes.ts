// The Bayesian reference of Donjara hand estimation (`bayesEstimator`) as it is now, beside the
// filter as results/donjara-estimation.md measured it, on the same 3,000 rounds (seed 1, two halves
// `1/eval0` and `1/eval1`; the rounds are checked to be the same: every step reached by as many),
// and beside the shipped learned estimator on them. The filter now counts the seat's own draws as
// what they are, draws from the hidden tiles (before, a tile the seat drew stayed in the particles'
// hidden tiles and hands), and deals afresh and replays the round when no particle explains what
// the table showed (before, it weighed the particles left alike and went on; now, when the second
// replay too has none left, it mends them to the table so far and weighs them alike).
// Writes results/donjara-bayes.md.
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/donjara-bayes.ts [--particles 200]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { bayesEstimator, randomEstimator, shippedEstimator, transformerEstimator } from '@mjkit/donjara';
import type { DonjaraEstimator, EstimatorReport } from '@mjkit/donjara';
import { resultsDir, writeWhole } from './harness.js';
import { evaluateStudyRounds } from './donjara-halves.js';

const { values } = parseArgs({ options: { particles: { type: 'string', default: '200' } } });
const particles = Number(values.particles);
const started = performance.now();
const model = shippedEstimator();
// random first, as in donjara-estimation.ts: the estimators of a round share its random numbers
const report = evaluateStudyRounds([randomEstimator, (agents) => bayesEstimator(agents, { particles }), (): DonjaraEstimator => ({ ...transformerEstimator(model), name: 'shipped' })]);
const earlier = (JSON.parse(readFileSync(join(resultsDir, 'donjara-estimation.json'), 'utf8')) as { command: string; report: EstimatorReport });
const sameRounds = JSON.stringify(report.reached) === JSON.stringify(earlier.report.reached);
if (!sameRounds) throw new Error('the rounds differ from those of results/donjara-estimation.json: compare only on the same rounds');
const of = (r: EstimatorReport, name: string) => r.estimators.find((e) => e.name === name)!;
const f = (x: number | undefined) => (x === undefined ? '—' : x.toFixed(3));
const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(3)}`;
const shown = report.reached.filter((n) => n >= 100).length;
/** The mean over the steps shown, each weighed by the rounds that reached it. */
const weighed = (xs: readonly number[]) => {
  let s = 0;
  let n = 0;
  for (let t = 0; t < shown; t++) {
    s += xs[t]! * report.reached[t]!;
    n += report.reached[t]!;
  }
  return s / n;
};
const command = `cd bench && node --conditions=@mjkit/source --import tsx src/donjara-bayes.ts --particles ${particles}`;
let md = `# Donjara hand estimation: the Bayesian reference, mended\n\nCommand: \`${command}\` (${((performance.now() - started) / 1000).toFixed(0)} s on one core).\n\n`;
md += `The same ${report.rounds.toLocaleString('en')} rounds as \`results/donjara-estimation.md\` (\`${earlier.command}\`): every step reached by as many rounds.\n`;
md += `Match rate next / previous player at each of seat 0's steps (steps reached by 100 rounds or more); bayes with ${particles} particles.\n`;
md += 'Before: a tile the seat drew stayed among each particle\'s hidden tiles (so a guess could hold a copy the seat held); now each of its draws weighs the particles by that kind\'s share of their hidden tiles and leaves them, and when no particle explains the table the filter deals afresh and replays the round (twice at most; when the second replay has no particle left either, each is mended to the table so far: every opponent keeps what the unseen tiles allow of its hand, 8 tiles, the rest drawn from them).\n\n';
md += '| step | rounds | random | bayes before | bayes now | now − before | shipped estimator | bayes now − shipped |\n|---|---|---|---|---|---|---|---|\n';
for (let t = 0; t < shown; t++) {
  const row = (name: string, r = report) => `${f(of(r, name).next[t])} / ${f(of(r, name).previous[t])}`;
  const now = of(report, 'bayes');
  const before = of(earlier.report, 'bayes');
  const shipped = of(report, 'shipped');
  md += `| ${t + 1} | ${report.reached[t]} | ${row('random')} | ${row('bayes', earlier.report)} | ${row('bayes')} | ${signed(now.next[t]! - before.next[t]!)} / ${signed(now.previous[t]! - before.previous[t]!)} | ${row('shipped')} | ${signed(now.next[t]! - shipped.next[t]!)} / ${signed(now.previous[t]! - shipped.previous[t]!)} |\n`;
}
const mean = (r: EstimatorReport, name: string) => `${weighed(of(r, name).next).toFixed(3)} / ${weighed(of(r, name).previous).toFixed(3)}`;
md += `\nOver every step shown, weighed by the rounds that reached it: random ${mean(report, 'random')}, bayes before ${mean(earlier.report, 'bayes')}, bayes now ${mean(report, 'bayes')}, shipped ${mean(report, 'shipped')}.\n`;
const below = (name: string, r: EstimatorReport) => Array.from({ length: shown }, (_, t) => t + 1).filter((t) => of(r, name).next[t - 1]! < of(report, 'random').next[t - 1]! || of(r, name).previous[t - 1]! < of(report, 'random').previous[t - 1]!);
md += `Steps where bayes is below random for a neighbour: before ${below('bayes', earlier.report).join(', ') || 'none'}; now ${below('bayes', report).join(', ') || 'none'}.\n`;
writeWhole(join(resultsDir, 'donjara-bayes.md'), md);
console.log(md);
