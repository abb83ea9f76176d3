/**
 * `@mjkit/game`: a strict, fast riichi mahjong engine on the table model of `@mjkit/table`:
 * four and three players by the rule presets, agents that see only their own view, seeded and
 * Tenhou walls, games recorded as `@mjkit/record` records (which `@mjkit/tenhou` writes as Tenhou
 * logs).
 *
 * @packageDocumentation
 */
export type { Agent, AsyncAgent, GameUpdate } from './agent.js';
export { randomAgent, shantenAgent, tsumogiriAgent } from './agents.js';
export { playGame, playGameAsync } from './drive.js';
export { gameSteps, runSteps } from './engine.js';
export type { AgentError, EngineDecision, GameResult, GameSetup, GameStart, IllegalAction } from './engine.js';
export type { AsyncPlayOptions } from './drive.js';
export type { PlayedGame } from './record.js';
export { hongKongWall, seededShuffle, streamWall, wallOfShuffled } from './wall.js';
export type { HongKongRoundWall, HongKongWallSource, RoundWall, WallSource } from './wall.js';
export { arenaGames, arenaStatistics, baselineEntry, duplicateHongKongWalls, duplicateWalls, formatArenaTable, pairedDifference, playArenaGame, playArenaGameAsync, runArena, summarizeGame } from './arena.js';
export { AgentRegistry, BASELINE_AGENTS, agentRegistry, isAgentDefinition, randomLegalDefinition, shantenDefinition, tsumogiriDefinition } from './registry.js';
export type { AgentConfig, AgentDefinition } from './registry.js';
export type { AgentSlot, AgentStatistics, ArenaEntry, AsyncArenaEntry, ArenaGame, ArenaOptions, ArenaReport, GameSummary, PairedDifference, PairedMeasure, SeatSummary } from './arena.js';
