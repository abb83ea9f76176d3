// The standard-form lookup tables, built on first use: the two suit automata by the generator
// (generator.ts; nothing is shipped but code), then the combination tables from their class
// vectors.
import { combine, convolve } from './combine.js';
import { generateAutomata, pairSteps } from './generator.js';

/** The tables of the standard form and what they cost; see {@link shantenTables}. */
export interface ShantenTables {
  /** Number-suit automaton: entry `state + count` is the next state (a multiple of 5); after the ninth rank, the class. */
  readonly numberNext: Uint16Array;
  /** Honours automaton, the same over the seven honours. */
  readonly honourNext: Uint16Array;
  /**
   * The number-suit automaton read two ranks at a time: from state 0, entry `state + 5·a + b`
   * reads counts a, b of ranks 1–2, then 3–4, 5–6, 7–8; entry `state + c` reads rank 9 and is
   * the class. Its states are its own (not `numberNext`'s).
   */
  readonly numberPairs: Uint16Array;
  /** The honours automaton the same way: honours 1–2, 3–4, 5–6 in pairs, then the seventh. */
  readonly honourPairs: Uint16Array;
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

/** Classes of a number suit and of the honours. */
export const NUMBER_CLASSES = 126;
export const HONOUR_CLASSES = 55;

// The arrays the shanten reading holds as constants of its closure (see `readerOf` in
// shanten.ts): made (empty) when the module loads, filled when the tables are first built. Their
// sizes are the ones the generator gives; `fill` checks.
export const NUMBER_PAIRS = /* @__PURE__ */ new Uint16Array(39_790);
export const HONOUR_PAIRS = /* @__PURE__ */ new Uint16Array(1_425);
/**
 * The combination tables as the reading uses them: classes as bytes (there are 180), and `need`
 * with the meld count first, so that the slice of closed 13- and 14-tile hands is 9.9 KB of
 * consecutive bytes instead of one byte in five of 49.5 KB. Streaming through many hands evicts
 * what a hand does not touch often; these stay in cache.
 */
export const MP_BYTES = /* @__PURE__ */ new Uint8Array(NUMBER_CLASSES * NUMBER_CLASSES);
export const MPS_BYTES = /* @__PURE__ */ new Uint8Array(180 * NUMBER_CLASSES);
export const NEED_BY_MELDS = /* @__PURE__ */ new Uint8Array(5 * 180 * HONOUR_CLASSES);

/** Copies `from` into the preallocated `into`, which must be its size. */
function fill<T extends Uint8Array | Uint16Array>(into: T, from: ArrayLike<number>, name: string): T {
  if (from.length !== into.length) throw new Error(`internal: the ${name} table has ${from.length} entries, not ${into.length}`);
  into.set(from);
  return into;
}

function build(): ShantenTables {
  const t0 = now();
  const { numbers, honours } = generateAutomata();
  const numberNext = numbers.next;
  const honourNext = honours.next;
  const numberVectors = numbers.vectors;
  const honourVectors = honours.vectors;
  if (numberVectors.length !== NUMBER_CLASSES || honourVectors.length !== HONOUR_CLASSES) throw new Error('internal: unexpected class counts');
  const mp = combine(numberVectors, numberVectors);
  const mps = combine(mp.vectors, numberVectors);
  const slice = mps.vectors.length * honourVectors.length;
  const need = new Uint8Array(slice * 5);
  const byMelds = new Uint8Array(slice * 5);
  const v = new Uint8Array(10);
  mps.vectors.forEach((a, i) =>
    honourVectors.forEach((b, j) => {
      convolve(a, b, v);
      const at = i * honourVectors.length + j;
      for (let melds = 0; melds <= 4; melds++) need[at * 5 + melds] = byMelds[melds * slice + at] = v[(4 - melds) * 2 + 1] as number;
    }),
  );
  const numberPairs = fill(NUMBER_PAIRS, pairSteps(numberNext, 9), 'number pairs');
  const honourPairs = fill(HONOUR_PAIRS, pairSteps(honourNext, 7), 'honour pairs');
  fill(MP_BYTES, mp.table, 'm ⊕ p');
  fill(MPS_BYTES, mps.table, 'm ⊕ p ⊕ s');
  fill(NEED_BY_MELDS, byMelds, 'need');
  const arrays = [numberNext, honourNext, numberPairs, honourPairs, mp.table, mps.table, need, MP_BYTES, MPS_BYTES, NEED_BY_MELDS, ...numberVectors, ...honourVectors];
  return {
    numberNext,
    honourNext,
    numberPairs,
    honourPairs,
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
