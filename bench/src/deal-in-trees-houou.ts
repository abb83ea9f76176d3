// Do the shipped deal-in trees (@mjkit/bots' `dealIn: 'trees'`, fitted on bots' games by
// deal-in-trees.ts) read people too? On deal-in-features.md's riichi cases of Houou games, none of
// which the trees saw: beside the hand-set tileDanger calibrated and the shipped logistic model's
// form (the shipped features, fitted on the 647 hanchan of 2020 as the shipped model was), all tested
// on the 111 hanchan of 2022 (live AUC: the kinds not in the riichi hand's river; 95% intervals over
// 200 resamples of the test games, as deal-in-features.md).
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/deal-in-trees-houou.ts [--force]
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { dealInTreesProbability, shippedDealInTrees } from '@mjkit/bots';
import { NAMES } from './deal-in-candidates.js';
import { DANGER, addRiichiCases, countCases, emptyCases, study } from './deal-in-study.js';
import { resultsDir, writeWhole } from './harness.js';
import { forEachHououGame } from './houou-hanchan.js';

const command = 'cd bench && node --conditions=@mjkit/source --import tsx src/deal-in-trees-houou.ts';
const out = join(resultsDir, 'deal-in-trees-houou.md');
if (existsSync(out) && !process.argv.includes('--force')) throw new Error(`${out} exists: --force to write it again`);
const started = performance.now();
const cases = emptyCases();
forEachHououGame((log, game, set) => addRiichiCases(cases, log, game, set), started);
const trees = shippedDealInTrees();
const results = study(
  cases,
  [
    { name: 'tileDanger (hand-set), calibrated on 2020', groups: [], cols: [0, DANGER] },
    { name: 'the shipped features, logistic, fitted on 2020', groups: [] },
    { name: "the shipped deal-in trees (bots' games), as shipped", groups: NAMES.filter((g) => g !== 'prior'), fit: () => (x, r) => dealInTreesProbability(trees, x, r) },
  ],
  'deal-in-features/bootstrap',
  { folds: false },
);
const f3 = (x: number) => x.toFixed(3);
const md = `# The shipped deal-in trees on Houou games

Command: \`${command}\` (${((performance.now() - started) / 1000).toFixed(0)} s, one core).

The riichi cases of \`deal-in-features.md\` (a discard against an opponent in riichi, the kinds passed after its riichi left out):
${countCases(cases, 0).toLocaleString('en')} from the 647 Houou hanchan of 2020, ${countCases(cases, 1).toLocaleString('en')} from the 111 of 2022
(${countCases(cases, 1, true).toLocaleString('en')} on live kinds). The trees (\`packages/bots/weights/deal-in-trees.bin\`) were fitted on
3,200 hanchan of four \`evaluator-legacy\` bots (\`deal-in-trees.ts\`) and see no Houou game; the two baselines are fitted on
the 2020 games. All three are tested on 2022. Intervals: 95%, 200 bootstrap resamples of the test games.

| model | columns | 2022: log loss | AUC | live AUC [95%] |
|---|---:|---|---|---|
${results.map((r) => `| ${r.name} | ${r.d} | ${r.loss.toFixed(4)} | ${f3(r.auc)} | ${f3(r.live)} [${f3(r.liveInterval[0])}, ${f3(r.liveInterval[1])}] |`).join('\n')}
`;
writeWhole(out, md);
console.log(md);
