// The agents the command line seats by name: one registry of the baselines (@mjkit/game), the
// bots (@mjkit/bots) and the imitation player (@mjkit/sequence), and their settings from the
// command line's options.
import { BOT_AGENTS } from '@mjkit/bots';
import { BASELINE_AGENTS, agentRegistry } from '@mjkit/game';
import type { AgentConfig, AgentRegistry } from '@mjkit/game';
import { SEQUENCE_AGENTS } from '@mjkit/sequence/node';

/** @internal Every agent the command line knows by name. */
export const AGENTS: AgentRegistry = agentRegistry(BASELINE_AGENTS, BOT_AGENTS, SEQUENCE_AGENTS);

/**
 * @internal The spec a worker thread resolves for an agent name: a registered agent becomes
 * `<its module, resolved>#<its export>`; anything else (`<module>#<export>`) is left as it is.
 */
export function agentSpec(name: string): string {
  if (!AGENTS.has(name)) return name;
  const d = AGENTS.definition(name);
  const meta = import.meta as { resolve?: (s: string) => string };
  const resolve = (pkg: string) => (typeof meta.resolve === 'function' ? meta.resolve(pkg) : require.resolve(pkg));
  return `${resolve(d.module)}#${d.exportName}`;
}

/** @internal The agents' settings from the command line's options (the environment's, when the option is absent). */
export function agentConfig(values: { readonly [key: string]: unknown }): AgentConfig {
  const table = typeof values['sequence-table'] === 'string' ? values['sequence-table'] : process.env.MJKIT_SEQUENCE_TABLE;
  return table === undefined || table === '' ? {} : { sequenceTable: table };
}
