// The candidate features for the deal-in model against a riichi (issue 33) that deal-in-features.ts
// measures on the Houou logs and deal-in-bots.ts on bots' games. For a kind k against a riichi
// hand (R: its river and the kinds passed after its riichi, on which it is furiten; u: unseen
// copies from the discarder's view):
// - shapes: the wait shapes that would take k and are not furiten, counted by their unseen copies
//   (two-sided from below and from above, closed and edge waits, a pair's, a single's), each as
//   its share of the same count over every kind — a Bayesian wait model's terms, whose priors the
//   regression learns;
// - read: the same shapes in the hand the shipped hand-reading model (readHands) expects the riichi
//   hand to hold, each counted by the product of the expected copies of its tiles — the rivers read
//   through a model that learned from real hidden hands which tiles a river leaves in a hand;
// - near: what the riichi hand discarded next to k before its riichi (1 away, 2 away), and its
//   share of discards in k's suit;
// - classes: the danger-table classes (suji, half suji, no suji × 1-9, 2-8, 3-7, 4-6, 5);
// - lines: the two-sided wait lines still alive over all suits, and the turns since the riichi;
// - prior: the exact wait prior of wait-prior.ts (every ready hand of the unseen tiles, summed),
//   as k's share of all kinds' and its log, with and without the hands furiten in k's suit;
// - order: the river read in order: for each of the riichi hand's last 4 discards up to its riichi
//   tile (1 the riichi tile), whether it lies 1, 2 or 3 from k in k's suit, apart for a tile
//   thrown from the hand (tedashi) and the tile just drawn (tsumogiri).
import { DEAL_IN_FEATURE_COUNT, readHands } from '@mjkit/bots';
import { unseenOf } from '@mjkit/core';
import type { Seat } from '@mjkit/core';
import type { PlayerView } from '@mjkit/table';
import { waitPrior } from './wait-prior.js';

/** The candidate groups, in the order of their columns after the shipped features. */
export const GROUPS = {
  shapes: ['two-sided from below, share', 'two-sided from above, share', 'closed or edge, share', 'pair (shanpon), share', 'single (tanki), share', 'any shape, share', 'no live shape'],
  read: ['read: two-sided, share', 'read: closed or edge, share', 'read: pair, share', 'read: single, share', 'read: any shape, share', 'read: any shape'],
  near: ['discarded 1 away before riichi', 'discarded 2 away before riichi', 'share of its discards in this suit', 'its riichi tile 1 away', 'its riichi tile 2 away'],
  classes: ['suji 1-9', 'suji 2-8', 'suji 3-7', 'half suji 4-6', 'both-sided suji 4-6', 'no suji 1-9', 'no suji 2-8', 'no suji 3-7', 'no suji 4-6', 'no suji 5'],
  lines: ['two-sided lines alive / 18', '1 / lines alive', 'turns since riichi / 12'],
  order: ['tedashi 1 back, 1 away', 'tedashi 1 back, 2 away', 'tedashi 1 back, 3 away', 'tsumogiri 1 back, 1 away', 'tsumogiri 1 back, 2 away', 'tsumogiri 1 back, 3 away', 'tedashi 2 back, 1 away', 'tedashi 2 back, 2 away', 'tedashi 2 back, 3 away', 'tsumogiri 2 back, 1 away', 'tsumogiri 2 back, 2 away', 'tsumogiri 2 back, 3 away', 'tedashi 3 back, 1 away', 'tedashi 3 back, 2 away', 'tedashi 3 back, 3 away', 'tsumogiri 3 back, 1 away', 'tsumogiri 3 back, 2 away', 'tsumogiri 3 back, 3 away', 'tedashi 4 back, 1 away', 'tedashi 4 back, 2 away', 'tedashi 4 back, 3 away', 'tsumogiri 4 back, 1 away', 'tsumogiri 4 back, 2 away', 'tsumogiri 4 back, 3 away'],
  prior: ['prior: share', 'prior: log share / 10', 'prior: none', 'prior, furiten kept: share', 'prior, furiten kept: log share / 10'],
} as const;
export type Group = keyof typeof GROUPS;
export const NAMES = Object.keys(GROUPS) as Group[];
export const E = NAMES.reduce((a, g) => a + GROUPS[g].length, 0);

/** The columns of a case (the shipped features, then every group's) that a model on the shipped features and `groups` reads. */
export function columns(groups: readonly Group[]): number[] {
  const cols = Array.from({ length: DEAL_IN_FEATURE_COUNT }, (_, j) => j);
  let at = DEAL_IN_FEATURE_COUNT;
  for (const g of NAMES) {
    if (groups.includes(g)) for (let j = 0; j < GROUPS[g].length; j++) cols.push(at + j);
    at += GROUPS[g].length;
  }
  return cols;
}

/**
 * The candidates' columns for every kind against riichi seat `seat`, into `out` (34 rows of E).
 * Without `prior` the prior group's columns are left 0: its exact sums are most of the cost.
 */
export function candidates(view: PlayerView, seat: Seat, passed: ReadonlySet<number>, out: Float64Array, { prior: withPrior = true }: { readonly prior?: boolean } = {}): void {
  const unseen = unseenOf(view);
  const river = view.rivers[seat]!;
  const furiten = new Set([...river.map((r) => r.tile >> 2), ...passed]);
  const riichiAt = river.findIndex((r) => r.riichi);
  const beforeRiichi = riichiAt >= 0 ? river.slice(0, riichiAt + 1) : river;
  const before = beforeRiichi.map((r) => r.tile >> 2);
  const beforeTsumogiri = beforeRiichi.map((r) => r.tsumogiri);
  const riichiKind = riichiAt >= 0 ? river[riichiAt]!.tile >> 2 : -1;
  const beforeSet = new Set(before);
  const u = (k: number) => unseen[k]!;
  // the shapes' counts per kind, by the unseen copies
  const { below, above, closed, pair, single } = shapeCounts(furiten, u, (x) => (x * (x - 1)) / 2);
  const total = (a: Float64Array) => a.reduce((s, x) => s + x, 0) || 1;
  const tBelowAbove = total(below) + total(above);
  const tClosed = total(closed);
  const tPair = total(pair);
  const tSingle = total(single);
  const all = below.map((x, k) => x + above[k]! + closed[k]! + pair[k]! + single[k]!);
  const tAll = total(all);
  // the same shapes in the hand the hand-reading model expects (copies held, products of expectations)
  const held = readHands(view).bySeat[seat]!;
  const read = shapeCounts(furiten, (k) => held[k]!, (x) => (x * x) / 2);
  const readTwoSided = read.below.map((x, k) => x + read.above[k]!);
  const readAll = readTwoSided.map((x, k) => x + read.closed[k]! + read.pair[k]! + read.single[k]!);
  const tRead = [total(readTwoSided), total(read.closed), total(read.pair), total(read.single), total(readAll)];
  let lines = 0;
  for (let s = 0; s < 3; s++) for (let a = 0; a < 6; a++) if (!furiten.has(s * 9 + a) && !furiten.has(s * 9 + a + 3)) lines++;
  const suitDiscards = [0, 0, 0];
  for (const k of before) if (k < 27) suitDiscards[Math.floor(k / 9)]!++;
  const passedTurns = river.length - (riichiAt + 1);
  const prior = withPrior ? waitPrior(unseen, furiten) : null;
  const priorKept = withPrior ? waitPrior(unseen) : null;
  const tPrior = prior ? total(prior) : 1;
  const tPriorKept = priorKept ? total(priorKept) : 1;
  out.fill(0);
  for (let k = 0; k < 34; k++) {
    const x = k * E;
    let c = 0;
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
    out[x + c++] = !furiten.has(k) && (at(-1) || at(1)) ? 1 : 0;
    out[x + c++] = !furiten.has(k) && (at(-2) || at(2)) ? 1 : 0;
    out[x + c++] = honour || before.length === 0 ? 0 : suitDiscards[Math.floor(k / 9)]! / before.length;
    out[x + c++] = !honour && riichiKind >= 0 && riichiKind < 27 && Math.floor(riichiKind / 9) === Math.floor(k / 9) && Math.abs(riichiKind - k) === 1 ? 1 : 0;
    out[x + c++] = !honour && riichiKind >= 0 && riichiKind < 27 && Math.floor(riichiKind / 9) === Math.floor(k / 9) && Math.abs(riichiKind - k) === 2 ? 1 : 0;
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
    out[x + c++] = none && cls === 0 ? 1 : 0;
    out[x + c++] = none && cls === 1 ? 1 : 0;
    out[x + c++] = none && cls === 2 ? 1 : 0;
    out[x + c++] = none && cls === 3 ? 1 : 0;
    out[x + c++] = none && cls === 4 ? 1 : 0;
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
    // prior
    if (!prior || !priorKept) continue;
    out[x + c++] = (10 * prior[k]!) / tPrior;
    out[x + c++] = Math.log(prior[k]! / tPrior + 1e-4) / 10;
    out[x + c++] = !furiten.has(k) && prior[k] === 0 ? 1 : 0;
    out[x + c++] = furiten.has(k) ? 0 : (10 * priorKept[k]!) / tPriorKept;
    out[x + c++] = furiten.has(k) ? Math.log(1e-4) / 10 : Math.log(priorKept[k]! / tPriorKept + 1e-4) / 10;
  }
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
