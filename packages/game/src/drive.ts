// Playing a game with agents: synchronously, or with agents that answer later. An agent is
// code we do not trust: what it throws or rejects, in `act` or `notify`, is counted as an agent
// error and the game goes on (its answer replaced by the safe default); an async agent that does
// not answer within its time limit gives an illegal answer.
import type { Seat } from '@mjkit/core';
import { checkOptions, describeValue, fail } from '@mjkit/core/internal';
import type { Action } from '@mjkit/table';
import type { Agent, AsyncAgent, GameUpdate } from './agent.js';
import { AGENT_LATE, AGENT_THREW } from './engine-core.js';
import { gameSteps } from './engine.js';
import type { AgentError, EngineDecision, GameResult, GameSetup } from './engine.js';

/** What an agent threw, as text (whatever it threw). */
function messageOf(e: unknown): string {
  try {
    return e instanceof Error ? `${e.name}: ${e.message}` : `threw ${describeValue(e)}`;
  } catch {
    return 'threw a value that cannot be printed';
  }
}

/** The agents' errors of one game, and where the game is for each seat (round, event) as told. */
class ErrorLog {
  readonly errors: AgentError[] = [];
  readonly #round = [-1, -1, -1, -1];
  readonly #event = [0, 0, 0, 0];
  /** Promises of async notifies not settled yet. */
  readonly pending = new Set<Promise<unknown>>();

  /** Follows the updates told to `seat`, to locate its errors. */
  follow(seat: Seat, update: GameUpdate): void {
    if (update.type === 'round-start') {
      this.#round[seat]!++;
      this.#event[seat] = 0;
    } else if (update.type === 'event') this.#event[seat]!++;
  }

  add(seat: Seat, phase: 'act' | 'notify', e: unknown, at?: { roundIndex: number; event: number }): void {
    this.errors.push({ seat, roundIndex: at?.roundIndex ?? Math.max(0, this.#round[seat]!), event: at?.event ?? this.#event[seat]!, phase, message: messageOf(e) });
  }
}

function notifier(agents: readonly (Agent | AsyncAgent)[], setup: GameSetup, log: ErrorLog): GameSetup['notify'] {
  if (!Array.isArray(agents) || !agents.every((a) => a !== null && typeof a === 'object' && typeof a.act === 'function')) {
    fail('INVALID_ARGUMENT', `agents are an array of objects with an act function, not ${describeValue(agents)}`);
  }
  if (setup === null || typeof setup !== 'object') fail('INVALID_ARGUMENT', `a game setup is an object, not ${describeValue(setup)}`);
  const own = setup.notify;
  if (!own && !agents.some((a) => typeof a.notify === 'function')) return undefined;
  return (seat: Seat, update: GameUpdate) => {
    own?.(seat, update);
    log.follow(seat, update);
    const agent = agents[seat] as Agent | AsyncAgent;
    try {
      const r = agent.notify?.(update) as unknown;
      if (r !== null && typeof r === 'object' && typeof (r as Promise<unknown>).then === 'function') {
        const p: Promise<unknown> = Promise.resolve(r).then(
          () => log.pending.delete(p),
          (e: unknown) => {
            log.pending.delete(p);
            log.add(seat, 'notify', e);
          },
        );
        log.pending.add(p);
      }
    } catch (e) {
      log.add(seat, 'notify', e);
    }
  };
}

function checkAgents(agents: readonly (Agent | AsyncAgent)[], players: number): void {
  if (!Array.isArray(agents) || agents.length !== players || !agents.every((a) => a !== null && typeof a === 'object' && typeof a.act === 'function')) {
    fail('INVALID_ARGUMENT', `a game of ${players} needs ${players} agents, each with an act function`);
  }
}

/** The engine started for these agents: its steps and its first decision (or the end). */
function start(agents: readonly (Agent | AsyncAgent)[], setup: GameSetup, log: ErrorLog) {
  const steps = gameSteps({ ...setup, notify: notifier(agents, setup, log) });
  const next = steps.next(undefined as unknown as Action);
  checkAgents(agents, next.done ? agents.length : next.value.state.players);
  return { steps, next };
}

const where = (d: EngineDecision) => ({ roundIndex: d.roundIndex, event: d.state.events.length });

/**
 * Plays a whole game with synchronous agents, one per seat: each sees only its view and the
 * legal actions, values it cannot change the table with. An answer is judged by its value; one
 * that is not legal is refused, counted in `illegal`, and replaced by tsumogiri or pass. An
 * agent whose `act` or `notify` throws is counted in `agentErrors` (its answer replaced the same
 * way) and the game goes on.
 *
 * @example
 * ```ts
 * import { playGame, shantenAgent, tsumogiriAgent } from '@mjkit/game';
 * const result = playGame([shantenAgent(), tsumogiriAgent(), tsumogiriAgent(), tsumogiriAgent()], { seed: 'demo' });
 * result.log.rounds.length > 0; // => true
 * result.scores.reduce((a, b) => a + b, 0); // => 100000
 * [result.illegal.length, result.agentErrors.length]; // => [0, 0]
 * // an agent that throws is counted, and the game goes on
 * const broken = { name: 'broken', act: () => { throw new Error('oops'); } };
 * const played = playGame([broken, tsumogiriAgent(), tsumogiriAgent(), tsumogiriAgent()], { seed: 'demo' });
 * played.agentErrors.length > 0 && played.scores.reduce((a, b) => a + b, 0) === 100000; // => true
 * ```
 */
export function playGame(agents: readonly Agent[], setup: GameSetup = {}): GameResult {
  const log = new ErrorLog();
  let { steps, next } = start(agents, setup, log);
  while (!next.done) {
    const d = next.value;
    let answer: Action;
    try {
      answer = (agents[d.seat] as Agent).act(d.view, d.actions);
    } catch (e) {
      log.add(d.seat, 'act', e, where(d));
      answer = AGENT_THREW;
    }
    next = steps.next(answer);
  }
  return { ...next.value, agentErrors: log.errors };
}

/** Options of {@link playGameAsync}. */
export interface AsyncPlayOptions {
  /**
   * The time an agent has for each decision, in milliseconds (default: no limit). An answer that
   * comes later is an illegal answer (reason `timeout`), replaced by the safe default; the game
   * goes on. It also bounds the wait, at the end of the game, for `notify` promises.
   */
  readonly timeLimit?: number;
}

/**
 * {@link playGame} with agents whose answers may come later (a bot in another process). What an
 * agent throws or rejects is counted in `agentErrors`; with `timeLimit`, a decision not answered
 * in time is an illegal answer.
 */
export async function playGameAsync(agents: readonly AsyncAgent[], setup: GameSetup = {}, options: AsyncPlayOptions = {}): Promise<GameResult> {
  const o = checkOptions(options, 'async play options', ['timeLimit']);
  const limit = o.timeLimit;
  if (limit !== undefined && !(typeof limit === 'number' && limit > 0 && limit <= 2 ** 31 - 1)) fail('INVALID_ARGUMENT', `timeLimit is a number of milliseconds > 0, not ${describeValue(limit)}`);
  const log = new ErrorLog();
  let { steps, next } = start(agents, setup, log);
  while (!next.done) {
    const d = next.value;
    let answer: Action;
    try {
      answer = await withinLimit((agents[d.seat] as AsyncAgent).act(d.view, d.actions), limit);
    } catch (e) {
      log.add(d.seat, 'act', e, where(d));
      answer = AGENT_THREW;
    }
    next = steps.next(answer);
  }
  if (log.pending.size > 0) await withinLimit(Promise.allSettled([...log.pending]), limit);
  return { ...next.value, agentErrors: log.errors };
}

/** `answer`, or {@link AGENT_LATE} when it does not come within `limit` ms (no limit when undefined). */
function withinLimit<T>(answer: T | Promise<T>, limit: number | undefined): Promise<T | Action> {
  if (limit === undefined) return Promise.resolve(answer);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Action>((resolve) => {
    timer = setTimeout(() => resolve(AGENT_LATE), limit);
  });
  return Promise.race([Promise.resolve(answer), late]).finally(() => clearTimeout(timer));
}
