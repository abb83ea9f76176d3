// The evaluator bot against three majiang-ai 1.0.13, with and without the noten payments (issue 33):
// today's `evaluator` run and the run of the bot before them (`evaluator+no-noten`, which replays
// its games; majiang-ai plays the same on the same walls), compared set by set on the sets both
// played. Writes results/bots-vs-majiang-noten.md.
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/bots-vs-majiang-noten.ts
import { join } from 'node:path';
import { resultsDir, writeWhole } from './harness.js';
import { meansBySet, pairedBySet, readPairRun } from './pair-runs.js';

const now = readPairRun(join(resultsDir, 'bots-vs-majiang-evaluator.json'));
const before = readPairRun(join(resultsDir, 'bots-vs-majiang-evaluator+no-noten.json'));
const places = { now: meansBySet(now, 'evaluator'), before: meansBySet(before, 'evaluator+no-noten') };
const common = [...places.now.keys()].filter((set) => places.before.has(set));
const mean = (m: Map<number, number>) => (common.reduce((a, set) => a + m.get(set)!, 0) / common.length).toFixed(3);
const md = `# The evaluator bot against three majiang-ai 1.0.13, with and without the noten payments

Command: \`cd bench && node --conditions=@mjkit/source --import tsx src/bots-vs-majiang-noten.ts\`, from
\`bots-vs-majiang-evaluator.json\` (today's bot; its command in the file) and \`bots-vs-majiang-evaluator+no-noten.json\` (the bot before the
noten payments counted, ${before.summaries.length / 4} sets).

On the ${common.length} seed sets both played (duplicate, every seat): the bot's average place ${mean(places.now)} with the noten payments, ${mean(places.before)}
without. Paired by set, with less without: **${pairedBySet(places.before, places.now)}** in place, **${pairedBySet(meansBySet(before, 'evaluator+no-noten', 'score'), meansBySet(now, 'evaluator', 'score'), 0)}** in
final score a hanchan.
`;
writeWhole(join(resultsDir, 'bots-vs-majiang-noten.md'), md);
console.log(md);
