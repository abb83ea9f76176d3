// The Hong Kong variants of the priority bot: the variant by the table's minimum, its plans, and
// whole games played legally at a Hong Kong table.
import { createRules } from '@mjkit/core';
import { playGame, shantenAgent } from '@mjkit/game';
import type { Agent, GameUpdate } from '@mjkit/game';
import { describe, expect, it } from 'vitest';
import { hongKongPriorityDecision, hongKongVariant, positionTurn, priorityAgent } from '../src/index.js';
import type { HongKongPriorityReason } from '../src/index.js';

describe('the Hong Kong priority bot', () => {
  it('plays the text\'s variant of the minimum', () => {
    expect([0, 1, 3, 4, 6, 7, 13].map(hongKongVariant)).toEqual(['MP0', '1-3 faan', '1-3 faan', '4-6 faan', '4-6 faan', '7+ faan', '7+ faan']);
    // 222 333 m, 99p, 555 66 z, 1s: all pungs (19: 5 per pung, 2 per pair) rate higher than one suit with honours (14)
    const { view, actions } = positionTurn({ hand: '222333m99p55566z1s' });
    const plain = actions.filter((a) => !(a.type === 'discard' && a.riichi) && a.type !== 'tsumo');
    const why = hongKongPriorityDecision(view, plain, 3).why as Extract<HongKongPriorityReason, { kind: 'discard' }>;
    expect([why.variant, why.plan]).toEqual(['1-3 faan', { target: 'all-triplets' }]);
    expect(hongKongPriorityDecision(view, plain, 3).action).toMatchObject({ type: 'discard' });
  });

  for (const minFaan of [0, 3]) {
    it(`plays whole games legally at a ${minFaan}-faan table, in its variant, and wins`, () => {
      const reasons: HongKongPriorityReason[] = [];
      const bot = priorityAgent();
      const watched: Agent = {
        name: 'priority',
        act: (view, actions) => {
          reasons.push(bot.explain(view, actions).why as HongKongPriorityReason);
          return bot.act(view, actions);
        },
        notify: (u: GameUpdate) => bot.notify?.(u),
      };
      const rules = createRules('hk-east', { minFaan });
      let wins = 0;
      for (let g = 0; g < 4; g++) {
        const r = playGame([watched, shantenAgent(), shantenAgent(), shantenAgent()], { rules, seed: `hk priority ${g}`, check: true });
        expect(r.illegal).toEqual([]);
        wins += r.log.rounds.filter((x) => x.events.some((e) => e.type === 'win' && e.seat === 0)).length;
      }
      expect(wins).toBeGreaterThan(0);
      expect(new Set(reasons.map((w) => w.variant))).toEqual(new Set([hongKongVariant(minFaan)]));
      const calls = reasons.filter((w) => w.kind === 'call');
      for (const c of calls) if (c.kind === 'call' && c.plan.target === 'all-triplets') expect(c.meld).not.toBe('chii');
    });
  }
});
