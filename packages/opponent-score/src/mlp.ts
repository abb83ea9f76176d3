// The study's multi-layer perceptron (§6): sparse bits in, hidden dense layers with ReLU and
// dropout, one linear output; squared error, Adam. Small and plain: the first layer adds the
// columns of the bits set, the others are row-major matrices; training keeps float64 weights,
// shipped weights are float32.
import { createRng } from '@mjkit/core';
import type { Rng } from '@mjkit/core';
import { rmse } from './rows.js';
import type { FeatureRows } from './rows.js';

/**
 * A perceptron: `sizes[0]` input bits, hidden layers, one output. Layer 0's weights are stored
 * input-major (`w[0][bit * sizes[1] + unit]`), the others output-major (`w[l][out * in + in_i]`).
 */
export interface Mlp {
  readonly sizes: readonly number[];
  readonly weights: readonly Float64Array[] | readonly Float32Array[];
  readonly biases: readonly Float64Array[] | readonly Float32Array[];
}

/** A new perceptron, He-initialised from a seed, its output bias at `outputBias`. */
export function createMlp(sizes: readonly number[], seed: number, outputBias = 0): Mlp {
  const rng = createRng(seed);
  const gauss = () => Math.sqrt(-2 * Math.log(1 - rng.nextFloat())) * Math.cos(2 * Math.PI * rng.nextFloat());
  const weights: Float64Array[] = [];
  const biases: Float64Array[] = [];
  for (let l = 0; l + 1 < sizes.length; l++) {
    const fanIn = sizes[l]!;
    const w = new Float64Array(fanIn * sizes[l + 1]!);
    const scale = Math.sqrt(2 / fanIn);
    for (let i = 0; i < w.length; i++) w[i] = gauss() * scale;
    weights.push(w);
    biases.push(new Float64Array(sizes[l + 1]!));
  }
  biases[biases.length - 1]![0] = outputBias;
  return { sizes: [...sizes], weights, biases };
}

/** Work space of a batch: the activations of each layer, and their gradients. */
interface Work {
  readonly z: Float64Array[];
  readonly dz: Float64Array[];
  /** The units of one row's layer that are not zero (ReLU and dropout zero most of them). */
  readonly live: Int32Array;
}

function workFor(sizes: readonly number[], batch: number): Work {
  return { z: sizes.slice(1).map((n) => new Float64Array(batch * n)), dz: sizes.slice(1).map((n) => new Float64Array(batch * n)), live: new Int32Array(Math.max(...sizes)) };
}

/** Writes the indices of the non-zero values of `z[base..base + n)` into `live`; returns how many. */
function liveUnits(z: Float64Array, base: number, n: number, live: Int32Array): number {
  let count = 0;
  for (let i = 0; i < n; i++) if (z[base + i] !== 0) live[count++] = i;
  return count;
}

/**
 * Forward pass of rows `at[from..to)`: fills work.z (the last layer holds the outputs). With a
 * dropout rate and a generator, hidden units are dropped and the kept ones scaled by 1 / (1 − p)
 * (inverted dropout: nothing to scale at test time).
 */
function forward(net: Mlp, rows: FeatureRows, at: ArrayLike<number>, from: number, to: number, work: Work, dropout: number, rng: Rng | null): void {
  const { sizes, weights, biases } = net;
  const L = sizes.length - 1;
  const keep = 1 / (1 - dropout);
  for (let b = 0; b < to - from; b++) {
    const j = at[from + b]!;
    const h = sizes[1]!;
    const z0 = work.z[0]!;
    const w0 = weights[0]!;
    const b0 = biases[0]!;
    const base = b * h;
    for (let o = 0; o < h; o++) z0[base + o] = b0[o]!;
    for (let q = rows.offsets[j]!; q < rows.offsets[j + 1]!; q++) {
      const col = rows.indices[q]! * h;
      for (let o = 0; o < h; o++) z0[base + o]! += w0[col + o]!;
    }
    if (L > 1) activate(z0, base, h, dropout, keep, rng);
  }
  for (let l = 1; l < L; l++) {
    const nIn = sizes[l]!;
    const nOut = sizes[l + 1]!;
    const w = weights[l]!;
    const bias = biases[l]!;
    const zin = work.z[l - 1]!;
    const zout = work.z[l]!;
    const live = work.live;
    for (let b = 0; b < to - from; b++) {
      const ib = b * nIn;
      // zero inputs add nothing: sum over the live ones only (the same sums, a few times faster)
      const n = liveUnits(zin, ib, nIn, live);
      for (let o = 0; o < nOut; o++) {
        let s = bias[o]!;
        const wo = o * nIn;
        for (let k = 0; k < n; k++) {
          const i = live[k]!;
          s += w[wo + i]! * zin[ib + i]!;
        }
        zout[b * nOut + o] = s;
      }
      if (l < L - 1) activate(zout, b * nOut, nOut, dropout, keep, rng);
    }
  }
}

function activate(z: Float64Array, base: number, n: number, dropout: number, keep: number, rng: Rng | null): void {
  if (rng === null || dropout <= 0) {
    for (let o = base; o < base + n; o++) if (z[o]! < 0) z[o] = 0;
    return;
  }
  // one draw per unit whatever its value: the masks depend on the generator alone
  for (let o = base; o < base + n; o++) {
    const dropped = rng.nextFloat() < dropout;
    const v = z[o]!;
    z[o] = v <= 0 || dropped ? 0 : v * keep;
  }
}

/** Gradients of a perceptron, shaped like its weights and biases. */
interface Grads {
  readonly weights: Float64Array[];
  readonly biases: Float64Array[];
}

const gradsFor = (net: Mlp): Grads => ({ weights: net.weights.map((w) => new Float64Array(w.length)), biases: net.biases.map((b) => new Float64Array(b.length)) });

/**
 * The mean of ½(u − t)² over rows `at[from..to)` and its gradient (added into `g`), after a
 * forward pass with the given dropout (`rng` null: none).
 */
function lossAndGradient(net: Mlp, rows: FeatureRows, at: ArrayLike<number>, from: number, to: number, work: Work, g: Grads, dropout: number, rng: Rng | null): number {
  forward(net, rows, at, from, to, work, dropout, rng);
  const { sizes, weights } = net;
  const L = sizes.length - 1;
  const B = to - from;
  const keep = dropout > 0 && rng !== null ? 1 / (1 - dropout) : 1;
  const out = work.z[L - 1]!;
  const dOut = work.dz[L - 1]!;
  let loss = 0;
  for (let b = 0; b < B; b++) {
    const e = out[b]! - rows.targets[at[from + b]!]!;
    loss += 0.5 * e * e;
    dOut[b] = e / B;
  }
  for (let l = L - 1; l >= 1; l--) {
    const nIn = sizes[l]!;
    const nOut = sizes[l + 1]!;
    const w = weights[l]!;
    const gw = g.weights[l]!;
    const gb = g.biases[l]!;
    const zin = work.z[l - 1]!;
    const dzin = work.dz[l - 1]!;
    const dzout = work.dz[l]!;
    const live = work.live;
    dzin.fill(0, 0, B * nIn);
    for (let b = 0; b < B; b++) {
      const ib = b * nIn;
      // a zero input has no weight gradient, and its own gradient is cut below by the ReLU or the
      // dropout: only the live inputs matter
      const n = liveUnits(zin, ib, nIn, live);
      for (let o = 0; o < nOut; o++) {
        const d = dzout[b * nOut + o]!;
        if (d === 0) continue;
        gb[o]! += d;
        const wo = o * nIn;
        for (let k = 0; k < n; k++) {
          const i = live[k]!;
          gw[wo + i]! += d * zin[ib + i]!;
          dzin[ib + i]! += d * w[wo + i]!;
        }
      }
    }
    // through the ReLU and the dropout of layer l − 1's output (a unit kept and positive passes, scaled)
    for (let q = 0; q < B * nIn; q++) dzin[q] = zin[q]! > 0 ? dzin[q]! * keep : 0;
  }
  const h = sizes[1]!;
  const dz0 = work.dz[0]!;
  const gw0 = g.weights[0]!;
  const gb0 = g.biases[0]!;
  for (let b = 0; b < B; b++) {
    const j = at[from + b]!;
    for (let o = 0; o < h; o++) {
      const d = dz0[b * h + o]!;
      if (d === 0) continue;
      gb0[o]! += d;
      for (let q = rows.offsets[j]!; q < rows.offsets[j + 1]!; q++) gw0[rows.indices[q]! * h + o]! += d;
    }
  }
  return loss / B;
}

/**
 * @internal The loss of a perceptron on all rows and its gradient, flattened (layer by layer:
 * weights, then biases); with a dropout rate, the masks come from `seed` (the same seed, the
 * same masks). For the finite-difference test.
 */
export function mlpLossGradient(net: Mlp, rows: FeatureRows, dropout = 0, seed = 1): { loss: number; gradient: Float64Array } {
  const at = Uint32Array.from({ length: rows.count }, (_, i) => i);
  const g = gradsFor(net);
  const loss = lossAndGradient(net, rows, at, 0, rows.count, workFor(net.sizes, rows.count), g, dropout, dropout > 0 ? createRng(seed) : null);
  return { loss, gradient: flatten(g.weights, g.biases) };
}

/** @internal Every parameter of a perceptron in one array, layer by layer: weights, then biases. */
export function flatten(weights: readonly ArrayLike<number>[], biases: readonly ArrayLike<number>[]): Float64Array {
  const n = weights.reduce((s, w, l) => s + w.length + biases[l]!.length, 0);
  const out = new Float64Array(n);
  let at = 0;
  weights.forEach((w, l) => {
    out.set(w, at);
    at += w.length;
    out.set(biases[l]!, at);
    at += biases[l]!.length;
  });
  return out;
}

/** The outputs of a perceptron (no dropout) for each row. */
export function predictMlp(net: Mlp, rows: FeatureRows): Float64Array {
  const out = new Float64Array(rows.count);
  const batch = Math.max(1, Math.min(64, rows.count));
  const work = workFor(net.sizes, batch);
  const at = Uint32Array.from({ length: rows.count }, (_, i) => i);
  const last = work.z[net.sizes.length - 2]!;
  for (let from = 0; from < rows.count; from += batch) {
    const to = Math.min(rows.count, from + batch);
    forward(net, rows, at, from, to, work, 0, null);
    for (let b = 0; b < to - from; b++) out[from + b] = last[b]!;
  }
  return out;
}

/** Options of {@link trainMlp}. */
export interface MlpOptions {
  /** Hidden layer sizes (the study: 300, 300, 300). */
  readonly hidden?: readonly number[];
  /** Dropout rate of the hidden units (the study: 0.5). */
  readonly dropout?: number;
  /** Passes over the training rows (the study: 100). */
  readonly epochs?: number;
  /** Rows per Adam step (default 32). */
  readonly batch?: number;
  /** Adam's step size (default 0.001; β 0.9 / 0.999, ε 1e-8). */
  readonly rate?: number;
  /** Seed of the weights, the order of rows and the dropout masks: the same seed, the same weights. */
  readonly seed?: number;
  /** Rows whose RMSE is measured after each epoch (the study reports the best epoch's). */
  readonly test?: FeatureRows;
  /** Held-out training rows: the net returned is the one of the epoch best on them (early stopping). */
  readonly validation?: FeatureRows;
  /** Told after each epoch, with the test RMSE (NaN without test rows). */
  readonly onEpoch?: (epoch: number, testRmse: number) => void;
}

/** A trained perceptron, and the test RMSE after each epoch. */
export interface MlpResult {
  readonly net: Mlp;
  readonly testRmse: readonly number[];
  /** With validation rows: the epoch whose net is returned (1-based). */
  readonly stoppedAt: number | null;
}

/** Trains a perceptron on rows with Adam, from a seeded start; the output bias starts at the targets' mean. */
export function trainMlp(rows: FeatureRows, options: MlpOptions = {}): MlpResult {
  const hidden = options.hidden ?? [300, 300, 300];
  const dropout = options.dropout ?? 0.5;
  const batch = options.batch ?? 32;
  const rate = options.rate ?? 0.001;
  const seed = options.seed ?? 1;
  let mean = 0;
  for (let i = 0; i < rows.count; i++) mean += rows.targets[i]! / Math.max(1, rows.count);
  const net = createMlp([rows.size, ...hidden, 1], seed, mean);
  const rng = createRng(seed + 1);
  const params = [...net.weights, ...net.biases] as Float64Array[];
  const m = params.map((p) => new Float64Array(p.length));
  const v = params.map((p) => new Float64Array(p.length));
  const g = gradsFor(net);
  const grads = [...g.weights, ...g.biases];
  const work = workFor(net.sizes, batch);
  const order = Uint32Array.from({ length: rows.count }, (_, i) => i);
  const testRmse: number[] = [];
  let bestValidation = Infinity;
  let stoppedAt: number | null = null;
  let best: Float64Array[] | null = null;
  let t = 0;
  for (let epoch = 0; epoch < (options.epochs ?? 100); epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = rng.nextInt(i + 1);
      const x = order[i]!;
      order[i] = order[j]!;
      order[j] = x;
    }
    for (let from = 0; from < rows.count; from += batch) {
      const to = Math.min(rows.count, from + batch);
      for (const gr of grads) gr.fill(0);
      lossAndGradient(net, rows, order, from, to, work, g, dropout, rng);
      t++;
      const c1 = 1 - 0.9 ** t;
      const c2 = 1 - 0.999 ** t;
      params.forEach((p, k) => {
        const gk = grads[k]!;
        const mk = m[k]!;
        const vk = v[k]!;
        for (let i = 0; i < p.length; i++) {
          const gi = gk[i]!;
          mk[i] = 0.9 * mk[i]! + 0.1 * gi;
          vk[i] = 0.999 * vk[i]! + 0.001 * gi * gi;
          p[i]! -= (rate * (mk[i]! / c1)) / (Math.sqrt(vk[i]! / c2) + 1e-8);
        }
      });
    }
    const e = options.test ? rmse(predictMlp(net, options.test), options.test.targets) : NaN;
    testRmse.push(e);
    if (options.validation) {
      const v = rmse(predictMlp(net, options.validation), options.validation.targets);
      if (v < bestValidation) {
        bestValidation = v;
        stoppedAt = epoch + 1;
        best = params.map((x) => Float64Array.from(x));
      }
    }
    options.onEpoch?.(epoch + 1, e);
  }
  if (best) params.forEach((x, k) => x.set(best![k]!));
  return { net, testRmse, stoppedAt };
}
