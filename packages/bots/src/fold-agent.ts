// The fold baseline: the greedy shanten player, that gives up and plays safe against riichi.
import { checkOptions, describeValue, fail } from '@mjkit/core/internal';
import { shantenAgent } from '@mjkit/game';
import type { Agent } from '@mjkit/game';
import type { Action } from '@mjkit/table';
import { tileDanger } from './danger.js';

/**
 * The greedy shanten player (`shantenAgent`: lowest shanten, then most effective tiles, riichi
 * whenever it can, no calls) that folds as soon as another player is in riichi: from then on it
 * discards its safest tile by {@link tileDanger} (among equally safe ones, the greedy choice),
 * and declares no riichi. A floor for bots that defend.
 *
 * @example
 * ```ts
 * import { foldAgent } from '@mjkit/bots';
 * import { createRules } from '@mjkit/core';
 * import { playGame, shantenAgent } from '@mjkit/game';
 * playGame([foldAgent(), shantenAgent(), shantenAgent(), shantenAgent()], { seed: 'doc', rules: createRules('tenhou-tonpuu') }).illegal.length; // => 0
 * ```
 */
export function foldAgent(options: { readonly name?: string } = {}): Agent {
  const o = checkOptions(options, 'fold agent options', ['name'] as const);
  if (o.name !== undefined && typeof o.name !== 'string') fail('INVALID_ARGUMENT', `an agent's name is a string, not ${describeValue(o.name)}`);
  const greedy = shantenAgent();
  return {
    name: o.name ?? 'fold',
    act(view, actions) {
      const choice = greedy.act(view, actions);
      if (choice.type !== 'discard' || view.riichi[view.seat]) return choice;
      const { danger, threats } = tileDanger(view);
      if (!threats.some((t) => t.riichi)) return choice;
      let best: Action = choice;
      let least = danger[choice.tile >> 2]!;
      for (const a of actions) {
        if (a.type !== 'discard' || a.riichi) continue;
        const d = danger[a.tile >> 2]!;
        if (d < least) {
          least = d;
          best = a;
        }
      }
      if (best === choice && choice.riichi) return actions.find((a) => a.type === 'discard' && !a.riichi && a.tile === choice.tile) ?? choice;
      return best;
    },
  };
}
