// The exact wait prior of a ready hand (issue 33): for a hand of 13 tiles drawn uniformly from the
// tiles a viewer cannot see (unseen counts u), the weight of each kind k being one of its waits,
//   W_k = Σ over 13-tile hands H with H + k a winning hand of Π_i C(u_i, H_i),
// the number of ways (physical tiles) to hold such a hand. W_k / N is the chance that a ready hand
// waits on k when N counts the ready hands; the share W_k / Σ_j W_j is what the deal-in features
// read (N would need every hand's whole wait set). The policy reader sampled this prior (its
// "ready hands, no turn read" row); here it is summed exactly, suit by suit:
// a winning hand is, per number suit, a complete pattern (m sets and at most one pair) and, per
// honour, 0, a pair or a set; W_k multiplies the patterns' weights of the other suits with the
// weight of k's suit, taken with one copy of k removed, and keeps the terms with 4 sets and a pair.
// Seven pairs and thirteen orphans are added to it.
//
// Furiten: a hand waiting on a kind in the riichi hand's river (or passed after its riichi) could
// not win on it, and seldom declares riichi. `furiten` drops the hands whose waits inside k's own
// suit meet that set — the suji and kabe logic done on whole hands. Waits across suits (a pair
// in each of two suits) are not checked.
import { KOKUSHI_KINDS } from '@mjkit/core';

const PATTERN_KEY = (c: ArrayLike<number>): number => {
  let key = 0;
  for (let i = 8; i >= 0; i--) key = key * 5 + c[i]!;
  return key;
};

interface Patterns {
  /** count vectors, 9 per pattern */
  readonly counts: Uint8Array;
  /** sets (0..4) * 2 + pair (0/1) per pattern */
  readonly shape: Uint8Array;
  /** per pattern and position: the within-suit waits (9 bits) of the pattern less one copy there */
  readonly waits: Uint16Array;
  readonly n: number;
}

let cached: Patterns | null = null;

/** Every complete pattern of one number suit (up to 4 sets and a pair, at most 4 copies a kind). */
function patterns(): Patterns {
  if (cached) return cached;
  const sets: number[][] = [];
  for (let i = 0; i < 9; i++) sets.push([i, i, i]);
  for (let i = 0; i < 7; i++) sets.push([i, i + 1, i + 2]);
  const found = new Map<number, { c: number[]; shape: number }>();
  const c = new Array<number>(9).fill(0);
  const add = (m: number, p: number) => {
    if (c.some((x) => x > 4)) return;
    const key = PATTERN_KEY(c);
    if (!found.has(key)) found.set(key, { c: c.slice(), shape: m * 2 + p });
  };
  const walk = (from: number, m: number) => {
    add(m, 0);
    for (let pair = 0; pair < 9; pair++) {
      c[pair]! += 2;
      add(m, 1);
      c[pair]! -= 2;
    }
    if (m === 4) return;
    for (let s = from; s < sets.length; s++) {
      for (const i of sets[s]!) c[i]!++;
      if (!c.some((x) => x > 4)) walk(s, m + 1);
      for (const i of sets[s]!) c[i]!--;
    }
  };
  walk(0, 0);
  const list = [...found.values()];
  const n = list.length;
  const counts = new Uint8Array(n * 9);
  const shape = new Uint8Array(n);
  list.forEach((x, j) => {
    counts.set(x.c, j * 9);
    shape[j] = x.shape;
  });
  const waits = new Uint16Array(n * 9);
  const h = new Array<number>(9);
  for (let j = 0; j < n; j++) {
    for (let k = 0; k < 9; k++) {
      if (counts[j * 9 + k] === 0) continue;
      for (let i = 0; i < 9; i++) h[i] = counts[j * 9 + i]!;
      h[k]!--;
      let mask = 0;
      for (let w = 0; w < 9; w++) {
        if (h[w] === 4) continue;
        h[w]!++;
        if (found.has(PATTERN_KEY(h))) mask |= 1 << w;
        h[w]!--;
      }
      waits[j * 9 + k] = mask;
    }
  }
  cached = { counts, shape, waits, n };
  return cached;
}

const BINOM = [
  [1, 0, 0, 0, 0],
  [1, 1, 0, 0, 0],
  [1, 2, 1, 0, 0],
  [1, 3, 3, 1, 0],
  [1, 4, 6, 4, 1],
];

// polynomials in (sets 0..4, pair 0..1): 10 coefficients, index m * 2 + p
const P = 10;
function multiply(a: Float64Array, b: Float64Array, out: Float64Array): Float64Array {
  out.fill(0);
  for (let i = 0; i < P; i++) {
    const x = a[i]!;
    if (x === 0) continue;
    const mi = i >> 1;
    const pi = i & 1;
    for (let j = 0; j < P; j++) {
      const y = b[j]!;
      if (y === 0) continue;
      const m = mi + (j >> 1);
      const p = pi + (j & 1);
      if (m > 4 || p > 1) continue;
      out[m * 2 + p]! += x * y;
    }
  }
  return out;
}

/**
 * W_k for every kind (see the file's head), into a new array. `unseen`: 34 counts (0–4);
 * `furiten`: kinds a riichi hand cannot be waiting on without being furiten (its river), whose
 * hands are dropped within their suit.
 */
export function waitPrior(unseen: ArrayLike<number>, furiten: ReadonlySet<number> = new Set()): Float64Array {
  const pats = patterns();
  const W = new Float64Array(34);
  // per group (3 suits, 7 honours): its polynomial F, and per kind of it the polynomial G_k
  const F: Float64Array[] = [];
  const G: Float64Array[] = Array.from({ length: 34 }, () => new Float64Array(P));
  for (let s = 0; s < 3; s++) {
    const f = new Float64Array(P);
    const u = Array.from({ length: 9 }, (_, i) => unseen[s * 9 + i]!);
    let riverMask = 0;
    for (let i = 0; i < 9; i++) if (furiten.has(s * 9 + i)) riverMask |= 1 << i;
    for (let j = 0; j < pats.n; j++) {
      const o = j * 9;
      // w: the ways to hold the pattern; `short`: the one kind it needs a copy more of than is
      // unseen (then only that kind can be the winning tile), -1 if none; `dead`: it cannot be held
      let w = 1;
      let short = -1;
      let dead = false;
      for (let i = 0; i < 9 && !dead; i++) {
        const c = pats.counts[o + i]!;
        if (c === 0) continue;
        if (c <= u[i]!) w *= BINOM[u[i]!]![c]!;
        else if (c === u[i]! + 1 && short < 0) short = i;
        else dead = true;
      }
      if (dead) continue;
      const shape = pats.shape[j]!;
      if (short >= 0) {
        // only k = short can be the missing copy
        const c = pats.counts[o + short]!;
        if ((pats.waits[o + short]! & riverMask) === 0) G[s * 9 + short]![shape]! += w * BINOM[u[short]!]![c - 1]!;
        continue;
      }
      f[shape]! += w;
      for (let i = 0; i < 9; i++) {
        const c = pats.counts[o + i]!;
        if (c === 0 || (pats.waits[o + i]! & riverMask) !== 0) continue;
        G[s * 9 + i]![shape]! += (w * c) / (u[i]! - c + 1);
      }
    }
    F.push(f);
  }
  for (let k = 27; k < 34; k++) {
    const u = unseen[k]!;
    const f = new Float64Array(P);
    f[0] = 1;
    f[1] = BINOM[u]![2]!; // a pair
    f[2] = BINOM[u]![3]!; // a set
    F.push(f);
    const g = G[k]!;
    if (!furiten.has(k)) {
      g[1] = u >= 1 ? BINOM[u]![1]! : 0; // single wait: H holds one
      g[2] = u >= 2 ? BINOM[u]![2]! : 0; // pair wait (shanpon): H holds two
    }
  }
  // the product of every group but one, by prefix and suffix products
  const groups = F.length;
  const prefix: Float64Array[] = [new Float64Array(P)];
  prefix[0]![0] = 1;
  for (let g = 0; g < groups; g++) prefix.push(multiply(prefix[g]!, F[g]!, new Float64Array(P)));
  const suffix: Float64Array[] = new Array(groups + 1);
  suffix[groups] = new Float64Array(P);
  suffix[groups]![0] = 1;
  for (let g = groups - 1; g >= 0; g--) suffix[g] = multiply(suffix[g + 1]!, F[g]!, new Float64Array(P));
  const rest = new Float64Array(P);
  const total = new Float64Array(P);
  for (let k = 0; k < 34; k++) {
    const g = k < 27 ? Math.floor(k / 9) : 3 + (k - 27);
    multiply(prefix[g]!, suffix[g + 1]!, rest);
    multiply(rest, G[k]!, total);
    W[k] = total[4 * 2 + 1]!;
  }
  // seven pairs: k single, six other kinds paired (elementary symmetric sums of C(u, 2))
  const pairs = Array.from({ length: 34 }, (_, i) => BINOM[unseen[i]!]![2]!);
  for (let k = 0; k < 34; k++) {
    if (furiten.has(k) || unseen[k]! < 1) continue;
    const e = new Float64Array(7);
    e[0] = 1;
    for (let i = 0; i < 34; i++) {
      if (i === k || pairs[i] === 0) continue;
      for (let d = 6; d >= 1; d--) e[d]! += e[d - 1]! * pairs[i]!;
    }
    W[k]! += unseen[k]! * e[6]!;
  }
  // thirteen orphans: one missing (with a pair of another), or all thirteen held
  const orphans = KOKUSHI_KINDS;
  const every = orphans.reduce((a, i) => a * unseen[i]!, 1);
  const anyFuriten = orphans.some((i) => furiten.has(i));
  for (const k of orphans) {
    if (furiten.has(k)) continue;
    let single = 0;
    for (const j of orphans) {
      if (j === k) continue;
      let w = BINOM[unseen[j]!]![2]!;
      for (const i of orphans) if (i !== j && i !== k) w *= unseen[i]!;
      single += w;
    }
    W[k]! += single + (anyFuriten ? 0 : every);
  }
  return W;
}

/** How many complete single-suit patterns the prior sums over (for tests and the report). */
export function patternCount(): number {
  return patterns().n;
}
