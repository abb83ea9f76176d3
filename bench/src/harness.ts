// A small side-by-side benchmark harness: ours and the peer run on the same inputs in one
// process, interleaved round by round after a warm-up, each pass starting from a collected heap;
// the median time per input of each is reported with the ratio peer / ours (how many times
// faster mjkit is).
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * One side of a comparison: its own array of the inputs, in its library's form, and the call.
 * Each side iterates its own array, so that neither's memory layout depends on the other's.
 */
export interface Side<I> {
  readonly inputs: readonly I[];
  readonly run: (input: I) => unknown;
}

export interface Comparison<A, B> {
  /** A short id, also the JSON file name. */
  readonly name: string;
  /** What is measured, for the report. */
  readonly what: string;
  /** mjkit's side. */
  readonly ours: Side<A>;
  /** The peer's side: the same inputs, in the same order. */
  readonly peer: Side<B>;
  readonly peerName: string;
  /** Rounds over all inputs after the warm-up (default 5). */
  readonly rounds?: number;
  /**
   * What precedes each timed pass: `collect` (default) a forced full garbage collection; `steady`
   * an untimed pass of the same side, so that the timed one runs as the steady state of a long
   * job does. For allocation-heavy work the pass right after a forced full collection is much
   * slower than the next (V8 then marks the growing old generation, with write barriers on,
   * through the whole pass): parse + replay of a hanchan measured 480 vs 350 µs.
   */
  readonly settle?: 'collect' | 'steady';
}

export interface ComparisonResult {
  readonly name: string;
  readonly what: string;
  readonly peer: string;
  readonly inputs: number;
  readonly oursNsPerOp: number;
  readonly peerNsPerOp: number;
  /** peer time / our time: above 1 means mjkit is faster. */
  readonly ratio: number;
}

let sink = 0;
function consume(x: unknown): void {
  if (x === undefined || x === null) sink ^= 1;
  else if (typeof x === 'number') sink ^= x | 0;
  else sink ^= 2;
}

const gc = (globalThis as { gc?: () => void }).gc;
const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Before a timed pass: collects garbage (when Node runs with --expose-gc), so that neither side
 * pays for the other's, then waits 150 ms so that V8's concurrent sweeping after that collection
 * is over and does not compete with the pass on a two-core machine.
 */
export function collect(): void {
  if (!gc) return;
  gc();
  Atomics.wait(pause, 0, 0, 150);
}

/**
 * A timing loop of its own for one side (a fresh function, so that the call inside it sees one
 * target and is not slowed by the other side's): time per input in ns.
 */
function timer<I>(fn: (input: I) => unknown): (inputs: readonly I[], settle: boolean) => number {
  const loop = new Function(
    'fn',
    'consume',
    'collect',
    `return function time(inputs, settle) {
      if (settle) collect();
      const t0 = process.hrtime.bigint();
      for (let i = 0; i < inputs.length; i++) consume(fn(inputs[i]));
      return Number(process.hrtime.bigint() - t0) / inputs.length;
    };`,
  ) as (f: typeof fn, c: typeof consume, g: typeof collect) => (inputs: readonly I[], settle: boolean) => number;
  return loop(fn, consume, collect);
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

function fmt(ns: number): string {
  return ns >= 1e6 ? `${(ns / 1e6).toFixed(2)} ms` : ns >= 1e3 ? `${(ns / 1e3).toFixed(2)} µs` : `${ns.toFixed(1)} ns`;
}

export const resultsDir = join(fileURLToPath(new URL('..', import.meta.url)), 'results');

export function compare<A, B>(c: Comparison<A, B>): ComparisonResult {
  if (c.ours.inputs.length !== c.peer.inputs.length) throw new Error(`${c.name}: the two sides have different inputs`);
  const rounds = c.rounds ?? 5;
  const timeOurs = timer(c.ours.run);
  const timePeer = timer(c.peer.run);
  // warm-up: one pass each on the whole input
  const steady = c.settle === 'steady';
  timeOurs(c.ours.inputs, true);
  timePeer(c.peer.inputs, true);
  const ours: number[] = [];
  const peer: number[] = [];
  for (let r = 0; r < rounds; r++) {
    if (steady) timeOurs(c.ours.inputs, false);
    ours.push(timeOurs(c.ours.inputs, !steady));
    if (steady) timePeer(c.peer.inputs, false);
    peer.push(timePeer(c.peer.inputs, !steady));
  }
  const result: ComparisonResult = {
    name: c.name,
    what: c.what,
    peer: c.peerName,
    inputs: c.ours.inputs.length,
    oursNsPerOp: median(ours),
    peerNsPerOp: median(peer),
    ratio: median(peer) / median(ours),
  };
  console.log(
    `${c.name}: ${c.what}\n  inputs ${c.ours.inputs.length}, ${rounds} rounds after warm-up${steady ? ', each after an untimed pass (steady state)' : ''}\n  ours ${fmt(result.oursNsPerOp)}/op   ${c.peerName} ${fmt(result.peerNsPerOp)}/op   ratio ${result.ratio.toFixed(2)}×`,
  );
  mkdirSync(resultsDir, { recursive: true });
  writeWhole(join(resultsDir, `${c.name}.json`), JSON.stringify(result, null, 2) + '\n');
  return result;
}

/** Two-sided 95% quantiles of Student's t for 1…9 degrees of freedom; beyond, up to 30, 2.045; then the normal's 1.96. */
const T95 = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262];

/**
 * The mean of repeated measurements (fold seeds, draws, trainees) and its 95% t interval; values
 * that are not numbers (a repeat not run) are left out. Null when none is left; a lone value has
 * no interval (NaN bounds).
 */
export function meanInterval(xs: readonly (number | null | undefined)[]): { mean: number; low: number; high: number; n: number } | null {
  const v = xs.filter((x): x is number => typeof x === 'number' && !Number.isNaN(x));
  const n = v.length;
  if (n === 0) return null;
  const mean = v.reduce((a, b) => a + b, 0) / n;
  if (n === 1) return { mean, low: NaN, high: NaN, n };
  const sd = Math.sqrt(v.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1));
  const t = T95[n - 2] ?? (n <= 31 ? 2.045 : 1.96);
  const half = (t * sd) / Math.sqrt(n);
  return { mean, low: mean - half, high: mean + half, n };
}

/** Writes a file whole: a temporary file beside it, then a rename (a stopped run never leaves half a file). */
export function writeWhole(path: string, data: string | Uint8Array): void {
  writeFileSync(`${path}.tmp`, data);
  renameSync(`${path}.tmp`, path);
}
