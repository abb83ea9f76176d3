// Can a model read bots' open hands (issue 33)? Knowing the waits of the open hands alone took the
// evaluator bot to 2.402 against three `evaluator-legacy` (bots-pair-evaluator+open-oracle.md),
// where knowing only the riichi hands' would take it past gate 1 and no reader of the rivers came
// near. Open hands show more: their melds. Here four `evaluator-legacy` play hanchan on the walls of
// deal-in-bots.ts (`deal-in-bots/GAME`); every discard against an opponent with an open meld and no
// riichi is a case (the shipped features, the open-hand candidates of open-reader.ts, tileDanger's
// danger), with whether the opponent was ready and waited on the kind, from the hidden hands.
// Fitted on games GAME mod 5 ≠ 4, judged on the others, beside the shipped model and tileDanger
// calibrated. Writes results/deal-in-open.md and bench/weights/deal-in-open-bots.bin (the arena's
// `evaluator+open-reader`); the cases are kept in bench/work/deal-in-open.json, so a stopped run resumes.
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/deal-in-open.ts [--games 1500] [--workers 2] [--resume | --force]
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEAL_IN_FEATURE_COUNT, dealInFeatures, shippedDealInModel } from '@mjkit/bots';
import { isOpenMeld } from '@mjkit/core';
import type { Seat } from '@mjkit/core';
import { playGame } from '@mjkit/game';
import { variantAgent } from './evaluator-variants.js';
import { resultsDir, writeWhole } from './harness.js';
import { meansBySet, pairedBySet, readPairRun } from './pair-runs.js';
import { winnersOnDiscard } from './houou-hanchan.js';
import { auc, fitLogistic, logistic, logLoss, pickRows } from './logistic.js';
import { OPEN_COLUMNS, OPEN_COUNT, OPEN_FEATURES, OPEN_READER_WEIGHTS, discardsWithCalls, encodeOpenReader, openCandidates, openSight } from './open-reader.js';
import type { OpenSight } from './open-reader.js';
import { handWaits, kindCounts } from './oracle.js';
import { option, playGames, playShare, sameButGames, savedRun } from './progress.js';

const F = DEAL_IN_FEATURE_COUNT;
/** Numbers per case: the columns, then tileDanger's open danger / 100. */
const STRIDE = OPEN_COLUMNS + 1;
const WORK = fileURLToPath(new URL('../work/deal-in-open.json', import.meta.url));

interface GameCases {
  readonly game: number;
  readonly x: number[];
  readonly y: number[];
  /** The opponent was ready (whatever its furiten or yaku). */
  readonly ready: boolean[];
}

/** The arena's open-hand bots, each with what it knows, as their pair runs say (those run so far). */
const ARENA: [string, string][] = [
  ['evaluator+open-oracle', "the open hands' real waits (1 on each, 0 elsewhere), weighed under tileDanger's threats as the bot does"],
  ['evaluator+open-oracle-always', 'the same, every discard weighed (closed silent hands at 0)'],
  ['evaluator+open-tenpai-oracle-always', "which open hands are ready (the model's chance scaled to a ready hand's, 0 for the others), every discard weighed"],
  ['evaluator+open-always', "no oracle: the shipped model's chances, every discard weighed (closed silent hands at 0): the baseline of the two above"],
  ['evaluator+open-reader', "the reader fitted here (the table's last row) for open hands, under tileDanger's threats"],
  ['evaluator+open-reader-always', 'the same, every discard weighed (closed silent hands at 0)'],
];

/** The arena runs of the open-hand bots beside the full bot on the same sets, when they have been run. */
function arenaSection(): string {
  const file = (bot: string) => join(resultsDir, `bots-pair-${bot}-vs-evaluator-legacy.json`);
  const fullFile = file('evaluator');
  const ran = ARENA.filter(([bot]) => existsSync(file(bot)));
  if (ran.length === 0 || !existsSync(fullFile)) return '';
  const full = readPairRun(fullFile);
  const rows = ran.map(([bot, what]) => {
    const run = readPairRun(file(bot));
    const me = run.report.agents.find((a) => a.name === bot)!;
    const p = run.paired;
    return `| \`${bot}\` | ${what} | ${p.sets} | ${me.averageRank.toFixed(3)} | ${me.winRate.toFixed(3)} | ${me.dealInRate.toFixed(3)} | ${pairedBySet(meansBySet(full, 'evaluator'), meansBySet(run, bot))} | ${pairedBySet(meansBySet(full, 'evaluator', 'score'), meansBySet(run, bot, 'score'), 0)} |`;
  });
  return `
## In play

Each bot against three \`evaluator-legacy\`, duplicate, the gates' seed (\`cd bench && node --conditions=@mjkit/source --import tsx
src/bots-arena.ts pair --bot NAME --base evaluator-legacy --sets 200 --workers 2\`; each run's own file is
\`bots-pair-NAME-vs-evaluator-legacy.md\`); riichi hands keep the shipped model's chances throughout. **vs full**: per set, the
bot's mean place (and mean final score) less the full bot's (\`evaluator\`, the gate's run) on the same sets: a negative place or a
positive score means it did better. Gate 1 asks the full bot for −0.050 of place.

| bot | what it knows of open hands | sets | average place | win | deal-in | vs full, place | vs full, score |
|---|---|---:|---|---:|---:|---|---|
${rows.join('\n')}
`;
}

function casesOf(game: number): GameCases {
  const result = playGame([0, 1, 2, 3].map(() => variantAgent('evaluator-legacy')), { seed: `deal-in-bots/${game}` });
  if (result.illegal.length > 0) throw new Error(`game ${game}: an illegal answer`);
  const log = result.log;
  const out: GameCases = { game, x: [], y: [], ready: [] };
  const shipped = new Float32Array(34 * F);
  const extra = new Float64Array(34 * OPEN_COUNT);
  for (const { point, tile, calls } of discardsWithCalls(log)) {
    const view = point.view();
    const kind = tile >> 2;
    let winners: Set<number> | undefined;
    let sight: OpenSight | undefined;
    for (let s = 0; s < view.players; s++) {
      const melds = view.melds[s]!;
      if (s === view.seat || view.riichi[s] || !melds.some(isOpenMeld)) continue;
      const seat = s as Seat;
      winners ??= winnersOnDiscard(log, point);
      sight ??= openSight(view);
      dealInFeatures(view, seat, shipped);
      openCandidates(view, seat, calls.callAt[s]!, sight, extra);
      for (let j = 0; j < F; j++) out.x.push(Math.round(shipped[kind * F + j]! * 1e6) / 1e6);
      for (let j = 0; j < OPEN_COUNT; j++) out.x.push(Math.round(extra[kind * OPEN_COUNT + j]! * 1e6) / 1e6);
      out.x.push(Math.round((sight.danger.open[kind]! / 100) * 1e6) / 1e6);
      out.y.push(winners.has(s) ? 1 : 0);
      out.ready.push(handWaits(kindCounts(point.state.hands[s]!), view, s).length > 0);
    }
  }
  return out;
}

const args = process.argv.slice(2);
const games = Number(option(args, '--games', '1500'));
if (!(Number.isInteger(games) && games >= 10)) throw new Error(`--games is a whole number of 10 or more, not ${option(args, '--games', '')}`);
const command = `cd bench && node --conditions=@mjkit/source --import tsx src/deal-in-open.ts --games ${games}`;
if (!playShare(args, games, casesOf)) {
  mkdirSync(dirname(WORK), { recursive: true });
  const byGame = new Map<number, GameCases>();
  const saved = savedRun<{ command: string; games: GameCases[] }>(WORK, command, args, sameButGames);
  for (const g of saved?.games ?? []) byGame.set(g.game, g);
  const save = () => writeWhole(WORK, `${JSON.stringify({ command, games: [...byGame.values()].sort((a, b) => a.game - b.game) })}\n`);
  await playGames<GameCases>(import.meta.url, args, games, byGame.keys(), (m) => byGame.set(m.game, m), save);

  const all = [...byGame.values()].filter((g) => g.game < games).sort((a, b) => a.game - b.game);
  const x: number[] = [];
  const y: number[] = [];
  const ready: boolean[] = [];
  const test: boolean[] = [];
  for (const g of all) {
    x.push(...g.x);
    y.push(...g.y);
    ready.push(...g.ready);
    for (let i = 0; i < g.y.length; i++) test.push(g.game % 5 === 4);
  }
  if (x.length !== y.length * STRIDE) throw new Error('the saved cases do not fit the columns: move bench/work/deal-in-open.json away and run again');
  const rows = (pick: (i: number) => boolean, cols: readonly number[]) => pickRows(y.length, pick, cols.length, (i, out, at) => cols.forEach((c, j) => (out[at + j] = x[i * STRIDE + c]!)), (i) => y[i]!);
  const shippedCols = Array.from({ length: F }, (_, j) => j);
  const everyCol = Array.from({ length: OPEN_COLUMNS }, (_, j) => j);
  const DANGER = OPEN_COLUMNS;
  const shippedOpen = shippedDealInModel().weights.subarray(F, 2 * F);
  const testRows = (cols: number[]) => rows((i) => test[i]!, cols);
  const fit = (cols: number[]) => fitLogistic(rows((i) => !test[i], cols), 1);
  const models = [
    { name: 'tileDanger (hand-set), calibrated', cols: [0, DANGER], w: fit([0, DANGER]) },
    { name: 'the shipped model (Houou 2020, open hands), as it is', cols: shippedCols, w: shippedOpen as ArrayLike<number> },
    { name: "the shipped features, fitted on bots' games", cols: shippedCols, w: fit(shippedCols) },
    { name: '+ the open-hand candidates', cols: everyCol, w: fit(everyCol) },
  ];
  const testIdx = y.flatMap((_, i) => (test[i] ? [i] : []));
  const lines = models.map((m) => {
    const t = testRows(m.cols);
    const p = Array.from({ length: t.n }, (_, r) => logistic(m.w, t.x, r * t.d));
    const readyRows = t.idx.flatMap((i, r) => (ready[i] ? [r] : []));
    return `| ${m.name} | ${m.cols.length} | ${logLoss(p, t.y).toFixed(4)} | ${auc(p, t.y).toFixed(3)} | ${auc(readyRows.map((r) => p[r]!), readyRows.map((r) => t.y[r]!)).toFixed(3)} |`;
  });
  const best = models[3]!.w;
  const trainGames = all.filter((g) => g.game % 5 !== 4).length;
  mkdirSync(dirname(fileURLToPath(OPEN_READER_WEIGHTS)), { recursive: true });
  writeWhole(fileURLToPath(OPEN_READER_WEIGHTS), encodeOpenReader(Float32Array.from(best), { data: `${trainGames} hanchan of four evaluator-legacy (seeds deal-in-bots/GAME, GAME mod 5 ≠ 4)`, command }));
  const count = (t: boolean) => y.filter((_, i) => test[i] === t).length;
  const hits = (t: boolean) => y.filter((v, i) => v === 1 && test[i] === t).length;
  const readyShare = testIdx.filter((i) => ready[i]).length / testIdx.length;
  const md = `# Reading bots' open hands

Command: \`${command}\`

${all.length} hanchan of four \`evaluator-legacy\` (the walls of \`deal-in-bots.md\`). A case: a discard against an opponent with an
open meld and no riichi. ${count(false).toLocaleString('en')} cases in the training games (GAME mod 5 ≠ 4; ${hits(false)} deal-ins),
${count(true).toLocaleString('en')} in the test games (${hits(true)} deal-ins; the opponent ready in ${(readyShare * 100).toFixed(1)}% of them).
**Ready AUC**: over the cases whose opponent was ready (from its hidden hand): how well the model tells its waits, as the live AUC
does against a riichi. Logistic regressions, L2 λ = 1.

| model | columns | test log loss | test AUC | ready AUC |
|---|---:|---|---|---|
${lines.join('\n')}

Open-hand candidates (\`src/open-reader.ts\`): ${OPEN_FEATURES.join('; ')}.

| candidate | weight |
|---|---:|
${OPEN_FEATURES.map((f, j) => `| ${f} | ${best[F + j]!.toFixed(2)} |`).join('\n')}

\`bench/weights/deal-in-open-bots.bin\` holds the last row's weights: the arena's \`evaluator+open-reader\`.
`;
  writeWhole(join(resultsDir, 'deal-in-open.md'), md + arenaSection());
  console.log(md);
}
