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
import { playGame } from '@mjkit/game';
import { replay } from '@mjkit/record';
import type { GameLog } from '@mjkit/record';
import { BOOST_DEFAULTS, boostedPredictor, fitBoostedModel } from './boosted-trees.js';
import { variantAgent } from './evaluator-variants.js';
import { meanInterval, resultsDir, writeWhole } from './harness.js';
import { WALL_TREE_FEATURE_COUNT, botWallModel, wallRows } from './hand-reading-bots-model.js';
import { option, playGames, playShare, progressBar, sameButGames, savedRun } from './progress.js';

const D = WALL_TREE_FEATURE_COUNT;
const WORK = fileURLToPath(new URL('../work/wall-trees-curve.json', import.meta.url));
const args = process.argv.slice(2);
const games = Number(option(args, '--games', '300'));
if (!(Number.isInteger(games) && games >= 10)) throw new Error(`--games is a whole number of 10 or more, not ${option(args, '--games', '')}`);
const command = `cd bench && node --conditions=@mjkit/source --import tsx src/wall-trees-curve.ts --games ${games}`;

interface Played {
  readonly game: number;
  readonly log: GameLog;
}
// the study's games, seed for seed
function play(game: number): Played {
  const result = playGame([0, 1, 2, 3].map(() => variantAgent('evaluator-legacy')), { seed: `hand-reading-bots/${game}` });
  if (result.illegal.length > 0) throw new Error(`game ${game}: an illegal answer`);
  return { game, log: result.log };
}

if (!playShare(args, games, play)) {
  mkdirSync(dirname(WORK), { recursive: true });
  const byGame = new Map<number, Played>();
  const saved = savedRun<{ command: string; games: Played[] }>(WORK, command, args, sameButGames);
  for (const g of saved?.games ?? []) if (g.game < games) byGame.set(g.game, g);
  const save = () => writeWhole(WORK, `${JSON.stringify({ command, games: [...byGame.values()].sort((a, b) => a.game - b.game) })}\n`);
  await playGames<Played>(import.meta.url, args, games, byGame.keys(), (m) => byGame.set(m.game, m), save);
  study([...byGame.values()].sort((a, b) => a.game - b.game));
}

/** Every third discard of a log: the seat's view and, per kind, the real share of its unseen copies still in the wall. */
function* views(log: GameLog) {
  let n = 0;
  for (const p of replay(log)) {
    if (p.kind !== 'draw' || p.action.type !== 'discard' || n++ % 3 !== 0) continue;
    const view = p.view();
    const held = new Uint8Array(34);
    for (let s = 0; s < 4; s++) if (s !== view.seat) for (const t of p.state.hands[s]!) held[t >> 2]!++;
    yield { view, held };
  }
}

function study(logs: readonly Played[]): void {
  const started = performance.now();
  const theta = { weights: botWallModel().theta, info: {} };
  const isTest = (game: number) => game % 5 === 4;
  const trainX: number[] = [];
  const trainY: number[] = [];
  const trainW: number[] = [];
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
    if (!isTest(game) && SIZES.includes(trained)) prefix.set(trained, trainY.length);
    if (!isTest(game)) trained++;
    for (const { view, held } of views(log)) {
      const { rows, unseen } = wallRows(view, theta);
      const real = new Float64Array(34);
      let total = 0;
      let concealed = 0;
      for (let k = 0; k < 34; k++) {
        real[k] = unseen[k]! > 0 ? (unseen[k]! - held[k]!) / unseen[k]! : 1;
        total += unseen[k]!;
        concealed += held[k]!;
      }
      if (isTest(game)) {
        tests.push({ game, rows, unseen, real, uniform: total > 0 ? 1 - concealed / total : 1, shipped: treesWall(view) });
      } else if (v++ % 2 === 0) {
        // every other view of the training games, as the shipped fit took them
        for (let k = 0; k < 34; k++) {
          if (unseen[k] === 0) continue;
          for (let j = 0; j < D; j++) trainX.push(rows[k * D + j]!);
          trainY.push(real[k]!);
          trainW.push(unseen[k]!);
        }
      }
    }
    progressBar(i + 1, logs.length, started, 'games read');
  });
  const trainGames = logs.filter((l) => !isTest(l.game)).length;
  process.stderr.write(`\n${trainY.length.toLocaleString('en')} training rows from ${trainGames} games, ${tests.length.toLocaleString('en')} test views; fitting\n`);
  const options = { ...BOOST_DEFAULTS, seed: 'hand-reading-bots/trees' };
  const fitStarted = performance.now();
  const x = Float64Array.from(trainX);
  trainX.length = 0;
  const y = Float64Array.from(trainY);
  const w = Float64Array.from(trainW);
  const sizes = [...SIZES.filter((n) => prefix.has(n)), trainGames];
  const fits = sizes.map((n) => {
    const rows = prefix.get(n) ?? y.length;
    process.stderr.write(`fitting on ${n} training games (${rows.toLocaleString('en')} rows)\n`);
    return boostedPredictor(fitBoostedModel({ x: x.subarray(0, rows * D), y: y.subarray(0, rows), w: w.subarray(0, rows), d: D, n: rows }, options));
  });
  const fitSeconds = (performance.now() - fitStarted) / 1000;

  const readers = ['uniform prior', 'shipped trees (480 training hanchan)', ...sizes.map((n) => `trees refitted on ${n} training hanchan`)];
  const perGame = new Map<number, { copies: number; loss: number[]; abs: number[] }>();
  for (const t of tests) {
    let g = perGame.get(t.game);
    if (!g) perGame.set(t.game, (g = { copies: 0, loss: readers.map(() => 0), abs: readers.map(() => 0) }));
    for (let k = 0; k < 34; k++) {
      const u = t.unseen[k]!;
      if (u === 0) continue;
      const real = t.real[k]!;
      g.copies += u;
      [t.uniform, t.shipped[k]!, ...fits.map((f) => f(t.rows, k))].forEach((s, m) => {
        const q = Math.min(1 - 1e-6, Math.max(1e-6, s));
        g!.loss[m]! -= u * (real * Math.log(q) + (1 - real) * Math.log(1 - q));
        g!.abs[m]! += u * Math.abs(s - real);
      });
    }
  }
  const byGame = [...perGame.values()];
  const f4 = (x: number) => x.toFixed(4);
  const mean = (m: number, what: 'loss' | 'abs') => byGame.reduce((a, g) => a + g[what][m]!, 0) / byGame.reduce((a, g) => a + g.copies, 0);
  const diff = (m: number, base: number, what: 'loss' | 'abs') => {
    const r = meanInterval(byGame.map((g) => (g[what][m]! - g[what][base]!) / g.copies))!;
    return `${f4(r.mean)} [${f4(r.low)}, ${f4(r.high)}]`;
  };
  const md = `# How many bots' games the wall trees need (issue 33)

Command: \`${command}\` (${((performance.now() - started) / 1000).toFixed(0)} s of reading and fitting after the play, of which ${fitSeconds.toFixed(0)} s the ${sizes.length} fits; one core).

@mjkit/bots' wall trees (\`wall: 'trees'\`) were fitted on 480 hanchan of four \`evaluator-legacy\` (\`hand-reading-bots.md\`). Here
the same bots play ${logs.length} hanchan on the same seeds (\`hand-reading-bots/GAME\`: below 600, that study's own games), and the
trees are fitted again with the same settings and features (the logit's share from the bench model's refitted θ, as the shipped
trees read it) on every other view of the first ${sizes.join(', ')} training games (GAME mod 5 ≠ 4; ${y.length.toLocaleString('en')} rows for all). All are measured
on all ${byGame.length} test games (GAME mod 5 = 4; none of them fitted on by any), at every third discard
(${tests.length.toLocaleString('en')} views), per unseen copy: the log loss of "still in the wall" (lower is better) and the mean absolute
error of each kind's share; differences: mean over the test games [95% t interval].

| reader | log loss | − uniform | − shipped | mean absolute error | − uniform | − shipped |
|---|---|---|---|---|---|---|
${readers.map((name, m) => `| ${name} | ${f4(mean(m, 'loss'))} | ${m === 0 ? '—' : diff(m, 0, 'loss')} | ${m < 2 ? '—' : diff(m, 1, 'loss')} | ${f4(mean(m, 'abs'))} | ${m === 0 ? '—' : diff(m, 0, 'abs')} | ${m < 2 ? '—' : diff(m, 1, 'abs')} |`).join('\n')}
`;
  writeWhole(`${resultsDir}/wall-trees-curve.md`, md);
  console.log(md);
}
