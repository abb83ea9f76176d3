/**
 * `@mjkit/sequence`: the number-sequence statistics of Maekawa & Takeuchi, "Estimating strategy
 * and imitating play style of human players using sequence information in mahjong": per-suit
 * (pre, post) transitions of a player's concealed hand, split by strategy (tanyao, chanta,
 * yakuhai), counted over Tenhou logs into mergeable tables, and the imitation player that ranks
 * a hand's discards by those counts.
 *
 * @packageDocumentation
 */
export { suitDigits, suitOfKind, discardSequence, callSequence, postsOf } from './sequence.js';
export type { Sequence, NumberSuit, PostOption } from './sequence.js';
export { STRATEGIES, strategiesOfWin, chooseStrategy } from './strategy.js';
export type { Strategy, StrategyInput } from './strategy.js';
export { SequenceTable, shapeOf } from './table.js';
export type { StrategyOrAll, SequenceCount } from './table.js';
export { imitationRanking } from './imitate.js';
export type { RankedDiscard, ImitationOptions } from './imitate.js';
export { gameSequences, mineGames } from './mine.js';
export type { MinedSequence, MineOptions } from './mine.js';
export { imitationSamples, imitationScores } from './score.js';
export type { ImitationSampleOptions, ImitationScores, ImitationScoreOptions, TopRates } from './score.js';
export { BLENDED_WEIGHTS, IMITATION_FEATURES, LEARNED_WEIGHTS, fitImitationWeights, imitationObjective } from './learned.js';
export type { DiscardContext, FitImitationOptions, ImitationSample, ImitationWeights } from './learned.js';
export { styleReport } from './style.js';
export type { StyleRow, StyleOptions } from './style.js';
export { imitationAgent } from './agent.js';
export type { ImitationAgentOptions } from './agent.js';
