// The one registry of named agents: the baselines here, the bots of `@mjkit/bots`, the imitation
// player of `@mjkit/sequence` each give their definitions, and whoever seats agents by name (the
// command line, an arena on worker threads) builds one registry from them. An agent's settings
// (a table file, a preset) come in its `config`, from the caller: no library reads the
// environment.
import { checkObject, describeValue, fail } from '@mjkit/core/internal';
import type { Agent } from './agent.js';
import { randomAgent, shantenAgent, tsumogiriAgent } from './agents.js';
import type { AgentSlot, ArenaEntry } from './arena.js';

/**
 * Settings of the agents of a run, by name (the command line's options, e.g. `sequenceTable`),
 * handed to every agent's factory: an agent reads its own and ignores the rest.
 */
export type AgentConfig = Readonly<Record<string, string | undefined>>;

/** A named agent that arenas and the command line can seat. */
export interface AgentDefinition {
  /** The name it is seated by, and shown under. */
  readonly name: string;
  /** What it is, in a few words (listed by the command line). */
  readonly summary: string;
  /** Makes the agent of one seat of one game. */
  readonly make: (slot: AgentSlot, config: AgentConfig) => Agent;
  /**
   * Where this definition is exported, for worker threads, which import it again
   * (`<module>#<exportName>`): a package name (`@mjkit/bots`) or a module path.
   */
  readonly module: string;
  readonly exportName: string;
}

/** The baseline agents: `tsumogiri`, `random-legal` (seeded per slot), `shanten`. */
export const tsumogiriDefinition: AgentDefinition = Object.freeze({
  name: 'tsumogiri',
  summary: 'discards what it draws; never calls or wins (the floor of any table)',
  make: () => tsumogiriAgent(),
  module: '@mjkit/game',
  exportName: 'tsumogiriDefinition',
});
/** See {@link tsumogiriDefinition}. */
export const randomLegalDefinition: AgentDefinition = Object.freeze({
  name: 'random-legal',
  summary: 'any legal action, calls and wins included, at random (seeded per seat and game)',
  make: (slot: AgentSlot) => randomAgent(slot.seed),
  module: '@mjkit/game',
  exportName: 'randomLegalDefinition',
});
/** See {@link tsumogiriDefinition}. */
export const shantenDefinition: AgentDefinition = Object.freeze({
  name: 'shanten',
  summary: 'the greedy shanten player: the best shanten, then the most effective tiles; riichi when it can; no calls',
  make: () => shantenAgent(),
  module: '@mjkit/game',
  exportName: 'shantenDefinition',
});

/** The baseline agents' definitions. */
export const BASELINE_AGENTS: readonly AgentDefinition[] = Object.freeze([tsumogiriDefinition, randomLegalDefinition, shantenDefinition]);

/** True for a value shaped as an {@link AgentDefinition}. */
export function isAgentDefinition(value: unknown): value is AgentDefinition {
  const d = value as AgentDefinition;
  return value !== null && typeof value === 'object' && typeof d.name === 'string' && typeof d.summary === 'string' && typeof d.make === 'function' && typeof d.module === 'string' && typeof d.exportName === 'string';
}

/** Named agents: one registry, built from the definitions each package gives. */
export class AgentRegistry {
  readonly #byName = new Map<string, AgentDefinition>();

  /** A registry of these definitions; two of one name are `INVALID_ARGUMENT`. */
  constructor(definitions: readonly AgentDefinition[]) {
    if (!Array.isArray(definitions)) fail('INVALID_ARGUMENT', `an agent registry is made of agent definitions, not ${describeValue(definitions)}`);
    for (const d of definitions) {
      if (!isAgentDefinition(d)) fail('INVALID_ARGUMENT', `not an agent definition (name, summary, make, module, exportName): ${describeValue(d)}`);
      if (this.#byName.has(d.name)) fail('INVALID_ARGUMENT', `two agents are named ${JSON.stringify(d.name)}`);
      this.#byName.set(d.name, d);
    }
  }

  /** Every agent's name, in the order given. */
  get names(): string[] {
    return [...this.#byName.keys()];
  }

  /** Whether an agent of this name is registered. */
  has(name: string): boolean {
    return this.#byName.has(name);
  }

  /** The definition of an agent; an unknown name is `INVALID_ARGUMENT`, listing every name. */
  definition(name: string): AgentDefinition {
    const d = typeof name === 'string' ? this.#byName.get(name) : undefined;
    if (!d) fail('INVALID_ARGUMENT', `no agent named ${describeValue(name)}; the agents are ${this.names.join(', ')}, or <module>#<export>`);
    return d;
  }

  /** The arena entry of an agent, with the run's settings. */
  entry(name: string, config: AgentConfig = {}): ArenaEntry {
    const d = this.definition(name);
    checkObject(config, 'agent config');
    return { name: d.name, make: (slot) => d.make(slot, config) };
  }
}

/**
 * One registry of the agents of several packages' lists.
 *
 * @example
 * ```ts
 * import { BASELINE_AGENTS, agentRegistry, runArena } from '@mjkit/game';
 * const agents = agentRegistry(BASELINE_AGENTS);
 * agents.names; // => ['tsumogiri', 'random-legal', 'shanten']
 * runArena(['shanten', 'tsumogiri', 'tsumogiri', 'tsumogiri'].map((n) => agents.entry(n)), { sets: 1, seed: 'doc' }).games; // => 4
 * agents.entry('nobody'); // throws INVALID_ARGUMENT
 * ```
 */
export function agentRegistry(...lists: readonly (readonly AgentDefinition[])[]): AgentRegistry {
  return new AgentRegistry(lists.flat());
}
