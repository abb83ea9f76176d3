// Where does the wall reading fall short? (issue 33.) The wall oracle's gain leans to the bot's far
// hands (2 or more from ready: -0.036 of a place there, -0.013 near ready; tune-v6), which come early
// in a round. Here the shipped wall trees (@mjkit/bots' `wall: 'trees'`) and the uniform prior are
// scored apart by the stage of the round (the discards on the table) and by the viewer's shanten,
// on the test hanchan of wall-trees-curve.ts (GAME mod 5 = 4, games the trees were not fitted on):
// per unseen copy, log loss of "still in the wall" and mean absolute error, the trees less the
// uniform with a 95% t interval over the games, and the share of the uniform's error the trees take
// away (the oracle takes it all). Reads bench/work/wall-trees-curve.json (run wall-trees-curve.ts
// first); writes results/wall-trees-by-stage.md.
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/wall-trees-by-stage.ts
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readHands, treesWall } from '@mjkit/bots';
import { unseenOf } from '@mjkit/core';
import type { GameLog } from '@mjkit/record';
import { shanten } from '@mjkit/shanten';
import { resultsDir, writeWhole } from './harness.js';
import { progressBar } from './progress.js';
import { everyThirdDiscard, realWall, uniformWall, WallScores } from './wall-scores.js';

const command = 'cd bench && node --conditions=@mjkit/source --import tsx src/wall-trees-by-stage.ts';
const WORK = fileURLToPath(new URL('../work/wall-trees-curve.json', import.meta.url));
if (!existsSync(WORK)) throw new Error(`no ${WORK}: run src/wall-trees-curve.ts first (it plays the games)`);

/** The groups a view is scored in: its stage by discards on the table, and the viewer's shanten. */
const STAGES = [
  ['0–11 discards on the table', (d: number) => d < 12],
  ['12–23', (d: number) => d >= 12 && d < 24],
  ['24–35', (d: number) => d >= 24 && d < 36],
  ['36–47', (d: number) => d >= 36 && d < 48],
  ['48 or more', (d: number) => d >= 48],
] as const;
const SHANTEN = [
  ['the viewer 2 or more from ready', (s: number) => s >= 2],
  ['the viewer 1 or less from ready', (s: number) => s <= 1],
] as const;

const readers = ['uniform prior', 'readHands (the Houou logit)', 'shipped wall trees'] as const;
const groups = [...STAGES, ...SHANTEN].map(([name]) => ({ name, scores: new WallScores(readers), views: 0 }));
const whole = { name: 'every view', scores: new WallScores(readers), views: 0 };

const { games } = JSON.parse(readFileSync(WORK, 'utf8')) as { games: { game: number; log: GameLog }[] };
const tests = games.filter(({ game }) => game % 5 === 4);
const started = performance.now();
tests.forEach(({ game, log }, i) => {
  for (const { view, hands } of everyThirdDiscard(log)) {
    const unseen = Uint8Array.from(unseenOf(view));
    const real = realWall(view, unseen, hands);
    const uniform = uniformWall(view, unseen);
    const trees = treesWall(view);
    const logit = readHands(view).wall;
    let discards = 0;
    for (let s = 0; s < view.players; s++) discards += (view.rivers[s] ?? []).length;
    const counts = new Uint8Array(34);
    for (const t of view.hand) counts[t >> 2]!++;
    const away = shanten(counts);
    const into = [whole, ...STAGES.map(([, is], g) => (is(discards) ? groups[g] : undefined)), ...SHANTEN.map(([, is], g) => (is(away) ? groups[STAGES.length + g] : undefined))];
    for (const group of into) {
      if (!group) continue;
      group.views++;
      group.scores.add(game, unseen, real, (k) => [uniform, logit[k]!, trees[k]!]);
    }
  }
  progressBar(i + 1, tests.length, started, 'test games');
});
process.stderr.write('\n');

const row = (what: 'loss' | 'abs') => (g: typeof whole) => {
  const s = g.scores;
  const taken = (m: number) => `${(100 * (1 - s.mean(m, what) / s.mean(0, what))).toFixed(1)}%`;
  return `| ${g.name} | ${g.views.toLocaleString('en')} | ${s.mean(0, what).toFixed(4)} | ${s.mean(1, what).toFixed(4)} | ${taken(1)} | ${s.mean(2, what).toFixed(4)} | ${taken(2)} | ${s.diff(2, 0, what)} |`;
};
const table = (what: 'loss' | 'abs') => `| views | n | uniform | readHands | taken | trees | taken | trees − uniform [95%] |
|---|---|---|---|---|---|---|---|
${[whole, ...groups].map(row(what)).join('\n')}`;
const md = `# Where the wall reading falls short: by stage and by the viewer's shanten (issue 33)

Command: \`${command}\` (after \`src/wall-trees-curve.ts --games 300\`, whose games it reads; ${((performance.now() - started) / 1000).toFixed(0)} s, one core).

The ${tests.length} test hanchan of four \`evaluator-legacy\` (seeds \`hand-reading-bots/GAME\`, GAME mod 5 = 4: games the shipped
trees were not fitted on), every third discard's view, scored per unseen copy of each kind: the log loss of "still in the
wall" and the mean absolute error of the kind's share of its unseen copies still in the wall, for the uniform prior (the
evaluator's wall by default), the classical reader (\`readHands\`, the hand-reading logit fitted on Houou games: \`wall:
'estimated'\`) and the shipped wall trees (\`wall: 'trees'\`). "Taken" is the share of the uniform prior's error a reader takes
away (the real wall, the oracle of \`bots-tuning.md\`, takes all of it); the trees less the uniform prior is the mean over the
test games [95% t interval]. A view counts in one stage row (the discards on the table when it discards) and in one shanten
row (its 14 concealed tiles counted, melds apart).

Mean absolute error of the wall share, per unseen copy:

${table('abs')}

Log loss of "still in the wall", per unseen copy:

${table('loss')}
`;
writeWhole(`${resultsDir}/wall-trees-by-stage.md`, md);
console.log(md);
