/**
 * `@mjkit/bots`: riichi mahjong bots for the `@mjkit/game` engine. The published rule-based
 * algorithm (MahjongJoy's discard priority, riichi and Hong Kong variants) with each of its
 * definitions a tested function, and an evaluator bot on the 電脳麻将 discard evaluation with
 * push or fold by tile danger. Every decision can be explained.
 *
 * @packageDocumentation
 */
export { sightOf } from './sight.js';
export type { Sight, SightInput } from './sight.js';
export { combinations, deadIncompleteSequences, deadPairs, deadTiles, incompleteSequences, isolatedTiles, pairs, skipTiles, unneededTiles, unseenCopies, visibleCount } from './definitions.js';
export type { GroupOptions, Kind } from './definitions.js';
export { callKeepsSets, hongKongCounts, hongKongPlan, priorityClasses, priorityDiscard } from './priority.js';
export type { Plan, PriorityChoice, PriorityOptions, PriorityRule } from './priority.js';
export { priorityAgent, priorityDecision, riichiStyle } from './priority-agent.js';
export { sightOfView } from './sight.js';
export { hongKongPriorityDecision, hongKongVariant } from './priority-hk.js';
export type { HongKongPriorityReason, HongKongVariant } from './priority-hk.js';
export type { PriorityAgentOptions, PriorityReason } from './priority-agent.js';
export { tileDanger } from './danger.js';
export type { DangerMap, SafeKinds, Threat } from './danger.js';
export { PassedAfterRiichi } from './passed.js';
export { DEAL_IN_FEATURES, DEAL_IN_FEATURE_COUNT, DEAL_IN_WEIGHTS_VERSION, dealInFeatures, dealInProbability, dealInRisk, dealInSituation, decodeDealInModel, encodeDealInModel, shippedDealInModel } from './deal-in.js';
export type { DealInModel, DealInRisk, DealInSituation } from './deal-in.js';
export { DEAL_IN_TREES_VERSION, DEAL_IN_TREE_FEATURES, DEAL_IN_TREE_FEATURE_COUNT, dealInTreeFeatures, dealInTreesProbability, dealInTreesRisk, decodeDealInTrees, encodeDealInTrees, shippedDealInTrees } from './deal-in-trees.js';
export type { DealInTrees } from './deal-in-trees.js';
export { WALL_TREES_VERSION, WALL_TREE_FEATURES, WALL_TREE_FEATURE_COUNT, decodeWallTrees, encodeWallTrees, shippedWallTrees, treesWall, wallTreeFeatures } from './wall-trees.js';
export type { WallTrees } from './wall-trees.js';
export type { FlatTrees } from './trees.js';
export { NOTEN_SWING, SELF_DRAW_SHARE, exhaustiveDrawChance, futureCost, opponentTerms, pushFoldTerms } from './push-fold.js';
export { HAND_READING_FEATURES, HAND_READING_FEATURE_COUNT, HAND_READING_WEIGHTS_VERSION, concealedCount, decodeHandReadingModel, encodeHandReadingModel, handReadingFeatures, handReadingProbabilities, readHands, shippedHandReadingModel } from './hand-reading.js';
export type { HandReading, HandReadingModel } from './hand-reading.js';
export type { DealInChances, DealInSource, OpponentTable, OpponentTerm, PushFold, PushFoldOptions, PushFoldTerm, WinPoints, WinPointsSource } from './push-fold.js';
export { evaluatorAgent, evaluatorDecision } from './evaluator-agent.js';
export type { EvaluatorAgentOptions, EvaluatorDecisionOptions, EvaluatorReason, WallReading, EvaluatorWall, WeighedDiscard } from './evaluator-agent.js';
export type { Decided, ExplainingAgent } from './explain.js';
export { foldAgent } from './fold-agent.js';
export { BOT_AGENTS, botEntry, evaluatorBot, evaluatorLegacyBot, foldBot, priorityBot } from './registry.js';
export { positionTurn } from './position-turn.js';
export { parseOpen, parsePositionTexts, parseQuiet, parseRiichi } from './position-text.js';
export type { PositionTexts } from './position-text.js';
export type { PositionOpen, PositionQuiet, PositionRiichi, PositionTurnOptions } from './position-turn.js';
export { PLACEMENT_SPREAD, expectedRank, placementOf } from './placement.js';
export type { Placement } from './placement.js';
export { reviewSeat, reviewSummary, reviewSummaryText, reviewedActionText, reviewedLossText } from './review.js';
export type { ReviewedDiscard, ReviewPushOrFold, ReviewSummary, ReviewTurn } from './review.js';
