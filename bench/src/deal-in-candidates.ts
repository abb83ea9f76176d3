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
// Every group but the prior is @mjkit/bots' dealInTreeFeatures (what the shipped deal-in trees
// read), so that the studies and play compute them in one place.
import { DEAL_IN_FEATURE_COUNT, DEAL_IN_TREE_FEATURES, DEAL_IN_TREE_FEATURE_COUNT, dealInTreeFeatures } from '@mjkit/bots';
import { unseenOf } from '@mjkit/core';
import type { Seat } from '@mjkit/core';
import type { PlayerView } from '@mjkit/table';
import { waitPrior } from './wait-prior.js';

/** The package's groups after the shipped features, by size, in the order of its columns. */
const SIZES = { shapes: 7, read: 6, near: 5, classes: 10, lines: 3, order: 24 } as const;
const at0 = (g: keyof typeof SIZES) => DEAL_IN_FEATURE_COUNT + Object.keys(SIZES).slice(0, Object.keys(SIZES).indexOf(g)).reduce((a, h) => a + SIZES[h as keyof typeof SIZES], 0);
const named = (g: keyof typeof SIZES) => DEAL_IN_TREE_FEATURES.slice(at0(g), at0(g) + SIZES[g]);

/** The candidate groups, in the order of their columns after the shipped features. */
export const GROUPS = {
  shapes: named('shapes'),
  read: named('read'),
  near: named('near'),
  classes: named('classes'),
  lines: named('lines'),
  order: named('order'),
  prior: ['prior: share', 'prior: log share / 10', 'prior: none', 'prior, furiten kept: share', 'prior, furiten kept: log share / 10'],
} as const;
export type Group = keyof typeof GROUPS;
export const NAMES = Object.keys(GROUPS) as Group[];
export const E = NAMES.reduce((a, g) => a + GROUPS[g].length, 0);
/** The package's columns after the shipped features: every group but the prior. */
const TREE_EXTRA = DEAL_IN_TREE_FEATURE_COUNT - DEAL_IN_FEATURE_COUNT;

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
  const rows = dealInTreeFeatures(view, seat, treeRows, passed);
  out.fill(0);
  for (let k = 0; k < 34; k++) for (let j = 0; j < TREE_EXTRA; j++) out[k * E + j] = rows[k * DEAL_IN_TREE_FEATURE_COUNT + DEAL_IN_FEATURE_COUNT + j]!;
  if (!withPrior) return;
  const unseen = unseenOf(view);
  const furiten = new Set([...view.rivers[seat]!.map((r) => r.tile >> 2), ...passed]);
  const prior = waitPrior(unseen, furiten);
  const priorKept = waitPrior(unseen);
  const total = (a: Float64Array) => a.reduce((s, x) => s + x, 0) || 1;
  const tPrior = total(prior);
  const tPriorKept = total(priorKept);
  for (let k = 0; k < 34; k++) {
    const x = k * E + TREE_EXTRA;
    out[x] = (10 * prior[k]!) / tPrior;
    out[x + 1] = Math.log(prior[k]! / tPrior + 1e-4) / 10;
    out[x + 2] = !furiten.has(k) && prior[k] === 0 ? 1 : 0;
    out[x + 3] = furiten.has(k) ? 0 : (10 * priorKept[k]!) / tPriorKept;
    out[x + 4] = furiten.has(k) ? Math.log(1e-4) / 10 : Math.log(priorKept[k]! / tPriorKept + 1e-4) / 10;
  }
}

/** The package's rows, reused by every call. */
const treeRows = new Float64Array(34 * DEAL_IN_TREE_FEATURE_COUNT);
