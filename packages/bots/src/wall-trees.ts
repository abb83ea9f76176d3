// The wall trees: the evaluator's wall read by boosted trees. For each kind, the share of its
// unseen copies still to be drawn (not in an opponent's concealed hand), from what the seat sees
// of its three opponents beside the conditional logit's own share (hand-reading.ts, refitted on
// bots' games). Fitted in bench/ on bots' games (bench/src/hand-reading-bots.ts; written here by
// bench/src/wall-trees.ts) and shipped in mjkit's checksummed container. `wall: 'trees'` plays it.
import { doraFromIndicator, unseenOf } from '@mjkit/core';
import type { Seat } from '@mjkit/core';
import { base64Bytes, checkObject, describeValue, fail, readContainer, writeContainer } from '@mjkit/core/internal';
import type { PlayerView } from '@mjkit/table';
import { HAND_READING_FEATURES, HAND_READING_FEATURE_COUNT, concealedCount, handReadingFeatures, handReadingProbabilities } from './hand-reading.js';
import { hasTreeArrays, readTreesBytes, treesByteLength, treesBytes, treesFault, treesProbability } from './trees.js';
import type { FlatTrees } from './trees.js';
import { SHIPPED_WALL_TREES } from './wall-trees-weights.js';

const F = HAND_READING_FEATURE_COUNT;

/**
 * What the wall trees read of a kind, as the viewer sees it, in this order; the counts are over
 * the viewer's opponents ("within 2": the same suit, at most 2 apart; "the last 3 discards": the
 * newest three of its river, thrown from the hand (tedashi) or just drawn (tsumogiri)).
 */
export const WALL_TREE_FEATURES: readonly string[] = [
  'unseen copies',
  "the opponents' concealed tiles / the unseen tiles (the uniform held share)",
  "the logit's wall share",
  'honour', 'terminal', 'number (1–9; 0 an honour)', 'dora',
  'discards on the table / 72',
  'opponents for whom it is a valued honour',
  'opponents who discarded it',
  'opponents who discarded a tile 1 away',
  'opponents who discarded a tile 2 away',
  'opponents who discarded a tile within 2 among their first 6',
  'opponents with an open meld in its suit',
  'opponents with an open chow or pung within 2',
  'opponents in riichi',
  'opponents in riichi who discarded a tile within 2',
  'opponents whose last 3 discards hold a tile within 2 from the hand (tedashi)',
  'opponents whose last 3 discards hold it',
  'opponents whose last 3 discards hold a tile within 2 just drawn (tsumogiri)',
  "the largest share of an opponent's number discards in its suit",
  'the viewer holds it',
];

/** How many features the wall trees read. */
export const WALL_TREE_FEATURE_COUNT = WALL_TREE_FEATURES.length;
const D = WALL_TREE_FEATURE_COUNT;

/**
 * Boosted trees for the share of a kind's unseen copies still in the wall, as flat arrays (read
 * as `DealInTrees`; each split on {@link WALL_TREE_FEATURES}' index), with the conditional
 * logit whose share is one of their features.
 */
export interface WallTrees extends FlatTrees {
  /** The hand-reading logit's weights ({@link HAND_READING_FEATURES}' order), as refitted with the trees. */
  readonly reading: Float32Array;
  /** How they were fitted and measured (data, command, held-out figures). */
  readonly info: Readonly<Record<string, unknown>>;
}

/** The suit of kind `k` (0–2), or −1 for an honour. */
const suitOf = (k: number) => (k < 27 ? Math.floor(k / 9) : -1);

/**
 * The features of every kind as `view`'s seat sees them: 34 rows of
 * {@link WALL_TREE_FEATURE_COUNT}, kind after kind, into `out` (made when not given), with the
 * logit `reading`'s wall share (the third feature) and the unseen copies of each kind.
 */
export function wallTreeFeatures(view: PlayerView, reading: Float32Array, out: Float64Array = new Float64Array(34 * D)): { features: Float64Array; unseen: Uint8Array } {
  const unseen = Uint8Array.from(unseenOf(view));
  const x = new Float32Array(34 * F);
  const p = new Float64Array(34);
  const held = new Float64Array(34);
  const model = { weights: reading, info: {} };
  let concealed = 0;
  let total = 0;
  for (let k = 0; k < 34; k++) total += unseen[k]!;
  out.fill(0);
  const dora = new Set(view.doraIndicators.map((t) => doraFromIndicator(t >> 2, view.players) as number));
  const own = new Uint8Array(34);
  for (const t of view.hand) own[t >> 2]!++;
  let turn = 0;
  for (let s = 0; s < view.players; s++) turn += (view.rivers[s] ?? []).length;
  // per kind, whether a tile of the last three discards is within 2 (thrown from the hand, just drawn) or it
  const tedashi = new Uint8Array(34);
  const tsumogiri = new Uint8Array(34);
  const same = new Uint8Array(34);
  for (let s = 0; s < view.players; s++) {
    if (s === view.seat) continue;
    const seat = s as Seat;
    handReadingFeatures(view, seat, unseen, x);
    handReadingProbabilities(model, unseen, x, p);
    const n = concealedCount(view, seat);
    concealed += n;
    for (let k = 0; k < 34; k++) held[k]! += Math.min(unseen[k]!, n * p[k]!);
    tedashi.fill(0);
    tsumogiri.fill(0);
    same.fill(0);
    for (const d of (view.rivers[seat] ?? []).slice(-3)) {
      const e = d.tile >> 2;
      same[e] = 1;
      if (e >= 27) continue;
      for (let k = Math.max(suitOf(e) * 9, e - 2); k <= Math.min(suitOf(e) * 9 + 8, e + 2); k++) (d.tsumogiri ? tsumogiri : tedashi)[k] = 1;
    }
    for (let k = 0; k < 34; k++) {
      const r = k * D;
      const xr = k * F;
      out[r + 8]! += x[xr + 9]!;
      out[r + 9]! += x[xr]!;
      out[r + 10]! += x[xr + 1]!;
      out[r + 11]! += x[xr + 2]!;
      out[r + 12]! += x[xr + 3]!;
      out[r + 13]! += x[xr + 5]!;
      out[r + 14]! += x[xr + 6]!;
      out[r + 15]! += x[xr + 10]!;
      out[r + 16]! += x[xr + 11]!;
      out[r + 17]! += tedashi[k]!;
      out[r + 18]! += same[k]!;
      out[r + 19]! += tsumogiri[k]!;
      out[r + 20] = Math.max(out[r + 20]!, x[xr + 4]!);
    }
  }
  for (let k = 0; k < 34; k++) {
    const r = k * D;
    const u = unseen[k]!;
    out[r] = u;
    out[r + 1] = total > 0 ? concealed / total : 0;
    out[r + 2] = u > 0 ? Math.max(0, u - held[k]!) / u : 1;
    out[r + 3] = k >= 27 ? 1 : 0;
    out[r + 4] = k < 27 && (k % 9 === 0 || k % 9 === 8) ? 1 : 0;
    out[r + 5] = k < 27 ? (k % 9) + 1 : 0;
    out[r + 6] = dora.has(k) ? 1 : 0;
    out[r + 7] = turn / 72;
    out[r + 21] = own[k]!;
  }
  return { features: out, unseen };
}

/**
 * The wall as the trees read it for `view`'s seat: per kind, the share of its unseen copies still
 * to be drawn (1 for a kind with none unseen), the evaluator's wall model (`wall: 'trees'` of
 * `evaluatorAgent`). The shipped trees unless given.
 *
 * @example
 * ```ts
 * import { treesWall } from '@mjkit/bots';
 * import { TableState, playerView } from '@mjkit/table';
 * const hands = [0, 1, 2, 3].map((s) => Array.from({ length: 13 }, (_, i) => 4 + s * 13 + i));
 * const state = new TableState({ players: 4, redFives: true }, { round: 0, honba: 0, riichiSticks: 0, dice: null, dealer: 0, scores: [25000, 25000, 25000, 25000], doraIndicator: 0, hands });
 * const wall = treesWall(playerView(state, 0));
 * wall.length; // => 34
 * wall.every((w) => w > 0 && w <= 1); // => true
 * ```
 */
export function treesWall(view: PlayerView, trees: WallTrees = shippedWallTrees()): Float64Array {
  const { features, unseen } = wallTreeFeatures(view, trees.reading);
  const wall = new Float64Array(34);
  for (let k = 0; k < 34; k++) wall[k] = unseen[k]! > 0 ? treesProbability(trees, features, D, k) : 1;
  return wall;
}

/** The version of the wall trees format this library writes and reads. */
export const WALL_TREES_VERSION = 1;
const MAGIC = 'MJWT';
const FORMAT = 'mjkit-wall-trees';

/**
 * Wall trees as bytes: mjkit's container ("MJWT", a JSON header naming both feature lists, the
 * base and the counts; then the logit's weights as float32, the trees laid out as
 * `encodeDealInTrees` lays them, and a CRC-32). Trees that are not walkable or a logit of
 * the wrong length are `INVALID_ARGUMENT`.
 */
export function encodeWallTrees(trees: WallTrees): Uint8Array {
  checkObject(trees, 'wall trees');
  if (!hasTreeArrays(trees) || !(trees.reading instanceof Float32Array)) fail('INVALID_ARGUMENT', 'wall trees hold roots, column and right as Int32Array, value as Float64Array and reading as Float32Array');
  if (trees.reading.length !== F) fail('INVALID_ARGUMENT', `wall trees: the logit holds ${trees.reading.length} weights, not ${F}`);
  const fault = treesFault(trees, D);
  if (fault !== null) fail('INVALID_ARGUMENT', `wall trees: ${fault}`);
  const header = { format: FORMAT, version: WALL_TREES_VERSION, features: WALL_TREE_FEATURES, readingFeatures: HAND_READING_FEATURES, base: trees.base, trees: trees.roots.length, nodes: trees.column.length, info: trees.info };
  const reading = new Uint8Array(4 * F);
  const view = new DataView(reading.buffer);
  for (let i = 0; i < F; i++) view.setFloat32(4 * i, trees.reading[i]!, true);
  return writeContainer(MAGIC, header, [reading, ...treesBytes(trees)]);
}

/**
 * Wall trees read back from {@link encodeWallTrees}' bytes. Not a Uint8Array: `INVALID_ARGUMENT`;
 * another format or version, damaged (its checksum), features not this library's, or trees that
 * cannot be walked: `BAD_FILE`.
 */
export function decodeWallTrees(bytes: Uint8Array): WallTrees {
  const what = 'a wall trees file';
  const c = readContainer(bytes, MAGIC, what);
  const h = c.header;
  const bad = (why: string, offset = 8): never => fail('BAD_FILE', `not ${what}: ${why}`, { offset });
  if (h.format !== FORMAT) bad('its header names another format');
  if (h.version !== WALL_TREES_VERSION) bad(`format version ${describeValue(h.version)} (this library reads ${WALL_TREES_VERSION})`);
  const same = (a: unknown, b: readonly string[]) => Array.isArray(a) && a.join('\n') === b.join('\n');
  if (!same(h.features, WALL_TREE_FEATURES) || !same(h.readingFeatures, HAND_READING_FEATURES)) bad("its features are not this library's: fit it again");
  if (h.info === null || typeof h.info !== 'object' || Array.isArray(h.info)) bad(`its info is ${describeValue(h.info)}, not an object`);
  if (typeof h.base !== 'number') bad(`its base is ${describeValue(h.base)}`);
  const count = h.trees;
  const nodes = h.nodes;
  if (!(Number.isInteger(count) && (count as number) > 0 && Number.isInteger(nodes) && (nodes as number) > 0)) bad(`it counts ${describeValue(count)} trees of ${describeValue(nodes)} nodes`);
  const n = nodes as number;
  const t = count as number;
  const size = 4 * F + treesByteLength(t, n);
  if (c.payload.length !== size) bad(`its ${c.payload.length} bytes of weights and trees are not ${size}`, c.payloadOffset);
  const view = new DataView(c.payload.buffer, c.payload.byteOffset, c.payload.byteLength);
  const reading = new Float32Array(F);
  for (let i = 0; i < F; i++) reading[i] = view.getFloat32(4 * i, true);
  if (!reading.every(Number.isFinite)) bad('its logit holds a weight that is not finite', c.payloadOffset);
  const read = readTreesBytes(c.payload.subarray(4 * F), h.base as number, t, n);
  if ('fault' in read) return bad(read.fault, c.payloadOffset + 4 * F + read.offset);
  const trees: WallTrees = { ...read, reading, info: h.info as Record<string, unknown> };
  const fault = treesFault(trees, D);
  if (fault !== null) bad(fault, c.payloadOffset + 4 * F);
  return trees;
}

let shipped: WallTrees | undefined;

/**
 * The shipped wall trees, decoded once: fitted on 480 hanchan of four `evaluator-legacy` bots (so
 * they read bots, not people); their `info` holds the command and the held-out figures.
 */
export function shippedWallTrees(): WallTrees {
  shipped ??= decodeWallTrees(base64Bytes(SHIPPED_WALL_TREES));
  return shipped;
}
