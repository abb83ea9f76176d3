// A small side-by-side benchmark harness: ours and the peer run on the same inputs in one
// process, interleaved round by round after a warm-up; the median time per input of each is
// reported with the ratio peer / ours (how many times faster mjkit is).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Comparison<I> {
  /** A short id, also the JSON file name. */
  readonly name: string;
  /** What is measured, for the report. */
  readonly what: string;
  readonly inputs: readonly I[];
  readonly ours: (input: I) => unknown;
  readonly peer: (input: I) => unknown;
  readonly peerName: string;
  /** Rounds over all inputs after the warm-up (default 5). */
  readonly rounds?: number;
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

function time<I>(fn: (input: I) => unknown, inputs: readonly I[]): number {
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < inputs.length; i++) consume(fn(inputs[i] as I));
  return Number(process.hrtime.bigint() - t0) / inputs.length;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

function fmt(ns: number): string {
  return ns >= 1e6 ? `${(ns / 1e6).toFixed(2)} ms` : ns >= 1e3 ? `${(ns / 1e3).toFixed(2)} µs` : `${ns.toFixed(1)} ns`;
}

export const resultsDir = join(fileURLToPath(new URL('..', import.meta.url)), 'results');

export function compare<I>(c: Comparison<I>): ComparisonResult {
  const rounds = c.rounds ?? 5;
  // warm-up: one pass each on the whole input
  time(c.ours, c.inputs);
  time(c.peer, c.inputs);
  const ours: number[] = [];
  const peer: number[] = [];
  for (let r = 0; r < rounds; r++) {
    ours.push(time(c.ours, c.inputs));
    peer.push(time(c.peer, c.inputs));
  }
  const result: ComparisonResult = {
    name: c.name,
    what: c.what,
    peer: c.peerName,
    inputs: c.inputs.length,
    oursNsPerOp: median(ours),
    peerNsPerOp: median(peer),
    ratio: median(peer) / median(ours),
  };
  console.log(
    `${c.name}: ${c.what}\n  inputs ${c.inputs.length}, ${rounds} rounds after warm-up\n  ours ${fmt(result.oursNsPerOp)}/op   ${c.peerName} ${fmt(result.peerNsPerOp)}/op   ratio ${result.ratio.toFixed(2)}×`,
  );
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, `${c.name}.json`), JSON.stringify(result, null, 2) + '\n');
  return result;
}
