// Parity and speed of @mjkit/evaluator's `legacy` preset against @kobalab/majiang-ai 1.0.13's
// select_dapai, on the same positions in one process (each worker times both sides).
//
//   node --import tsx src/evaluator-parity.ts selfplay --hanchan 200 --workers 2
//   node --import tsx src/evaluator-parity.ts logs --points 20000 --workers 2
//
// selfplay: four majiang-ai players play seeded hanchan (majiang-core's Game, Math.random
// seeded per hanchan); every discard decision with no riichi on the table is evaluated by both.
// logs: decision points after a draw or a call, nobody in riichi, sampled evenly from the real
// logs of ../shared/data/tenhou (or $MJKIT_DATA/tenhou). Results: bench/results/evaluator-*.json
// and .md. Build the packages first (`node scripts/pnpm.mjs run build`).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hand, createRng, kindOf } from '@mjkit/core';
import { evaluateDiscards, positionOf } from '@mjkit/evaluator';
import type { Position } from '@mjkit/evaluator';
import { dataDir, majiangRules, sampledLogPoints } from './log-points.js';
import { Majiang, MajiangAI, majiangTile, peerPlayer, tileOfMajiang } from './majiang-ai.js';
import { forkWorkers, progressBar } from './progress.js';
import { writeWhole } from './harness.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const resultsDir = join(here, '..', 'results');

/** One compared decision. */
export interface Decision {
  /** Where it comes from: `h12 #34` (hanchan, decision) or `file:round:event`. */
  readonly where: string;
  readonly hand: string;
  readonly dora: string[];
  readonly shanten: number;
  readonly peer: string;
  readonly ours: string;
  readonly agree: boolean;
  /** Our best value, our value of the peer's choice, the peer's value of both. */
  readonly ourBest: number;
  readonly ourOfPeer: number | null;
  readonly peerBest: number | null;
  readonly peerOfOurs: number | null;
  readonly peerMs: number;
  readonly ourMs: number;
}


function tileName(t: number): string {
  return majiangTile(t);
}

function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

/** Ours on a position, beside the peer's choice and values (by kind string) already known. */
function compare(where: string, p: Position, peerTile: number, peerValues: Map<string, number>, peerMs: number): Decision {
  const t0 = performance.now();
  const ours = evaluateDiscards(p, { preset: 'legacy' });
  const ourMs = performance.now() - t0;
  const of = (t: number) => ours.discards.find((d) => d.tile === t)?.value ?? null;
  const ourBest = ours.discards[0]?.value ?? 0;
  const ourOfPeer = of(peerTile);
  const agree = ours.best === peerTile || (ourOfPeer !== null && close(ourOfPeer, ourBest));
  const peerBestValue = peerValues.get(majiangTile(kindOf(peerTile)).slice(0, 2)) ?? null;
  return {
    where,
    hand: p.hand.toString(),
    dora: p.doraIndicators.map(tileName),
    shanten: ours.shanten,
    peer: tileName(peerTile),
    ours: tileName(ours.best),
    agree,
    ourBest,
    ourOfPeer,
    peerBest: peerBestValue,
    peerOfOurs: peerValues.get(majiangTile(kindOf(ours.best))) ?? null,
    peerMs,
    ourMs,
  };
}

function peerInfoValues(info: { p?: string; m?: string; ev?: number }[]): Map<string, number> {
  const values = new Map<string, number>();
  for (const i of info) if (!i.m && i.p !== undefined && i.ev !== undefined) values.set(i.p, i.ev);
  return values;
}

/** A seeded Math.random for majiang-core's wall and seating. */
function seedMathRandom(seed: number): void {
  const rng = createRng(seed);
  Math.random = () => rng.nextFloat();
}

/** Decisions where a fresh majiang-ai player on our position chose otherwise than in the game. */
let coldMismatches = 0;

/** Plays hanchan `h` with four majiang-ai players and compares every eligible discard. */
function selfplayHanchan(h: number, out: Decision[]): void {
  seedMathRandom(20261123 + h);
  let n = 0;
  class Recorder extends MajiangAI {
    select_dapai(info?: unknown[]) {
      const self = this as any;
      const threatened = self._suanpai.suan_weixian_all(self.shoupai._bingpai) !== undefined;
      if (info || threatened || self.shoupai.lizhi) return super.select_dapai(info);
      const peerInfo: { p?: string; m?: string; ev?: number }[] = [];
      const dapai: string = super.select_dapai(peerInfo);
      const paishu = self._suanpai._paishu;
      const counts: number[] = [];
      for (const s of ['m', 'p', 's', 'z']) for (let i = 1; i < paishu[s].length; i++) counts.push(paishu[s][i]);
      const rules = majiangRules(self._rule['赤牌']);
      const p = positionOf({
        hand: Hand.parse(self.shoupai.toString()),
        doraIndicators: self.shan.baopai.map((x: string) => tileOfMajiang(x)),
        roundWind: self._model.zhuangfeng,
        seatWind: self._menfeng,
        unseen: { counts, red: { m: paishu.m[0], p: paishu.p[0], s: paishu.s[0] } },
        drawable: self.shan.paishu,
        rules,
      });
      // In the game, majiang-ai's select_gang has already valued the hand (and filled the cache
      // select_dapai reads): time a fresh player on the same position instead.
      // Every 10th decision only: the cold run doubles majiang-ai's cost, and the speed figures
      // come mainly from the log positions.
      let ms = Number.NaN;
      if (n % 10 === 0) {
        const cold = peerOn(p);
        if (cold.tile !== tileOfMajiang(dapai.slice(0, 2))) coldMismatches++;
        ms = cold.ms;
      }
      out.push(compare(`h${h} #${n++}`, p, tileOfMajiang(dapai.slice(0, 2)), peerInfoValues(peerInfo), ms));
      return dapai;
    }
  }
  const players = [0, 1, 2, 3].map(() => new Recorder());
  new Majiang.Game(players, undefined, Majiang.rule()).do_sync();
}


function peerOn(p: Position): { tile: number; values: Map<string, number>; ms: number } {
  const player = peerPlayer(p);
  const info: { p?: string; m?: string; ev?: number }[] = [];
  const t0 = performance.now();
  const dapai: string = player.select_dapai(info);
  const ms = performance.now() - t0;
  return { tile: tileOfMajiang(dapai.slice(0, 2)), values: peerInfoValues(info), ms };
}


/** Every eligible log point, numbered in file order; the sample takes every `step`-th. */
function logDecisions(worker: number, workers: number, points: number, out: Decision[], progress: () => void): void {
  for (const { where, p } of sampledLogPoints(points, worker, workers)) {
    const peer = peerOn(p);
    out.push(compare(where, p, peer.tile, peer.values, peer.ms));
    progress();
  }
}

/** Both sides on a few positions, untimed: the first calls build tables and compile code. */
function warmUp(): void {
  const rng = createRng(1);
  for (let i = 0; i < 30; i++) {
    const ids = rng.shuffle(Array.from({ length: 136 }, (_, j) => j));
    const p = positionOf({ hand: Hand.fromTenhouIds(ids.slice(0, 14)), doraIndicators: [ids[135]! >> 2], rules: majiangRules({ m: 1, p: 1, s: 1 }) });
    evaluateDiscards(p, { preset: 'legacy' });
    peerOn(p);
  }
}

// ---- driver: forks workers, gathers, writes results ----

interface Summary {
  command: string;
  decisions: number;
  agree: number;
  exact: number;
  ties: number;
  agreement: number;
  timed: number;
  peerMeanMs: number;
  ourMeanMs: number;
  ratio: number;
  byShanten: { shanten: number; n: number; agree: number; timed: number; peerMeanMs: number; peerMaxMs: number; ourMeanMs: number; ourMaxMs: number; ratio: number }[];
}

function summarize(command: string, ds: Decision[]): Summary {
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const groups = new Map<number, Decision[]>();
  for (const d of ds) {
    const key = Math.min(d.shanten, 3);
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  const timed = (g: Decision[]) => g.filter((d) => Number.isFinite(d.peerMs));
  const peer = sum(timed(ds).map((d) => d.peerMs));
  const ours = sum(timed(ds).map((d) => d.ourMs));
  return {
    command,
    decisions: ds.length,
    agree: ds.filter((d) => d.agree).length,
    exact: ds.filter((d) => d.peer === d.ours).length,
    ties: ds.filter((d) => d.agree && d.peer !== d.ours).length,
    agreement: ds.filter((d) => d.agree).length / ds.length,
    timed: timed(ds).length,
    peerMeanMs: peer / timed(ds).length,
    ourMeanMs: ours / timed(ds).length,
    ratio: peer / ours,
    byShanten: [...groups].sort((a, b) => a[0] - b[0]).map(([s, g]) => ({
      shanten: s,
      n: g.length,
      agree: g.filter((d) => d.agree).length,
      timed: timed(g).length,
      peerMeanMs: sum(timed(g).map((d) => d.peerMs)) / timed(g).length,
      peerMaxMs: Math.max(...timed(g).map((d) => d.peerMs)),
      ourMeanMs: sum(timed(g).map((d) => d.ourMs)) / timed(g).length,
      ourMaxMs: Math.max(...timed(g).map((d) => d.ourMs)),
      ratio: sum(timed(g).map((d) => d.peerMs)) / sum(timed(g).map((d) => d.ourMs)),
    })),
  };
}

function markdown(name: string, s: Summary & { peerRebuiltOtherwise: number }, ds: Decision[]): string {
  const f = (x: number | null) => (x === null ? '—' : x.toFixed(4));
  const lines = [
    `# evaluator parity: ${name}`,
    '',
    `Command: \`${s.command}\``,
    '',
    `${s.agree} of ${s.decisions} decisions agree (${(s.agreement * 100).toFixed(2)}%): ${s.exact} the same tile, ${s.ties} a different tile of equal value.`,
    `Mean time per decision over the ${s.timed} timed ones: majiang-ai ${s.peerMeanMs.toFixed(2)} ms, ours ${s.ourMeanMs.toFixed(2)} ms: ${s.ratio.toFixed(1)}× faster (majiang-ai timed as a fresh player on the position, its caches empty).`,
    `A fresh majiang-ai player rebuilt from the position chose otherwise than in the game ${s.peerRebuiltOtherwise} time(s).`,
    '',
    '| shanten | decisions | agree | timed | majiang-ai mean / max ms | ours mean / max ms | ratio |',
    '|---|---|---|---|---|---|---|',
    ...s.byShanten.map((b) => {
      const times = b.timed === 0
        ? '— | — | —'
        : `${b.peerMeanMs.toFixed(2)} / ${b.peerMaxMs.toFixed(1)} | ${b.ourMeanMs.toFixed(2)} / ${b.ourMaxMs.toFixed(1)} | ${b.ratio.toFixed(1)}×`;
      return `| ${b.shanten === 3 ? '≥ 3' : b.shanten} | ${b.n} | ${b.agree} | ${b.timed} | ${times} |`;
    }),
    '',
    '## Disagreements',
    '',
    '| where | hand | dora | shanten | majiang-ai | ours | our value of theirs / our best | their value of theirs / of ours |',
    '|---|---|---|---|---|---|---|---|',
    ...ds.filter((d) => !d.agree).map((d) => `| ${d.where} | ${d.hand} | ${d.dora.join(' ')} | ${d.shanten} | ${d.peer} | ${d.ours} | ${f(d.ourOfPeer)} / ${f(d.ourBest)} | ${f(d.peerBest)} / ${f(d.peerOfOurs)} |`),
    '',
  ];
  return lines.join('\n');
}

function option(args: string[], name: string, fallback: number): number {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
}


async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const mode = args[0];
  const workerAt = args.indexOf('--worker');
  if (workerAt >= 0) {
    const [worker, workers] = (args[workerAt + 1] as string).split('/').map(Number) as [number, number];
    const out: Decision[] = [];
    warmUp();
    if (mode === 'selfplay') {
      const hanchan = option(args, '--hanchan', 200);
      for (let h = worker; h < hanchan; h += workers) {
        const decisions: Decision[] = [];
        selfplayHanchan(h, decisions);
        // Each hanchan's decisions go to the driver at once, which keeps the results file up to
        // date: a run stopped early still leaves its figures so far.
        process.send?.({ progress: 1, decisions });
      }
    } else {
      logDecisions(worker, workers, option(args, '--points', 20000), out, () => process.send?.({ progress: 1 }));
    }
    process.send?.({ done: out, coldMismatches });
    return;
  }
  if (mode !== 'selfplay' && mode !== 'logs') {
    console.error('usage: evaluator-parity.ts selfplay [--hanchan 200] [--workers 2] | logs [--points 20000] [--workers 2]');
    process.exit(2);
  }
  if (mode === 'logs' && !existsSync(join(dataDir(), 'tenhou'))) {
    console.error(`no log data at ${join(dataDir(), 'tenhou')}`);
    process.exit(2);
  }
  const workers = option(args, '--workers', 2);
  const total = mode === 'selfplay' ? option(args, '--hanchan', 200) : option(args, '--points', 20000);
  const started = performance.now();
  let done = 0;
  let rebuilt = 0;
  const all: Decision[] = [];
  await forkWorkers<{ progress?: number; decisions?: Decision[]; done?: Decision[]; coldMismatches?: number }>(import.meta.url, args, workers, (m) => {
    if (m.decisions) {
      all.push(...m.decisions);
      writeResults(mode, args, all, done + 1, total, rebuilt);
    }
    if (m.progress) progressBar((done += m.progress), total, started);
    if (m.done) all.push(...m.done);
    if (m.coldMismatches) rebuilt += m.coldMismatches;
  });
  process.stderr.write('\n');
  const s = writeResults(mode, args, all, total, total, rebuilt);
  console.log(JSON.stringify({ ...s, byShanten: undefined }, null, 1));
  for (const b of s.byShanten) console.log(b);
}

/** Writes results/evaluator-<mode>.json and .md for the decisions so far (`done` of `total` units). */
function writeResults(mode: string, args: string[], all: Decision[], done: number, total: number, rebuilt: number): Summary & { peerRebuiltOtherwise: number } {
  all.sort((a, b) => a.where.localeCompare(b.where, 'en', { numeric: true }));
  const command = `node --import tsx bench/src/evaluator-parity.ts ${args.join(' ')}`;
  const s = { ...summarize(command, all), peerRebuiltOtherwise: rebuilt };
  const name = mode === 'selfplay' ? 'evaluator-selfplay' : 'evaluator-logs';
  const title =
    mode === 'selfplay'
      ? `${done === total ? '' : `${done} of `}${total} majiang-ai self-play hanchan${done === total ? '' : ' (run still going or stopped early)'}`
      : `${all.length} decision points of the real logs`;
  writeWhole(join(resultsDir, `${name}.json`), `${JSON.stringify({ summary: s, disagreements: all.filter((d) => !d.agree) }, null, 1)}\n`);
  writeWhole(join(resultsDir, `${name}.md`), markdown(title, s, all));
  return s;
}

await main();
