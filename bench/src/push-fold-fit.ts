// What the play-outs of push-fold-rollouts.ts say about the evaluator bot's push or fold against a
// riichi (or an open hand): the value of each rule (the bot's points rule, majiang-ai's danger bars, always push,
// always fold), how the rule's margin matches what pushing really made, and a rule fitted to the
// play-outs (a linear model of push − fold on the points rule's terms), judged on games it was not
// fitted on (5 folds of games). Writes results/push-fold-rollouts.md (with `--against open`, the
// study against open hands: results/push-fold-open-rollouts.md).
//
//   cd bench && node --import tsx src/push-fold-fit.ts [--against riichi|open]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resultsDir, writeWhole } from './harness.js';
import { solve } from './logistic.js';
import { option } from './progress.js';
import type { Against, Decision } from './push-fold-rollouts.js';
import { meanDifference, perHanchan, pointsInterval } from './rollouts.js';

const against = option(process.argv.slice(2), '--against', 'riichi') as Against;
if (against !== 'riichi' && against !== 'open') throw new Error(`--against is riichi or open, not ${String(against)}`);
/** The same names as push-fold-rollouts' studyFile (not imported: that module runs its study when loaded). */
const base = against === 'riichi' ? 'push-fold-rollouts' : 'push-fold-open-rollouts';
/** How the report names the threat. */
const threat = against === 'riichi' ? 'a riichi' : 'an open hand (nobody in riichi)';
const file = join(resultsDir, `${base}.json`);
const run = JSON.parse(readFileSync(file, 'utf8')) as { command: string; games: number[]; decisions: Decision[] };
const decisions = run.decisions;
const games = run.games.length;
const draws = decisions[0]?.pushed.length ?? 0;

/** What pushing made over folding, in points: the mean over the draws of the live wall. */
const delta = (d: Decision) => meanDifference(d.pushed, d.folded);
/** The points rule's margin: push's expected points less fold's. */
const margin = (d: Decision) => d.push.ev - d.fold.ev;

/** The features of the fitted rule, all known to the bot when it decides (thousands of points, shares). */
export const FIT_FEATURES = ['bias', "the points rule's margin (push − fold, thousands)", 'extra loss now (push − fold, thousands)', "push's gain (thousands)", "push's future cost (thousands)", "push's win chance", 'ready (shanten 0)', 'shanten 1', 'two riichis or more', 'dealer', 'tiles left / 70'] as const;
function features(d: Decision): number[] {
  return [1, margin(d) / 1000, (d.push.loss - d.fold.loss) / 1000, d.push.gain / 1000, d.push.future / 1000, d.push.win, d.shanten === 0 ? 1 : 0, d.shanten === 1 ? 1 : 0, d.riichis >= 2 ? 1 : 0, d.dealer ? 1 : 0, d.tilesLeft / 70];
}

/** Ridge least squares of y on x (the bias unpenalised). */
function fitLinear(x: readonly number[][], y: readonly number[], lambda = 1): Float64Array {
  const d = x[0]!.length;
  const a = new Float64Array(d * d);
  const b = new Float64Array(d);
  x.forEach((row, i) => {
    for (let p = 0; p < d; p++) {
      b[p]! += row[p]! * y[i]!;
      for (let q = 0; q < d; q++) a[p * d + q]! += row[p]! * row[q]!;
    }
  });
  for (let p = 1; p < d; p++) a[p * d + p]! += lambda;
  return solve(a, b, d);
}
const dot = (w: ArrayLike<number>, x: readonly number[]) => x.reduce((a, v, i) => a + v * w[i]!, 0);

const FOLDS = 5;
const foldOf = (game: number) => game % FOLDS;
const xs = decisions.map(features);
const ys = decisions.map((d) => delta(d) / 1000);
/** Per decision, the cross-validated fitted rule's prediction (fitted on the other folds' games). */
const predicted = new Float64Array(decisions.length);
for (let f = 0; f < FOLDS; f++) {
  const train = decisions.map((_, i) => i).filter((i) => foldOf(decisions[i]!.game) !== f);
  const w = fitLinear(
    train.map((i) => xs[i]!),
    train.map((i) => ys[i]!),
  );
  decisions.forEach((d, i) => {
    if (foldOf(d.game) === f) predicted[i] = dot(w, xs[i]!);
  });
}
const all = fitLinear(xs, ys);

/** Per hanchan, what a rule (push or not, per decision) made over always folding. */
const value = (pushes: (d: Decision, i: number) => boolean) => perHanchan(run.games, decisions, (d, i) => (pushes(d, i) ? delta(d) : 0));
/** The same less what the bot's choices made in the same hanchan: the paired difference. */
const pairedValue = (pushes: (d: Decision, i: number) => boolean) => perHanchan(run.games, decisions, (d, i) => (pushes(d, i) ? delta(d) : 0) - (d.bot === 'push' ? delta(d) : 0));
const f0 = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(0)}`;

const rules: [string, string, (d: Decision, i: number) => boolean][] = [
  ['always fold', 'the safest tile at every such decision', () => false],
  ['always push', "the evaluation's best tile at every such decision", () => true],
  ["the bot's points rule", 'push when its expected points are within 10 (or 5% of its gain) of the best discard’s', (d) => d.bot === 'push'],
  ["majiang-ai's danger bars", '`pushFold: thresholds` (decisions where it throws a third tile count as folding)', (d) => d.thresholds === 'push'],
  ['fitted rule (5 folds of games)', 'push when the linear model below, fitted on the other folds’ games, predicts push − fold > 0', (_, i) => predicted[i]! > 0],
  ['hindsight', 'push exactly where the play-outs made pushing better (an upper bound, raised by their noise)', (d) => delta(d) > 0],
];

let md = `# Push or fold against ${threat}, judged by playing both out (issue 33)

Commands: \`${run.command}\` (the play-outs), then \`cd bench && node --import tsx src/push-fold-fit.ts${against === 'riichi' ? '' : ' --against open'}\` (this report).

The evaluator bot (as shipped) plays ${games} hanchan against three \`evaluator-legacy\`, one seat a game in turn, on walls of
its own (seed push-fold-v1). At each of its discards against ${threat}${against === 'riichi' ? '' : ", a threat tileDanger sees,"} where pushing (the evaluation's best tile) and
folding (the tile the deal-in model holds safest) differ and the points rule weighs them (the best tile may lose 10
points more than the safest), the round is played again from its start up to that decision twice, once with each tile,
and on to the round's end with every player's own policy, over ${draws} draws of the tiles still in the live wall (the same
draws for both: common random numbers). The hidden hands are the real ones, so the play-outs know what no player knows; the
rules judged below choose from what the bot saw, and the play-outs only score them. A decision's **push − fold** is the
bot's score change in the round pushing less folding, averaged over the draws: ${decisions.length} decisions, ${(decisions.length / games).toFixed(1)} a
hanchan. What a rule makes is counted one decision at a time (the rest of the round by the bot's own policy): a
one-step change of policy, the step policy improvement takes.

## What each rule makes, per hanchan, over always folding

Points per hanchan (the sum over a hanchan's decisions of push − fold where the rule pushes), 95% interval over the
hanchan; **− bot**: paired, the rule's points less the bot's in the same decisions.

| rule | what it does | pushes | points a hanchan | − bot |
|---|---|---:|---|---|
`;
for (const [name, what, pushes] of rules) {
  const n = decisions.filter((d, i) => pushes(d, i)).length;
  md += `| ${name} | ${what} | ${(n / decisions.length).toFixed(3)} | ${value(pushes)} | ${name === "the bot's points rule" ? '—' : pairedValue(pushes)} |\n`;
}
/** Whether the play-outs of every draw but `k` made pushing better: the decision of one who knows the hidden hands, scored on draw k. */
const pushesWithout = (d: Decision, k: number): boolean => meanDifference(d.pushed.filter((_, j) => j !== k), d.folded.filter((_, j) => j !== k)) > 0;
/** Knowing the hidden hands, honestly scored: push − fold of each draw where the other draws say push, averaged over the draws left out. */
const crossFitted = (d: Decision): number => d.pushed.reduce((a, p, k) => a + (pushesWithout(d, k) ? p - d.folded[k]! : 0), 0) / d.pushed.length;
if (draws > 1) {
  const pushesShare = decisions.reduce((a, d) => a + d.pushed.filter((_, k) => pushesWithout(d, k)).length / draws, 0) / decisions.length;
  md += `| hidden hands known | push where the play-outs of the other ${draws - 1} draws made pushing better, scored on the draw left out (each draw in turn): what knowing the hidden hands is worth at least — more draws to decide on would make it more | ${pushesShare.toFixed(3)} | ${perHanchan(run.games, decisions, crossFitted)} | ${perHanchan(run.games, decisions, (d) => crossFitted(d) - (d.bot === 'push' ? delta(d) : 0))} |\n`;
}

md += `
## The points rule's margin against what pushing made

Decisions in eight equal groups by the rule's margin (push's expected points less fold's); per group the mean push −
fold of the play-outs with its 95% interval, and the share the bot pushed. A rule true to its points would find push −
fold rising with the margin and crossing 0 where it does.

| margin (points) | decisions | push − fold [95%] | bot pushes |
|---|---:|---|---:|
`;
const byMargin = decisions.map((d) => [margin(d), d] as const).sort((a, b) => a[0] - b[0]);
for (let b = 0; b < 8; b++) {
  const part = byMargin.slice(Math.floor((b * byMargin.length) / 8), Math.floor(((b + 1) * byMargin.length) / 8));
  if (part.length === 0) continue;
  md += `| ${f0(part[0]![0])} … ${f0(part[part.length - 1]![0])} | ${part.length} | ${pointsInterval(part.map(([, d]) => delta(d)))} | ${(part.filter(([, d]) => d.bot === 'push').length / part.length).toFixed(2)} |\n`;
}

md += `
## By situation

| situation | decisions | push − fold [95%] | bot pushes | where the bot pushed | where it folded |
|---|---:|---|---:|---|---|
`;
const splits: [string, (d: Decision) => boolean][] = [
  ['ready (shanten 0)', (d) => d.shanten === 0],
  ['shanten 1', (d) => d.shanten === 1],
  ['shanten 2', (d) => d.shanten === 2],
  ['shanten 3 or more', (d) => d.shanten >= 3],
  ['one riichi', (d) => d.riichis === 1],
  ['two riichis or more', (d) => d.riichis >= 2],
  ['the bot is dealer', (d) => d.dealer],
  ['the bot is not dealer', (d) => !d.dealer],
  ['40 tiles left or more', (d) => d.tilesLeft >= 40],
  ['20–39 tiles left', (d) => d.tilesLeft >= 20 && d.tilesLeft < 40],
  ['under 20 tiles left', (d) => d.tilesLeft < 20],
];
for (const [name, inIt] of splits) {
  if (against === 'open' && name.includes('riichi')) continue;
  const part = decisions.filter(inIt);
  md += `| ${name} | ${part.length} | ${pointsInterval(part.map(delta))} | ${part.length === 0 ? '—' : (part.filter((d) => d.bot === 'push').length / part.length).toFixed(2)} | ${pointsInterval(part.filter((d) => d.bot === 'push').map(delta))} | ${pointsInterval(part.filter((d) => d.bot === 'fold').map(delta))} |\n`;
}

md += `
## The fitted rule

Ridge least squares (λ = 1, the bias free) of push − fold (thousands of points) on what the bot knows when it decides;
fitted on every decision here (the table above judged it fitted on four folds of games, tested on the fifth).

| feature | weight |
|---|---:|
`;
FIT_FEATURES.forEach((name, i) => {
  md += `| ${name} | ${all[i]!.toFixed(4)} |\n`;
});
writeWhole(join(resultsDir, `${base}.md`), md);
process.stdout.write(md);
