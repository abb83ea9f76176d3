// A small reverse-mode autodiff on 2-D float64 matrices, enough for a one-block transformer:
// matrix products, broadcast adds, ReLU, row softmax with a causal mask, layer norm, row
// gathers, log-softmax picks. Each operation records how to push gradients back; `backward`
// runs them in reverse. Plain loops, no dependency; checked by finite differences.

/** A matrix on the tape: `rows × cols` values, row-major, and their gradient once backward ran. */
export interface TapeMatrix {
  readonly rows: number;
  readonly cols: number;
  readonly value: Float64Array;
  grad: Float64Array | null;
}

/** A trainable matrix: its values persist between tapes; its gradient accumulates until cleared. */
export interface Param extends TapeMatrix {
  readonly name: string;
  grad: Float64Array;
}

/** Makes a parameter of the given shape, filled by `init` (default zeros). */
export function param(name: string, rows: number, cols: number, init?: (i: number) => number): Param {
  const value = new Float64Array(rows * cols);
  if (init) for (let i = 0; i < value.length; i++) value[i] = init(i);
  return { name, rows, cols, value, grad: new Float64Array(rows * cols) };
}

/** One forward pass: the nodes it made and how to send gradients back through them. */
export class Tape {
  private readonly steps: (() => void)[] = [];

  /** A constant (no gradient flows into it). */
  constant(rows: number, cols: number, value: Float64Array): TapeMatrix {
    return { rows, cols, value, grad: null };
  }

  private node(rows: number, cols: number): TapeMatrix {
    return { rows, cols, value: new Float64Array(rows * cols), grad: null };
  }

  /** Records how to send `out`'s gradient back to `inputs` (their gradients made when missing). */
  private onBackward<const N extends readonly TapeMatrix[]>(out: TapeMatrix, inputs: N, push: (G: Float64Array, grads: { [K in keyof N]: Float64Array }) => void): void {
    this.steps.push(() => {
      if (out.grad) push(out.grad, inputs.map(Tape.gradOf) as { [K in keyof N]: Float64Array });
    });
  }

  private static gradOf(n: TapeMatrix): Float64Array {
    if (!n.grad) n.grad = new Float64Array(n.value.length);
    return n.grad;
  }

  /** a · b. */
  matmul(a: TapeMatrix, b: TapeMatrix): TapeMatrix {
    const m = a.rows;
    const k = a.cols;
    const n = b.cols;
    if (b.rows !== k) throw new Error(`matmul ${a.rows}×${a.cols} by ${b.rows}×${b.cols}`);
    const out = this.node(m, n);
    const A = a.value;
    const B = b.value;
    const C = out.value;
    for (let i = 0; i < m; i++) {
      for (let p = 0; p < k; p++) {
        const x = A[i * k + p]!;
        if (x === 0) continue;
        const bo = p * n;
        const co = i * n;
        for (let j = 0; j < n; j++) C[co + j]! += x * B[bo + j]!;
      }
    }
    this.onBackward(out, [a, b], (G, [gA, gB]) => {
      for (let i = 0; i < m; i++) {
        for (let p = 0; p < k; p++) {
          const x = A[i * k + p]!;
          let s = 0;
          const bo = p * n;
          const go = i * n;
          for (let j = 0; j < n; j++) {
            const g = G[go + j]!;
            s += g * B[bo + j]!;
            gB[bo + j]! += x * g;
          }
          gA[i * k + p]! += s;
        }
      }
    });
    return out;
  }

  /** a · bᵀ (attention scores). */
  matmulT(a: TapeMatrix, b: TapeMatrix): TapeMatrix {
    const m = a.rows;
    const k = a.cols;
    const n = b.rows;
    if (b.cols !== k) throw new Error(`matmulT ${a.rows}×${a.cols} by (${b.rows}×${b.cols})ᵀ`);
    const out = this.node(m, n);
    const A = a.value;
    const B = b.value;
    for (let i = 0; i < m; i++) {
      for (let j = 0; j < n; j++) {
        let s = 0;
        for (let p = 0; p < k; p++) s += A[i * k + p]! * B[j * k + p]!;
        out.value[i * n + j] = s;
      }
    }
    this.onBackward(out, [a, b], (G, [gA, gB]) => {
      for (let i = 0; i < m; i++) {
        for (let j = 0; j < n; j++) {
          const g = G[i * n + j]!;
          if (g === 0) continue;
          for (let p = 0; p < k; p++) {
            gA[i * k + p]! += g * B[j * k + p]!;
            gB[j * k + p]! += g * A[i * k + p]!;
          }
        }
      }
    });
    return out;
  }

  /** a + b, where b has a's shape or is one row added to every row of a. */
  add(a: TapeMatrix, b: TapeMatrix): TapeMatrix {
    const broadcast = b.rows === 1 && a.rows !== 1;
    if (b.cols !== a.cols || (!broadcast && b.rows !== a.rows)) throw new Error(`add ${a.rows}×${a.cols} and ${b.rows}×${b.cols}`);
    const out = this.node(a.rows, a.cols);
    const n = a.cols;
    for (let i = 0; i < out.value.length; i++) out.value[i] = a.value[i]! + b.value[broadcast ? i % n : i]!;
    this.onBackward(out, [a, b], (G, [gA, gB]) => {
      for (let i = 0; i < G.length; i++) {
        gA[i]! += G[i]!;
        gB[broadcast ? i % n : i]! += G[i]!;
      }
    });
    return out;
  }

  /** a × s for a constant s. */
  scale(a: TapeMatrix, s: number): TapeMatrix {
    const out = this.node(a.rows, a.cols);
    for (let i = 0; i < out.value.length; i++) out.value[i] = a.value[i]! * s;
    this.onBackward(out, [a], (G, [gA]) => {
      for (let i = 0; i < G.length; i++) gA[i]! += G[i]! * s;
    });
    return out;
  }

  /** The same values as `rows × cols` (row-major order kept). */
  reshape(a: TapeMatrix, rows: number, cols: number): TapeMatrix {
    if (rows * cols !== a.value.length) throw new Error(`reshape ${a.rows}×${a.cols} to ${rows}×${cols}`);
    const out = this.node(rows, cols);
    out.value.set(a.value);
    this.onBackward(out, [a], (G, [gA]) => {
      for (let i = 0; i < G.length; i++) gA[i]! += G[i]!;
    });
    return out;
  }

  /** max(a, 0). */
  relu(a: TapeMatrix): TapeMatrix {
    const out = this.node(a.rows, a.cols);
    for (let i = 0; i < out.value.length; i++) out.value[i] = a.value[i]! > 0 ? a.value[i]! : 0;
    this.onBackward(out, [a], (G, [gA]) => {
      for (let i = 0; i < G.length; i++) if (a.value[i]! > 0) gA[i]! += G[i]!;
    });
    return out;
  }

  /** Softmax of each row; with `causal`, entry (i, j) for j > i is left out (attention over the past). */
  softmaxRows(a: TapeMatrix, causal = false): TapeMatrix {
    const out = this.node(a.rows, a.cols);
    const n = a.cols;
    for (let i = 0; i < a.rows; i++) {
      const last = causal ? Math.min(i, n - 1) : n - 1;
      let max = -Infinity;
      for (let j = 0; j <= last; j++) max = Math.max(max, a.value[i * n + j]!);
      let sum = 0;
      for (let j = 0; j <= last; j++) sum += out.value[i * n + j] = Math.exp(a.value[i * n + j]! - max);
      for (let j = 0; j <= last; j++) out.value[i * n + j]! /= sum;
    }
    this.onBackward(out, [a], (G, [gA]) => {
      for (let i = 0; i < a.rows; i++) {
        let dot = 0;
        for (let j = 0; j < n; j++) dot += G[i * n + j]! * out.value[i * n + j]!;
        for (let j = 0; j < n; j++) gA[i * n + j]! += out.value[i * n + j]! * (G[i * n + j]! - dot);
      }
    });
    return out;
  }

  /** Layer norm of each row (ε 1e-5), times `gain` and plus `bias` (1 × cols each). */
  layerNorm(a: TapeMatrix, gain: TapeMatrix, bias: TapeMatrix): TapeMatrix {
    const n = a.cols;
    const out = this.node(a.rows, n);
    const xhat = new Float64Array(a.value.length);
    const inv = new Float64Array(a.rows);
    for (let i = 0; i < a.rows; i++) {
      let mean = 0;
      for (let j = 0; j < n; j++) mean += a.value[i * n + j]!;
      mean /= n;
      let v = 0;
      for (let j = 0; j < n; j++) v += (a.value[i * n + j]! - mean) ** 2;
      inv[i] = 1 / Math.sqrt(v / n + 1e-5);
      for (let j = 0; j < n; j++) {
        xhat[i * n + j] = (a.value[i * n + j]! - mean) * inv[i]!;
        out.value[i * n + j] = xhat[i * n + j]! * gain.value[j]! + bias.value[j]!;
      }
    }
    this.onBackward(out, [a, gain, bias], (G, [gA, gG, gB]) => {
      for (let i = 0; i < a.rows; i++) {
        let s1 = 0;
        let s2 = 0;
        for (let j = 0; j < n; j++) {
          const g = G[i * n + j]!;
          gG[j]! += g * xhat[i * n + j]!;
          gB[j]! += g;
          const d = g * gain.value[j]!;
          s1 += d;
          s2 += d * xhat[i * n + j]!;
        }
        for (let j = 0; j < n; j++) {
          const d = G[i * n + j]! * gain.value[j]!;
          gA[i * n + j]! += (inv[i]! / n) * (n * d - s1 - xhat[i * n + j]! * s2);
        }
      }
    });
    return out;
  }

  /** Row `picks[r]` of `sources[which[r]]` for each output row r (interleaving and embedding lookups). */
  gatherRows(sources: readonly TapeMatrix[], which: ArrayLike<number>, picks: ArrayLike<number>): TapeMatrix {
    const n = sources[0]!.cols;
    const out = this.node(which.length, n);
    for (let r = 0; r < which.length; r++) out.value.set(sources[which[r]!]!.value.subarray(picks[r]! * n, picks[r]! * n + n), r * n);
    this.onBackward(out, [], (G) => {
      for (let r = 0; r < which.length; r++) {
        const g = Tape.gradOf(sources[which[r]!]!);
        const at = picks[r]! * n;
        for (let j = 0; j < n; j++) g[at + j]! += G[r * n + j]!;
      }
    });
    return out;
  }

  /**
   * Σ over the given (row, column) entries of `weights[i] · log softmax(row)[column]`: a policy's
   * weighted log-likelihood (REINFORCE) as one number (1 × 1).
   */
  logSoftmaxPick(a: TapeMatrix, rows: ArrayLike<number>, cols: ArrayLike<number>, weights: ArrayLike<number>): TapeMatrix {
    const n = a.cols;
    const out = this.node(1, 1);
    const logZ = new Float64Array(a.rows);
    for (let i = 0; i < a.rows; i++) {
      let max = -Infinity;
      for (let j = 0; j < n; j++) max = Math.max(max, a.value[i * n + j]!);
      let s = 0;
      for (let j = 0; j < n; j++) s += Math.exp(a.value[i * n + j]! - max);
      logZ[i] = max + Math.log(s);
    }
    let total = 0;
    for (let q = 0; q < rows.length; q++) total += weights[q]! * (a.value[rows[q]! * n + cols[q]!]! - logZ[rows[q]!]!);
    out.value[0] = total;
    this.onBackward(out, [a], (G, [gA]) => {
      for (let q = 0; q < rows.length; q++) {
        const i = rows[q]!;
        const w = weights[q]! * G[0]!;
        gA[i * n + cols[q]!]! += w;
        for (let j = 0; j < n; j++) gA[i * n + j]! -= w * Math.exp(a.value[i * n + j]! - logZ[i]!);
      }
    });
    return out;
  }

  /** Sends d(out)/d(everything) back through the tape (`out` is 1 × 1). */
  backward(out: TapeMatrix): void {
    out.grad = Float64Array.of(1);
    for (let i = this.steps.length - 1; i >= 0; i--) this.steps[i]!();
  }
}
