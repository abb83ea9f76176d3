// A wall model for the evaluator fitted on bots' games (issue 33; hand-reading-bots.ts fits it,
// the arena's `evaluator+bot-wall` plays it). The wall oracle (bots-tuning.md) gains about −0.07
// of average place where the shipped reader (`readHands`, a conditional logit fitted on Houou
// games) gains nothing, so this reads the quantity the evaluator uses directly: for each kind, the
// share of its unseen copies still in the wall (not in an opponent's concealed hand), by boosted
// trees over what the seat sees, summed over its three opponents, beside the conditional logit's
// own share refitted on bots' games. Bench-only: the file is mjkit's checksummed container.
import { readFileSync } from 'node:fs';
import { HAND_READING_FEATURE_COUNT, concealedCount, handReadingFeatures, handReadingProbabilities } from '@mjkit/bots';
import type { HandReadingModel } from '@mjkit/bots';
import { doraFromIndicator, unseenOf } from '@mjkit/core';
import type { Seat } from '@mjkit/core';
import { readContainer, writeContainer } from '@mjkit/core/internal';
import type { PlayerView } from '@mjkit/table';
import { boostedPredictor } from './boosted-trees.js';
import type { BoostedModel, BoostedPredictor } from './boosted-trees.js';

const F = HAND_READING_FEATURE_COUNT;

/** What the trees read of a (view, kind) pair, the counts over the viewer's opponents. */
export const WALL_TREE_FEATURES = [
  'unseen copies',
  'the opponents\' concealed tiles / the unseen tiles (the uniform held share)',
  'the logit\'s wall share',
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
  'the largest share of an opponent\'s number discards in its suit',
  'the viewer holds it',
] as const;
const D = WALL_TREE_FEATURES.length;
/** How many features the trees read. */
export const WALL_TREE_FEATURE_COUNT = D;

/** A fitted wall model: the conditional logit's θ (refitted) and the trees over its share. */
export interface BotWallModel {
  readonly theta: Float32Array;
  readonly trees: BoostedModel;
  readonly info: Readonly<Record<string, unknown>>;
}

/** Per kind, the logit's expected wall share and the trees' rows, for `view`'s seat. */
export function wallRows(view: PlayerView, theta: HandReadingModel, out: Float64Array = new Float64Array(34 * D)): { rows: Float64Array; logit: Float64Array; unseen: Uint8Array } {
  const unseen = Uint8Array.from(unseenOf(view));
  const x = new Float32Array(34 * F);
  const p = new Float64Array(34);
  const held = new Float64Array(34);
  let concealed = 0;
  let total = 0;
  for (let k = 0; k < 34; k++) total += unseen[k]!;
  out.fill(0);
  const dora = new Set(view.doraIndicators.map((t) => doraFromIndicator(t >> 2, view.players) as number));
  const own = new Uint8Array(34);
  for (const t of view.hand) own[t >> 2]!++;
  let turn = 0;
  for (let s = 0; s < view.players; s++) turn += (view.rivers[s] ?? []).length;
  for (let s = 0; s < view.players; s++) {
    if (s === view.seat) continue;
    const seat = s as Seat;
    handReadingFeatures(view, seat, unseen, x);
    handReadingProbabilities(theta, unseen, x, p);
    const n = concealedCount(view, seat);
    concealed += n;
    for (let k = 0; k < 34; k++) held[k]! += Math.min(unseen[k]!, n * p[k]!);
    const river = view.rivers[seat] ?? [];
    const last = river.slice(-3);
    const suitOf = (k: number) => (k < 27 ? Math.floor(k / 9) : -1);
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
      const near = (e: number) => k < 27 && suitOf(e) === suitOf(k) && Math.abs(e - k) <= 2;
      if (last.some((d) => !d.tsumogiri && near(d.tile >> 2))) out[r + 17]! += 1;
      if (last.some((d) => d.tile >> 2 === k)) out[r + 18]! += 1;
      if (last.some((d) => d.tsumogiri && near(d.tile >> 2))) out[r + 19]! += 1;
      out[r + 20] = Math.max(out[r + 20]!, x[xr + 4]!);
    }
  }
  const logit = new Float64Array(34);
  for (let k = 0; k < 34; k++) {
    const r = k * D;
    const u = unseen[k]!;
    logit[k] = u > 0 ? Math.max(0, u - held[k]!) / u : 1;
    out[r] = u;
    out[r + 1] = total > 0 ? concealed / total : 0;
    out[r + 2] = logit[k]!;
    out[r + 3] = k >= 27 ? 1 : 0;
    out[r + 4] = k < 27 && (k % 9 === 0 || k % 9 === 8) ? 1 : 0;
    out[r + 5] = k < 27 ? (k % 9) + 1 : 0;
    out[r + 6] = dora.has(k) ? 1 : 0;
    out[r + 7] = turn / 72;
    out[r + 21] = own[k]!;
  }
  return { rows: out, logit, unseen };
}

const predictors = new WeakMap<BotWallModel, BoostedPredictor>();

/** The model's wall: per kind, the share of its unseen copies still in the wall (1 for a kind with none unseen). */
export function botWall(view: PlayerView, model: BotWallModel): Float64Array {
  let predict = predictors.get(model);
  if (!predict) predictors.set(model, (predict = boostedPredictor(model.trees)));
  const { rows, unseen } = wallRows(view, { weights: model.theta, info: {} });
  const wall = new Float64Array(34);
  for (let k = 0; k < 34; k++) wall[k] = unseen[k]! > 0 ? predict(rows, k) : 1;
  return wall;
}

const MAGIC = 'MJHB';
const FORMAT = 'bench-hand-reading-bots';

/** The model as bytes (mjkit's container: the JSON header holds θ, the trees and the features; CRC-32). */
export function encodeBotWall(model: BotWallModel): Uint8Array {
  return writeContainer(MAGIC, { format: FORMAT, version: 1, features: WALL_TREE_FEATURES, theta: Array.from(model.theta), trees: model.trees, info: model.info }, []);
}

/** A model read back from {@link encodeBotWall}'s bytes (BAD_FILE when damaged; an Error when its features are not these). */
export function decodeBotWall(bytes: Uint8Array): BotWallModel {
  const h = readContainer(bytes, MAGIC, 'a bench wall model').header as { format: string; version: number; features: string[]; theta: number[]; trees: BoostedModel; info: Record<string, unknown> };
  if (h.format !== FORMAT || h.version !== 1 || h.features.join('\n') !== WALL_TREE_FEATURES.join('\n')) throw new Error('not this bench wall model: fit it again (hand-reading-bots.ts)');
  return { theta: Float32Array.from(h.theta), trees: h.trees, info: h.info };
}

/** Where hand-reading-bots.ts writes the model and the arena reads it. */
export const BOT_WALL_WEIGHTS = new URL('../weights/hand-reading-bots.bin', import.meta.url);

let loaded: BotWallModel | undefined;
/** The fitted model, read once. */
export function botWallModel(): BotWallModel {
  loaded ??= decodeBotWall(new Uint8Array(readFileSync(BOT_WALL_WEIGHTS)));
  return loaded;
}
