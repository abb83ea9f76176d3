// The shipped wall trees (@mjkit/bots' `wall: 'trees'`, fitted on bots' games) read on people's
// games: the 111 Houou hanchan of 2022 (shared data), which neither they nor the hand-reading logit
// were fitted on. At every third discard the seat's view and each opponent's real concealed hand:
// per kind, the share of its unseen copies still in the wall, against the uniform prior (the
// evaluator's default wall), `readHands` (`wall: 'estimated'`, fitted on Houou 2020) and the trees;
// log loss of "this copy is still in the wall" and mean absolute error per unseen copy, the
// differences from the uniform prior with a 95% t interval over the games. Writes
// results/wall-trees-houou.md.
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/wall-trees-houou.ts
import { readHands, shippedHandReadingModel, treesWall } from '@mjkit/bots';
import { unseenOf } from '@mjkit/core';
import { resultsDir, writeWhole } from './harness.js';
import { forEachHououGame } from './houou-hanchan.js';
import { everyThirdDiscard, realWall, uniformWall, WallScores } from './wall-scores.js';

const command = 'cd bench && node --conditions=@mjkit/source --import tsx src/wall-trees-houou.ts';
const readers = ['uniform prior', 'readHands (Houou 2020 logit)', 'wall trees (bots)'] as const;
const scores = new WallScores(readers);
let views = 0;
const started = performance.now();
const model = shippedHandReadingModel();
forEachHououGame((log, game, set) => {
  if (set !== 1) return;
  for (const { view, hands } of everyThirdDiscard(log)) {
    const unseen = unseenOf(view);
    const real = realWall(view, unseen, hands);
    const uniform = uniformWall(view, unseen);
    const estimated = readHands(view, model).wall;
    const trees = treesWall(view);
    views++;
    scores.add(game, unseen, real, (k) => [uniform, estimated[k]!, trees[k]!]);
  }
}, started);

const md = `# The wall trees on people's games (issue 33)

Command: \`${command}\` (${((performance.now() - started) / 1000).toFixed(0)} s, one core).

@mjkit/bots' shipped wall trees (\`wall: 'trees'\`, \`treesWall\`) were fitted on 480 hanchan of four \`evaluator-legacy\`
bots (\`hand-reading-bots.md\`). Here they read people: the ${scores.gameCount} four-player Houou hanchan of 2022 (shared data), which
neither they nor \`readHands\`' logit (fitted on Houou 2020) saw. At every third discard (${views.toLocaleString('en')} views), each kind's
share of its unseen copies still in the wall as the discarding seat would read it, against the real share from the
opponents' concealed hands. Log loss of "this copy is still in the wall" (lower is better) and mean absolute error, per
unseen copy; differences from the uniform prior (the evaluator's wall by default): mean over the games [95% t interval].

| reader | log loss | − uniform | mean absolute error | − uniform |
|---|---|---|---|---|
${scores.rows()}
`;
writeWhole(`${resultsDir}/wall-trees-houou.md`, md);
console.log(md);
