// The generator of the standard-form tables, from the suit DP (suit-dp.ts).
//
// 1. Per suit, a minimal deterministic automaton over the tile counts of its ranks: starting
//    from state 0, reading count c at each rank, it ends in the class of the suit's vector
//    (the fewest tiles to add for j sets with or without a pair). A number suit has 126
//    classes, honours 55 (the figures of Cryolite's nyanten, whose method this follows).
//    Nothing is shipped: they are generated when the tables are first needed (tables.ts), in
//    tens of milliseconds, because the forward pass drops dominated DP entries (suit-dp.ts),
//    which merges 11,432 forward tables into 6,678 without changing the automaton.
// 2. Combination tables: the (min, +) convolution of the m and p classes, of that with s, and of
//    that with the honours, read at "4 − melds sets and a pair" for each meld count. These are
//    small and cheap, and are built when the tables are first used (tables.ts).
import { Interner } from './combine.js';
import { MOVES_NO_RUNS, MOVES_WITH_RUNS, STATE_COUNT, finalVector, pruneDominated, startTable, stepEveryCount } from './suit-dp.js';

/** A suit automaton and the vector of each final class. */
export interface Automaton {
  readonly next: Uint16Array;
  readonly vectors: readonly Uint8Array[];
}

/**
 * Builds the minimal automaton over `ranks` counts (number suit: runs allowed on ranks 1..7).
 * `prune: false` keeps dominated entries (slower; the tests check it gives the same automaton).
 */
export function buildAutomaton(ranks: number, honours: boolean, { prune = true }: { prune?: boolean } = {}): Automaton {
  // Forward: hash-cons the DP tables reachable after each rank.
  let layer = new Interner(STATE_COUNT);
  layer.intern(startTable());
  const trans: Uint32Array[] = [];
  const outs = [0, 1, 2, 3, 4].map(() => new Uint8Array(STATE_COUNT)) as [Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  for (let r = 0; r < ranks; r++) {
    const moves = !honours && r < ranks - 2 ? MOVES_WITH_RUNS : MOVES_NO_RUNS;
    const next = new Interner(STATE_COUNT);
    const t = new Uint32Array(layer.count * 5);
    for (let id = 0; id < layer.count; id++) {
      stepEveryCount(outs, layer.row(id), moves);
      for (let c = 0; c <= 4; c++) {
        const out = outs[c] as Uint8Array;
        if (prune) pruneDominated(out);
        t[id * 5 + c] = next.intern(out);
      }
    }
    trans.push(t);
    layer = next;
  }
  // Classes of the final layer: distinct vectors.
  const finals = new Interner(10);
  let cls: number[] = [];
  for (let id = 0; id < layer.count; id++) cls.push(finals.intern(finalVector(layer.row(id))));
  const vectors = Array.from({ length: finals.count }, (_, i) => Uint8Array.from(finals.row(i)));
  // Backward: merge states whose five successors fall in the same classes.
  const layers: { cls: number[]; succ: number[][] }[] = [];
  for (let r = ranks - 1; r >= 0; r--) {
    const t = trans[r] as Uint32Array;
    const classes = new Interner(10); // five successor classes as two bytes each
    const row = new Uint8Array(10);
    const mine: number[] = [];
    for (let id = 0; id < t.length / 5; id++) {
      for (let c = 0; c <= 4; c++) {
        const k = cls[t[id * 5 + c] as number] as number;
        row[2 * c] = k & 0xff;
        row[2 * c + 1] = k >> 8;
      }
      mine.push(classes.intern(row));
    }
    const succ = Array.from({ length: classes.count }, (_, j) => {
      const r2 = classes.row(j);
      return [0, 1, 2, 3, 4].map((c) => (r2[2 * c] as number) | ((r2[2 * c + 1] as number) << 8));
    });
    layers.unshift({ cls: mine, succ });
    cls = mine;
  }
  // Flatten: state values are offsets (class id × 5) into one array; the last rank gives classes.
  const base: number[] = [];
  let size = 0;
  for (const l of layers) {
    base.push(size);
    size += l.succ.length * 5;
  }
  const next = new Uint16Array(size);
  layers.forEach((l, r) => {
    l.succ.forEach((s, j) => {
      for (let c = 0; c <= 4; c++) {
        next[(base[r] as number) + j * 5 + c] = r === ranks - 1 ? (s[c] as number) : (base[r + 1] as number) + (s[c] as number) * 5;
      }
    });
  });
  return { next, vectors };
}

/** Both automata: the number suits' and the honours'. */
export function generateAutomata(): { numbers: Automaton; honours: Automaton } {
  return { numbers: buildAutomaton(9, false), honours: buildAutomaton(7, true) };
}

/**
 * The automaton `next` over `ranks` counts read two ranks at a time: from a state entering an
 * even rank r, entry `state + 5·c_r + c_{r+1}` is the state entering rank r + 2 (or, when that
 * is the end, the class). With an odd number of ranks the last one is read alone, as in `next`
 * (five entries a state). Half the dependent table reads of `next`, for 25 entries a state of
 * the even ranks (the number suit's: 39,790 entries, 80 KB).
 */
export function pairSteps(next: Uint16Array, ranks: number): Uint16Array {
  // The states entering each rank, in order.
  const layers: number[][] = [];
  let layer = [0];
  for (let r = 0; r < ranks; r++) {
    layers.push(layer);
    const seen = new Set<number>();
    for (const s of layer) for (let c = 0; c <= 4; c++) seen.add(next[s + c] as number);
    layer = [...seen].sort((a, b) => a - b);
  }
  // Offsets of the even ranks' states in the new array.
  const offset = new Map<number, number>();
  let size = 0;
  for (let r = 0; r < ranks; r += 2) {
    for (const s of layers[r] as number[]) {
      offset.set(s, size);
      size += r + 1 < ranks ? 25 : 5;
    }
  }
  const out = new Uint16Array(size);
  for (let r = 0; r < ranks; r += 2) {
    const last = r + 2 >= ranks;
    for (const s of layers[r] as number[]) {
      const at = offset.get(s) as number;
      if (r + 1 === ranks) {
        for (let a = 0; a <= 4; a++) out[at + a] = next[s + a] as number;
        continue;
      }
      for (let a = 0; a <= 4; a++) {
        for (let b = 0; b <= 4; b++) {
          const to = next[(next[s + a] as number) + b] as number;
          out[at + a * 5 + b] = last ? to : (offset.get(to) as number);
        }
      }
    }
  }
  return out;
}
