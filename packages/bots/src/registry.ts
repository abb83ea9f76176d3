// The bots as named agents (`@mjkit/game`'s agent registry): `mjkit arena --agents
// evaluator,priority,…` and every arena that seats agents by name.
import type { AgentDefinition, ArenaEntry } from '@mjkit/game';
import { agentRegistry } from '@mjkit/game';
import { evaluatorAgent } from './evaluator-agent.js';
import { foldAgent } from './fold-agent.js';
import { priorityAgent } from './priority-agent.js';

/** The evaluator bot, `normalized` preset, as a named agent. */
export const evaluatorBot: AgentDefinition = Object.freeze({
  name: 'evaluator',
  summary: 'the 電脳麻将 evaluation (normalized preset), push or fold by tile danger',
  make: () => evaluatorAgent(),
  module: '@mjkit/bots',
  exportName: 'evaluatorBot',
});
/** The evaluator bot, `legacy` preset (majiang-ai 1.0.13's evaluation), as a named agent. */
export const evaluatorLegacyBot: AgentDefinition = Object.freeze({
  name: 'evaluator-legacy',
  summary: "the evaluator bot on majiang-ai 1.0.13's evaluation (legacy preset)",
  make: () => evaluatorAgent({ preset: 'legacy' }),
  module: '@mjkit/bots',
  exportName: 'evaluatorLegacyBot',
});
/** The discard-priority bot as a named agent. */
export const priorityBot: AgentDefinition = Object.freeze({
  name: 'priority',
  summary: "MahjongJoy's discard-priority bot",
  make: () => priorityAgent(),
  module: '@mjkit/bots',
  exportName: 'priorityBot',
});
/** The fold baseline as a named agent. */
export const foldBot: AgentDefinition = Object.freeze({
  name: 'fold',
  summary: 'the greedy shanten player that folds to any riichi (a baseline)',
  make: () => foldAgent(),
  module: '@mjkit/bots',
  exportName: 'foldBot',
});

/** The bots, as the agent registry takes them. */
export const BOT_AGENTS: readonly AgentDefinition[] = Object.freeze([evaluatorBot, evaluatorLegacyBot, priorityBot, foldBot]);

/**
 * A bot's arena entry by name (`evaluator`, `evaluator-legacy`, `priority`, `fold`); throws
 * `INVALID_ARGUMENT` for any other.
 *
 * @example
 * ```ts
 * import { botEntry } from '@mjkit/bots';
 * import { runArena, baselineEntry } from '@mjkit/game';
 * const report = runArena([botEntry('priority'), baselineEntry('shanten'), baselineEntry('shanten'), botEntry('fold')], { sets: 1, seed: 'doc' });
 * report.agents.map((a) => a.name); // => ['priority', 'shanten', 'fold']
 * botEntry('nobody'); // throws INVALID_ARGUMENT
 * ```
 */
export function botEntry(name: string): ArenaEntry {
  return agentRegistry(BOT_AGENTS).entry(name);
}
