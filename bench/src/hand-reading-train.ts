// Trains the hand-reading model that @mjkit/bots ships (`readHands`, the evaluator bot's
// `wall: 'estimated'`) and measures it against the uniform-unseen prior. A sample is one
// opponent's concealed hand at a discard of another seat, from that seat's view (every third
// discard of the log): the features of `handReadingFeatures` and the real concealed counts. The
// model is a conditional logit: each concealed tile is kind k with probability ∝ unseen(k) ×
// exp(θ · x(k)) (multinomial: the hand's tiles taken as independent draws). Fitted by Newton's
// method; measured by the mean log-likelihood of the real hidden tiles (nats per tile, higher is
// better) against θ = 0, the uniform prior, on games outside the training set:
// 5 folds of all 758 hanchan (95% t intervals), then the shipped model trained on 2020, tested on 2022.
// Writes packages/bots/weights/hand-reading.bin, src/hand-reading-weights.ts, results/hand-reading.md.
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/hand-reading-train.ts
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HAND_READING_FEATURES, HAND_READING_FEATURE_COUNT, encodeHandReadingModel, handReadingFeatures } from '@mjkit/bots';
import { unseenOf } from '@mjkit/core';
import type { Seat } from '@mjkit/core';
import { replay } from '@mjkit/record';
import type { GameLog } from '@mjkit/record';
import { meanInterval, resultsDir, writeWhole } from './harness.js';
import { fitHandReading, logLikelihood } from './hand-reading-fit.js';
import { HANCHAN_SETS, forEachHououGame } from './houou-hanchan.js';
import { dataDir } from './log-points.js';
import { progressBar } from './progress.js';

const F = HAND_READING_FEATURE_COUNT;
const LAMBDA = 1;
const command = 'node --conditions=@mjkit/source --import tsx src/hand-reading-train.ts';

if (!existsSync(join(dataDir(), 'tenhou'))) {
  console.error(`no log data at ${join(dataDir(), 'tenhou')} (set MJKIT_DATA)`);
  process.exit(2);
}

interface Sample {
  readonly game: number;
  readonly set: number;
  readonly riichi: boolean;
  readonly unseen: Uint8Array;
  readonly counts: Uint8Array;
  readonly x: Float32Array;
}
const samples: Sample[] = [];

function samplesOf(log: GameLog, game: number, set: number): void {
  let n = 0;
  for (const p of replay(log)) {
    if (p.kind !== 'draw' || p.action.type !== 'discard' || n++ % 3 !== 0) continue;
    const view = p.view();
    const unseen = unseenOf(view);
    for (let s = 0; s < 4; s++) {
      if (s === view.seat) continue;
      const counts = new Uint8Array(34);
      for (const t of p.state.hands[s]!) counts[t >> 2]!++;
      samples.push({ game, set, riichi: view.riichi[s] === true, unseen: Uint8Array.from(unseen), counts, x: handReadingFeatures(view, s as Seat, unseen) });
    }
  }
}

const started = performance.now();
const games = forEachHououGame(samplesOf, started);

const zero = new Float64Array(F);
const groups: [string, (s: Sample) => boolean][] = [
  ['every opponent', () => true],
  ['opponents in riichi', (s) => s.riichi],
  ['opponents not in riichi', (s) => !s.riichi],
];
const folds = 5;
const cv = groups.map(() => ({ prior: [] as number[], model: [] as number[], diff: [] as number[] }));
for (let k = 0; k < folds; k++) {
  const w = fitHandReading(samples, (s) => s.game % folds !== k, LAMBDA);
  groups.forEach(([, pick], j) => {
    const test = (s: Sample) => s.game % folds === k && pick(s);
    const prior = logLikelihood(samples, zero, test);
    const model = logLikelihood(samples, w, test);
    cv[j]!.prior.push(prior);
    cv[j]!.model.push(model);
    cv[j]!.diff.push(model - prior);
  });
  progressBar(k + 1, folds, started, 'folds');
}
process.stderr.write('\n');
const shipped = fitHandReading(samples, (s) => s.set === 0, LAMBDA);
const held = groups.map(([, pick]) => ({ prior: logLikelihood(samples, zero, (s) => s.set === 1 && pick(s)), model: logLikelihood(samples, shipped, (s) => s.set === 1 && pick(s)) }));
const trainGames = new Set(samples.filter((s) => s.set === 0).map((s) => s.game)).size;

const iv = (xs: number[]) => {
  const m = meanInterval(xs)!;
  return `${m.mean.toFixed(4)} [${m.low.toFixed(4)}, ${m.high.toFixed(4)}]`;
};
let md = `# Hand reading: the opponents' concealed tiles from public information (issue 33)

Command: \`cd bench && ${command}\` (${((performance.now() - started) / 1000).toFixed(0)} s, one core).

Data: ${games} four-player Houou hanchan (${HANCHAN_SETS.join(', ')}); ${samples.length.toLocaleString('en')} samples: at every third discard, each
opponent's real concealed hand as the discarding seat could not see it. Model (\`readHands\` of @mjkit/bots): each concealed
tile is kind k with probability ∝ unseen(k) × exp(θ · x(k)) on ${F} features (${HAND_READING_FEATURES.join('; ')}); L2 λ = ${LAMBDA},
Newton's method. The **uniform prior** is θ = 0: every unseen copy alike, the evaluator's wall model today. Measure: mean
log-likelihood of the real hidden tiles, nats per tile (higher is better; the hand's tiles taken as independent draws).

## Cross-validated: 5 folds of games, mean [95% t interval]

| opponents | uniform prior | model | model − prior |
|---|---|---|---|
`;
groups.forEach(([name], j) => {
  md += `| ${name} | ${iv(cv[j]!.prior)} | ${iv(cv[j]!.model)} | ${iv(cv[j]!.diff)} |\n`;
});
md += `\n## The shipped model: trained on the ${trainGames} hanchan of 2020, tested on the ${games - trainGames} of 2022\n\n| opponents | uniform prior | model | model − prior |\n|---|---|---|---|\n`;
groups.forEach(([name], j) => {
  md += `| ${name} | ${held[j]!.prior.toFixed(4)} | ${held[j]!.model.toFixed(4)} | ${(held[j]!.model - held[j]!.prior).toFixed(4)} |\n`;
});
md += `\nWeights of the shipped model:\n\n| feature | θ |\n|---|---:|\n${HAND_READING_FEATURES.map((n, i) => `| ${n} | ${shipped[i]!.toFixed(3)} |`).join('\n')}\n`;

const bytes = encodeHandReadingModel({
  weights: Float32Array.from(shipped),
  info: { data: `${trainGames} four-player Houou hanchan of 2020 (shared data: phoenix 2020)`, command, lambda: LAMBDA, test: { data: `${games - trainGames} hanchan of 2022`, ...Object.fromEntries(groups.map(([name], j) => [name, held[j]])) } },
});
const pkg = fileURLToPath(new URL('../../packages/bots', import.meta.url));
mkdirSync(join(pkg, 'weights'), { recursive: true });
writeWhole(join(pkg, 'weights', 'hand-reading.bin'), bytes);
writeWhole(join(pkg, 'src', 'hand-reading-weights.ts'), `// Generated by bench/src/hand-reading-train.ts from weights/hand-reading.bin: do not edit.\n/** @internal The shipped hand-reading model's weights file, base64. */\nexport const SHIPPED_HAND_READING =\n  '${Buffer.from(bytes).toString('base64')}';\n`);
writeWhole(join(resultsDir, 'hand-reading.md'), md);
console.log(md);
