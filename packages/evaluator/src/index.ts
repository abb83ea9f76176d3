/**
 * `@mjkit/evaluator`: what to discard, by the evaluation of the 電脳麻将 AI (majiang-ai): the
 * value of a hand is the points it can reach, weighted by the tiles that can still be drawn,
 * looked ahead to the win from shanten 2 or less.
 *
 * @packageDocumentation
 */
export { evaluateDiscards, EVALUATOR_PRESETS } from './evaluate.js';
export type { DiscardEvaluation, DiscardValue, EvaluateOptions, EvaluatorPreset } from './evaluate.js';
export { evaluateHand } from './hand-value.js';
export type { HandValue } from './hand-value.js';
export { positionOf, isPosition } from './position.js';
export type { Position, PositionInput, ViewLike, ViewMeld } from './position.js';
export type { TileModel } from './remaining.js';
export type { SearchSettings } from './search.js';
export { evaluateTurnAware } from './turn-aware.js';
export type { TurnAwareDiscard, TurnAwareEvaluation, TurnAwareOptions, TurnAwareValue } from './turn-aware.js';
