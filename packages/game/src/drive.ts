// Playing a game with agents: synchronously, or with agents that answer later.
import type { Seat } from '@mjkit/core';
import { describeValue, fail } from '@mjkit/core/internal';
import type { Action } from '@mjkit/table';
import type { Agent, AsyncAgent, GameUpdate } from './agent.js';
import { gameSteps } from './engine.js';
import type { GameResult, GameSetup } from './engine.js';

function notifier(agents: readonly (Agent | AsyncAgent)[], setup: GameSetup): GameSetup['notify'] {
  if (!Array.isArray(agents) || !agents.every((a) => a !== null && typeof a === 'object' && typeof a.act === 'function')) {
    fail('INVALID_ARGUMENT', `agents are an array of objects with an act function, not ${describeValue(agents)}`);
  }
  if (setup === null || typeof setup !== 'object') fail('INVALID_ARGUMENT', `a game setup is an object, not ${describeValue(setup)}`);
  const own = setup.notify;
  if (!own && !agents.some((a) => a.notify)) return undefined;
  return (seat: Seat, update: GameUpdate) => {
    own?.(seat, update);
    void agents[seat]?.notify?.(update);
  };
}

function checkAgents(agents: readonly (Agent | AsyncAgent)[], players: number): void {
  if (!Array.isArray(agents) || agents.length !== players || !agents.every((a) => a !== null && typeof a === 'object' && typeof a.act === 'function')) {
    fail('INVALID_ARGUMENT', `a game of ${players} needs ${players} agents, each with an act function`);
  }
}

/** The engine started for these agents: its steps and its first decision (or the end). */
function start(agents: readonly (Agent | AsyncAgent)[], setup: GameSetup) {
  const steps = gameSteps({ ...setup, notify: notifier(agents, setup) });
  const next = steps.next(undefined as unknown as Action);
  checkAgents(agents, next.done ? agents.length : next.value.state.players);
  return { steps, next };
}

/**
 * Plays a whole game with synchronous agents, one per seat: each sees only its view and the
 * legal actions. An answer that is not legal (or an agent that throws) is refused, counted in
 * `illegal`, and replaced by tsumogiri or pass.
 *
 * @example
 * ```ts
 * import { playGame, shantenAgent, tsumogiriAgent } from '@mjkit/game';
 * const result = playGame([shantenAgent(), tsumogiriAgent(), tsumogiriAgent(), tsumogiriAgent()], { seed: 'demo' });
 * result.log.rounds.length > 0; // => true
 * result.scores.reduce((a, b) => a + b, 0); // => 100000
 * result.illegal.length; // => 0
 * ```
 */
export function playGame(agents: readonly Agent[], setup: GameSetup = {}): GameResult {
  let { steps, next } = start(agents, setup);
  while (!next.done) {
    const d = next.value;
    let answer: Action;
    try {
      answer = (agents[d.seat] as Agent).act(d.view, d.actions);
    } catch {
      answer = undefined as unknown as Action;
    }
    next = steps.next(answer);
  }
  return next.value;
}

/** {@link playGame} with agents whose answers may come later (a bot in another process). */
export async function playGameAsync(agents: readonly AsyncAgent[], setup: GameSetup = {}): Promise<GameResult> {
  let { steps, next } = start(agents, setup);
  while (!next.done) {
    const d = next.value;
    let answer: Action;
    try {
      answer = await (agents[d.seat] as AsyncAgent).act(d.view, d.actions);
    } catch {
      answer = undefined as unknown as Action;
    }
    next = steps.next(answer);
  }
  return next.value;
}
