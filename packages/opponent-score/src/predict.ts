// Predicting an opponent's winning score from a player's view: the riichi model for a player in
// riichi, the any-moment model otherwise; the shipped weights unless others are given.
import type { Seat } from '@mjkit/core';
import { base64Bytes, checkOptions, describeValue, fail } from '@mjkit/core/internal';
import type { PlayerView } from '@mjkit/table';
import { POINT_CLASS_NAMES } from './distribution.js';
import { extractFeatures } from './features.js';
import { predictBits } from './model.js';
import type { OpponentScoreModel } from './model.js';
import { SHIPPED_ANY, SHIPPED_RIICHI } from './shipped.js';
import { decodeModel } from './weights.js';

/** One point value of a predicted distribution. */
export interface PointChance {
  /** The value (the one most often won in its class, for this player as dealer or not). */
  readonly points: number;
  /** The class: '1 han', '2 han', '3–4 han', 'mangan' … 'yakuman'. */
  readonly name: string;
  readonly probability: number;
}

/** A predicted winning score, if the player wins this round. */
export interface WinScorePrediction {
  /** The expected points, Σ probability × value over the distribution. */
  readonly mean: number;
  /** The regression's expected ln(points) (the study's target); exp(lnMean) is a typical value. */
  readonly lnMean: number;
  /** The chance of each class of values, most likely first. */
  readonly distribution: readonly PointChance[];
  /** Which model answered: `riichi` (the player is in riichi) or `any`. */
  readonly model: 'riichi' | 'any';
}

/** Models to predict with instead of the shipped ones. */
export interface PredictOptions {
  /** For a player in riichi (any feature set: the model reads the one it was trained on). */
  readonly riichi?: OpponentScoreModel;
  /** For any other moment (any feature set). */
  readonly any?: OpponentScoreModel;
}

let shipped: { riichi: OpponentScoreModel; any: OpponentScoreModel } | null = null;

/** The models that ship with the package (decoded once, at first use). */
export function shippedModels(): { readonly riichi: OpponentScoreModel; readonly any: OpponentScoreModel } {
  shipped ??= { riichi: decodeModel(base64Bytes(SHIPPED_RIICHI)), any: decodeModel(base64Bytes(SHIPPED_ANY)) };
  return shipped;
}

/**
 * What `seat` would win if it won this round, as `view` (any seat's) shows it: the riichi model
 * when the seat is in riichi, else the any-moment model (trained on every discard, call and
 * riichi of eventual winners). Like the study, it is conditioned on the player winning: it says
 * how much, not whether.
 *
 * @example
 * ```ts
 * import { TableState, playerView } from '@mjkit/table';
 * import { predictWinScore } from '@mjkit/opponent-score';
 * const hands = [0, 1, 2, 3].map((s) => Array.from({ length: 13 }, (_, i) => 4 + s * 13 + i));
 * const state = new TableState({ players: 4, redFives: true }, { round: 0, honba: 0, riichiSticks: 0, dice: null, dealer: 0, scores: [25000, 25000, 25000, 25000], doraIndicator: 0, hands });
 * state.apply({ type: 'draw', seat: 0, tile: 60 });
 * state.apply({ type: 'discard', seat: 0, tile: 60, tsumogiri: true });
 * const p = predictWinScore(playerView(state, 1), 0);
 * p.model; // => 'any'
 * p.distribution.reduce((s, c) => s + c.probability, 0).toFixed(6); // => '1.000000'
 * p.mean > 1000 && p.mean < 32000; // => true
 * ```
 */
export function predictWinScore(view: PlayerView, seat: Seat, options: PredictOptions = {}): WinScorePrediction {
  const { riichi, any } = checkOptions(options, 'predictWinScore options', ['riichi', 'any']);
  if (view === null || typeof view !== 'object' || !Array.isArray((view as PlayerView).rivers) || !Array.isArray((view as PlayerView).melds)) fail('INVALID_ARGUMENT', `predictWinScore takes a PlayerView (playerView of @mjkit/table), not ${describeValue(view)}`);
  if (!Number.isInteger(seat) || seat < 0 || seat >= view.players) fail('INVALID_ARGUMENT', `seat must be a seat of the table (0–${view.players - 1}), not ${describeValue(seat)}`);
  if (view.players !== 4) fail('INVALID_ARGUMENT', 'the opponent-score models are trained on four-player games only');
  const inRiichi = view.riichi[seat] === true;
  const model = inRiichi ? (riichi ?? shippedModels().riichi) : (any ?? shippedModels().any);
  const bits = extractFeatures(view, seat, model.set);
  const { lnMean, probabilities } = predictBits(model, bits);
  const dealer = view.dealer === seat ? 1 : 0;
  const distribution = [...probabilities].map((probability, c) => ({ points: model.values[c]![dealer]!, name: POINT_CLASS_NAMES[c]!, probability })).sort((a, b) => b.probability - a.probability);
  const mean = distribution.reduce((s, c) => s + c.points * c.probability, 0);
  return { mean, lnMean, distribution, model: inRiichi ? 'riichi' : 'any' };
}
