// The standard-form lookup tables, built on first use: the two suit automata by the generator
// (generator.ts; nothing is shipped but code), then the combination tables from their class
// vectors.
import { combine, convolve } from './combine.js';
import { generateAutomata } from './generator.js';

/** The tables of the standard form and what they cost; see {@link shantenTables}. */
export interface ShantenTables {
  /** Number-suit automaton: entry `state + count` is the next state (a multiple of 5); after the ninth rank, the class. */
  readonly numberNext: Uint16Array;
  /** Honours automaton, the same over the seven honours. */
  readonly honourNext: Uint16Array;
  /** The 10-entry vector of each number-suit class: tiles to add for [sets × 2 + pair]. */
  readonly numberVectors: readonly Uint8Array[];
  /** The vector of each honours class. */
  readonly honourVectors: readonly Uint8Array[];
  /** Class of m ⊕ p, at `m * numberClasses + p`. */
  readonly mp: Uint16Array;
  /** Class of (m ⊕ p) ⊕ s, at `mp * numberClasses + s`. */
  readonly mps: Uint16Array;
  /** Tiles to add to the whole hand, at `(mps * honourClasses + z) * 5 + melds`. */
  readonly need: Uint8Array;
  /** Number of number-suit classes (126). */
  readonly numberClasses: number;
  /** Number of honours classes (55). */
  readonly honourClasses: number;
  /** Bytes held by the typed arrays. */
  readonly bytes: number;
  /** Milliseconds spent decoding and building on first use. */
  readonly buildMs: number;
}

/** A millisecond clock: `performance.now()` where there is one (browsers, Node ≥ 16). */
function now(): number {
  const perf = (globalThis as { performance?: { now(): number } }).performance;
  return perf ? perf.now() : Date.now();
}

function build(): ShantenTables {
  const t0 = now();
  const { numbers, honours } = generateAutomata();
  const numberNext = numbers.next;
  const honourNext = honours.next;
  const numberVectors = numbers.vectors;
  const honourVectors = honours.vectors;
  const mp = combine(numberVectors, numberVectors);
  const mps = combine(mp.vectors, numberVectors);
  const need = new Uint8Array(mps.vectors.length * honourVectors.length * 5);
  const v = new Uint8Array(10);
  mps.vectors.forEach((a, i) =>
    honourVectors.forEach((b, j) => {
      convolve(a, b, v);
      for (let melds = 0; melds <= 4; melds++) need[(i * honourVectors.length + j) * 5 + melds] = v[(4 - melds) * 2 + 1] as number;
    }),
  );
  const arrays = [numberNext, honourNext, mp.table, mps.table, need, ...numberVectors, ...honourVectors];
  return {
    numberNext,
    honourNext,
    numberVectors,
    honourVectors,
    mp: mp.table,
    mps: mps.table,
    need,
    numberClasses: numberVectors.length,
    honourClasses: honourVectors.length,
    bytes: arrays.reduce((n, a) => n + a.byteLength, 0),
    buildMs: now() - t0,
  };
}

let cached: ShantenTables | undefined;

/**
 * The standard-form tables, generated on the first call (about 60–100 ms) and kept: the memory
 * they take and the time the build took are in the result.
 *
 * @example
 * ```ts
 * import { shantenTables } from '@mjkit/shanten';
 * const t = shantenTables();
 * t.numberClasses; // => 126
 * t.honourClasses; // => 55
 * ```
 */
export function shantenTables(): ShantenTables {
  cached ??= build();
  return cached;
}

/** @internal The tables if something has built them already, else undefined (builds nothing). */
export function builtTables(): ShantenTables | undefined {
  return cached;
}
