// The baseline agents: tsumogiri, random-legal, and the greedy shanten player.
import { createRng, unseenOf } from '@mjkit/core';
import type { Rng } from '@mjkit/core';
import { describeValue, fail } from '@mjkit/core/internal';
import { discardTable } from '@mjkit/shanten';
import type { Action } from '@mjkit/table';
import type { Agent } from './agent.js';

/**
 * Discards what it draws (after a call, the first tile it may), never calls, never wins: the
 * engine's fastest agent, and the floor of any table.
 */
export function tsumogiriAgent(name = 'tsumogiri'): Agent {
  return {
    name,
    act(view, actions) {
      const drawn = view.drawn;
      return actions.find((a) => a.type === 'discard' && !a.riichi && a.tile === drawn) ?? actions.find((a) => a.type === 'pass') ?? actions.find((a) => a.type === 'discard' && !a.riichi) ?? (actions[0] as Action);
    },
  };
}

/** Picks uniformly among the legal actions (calls, kans, riichi and wins included), from a seed. */
export function randomAgent(seed: string | number, name = 'random-legal'): Agent {
  const rng: Rng = createRng(seed);
  if (typeof name !== 'string') fail('INVALID_ARGUMENT', `an agent's name is a string, not ${describeValue(name)}`);
  return {
    name,
    act(_view, actions) {
      return actions[rng.nextInt(actions.length)] as Action;
    },
  };
}

/**
 * The greedy shanten player: wins whenever it can; otherwise discards the tile that leaves the
 * lowest shanten and then the most effective tiles still unseen; declares riichi whenever it
 * can; never calls.
 */
export function shantenAgent(name = 'shanten'): Agent {
  return {
    name,
    act(view, actions) {
      const win = actions.find((a) => a.type === 'tsumo' || a.type === 'ron');
      if (win) return win;
      if (!actions.some((a) => a.type === 'discard')) return actions.find((a) => a.type === 'pass') ?? (actions[0] as Action);
      const counts = new Uint8Array(34);
      for (const t of view.hand) counts[t >> 2]!++;
      const sets = (view.melds[view.seat] ?? []).filter((m) => m.type !== 'kita').length;
      const size = view.hand.length + 3 * sets;
      if (size !== 14) return actions.find((a) => a.type === 'discard') as Action;
      const rows = discardTable(counts, { unseen: unseenOf(view) });
      for (const row of rows) {
        const kind = row.discard < 34 ? row.discard : (row.discard - 34) * 9 + 4;
        const ofKind = actions.filter((a): a is Extract<Action, { type: 'discard' }> => a.type === 'discard' && a.tile >> 2 === kind);
        if (ofKind.length === 0) continue;
        const riichi = ofKind.find((a) => a.riichi);
        if (riichi) return riichi;
        return ofKind.find((a) => a.tile === view.drawn) ?? ofKind.find((a) => !a.riichi) ?? (ofKind[0] as Action);
      }
      return actions.find((a) => a.type === 'discard') as Action;
    },
  };
}
