// Would reading each opponent apart read the wall nearer? (issue 33.) The shipped wall trees
// (@mjkit/bots' `wall: 'trees'`) read a kind through features summed over the three opponents, and
// their learning curve is flat (wall-trees-curve.md): what they see, not how many games, holds them
// at 0.22 a copy. Here boosted trees with the same settings read one (opponent, kind) pair at a
// time: the hand-reading logit's 16 features of that opponent, its own held share by the refitted
// logit, its last three discards, its melds and river, and the shipped trees' wall share; they
// predict the share of the kind's unseen copies that opponent holds, and the wall is one less their
// sum over the three. Fitted on every other view of the first 120 training hanchan (GAME mod 5 ≠ 4)
// of wall-trees-curve.ts's games, measured on its 60 test hanchan beside the uniform prior and the
// shipped trees: per unseen copy, log loss of "still in the wall" and mean absolute error, the
// differences with a 95% t interval over the games. Reads bench/work/wall-trees-curve.json (run
// wall-trees-curve.ts first); writes results/wall-trees-per-opponent.md.
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/wall-trees-per-opponent.ts
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HAND_READING_FEATURES, HAND_READING_FEATURE_COUNT, concealedCount, handReadingFeatures, handReadingProbabilities, treesWall } from '@mjkit/bots';
import { unseenOf } from '@mjkit/core';
import type { Seat } from '@mjkit/core';
import type { GameLog } from '@mjkit/record';
import type { PlayerView } from '@mjkit/table';
import { BOOST_DEFAULTS, boostedPredictor, fitBoostedModel } from './boosted-trees.js';
import { resultsDir, writeWhole } from './harness.js';
import { botWallModel } from './hand-reading-bots-model.js';
import { progressBar } from './progress.js';
import { everyThirdDiscard, realWall, TrainingRows, uniformWall, WallScores } from './wall-scores.js';

const command = 'cd bench && node --conditions=@mjkit/source --import tsx src/wall-trees-per-opponent.ts';
const WORK = fileURLToPath(new URL('../work/wall-trees-curve.json', import.meta.url));
if (!existsSync(WORK)) throw new Error(`no ${WORK}: run src/wall-trees-curve.ts first (it plays the games)`);
const TRAIN_GAMES = 120;
const F = HAND_READING_FEATURE_COUNT;
const FEATURES = [
  'unseen copies',
  "the opponent's concealed tiles / the unseen tiles",
  "the refitted logit's held share for the opponent",
  ...HAND_READING_FEATURES,
  'its river / 18',
  'its last 3 discards hold a tile within 2 from the hand (tedashi)',
  'its last 3 discards hold it',
  'its last 3 discards hold a tile within 2 just drawn (tsumogiri)',
  'number (1–9; 0 an honour)',
  'the viewer holds it',
  'discards on the table / 72',
  'its open melds',
  "the shipped wall trees' share",
];
const D = FEATURES.length;
const suitOf = (k: number) => (k < 27 ? Math.floor(k / 9) : -1);
const model = { weights: botWallModel().theta, info: {} };

/** Rows of one view: three opponents × 34 kinds of D features (kinds with no unseen copy kept, weight 0), with each pair's real held share. */
function rowsOf(view: PlayerView, hands: readonly Uint8Array[]): { x: Float64Array; y: Float64Array; unseen: Uint8Array; real: Float64Array; uniform: number; shipped: Float64Array } {
  const unseen = Uint8Array.from(unseenOf(view));
  let total = 0;
  for (let k = 0; k < 34; k++) total += unseen[k]!;
  const shipped = treesWall(view);
  const own = new Uint8Array(34);
  for (const t of view.hand) own[t >> 2]!++;
  let turn = 0;
  for (let s = 0; s < view.players; s++) turn += (view.rivers[s] ?? []).length;
  const x = new Float64Array(3 * 34 * D);
  const y = new Float64Array(3 * 34);
  const f = new Float32Array(34 * F);
  const p = new Float64Array(34);
  let o = 0;
  for (let s = 0; s < 4; s++) {
    if (s === view.seat) continue;
    const seat = s as Seat;
    handReadingFeatures(view, seat, unseen, f);
    handReadingProbabilities(model, unseen, f, p);
    const n = concealedCount(view, seat);
    const river = view.rivers[seat] ?? [];
    const tedashi = new Uint8Array(34);
    const tsumogiri = new Uint8Array(34);
    const same = new Uint8Array(34);
    for (const d of river.slice(-3)) {
      const e = d.tile >> 2;
      same[e] = 1;
      if (e >= 27) continue;
      for (let k = Math.max(suitOf(e) * 9, e - 2); k <= Math.min(suitOf(e) * 9 + 8, e + 2); k++) (d.tsumogiri ? tsumogiri : tedashi)[k] = 1;
    }
    const melds = (view.melds[seat] ?? []).filter((m) => m.type !== 'kita').length;
    for (let k = 0; k < 34; k++) {
      const u = unseen[k]!;
      const r = (o * 34 + k) * D;
      x[r] = u;
      x[r + 1] = total > 0 ? n / total : 0;
      x[r + 2] = u > 0 ? Math.min(u, n * p[k]!) / u : 0;
      for (let j = 0; j < F; j++) x[r + 3 + j] = f[k * F + j]!;
      const b = r + 3 + F;
      x[b] = river.length / 18;
      x[b + 1] = tedashi[k]!;
      x[b + 2] = same[k]!;
      x[b + 3] = tsumogiri[k]!;
      x[b + 4] = k < 27 ? (k % 9) + 1 : 0;
      x[b + 5] = own[k]!;
      x[b + 6] = turn / 72;
      x[b + 7] = melds;
      x[b + 8] = shipped[k]!;
      y[o * 34 + k] = u > 0 ? hands[s]![k]! / u : 0;
    }
    o++;
  }
  const real = realWall(view, unseen, hands);
  return { x, y, unseen, real, uniform: uniformWall(view, unseen), shipped };
}

const { games } = JSON.parse(readFileSync(WORK, 'utf8')) as { games: { game: number; log: GameLog }[] };
const started = performance.now();
const isTest = (game: number) => game % 5 === 4;
const train = new TrainingRows(D);
const tests: { game: number; x: Float64Array; unseen: Uint8Array; real: Float64Array; uniform: number; shipped: Float64Array }[] = [];
let trained = 0;
let v = 0;
games.forEach(({ game, log }, i) => {
  const test = isTest(game);
  if (!test && trained++ >= TRAIN_GAMES) return;
  for (const { view, hands } of everyThirdDiscard(log)) {
    const r = rowsOf(view, hands);
    if (test) tests.push({ game, x: r.x, unseen: r.unseen, real: r.real, uniform: r.uniform, shipped: r.shipped });
    // a row per opponent and kind, weighed by the kind's unseen copies
    else if (v++ % 2 === 0) train.add(r.x, r.y, Array.from(r.y, (_, j) => r.unseen[j % 34]!));
  }
  progressBar(i + 1, games.length, started, 'games read');
});
const trainRows = train.length;
process.stderr.write(`\n${trainRows.toLocaleString('en')} training rows from ${TRAIN_GAMES} games, ${tests.length.toLocaleString('en')} test views; fitting\n`);
const fitStarted = performance.now();
const options = { ...BOOST_DEFAULTS, seed: 'wall-trees-per-opponent' };
const predict = boostedPredictor(fitBoostedModel(train.take(), options));
const fitSeconds = (performance.now() - fitStarted) / 1000;

const readers = ['uniform prior', 'shipped wall trees (summed over the opponents)', 'trees per opponent'] as const;
const scores = new WallScores(readers);
for (const t of tests) {
  scores.add(t.game, t.unseen, t.real, (k) => {
    let heldShare = 0;
    for (let o = 0; o < 3; o++) heldShare += Math.min(1, Math.max(0, predict(t.x, o * 34 + k)));
    return [t.uniform, t.shipped[k]!, Math.min(1, Math.max(0, 1 - heldShare))];
  });
}
const md = `# Reading each opponent apart for the wall (issue 33)

Command: \`${command}\` (after \`src/wall-trees-curve.ts --games 300\`, whose games it reads; ${((performance.now() - started) / 1000).toFixed(0)} s, of which ${fitSeconds.toFixed(0)} s the trees; one core).

The shipped wall trees read each kind through features summed over the three opponents; fitted on 60 to 480 hanchan they read
alike (\`wall-trees-curve.md\`). Here trees with the same settings read one opponent and one kind at a time and predict the
share of the kind's unseen copies that opponent holds; the wall is one less the sum over the three (clamped to [0, 1]). Their
${D} features: ${FEATURES.join('; ')}. Fitted on every other view of the first ${TRAIN_GAMES} training hanchan of four
\`evaluator-legacy\` (${trainRows.toLocaleString('en')} rows, each weighted by the kind's unseen copies), measured on the ${scores.gameCount} test hanchan
(${tests.length.toLocaleString('en')} views, every third discard), per unseen copy; differences: mean over the test games [95% t interval].

| reader | log loss | − uniform | − shipped | mean absolute error | − uniform | − shipped |
|---|---|---|---|---|---|---|
${scores.rows(1)}
`;
writeWhole(`${resultsDir}/wall-trees-per-opponent.md`, md);
console.log(md);
