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
import { replay } from '@mjkit/record';
import { meanInterval, resultsDir, writeWhole } from './harness.js';
import { forEachHououGame } from './houou-hanchan.js';

const command = 'cd bench && node --conditions=@mjkit/source --import tsx src/wall-trees-houou.ts';
const readers = ['uniform prior', 'readHands (Houou 2020 logit)', 'wall trees (bots)'] as const;
interface GameSums {
  copies: number;
  readonly loss: number[];
  readonly abs: number[];
}
const perGame: GameSums[] = [];
let views = 0;
const started = performance.now();
const model = shippedHandReadingModel();
forEachHououGame((log, _game, set) => {
  if (set !== 1) return;
  const g: GameSums = { copies: 0, loss: readers.map(() => 0), abs: readers.map(() => 0) };
  let n = 0;
  for (const p of replay(log)) {
    if (p.kind !== 'draw' || p.action.type !== 'discard' || n++ % 3 !== 0) continue;
    const view = p.view();
    const unseen = unseenOf(view);
    let total = 0;
    let concealed = 0;
    const held = new Uint8Array(34);
    for (let s = 0; s < 4; s++) {
      if (s === view.seat) continue;
      for (const t of p.state.hands[s]!) held[t >> 2]!++;
      concealed += p.state.hands[s]!.length;
    }
    for (let k = 0; k < 34; k++) total += unseen[k]!;
    const uniform = total > 0 ? 1 - concealed / total : 1;
    const estimated = readHands(view, model).wall;
    const trees = treesWall(view);
    views++;
    for (let k = 0; k < 34; k++) {
      const u = unseen[k]!;
      if (u === 0) continue;
      const real = (u - held[k]!) / u;
      g.copies += u;
      [uniform, estimated[k]!, trees[k]!].forEach((s, m) => {
        const q = Math.min(1 - 1e-6, Math.max(1e-6, s));
        g.loss[m]! -= u * (real * Math.log(q) + (1 - real) * Math.log(1 - q));
        g.abs[m]! += u * Math.abs(s - real);
      });
    }
  }
  perGame.push(g);
}, started);

const f4 = (x: number) => x.toFixed(4);
const mean = (m: number, what: 'loss' | 'abs') => perGame.reduce((a, g) => a + g[what][m]!, 0) / perGame.reduce((a, g) => a + g.copies, 0);
const diff = (m: number, what: 'loss' | 'abs') => {
  const r = meanInterval(perGame.map((g) => (g[what][m]! - g[what][0]!) / g.copies))!;
  return `${f4(r.mean)} [${f4(r.low)}, ${f4(r.high)}]`;
};
const md = `# The wall trees on people's games (issue 33)

Command: \`${command}\` (${((performance.now() - started) / 1000).toFixed(0)} s, one core).

@mjkit/bots' shipped wall trees (\`wall: 'trees'\`, \`treesWall\`) were fitted on 480 hanchan of four \`evaluator-legacy\`
bots (\`hand-reading-bots.md\`). Here they read people: the ${perGame.length} four-player Houou hanchan of 2022 (shared data), which
neither they nor \`readHands\`' logit (fitted on Houou 2020) saw. At every third discard (${views.toLocaleString('en')} views), each kind's
share of its unseen copies still in the wall as the discarding seat would read it, against the real share from the
opponents' concealed hands. Log loss of "this copy is still in the wall" (lower is better) and mean absolute error, per
unseen copy; differences from the uniform prior (the evaluator's wall by default): mean over the games [95% t interval].

| reader | log loss | − uniform | mean absolute error | − uniform |
|---|---|---|---|---|
${readers.map((name, m) => `| ${name} | ${f4(mean(m, 'loss'))} | ${m === 0 ? '—' : diff(m, 'loss')} | ${f4(mean(m, 'abs'))} | ${m === 0 ? '—' : diff(m, 'abs')} |`).join('\n')}
`;
writeWhole(`${resultsDir}/wall-trees-houou.md`, md);
console.log(md);
