// The bots by name, for arenas: `mjkit arena --agents evaluator,priority,…`.
import { checkObject, describeValue, fail } from '@mjkit/core/internal';
import type { ArenaEntry } from '@mjkit/game';
import { evaluatorAgent } from './evaluator-agent.js';
import { foldAgent } from './fold-agent.js';
import { priorityAgent } from './priority-agent.js';

/** The evaluator bot, `normalized` preset, as an arena entry. */
export const evaluatorBot: ArenaEntry = Object.freeze({ name: 'evaluator', make: () => evaluatorAgent() });
/** The evaluator bot, `legacy` preset (majiang-ai 1.0.13's evaluation), as an arena entry. */
export const evaluatorLegacyBot: ArenaEntry = Object.freeze({ name: 'evaluator-legacy', make: () => evaluatorAgent({ preset: 'legacy' }) });
/** The discard-priority bot as an arena entry. */
export const priorityBot: ArenaEntry = Object.freeze({ name: 'priority', make: () => priorityAgent() });
/** The fold baseline as an arena entry. */
export const foldBot: ArenaEntry = Object.freeze({ name: 'fold', make: () => foldAgent() });

/** The bots by arena name, and the export that holds each (for worker threads, which import it). */
export const BOT_ENTRIES: Readonly<Record<string, { readonly entry: ArenaEntry; readonly exportName: string }>> = Object.freeze({
  evaluator: { entry: evaluatorBot, exportName: 'evaluatorBot' },
  'evaluator-legacy': { entry: evaluatorLegacyBot, exportName: 'evaluatorLegacyBot' },
  priority: { entry: priorityBot, exportName: 'priorityBot' },
  fold: { entry: foldBot, exportName: 'foldBot' },
});

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
  const known = typeof name === 'string' && Object.hasOwn(BOT_ENTRIES, name) ? BOT_ENTRIES[name] : undefined;
  if (!known) fail('INVALID_ARGUMENT', `no bot named ${describeValue(name)}; the bots are ${Object.keys(BOT_ENTRIES).join(', ')}`);
  return checkObject(known.entry, 'a bot entry');
}
