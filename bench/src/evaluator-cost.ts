// What each evaluation costs on real-log positions: the legacy and normalized presets of
// evaluateDiscards, evaluateTurnAware, and majiang-ai 1.0.13's select_dapai (a fresh player on the
// position), all on the same positions in the same process.
//
//   node --import tsx src/evaluator-cost.ts --points 2000 --workers 2
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluateDiscards, evaluateTurnAware } from '@mjkit/evaluator';
import { dataDir, sampledLogPoints } from './log-points.js';
import { peerPlayer } from './majiang-ai.js';
import { forkWorkers, progressBar } from './progress.js';
import { writeWhole } from './harness.js';

const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));

interface Timing {
  readonly shanten: number;
  readonly legacy: number;
  readonly normalized: number;
  readonly turnAware: number;
  readonly peer: number;
}

function option(args: string[], name: string, fallback: number): number {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
}

function ms(run: () => unknown): number {
  const t = performance.now();
  run();
  return performance.now() - t;
}

function work(points: number, worker: number, workers: number): void {
  let warm = 0;
  for (const { p } of sampledLogPoints(points, worker, workers)) {
    if (warm++ < 20) {
      // the first calls build tables and compile: untimed
      if (evaluateDiscards(p, { preset: 'legacy' }).shanten <= 3) evaluateTurnAware(p);
      peerPlayer(p).select_dapai();
    }
    const legacy = ms(() => evaluateDiscards(p, { preset: 'legacy' }));
    const normalized = ms(() => evaluateDiscards(p, { preset: 'normalized' }));
    const shanten = evaluateDiscards(p, { preset: 'legacy' }).shanten;
    // the turn-aware program goes up to 3-shanten: farther hands have no figure
    const turnAware = shanten <= 3 ? ms(() => evaluateTurnAware(p)) : Number.NaN;
    const peer = ms(() => peerPlayer(p).select_dapai());
    process.send?.({ timing: { shanten: Math.min(4, shanten), legacy, normalized, turnAware, peer } satisfies Timing });
  }
}

function table(all: Timing[], command: string): string {
  const groups = [-1, 0, 1, 2, 3, 4].map((n) => [n, all.filter((t) => t.shanten === n)] as const).filter(([, g]) => g.length > 0);
  const finite = (g: readonly Timing[], k: keyof Timing) => g.map((t) => t[k]).filter((x) => Number.isFinite(x));
  const mean = (g: readonly Timing[], k: keyof Timing) => {
    const xs = finite(g, k);
    return xs.reduce((s, x) => s + x, 0) / xs.length;
  };
  const max = (g: readonly Timing[], k: keyof Timing) => Math.max(...finite(g, k));
  const row = (name: string, g: readonly Timing[]) => {
    const cell = (k: keyof Timing) => `${mean(g, k).toFixed(2)} / ${max(g, k).toFixed(1)}`;
    const peer = mean(g, 'peer');
    // the turn-aware ratio: majiang-ai on the same positions (those within 3-shanten)
    const within = g.filter((t) => Number.isFinite(t.turnAware));
    const ta = within.length === 0 ? '— (beyond 3-shanten)' : `${cell('turnAware')} (${(mean(within, 'peer') / mean(within, 'turnAware')).toFixed(1)}×)`;
    return `| ${name} | ${g.length} | ${cell('peer')} | ${cell('legacy')} (${(peer / mean(g, 'legacy')).toFixed(1)}×) | ${cell('normalized')} (${(peer / mean(g, 'normalized')).toFixed(1)}×) | ${ta} |`;
  };
  return [
    '# What each evaluation costs, on real-log positions',
    '',
    `Command: \`${command}\``,
    '',
    `${all.length} decision points sampled evenly from the shared Tenhou logs (after a draw, four players, nobody in riichi). Milliseconds per decision, mean / max, and majiang-ai's mean over ours. The turn-aware program goes up to 3-shanten: its "all" row covers the positions within that. majiang-ai 1.0.13 is a fresh player on each position (its caches empty); ours, a call of the function (its bounded score cache kept between positions).`,
    '',
    '| shanten | positions | majiang-ai select_dapai | evaluateDiscards legacy | evaluateDiscards normalized | evaluateTurnAware |',
    '|---|---|---|---|---|---|',
    row('all', all),
    ...groups.map(([n, g]) => row(n === 4 ? '≥ 4' : String(n), g)),
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const at = args.indexOf('--worker');
  if (at >= 0) {
    const [w, ws] = (args[at + 1] as string).split('/').map(Number) as [number, number];
    return work(option(args, '--points', 2000), w, ws);
  }
  if (!existsSync(join(dataDir(), 'tenhou'))) {
    console.error(`no log data at ${join(dataDir(), 'tenhou')}`);
    process.exit(2);
  }
  const workers = option(args, '--workers', 2);
  const points = option(args, '--points', 2000);
  const all: Timing[] = [];
  const started = performance.now();
  await forkWorkers<{ timing?: Timing }>(import.meta.url, args, workers, (m) => {
    if (!m.timing) return;
    all.push(m.timing);
    progressBar(all.length, points, started, 'positions');
  });
  process.stderr.write('\n');
  const md = table(all, `cd bench && node --import tsx src/evaluator-cost.ts ${args.join(' ')}`);
  mkdirSync(resultsDir, { recursive: true });
  writeWhole(join(resultsDir, 'evaluator-cost.md'), md);
  console.log(md);
}

await main();
