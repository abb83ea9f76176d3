// Mining speed of @mjkit/sequence on the Houou hanchan of the shared data: gunzip + parse + mine
// (gameSequences into a table), one core, after a warm-up round; and the table's memory.
//
//   cd bench && node --expose-gc --import tsx src/sequence-mine-speed.ts
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { mineGames } from '@mjkit/sequence';
import { parseMjlog } from '@mjkit/tenhou';
import { listLogFiles } from '@mjkit/tenhou/node';
import { resultsDir, writeWhole } from './harness.js';
import { dataDir } from './log-points.js';

const SETS = ['mjlog-xml/phoenix-2020-agony5757/4p-hanchan-00a9', 'mjlog-xml/phoenix-2022-mjx'];
const files = SETS.flatMap((s) => listLogFiles([join(dataDir(), 'tenhou', s)]));
const raw = files.map((f) => readFileSync(f));
/** The games one at a time, as a streaming miner reads them. */
function* games() {
  for (const b of raw) yield parseMjlog(gunzipSync(b));
}
const rounds: number[] = [];
let sequences = 0;
for (let r = 0; r < 6; r++) {
  const t = performance.now();
  const table = mineGames(games());
  rounds.push(performance.now() - t);
  sequences = table.size().total;
}
const best = [...rounds.slice(1)].sort((a, b) => a - b);
const median = best[Math.floor(best.length / 2)] as number;
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const before = process.memoryUsage().heapUsed;
const table = mineGames(games());
gc?.();
const heap = (process.memoryUsage().heapUsed - before) / 1e6;
const md = `# Mining speed of @mjkit/sequence

Command: \`cd bench && node --expose-gc --import tsx src/sequence-mine-speed.ts\`

${raw.length} Houou four-player hanchan (${SETS.join(', ')}), from the gzipped files in memory: gunzip, \`parseMjlog\`, \`mineGames\` (every discard and call, with its strategy) into one table, one game in memory at a time. Median of five rounds after a warm-up, one core.

| hanchan | sequences | ms | hanchan a second | table in the heap |
|---|---|---|---|---|
| ${raw.length} | ${sequences.toLocaleString('en')} | ${median.toFixed(0)} | ${((raw.length / median) * 1000).toFixed(0)} | ${heap.toFixed(1)} MB (${table.size().distinct.toLocaleString('en')} distinct sequences) |
`;
writeWhole(join(resultsDir, 'sequence-mine-speed.md'), md);
console.log(md);
