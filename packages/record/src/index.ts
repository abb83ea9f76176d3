/**
 * `@mjkit/record`: a game record that belongs to no log format. A {@link GameLog} holds the
 * players, the rules, the rounds and events of `@mjkit/table`, and the final scores, with what a
 * format said beyond that in one field (`meta`). The log readers (`@mjkit/tenhou`,
 * `@mjkit/mjai`) and the engine (`@mjkit/game`) make checked records; this package replays them
 * to every decision point, checks them whole (the events against the table, the sequence of
 * rounds, every win re-scored, the final scores), counts them, makes win events from the table,
 * and lays out walls as they are dealt.
 *
 * @packageDocumentation
 */
export type { GameLog, LogMeta, ParseOptions } from './model.js';
export { gameLog, isGameLog } from './log-check.js';
export { RECORD_LINES_VERSION, isRecordLines, parseRecordLines, toRecordLines } from './lines.js';
export { replay } from './replay.js';
export type { DecisionPoint, LoggedAction, ReplayOptions } from './replay.js';
export { walkHands } from './walk.js';
export type { HandsState, HandsVisitor } from './walk.js';
export { hongKongWinEventOf } from './hk-win.js';
export { compareWin, scoringRules, tenhouLimit, tenhouYaku, tenhouYakuman, winEventOf, winInput } from './rescore.js';
export type { WinComparison } from './rescore.js';
export { exhaustiveDrawOf } from './draw.js';
export { validateGame, countEvents } from './validate.js';
export type { GameReport, LogCounts, WinMismatch } from './validate.js';
export { emptyStats, logStats } from './stats.js';
export type { LogStats } from './stats.js';
export { dealtHands, liveDrawIndex } from './wall.js';
export type { DeadWallLayout, ShuffledWall } from './wall.js';
