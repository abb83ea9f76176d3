// What the engines of both rule families share: emitting an event (applied, told to the seats,
// checked), putting a decision to a seat, judging its answer, and the table's invariants.
import { isHongKongRules } from '@mjkit/core';
import type { HongKongRules, Rules, Seat, TileId } from '@mjkit/core';
import { fail } from '@mjkit/core/internal';
import { playerView } from '@mjkit/table';
import type { Action, RoundEvent, TableState } from '@mjkit/table';
import type { GameUpdate } from './agent.js';
import { judgeAnswer, safeDefault } from './answer.js';
import type { EngineDecision, IllegalAction } from './engine.js';

/** @internal Game-wide things a round needs (riichi rules by default, or Hong Kong's). */
export interface Context<R extends Rules | HongKongRules = Rules> {
  readonly rules: R;
  readonly players: 3 | 4;
  readonly check: boolean;
  readonly notify: ((seat: Seat, update: GameUpdate) => void) | undefined;
  readonly illegal: IllegalAction[];
  roundIndex: number;
}

/**
 * @internal `value`, frozen through (objects and arrays within it too): what agents are told
 * cannot be used to change a record. Stops at what is frozen already.
 */
export function freezeDeep<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const key of Object.keys(value)) freezeDeep((value as Record<string, unknown>)[key]);
  return value;
}

/** @internal Emits an event: applies it to the state, tells the seats, checks the invariants. */
export function emit(ctx: Context<Rules | HongKongRules>, state: TableState, e: RoundEvent): void {
  state.apply(e);
  if (ctx.notify) {
    freezeDeep(e);
    for (let s = 0; s < ctx.players; s++) {
      const seen = e.type === 'draw' && e.seat !== s ? { ...e, tile: -1 } : e;
      ctx.notify(s as Seat, { type: 'event', event: seen });
    }
  }
  if (ctx.check) checkInvariants(state, isHongKongRules(ctx.rules) ? 0 : ctx.rules.riichiDeposit);
}

/**
 * @internal The decision to put to `seat`: its view, and a copy of the offered actions (the engine judges
 * the answer against its own list), values it cannot change the table with.
 */
export function decision(ctx: Context<Rules | HongKongRules>, state: TableState, seat: Seat, actions: readonly Action[]): EngineDecision {
  return { seat, view: playerView(state, seat), actions: actions.slice(), state, roundIndex: ctx.roundIndex };
}

/**
 * @internal What a driver answers for an agent that threw in `act` (the driver counts the error)
 * or that did not answer within its time limit (an illegal answer).
 */
export const AGENT_THREW: Action = Object.freeze({ type: 'pass' });
/** @internal See {@link AGENT_THREW}. */
export const AGENT_LATE: Action = Object.freeze({ type: 'pass' });

/** @internal The action to play for the answer of `seat`: its value if legal; otherwise a safe default, with the refusal recorded. */
export function accept(ctx: Context<Rules | HongKongRules>, state: TableState, seat: Seat, actions: readonly Action[], answer: Action): Action {
  if (answer !== AGENT_THREW && answer !== AGENT_LATE) {
    const chosen = judgeAnswer(state, seat, actions, answer, ctx.rules);
    if (chosen !== null) return chosen;
  }
  const fallback = safeDefault(state, seat, actions);
  if (answer !== AGENT_THREW) ctx.illegal.push({ seat, roundIndex: ctx.roundIndex, event: state.events.length, action: answer === AGENT_LATE ? undefined : answer, reason: answer === AGENT_LATE ? 'timeout' : 'not-legal', replacedBy: fallback });
  return fallback;
}

/**
 * Tiles and points conserved (Hong Kong: bonus tiles set aside counted, the dead wall never played); each seat's view shows its own tiles only. Throws `ILLEGAL_STATE`.
 * Tiles: those placed (hands, rivers, melds, indicators) plus the live wall plus the dead wall's
 * hidden ones (14 minus the indicators shown: replacements are made up from the live wall).
 */
const VIEW_KEYS = 'seat,players,round,roundWind,honba,riichiSticks,dealer,seatWind,redFives,hand,drawn,melds,rivers,riichi,scores,kita,bonus,doraIndicators,tilesLeft,lastDiscard';

function checkInvariants(state: TableState, deposit: number): void {
  const hk = state.hongKong;
  const total = hk !== null ? 136 + (hk.bonusTiles ? 8 : 0) : state.players === 4 ? 136 : 108;
  let placed = 0;
  for (let t = 0; t < 136; t++) if (state.where[t] !== -1) placed++;
  for (const b of state.bonus) placed += b.length;
  const hidden = hk !== null ? hk.deadWall : 14 - state.doraIndicators.length;
  if (placed + state.tilesLeft + hidden !== total) fail('ILLEGAL_STATE', `tiles not conserved: ${placed} placed, ${state.tilesLeft} live, ${hidden} in the dead wall`);
  const points = state.scores.slice(0, state.players).reduce((a, b) => a + b, 0) + state.riichiSticks * deposit;
  const expected = state.start.scores.slice(0, state.players).reduce((a, b) => a + b, 0) + state.start.riichiSticks * deposit;
  if (points !== expected) fail('ILLEGAL_STATE', `points not conserved: ${points}, not ${expected}`);
  // each view holds the seat's own concealed tiles and the public table, nothing else
  for (let s = 0; s < state.players; s++) {
    const v = playerView(state, s as Seat);
    if (Object.keys(v).join() !== VIEW_KEYS) fail('ILLEGAL_STATE', `the view of seat ${s} has the fields ${Object.keys(v).join()}`);
    if (v.hand.length !== (state.hands[s] as TileId[]).length) fail('ILLEGAL_STATE', `seat ${s} sees ${v.hand.length} tiles in its hand, not ${(state.hands[s] as TileId[]).length}`);
    for (const t of v.hand) if (state.where[t] !== s) fail('ILLEGAL_STATE', `seat ${s} sees tile ${t} as its own`);
    if (v.drawn !== null && state.where[v.drawn] !== s) fail('ILLEGAL_STATE', `seat ${s} sees another's draw`);
  }
}

