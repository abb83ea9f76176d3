/**
 * `@mjkit/donjara`: the Donjara toy game of Kubota & Sekine's study — 9 kinds × 9 tiles, hands of
 * 8, three yaku, riichi at tenpai — with a seeded engine, its shanten, the study's random and four
 * virtual players, and their measures.
 *
 * @packageDocumentation
 */
export { DONJARA_COPIES, DONJARA_HAND, DONJARA_KINDS, donjaraHand, donjaraMissing, donjaraShanten, donjaraTilesToWin, donjaraYaku, formatDonjaraHand } from './hand.js';
export type { DonjaraCounts, DonjaraYaku } from './hand.js';
export { DONJARA_POINTS, donjaraRules } from './rules.js';
export type { DonjaraRules } from './rules.js';
export { playDonjaraGame, playDonjaraRound } from './game.js';
export type { DonjaraAgent, DonjaraEvent, DonjaraGameResult, DonjaraRoundOptions, DonjaraRoundResult, DonjaraView } from './game.js';
export { DONJARA_AGENTS, discardOutlook, donjaraAgent, randomDonjaraAgent, unseenCounts, virtualPlayer } from './agents.js';
export type { DiscardOutlook, DonjaraPolicyAgent, VirtualStyle } from './agents.js';
export { donjaraStats } from './stats.js';
export type { DonjaraStats, Rate } from './stats.js';
export { bayesEstimator } from './bayes.js';
export type { BayesOptions } from './bayes.js';
export { evaluateEstimators, handMatch, randomEstimator } from './estimate.js';
export type { DonjaraEstimator, EstimatorCurve, EstimatorEvaluation, EstimatorReport, HandEstimate } from './estimate.js';
export { stateOf } from './transformer.js';
export type { EstimatorNet, EstimatorShape } from './transformer.js';
export { ESTIMATOR_WEIGHTS_VERSION, calibrateEstimator, decodeEstimator, encodeEstimator, estimationReward, priorEstimator, trainEstimator, transformerEstimator } from './learn.js';
export type { CalibrationStep, EstimatorCalibration, EstimatorModel, EstimatorTraining, TransformerEstimatorOptions } from './learn.js';
export { actionReward, baseReward, rewardMultiplier, scoreReward, trainerReward, winFunction, yakuReward } from './trainer-reward.js';
export type { TrainerRewardOptions } from './trainer-reward.js';
export type { Param, TapeMatrix } from './tape.js';
export { LEARNER_FEATURES, learnerAgent } from './learner.js';
export type { DonjaraLearner, LearnerOptions } from './learner.js';
export { TRAINER_CLASSES, TRAINER_POLICY_VERSION, decodeTrainers, encodeTrainers, trainTrainers, trainerAgent } from './trainer.js';
export type { DonjaraTrainer, TrainerAgentOptions, TrainerEstimator, TrainerPolicy, TrainerTraining, TrainerTrainingResult } from './trainer.js';
export { trainingEffect } from './training-effect.js';
export type { TraineeDifference, TrainingCondition, TrainingEffectOptions, TrainingEffectReport } from './training-effect.js';
export { shippedEstimator, shippedTrainers } from './shipped-models.js';
