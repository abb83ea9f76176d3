// Does a deal-in model read bots better than people (issue 33)? The shipped model learned from
// Houou players and reaches a live-tile AUC of about 0.76 against their riichi
// (deal-in-features.md), where gate 1 needs about 0.83 (deal-in-threshold.md). The gate's opponents
// are bots, whose rivers follow their evaluation, not a person's habits and traps. Here four
// `evaluator-legacy` play hanchan on seeded walls (`deal-in-bots/GAME`, not the arena's seeds),
// their riichi cases are collected as deal-in-study.ts does, and the shipped model is judged on
// them beside the same features and the candidates fitted on bots' games (games 5k + 4 test, the
// others fit; and 5 folds of all), with a nonlinear baseline (boosted trees) and a learning curve
// (a quarter, half and all of the training games) to ask whether the model's form or the number of
// games is what holds it back. Writes results/deal-in-bots.md and, for the arena's
// `evaluator+bot-deal-in`, bench/weights/deal-in-bots.bin: the shipped features' riichi weights
// fitted on the bots' training games, the open and closed weights the shipped ones. The cases are
// kept in bench/work/deal-in-bots.json, so a stopped run resumes.
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/deal-in-bots.ts [--games 1500] [--workers 2] [--resume | --force]
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEAL_IN_FEATURE_COUNT, encodeDealInModel, shippedDealInModel } from '@mjkit/bots';
import { GROUPS, NAMES, columns } from './deal-in-candidates.js';
import { DANGER, boostedFit, botCasesRun, botGameCases, countCases, logisticFit, mlpFit, rowsOf, study, studyTable } from './deal-in-study.js';
import type { Fit } from './deal-in-study.js';
import { resultsDir, writeWhole } from './harness.js';
import { BOOST_DEFAULTS } from './boosted-trees.js';
import { auc, fitLogistic, logistic } from './logistic.js';
import { option, playShare } from './progress.js';

const F = DEAL_IN_FEATURE_COUNT;
const WORK = fileURLToPath(new URL('../work/deal-in-bots.json', import.meta.url));
/** Where the arena's `evaluator+bot-deal-in` reads its weights. */
export const BOT_DEAL_IN_WEIGHTS = fileURLToPath(new URL('../weights/deal-in-bots.bin', import.meta.url));

const args = process.argv.slice(2);
const games = Number(option(args, '--games', '1500'));
if (!(Number.isInteger(games) && games >= 10)) throw new Error(`--games is a whole number of 10 or more, not ${option(args, '--games', '')}`);
const command = `cd bench && node --conditions=@mjkit/source --import tsx src/deal-in-bots.ts --games ${games}`;
if (!playShare(args, games, botGameCases)) {
  const { cases, games: played, playSeconds } = await botCasesRun(import.meta.url, args, games, WORK, command);
  const fitStarted = performance.now();
  const shipped = shippedDealInModel().weights.subarray(0, F);
  const asShipped: Fit = () => (x, r) => logistic(shipped, x, r * F);
  const results = study(
    cases,
    [
      { name: 'tileDanger (hand-set), calibrated', groups: [], cols: [0, DANGER] },
      { name: 'the shipped model (Houou 2020), as it is', groups: [], fit: asShipped },
      { name: "the shipped features, fitted on bots' games", groups: [], fit: logisticFit },
      ...NAMES.map((g) => ({ name: `+ ${g}`, groups: [g] })),
      { name: '+ every group', groups: NAMES },
      { name: '+ every group, MLP of 16', groups: NAMES, fit: mlpFit(16, 'deal-in-bots/mlp') },
      { name: '+ every group, boosted trees', groups: NAMES, fit: boostedFit({ seed: 'deal-in-bots/trees' }) },
    ],
    'deal-in-bots/bootstrap',
  );

  // would more games help? every group, fitted on the first quarter, half and all of the training games
  const every = columns(NAMES);
  const test = rowsOf(cases, (i) => cases.set[i] === 1, every);
  const liveTest = test.idx.flatMap((i, r) => (cases.live[i] ? [r] : []));
  const liveAuc = (predict: (x: Float64Array, r: number) => number) => auc(liveTest.map((r) => predict(test.x, r)), liveTest.map((r) => test.y[r]!));
  const curve = [0.25, 0.5, 1].map((share) => {
    const train = rowsOf(cases, (i) => cases.set[i] === 0 && cases.game[i]! < share * played, every);
    const w = fitLogistic(train, 1);
    const row = { share, hanchan: new Set(train.idx.map((i) => cases.game[i]!)).size, cases: train.n, logistic: liveAuc((x, r) => logistic(w, x, r * train.d)), trees: liveAuc(boostedFit({ seed: 'deal-in-bots/trees' })(train)) };
    process.stderr.write(`${share} of the training games: logistic ${row.logistic.toFixed(3)}, trees ${row.trees.toFixed(3)}\n`);
    return row;
  });

  // the arena's weights: the shipped features' riichi weights on the bots' training games
  const train = rowsOf(cases, (i) => cases.set[i] === 0, Array.from({ length: F }, (_, j) => j));
  const riichi = fitLogistic(train, 1);
  const weights = Float32Array.from(shippedDealInModel().weights);
  weights.set(riichi, 0);
  const trainGames = new Set(train.idx.map((i) => cases.game[i]!)).size;
  mkdirSync(dirname(BOT_DEAL_IN_WEIGHTS), { recursive: true });
  writeWhole(BOT_DEAL_IN_WEIGHTS, encodeDealInModel({ weights, info: { data: `riichi: ${trainGames} hanchan of four evaluator-legacy (seeds deal-in-bots/GAME, GAME mod 5 ≠ 4); open and closed: the shipped model's`, command } }));

  const count = (set: number, live = false) => countCases(cases, set, live);
  const dealIns = (set: number) => cases.y.filter((y, i) => y === 1 && cases.set[i] === set).length;
  const md = `# The deal-in model on bots' games

Command: \`${command}\` (${playSeconds.toFixed(0)} s of play on the workers, ${((performance.now() - fitStarted) / 1000).toFixed(0)} s of fitting, one core).

${played} hanchan of four \`evaluator-legacy\` on seeded walls (\`deal-in-bots/GAME\`, not the arena's). Their riichi cases, as
\`deal-in-features.md\` takes them from the Houou logs (a discard against an opponent in riichi, the kinds passed after its riichi
left out): ${count(0).toLocaleString('en')} in the training games (GAME mod 5 ≠ 4; ${dealIns(0)} deal-ins), ${count(1).toLocaleString('en')} in the test games (${dealIns(1)} deal-ins;
${count(1, true).toLocaleString('en')} on live kinds: not in the riichi hand's river). The first row is the shipped model, trained on Houou hanchan,
unchanged; the others are fitted on the bots' training games (and on 5 folds of all of them for the last column). The oracles
(\`deal-in-oracle.md\`, \`deal-in-threshold.md\`) put gate 1 at a live AUC of about 0.83 on these games; against Houou players the same features reach 0.76.
Intervals: 95%, 200 bootstrap resamples of the games.

${studyTable(results, 'test games')}

The boosted trees: ${BOOST_DEFAULTS.trees} trees of depth ${BOOST_DEFAULTS.depth}, rate ${BOOST_DEFAULTS.rate}, each on half the rows, ${BOOST_DEFAULTS.bins} quantile bins a feature
(\`src/boosted-trees.ts\`, the textbook settings, not tuned on these games). The MLP: one tanh layer of 16 units, as \`deal-in-features.md\` says.

**Would more games help?** Every group, fitted on the first quarter, half and all of the training games, live AUC on the test games:

| training games | hanchan | cases | logistic | boosted trees |
|---|---:|---:|---|---|
${curve.map((c) => `| ${c.share === 1 ? 'all' : `first ${c.share === 0.5 ? 'half' : 'quarter'}`} | ${c.hanchan} | ${c.cases.toLocaleString('en')} | ${c.logistic.toFixed(3)} | ${c.trees.toFixed(3)} |`).join('\n')}

Groups: ${NAMES.map((g) => `**${g}**: ${GROUPS[g].join('; ')}`).join('. ')}.

\`bench/weights/deal-in-bots.bin\` holds the second row's weights against a riichi (fitted on the training games) and the
shipped weights for open and closed hands: the arena's \`evaluator+bot-deal-in\`.
`;
  writeWhole(join(resultsDir, 'deal-in-bots.md'), md);
  console.log(md);
}
