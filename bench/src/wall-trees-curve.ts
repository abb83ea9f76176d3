// Would more bots' games read the wall nearer? (issue 33.) The shipped wall trees (@mjkit/bots'
// `wall: 'trees'`) were fitted on 480 hanchan of four `evaluator-legacy` (hand-reading-bots.ts,
// seeds `hand-reading-bots/GAME`, GAME < 600, GAME mod 5 ≠ 4). Here the same bots play the same
// seeds' games, the trees are fitted again, with the same settings and the same refitted logit's
// share as a feature, on the first 60, 240 and (when there are more) all the training games
// (GAME mod 5 ≠ 4), and all are
// measured on every test game (GAME mod 5 = 4) beside the uniform prior: per unseen copy, the log
// loss of "still in the wall" and the mean absolute error of each kind's share, the differences
// with a 95% t interval over the test games. Writes results/wall-trees-curve.md; the games are
// kept in bench/work/wall-trees-curve.json, so a stopped run resumes.
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/wall-trees-curve.ts [--games 300] [--workers 2] [--resume | --force]
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { treesWall } from '@mjkit/bots';
import { BOOST_DEFAULTS, boostedPredictor, fitBoostedModel } from './boosted-trees.js';
import { resultsDir, writeWhole } from './harness.js';
import { WALL_TREE_FEATURE_COUNT, botWallModel, wallRows } from './hand-reading-bots-model.js';
import { everyThirdDiscard, playBotGame, realWall, TrainingRows, uniformWall, WallScores } from './wall-scores.js';
import type { BotGame } from './wall-scores.js';
import { option, playGames, playShare, progressBar, sameButGames, savedRun } from './progress.js';

const D = WALL_TREE_FEATURE_COUNT;
const WORK = fileURLToPath(new URL('../work/wall-trees-curve.json', import.meta.url));
const args = process.argv.slice(2);
const games = Number(option(args, '--games', '300'));
if (!(Number.isInteger(games) && games >= 10)) throw new Error(`--games is a whole number of 10 or more, not ${option(args, '--games', '')}`);
const command = `cd bench && node --conditions=@mjkit/source --import tsx src/wall-trees-curve.ts --games ${games}`;

if (!playShare(args, games, playBotGame)) {
  mkdirSync(dirname(WORK), { recursive: true });
  const byGame = new Map<number, BotGame>();
  const saved = savedRun<{ command: string; games: BotGame[] }>(WORK, command, args, sameButGames);
  for (const g of saved?.games ?? []) if (g.game < games) byGame.set(g.game, g);
  const save = () => writeWhole(WORK, `${JSON.stringify({ command, games: [...byGame.values()].sort((a, b) => a.game - b.game) })}\n`);
  await playGames<BotGame>(import.meta.url, args, games, byGame.keys(), (m) => byGame.set(m.game, m), save);
  study([...byGame.values()].sort((a, b) => a.game - b.game));
}

function study(logs: readonly BotGame[]): void {
  const started = performance.now();
  const theta = { weights: botWallModel().theta, info: {} };
  const isTest = (game: number) => game % 5 === 4;
  const train = new TrainingRows(D);
  interface TestView {
    readonly game: number;
    readonly rows: Float64Array;
    readonly unseen: Uint8Array;
    readonly real: Float64Array;
    readonly uniform: number;
    readonly shipped: Float64Array;
  }
  const tests: TestView[] = [];
  let v = 0;
  let trained = 0;
  const SIZES = [60, 240];
  const prefix = new Map<number, number>(); // training games → rows before the next
  logs.forEach(({ game, log }, i) => {
    if (!isTest(game) && SIZES.includes(trained)) prefix.set(trained, train.length);
    if (!isTest(game)) trained++;
    for (const { view, hands } of everyThirdDiscard(log)) {
      const { rows, unseen } = wallRows(view, theta);
      const real = realWall(view, unseen, hands);
      if (isTest(game)) {
        tests.push({ game, rows, unseen, real, uniform: uniformWall(view, unseen), shipped: treesWall(view) });
      } else if (v++ % 2 === 0) {
        // every other view of the training games, as the shipped fit took them
        train.add(rows, real, unseen);
      }
    }
    progressBar(i + 1, logs.length, started, 'games read');
  });
  const trainGames = logs.filter((l) => !isTest(l.game)).length;
  process.stderr.write(`\n${train.length.toLocaleString('en')} training rows from ${trainGames} games, ${tests.length.toLocaleString('en')} test views; fitting\n`);
  const options = { ...BOOST_DEFAULTS, seed: 'hand-reading-bots/trees' };
  const fitStarted = performance.now();
  const { x, y, w } = train.take();
  const sizes = [...SIZES.filter((n) => prefix.has(n)), trainGames];
  const fits = sizes.map((n) => {
    const rows = prefix.get(n) ?? y.length;
    process.stderr.write(`fitting on ${n} training games (${rows.toLocaleString('en')} rows)\n`);
    return boostedPredictor(fitBoostedModel({ x: x.subarray(0, rows * D), y: y.subarray(0, rows), w: w.subarray(0, rows), d: D, n: rows }, options));
  });
  const fitSeconds = (performance.now() - fitStarted) / 1000;

  const readers = ['uniform prior', 'shipped trees (480 training hanchan)', ...sizes.map((n) => `trees refitted on ${n} training hanchan`)];
  const scores = new WallScores(readers);
  for (const t of tests) scores.add(t.game, t.unseen, t.real, (k) => [t.uniform, t.shipped[k]!, ...fits.map((f) => f(t.rows, k))]);
  const md = `# How many bots' games the wall trees need (issue 33)

Command: \`${command}\` (${((performance.now() - started) / 1000).toFixed(0)} s of reading and fitting after the play, of which ${fitSeconds.toFixed(0)} s the ${sizes.length} fits; one core).

@mjkit/bots' wall trees (\`wall: 'trees'\`) were fitted on 480 hanchan of four \`evaluator-legacy\` (\`hand-reading-bots.md\`). Here
the same bots play ${logs.length} hanchan on the same seeds (\`hand-reading-bots/GAME\`: below 600, that study's own games), and the
trees are fitted again with the same settings and features (the logit's share from the bench model's refitted θ, as the shipped
trees read it) on every other view of the first ${sizes.join(', ')} training games (GAME mod 5 ≠ 4; ${y.length.toLocaleString('en')} rows for all). All are measured
on all ${scores.gameCount} test games (GAME mod 5 = 4; none of them fitted on by any), at every third discard
(${tests.length.toLocaleString('en')} views), per unseen copy: the log loss of "still in the wall" (lower is better) and the mean absolute
error of each kind's share; differences: mean over the test games [95% t interval].

| reader | log loss | − uniform | − shipped | mean absolute error | − uniform | − shipped |
|---|---|---|---|---|---|---|
${scores.rows(1)}
`;
  writeWhole(`${resultsDir}/wall-trees-curve.md`, md);
  console.log(md);
}
