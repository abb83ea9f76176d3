// Issue 33's ablation table from the pair runs of bench/bots-ablation.sh: the evaluator bot (push
// or fold in points) and each variant with one ingredient changed, every one against three
// evaluator-legacy on the same seed sets; beside each its paired difference to the full bot
// (per set, the bot's mean place over the four rotations; same walls, same opponents).
// Writes results/bots-ablation.md.
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/bots-ablation.ts
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { resultsDir, writeWhole } from './harness.js';
import { pairedBySet, meansBySet, readPairRun } from './pair-runs.js';
import type { PairRun } from './pair-runs.js';

/** The bot every variant is paired with: the full bot as it was when the variants ran (before the noten payments counted). */
const FULL = 'evaluator+no-noten';
const VARIANTS: [string, string][] = [
  [FULL, 'the full bot as the variants below ran (fa861c2): push or fold, riichi and calls against a riichi in points; learned deal-in model; opponent-score; uniform wall'],
  ['evaluator', 'the bot as shipped: the same, and a hand left ready counts its noten payments at an exhaustive draw (`notenPayments`)'],
  ['evaluator+estimated', 'the same with the hand-reading wall (`wall: \'estimated\'`)'],
  ['evaluator+thresholds', "majiang-ai's danger bars and value thresholds instead of points (the bot before this issue)"],
  ['evaluator+tile-danger', 'tileDanger calibrated instead of the learned deal-in model'],
  ['evaluator+flat', 'a flat 5,200 (dealer 7,700) instead of opponent-score'],
  ['evaluator+legacy-values', "the points rule on the legacy preset's evaluation (majiang-ai's values) instead of the normalized one"],
  ['evaluator+place', 'placement play: deal-ins, wins and riichi sticks weighed by the final place they move (`placement: \'place\'`)'],
  ['evaluator+late', 'placement play in the last two rounds only (`placement: \'late\'`)'],
];

const runs = new Map<string, PairRun>();
for (const [bot] of VARIANTS) {
  const file = join(resultsDir, `bots-pair-${bot}-vs-evaluator-legacy.json`);
  if (existsSync(file)) runs.set(bot, readPairRun(file));
}
const full = runs.get(FULL);
const fullPlaces = full ? meansBySet(full, FULL) : new Map<number, number>();
const fullScores = full ? meansBySet(full, FULL, 'score') : new Map<number, number>();
const f3 = (x: number) => x.toFixed(3);
let md = `# The evaluator bot's ingredients, one at a time (issue 33)

Command: \`bash bench/bots-ablation.sh 100\` (each run: \`cd bench && node --import tsx src/bots-arena.ts pair --bot NAME --base evaluator-legacy --sets 100 --workers 2\`; this table: \`node --conditions=@mjkit/source --import tsx src/bots-ablation.ts\`).

Each variant against three \`evaluator-legacy\` (the majiang-ai-parity bot), duplicate: the same seed sets (seed \`bots-v1\`), every seat
rotation, 4 hanchan a set. The variants ran on the bot before a ready hand's noten payments counted; the full bot they are
paired with is that one, \`${FULL}\` (today's code with \`notenPayments: false\`, which replays its games), and the bot as
shipped, \`evaluator\`, is paired with it the same way. Average place with its 95% interval clustered by set; rates per round; **vs legacy**: the paired
difference variant − legacy in the same games; **vs full**: the paired difference of the variant's mean place per set against the full
bot's on the sets both played (negative: the variant did better), and **in score** the same for its mean final score (positive: the
variant did better; a hanchan's score moves with every point, so it tells smaller differences than the place). A run may have more sets than the script's (the gate's run
${full ? `has ${fullPlaces.size}` : 'is missing'}; a variant was extended with \`--sets N --resume\`, its file's command says so, after checking that today's bot replays its first sets game for game); the sets column says how many each has.

| variant | what changes | sets | average place | win | deal-in | riichi | call | average win | average deal-in | vs legacy (paired) | vs full (paired by set) | vs full, in score |
|---|---|---:|---|---:|---:|---:|---:|---:|---:|---|---|---|
`;
for (const [bot, what] of VARIANTS) {
  const run = runs.get(bot);
  if (!run) {
    md += `| ${bot} | ${what} | — | not run | | | | | | | | | |\n`;
    continue;
  }
  const a = run.report.agents.find((x) => x.name === bot)!;
  const mine = meansBySet(run, bot);
  const vsFull = bot === FULL ? '—' : pairedBySet(fullPlaces, mine);
  const vsFullScore = bot === FULL ? '—' : pairedBySet(fullScores, meansBySet(run, bot, 'score'), 0);
  md += `| ${bot} | ${what} | ${mine.size} | ${f3(a.averageRank)} [${f3(a.averageRankInterval[0])}, ${f3(a.averageRankInterval[1])}] | ${f3(a.winRate)} | ${f3(a.dealInRate)} | ${f3(a.riichiRate)} | ${f3(a.callRate)} | ${Math.round(a.averageWinPoints)} | ${Math.round(a.averageDealInPoints)} | ${run.paired.mean >= 0 ? '+' : ''}${f3(run.paired.mean)} [${f3(run.paired.interval[0])}, ${f3(run.paired.interval[1])}] | ${vsFull} | ${vsFullScore} |\n`;
}
writeWhole(join(resultsDir, 'bots-ablation.md'), md);
console.log(md);
