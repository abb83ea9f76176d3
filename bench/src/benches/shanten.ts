// @mjkit/shanten against @kobalab/majiang-core and syanten on the same seeded random closed
// hands, plus the memory of the tables and the cold start of the first call.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { buildSync } from 'esbuild';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shanten, shantenTables, ukeire } from '@mjkit/shanten';
import { collect, compare, resultsDir, writeWhole } from '../harness.js';
import { Majiang } from '../majiang.js';
import { randomCounts, toMajiang } from '../random-walls.js';
import { syanten, toSyanten } from '../syanten.js';

const HANDS = Number(process.env.MJKIT_BENCH_HANDS ?? 1_000_000);
const SYANTEN_HANDS = 5_000;

/** The first call of shanten() in a fresh Node process, module load excluded (the first calls need no tables). */
function coldStart(): number {
  const script = `
    import { shanten } from '@mjkit/shanten';
    const c = new Uint8Array(34); c[0] = 3; c[1] = 1; c[2] = 1; c[9] = 2; c[27] = 3; c[30] = 3; c[31] = 1;
    const t0 = performance.now(); shanten(c); console.log(performance.now() - t0);`;
  const file = join(fileURLToPath(new URL('..', import.meta.url)), '.cold-start.mjs');
  writeFileSync(file, script);
  const out = execFileSync(process.execPath, [file], { encoding: 'utf8' });
  return Number(out.trim());
}

/** Gzipped size of a minified browser bundle of `source` (imports resolved from bench/). */
function bundleBytes(source: string): number {
  const out = buildSync({
    stdin: { contents: source, resolveDir: fileURLToPath(new URL('..', import.meta.url)), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
  });
  return gzipSync((out.outputFiles[0] as { contents: Uint8Array }).contents, { level: 9 }).length;
}

/**
 * The floor of a side's time: reading the 34 counts of each input and summing them, nothing
 * else, as the harness times a pass (after a collection; median of three passes). For 200,000
 * plain arrays this alone is most of the time: their memory, not the shanten, is the cost.
 */
function readFloor(inputs: readonly ArrayLike<number>[]): number {
  // a function of its own for each call, so that each kind of input is read by code that has
  // seen only it (one shared function would read the second kind polymorphically)
  // written out, not a loop: the fastest reading V8 gives (a loop over typed arrays is slower than
  // the whole of shanten's written-out reading)
  const sum = new Function('c', `return ${Array.from({ length: 34 }, (_, i) => `c[${i}]`).join(' + ')};`) as (c: ArrayLike<number>) => number;
  const times: number[] = [];
  let total = 0;
  for (let pass = 0; pass < 4; pass++) {
    collect();
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < inputs.length; i++) total += sum(inputs[i] as ArrayLike<number>);
    if (pass > 0) times.push(Number(process.hrtime.bigint() - t0) / inputs.length);
  }
  if (total < 0) console.log(total);
  return times.sort((a, b) => a - b)[1] as number;
}

export function run(): void {
  const floors: Record<string, number> = {};
  for (const size of [14, 13] as const) {
    const counts = randomCounts(HANDS, size, `bench-shanten-${size}`);
    compare({
      name: `shanten-${size}-majiang`,
      what: `shanten of ${HANDS.toLocaleString('en')} random closed ${size}-tile hands, all forms (shanten vs Util.xiangting)`,
      ours: { inputs: counts, run: (c) => shanten(c) },
      peer: { inputs: counts.map(toMajiang), run: (s) => Majiang.Util.xiangting(s) },
      peerName: 'majiang-core',
      rounds: 3,
    });
    if (size === 14) {
      // the same in the steady state of a long job (each timed pass after an untimed one, no
      // forced collection): what the evaluator and the arena see
      compare({
        name: 'shanten-14-majiang-steady',
        what: `the same ${HANDS.toLocaleString('en')} hands in the steady state (shanten vs Util.xiangting)`,
        ours: { inputs: counts, run: (c) => shanten(c) },
        peer: { inputs: counts.map(toMajiang), run: (s) => Majiang.Util.xiangting(s) },
        peerName: 'majiang-core',
        rounds: 3,
        settle: 'steady',
      });
    }
    const plain = counts.slice(0, 200_000).map((c) => Array.from(c));
    compare({
      name: `shanten-${size}-plain-majiang`,
      what: `shanten of the first 200,000 of those hands as plain number arrays (shanten vs Util.xiangting)`,
      ours: { inputs: plain, run: (c) => shanten(c) },
      peer: { inputs: counts.slice(0, 200_000).map(toMajiang), run: (s) => Majiang.Util.xiangting(s) },
      peerName: 'majiang-core',
      rounds: 3,
    });
    floors[`readFloor${size}TypedNs`] = readFloor(counts.slice(0, 200_000));
    floors[`readFloor${size}PlainNs`] = readFloor(plain);
    console.log(
      `  reading alone (summing the 34 counts of each of those 200,000 hands): typed ${floors[`readFloor${size}TypedNs`]!.toFixed(1)} ns, plain ${floors[`readFloor${size}PlainNs`]!.toFixed(1)} ns`,
    );
    const few = counts.slice(0, SYANTEN_HANDS);
    compare({
      name: `shanten-${size}-syanten`,
      what: `shanten of the first ${SYANTEN_HANDS.toLocaleString('en')} of those hands, all forms (shanten vs syanten)`,
      ours: { inputs: few, run: (c) => shanten(c) },
      peer: { inputs: few.map(toSyanten), run: (s) => syanten(s) },
      peerName: 'syanten',
      rounds: 3,
    });
  }
  const thirteen = randomCounts(100_000, 13, 'bench-ukeire');
  compare({
    name: 'ukeire-majiang',
    what: 'effective tiles of 100,000 random closed 13-tile hands with the copies left (ukeire vs Util.tingpai + counting)',
    ours: { inputs: thirteen, run: (c) => ukeire(c).total },
    peer: {
      // the peer counts the copies left from its own hand object
      inputs: thirteen.map(toMajiang),
      run: (s) => {
        let total = 0;
        const bingpai = (s as unknown as { _bingpai: Record<string, number[]> })._bingpai;
        for (const p of Majiang.Util.tingpai(s) ?? []) total += 4 - (bingpai[p[0]!]![Number(p[1])] as number);
        return total;
      },
    },
    peerName: 'majiang-core',
    rounds: 3,
  });
  const t = shantenTables();
  const cold = coldStart();
  const bundle = bundleBytes(`export { shanten } from '@mjkit/shanten';`);
  const peerBundle = bundleBytes(`import Majiang from '@kobalab/majiang-core'; export const xiangting = Majiang.Util.xiangting;`);
  const tables = { ...floors, bytes: t.bytes, buildMsInThisProcess: t.buildMs, coldFirstCallMs: cold, shantenOnlyBundleGzipBytes: bundle, majiangCoreBundleGzipBytes: peerBundle };
  console.log(`shanten tables: ${(t.bytes / 1024).toFixed(0)} KiB in typed arrays, built in ${t.buildMs.toFixed(0)} ms at first bulk use; first call in a fresh process ${cold.toFixed(1)} ms`);
  console.log(`browser bundle of shanten alone: ${(bundle / 1024).toFixed(1)} KB gzipped (majiang-core whole: ${(peerBundle / 1024).toFixed(1)} KB)`);
  writeWhole(join(resultsDir, 'shanten-tables.json'), JSON.stringify(tables, null, 2) + '\n');
}
