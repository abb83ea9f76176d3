// Feature grouping (§5.2–5.3) and feature combination (§5.5) by local search: adjacent buckets of
// a kind merged into one bit, and pairs of bits ANDed into a new one, each change kept only when
// the cross-validated error of the linear model goes down.
import { createRng } from '@mjkit/core';
import { featureSetOf } from './features.js';
import type { FeatureSetName } from './features.js';
import { trainLinear, predictLinear } from './linear.js';
import { crossValidateRidge } from './ridge.js';
import { positionBits } from './positions.js';
import type { ScorePosition } from './positions.js';
import { foldsOf, rmse, featureRows, split } from './rows.js';
import type { FeatureRows } from './rows.js';

/** A grouping of a feature set's buckets, and the combined bits on top of it. */
export interface Grouping {
  readonly set: FeatureSetName;
  /** Per kind, per bucket: true where a group starts (bucket 0 always starts one). */
  readonly starts: readonly (readonly boolean[])[];
  /** Pairs of grouped bits whose AND is one more bit each (after the grouped bits). */
  readonly combinations: readonly (readonly [number, number])[];
}

/** No bucket grouped, nothing combined. */
export function identityGrouping(set: FeatureSetName): Grouping {
  return { set, starts: featureSetOf(set).kinds.map((k) => k.buckets.map(() => true)), combinations: [] };
}

/** The grouped bit of each original bit, and the number of grouped bits (before the combinations). */
export function groupIndex(g: Grouping): { readonly of: Uint16Array; readonly groups: number } {
  const set = featureSetOf(g.set);
  const of = new Uint16Array(set.size);
  let next = -1;
  g.starts.forEach((starts, k) => {
    starts.forEach((s, b) => {
      if (s) next++;
      of[set.offsets[k]! + b] = next;
    });
  });
  return { of, groups: next + 1 };
}

/** The grouped input of each grouping (groupings are never changed once made). */
const inputs = new WeakMap<Grouping, { readonly size: number; readonly map: (bits: readonly number[]) => number[] }>();

/** The size of a grouping's input, and the function from a position's bits to the model's (made once per grouping). */
export function groupedInput(g: Grouping): { readonly size: number; readonly map: (bits: readonly number[]) => number[] } {
  let input = inputs.get(g);
  if (input) return input;
  const { of, groups } = groupIndex(g);
  const combos = g.combinations;
  input = {
    size: groups + combos.length,
    map: (bits) => {
      const out: number[] = [];
      for (const b of bits) {
        const x = of[b]!;
        if (out[out.length - 1] !== x) out.push(x);
      }
      combos.forEach(([a, c], i) => {
        if (out.includes(a) && out.includes(c)) out.push(groups + i);
      });
      return out;
    },
  };
  inputs.set(g, input);
  return input;
}

/** Rows of positions under a grouping. */
export function groupedRows(positions: readonly ScorePosition[], g: Grouping): FeatureRows {
  const { size, map } = groupedInput(g);
  return featureRows(positions, g.set, size, map);
}

/** Options of cross-validation. */
export interface CrossValidationOptions {
  /** Folds (default 10). */
  readonly folds?: number;
  /** Seed of the folds (default 1). */
  readonly seed?: number;
  /** Gradient steps of the linear model (default 500). */
  readonly iterations?: number;
  /** λ of eq. 3 (default 1). */
  readonly lambda?: number;
}

/** The cross-validated RMSE (eq. 1 over every test row of every fold) of the linear model on rows. */
export function crossValidateLinear(rows: FeatureRows, options: CrossValidationOptions = {}): number {
  const k = options.folds ?? 10;
  const folds = foldsOf(rows, k, options.seed ?? 1);
  const predicted: number[] = [];
  const targets: number[] = [];
  for (let f = 0; f < k; f++) {
    const { train, test } = split(rows, folds, f);
    if (test.count === 0) continue;
    const w = trainLinear(train, { iterations: options.iterations ?? 500, lambda: options.lambda ?? 1 });
    predicted.push(...predictLinear(w, test));
    targets.push(...test.targets);
  }
  return rmse(predicted, targets);
}

/** Options of {@link searchGrouping} and {@link searchCombinations}. */
export interface SearchOptions extends CrossValidationOptions {
  /**
   * How each neighbour's linear model is fitted in the inner cross-validation: `ridge` (default),
   * to its optimum at `lambda` (default 100) with an intercept; `study`, the study's 100 gradient
   * steps without one (§5.3), which judge a grouping by how fast it trains as much as by how well.
   */
  readonly fit?: 'ridge' | 'study';
  /** Neighbours tried (the study: 500). */
  readonly steps?: number;
  /** A merged group seen in at most this many rows takes in its neighbour too (default 20). */
  readonly minCount?: number;
  /** Seed of the neighbours (default 1). */
  readonly searchSeed?: number;
  /** Told after each neighbour: the step and the best RMSE so far. */
  readonly onStep?: (step: number, best: number) => void;
}

/** What a local search found: the grouping, its cross-validated RMSE, and the starting RMSE. */
export interface SearchResult {
  readonly grouping: Grouping;
  readonly rmse: number;
  readonly startRmse: number;
  /** Neighbours that improved the error. */
  readonly accepted: number;
}

const cvOf = (positions: readonly ScorePosition[], g: Grouping, o: SearchOptions) =>
  o.fit === 'study' ? crossValidateLinear(groupedRows(positions, g), { iterations: 100, ...o }) : crossValidateRidge(groupedRows(positions, g), { folds: o.folds ?? 10, seed: o.seed ?? 1, lambda: o.lambda ?? 100 });

/**
 * The local search both searches share: from `start`, each step asks `neighbour` for a changed
 * grouping (null: none this step) and keeps it when its cross-validated RMSE is lower.
 */
function localSearch(positions: readonly ScorePosition[], start: Grouping, options: SearchOptions, neighbour: (best: Grouping) => Grouping | null): SearchResult {
  let best = start;
  const startRmse = cvOf(positions, best, options);
  let bestRmse = startRmse;
  let accepted = 0;
  for (let step = 0; step < (options.steps ?? 500); step++) {
    const next = neighbour(best);
    if (next !== null) {
      const e = cvOf(positions, next, options);
      if (e < bestRmse) {
        best = next;
        bestRmse = e;
        accepted++;
      }
    }
    options.onStep?.(step + 1, bestRmse);
  }
  return { grouping: best, rmse: bestRmse, startRmse, accepted };
}

/**
 * §5.3: from `start` (default: no grouping), merges a random boundary of a random kind with its
 * neighbour (and further neighbours while the merged group is seen in at most `minCount` rows),
 * keeping the change when the cross-validated RMSE of the linear model (`fit`) goes down.
 */
export function searchGrouping(positions: readonly ScorePosition[], set: FeatureSetName, options: SearchOptions = {}, start: Grouping = identityGrouping(set)): SearchResult {
  const rng = createRng(options.searchSeed ?? 1);
  const minCount = options.minCount ?? 20;
  const fs = featureSetOf(set);
  const seen = new Uint32Array(fs.size);
  for (const p of positions) for (const b of positionBits(p, set)) seen[b]! += 1;
  return localSearch(positions, start, options, (best) => {
    const kinds = best.starts.map((s, k) => k).filter((k) => best.starts[k]!.filter(Boolean).length > 1);
    if (kinds.length === 0) return null;
    const k = kinds[rng.nextInt(kinds.length)]!;
    const starts = [...best.starts[k]!];
    const bounds = starts.map((s, b) => (s && b > 0 ? b : -1)).filter((b) => b > 0);
    const at = bounds[rng.nextInt(bounds.length)]!;
    starts[at] = false;
    // the merged group (around `at`), grown while it is rare
    for (;;) {
      let lo = at;
      while (!starts[lo]) lo--;
      let hi = at + 1;
      while (hi < starts.length && !starts[hi]) hi++;
      let count = 0;
      for (let b = lo; b < hi; b++) count += seen[fs.offsets[k]! + b]!;
      const sides = [lo > 0 ? lo : -1, hi < starts.length ? hi : -1].filter((b) => b > 0);
      if (count > minCount || sides.length === 0) break;
      starts[sides[rng.nextInt(sides.length)]!] = false;
    }
    return { ...best, starts: best.starts.map((s, j) => (j === k ? starts : s)), combinations: [] };
  });
}

/**
 * §5.5: on top of a grouping, tries random pairs of grouped bits of different kinds that occur
 * together in more than `minCount` rows as one more bit (their AND), keeping those that lower the
 * cross-validated RMSE.
 */
export function searchCombinations(positions: readonly ScorePosition[], start: Grouping, options: SearchOptions = {}): SearchResult {
  const rng = createRng(options.searchSeed ?? 1);
  const minCount = options.minCount ?? 20;
  const { of, groups } = groupIndex(start);
  const base = groupedRows(positions, { ...start, combinations: [] });
  const kindOfGroup = new Int16Array(groups);
  const fs = featureSetOf(start.set);
  fs.kinds.forEach((kind, k) => kind.buckets.forEach((_, b) => (kindOfGroup[of[fs.offsets[k]! + b]!] = k)));
  return localSearch(positions, start, options, (best) => {
    const j = rng.nextInt(base.count);
    const bits = Array.from(base.indices.subarray(base.offsets[j]!, base.offsets[j + 1]!));
    const a = bits[rng.nextInt(bits.length)]!;
    const c = bits[rng.nextInt(bits.length)]!;
    const pair: [number, number] = a < c ? [a, c] : [c, a];
    if (kindOfGroup[a] === kindOfGroup[c] || best.combinations.some(([x, y]) => x === pair[0] && y === pair[1])) return null;
    let together = 0;
    for (let r = 0; r < base.count; r++) {
      const row = base.indices.subarray(base.offsets[r]!, base.offsets[r + 1]!);
      if (row.includes(a) && row.includes(c)) together++;
    }
    return together > minCount ? { ...best, combinations: [...best.combinations, pair] } : null;
  });
}
