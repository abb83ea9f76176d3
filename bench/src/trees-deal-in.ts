// The deal-in chances of the arena's `evaluator+trees-deal-in` (issue 33): against a seat in
// riichi, the boosted trees that deal-in-trees.ts fitted on bots' games over the shipped features
// and the candidate groups of deal-in-candidates.ts its file names; against the others, the
// shipped model. A kind passed after the seat's riichi counts 0, as in dealInRisk.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEAL_IN_FEATURE_COUNT, dealInFeatures, dealInRisk, shippedDealInModel } from '@mjkit/bots';
import type { DealInChances } from '@mjkit/bots';
import type { Seat } from '@mjkit/core';
import { boostedPredictor, decodeBoostedModel } from './boosted-trees.js';
import { E, NAMES, candidates, columns } from './deal-in-candidates.js';
import type { Group } from './deal-in-candidates.js';

const F = DEAL_IN_FEATURE_COUNT;
/** Where deal-in-trees.ts writes the trees and the arena reads them. */
export const TREES_DEAL_IN_WEIGHTS = fileURLToPath(new URL('../weights/deal-in-trees.json', import.meta.url));

/** The chances with the trees of `text` (a trees file, {@link TREES_DEAL_IN_WEIGHTS}'s when not given) against a riichi. */
export function treesDealIn(text = readFileSync(TREES_DEAL_IN_WEIGHTS, 'utf8')): DealInChances {
  const { model, info } = decodeBoostedModel(text);
  const groups = info.groups as Group[];
  if (!Array.isArray(groups) || !groups.every((g) => NAMES.includes(g))) throw new Error(`the trees file names no candidate groups (${String(info.groups)})`);
  const cols = columns(groups);
  if (model.d !== cols.length) throw new Error(`the trees read ${model.d} columns, not the ${cols.length} of the shipped features and ${groups.join(', ')}`);
  const prior = groups.includes('prior');
  const predict = boostedPredictor(model);
  const base = new Float32Array(34 * F);
  const extra = new Float64Array(34 * E);
  const d = cols.length;
  const rows = new Float64Array(34 * d);
  const none: ReadonlySet<number> = new Set();
  return (view, safe) => {
    // fresh arrays per call, so the riichi seats' are overwritten in place
    const { bySeat } = dealInRisk(view, shippedDealInModel(), safe);
    for (let s = 0; s < view.players; s++) {
      if (s === view.seat || !view.riichi[s]) continue;
      const seat = s as Seat;
      const passed = safe?.[s] ?? none;
      dealInFeatures(view, seat, base, passed);
      candidates(view, seat, passed, extra, { prior });
      for (let k = 0; k < 34; k++) cols.forEach((c, j) => (rows[k * d + j] = c < F ? base[k * F + c]! : extra[k * E + c - F]!));
      const p = bySeat[s]!;
      for (let k = 0; k < 34; k++) p[k] = passed.has(k) ? 0 : predict(rows, k);
    }
    return bySeat;
  };
}
