// An agent that can say why: the action it takes and the reason, one type per bot.
import type { Agent } from '@mjkit/game';
import type { Action, PlayerView } from '@mjkit/table';
import type { SafeKinds } from './danger.js';

/** An action and why it was chosen. */
export interface Decided<Why> {
  readonly action: Action;
  readonly why: Why;
}

/** An {@link Agent} whose every decision can be asked for with its reason. */
export interface ExplainingAgent<Why> extends Agent {
  /**
   * The action `act` would return on this view, and why. `safe`: per seat in riichi, the kinds
   * thrown after its riichi, for a view no game's events led to (a position's: `positionTurn`
   * gives them); without it, what the agent followed of the events (a bot that does not weigh
   * them ignores it).
   */
  explain(view: PlayerView, actions: readonly Action[], safe?: SafeKinds): Decided<Why>;
}
