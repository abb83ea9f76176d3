// A wall model for the evaluator fitted on bots' games (issue 33; hand-reading-bots.ts fits it,
// the arena's `evaluator+bot-wall` plays it). The wall oracle (bots-tuning.md) gains about −0.07
// of average place where the shipped reader (`readHands`, a conditional logit fitted on Houou
// games) gains nothing, so this reads the quantity the evaluator uses directly: for each kind, the
// share of its unseen copies still in the wall (not in an opponent's concealed hand), by boosted
// trees over what the seat sees, summed over its three opponents, beside the conditional logit's
// own share refitted on bots' games. The features are @mjkit/bots' (wall-trees.ts); this file is the
// fit's own container, which src/wall-trees.ts writes as the package's shipped wall trees.
import { readFileSync } from 'node:fs';
import { WALL_TREE_FEATURES as PACKAGE_FEATURES, wallTreeFeatures } from '@mjkit/bots';
import type { HandReadingModel } from '@mjkit/bots';
import { readContainer, writeContainer } from '@mjkit/core/internal';
import type { PlayerView } from '@mjkit/table';
import { boostedPredictor } from './boosted-trees.js';
import type { BoostedModel, BoostedPredictor } from './boosted-trees.js';

/** What the trees read of a (view, kind) pair: @mjkit/bots' wall tree features, the package's home of them. */
export const WALL_TREE_FEATURES = PACKAGE_FEATURES;
/** How many features the trees read. */
export const WALL_TREE_FEATURE_COUNT = WALL_TREE_FEATURES.length;
const D = WALL_TREE_FEATURE_COUNT;

/** A fitted wall model: the conditional logit's θ (refitted) and the trees over its share. */
export interface BotWallModel {
  readonly theta: Float32Array;
  readonly trees: BoostedModel;
  readonly info: Readonly<Record<string, unknown>>;
}

/** Per kind, the logit's expected wall share and the trees' rows (@mjkit/bots' `wallTreeFeatures`), for `view`'s seat. */
export function wallRows(view: PlayerView, theta: HandReadingModel, out: Float64Array = new Float64Array(34 * D)): { rows: Float64Array; logit: Float64Array; unseen: Uint8Array } {
  const { features, unseen } = wallTreeFeatures(view, theta.weights, out);
  const logit = new Float64Array(34);
  for (let k = 0; k < 34; k++) logit[k] = features[k * D + 2]!;
  return { rows: features, logit, unseen };
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
