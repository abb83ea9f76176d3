/**
 * `@mjkit/tenhou`: Tenhou logs into the table's event model (`@mjkit/table`). Reads mjlog XML (text, or gzip or plain
 * bytes) and tenhou.net/6 JSON; replays a game to every decision point; checks it; re-scores
 * its wins; exports tenhou6 JSON and mjai; rebuilds walls from the SHUFFLE seed. Runs in
 * browsers; `@mjkit/tenhou/node` adds files and folders.
 *
 * @packageDocumentation
 */
export { parseMjlog, parseMjlogGames, rulesFromGoType } from './mjlog.js';
export { toMjlog } from './mjlog-write.js';
export type { ParseOptions } from './mjlog.js';
export type * from './model.js';
export { gameLog, isGameLog } from './log-check.js';
export { decodeMeld, encodeMeld } from './meld-code.js';
export { dealtHands, liveDrawIndex, roundWall, tenhouWalls } from './wall.js';
export type { DeadWallLayout, ShuffledWall } from './wall.js';
export { replay } from './replay.js';
export type { DecisionPoint, LoggedAction, ReplayOptions } from './replay.js';
export { compareWin, scoringRules, tenhouLimit, tenhouYaku, tenhouYakuman, winEventOf, winInput } from './rescore.js';
export type { WinComparison } from './rescore.js';
export { validateWalls } from './wall-validate.js';
export type { WallMismatch } from './wall-validate.js';
export { validateGame, countEvents } from './validate.js';
export type { GameReport, LogCounts, WinMismatch } from './validate.js';
export { toTenhou6 } from './tenhou6-export.js';
export type { Tenhou6ExportOptions } from './tenhou6-export.js';
export type { Tenhou6Connection, Tenhou6Entry, Tenhou6Log, Tenhou6Result, Tenhou6Round } from './tenhou6-types.js';
export { parseTenhou6 } from './tenhou6-parse.js';
export { toMjai, toMjaiLines, mjaiCallMeld, mjaiEventOf, mjaiStartKyoku, mjaiTile, mjaiTileKind } from './mjai.js';
export { parseMjai } from './mjai-parse.js';
export type { MjaiEvent } from './mjai.js';
export { parseLogGames, sniffFormat } from './read.js';
export { emptyStats, logStats } from './stats.js';
export type { LogStats } from './stats.js';
