// Trains the models that @mjkit/opponent-score ships, on the four-player Houou hanchan of 2020 in
// the shared data: the riichi model (Table 1, riichi positions) and the any-moment model (Table 6,
// every riichi, call and discard position of eventual winners). Each is cross-validated (10-fold
// by game) over five fold seeds beside the baselines (the mean, the dealer-only rule, ridge), then
// measured on the 2022 games, which it never saw, and its weights file and the module that embeds
// them are written, with results/opponent-score-ship.md.
// Both use the extended features by default (Table 6 and the han shown, the dora in the melds, the
// turn: results/opponent-score-extended.md measures them); --features study ships Table 1 and Table 6.
//   cd bench && node --conditions=@mjkit/source --import tsx src/opponent-score-ship.ts [--model linear|grouped|mlp] [--features extended|study] [--seed 1]
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { crossValidate, encodeModel, evaluateModel, trainModel } from '@mjkit/opponent-score';
import type { CrossValidation, FeatureSetName, ModelKind, ScorePosition } from '@mjkit/opponent-score';
import { extractFiles } from '@mjkit/opponent-score/node';
import { meanInterval, resultsDir, writeWhole } from './harness.js';
import { dataDir } from './log-points.js';
import { progressBar } from './progress.js';

const { values } = parseArgs({ options: { model: { type: 'string', default: 'linear' }, features: { type: 'string', default: 'extended' }, seed: { type: 'string', default: '1' } } });
const extended = values.features !== 'study';
const model = values.model as ModelKind;
if (!existsSync(join(dataDir(), 'tenhou'))) {
  console.error(`no log data at ${join(dataDir(), 'tenhou')} (set MJKIT_DATA)`);
  process.exit(2);
}
const started = performance.now();
const progress = (label: string) => (done: number, total: number) => progressBar(done, total, started, label);
const seed = Number(values.seed);
const command = `node --conditions=@mjkit/source --import tsx src/opponent-score-ship.ts --model ${model} --features ${extended ? 'extended' : 'study'} --seed ${seed}`;
const pkg = join(import.meta.dirname, '..', '..', 'packages', 'opponent-score');
const train = extractFiles([join(dataDir(), 'tenhou/mjlog-xml/phoenix-2020-agony5757/4p-hanchan-00a9')], { onProgress: progress('2020 files') });
process.stderr.write('\n');
const test = extractFiles([join(dataDir(), 'tenhou/mjlog-xml/phoenix-2022-mjx')], { onProgress: progress('2022 files') });
process.stderr.write('\n');
const SEEDS = [1, 2, 3, 4, 5];
const f = (x: number) => x.toFixed(4);
/** The mean over fold seeds and a 95% t interval of it. */
function spread(xs: readonly number[]): string {
  const { mean, low, high } = meanInterval(xs)!;
  return `${f(mean)} [${f(low)}, ${f(high)}]`;
}
// the riichi model is cross-validated and tested on riichi positions; the any-moment model (most of
// its positions are discards) on the mixed riichi-and-call positions, the study's set
const kinds = (ps: readonly ScorePosition[], name: string) => (name === 'riichi' ? ps.filter((p) => p.kind === 'riichi') : ps.filter((p) => p.kind !== 'discard'));
const sets: [string, ScorePosition[], FeatureSetName][] = [
  ['riichi', train.positions.filter((p) => p.kind === 'riichi'), extended ? 'extended' : 'riichi'],
  ['any', train.positions, extended ? 'extended' : 'call'],
];
let md = `# The shipped opponent-score models\n\nCommand: \`cd bench && ${command}\`\n\nTrained on the ${train.games} four-player Houou hanchan of 2020 in the shared data (mjlog-xml/phoenix-2020-agony5757/4p-hanchan-00a9); tested on the ${test.games} of 2022 (mjlog-xml/phoenix-2022-mjx), which they never saw. Features: ${extended ? 'the extended set for both (Table 6 and the han shown, the dora in the melds, the turn of the riichi or call; `results/opponent-score-extended.md`)' : "the study's (Table 1 for riichi, Table 6 for any moment)"}. The ${model} model, fitted ${model === 'mlp' ? 'as the perceptron' : 'to its optimum (ridge with an intercept, λ chosen by an inner 5-fold cross-validation by game)'}. RMSE of ln(points) (eq. 1). Cross-validation: 10-fold by game on the 2020 positions, repeated with fold seeds 1–5: the mean over seeds and its 95% interval (t, 4 degrees of freedom). Baselines: the mean of the training targets; the dealer-only rule (the mean for dealers and for the others); ridge on the ungrouped bits.\n\n`;
md += '| model | positions | CV: model | CV: mean | CV: dealer-only | CV: ridge | 2022 positions | 2022: model | 2022: mean | 2022: dealer-only | model vs mean on 2022 |\n|---|---|---|---|---|---|---|---|---|---|---|\n';
const out: Record<string, string> = {};
const lambdas: string[] = [];
for (const [name, ps, set] of sets) {
  const cvSet = kinds(ps, name);
  const cvs: CrossValidation[] = SEEDS.map((s) => crossValidate(cvSet, { set, model, seed: s, folds: 10, onProgress: (w, d, t) => progress(`${name} cv seed ${s} ${w}`)(d, t) }));
  process.stderr.write('\n');
  const m = trainModel(ps, { set, model, seed, onProgress: (w, d, t) => progress(`${name} ${w}`)(d, t) });
  const held = kinds(test.positions, name);
  const e = evaluateModel(m, held);
  const cv = cvs[0]!;
  const info = { ...m.info, data: `${train.games} four-player Houou hanchan of 2020 (shared data: phoenix 2020)`, command, cv: { positions: cvSet.length, folds: 10, rmse: cv.rmse, baselineRmse: cv.baselineRmse, baselines: cv.baselines, logLoss: cv.calibration.logLoss, priorLogLoss: cv.calibration.priorLogLoss, ece: cv.calibration.ece }, test: { data: `${test.games} hanchan of 2022`, positions: e.positions, rmse: e.rmse, baselineRmse: e.baselineRmse, dealerRmse: e.dealerRmse } };
  const bytes = encodeModel({ ...m, info });
  writeWhole(join(pkg, 'weights', `${name}.bin`), bytes);
  out[name] = Buffer.from(bytes).toString('base64');
  lambdas.push(`${name} ${String(m.info.lambda ?? '-')}`);
  const gain = ((e.baselineRmse - e.rmse) / e.baselineRmse) * 100;
  md += `| ${name} (${name === 'riichi' ? 'riichi positions' : 'tested on riichi + call positions'}) | ${cvSet.length.toLocaleString('en')} | ${spread(cvs.map((c) => c.rmse))} | ${spread(cvs.map((c) => c.baselines.mean))} | ${spread(cvs.map((c) => c.baselines.dealer))} | ${spread(cvs.map((c) => c.baselines.ridge))} | ${e.positions.toLocaleString('en')} | ${f(e.rmse)} | ${f(e.baselineRmse)} | ${e.dealerRmse === null ? '-' : f(e.dealerRmse)} | ${gain >= 0 ? '' : '−'}${Math.abs(gain).toFixed(1)}% ${gain >= 0 ? 'lower' : 'higher'} |\n`;
  console.log(name, JSON.stringify(info.cv), JSON.stringify(info.test), `${bytes.length} bytes`);
}
md += `\nλ chosen on all the 2020 positions: ${lambdas.join(', ')}.\n\n${((performance.now() - started) / 1000).toFixed(0)} s on one core.\n`;
writeWhole(join(resultsDir, 'opponent-score-ship.md'), md);
writeWhole(
  join(pkg, 'src', 'shipped.ts'),
  `// Generated by bench/src/opponent-score-ship.ts from weights/riichi.bin and weights/any.bin: do not edit.\n/** @internal The shipped riichi model's weights file, base64. */\nexport const SHIPPED_RIICHI =\n  '${out.riichi}';\n/** @internal The shipped any-moment model's weights file, base64. */\nexport const SHIPPED_ANY =\n  '${out.any}';\n`,
);
console.log(md);
