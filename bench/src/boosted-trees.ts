// Gradient-boosted decision trees for a 0/1 label (the deal-in studies' nonlinear baseline beside
// the logistic regression and the small MLP): each feature cut into at most `bins` quantile bins of
// the training rows, trees grown depth-first to `depth` on the log loss's gradient and hessian
// (Newton leaves, L2 `lambda`), each on a seeded half of the rows, shrunk by `rate`. The textbook
// method (Friedman's gradient boosting with XGBoost's second-order split gain); nothing here is
// tuned on a test set.
import { createRng } from '@mjkit/core';
import type { Rows } from './logistic.js';

/** How the trees grow. */
export interface BoostOptions {
  readonly trees: number;
  readonly depth: number;
  readonly rate: number;
  readonly lambda: number;
  /** The least hessian a leaf may hold. */
  readonly minHessian: number;
  readonly bins: number;
  /** The share of the rows each tree sees. */
  readonly sample: number;
  readonly seed: string;
}

export const BOOST_DEFAULTS: BoostOptions = { trees: 300, depth: 4, rate: 0.05, lambda: 1, minHessian: 5, bins: 32, sample: 0.5, seed: 'boosted-trees' };

/** A fitted ensemble: the chance for row r of a matrix with the training's columns. */
export type BoostedPredictor = (x: Float64Array, r: number) => number;

/**
 * A fitted ensemble as plain data: the log-odds start `base`, and per tree its nodes from the
 * root, each a split `[column, cut, left, right]` (to node `left` when the value is below `cut`)
 * or a leaf `[value]`, the leaves' values summed over the trees with `base`.
 */
export interface BoostedModel {
  /** The columns of a row. */
  readonly d: number;
  readonly base: number;
  readonly trees: readonly (readonly (readonly [number, number, number, number] | readonly [number])[])[];
}

/** Rows with a weight each (1 when `w` is absent), as if row r came `w[r]` times; a label may be a share in [0, 1]. */
export interface WeightedRows extends Rows {
  readonly w?: ArrayLike<number>;
}

/** Fits the ensemble to `rows` (features x, labels y): {@link fitBoostedModel}'s model as a predictor. */
export function fitBoosted(rows: WeightedRows, options: Partial<BoostOptions> = {}): BoostedPredictor {
  return boostedPredictor(fitBoostedModel(rows, options));
}

/** The chance a model gives row r of a matrix of `model.d` columns (the tree nodes flattened once). */
export function boostedPredictor(model: BoostedModel): BoostedPredictor {
  const { d, base } = model;
  const count = model.trees.reduce((a, t) => a + t.length, 0);
  const column = new Int32Array(count);
  const cut = new Float64Array(count);
  const left = new Int32Array(count);
  const right = new Int32Array(count);
  const roots = new Int32Array(model.trees.length);
  let at = 0;
  model.trees.forEach((tree, t) => {
    roots[t] = at;
    for (const node of tree) {
      if (node.length === 1) {
        column[at] = -1;
        cut[at] = node[0];
      } else {
        column[at] = node[0];
        cut[at] = node[1];
        left[at] = roots[t]! + node[2];
        right[at] = roots[t]! + node[3];
      }
      at++;
    }
  });
  return (m, r) => {
    let s = base;
    const row = r * d;
    for (let t = 0; t < roots.length; t++) {
      let k = roots[t]!;
      while (column[k]! >= 0) k = m[row + column[k]!]! < cut[k]! ? left[k]! : right[k]!;
      s += cut[k]!;
    }
    return 1 / (1 + Math.exp(-s));
  };
}

/** Fits the ensemble to `rows` (features x, labels y), as plain data. */
export function fitBoostedModel(rows: WeightedRows, options: Partial<BoostOptions> = {}): BoostedModel {
  const o = { ...BOOST_DEFAULTS, ...options };
  const { x, y, d, n } = rows;
  const weights = rows.w;
  const w = weights ? (r: number) => weights[r]! : () => 1;
  // cut points: the feature's distinct quantiles of the training rows
  const cuts: Float64Array[] = [];
  const column = new Float64Array(n);
  for (let j = 0; j < d; j++) {
    for (let r = 0; r < n; r++) column[r] = x[r * d + j]!;
    const sorted = Float64Array.from(column).sort();
    const c: number[] = [];
    for (let b = 1; b < o.bins; b++) {
      const v = sorted[Math.floor((b * n) / o.bins)]!;
      if (v > sorted[0]! && (c.length === 0 || v > c[c.length - 1]!)) c.push(v);
    }
    cuts.push(Float64Array.from(c));
  }
  const binOf = (j: number, v: number) => {
    const c = cuts[j]!;
    let lo = 0;
    let hi = c.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (v < c[mid]!) hi = mid;
      else lo = mid + 1;
    }
    return lo; // bin b holds c[b-1] <= v < c[b]
  };
  const binned = new Uint8Array(n * d);
  for (let r = 0; r < n; r++) for (let j = 0; j < d; j++) binned[r * d + j] = binOf(j, x[r * d + j]!);
  const nb = o.bins;

  let pos = 0;
  let all_ = 0;
  for (let r = 0; r < n; r++) {
    pos += w(r) * y[r]!;
    all_ += w(r);
  }
  const base = Math.log((pos + 1) / (all_ - pos + 1));
  const f = new Float64Array(n).fill(base);
  const g = new Float64Array(n);
  const h = new Float64Array(n);
  // a tree as flat arrays: feature (−1 a leaf), bin threshold (go left when bin < it), children, value
  const feature: number[] = [];
  const threshold: number[] = [];
  const left: number[] = [];
  const right: number[] = [];
  const value: number[] = [];
  const roots: number[] = [];
  const rng = createRng(o.seed);
  const hg = new Float64Array(d * nb);
  const hh = new Float64Array(d * nb);

  const grow = (rowsAt: Int32Array, level: number): number => {
    let G = 0;
    let H = 0;
    for (const r of rowsAt) {
      G += g[r]!;
      H += h[r]!;
    }
    const node = feature.length;
    feature.push(-1);
    threshold.push(0);
    left.push(-1);
    right.push(-1);
    value.push((-G / (H + o.lambda)) * o.rate);
    if (level >= o.depth || H < 2 * o.minHessian) return node;
    hg.fill(0);
    hh.fill(0);
    for (const r of rowsAt) {
      const gr = g[r]!;
      const hr = h[r]!;
      const at = r * d;
      for (let j = 0; j < d; j++) {
        const k = j * nb + binned[at + j]!;
        hg[k]! += gr;
        hh[k]! += hr;
      }
    }
    const parent = (G * G) / (H + o.lambda);
    let best = 1e-9;
    let bestJ = -1;
    let bestT = 0;
    for (let j = 0; j < d; j++) {
      let gl = 0;
      let hl = 0;
      for (let b = 0; b < nb - 1; b++) {
        gl += hg[j * nb + b]!;
        hl += hh[j * nb + b]!;
        const hr = H - hl;
        if (hl < o.minHessian) continue;
        if (hr < o.minHessian) break;
        const gr = G - gl;
        const gain = (gl * gl) / (hl + o.lambda) + (gr * gr) / (hr + o.lambda) - parent;
        if (gain > best) {
          best = gain;
          bestJ = j;
          bestT = b + 1;
        }
      }
    }
    if (bestJ < 0) return node;
    let nl = 0;
    for (const r of rowsAt) if (binned[r * d + bestJ]! < bestT) nl++;
    const lr = new Int32Array(nl);
    const rr = new Int32Array(rowsAt.length - nl);
    let a = 0;
    let c = 0;
    for (const r of rowsAt) {
      if (binned[r * d + bestJ]! < bestT) lr[a++] = r;
      else rr[c++] = r;
    }
    feature[node] = bestJ;
    threshold[node] = bestT;
    left[node] = grow(lr, level + 1);
    right[node] = grow(rr, level + 1);
    return node;
  };

  const leafOfBinned = (root: number, r: number) => {
    let k = root;
    while (feature[k]! >= 0) k = binned[r * d + feature[k]!]! < threshold[k]! ? left[k]! : right[k]!;
    return value[k]!;
  };
  const all = Array.from({ length: n }, (_, i) => i);
  for (let t = 0; t < o.trees; t++) {
    for (let r = 0; r < n; r++) {
      const p = 1 / (1 + Math.exp(-f[r]!));
      g[r] = w(r) * (p - y[r]!);
      h[r] = w(r) * Math.max(p * (1 - p), 1e-6);
    }
    rng.shuffle(all);
    const take = Int32Array.from(all.slice(0, Math.max(1, Math.round(o.sample * n))));
    const root = grow(take, 0);
    roots.push(root);
    for (let r = 0; r < n; r++) f[r]! += leafOfBinned(root, r);
  }
  // a split compares the raw value with its cut: bin < T exactly when v < cuts[j][T − 1]
  const trees = roots.map((root) => {
    const nodes: ([number, number, number, number] | [number])[] = [];
    const put = (k: number): number => {
      const at = nodes.length;
      if (feature[k]! < 0) {
        nodes.push([value[k]!]);
        return at;
      }
      // the children follow their parent, so its slot is filled in once they are placed
      const split: [number, number, number, number] = [feature[k]!, cuts[feature[k]!]![threshold[k]! - 1]!, 0, 0];
      nodes.push(split);
      split[2] = put(left[k]!);
      split[3] = put(right[k]!);
      return at;
    };
    put(root);
    return nodes;
  });
  return { d, base, trees };
}

/** A fitted ensemble as @mjkit/bots' flat trees (its `FlatTrees`): a split's left child is the node after it, as the fit places them. */
export function flatTrees(model: BoostedModel): { base: number; roots: Int32Array; column: Int32Array; value: Float64Array; right: Int32Array } {
  const nodes = model.trees.flat();
  const roots = new Int32Array(model.trees.length);
  const column = new Int32Array(nodes.length);
  const value = new Float64Array(nodes.length);
  const right = new Int32Array(nodes.length);
  let at = 0;
  model.trees.forEach((tree, t) => {
    roots[t] = at;
    tree.forEach((node, i) => {
      if (node.length === 4 && node[2] !== i + 1) throw new Error(`tree ${t}, node ${i}: its left child is not the next node`);
      column[at + i] = node.length === 1 ? -1 : node[0];
      value[at + i] = node.length === 1 ? node[0] : node[1];
      right[at + i] = node.length === 1 ? 0 : at + node[3];
    });
    at += tree.length;
  });
  return { base: model.base, roots, column, value, right };
}
