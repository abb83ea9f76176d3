// The per-suit dynamic programme behind every table: for the tile counts of one suit, the
// fewest tiles that must be added to it so that it holds j sets (j = 0..4) with or without a
// pair, never more than `cap` tiles of a kind (4, or fewer when melds hold some).
//
// It walks the ranks of the suit in order. Entering a rank, the state is (x, y, s, q): x
// sequences started two ranks before (they still need this rank), y started one rank before
// (they need this rank and the next), s sets so far (sequences counted when started), q = 1
// once the pair is placed. At a rank the target takes t = x + y + z + 3·triplet + 2·pair tiles
// of the kind, z being the sequences it starts; the cost is max(0, t − count). Honours are the
// same walk with no sequences.

/** Marks an unreachable DP entry. */
export const UNREACHABLE = 0xff;

/** The reachable states (x, y, s, q) with x + y ≤ s ≤ 4, and their index. */
const STATE_LIST: [number, number, number, number][] = [];
const STATE_INDEX = new Map<string, number>();
for (let s = 0; s <= 4; s++)
  for (let x = 0; x <= s; x++)
    for (let y = 0; x + y <= s; y++)
      for (let q = 0; q < 2; q++) {
        STATE_INDEX.set(`${x},${y},${s},${q}`, STATE_LIST.length);
        STATE_LIST.push([x, y, s, q]);
      }

/** Number of DP states. */
export const STATE_COUNT = STATE_LIST.length;

function stateIndex(x: number, y: number, s: number, q: number): number {
  return STATE_INDEX.get(`${x},${y},${s},${q}`) as number;
}

/** The index of the final state with `s` sets and pair flag `q` (no open sequences). */
export function finalState(s: number, q: number): number {
  return stateIndex(0, 0, s, q);
}

/**
 * The moves of one rank as flat arrays: from state, to state, tiles of the kind used. `withRuns`
 * allows new sequences to start here (ranks 1..7 of a number suit).
 */
export interface Moves {
  /** The moves out of state i are `first[i]` up to `first[i + 1]`. */
  readonly first: Uint16Array;
  readonly to: Uint8Array;
  readonly used: Uint8Array;
}

function buildMoves(withRuns: boolean): Moves {
  const first: number[] = [];
  const to: number[] = [];
  const used: number[] = [];
  STATE_LIST.forEach(([x, y, s, q]) => {
    first.push(to.length);
    for (let z = 0; z <= (withRuns ? 4 : 0); z++)
      for (let triplet = 0; triplet < 2; triplet++)
        for (let pair = 0; pair < 2 - q; pair++) {
          const t = x + y + z + 3 * triplet + 2 * pair;
          const sets = s + z + triplet;
          if (t > 4 || sets > 4) continue;
          to.push(stateIndex(y, z, sets, q | pair));
          used.push(t);
        }
  });
  first.push(to.length);
  return { first: Uint16Array.from(first), to: Uint8Array.from(to), used: Uint8Array.from(used) };
}

/** Moves at ranks where sequences may start, and where they may not (ranks 8, 9, honours). */
export const MOVES_WITH_RUNS = buildMoves(true);
export const MOVES_NO_RUNS = buildMoves(false);

/** The DP table before the first rank: only (0, 0, 0, 0) reached, at cost 0. */
export function startTable(): Uint8Array {
  const t = new Uint8Array(STATE_COUNT).fill(UNREACHABLE);
  t[stateIndex(0, 0, 0, 0)] = 0;
  return t;
}

/** One rank: fills `out` from `table` for a kind held `count` times, at most `cap` usable. */
export function step(out: Uint8Array, table: Uint8Array, count: number, cap: number, moves: Moves): void {
  out.fill(UNREACHABLE);
  const { first, to, used } = moves;
  for (let i = 0; i < STATE_COUNT; i++) {
    const v = table[i] as number;
    if (v === UNREACHABLE) continue;
    const end = first[i + 1] as number;
    for (let k = first[i] as number; k < end; k++) {
      const t = used[k] as number;
      if (t > cap) continue;
      const cost = v + (t > count ? t - count : 0);
      const j = to[k] as number;
      if (cost < (out[j] as number)) out[j] = cost;
    }
  }
}

/** The 10-entry vector [s * 2 + q] of a finished walk (sequences must all be closed). */
export function finalVector(table: Uint8Array): Uint8Array {
  const v = new Uint8Array(10);
  for (let s = 0; s <= 4; s++) for (let q = 0; q < 2; q++) v[s * 2 + q] = table[finalState(s, q)] as number;
  return v;
}

/**
 * The vector of one suit directly: `counts` and `caps` of its kinds (9 for a number suit,
 * 7 for honours). Used by the table generator and for hands whose melds cap some kinds.
 */
export function suitVector(counts: ArrayLike<number>, caps: ArrayLike<number>, honours: boolean): Uint8Array {
  let table: Uint8Array = startTable();
  let next: Uint8Array = new Uint8Array(STATE_COUNT);
  const n = counts.length;
  for (let i = 0; i < n; i++) {
    step(next, table, counts[i] as number, caps[i] as number, !honours && i < n - 2 ? MOVES_WITH_RUNS : MOVES_NO_RUNS);
    [table, next] = [next, table];
  }
  return finalVector(table);
}

/**
 * Which states each state is dominated by: the same sets and pair, no more sequences waiting for
 * this rank or the next. Such a state can follow every move of the other at no greater cost (it
 * needs no more tiles at any rank), so an entry whose value is no better than a dominating
 * entry's never decides a vector: `pruneDominated` drops it, which lets the generator merge
 * tables that differ only there. `DOMINATED_BY_FIRST[i] .. [i + 1]` index `DOMINATED_BY`.
 */
const [DOMINATED_BY_FIRST, DOMINATED_BY] = (() => {
  const first: number[] = [];
  const by: number[] = [];
  STATE_LIST.forEach(([x, y, s, q], i) => {
    first.push(by.length);
    STATE_LIST.forEach(([x2, y2, s2, q2], j) => {
      if (j !== i && s2 === s && q2 === q && x2 <= x && y2 <= y) by.push(j);
    });
  });
  first.push(by.length);
  return [Uint16Array.from(first), Uint8Array.from(by)] as const;
})();

/** Marks unreachable every entry that a dominating entry matches or beats (see above). */
export function pruneDominated(table: Uint8Array): void {
  for (let i = 0; i < STATE_COUNT; i++) {
    const v = table[i] as number;
    if (v === UNREACHABLE) continue;
    const end = DOMINATED_BY_FIRST[i + 1] as number;
    for (let k = DOMINATED_BY_FIRST[i] as number; k < end; k++) {
      if ((table[DOMINATED_BY[k] as number] as number) <= v) {
        table[i] = UNREACHABLE;
        break;
      }
    }
  }
}

/** {@link step} for the five counts 0..4 at once (cap 4): `outs[c]` is the table after count c. */
export function stepEveryCount(outs: readonly [Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array], table: Uint8Array, moves: Moves): void {
  const [o0, o1, o2, o3, o4] = outs;
  o0.fill(UNREACHABLE);
  o1.fill(UNREACHABLE);
  o2.fill(UNREACHABLE);
  o3.fill(UNREACHABLE);
  o4.fill(UNREACHABLE);
  const { first, to, used } = moves;
  for (let i = 0; i < STATE_COUNT; i++) {
    const v = table[i] as number;
    if (v === UNREACHABLE) continue;
    const end = first[i + 1] as number;
    for (let k = first[i] as number; k < end; k++) {
      const t = used[k] as number;
      const j = to[k] as number;
      // the kind's tiles beyond the count are added: max(0, t − c)
      const c0 = v + t;
      const c1 = t > 1 ? c0 - 1 : v;
      const c2 = t > 2 ? c0 - 2 : v;
      const c3 = t > 3 ? c0 - 3 : v;
      if (c0 < (o0[j] as number)) o0[j] = c0;
      if (c1 < (o1[j] as number)) o1[j] = c1;
      if (c2 < (o2[j] as number)) o2[j] = c2;
      if (c3 < (o3[j] as number)) o3[j] = c3;
      if (v < (o4[j] as number)) o4[j] = v;
    }
  }
}
