// Which features would make the deal-in model stronger against a riichi on the live tiles (issue
// 33)? The oracles (deal-in-oracle.md, deal-in-threshold.md) put gate 1 at a live-tile AUC of about 0.83; the shipped
// model has 0.762. Here the shipped features are extended by the groups of candidates of
// deal-in-candidates.ts, each fitted as the shipped model is (L2 logistic, λ = 1, on the riichi
// cases of the 647 Houou hanchan of 2020 that are not passed after the riichi) and tested on the
// 111 of 2022, and over 5 folds of all the games (deal-in-study.ts says how). A small MLP and
// boosted trees beside the regressions ask whether the form of the model, not its inputs, is what
// limits it.
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/deal-in-features.ts
import { join } from 'node:path';
import { DEAL_IN_FEATURE_COUNT } from '@mjkit/bots';
import { GROUPS, NAMES } from './deal-in-candidates.js';
import { DANGER, addRiichiCases, boostedFit, countCases, emptyCases, mlpFit, study, studyTable } from './deal-in-study.js';
import { resultsDir, writeWhole } from './harness.js';
import { forEachHououGame } from './houou-hanchan.js';

const command = 'cd bench && node --conditions=@mjkit/source --import tsx src/deal-in-features.ts';
const started = performance.now();
const cases = emptyCases();
forEachHououGame((log, game, set) => addRiichiCases(cases, log, game, set), started);
const count = (set: number, live = false) => countCases(cases, set, live);
const results = study(
  cases,
  [
    { name: 'tileDanger (hand-set), calibrated', groups: [], cols: [0, DANGER] },
    { name: 'the shipped features', groups: [] },
    ...NAMES.map((g) => ({ name: `+ ${g}`, groups: [g] })),
    { name: '+ every group', groups: NAMES },
    { name: 'the shipped features, MLP of 16', groups: [], fit: mlpFit(16, 'deal-in-features/mlp') },
    { name: '+ every group, MLP of 16', groups: NAMES, fit: mlpFit(16, 'deal-in-features/mlp') },
    { name: '+ every group, boosted trees', groups: NAMES, fit: boostedFit({ seed: 'deal-in-features/trees' }) },
  ],
  'deal-in-features/bootstrap',
);
const md = `# Candidate features for the deal-in model against a riichi

Command: \`${command}\` (${((performance.now() - started) / 1000).toFixed(0)} s, one core).

The riichi cases of the shipped model (\`deal-in-model.md\`: a discard against an opponent in riichi, the kinds passed after its
riichi left out as the bot weighs them 0): ${count(0).toLocaleString('en')} from the 647 Houou hanchan of 2020 to fit,
${count(1).toLocaleString('en')} from the 111 of 2022 to test (${count(1, true).toLocaleString('en')} of them on live kinds:
not in the riichi hand's river). Each row is an L2 logistic regression (λ = 1) on the shipped ${DEAL_IN_FEATURE_COUNT} features and the named
candidate groups (\`src/deal-in-candidates.ts\` defines them). The oracles (\`deal-in-oracle.md\`, \`deal-in-threshold.md\`) put gate 1 at a live AUC of about 0.83.
The last column fits each row on 5 folds of all 758 games and predicts every case with the model that did not see its game,
for an AUC over five times the test's deal-ins. The first row is the classical baseline: the bots' hand-set \`tileDanger\`
(given the kinds passed after the riichi), calibrated as \`dealIn: 'tile-danger'\` is (a logistic regression on its danger and a bias). The MLP rows: one tanh layer of 16 units, Adam (40 epochs, batches of 256, L2 10⁻⁴), standardised inputs, seeded.
The boosted trees: 300 trees of depth 4, rate 0.05, each on half the rows, 32 quantile bins a feature (\`src/boosted-trees.ts\`, textbook settings, not tuned here).
Intervals: 95%, 200 bootstrap resamples of the games.

${studyTable(results, '2022')}

Groups: ${NAMES.map((g) => `**${g}**: ${GROUPS[g].join('; ')}`).join('. ')}.
`;
writeWhole(join(resultsDir, 'deal-in-features.md'), md);
console.log(md);
