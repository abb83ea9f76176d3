// Gate 2 of issue 33 over several seeds: the runs of one bot against three majiang-ai 1.0.13
// (bots-arena.ts vs-majiang, one results file a seed) pooled, each seed set one observation (the
// sets of different seeds are different walls, so they are numbered apart), with the same table,
// paired difference and comparison as a single run's. Writes results/bots-vs-majiang-BOT-pooled.md.
//
//   cd bench && node --import tsx src/bots-vs-majiang-pooled.ts --bot evaluator --seeds majiang-v2,majiang-v3
import { join } from 'node:path';
import { arenaStatistics, formatArenaTable, pairedDifference } from '@mjkit/game';
import { HEADER, rates, signed, yakuTable } from './arena-table.js';
import { resultsDir, writeWhole } from './harness.js';
import { option } from './progress.js';
import { poolSeeds, readPairRun } from './pair-runs.js';

const args = process.argv.slice(2);
const bot = option(args, '--bot', 'evaluator');
const seeds = option(args, '--seeds', '').split(',').filter((s) => s !== '');
if (seeds.length < 2) throw new Error('--seeds names two or more seeds, comma-separated (each a bots-vs-majiang-BOT-seed-SEED.json in results/)');
const command = `cd bench && node --import tsx src/bots-vs-majiang-pooled.ts --bot ${bot} --seeds ${seeds.join(',')}`;

const runs = seeds.map((seed) => ({ seed, run: readPairRun(join(resultsDir, `bots-vs-majiang-${bot}-seed-${seed}.json`)) }));
const { games, runs: pooled } = poolSeeds(runs.map(({ run }) => run.summaries.map((s) => s.summary)), 4);
const report = arenaStatistics(games);
const paired = pairedDifference(games, bot, 'majiang-ai');
const pairedScore = pairedDifference(games, bot, 'majiang-ai', 'score');
const f3 = (x: number) => x.toFixed(3);
const md = [
  `# ${bot} against three majiang-ai 1.0.13, ${seeds.length} seeds pooled (duplicate, every seat)`,
  '',
  `Command: \`${command}\``,
  '',
  `The runs pooled, each its own walls; a seed set is one observation and the intervals are over the ${report.sets} sets:`,
  '',
  ...runs.map(({ seed, run }, i) => {
    const { sets, games: played, partial } = pooled[i]!;
    return `- \`${seed}\`: ${sets} sets, ${played} games${partial > 0 ? ` (${partial} set${partial === 1 ? '' : 's'} not yet played from every seat left out)` : ''} (\`${run.command}\`)`;
  }),
  '',
  ...HEADER,
  ...report.agents.map(rates),
  '',
  `Paired by set, ${bot} − majiang-ai (same games): ${f3(paired.mean)} [${f3(paired.interval[0])}, ${f3(paired.interval[1])}] over ${paired.sets} sets; in final score ${signed(pairedScore.mean)} [${signed(pairedScore.interval[0])}, ${signed(pairedScore.interval[1])}].`,
  '',
  ...yakuTable(report.agents),
  '',
  '```',
  formatArenaTable(report),
  '```',
  '',
].join('\n');
writeWhole(join(resultsDir, `bots-vs-majiang-${bot}-pooled.md`), md);
console.log(md);
