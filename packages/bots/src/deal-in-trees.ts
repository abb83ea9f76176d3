// The deal-in trees: against an opponent in riichi, gradient-boosted decision trees over the deal-in
// model's features and 55 more that read its river as a wait model does (the wait shapes still
// alive, the hand the hand-reading model expects, the tiles it threw near each kind and in what
// order, the suji classes, the two-sided lines left). Fitted in bench/ on bots' games
// (bench/src/deal-in-trees.ts) and shipped in mjkit's checksummed container. Plain TypeScript
// inference: a tree is a walk over flat arrays.
import { unseenOf } from '@mjkit/core';
import type { Seat } from '@mjkit/core';
import { base64Bytes, checkObject, describeValue, fail, readContainer, writeContainer } from '@mjkit/core/internal';
import type { PlayerView } from '@mjkit/table';
import type { SafeKinds } from './danger.js';
import { DEAL_IN_FEATURES, DEAL_IN_FEATURE_COUNT, combinedRisk, dealInFeatures, modelChances, shippedDealInModel } from './deal-in.js';
import type { DealInModel, DealInRisk } from './deal-in.js';
import { SHIPPED_DEAL_IN_TREES } from './deal-in-trees-weights.js';
import { readHands } from './hand-reading.js';
import { hasTreeArrays, readTreesBytes, treesByteLength, treesBytes, treesFault, treesProbability } from './trees.js';
import type { FlatTrees } from './trees.js';
import type { HandReading } from './hand-reading.js';

/** The tiles one back, two back… of the river before the riichi, thrown from the hand or just drawn, 1, 2 or 3 away. */
const ORDER = [1, 2, 3, 4].flatMap((back) => ['tedashi', 'tsumogiri'].flatMap((how) => [1, 2, 3].map((d) => `${how} ${back} back, ${d} away`)));

/**
 * What the trees read of an (opponent in riichi, kind) pair, in this order: the deal-in model's
 * {@link DEAL_IN_FEATURES}, then
 * - the wait shapes that would take the kind and are not furiten, each counted by the unseen
 *   copies of the tiles it needs, as the kind's share of that count over all kinds (× 10);
 * - the same shapes in the hand the hand-reading model ({@link readHands}) expects it to hold;
 * - what it discarded next to the kind before its riichi, and its riichi tile's distance;
 * - the suji classes (suji, half suji, no suji, by the kind's place in its suit);
 * - the two-sided lines still alive over the three suits, and the turns since its riichi;
 * - its last four discards up to the riichi tile, in order: 1, 2 or 3 from the kind, thrown from
 *   the hand (tedashi) or just drawn (tsumogiri).
 *
 * "Furiten" is its river and the kinds passed after its riichi (see {@link dealInTreeFeatures}).
 */
export const DEAL_IN_TREE_FEATURES: readonly string[] = [
  ...DEAL_IN_FEATURES,
  'two-sided from below, share', 'two-sided from above, share', 'closed or edge, share', 'pair (shanpon), share', 'single (tanki), share', 'any shape, share', 'no live shape',
  'read: two-sided, share', 'read: closed or edge, share', 'read: pair, share', 'read: single, share', 'read: any shape, share', 'read: any shape',
  'discarded 1 away before riichi', 'discarded 2 away before riichi', 'share of its discards in this suit', 'its riichi tile 1 away', 'its riichi tile 2 away',
  'suji 1-9', 'suji 2-8', 'suji 3-7', 'half suji 4-6', 'both-sided suji 4-6', 'no suji 1-9', 'no suji 2-8', 'no suji 3-7', 'no suji 4-6', 'no suji 5',
  'two-sided lines alive / 18', '1 / lines alive', 'turns since riichi / 12',
  ...ORDER,
];

/** How many features the trees read. */
export const DEAL_IN_TREE_FEATURE_COUNT = DEAL_IN_TREE_FEATURES.length;
const D = DEAL_IN_TREE_FEATURE_COUNT;
const F = DEAL_IN_FEATURE_COUNT;

/**
 * The features of every kind against opponent `seat` (in riichi), as `view`'s seat sees them: 34
 * rows of {@link DEAL_IN_TREE_FEATURE_COUNT}, kind after kind, into `out` (made when not given).
 * `passed`: the kinds discarded by anyone after its riichi, on which it is furiten as on its own
 * river (see {@link dealInRisk}). The deal-in model's features are float32, as the trees were
 * fitted on them.
 */
export function dealInTreeFeatures(view: PlayerView, seat: Seat, out: Float64Array = new Float64Array(34 * D), passed?: ReadonlySet<number>): Float64Array {
  return treeFeaturesInto(view, seat, out, passed, readHands(view));
}

/** {@link dealInTreeFeatures} with the hands as `reading` reads them (readHands of the same view). */
function treeFeaturesInto(view: PlayerView, seat: Seat, out: Float64Array, passed: ReadonlySet<number> | undefined, reading: HandReading): Float64Array {
  const base = dealInFeatures(view, seat, new Float32Array(34 * F), passed);
  const unseen = unseenOf(view);
  const river = view.rivers[seat] ?? [];
  const furiten = new Set(river.map((r) => r.tile >> 2));
  if (passed) for (const k of passed) furiten.add(k);
  const riichiAt = river.findIndex((r) => r.riichi);
  const beforeRiichi = riichiAt >= 0 ? river.slice(0, riichiAt + 1) : river;
  const before = beforeRiichi.map((r) => r.tile >> 2);
  const beforeTsumogiri = beforeRiichi.map((r) => r.tsumogiri);
  const riichiKind = riichiAt >= 0 ? river[riichiAt]!.tile >> 2 : -1;
  const beforeSet = new Set(before);
  // the shapes' counts per kind, by the unseen copies
  const { below, above, closed, pair, single } = shapeCounts(furiten, (k) => unseen[k]!, (x) => (x * (x - 1)) / 2);
  const total = (a: Float64Array) => a.reduce((s, x) => s + x, 0) || 1;
  const tBelowAbove = total(below) + total(above);
  const tClosed = total(closed);
  const tPair = total(pair);
  const tSingle = total(single);
  const all = below.map((x, k) => x + above[k]! + closed[k]! + pair[k]! + single[k]!);
  const tAll = total(all);
  // the same shapes in the hand the hand-reading model expects (copies held, products of expectations)
  const held = reading.bySeat[seat] ?? new Float64Array(34);
  const read = shapeCounts(furiten, (k) => held[k]!, (x) => (x * x) / 2);
  const readTwoSided = read.below.map((x, k) => x + read.above[k]!);
  const readAll = readTwoSided.map((x, k) => x + read.closed[k]! + read.pair[k]! + read.single[k]!);
  const tRead = [total(readTwoSided), total(read.closed), total(read.pair), total(read.single), total(readAll)];
  let lines = 0;
  for (let s = 0; s < 3; s++) for (let a = 0; a < 6; a++) if (!furiten.has(s * 9 + a) && !furiten.has(s * 9 + a + 3)) lines++;
  const suitDiscards = [0, 0, 0];
  for (const k of before) if (k < 27) suitDiscards[Math.floor(k / 9)]!++;
  const passedTurns = river.length - (riichiAt + 1);
  out.fill(0);
  for (let k = 0; k < 34; k++) {
    const x = k * D;
    for (let j = 0; j < F; j++) out[x + j] = base[k * F + j]!;
    let c = F;
    // shapes
    out[x + c++] = (10 * below[k]!) / tBelowAbove;
    out[x + c++] = (10 * above[k]!) / tBelowAbove;
    out[x + c++] = (10 * closed[k]!) / tClosed;
    out[x + c++] = (10 * pair[k]!) / tPair;
    out[x + c++] = (10 * single[k]!) / tSingle;
    out[x + c++] = (10 * all[k]!) / tAll;
    out[x + c++] = !furiten.has(k) && below[k]! + above[k]! + closed[k]! + pair[k]! === 0 ? 1 : 0;
    // read
    out[x + c++] = (10 * readTwoSided[k]!) / tRead[0]!;
    out[x + c++] = (10 * read.closed[k]!) / tRead[1]!;
    out[x + c++] = (10 * read.pair[k]!) / tRead[2]!;
    out[x + c++] = (10 * read.single[k]!) / tRead[3]!;
    out[x + c++] = (10 * readAll[k]!) / tRead[4]!;
    out[x + c++] = readAll[k]!;
    // near
    const honour = k >= 27;
    const n = k % 9;
    const at = (d: number) => !honour && n + d >= 0 && n + d <= 8 && beforeSet.has(k + d);
    const sameSuitAsRiichi = !honour && riichiKind >= 0 && riichiKind < 27 && Math.floor(riichiKind / 9) === Math.floor(k / 9);
    out[x + c++] = !furiten.has(k) && (at(-1) || at(1)) ? 1 : 0;
    out[x + c++] = !furiten.has(k) && (at(-2) || at(2)) ? 1 : 0;
    out[x + c++] = honour || before.length === 0 ? 0 : suitDiscards[Math.floor(k / 9)]! / before.length;
    out[x + c++] = sameSuitAsRiichi && Math.abs(riichiKind - k) === 1 ? 1 : 0;
    out[x + c++] = sameSuitAsRiichi && Math.abs(riichiKind - k) === 2 ? 1 : 0;
    // classes
    const genbutsu = furiten.has(k);
    const lo = n >= 3 && furiten.has(k - 3);
    const hi = n <= 5 && furiten.has(k + 3);
    const live = !honour && !genbutsu;
    const cls = n === 0 || n === 8 ? 0 : n === 1 || n === 7 ? 1 : n === 2 || n === 6 ? 2 : n === 4 ? 4 : 3;
    const suji = live && (n < 3 ? hi : n > 5 ? lo : lo && hi);
    const half = live && n >= 3 && n <= 5 && lo !== hi;
    const none = live && !suji && !half;
    out[x + c++] = suji && cls === 0 ? 1 : 0;
    out[x + c++] = suji && cls === 1 ? 1 : 0;
    out[x + c++] = suji && cls === 2 ? 1 : 0;
    out[x + c++] = half ? 1 : 0;
    out[x + c++] = suji && cls >= 3 ? 1 : 0;
    for (let q = 0; q <= 4; q++) out[x + c++] = none && cls === q ? 1 : 0;
    // lines
    out[x + c++] = lines / 18;
    out[x + c++] = 1 / Math.max(1, lines);
    out[x + c++] = Math.min(2, passedTurns / 12);
    // order
    for (let j = 1; j <= 4; j++) {
      const r = before[before.length - j];
      const d = r === undefined || honour || r >= 27 || Math.floor(r / 9) !== Math.floor(k / 9) ? 0 : Math.abs(r - k);
      const tsumogiri = beforeTsumogiri[beforeTsumogiri.length - j] === true;
      for (const w of [false, true]) for (let dd = 1; dd <= 3; dd++) out[x + c++] = !furiten.has(k) && tsumogiri === w && d === dd ? 1 : 0;
    }
  }
  return out;
}

/** Per kind, the wait shapes that would take it and are not furiten, each counted by the copies `u` of the tiles it needs (`pairOf` for two of one kind). */
function shapeCounts(furiten: ReadonlySet<number>, u: (k: number) => number, pairOf: (x: number) => number) {
  const below = new Float64Array(34);
  const above = new Float64Array(34);
  const closed = new Float64Array(34);
  const pair = new Float64Array(34);
  const single = new Float64Array(34);
  for (let k = 0; k < 34; k++) {
    if (furiten.has(k)) continue;
    single[k] = u(k);
    pair[k] = pairOf(u(k));
    if (k >= 27) continue;
    const n = k % 9;
    if (n >= 3 && !furiten.has(k - 3)) below[k] = u(k - 2) * u(k - 1);
    if (n <= 5 && !furiten.has(k + 3)) above[k] = u(k + 1) * u(k + 2);
    if (n >= 1 && n <= 7) closed[k]! += u(k - 1) * u(k + 1);
    if (n === 2) closed[k]! += u(k - 2) * u(k - 1);
    if (n === 6) closed[k]! += u(k + 1) * u(k + 2);
  }
  return { below, above, closed, pair, single };
}

/**
 * Boosted trees for the chance that a discard deals in to a seat in riichi, as flat arrays. Node
 * `i` is a split when `column[i] >= 0`: a row whose feature `column[i]` ({@link DEAL_IN_TREE_FEATURES}'
 * index) is below `value[i]` goes on to node `i + 1`, any other to node `right[i]`; else it is a
 * leaf worth `value[i]` in log-odds. Tree `t` holds nodes `roots[t]` up to the next root (or the
 * end). The chance is the sigmoid of `base` plus one leaf of every tree.
 */
export interface DealInTrees extends FlatTrees {
  /** How they were fitted and measured (data, command, held-out figures). */
  readonly info: Readonly<Record<string, unknown>>;
}

/** The chance that a discard of kind `k` deals in, from row `k` of `features` ({@link dealInTreeFeatures}' rows). */
export function dealInTreesProbability(trees: DealInTrees, features: Float64Array, k: number): number {
  return treesProbability(trees, features, D, k);
}

/**
 * The deal-in risk of every kind for `view`'s seat to discard, as {@link dealInRisk} gives it,
 * but against a seat in riichi from `trees` (the shipped ones unless given); against the other
 * seats from `model`. A kind passed after a seat's riichi (`passed`) counts 0 against it.
 *
 * @example
 * ```ts
 * import { dealInTreesRisk } from '@mjkit/bots';
 * import { TableState, playerView } from '@mjkit/table';
 * const hands = [0, 1, 2, 3].map((s) => Array.from({ length: 13 }, (_, i) => 4 + s * 13 + i));
 * const state = new TableState({ players: 4, redFives: true }, { round: 0, honba: 0, riichiSticks: 0, dice: null, dealer: 0, scores: [25000, 25000, 25000, 25000], doraIndicator: 0, hands });
 * state.apply({ type: 'draw', seat: 0, tile: 120 });
 * state.apply({ type: 'riichi', seat: 0 });
 * state.apply({ type: 'discard', seat: 0, tile: 120, tsumogiri: true }); // riichi on a north
 * const risk = dealInTreesRisk(playerView(state, 1));
 * // north is its own discard: it cannot win on it
 * risk.bySeat[0]![30]! < 0.001; // => true
 * risk.bySeat[0]!.every((p) => p >= 0 && p < 1); // => true
 * ```
 */
export function dealInTreesRisk(view: PlayerView, passed?: SafeKinds, trees: DealInTrees = shippedDealInTrees(), model: DealInModel = shippedDealInModel()): DealInRisk {
  const rows = new Float64Array(34 * D);
  const others = modelChances(view, model);
  let reading: HandReading | undefined;
  return combinedRisk(view, passed, (seat, gone, p) => {
    if (view.riichi[seat] !== true) return others(seat, gone, p);
    // one reading of the hands for every seat in riichi
    treeFeaturesInto(view, seat, rows, gone, (reading ??= readHands(view)));
    for (let k = 0; k < 34; k++) p[k] = dealInTreesProbability(trees, rows, k);
  });
}

/** The version of the deal-in trees format this library writes and reads. */
export const DEAL_IN_TREES_VERSION = 1;
const MAGIC = 'MJDT';
const FORMAT = 'mjkit-deal-in-trees';

/**
 * Trees as bytes: mjkit's container ("MJDT", a JSON header naming the features, the base and
 * the counts; then per node its value as float64, its feature as a byte (255 a leaf) and its right
 * child as a byte from its tree's root; per tree its node count as uint16; a CRC-32). Trees that
 * are not walkable ({@link DealInTrees}) are `INVALID_ARGUMENT`.
 */
export function encodeDealInTrees(trees: DealInTrees): Uint8Array {
  checkObject(trees, 'deal-in trees');
  if (!hasTreeArrays(trees)) fail('INVALID_ARGUMENT', 'deal-in trees hold roots, column and right as Int32Array and value as Float64Array');
  const fault = treesFault(trees, D);
  if (fault !== null) fail('INVALID_ARGUMENT', `deal-in trees: ${fault}`);
  const header = { format: FORMAT, version: DEAL_IN_TREES_VERSION, features: DEAL_IN_TREE_FEATURES, base: trees.base, trees: trees.roots.length, nodes: trees.column.length, info: trees.info };
  return writeContainer(MAGIC, header, treesBytes(trees));
}

/**
 * Trees read back from {@link encodeDealInTrees}' bytes. Not a Uint8Array: `INVALID_ARGUMENT`;
 * another format or version, damaged (its checksum), features not this library's, or trees that
 * cannot be walked (a child not after its parent in its tree, a feature there is not): `BAD_FILE`.
 */
export function decodeDealInTrees(bytes: Uint8Array): DealInTrees {
  const what = 'a deal-in trees file';
  const c = readContainer(bytes, MAGIC, what);
  const h = c.header;
  const bad = (why: string, offset = 8): never => fail('BAD_FILE', `not ${what}: ${why}`, { offset });
  if (h.format !== FORMAT) bad('its header names another format');
  if (h.version !== DEAL_IN_TREES_VERSION) bad(`format version ${describeValue(h.version)} (this library reads ${DEAL_IN_TREES_VERSION})`);
  if (!Array.isArray(h.features) || h.features.join('\n') !== DEAL_IN_TREE_FEATURES.join('\n')) bad("its features are not this library's: fit it again");
  if (h.info === null || typeof h.info !== 'object' || Array.isArray(h.info)) bad(`its info is ${describeValue(h.info)}, not an object`);
  const count = h.trees;
  const nodes = h.nodes;
  if (!(Number.isInteger(count) && (count as number) > 0 && Number.isInteger(nodes) && (nodes as number) > 0)) bad(`it counts ${describeValue(count)} trees of ${describeValue(nodes)} nodes`);
  const n = nodes as number;
  const t = count as number;
  if (c.payload.length !== treesByteLength(t, n)) bad(`its ${c.payload.length} bytes of trees are not ${treesByteLength(t, n)}`, c.payloadOffset);
  const read = readTreesBytes(c.payload, h.base as number, t, n);
  if ('fault' in read) return bad(read.fault, c.payloadOffset + read.offset);
  const trees: DealInTrees = { ...read, info: h.info as Record<string, unknown> };
  const fault = treesFault(trees, D);
  if (fault !== null) bad(fault, c.payloadOffset);
  return trees;
}

let shipped: DealInTrees | undefined;

/**
 * The shipped trees, decoded once: fitted on 3,200 hanchan of four `evaluator-legacy` bots (so
 * they read bots, not people); their `info` holds the command and the held-out figures.
 */
export function shippedDealInTrees(): DealInTrees {
  shipped ??= decodeDealInTrees(base64Bytes(SHIPPED_DEAL_IN_TREES));
  return shipped;
}
