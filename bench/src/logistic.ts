// Logistic regression for the deal-in benches: fitting by Newton's method (few features), the
// probability, log loss and AUC. Shared by deal-in-danger.ts (the prototype) and
// deal-in-train.ts (the shipped model).

/** Rows of features (row i at `x[i * d]`) and their 0/1 labels. */
export interface Rows {
  readonly x: ArrayLike<number>;
  readonly y: ArrayLike<number>;
  readonly d: number;
  readonly n: number;
}

/** Rows picked out of a set of cases: `idx[r]` is the case of row r. */
export interface PickedRows extends Rows {
  readonly x: Float64Array;
  readonly y: Uint8Array;
  readonly idx: number[];
}

/** The cases `i < count` that `pick` takes, as rows of `d` features: `row(i, x, at)` writes case i's at `x[at]`, `label(i)` is its 0/1 label. */
export function pickRows(count: number, pick: (i: number) => boolean, d: number, row: (i: number, x: Float64Array, at: number) => void, label: (i: number) => number): PickedRows {
  const idx: number[] = [];
  for (let i = 0; i < count; i++) if (pick(i)) idx.push(i);
  const x = new Float64Array(idx.length * d);
  const y = new Uint8Array(idx.length);
  idx.forEach((i, r) => {
    row(i, x, r * d);
    y[r] = label(i);
  });
  return { idx, x, y, d, n: idx.length };
}

/** L2-regularised logistic regression by Newton's method: the weights (the first feature, the bias, unpenalised). */
export function fitLogistic(rows: Rows, lambda = 1, iterations = 25): Float64Array {
  const { x, y, d, n } = rows;
  const w = new Float64Array(d);
  const xi = new Float64Array(d);
  for (let iter = 0; iter < iterations; iter++) {
    const g = new Float64Array(d);
    const h = new Float64Array(d * d);
    for (let r = 0; r < n; r++) {
      let z = 0;
      for (let i = 0; i < d; i++) {
        xi[i] = x[r * d + i]!;
        z += w[i]! * xi[i]!;
      }
      const p = 1 / (1 + Math.exp(-z));
      const e = p - y[r]!;
      const s = p * (1 - p);
      for (let i = 0; i < d; i++) {
        const a = xi[i]!;
        if (a === 0) continue;
        g[i]! += e * a;
        const sa = s * a;
        for (let j = i; j < d; j++) h[i * d + j]! += sa * xi[j]!;
      }
    }
    for (let i = 0; i < d; i++) for (let j = 0; j < i; j++) h[i * d + j] = h[j * d + i]!;
    for (let i = 1; i < d; i++) {
      g[i]! += lambda * w[i]!;
      h[i * d + i]! += lambda;
    }
    for (let i = 0; i < d; i++) h[i * d + i]! += 1e-9;
    const step = solve(h, g, d);
    let change = 0;
    for (let i = 0; i < d; i++) {
      w[i]! -= step[i]!;
      change = Math.max(change, Math.abs(step[i]!));
    }
    if (change < 1e-7) break;
  }
  return w;
}

/** Solves A x = b (A symmetric positive definite, d × d) by Gaussian elimination with pivoting. */
export function solve(a: Float64Array, b: Float64Array, d: number): Float64Array {
  const m = Array.from({ length: d }, (_, i) => [...a.subarray(i * d, i * d + d), b[i]!]);
  for (let c = 0; c < d; c++) {
    let p = c;
    for (let r = c + 1; r < d; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    [m[c], m[p]] = [m[p]!, m[c]!];
    const piv = m[c]![c]! || 1e-12;
    for (let r = 0; r < d; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / piv;
      for (let k = c; k <= d; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return Float64Array.from({ length: d }, (_, i) => m[i]![d]! / (m[i]![i]! || 1e-12));
}

/** The probability of a row under weights `w`. */
export function logistic(w: ArrayLike<number>, x: ArrayLike<number>, at = 0): number {
  let z = 0;
  for (let i = 0; i < w.length; i++) z += w[i]! * x[at + i]!;
  return 1 / (1 + Math.exp(-z));
}

/** Mean log loss of probabilities `p` for labels `y`. */
export function logLoss(p: ArrayLike<number>, y: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < p.length; i++) {
    const q = Math.min(1 - 1e-12, Math.max(1e-12, p[i]!));
    s -= y[i] ? Math.log(q) : Math.log(1 - q);
  }
  return s / p.length;
}

/** AUC of scores (higher = more likely 1): ties count half. NaN without both labels. */
export function auc(score: ArrayLike<number>, y: ArrayLike<number>): number {
  const idx = Array.from({ length: score.length }, (_, i) => i).sort((a, b) => score[a]! - score[b]!);
  let pos = 0;
  for (let i = 0; i < y.length; i++) pos += y[i] ? 1 : 0;
  const neg = y.length - pos;
  if (pos === 0 || neg === 0) return NaN;
  let rankSum = 0;
  for (let i = 0; i < idx.length; ) {
    let j = i;
    while (j < idx.length && score[idx[j]!] === score[idx[i]!]) j++;
    const avg = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) if (y[idx[k]!]) rankSum += avg;
    i = j;
  }
  return (rankSum - (pos * (pos + 1)) / 2) / (pos * neg);
}
