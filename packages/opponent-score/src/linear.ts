// The study's linear model (eq. 2): u(x) = Σ w_i x_i over the bits set, trained by full-batch
// gradient descent on eq. 3, ½ Σ (u − t)² + λ wᵀw / N.
import type { FeatureRows } from './rows.js';

/** Options of {@link trainLinear}. */
export interface LinearOptions {
  /** Gradient steps over the whole training set (the study: 500; 100 inside the local searches). */
  readonly iterations?: number;
  /** Step size on the mean gradient (default 1 / the bits set per row, which the one-hot kinds bound the curvature by). */
  readonly rate?: number;
  /** λ of eq. 3 (default 1). */
  readonly lambda?: number;
}

/** The bits set per row, on average. */
function meanActive(rows: FeatureRows): number {
  return rows.count ? rows.indices.length / rows.count : 1;
}

/** Trains the weights of eq. 2 on rows by gradient descent on eq. 3, from zero. */
export function trainLinear(rows: FeatureRows, options: LinearOptions = {}): Float64Array {
  const iterations = options.iterations ?? 500;
  const lambda = options.lambda ?? 1;
  const n = Math.max(1, rows.count);
  const rate = options.rate ?? 1 / Math.max(1, meanActive(rows));
  const w = new Float64Array(rows.size);
  const g = new Float64Array(rows.size);
  const step = rate / n;
  const decay = (2 * lambda) / n;
  const size = rows.size;
  // The gradient of eq. 3's error term is Σ_j (u_j − t_j) x_j = G w − Xᵀt with G = XᵀX. When G is
  // smaller than the rows' bits (a few hundred bits, thousands of rows: the study's case), one pass
  // makes G and each step costs size² instead of a pass over the rows: the same steps, ~3× faster.
  const gram = size * size <= 2 * rows.indices.length ? gramOf(rows) : null;
  for (let it = 0; it < iterations; it++) {
    if (gram) {
      for (let i = 0; i < size; i++) {
        let s = -gram.xt[i]!;
        const at = i * size;
        for (let k = 0; k < size; k++) s += gram.g[at + k]! * w[k]!;
        g[i] = s;
      }
    } else {
      g.fill(0);
      const { offsets, indices, targets } = rows;
      for (let j = 0; j < rows.count; j++) {
        const a = offsets[j]!;
        const b = offsets[j + 1]!;
        let u = 0;
        for (let q = a; q < b; q++) u += w[indices[q]!]!;
        const e = u - targets[j]!;
        for (let q = a; q < b; q++) g[indices[q]!]! += e;
      }
    }
    for (let i = 0; i < w.length; i++) w[i]! -= step * (g[i]! + decay * w[i]!);
  }
  return w;
}

/** G = XᵀX (how often each two bits are set together, row-major) and Xᵀt. */
function gramOf(rows: FeatureRows): { g: Float64Array; xt: Float64Array } {
  const size = rows.size;
  const g = new Float64Array(size * size);
  const xt = new Float64Array(size);
  const { offsets, indices, targets } = rows;
  for (let j = 0; j < rows.count; j++) {
    for (let q = offsets[j]!; q < offsets[j + 1]!; q++) {
      const i = indices[q]!;
      xt[i]! += targets[j]!;
      for (let r = offsets[j]!; r < offsets[j + 1]!; r++) g[i * size + indices[r]!]! += 1;
    }
  }
  return { g, xt };
}

/** The linear model's output for each row. */
export function predictLinear(w: ArrayLike<number>, rows: FeatureRows): Float64Array {
  const out = new Float64Array(rows.count);
  for (let j = 0; j < rows.count; j++) {
    let u = 0;
    for (let q = rows.offsets[j]!; q < rows.offsets[j + 1]!; q++) u += w[rows.indices[q]!]!;
    out[j] = u;
  }
  return out;
}
