/**
 * `@mjkit/opponent-score`: predicting an opponent's winning score, after Hagihara, Yamada, Sato
 * & Ikeda, "Machine learning for opponent score estimation in mahjong": the riichi and call
 * features of the study (Tables 1 and 6), positions from Tenhou logs, a linear model fitted to its
 * optimum (ridge with an intercept, λ by inner cross-validation; or the study's gradient descent), feature grouping and combination by local search, a multi-layer
 * perceptron (ReLU, dropout, Adam), a predicted distribution over point values, and shipped
 * weights for `predictWinScore`.
 *
 * @packageDocumentation
 */
export { RIICHI_FEATURES, CALL_FEATURES, EXTENDED_FEATURES, featureSetOf, riichiFeatures, callFeatures, extraFeatures, extendedFeatures, extractFeatures } from './features.js';
export type { FeatureKind, FeatureSet, FeatureSetName } from './features.js';
export { gamePositions, encodePositions, decodePositions } from './positions.js';
export type { ScorePosition, ScorePositionKind } from './positions.js';
export { POINT_CLASS_BOUNDS, POINT_CLASS_NAMES, pointClassOf } from './distribution.js';
export type { Calibration } from './distribution.js';
export { trainModel, crossValidate, findGrouping, predictBits, evaluateModel } from './model.js';
export type { ModelKind, OpponentScoreModel, TrainOptions, CrossValidation, ModelEvaluation } from './model.js';
export type { Grouping } from './grouping.js';
export type { Mlp } from './mlp.js';
export type { PointClassModel } from './distribution.js';
export { encodeModel, decodeModel, readWeightsHeader, WEIGHTS_VERSION } from './weights.js';
export type { WeightsHeader } from './weights.js';
export { predictWinScore, shippedModels } from './predict.js';
export type { PointChance, WinScorePrediction, PredictOptions } from './predict.js';
