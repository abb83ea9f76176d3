/**
 * `@mjkit/game/node`: what needs Node: the duplicate arena on worker threads, and agents that are
 * other processes (mjai bots over stdio).
 *
 * @packageDocumentation
 */
export { DEFAULT_TIME_LIMIT, MAX_ARENA_SETS, MJAI_SPEC, entryOf, gameFileName, isMjaiSpec, runArenaParallel } from './arena-node.js';
export type { AgentSpec, ParallelArenaOptions, ParallelArenaResult } from './arena-node.js';
export { mjaiAgent, mjaiSeat, serveMjai } from './mjai-bot.js';
export type { MjaiAgentOptions, MjaiProcessAgent, MjaiSeat } from './mjai-bot.js';
export { arenaReportText, mergeArenaReports, parseArenaReport } from './arena-report.js';
export type { ArenaReportFile, ArenaRun } from './arena-report.js';
