// Would more games lift a deal-in model of the rivers to what gate 1 asks (issue 33)? The paired
// runs of deal-in-threshold.md put gate 1 at a live AUC against a riichi of 0.79–0.81 on bots'
// games (the bot as shipped: 0.774); deal-in-bots.md fitted every candidate feature on 1,200
// training hanchan (0.779, boosted trees 0.779) and saw each doubling of the games add about half
// what the last one did. Here the same cases on more of the same walls (`deal-in-bots/GAME`, four
// `evaluator-legacy`; games 5k + 4 the test's): the logistic regression and the boosted trees on
// every candidate group, fitted on the first 400, 800, 1,600 … training hanchan and on all of them,
// their live AUC on the test games with a 95% interval (200 bootstrap resamples of the test games).
// Writes results/deal-in-curve.md; the cases are kept in bench/work/deal-in-curve.json, so a
// stopped run resumes (and `--games` may be raised on resuming).
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/deal-in-curve.ts [--games 4000] [--workers 2] [--resume | --force]
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEAL_IN_FEATURE_COUNT, shippedDealInModel } from '@mjkit/bots';
import { NAMES } from './deal-in-candidates.js';
import { boostedFit, botCasesRun, botGameCases, countCases, study } from './deal-in-study.js';
import type { Fit, Variant } from './deal-in-study.js';
import { resultsDir, writeWhole } from './harness.js';
import { logistic } from './logistic.js';
import { option, playShare, sameButGames } from './progress.js';

const F = DEAL_IN_FEATURE_COUNT;
const WORK = fileURLToPath(new URL('../work/deal-in-curve.json', import.meta.url));

const args = process.argv.slice(2);
const games = Number(option(args, '--games', '4000'));
if (!(Number.isInteger(games) && games >= 50)) throw new Error(`--games is a whole number of 50 or more, not ${option(args, '--games', '')}`);
const command = `cd bench && node --conditions=@mjkit/source --import tsx src/deal-in-curve.ts --games ${games}`;
if (!playShare(args, games, botGameCases)) {
  const { cases, games: played, playSeconds } = await botCasesRun(import.meta.url, args, games, WORK, command, sameButGames);
  const fitStarted = performance.now();

  // training hanchan: 400, doubling while below all of them, then all (the games are played in order, so the first n)
  const trainingGames = [...new Set(cases.game)].filter((g) => g % 5 !== 4).sort((a, b) => a - b);
  const sizes: number[] = [];
  for (let n = 400; n < trainingGames.length; n *= 2) sizes.push(n);
  sizes.push(trainingGames.length);
  const firstOf = (n: number) => {
    const last = trainingGames[n - 1]!;
    return (i: number) => cases.game[i]! <= last;
  };
  const shipped = shippedDealInModel().weights.subarray(0, F);
  const asShipped: Fit = () => (x, r) => logistic(shipped, x, r * F);
  const variants: Variant[] = [
    { name: 'the shipped model (Houou 2020), as it is', groups: [], fit: asShipped },
    ...sizes.flatMap((n): Variant[] => [
      { name: `logistic, ${n} hanchan`, groups: NAMES, train: firstOf(n) },
      { name: `boosted trees, ${n} hanchan`, groups: NAMES, fit: boostedFit({ seed: 'deal-in-bots/trees' }), train: firstOf(n) },
    ]),
  ];
  const results = study(cases, variants, 'deal-in-curve/bootstrap', { folds: false });
  const f3 = (x: number) => x.toFixed(3);
  const row = (name: string) => {
    const r = results.find((x) => x.name === name)!;
    return `${f3(r.live)} [${f3(r.liveInterval[0])}, ${f3(r.liveInterval[1])}]`;
  };
  const casesIn = (n: number) => cases.y.filter((_, i) => cases.set[i] === 0 && firstOf(n)(i)).length;

  const md = `# Would more games lift the deal-in model? (issue 33)

Command: \`${command}\` (${playSeconds.toFixed(0)} s of play on the workers, ${((performance.now() - fitStarted) / 1000).toFixed(0)} s of fitting, one core).

${played} hanchan of four \`evaluator-legacy\` on the walls of \`deal-in-bots.md\` (\`deal-in-bots/GAME\`; its 1,500 are the first
1,500 here). Their riichi cases as \`deal-in-bots.md\` takes them: ${countCases(cases, 0).toLocaleString('en')} in the ${trainingGames.length} training games (GAME mod 5 ≠ 4),
${countCases(cases, 1).toLocaleString('en')} in the ${played - trainingGames.length} test games (${countCases(cases, 1, true).toLocaleString('en')} on live kinds: neither in the riichi hand's river nor passed after it).
Every model reads the shipped features and every candidate group of \`deal-in-bots.md\` (91 columns); each is fitted on the first
hanchan of the training games named, and judged by its live AUC on all the test games, with a 95% interval from 200 bootstrap
resamples of the test games (the same resamples for every row). Gate 1 asks about 0.79–0.81 on these cases (\`deal-in-threshold.md\`:
the bot told a signal of d = 0.5, live AUC 0.793, placed −0.030 [−0.060, 0.000]; fitted over its points, −0.008 of rank per 0.01).

| training hanchan | cases | logistic regression | boosted trees |
|---:|---:|---|---|
${sizes.map((n) => `| ${n} | ${casesIn(n).toLocaleString('en')} | ${row(`logistic, ${n} hanchan`)} | ${row(`boosted trees, ${n} hanchan`)} |`).join('\n')}

The shipped model (fitted on 647 Houou hanchan of 2020, as it is) on the same test cases: ${row('the shipped model (Houou 2020), as it is')}.
The boosted trees are \`deal-in-bots.md\`'s (300 trees of depth 4, rate 0.05, half the rows each, 32 quantile bins a feature).
`;
  writeWhole(join(resultsDir, 'deal-in-curve.md'), md);
  console.log(md);
}
