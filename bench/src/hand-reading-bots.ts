// Hand reading on bots' games (issue 33). The wall oracle (bots-tuning.md) gains about −0.07 of
// average place against three `evaluator-legacy`, the shipped reader (`wall: 'estimated'`, a
// conditional logit fitted on Houou games) nothing. Here four `evaluator-legacy` play hanchan on
// seeded walls (`hand-reading-bots/GAME`, not the arena's seeds) and three readers are measured on
// the test games (GAME mod 5 = 4) beside the uniform prior, the evaluator's wall today:
// - the shipped logit as it is (Houou 2020);
// - the same features refitted on the bots' training games;
// - boosted trees on the quantity the evaluator uses, each kind's share of its unseen copies still
//   in the wall, over the refitted logit's share and what the seat sees of its three opponents
//   (hand-reading-bots-model.ts).
// Measures: the issue's, the mean log-likelihood of the real hidden tiles (nats per tile, the
// logits only); and the wall's, per unseen copy: the log loss of "still in the wall" and the mean
// absolute error of the share; the difference from the uniform prior with a 95% t interval over
// the test games. Writes bench/weights/hand-reading-bots.bin (for the arena's `evaluator+bot-wall`)
// and results/hand-reading-bots.md. The games are kept in bench/work/hand-reading-bots.json, so a
// stopped run resumes.
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/hand-reading-bots.ts [--games 600] [--workers 2] [--resume | --force]
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HAND_READING_FEATURES, HAND_READING_FEATURE_COUNT, handReadingFeatures, readHands, shippedHandReadingModel } from '@mjkit/bots';
import { unseenOf } from '@mjkit/core';
import type { Seat } from '@mjkit/core';
import { BOOST_DEFAULTS, boostedPredictor, fitBoostedModel } from './boosted-trees.js';
import { resultsDir, writeWhole } from './harness.js';
import { fitHandReading, logLikelihood } from './hand-reading-fit.js';
import type { HandSample } from './hand-reading-fit.js';
import { BOT_WALL_WEIGHTS, WALL_TREE_FEATURES, WALL_TREE_FEATURE_COUNT, encodeBotWall, wallRows } from './hand-reading-bots-model.js';
import { everyThirdDiscard, playBotGame, realWall, TrainingRows, WallScores } from './wall-scores.js';
import type { BotGame } from './wall-scores.js';
import { option, playGames, playShare, progressBar, sameButGames, savedRun } from './progress.js';

const F = HAND_READING_FEATURE_COUNT;
const D = WALL_TREE_FEATURE_COUNT;
const LAMBDA = 1;
const WORK = fileURLToPath(new URL('../work/hand-reading-bots.json', import.meta.url));
const args = process.argv.slice(2);
const games = Number(option(args, '--games', '600'));
if (!(Number.isInteger(games) && games >= 10)) throw new Error(`--games is a whole number of 10 or more, not ${option(args, '--games', '')}`);
const command = `cd bench && node --conditions=@mjkit/source --import tsx src/hand-reading-bots.ts --games ${games}`;

if (!playShare(args, games, playBotGame)) {
  mkdirSync(dirname(WORK), { recursive: true });
  const byGame = new Map<number, BotGame>();
  const saved = savedRun<{ command: string; games: BotGame[] }>(WORK, command, args, sameButGames);
  for (const g of saved?.games ?? []) if (g.game < games) byGame.set(g.game, g);
  const started = performance.now();
  const save = () => writeWhole(WORK, `${JSON.stringify({ command, games: [...byGame.values()].sort((a, b) => a.game - b.game) })}\n`);
  await playGames<BotGame>(import.meta.url, args, games, byGame.keys(), (m) => byGame.set(m.game, m), save);
  const logs = [...byGame.values()].sort((a, b) => a.game - b.game);
  process.stderr.write(`\n${logs.length} games, ${((performance.now() - started) / 1000).toFixed(0)} s of play\n`);
  study(logs);
}

interface Sample extends HandSample {
  readonly game: number;
  readonly set: number;
  readonly riichi: boolean;
}

function study(logs: readonly BotGame[]): void {
  const started = performance.now();
  const setOf = (game: number) => (game % 5 === 4 ? 1 : 0);
  // pass 1: the opponents' hands, for the logit
  const samples: Sample[] = [];
  logs.forEach(({ game, log }, i) => {
    for (const { view, hands } of everyThirdDiscard(log)) {
      const unseen = Uint8Array.from(unseenOf(view));
      for (let s = 0; s < 4; s++) {
        if (s === view.seat) continue;
        samples.push({ game, set: setOf(game), riichi: view.riichi[s] === true, unseen, counts: hands[s]!, x: handReadingFeatures(view, s as Seat, unseen) });
      }
    }
    progressBar(i + 1, logs.length, started, 'games read');
  });
  process.stderr.write('\n');
  const zero = new Float64Array(F);
  const shippedTheta = shippedHandReadingModel().weights;
  const theta = Float32Array.from(fitHandReading(samples, (s) => s.set === 0, LAMBDA));
  const groups: [string, (s: Sample) => boolean][] = [
    ['every opponent', () => true],
    ['opponents in riichi', (s) => s.riichi],
    ['opponents not in riichi', (s) => !s.riichi],
  ];
  const tileLl = groups.map(([name, pick]) => {
    const test = (s: Sample) => s.set === 1 && pick(s);
    return { name, prior: logLikelihood(samples, zero, test), shipped: logLikelihood(samples, shippedTheta, test), refit: logLikelihood(samples, theta, test) };
  });
  const sampleCount = samples.length;
  samples.length = 0;

  // pass 2: the wall's rows and the real shares
  const train = new TrainingRows(D);
  interface TestView {
    readonly game: number;
    readonly rows: Float64Array;
    readonly uniform: number;
    readonly shipped: Float64Array;
    readonly logit: Float64Array;
    readonly unseen: Uint8Array;
    readonly wall: Float64Array;
  }
  const tests: TestView[] = [];
  let v = 0;
  logs.forEach(({ game, log }, i) => {
    for (const { view, hands } of everyThirdDiscard(log)) {
      const { rows, logit, unseen } = wallRows(view, { weights: theta, info: {} });
      const wall = realWall(view, unseen, hands);
      if (setOf(game) === 1) {
        tests.push({ game, rows, uniform: 1 - rows[1]!, shipped: readHands(view, shippedHandReadingModel()).wall, logit, unseen, wall });
      } else if (v++ % 2 === 0) {
        // every other view of the training games: the trees' rows
        train.add(rows, wall, unseen);
      }
    }
    progressBar(i + 1, logs.length, started, 'games read again');
  });
  const trainRows = train.length;
  process.stderr.write(`\n${trainRows.toLocaleString('en')} training rows, ${tests.length.toLocaleString('en')} test views\n`);
  const options = { ...BOOST_DEFAULTS, seed: 'hand-reading-bots/trees' };
  const fitStarted = performance.now();
  const trees = fitBoostedModel(train.take(), options);
  const fitSeconds = (performance.now() - fitStarted) / 1000;
  const predict = boostedPredictor(trees);

  // the wall's measures per test game
  const models = ['uniform prior', 'shipped logit (Houou 2020)', "logit refitted on bots' games", 'boosted trees'] as const;
  const scores = new WallScores(models);
  for (const t of tests) scores.add(t.game, t.unseen, t.wall, (k) => [t.uniform, t.shipped[k]!, t.logit[k]!, predict(t.rows, k)]);
  const trainGames = logs.filter((l) => setOf(l.game) === 0).length;
  const testGames = logs.length - trainGames;
  const info = { data: `${trainGames} hanchan of four evaluator-legacy (seeds hand-reading-bots/GAME, GAME mod 5 ≠ 4)`, command, lambda: LAMBDA, trees: { ...options, rows: trainRows } };
  mkdirSync(dirname(fileURLToPath(BOT_WALL_WEIGHTS)), { recursive: true });
  writeWhole(fileURLToPath(BOT_WALL_WEIGHTS), encodeBotWall({ theta, trees, info }));

  const f4 = (x: number) => x.toFixed(4);
  const md = `# Hand reading on bots' games: the evaluator's wall (issue 33)

Command: \`${command}\` (${((performance.now() - started) / 1000).toFixed(0)} s of reading and fitting after the play, of which ${fitSeconds.toFixed(0)} s the trees; one core).

${logs.length} hanchan of four \`evaluator-legacy\` on seeded walls (\`hand-reading-bots/GAME\`, not the arena's seeds): ${trainGames} training
games (GAME mod 5 ≠ 4), ${testGames} test games. At every third discard, each opponent's real concealed hand as the discarding
seat could not see it (${sampleCount.toLocaleString('en')} hands). The wall oracle (\`bots-tuning.md\`), which knows these hands, gains about −0.07 of
average place; the shipped reader (\`wall: 'estimated'\`) gains −0.003 [−0.031, 0.025] (\`bots-ablation.md\`).

## The issue's measure: log-likelihood of the real hidden tiles, nats per tile (test games; higher is better)

| opponents | uniform prior | shipped logit (Houou 2020) | logit refitted on bots' games |
|---|---|---|---|
${tileLl.map((r) => `| ${r.name} | ${f4(r.prior)} | ${f4(r.shipped)} (${(r.shipped - r.prior >= 0 ? '+' : '') + f4(r.shipped - r.prior)}) | ${f4(r.refit)} (${(r.refit - r.prior >= 0 ? '+' : '') + f4(r.refit - r.prior)}) |`).join('\n')}

## The evaluator's measure: each kind's share of its unseen copies still in the wall (test games, per unseen copy)

The uniform prior says every kind's share is the same, 1 − (the opponents' concealed tiles / the unseen tiles). The log loss
is that of "this copy is still in the wall" (lower is better); the error is |predicted share − real share|. Differences from the
uniform prior: mean over the ${testGames} test games [95% t interval].

| reader | log loss | − uniform | mean absolute error | − uniform |
|---|---|---|---|---|
${scores.rows()}

The trees: ${options.trees} trees of depth ${options.depth}, rate ${options.rate}, each on half the rows, ${options.bins} quantile bins a feature
(\`src/boosted-trees.ts\`, the textbook settings), each row weighted by its unseen copies, on every other view of the training games
(${trainRows.toLocaleString('en')} rows). Their ${D} features: ${WALL_TREE_FEATURES.join('; ')}.

Refitted logit's weights (the shipped one's beside):

| feature | refitted θ | shipped θ |
|---|---:|---:|
${Array.from({ length: F }, (_, i) => `| ${HAND_READING_FEATURES[i]} | ${theta[i]!.toFixed(3)} | ${shippedTheta[i]!.toFixed(3)} |`).join('\n')}
`;
  writeWhole(`${resultsDir}/hand-reading-bots.md`, md);
  console.log(md);
}
