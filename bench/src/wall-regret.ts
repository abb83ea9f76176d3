// Could a chooser taught by the wall oracle play the far hands better than the wall trees? (issue 33.)
// The wall oracle's gain leans to the bot's far hands (2 or more from ready: -0.036 of a place there,
// -0.013 near; tune-v6), where every reader reads least (wall-trees-by-stage.md). Here each quiet
// discard of the test hanchan of wall-trees-curve.ts is valued by the evaluator (the normalized
// preset, the bot's) under the real wall, and every chooser is scored by its regret there: how much
// of the real-wall value of the oracle's discard its own discard gives up. The choosers: the uniform
// wall (the bot as shipped), the Houou logit (`wall: 'estimated'`), the shipped wall trees
// (`wall: 'trees'`), half the truth (the blend of bots-tuning.md that kept about 60% of the oracle's
// gain in play), and a student: a logistic model over the candidates of a view, fitted on the
// training hanchan to pick the oracle's discard from what the table shows (the values of the
// discard under the uniform wall, the trees and the logit, and the discard's own kind and
// visibility): imitation of the oracle, distilled into public features. Reads
// bench/work/wall-trees-curve.json (run wall-trees-curve.ts first); writes results/wall-regret.md.
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/wall-regret.ts
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readHands, treesWall } from '@mjkit/bots';
import { kindOf, unseenOf } from '@mjkit/core';
import { evaluateDiscards } from '@mjkit/evaluator';
import type { GameLog } from '@mjkit/record';
import { shanten } from '@mjkit/shanten';
import type { PlayerView } from '@mjkit/table';
import { meanInterval, resultsDir, writeWhole } from './harness.js';
import { fitLogistic, pickRows } from './logistic.js';
import { option, progressBar } from './progress.js';
import { everyThirdDiscard, realWall, uniformWall } from './wall-scores.js';

const command = 'cd bench && node --conditions=@mjkit/source --import tsx src/wall-regret.ts';
const WORK = fileURLToPath(new URL('../work/wall-trees-curve.json', import.meta.url));
if (!existsSync(WORK)) throw new Error(`no ${WORK}: run src/wall-trees-curve.ts first (it plays the games)`);

/** The walls a view's discards are valued under; `real` is the oracle's, the others choose. */
const WALLS = ['uniform', 'logit', 'trees', 'half', 'real'] as const;
type Wall = (typeof WALLS)[number];

/** One quiet discard: per candidate tile, its value under each wall; the game; the viewer's shanten. */
interface Decision {
  readonly game: number;
  readonly shanten: number;
  readonly discards: number;
  readonly tiles: readonly number[];
  readonly values: Readonly<Record<Wall, readonly number[]>>;
  /** Per candidate: the kind's unseen copies / 4, and its class (honour, terminal, 2 or 8, 3–7). */
  readonly unseen: readonly number[];
  readonly kindClass: readonly number[];
}

function classOf(kind: number): number {
  if (kind >= 27) return 0;
  const n = kind % 9;
  return n === 0 || n === 8 ? 1 : n === 1 || n === 7 ? 2 : 3;
}

/** The quiet discards of a game's views: the viewer not in riichi, nobody else in riichi, 14 concealed tiles or after melds. */
function decisionsOf(game: number, log: GameLog): Decision[] {
  const out: Decision[] = [];
  for (const { view, hands } of everyThirdDiscard(log)) {
    if (view.riichi.some((r) => r)) continue;
    const unseen = Uint8Array.from(unseenOf(view));
    const real = realWall(view, unseen, hands);
    const u = uniformWall(view, unseen);
    const weights: Record<Exclude<Wall, 'uniform'>, ArrayLike<number>> = {
      logit: readHands(view).wall,
      trees: treesWall(view),
      half: real.map((r, k) => (unseen[k]! > 0 ? 0.5 * r + 0.5 * u : 1)),
      real,
    };
    const base = evaluateDiscards(view as PlayerView, { preset: 'normalized' });
    if (base.discards.length < 2) continue;
    const tiles = base.discards.map((d) => d.tile as number);
    const valuesOf = (w: Wall): number[] => {
      if (w === 'uniform') return base.discards.map((d) => d.value);
      const r = evaluateDiscards(view as PlayerView, { preset: 'normalized', model: { weights: weights[w] } });
      const byTile = new Map(r.discards.map((d) => [d.tile as number, d.value]));
      return tiles.map((t) => byTile.get(t) ?? 0);
    };
    const values = Object.fromEntries(WALLS.map((w) => [w, valuesOf(w)])) as Record<Wall, number[]>;
    const counts = new Uint8Array(34);
    for (const t of view.hand) counts[t >> 2]!++;
    let discards = 0;
    for (let s = 0; s < view.players; s++) discards += (view.rivers[s] ?? []).length;
    out.push({ game, shanten: shanten(counts), discards, tiles, values, unseen: tiles.map((t) => unseen[kindOf(t)]! / 4), kindClass: tiles.map((t) => classOf(kindOf(t))) });
  }
  return out;
}

/** The first candidate of highest score (the evaluator's order breaks ties, as the bot does). */
function argmax(xs: readonly number[]): number {
  let best = 0;
  for (let i = 1; i < xs.length; i++) if (xs[i]! > xs[best]! + 1e-9) best = i;
  return best;
}

/** Regret of picking candidate `i`: the share of the oracle discard's real-wall value it gives up. */
function regret(d: Decision, i: number): number {
  const real = d.values.real;
  const top = real[argmax(real)]!;
  return top > 0 ? (top - real[i]!) / top : 0;
}

/** The student's features of candidate i: a bias, each reader's value as a share of its best, whether it is that reader's best, the kind's class and unseen copies. */
const FEATURES = 1 + 3 + 3 + 4 + 1;
function features(d: Decision, i: number, x: Float64Array, at: number): void {
  let j = at;
  x[j++] = 1;
  for (const w of ['uniform', 'logit', 'trees'] as const) {
    const v = d.values[w];
    const top = v[argmax(v)]!;
    x[j++] = top > 0 ? v[i]! / top : 0;
  }
  for (const w of ['uniform', 'logit', 'trees'] as const) x[j++] = argmax(d.values[w]) === i ? 1 : 0;
  for (let c = 0; c < 4; c++) x[j++] = d.kindClass[i] === c ? 1 : 0;
  x[j++] = d.unseen[i]!;
}

const all = (JSON.parse(readFileSync(WORK, 'utf8')) as { games: { game: number; log: GameLog }[] }).games;
/** `--games N`: the first N hanchan only (a quick check; the results file is for all 300). */
const games = all.slice(0, Number(option(process.argv.slice(2), '--games', String(all.length))));
const started = performance.now();
const decisions: Decision[] = [];
games.forEach(({ game, log }, i) => {
  decisions.push(...decisionsOf(game, log));
  progressBar(i + 1, games.length, started, 'hanchan');
});
process.stderr.write('\n');
const seconds = (performance.now() - started) / 1000;

const isTest = (d: Decision) => d.game % 5 === 4;
/** Candidate rows of the training decisions: label 1 for the oracle's discard. */
const cands: { d: Decision; i: number }[] = [];
for (const d of decisions) if (!isTest(d)) for (let i = 0; i < d.tiles.length; i++) cands.push({ d, i });
const rows = pickRows(cands.length, () => true, FEATURES, (c, x, at) => features(cands[c]!.d, cands[c]!.i, x, at), (c) => (argmax(cands[c]!.d.values.real) === cands[c]!.i ? 1 : 0));
const w = fitLogistic(rows, 1);
const student = (d: Decision): number => {
  const x = new Float64Array(FEATURES);
  const scores = d.tiles.map((_, i) => {
    features(d, i, x, 0);
    let s = 0;
    for (let f = 0; f < FEATURES; f++) s += w[f]! * x[f]!;
    return s;
  });
  return argmax(scores);
};

const CHOOSERS: readonly [string, (d: Decision) => number][] = [
  ['uniform wall (the bot as shipped)', (d) => argmax(d.values.uniform)],
  ['Houou logit (`wall: \'estimated\'`)', (d) => argmax(d.values.logit)],
  ['wall trees (`wall: \'trees\'`)', (d) => argmax(d.values.trees)],
  ['student (fitted to pick the oracle\'s discard)', student],
  ['half the truth (blend a = 0.5)', (d) => argmax(d.values.half)],
];

const GROUPS: readonly [string, (d: Decision) => boolean][] = [
  ['every quiet discard', () => true],
  ['the viewer 2 or more from ready', (d) => d.shanten >= 2],
  ['the viewer 1 or less from ready', (d) => d.shanten <= 1],
  ['0–11 discards on the table', (d) => d.discards < 12],
];

/** Per test game, the mean of `f` over the group's decisions; then the mean over games with a 95% t interval. */
function overGames(group: (d: Decision) => boolean, f: (d: Decision) => number): { mean: number; low: number; high: number; n: number } {
  const by = new Map<number, number[]>();
  for (const d of decisions) if (isTest(d) && group(d)) (by.get(d.game) ?? by.set(d.game, []).get(d.game)!).push(f(d));
  return meanInterval([...by.values()].map((xs) => xs.reduce((a, b) => a + b, 0) / xs.length))!;
}
const pct = (x: number) => `${(100 * x).toFixed(2)}%`;
const ci = (r: { mean: number; low: number; high: number }) => `${pct(r.mean)} [${pct(r.low)}, ${pct(r.high)}]`;

const tables = GROUPS.map(([name, group]) => {
  const n = decisions.filter((d) => isTest(d) && group(d)).length;
  const base = CHOOSERS[0]![1];
  const lines = CHOOSERS.map(([label, choose]) => {
    const r = overGames(group, (d) => regret(d, choose(d)));
    const same = overGames(group, (d) => (choose(d) === argmax(d.values.real) ? 1 : 0));
    const closed = overGames(group, (d) => regret(d, base(d)) - regret(d, choose(d)));
    return `| ${label} | ${ci(r)} | ${pct(same.mean)} | ${label.startsWith('uniform') ? '—' : ci(closed)} |`;
  });
  return `### ${name} (${n.toLocaleString('en')} decisions)

| chooser | regret under the real wall [95%] | picks the oracle's discard | regret taken from the uniform wall's [95%] |
|---|---|---|---|
${lines.join('\n')}`;
});

const trainN = decisions.filter((d) => !isTest(d)).length;
const md = `# The far hands' discards against the wall oracle's: could a taught chooser read nearer? (issue 33)

Command: \`${command}\` (after \`src/wall-trees-curve.ts --games 300\`, whose games it reads; ${seconds.toFixed(0)} s, one core).

The ${games.length} hanchan of four \`evaluator-legacy\` of \`wall-trees-curve.md\` (seeds \`hand-reading-bots/GAME\`), every third
discard's view where nobody has declared riichi (the quiet discards, where the bot plays the evaluation's best). Each
candidate discard is valued by the evaluator (the normalized preset, the bot's) under five walls: the uniform prior (every
unseen copy drawable: the bot as shipped), the Houou logit (\`readHands\`, \`wall: 'estimated'\`), the shipped wall trees, half
the truth (each kind's share half way from the uniform prior's to the real one: in play it kept about 60% of the wall
oracle's gain, −0.056 of a place against −0.094 on \`tune-v6\`, \`bots-tuning.md\`) and the real wall (the oracle). A
chooser's **regret** at a decision is the share of the real-wall value of the oracle's discard that its own discard gives up
(0 when it picks the oracle's). The **student** is a logistic model of whether a candidate is the oracle's discard, fitted on
the candidates of the ${trainN.toLocaleString('en')} quiet discards of the ${games.filter((g) => g.game % 5 !== 4).length} training hanchan (GAME mod 5 ≠ 4), and throws the candidate it
rates highest; it reads what the table shows: each reader's value of the candidate as a share of that reader's best, whether it is that reader's
best, the kind's class (honour, terminal, 2 or 8, 3–7) and its unseen copies. Everything else is scored on the ${games.filter((g) => g.game % 5 === 4).length} test
hanchan (GAME mod 5 = 4); intervals are 95% t intervals over those games.

${tables.join('\n\n')}

Student weights (bias; value shares under the uniform wall, the logit, the trees; best under each; honour, terminal, 2 or 8,
3–7; unseen copies / 4): ${[...w].map((x) => x.toFixed(2)).join(', ')}.
`;
if (games.length === all.length) writeWhole(`${resultsDir}/wall-regret.md`, md);
console.log(md);
