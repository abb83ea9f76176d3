// The features beyond the study (EXTENDED_FEATURES: Table 6 and the han a hand shows, the dora
// in its melds, the turn of the riichi or call) against the study's sets, with the same model
// (ridge with an intercept, λ by inner cross-validation) on the same positions: riichi positions
// (Table 1, Table 6, extended) and riichi + call positions (Table 6, extended). Cross-validated
// 10-fold by game on the 2020 and 2022 Houou games over five fold seeds (the paired difference per
// seed with its 95% t interval), and trained on 2020, tested on 2022. Writes
// results/opponent-score-extended.md.
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/opponent-score-extended.ts
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { crossValidate, evaluateModel, trainModel } from '@mjkit/opponent-score';
import type { FeatureSetName, ScorePosition } from '@mjkit/opponent-score';
import { extractFiles } from '@mjkit/opponent-score/node';
import { meanInterval, resultsDir, writeWhole } from './harness.js';
import { dataDir } from './log-points.js';
import { progressBar } from './progress.js';

if (!existsSync(join(dataDir(), 'tenhou'))) {
  console.error(`no log data at ${join(dataDir(), 'tenhou')} (set MJKIT_DATA)`);
  process.exit(2);
}
const started = performance.now();
const progress = (label: string) => (done: number, total: number) => progressBar(done, total, started, label);
const y2020 = extractFiles([join(dataDir(), 'tenhou/mjlog-xml/phoenix-2020-agony5757/4p-hanchan-00a9')], { onProgress: progress('2020 files') });
process.stderr.write('\n');
const y2022 = extractFiles([join(dataDir(), 'tenhou/mjlog-xml/phoenix-2022-mjx')], { onProgress: progress('2022 files') });
process.stderr.write('\n');
const SEEDS = [1, 2, 3, 4, 5];
const f = (x: number) => x.toFixed(4);
/** Mean and 95% t interval over the seeds. */
function spread(xs: readonly number[], signed = false): string {
  const { mean, low, high } = meanInterval(xs)!;
  const g = (x: number) => (signed && x >= 0 ? '+' : '') + f(x);
  return `${g(mean)} [${g(low)}, ${g(high)}]`;
}
const of = (ps: readonly ScorePosition[], which: 'riichi' | 'mixed') => ps.filter((p) => (which === 'riichi' ? p.kind === 'riichi' : p.kind !== 'discard'));
const all = [...y2020.positions, ...y2022.positions];
const plans: [string, 'riichi' | 'mixed', FeatureSetName[]][] = [
  ['riichi positions', 'riichi', ['riichi', 'call', 'extended']],
  ['riichi + call positions', 'mixed', ['call', 'extended']],
];
let md = `# Opponent-score: features beyond the study\n\nCommand: \`cd bench && node --conditions=@mjkit/source --import tsx src/opponent-score-extended.ts\`\n\n`;
md += `The extended set (\`EXTENDED_FEATURES\`, \`--extended\`): Table 6 and three kinds a scorer reads off the table — a lower bound of the han the hand shows (riichi 1, double riichi 2, each value-honour triplet or quad in the melds, a double wind twice, each dora in the melds), the dora in the melds alone, and the turn of the riichi or the call. `;
md += `The same model for every set: ridge with an intercept, λ chosen by an inner 5-fold cross-validation by game. RMSE of ln(points) (eq. 1).\n\n`;
md += `Cross-validation: the ${y2020.games + y2022.games} Houou games of 2020 and 2022 (the study's data here), 10-fold by game, fold seeds 1–5: the mean and its 95% t interval; the difference to Table 6 is paired by seed. Held out: trained on the ${y2020.games} games of 2020, tested on the ${y2022.games} of 2022.\n\n`;
md += '| positions | features | CV RMSE | vs Table 6 (paired) | CV mean baseline | trained 2020, tested 2022 | 2022 mean baseline |\n|---|---|---|---|---|---|---|\n';
for (const [label, which, sets] of plans) {
  const ps = of(all, which);
  const bySet = new Map<FeatureSetName, number[]>();
  const base: number[] = [];
  for (const set of sets) {
    const rmses = SEEDS.map((seed) => {
      const cv = crossValidate(ps, { set, seed, folds: 10, onProgress: (w, d, t) => progress(`${label} ${set} seed ${seed} ${w}`)(d, t) });
      if (set === sets[0]) base.push(cv.baselines.mean);
      return cv.rmse;
    });
    bySet.set(set, rmses);
  }
  process.stderr.write('\n');
  const table6 = bySet.get('call')!;
  for (const set of sets) {
    const rmses = bySet.get(set)!;
    const m = trainModel(of(y2020.positions, which), { set, seed: 1 });
    const e = evaluateModel(m, of(y2022.positions, which));
    const name = set === 'riichi' ? 'Table 1' : set === 'call' ? 'Table 6' : 'extended';
    md += `| ${label} (${ps.length.toLocaleString('en')}) | ${name} | ${spread(rmses)} | ${set === 'call' ? '—' : spread(rmses.map((x, i) => x - table6[i]!), true)} | ${spread(base)} | ${f(e.rmse)} | ${f(e.baselineRmse)} |\n`;
  }
}
md += `\n${((performance.now() - started) / 1000).toFixed(0)} s on one core.\n`;
writeWhole(join(resultsDir, 'opponent-score-extended.md'), md);
console.log(md);
