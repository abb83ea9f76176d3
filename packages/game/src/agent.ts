// What plays a seat: it sees only its own view of the table and the legal actions, and answers
// with one of them.
import type { HongKongRules, Rules, Seat } from '@mjkit/core';
import type { Action, PlayerView, RoundEvent, RoundStart } from '@mjkit/table';

/** What an agent is told as the game goes on (others' draws show tile -1: they are hidden). */
export type GameUpdate =
  | { readonly type: 'game-start'; readonly seat: Seat; readonly players: 3 | 4; readonly rules: Rules | HongKongRules; readonly names: readonly string[] }
  /** A round starts; `start.hands` holds only the agent's own hand (the others are empty). */
  | { readonly type: 'round-start'; readonly start: RoundStart }
  | { readonly type: 'event'; readonly event: RoundEvent }
  | { readonly type: 'round-end'; readonly scores: readonly number[] }
  | { readonly type: 'game-end'; readonly scores: readonly number[]; readonly points: readonly number[] };

/**
 * A player of the engine. At each of its decisions it gets its view (its own hand and what is
 * public, nothing hidden) and the legal actions, and returns one of them, synchronously. An
 * answer that is not legal is refused, counted, and replaced by a safe default (tsumogiri on a
 * turn, pass on another's discard).
 */
export interface Agent {
  /** The name the records and statistics show. */
  readonly name: string;
  /** Chooses one of `actions` (never empty). */
  act(view: PlayerView, actions: readonly Action[]): Action;
  /** Told of every update of the game, in order, before the decisions that follow it. */
  notify?(update: GameUpdate): void;
}

/** An agent that may answer later, for players in other processes (an mjai bot over stdio). */
export interface AsyncAgent {
  readonly name: string;
  act(view: PlayerView, actions: readonly Action[]): Action | Promise<Action>;
  notify?(update: GameUpdate): void | Promise<void>;
}
