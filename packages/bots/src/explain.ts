// An agent that can say why: the action it takes and the reason, one type per bot.
import type { Agent } from '@mjkit/game';
import type { Action, PlayerView } from '@mjkit/table';

/** An action and why it was chosen. */
export interface Decided<Why> {
  readonly action: Action;
  readonly why: Why;
}

/** An {@link Agent} whose every decision can be asked for with its reason. */
export interface ExplainingAgent<Why> extends Agent {
  /** The action `act` would return on this view, and why. */
  explain(view: PlayerView, actions: readonly Action[]): Decided<Why>;
}
