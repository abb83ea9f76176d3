// The boosted trees of deal-in-curve.md's last row, kept for play (issue 33): fitted on every
// training hanchan of the curve's games (GAME mod 5 ≠ 4) over the shipped features and every
// candidate group but the exact wait prior (86 columns), with deal-in-bots.md's settings, and
// written to bench/weights/deal-in-trees.json for the arena's `evaluator+trees-deal-in`
// (trees-deal-in.ts).
// The file is read back and judged on the test games as the curve judges them (live AUC against a
// riichi, 95% interval over 200 resamples of the test games), so the file written is the one
// measured. Shares the curve's cases (bench/work/deal-in-curve.json): games the file lacks are
// played first, resumably.
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/deal-in-trees.ts [--games 4000] [--workers 2] [--resume] [--force]
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { boostedPredictor, decodeBoostedModel, encodeBoostedModel, fitBoostedModel } from './boosted-trees.js';
import { NAMES, columns } from './deal-in-candidates.js';
import { botCasesRun, botGameCases, countCases, rowsOf, study } from './deal-in-study.js';
import { writeWhole } from './harness.js';
import { option, playShare, sameButGames } from './progress.js';
import { TREES_DEAL_IN_WEIGHTS } from './trees-deal-in.js';

const WORK = fileURLToPath(new URL('../work/deal-in-curve.json', import.meta.url));
const SETTINGS = { seed: 'deal-in-bots/trees' } as const;
// The prior's exact sums cost a hanchan of four such bots 0.8 s, most of what the candidates cost in
// play, and the trees read as well without them: live AUC 0.784 [0.777, 0.793] with and without.
const GROUPS = NAMES.filter((g) => g !== 'prior');

const args = process.argv.slice(2);
const games = Number(option(args, '--games', '4000'));
if (!(Number.isInteger(games) && games >= 50)) throw new Error(`--games is a whole number of 50 or more, not ${option(args, '--games', '')}`);
// the curve's command, so that the two share their saved games
const curveCommand = `cd bench && node --conditions=@mjkit/source --import tsx src/deal-in-curve.ts --games ${games}`;
const command = `cd bench && node --conditions=@mjkit/source --import tsx src/deal-in-trees.ts --games ${games}`;
if (!playShare(args, games, botGameCases)) {
  if (existsSync(TREES_DEAL_IN_WEIGHTS) && !args.includes('--force')) throw new Error(`${TREES_DEAL_IN_WEIGHTS} exists: --force to write it again`);
  const playArgs = existsSync(WORK) ? [...args.filter((a) => a !== '--force'), '--resume'] : args;
  const { cases, games: played } = await botCasesRun(import.meta.url, playArgs, games, WORK, curveCommand, sameButGames);
  const cols = columns(GROUPS);
  const started = performance.now();
  const model = fitBoostedModel(rowsOf(cases, (i) => cases.set[i] === 0, cols), SETTINGS);
  const seconds = (performance.now() - started) / 1000;
  // judged as written: the file read back
  const info = { command, games: played, trainingCases: countCases(cases, 0), settings: 'deal-in-bots.md: 300 trees of depth 4, rate 0.05, half the rows each, 32 quantile bins a feature', groups: GROUPS, columns: cols.length };
  const text = encodeBoostedModel(model, info);
  const back = boostedPredictor(decodeBoostedModel(text).model);
  const [r] = study(cases, [{ name: 'boosted trees, as written', groups: GROUPS, fit: () => back }], 'deal-in-curve/bootstrap', { folds: false });
  const f3 = (x: number) => x.toFixed(3);
  const judged = { ...info, fitSeconds: Math.round(seconds), testLiveAuc: `${f3(r!.live)} [${f3(r!.liveInterval[0])}, ${f3(r!.liveInterval[1])}]` };
  writeWhole(TREES_DEAL_IN_WEIGHTS, encodeBoostedModel(model, judged));
  if (boostedPredictor(decodeBoostedModel(readFileSync(TREES_DEAL_IN_WEIGHTS, 'utf8')).model)(new Float64Array(cols.length), 0) !== back(new Float64Array(cols.length), 0)) throw new Error('the file written does not read back');
  console.log(`${TREES_DEAL_IN_WEIGHTS}: ${model.trees.length} trees, fitted in ${seconds.toFixed(0)} s on ${info.trainingCases.toLocaleString('en')} cases; live AUC on the test games ${judged.testLiveAuc}`);
}
