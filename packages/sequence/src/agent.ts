// The imitation player at a table: discards as the sequence table ranks, the rest as the greedy
// shanten player.
import { doraFromIndicator, isRules, unseenOf } from '@mjkit/core';
import type { Rules } from '@mjkit/core';
import { checkOptions, describeValue, fail } from '@mjkit/core/internal';
import { evaluateDiscards, positionOf } from '@mjkit/evaluator';
import { shantenAgent } from '@mjkit/game';
import type { Agent } from '@mjkit/game';
import type { Action } from '@mjkit/table';
import { imitationRanking } from './imitate.js';
import { meldKinds, strategyOf } from './strategy.js';
import { SequenceTable } from './table.js';

/** Options of {@link imitationAgent}. */
export interface ImitationAgentOptions {
  /** The table the discards are ranked by (mined from the players to imitate). */
  readonly table: SequenceTable;
  /** Rank by exact sequences (default) or by shape classes. */
  readonly level?: 'sequence' | 'shape';
  /**
   * The ranking (see `imitationRanking`): `blended` (default: it matches players best, see the
   * README), `learned` (sequence statistics alone, no evaluator) or `study`.
   */
  readonly model?: 'study' | 'learned' | 'blended';
  readonly name?: string;
}

/**
 * An agent that plays the imitation player: each discard is the one `imitationRanking` puts
 * first (the strategy guessed for the hand, the fallback the effective-tile order; by default the
 * blended model, the evaluator's value with the sequence statistics); wins,
 * calls (none), riichi (whenever it can, with the greedy player's discard, which keeps tenpai)
 * and kans are the greedy shanten player's (`shantenAgent` of @mjkit/game).
 *
 * @example
 * ```ts
 * import { createRules } from '@mjkit/core';
 * import { playGame, shantenAgent } from '@mjkit/game';
 * import { SequenceTable, imitationAgent } from '@mjkit/sequence';
 * const table = new SequenceTable();
 * table.add('tanyao', { pre: '2345', post: '345' }, 10);
 * const agents = [imitationAgent({ table }), shantenAgent(), shantenAgent(), shantenAgent()];
 * playGame(agents, { seed: 'doc', rules: createRules('tenhou-tonpuu') }).illegal.length; // => 0
 * ```
 */
export function imitationAgent(options: ImitationAgentOptions): Agent {
  const { table, level = 'sequence', model = 'blended', name = 'imitation' } = checkOptions(options, 'imitation agent options', ['table', 'level', 'model', 'name']);
  if (model !== 'study' && model !== 'learned' && model !== 'blended') fail('INVALID_ARGUMENT', `model must be study, learned or blended, not ${describeValue(model)}`);
  if (!(table instanceof SequenceTable)) fail('INVALID_ARGUMENT', `the imitation agent needs a SequenceTable, not ${describeValue(table)}`);
  if (level !== 'sequence' && level !== 'shape') fail('INVALID_ARGUMENT', `level must be sequence or shape, not ${describeValue(level)}`);
  if (typeof name !== 'string') fail('INVALID_ARGUMENT', `an agent's name is a string, not ${describeValue(name)}`);
  const greedy = shantenAgent();
  const counts = new Uint8Array(34);
  // the game's rules, from its start, for the evaluator's values (Tenhou's until told)
  let rules: Rules | undefined;
  return {
    name,
    notify(update) {
      if (update.type === 'game-start') rules = isRules(update.rules) ? update.rules : undefined;
    },
    act(view, actions) {
      const choice = greedy.act(view, actions);
      if (choice.type !== 'discard' || choice.riichi || view.riichi[view.seat]) return choice;
      counts.fill(0);
      for (const id of view.hand) counts[id >> 2]! += 1;
      const melds = meldKinds(view.melds[view.seat] ?? []);
      const strategy = strategyOf(counts, melds, view.seatWind, view.roundWind);
      const legal = new Map<number, Action>();
      for (const a of actions) if (a.type === 'discard' && !a.riichi && !legal.has(a.tile >> 2)) legal.set(a.tile >> 2, a);
      const unseen = unseenOf(view);
      const visible = counts.map((n, k) => Math.max(0, 4 - n - (unseen[k] as number)));
      const dora = view.doraIndicators.map((t) => doraFromIndicator(t >> 2, view.players));
      const context = { visible, seatWind: view.seatWind, roundWind: view.roundWind, dora, drawn: view.drawn === null ? null : view.drawn >> 2 };
      const evaluator = model === 'blended' ? evaluateDiscards(positionOf(view, rules), { preset: 'normalized' }).discards : undefined;
      for (const r of imitationRanking(table, counts, { strategy, level, model, ...context, ...(evaluator ? { evaluator } : {}) })) {
        const action = legal.get(r.kind);
        if (action) return action;
      }
      return choice;
    },
  };
}
