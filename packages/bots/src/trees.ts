// Boosted decision trees as flat arrays: the one walk, check and byte layout of the package's
// fitted trees (the deal-in trees, the wall trees). Internal: each model file names its own
// format and features around these.
import { describeValue } from '@mjkit/core/internal';

/**
 * Boosted trees as flat arrays. Node `i` is a split when `column[i] >= 0`: a row whose feature
 * `column[i]` is below `value[i]` goes on to node `i + 1`, any other to node `right[i]`; else it
 * is a leaf worth `value[i]` in log-odds. Tree `t` holds nodes `roots[t]` up to the next root (or
 * the end). The chance is the sigmoid of `base` plus one leaf of every tree.
 */
export interface FlatTrees {
  /** The log-odds every row starts from. */
  readonly base: number;
  /** Per tree, its first node. */
  readonly roots: Int32Array;
  /** Per node, the feature it splits on, or −1 for a leaf. */
  readonly column: Int32Array;
  /** Per node, a split's cut or a leaf's value. */
  readonly value: Float64Array;
  /** Per node, where a split sends a row at or above its cut (0 for a leaf). */
  readonly right: Int32Array;
}

/** The chance the trees give row `k` of `features` (rows of `width` features). */
export function treesProbability(trees: FlatTrees, features: Float64Array, width: number, k: number): number {
  const { roots, column, value, right } = trees;
  const row = k * width;
  let s = trees.base;
  for (let t = 0; t < roots.length; t++) {
    let i = roots[t]!;
    while (column[i]! >= 0) i = features[row + column[i]!]! < value[i]! ? i + 1 : right[i]!;
    s += value[i]!;
  }
  return 1 / (1 + Math.exp(-s));
}

/**
 * Why `trees` cannot be walked over rows of `width` features, or null: every array of one node
 * count, roots from 0 rising, every split on a feature there is, its children after it inside its
 * tree, at most 256 nodes a tree, and every number finite.
 */
export function treesFault(trees: FlatTrees, width: number): string | null {
  const { roots, column, value, right } = trees;
  const nodes = column.length;
  if (!Number.isFinite(trees.base)) return `its base is ${describeValue(trees.base)}`;
  if (value.length !== nodes || right.length !== nodes) return `its ${nodes} columns, ${value.length} values and ${right.length} right children do not match`;
  if (roots.length === 0 || roots[0] !== 0) return 'its first tree does not start at node 0';
  for (let t = 0; t < roots.length; t++) {
    const start = roots[t]!;
    const end = t + 1 < roots.length ? roots[t + 1]! : nodes;
    if (!(end > start) || end - start > 256) return `tree ${t} holds ${end - start} nodes (1 to 256)`;
    for (let i = start; i < end; i++) {
      if (!Number.isFinite(value[i]!)) return `node ${i} holds ${describeValue(value[i])}`;
      const c = column[i]!;
      if (c === -1) continue;
      if (!(c >= 0 && c < width)) return `node ${i} splits on feature ${c}, of ${width}`;
      if (!(i + 1 < end && right[i]! > i + 1 && right[i]! < end)) return `node ${i}'s children are not after it in tree ${t}`;
    }
  }
  return null;
}

/** Whether `trees` holds its arrays as the typed arrays a walk reads. */
export function hasTreeArrays(trees: FlatTrees): boolean {
  return trees.roots instanceof Int32Array && trees.column instanceof Int32Array && trees.value instanceof Float64Array && trees.right instanceof Int32Array;
}

const LEAF = 255;

/** Little-endian bytes of `n` values each `size` bytes, written by `put`. */
function bytesOf(n: number, size: number, put: (view: DataView, at: number, i: number) => void): Uint8Array {
  const out = new Uint8Array(n * size);
  const view = new DataView(out.buffer);
  for (let i = 0; i < n; i++) put(view, i * size, i);
  return out;
}

/**
 * Walkable trees as bytes: per node its value as float64, its feature as a byte (255 a leaf) and
 * its right child as a byte from its tree's root; per tree its node count as uint16.
 */
export function treesBytes(trees: FlatTrees): Uint8Array[] {
  const { roots, column, value, right } = trees;
  const nodes = column.length;
  const rootOf = new Int32Array(nodes);
  roots.forEach((r, t) => rootOf.fill(r, r, t + 1 < roots.length ? roots[t + 1]! : nodes));
  return [
    bytesOf(nodes, 8, (v, at, i) => v.setFloat64(at, value[i]!, true)),
    bytesOf(nodes, 1, (v, at, i) => v.setUint8(at, column[i]! < 0 ? LEAF : column[i]!)),
    bytesOf(nodes, 1, (v, at, i) => v.setUint8(at, column[i]! < 0 ? 0 : right[i]! - rootOf[i]!)),
    bytesOf(roots.length, 2, (v, at, t) => v.setUint16(at, (t + 1 < roots.length ? roots[t + 1]! : nodes) - roots[t]!, true)),
  ];
}

/** How many bytes {@link treesBytes} writes for `trees` trees of `nodes` nodes. */
export function treesByteLength(trees: number, nodes: number): number {
  return 10 * nodes + 2 * trees;
}

/**
 * The trees {@link treesBytes} wrote, read from `bytes` (exactly {@link treesByteLength} long),
 * or why not (a message and the offset into `bytes`). Whether they can be walked is the
 * caller's {@link treesFault}.
 */
export function readTreesBytes(bytes: Uint8Array, base: number, count: number, nodes: number): FlatTrees | { fault: string; offset: number } {
  const n = nodes;
  const t = count;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const value = new Float64Array(n);
  const column = new Int32Array(n);
  const right = new Int32Array(n);
  const roots = new Int32Array(t);
  for (let i = 0; i < n; i++) value[i] = view.getFloat64(8 * i, true);
  let at = 0;
  for (let j = 0; j < t; j++) {
    roots[j] = at;
    at += view.getUint16(10 * n + 2 * j, true);
  }
  if (at !== n) return { fault: `its trees hold ${at} nodes, not ${n}`, offset: 10 * n };
  let root = 0;
  for (let i = 0, j = 0; i < n; i++) {
    while (j < t && roots[j]! <= i) root = roots[j++]!;
    const col = view.getUint8(8 * n + i);
    column[i] = col === LEAF ? -1 : col;
    right[i] = col === LEAF ? 0 : root + view.getUint8(9 * n + i);
  }
  return { base, roots, column, value, right };
}
