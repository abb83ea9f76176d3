// Evaluating many positions in a row does not grow the heap: the search's memo lives for one
// position, and the only caches kept between positions (points of complete hands, melds made
// in the look-ahead) are bounded. Heap after a full GC, every 1,000 positions of random deals
// (random turn, discards seen, dora), normalized preset.
//
//   node --expose-gc --import tsx src/evaluator-heap.ts [--positions 10000]
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRng } from '@mjkit/core';
import { evaluateDiscards } from '@mjkit/evaluator';
import { randomPosition } from './random-positions.js';
import { writeWhole } from './harness.js';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const at = process.argv.indexOf('--positions');
const total = at >= 0 ? Number(process.argv[at + 1]) : 10_000;
const rng = createRng(20261123);
const rows: { positions: number; heapMB: number; ms: number }[] = [];
const t0 = performance.now();
for (let i = 1; i <= total; i++) {
  evaluateDiscards(randomPosition(rng, (r) => ({ seatWind: r.nextInt(4) as 0 })));
  if (i % 1000 === 0) {
    gc();
    rows.push({ positions: i, heapMB: Math.round((process.memoryUsage().heapUsed / 2 ** 20) * 10) / 10, ms: Math.round(performance.now() - t0) });
    process.stderr.write(`\r${i}/${total} positions, heap ${rows.at(-1)?.heapMB} MB `);
  }
}
process.stderr.write('\n');
const first = rows[0]?.heapMB ?? 0;
const last = rows.at(-1)?.heapMB ?? 0;
const text = [
  '# evaluator heap: many positions in a row',
  '',
  `Command: \`node --expose-gc --import tsx bench/src/evaluator-heap.ts --positions ${total}\``,
  '',
  `Heap after a full GC: ${first} MB after 1,000 positions, ${last} MB after ${total.toLocaleString('en')} (${(last - first).toFixed(1)} MB apart).`,
  '',
  '| positions | heap used (MB) | elapsed (ms) |',
  '|---|---|---|',
  ...rows.map((r) => `| ${r.positions} | ${r.heapMB} | ${r.ms} |`),
  '',
].join('\n');
writeWhole(join(fileURLToPath(new URL('..', import.meta.url)), 'results', 'evaluator-heap.md'), text);
console.log(text);
