// Training rows: sparse binary inputs (the indices of the bits set) with ln(points) targets,
// the folds of cross-validation (by game), and the error measure of the study (eq. 1).
import type { FeatureSetName } from './features.js';
import { positionBits } from './positions.js';
import type { ScorePosition } from './positions.js';

/** Rows of sparse bits: row i has the bits `indices[offsets[i] .. offsets[i + 1])`. */
export interface FeatureRows {
  /** The number of input bits. */
  readonly size: number;
  readonly count: number;
  readonly offsets: Uint32Array;
  readonly indices: Uint16Array;
  /** ln(points won). */
  readonly targets: Float64Array;
  /** Points won, and whether the winner is the dealer (for the distribution's classes). */
  readonly points: Uint32Array;
  readonly dealer: Uint8Array;
  /** The positions' game keys (folds keep a game together). */
  readonly games: Uint32Array;
  /** 1 for rows only ever trained on (never in a test fold). */
  readonly trainOnly: Uint8Array;
}

/** Rows of positions under a feature set, `map` turning each list of bits into the model's (grouping). */
export function featureRows(positions: readonly ScorePosition[], set: FeatureSetName, size: number, map: (bits: readonly number[]) => readonly number[] = (b) => b): FeatureRows {
  const lists = positions.map((p) => map(positionBits(p, set)));
  const offsets = new Uint32Array(lists.length + 1);
  lists.forEach((l, i) => (offsets[i + 1] = offsets[i]! + l.length));
  const indices = new Uint16Array(offsets[lists.length]!);
  lists.forEach((l, i) => indices.set(l, offsets[i]!));
  return {
    size,
    count: positions.length,
    offsets,
    indices,
    targets: Float64Array.from(positions, (p) => Math.log(p.points)),
    points: Uint32Array.from(positions, (p) => p.points),
    dealer: Uint8Array.from(positions, (p) => (p.dealer ? 1 : 0)),
    games: Uint32Array.from(positions, (p) => p.game),
    trainOnly: Uint8Array.from(positions, (p) => (p.trainOnly ? 1 : 0)),
  };
}

/** The rows at some indices. */
export function subset(rows: FeatureRows, at: ArrayLike<number>): FeatureRows {
  const offsets = new Uint32Array(at.length + 1);
  for (let i = 0; i < at.length; i++) offsets[i + 1] = offsets[i]! + rows.offsets[at[i]! + 1]! - rows.offsets[at[i]!]!;
  const indices = new Uint16Array(offsets[at.length]!);
  for (let i = 0; i < at.length; i++) indices.set(rows.indices.subarray(rows.offsets[at[i]!]!, rows.offsets[at[i]! + 1]!), offsets[i]!);
  const pick = <T extends Float64Array | Uint32Array | Uint8Array>(a: T, make: (n: number) => T): T => {
    const out = make(at.length);
    for (let i = 0; i < at.length; i++) out[i] = a[at[i]!]!;
    return out;
  };
  return {
    size: rows.size,
    count: at.length,
    offsets,
    indices,
    targets: pick(rows.targets, (n) => new Float64Array(n)),
    points: pick(rows.points, (n) => new Uint32Array(n)),
    dealer: pick(rows.dealer, (n) => new Uint8Array(n)),
    games: pick(rows.games, (n) => new Uint32Array(n)),
    trainOnly: pick(rows.trainOnly, (n) => new Uint8Array(n)),
  };
}

/** The fold (0..k−1) of each row: by game key mixed with the seed, so a game stays in one fold; 255 for train-only rows. */
export function foldsOf(rows: FeatureRows, k: number, seed: number): Uint8Array {
  const out = new Uint8Array(rows.count);
  for (let i = 0; i < rows.count; i++) {
    if (rows.trainOnly[i] === 1) {
      out[i] = 255;
      continue;
    }
    let h = (rows.games[i]! ^ Math.imul(seed | 0, 0x9e3779b1)) >>> 0;
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
    out[i] = ((h ^ (h >>> 16)) >>> 0) % k;
  }
  return out;
}

/** The training and test rows of fold f. */
export function split(rows: FeatureRows, folds: Uint8Array, f: number): { train: FeatureRows; test: FeatureRows } {
  const train: number[] = [];
  const test: number[] = [];
  for (let i = 0; i < rows.count; i++) (folds[i] === f ? test : train).push(i);
  return { train: subset(rows, train), test: subset(rows, test) };
}

/** Eq. 1: the root mean square error of predictions against ln(points). */
export function rmse(predictions: ArrayLike<number>, targets: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < targets.length; i++) s += (predictions[i]! - targets[i]!) ** 2;
  return Math.sqrt(s / Math.max(1, targets.length));
}

/** The mean of the targets (the baseline's one prediction). */
export function meanTarget(rows: FeatureRows): number {
  let s = 0;
  for (let i = 0; i < rows.count; i++) s += rows.targets[i]!;
  return rows.count ? s / rows.count : 0;
}
