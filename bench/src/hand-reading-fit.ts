// The hand-reading model's fit and measure, shared by the Houou study (hand-reading-train.ts) and
// the bots' one (hand-reading-bots.ts): a conditional logit, each concealed tile of an opponent
// kind k with probability ∝ unseen(k) × exp(θ · x(k)) (the hand's tiles taken as independent
// draws), fitted by Newton's method with an L2 penalty, measured by the mean log-likelihood of the
// real hidden tiles in nats per tile.
import { HAND_READING_FEATURE_COUNT } from '@mjkit/bots';
import { solve } from './logistic.js';

const F = HAND_READING_FEATURE_COUNT;

/** One opponent's concealed hand as one seat saw it: the unseen counts, the real counts, the 34 × F features. */
export interface HandSample {
  readonly unseen: ArrayLike<number>;
  readonly counts: ArrayLike<number>;
  readonly x: ArrayLike<number>;
}

/** The kind probabilities of a sample under θ. */
export function probabilities(w: ArrayLike<number>, s: HandSample, out: Float64Array): Float64Array {
  let total = 0;
  for (let k = 0; k < 34; k++) {
    if (s.unseen[k] === 0) {
      out[k] = 0;
      continue;
    }
    let z = 0;
    for (let i = 0; i < F; i++) z += w[i]! * s.x[k * F + i]!;
    out[k] = s.unseen[k]! * Math.exp(z);
    total += out[k]!;
  }
  for (let k = 0; k < 34; k++) out[k]! /= total;
  return out;
}

/** Mean log-likelihood per hidden tile of the samples `pick` chooses. */
export function logLikelihood<S extends HandSample>(samples: readonly S[], w: ArrayLike<number>, pick: (s: S) => boolean): number {
  const p = new Float64Array(34);
  let ll = 0;
  let tiles = 0;
  for (const s of samples) {
    if (!pick(s)) continue;
    probabilities(w, s, p);
    for (let k = 0; k < 34; k++) {
      const c = s.counts[k]!;
      if (c === 0) continue;
      ll += c * Math.log(Math.max(1e-12, p[k]!));
      tiles += c;
    }
  }
  return ll / tiles;
}

/** Newton's method on the conditional logit's log-likelihood with an L2 penalty `lambda`. */
export function fitHandReading<S extends HandSample>(samples: readonly S[], pick: (s: S) => boolean, lambda: number): Float64Array {
  const w = new Float64Array(F);
  const p = new Float64Array(34);
  const mean = new Float64Array(F);
  for (let iter = 0; iter < 30; iter++) {
    const g = new Float64Array(F);
    const h = new Float64Array(F * F);
    for (const s of samples) {
      if (!pick(s)) continue;
      probabilities(w, s, p);
      let n = 0;
      for (let k = 0; k < 34; k++) n += s.counts[k]!;
      mean.fill(0);
      for (let k = 0; k < 34; k++) if (p[k]! > 0) for (let i = 0; i < F; i++) mean[i]! += p[k]! * s.x[k * F + i]!;
      for (let k = 0; k < 34; k++) {
        const c = s.counts[k]!;
        if (c > 0) for (let i = 0; i < F; i++) g[i]! += c * (s.x[k * F + i]! - mean[i]!);
        const pk = p[k]!;
        if (pk === 0) continue;
        for (let i = 0; i < F; i++) {
          const di = s.x[k * F + i]! - mean[i]!;
          if (di === 0) continue;
          for (let j = i; j < F; j++) h[i * F + j]! += n * pk * di * (s.x[k * F + j]! - mean[j]!);
        }
      }
    }
    for (let i = 0; i < F; i++) for (let j = 0; j < i; j++) h[i * F + j] = h[j * F + i]!;
    for (let i = 0; i < F; i++) {
      g[i]! -= lambda * w[i]!;
      h[i * F + i]! += lambda + 1e-9;
    }
    // ascent: w += H⁻¹ g
    const step = solve(h, g, F);
    let change = 0;
    for (let i = 0; i < F; i++) {
      w[i]! += step[i]!;
      change = Math.max(change, Math.abs(step[i]!));
    }
    if (change < 1e-6) break;
  }
  return w;
}
