// Our table's legality against majiang-core's: agents that take any legal action at random
// (calls, kans, riichi, wins) and the discard-priority bot play whole hanchan at majiang-core's
// own Game; majiang-core's helpers accept every answer. The 100-hanchan runs per bot are
// src/bots-foreign.ts; their figures are in results/bots-foreign-engine.md.
import { priorityAgent } from '@mjkit/bots';
import { randomAgent } from '@mjkit/game';
import { describe, expect, it } from 'vitest';
import { majiangCorePlayer, playMajiangCoreGame } from '../src/majiang-core-seat.js';
import type { Refusal } from '../src/majiang-core-seat.js';

describe('our agents at majiang-core 1.4.1\'s Game', () => {
  it('random-legal agents: every answer legal there too, over 3 hanchan', () => {
    const refusals: Refusal[] = [];
    let rounds = 0;
    for (let g = 0; g < 3; g++) rounds += playMajiangCoreGame([0, 1, 2, 3].map((s) => majiangCorePlayer(randomAgent(`foreign-${g}-${s}`), refusals)), `foreign-random-${g}`).log.length;
    expect(refusals).toEqual([]);
    expect(rounds).toBeGreaterThan(20);
  });
  it('the priority bot: a whole hanchan, every answer legal', () => {
    const refusals: Refusal[] = [];
    const paipu = playMajiangCoreGame([0, 1, 2, 3].map(() => majiangCorePlayer(priorityAgent(), refusals)), 'foreign-priority');
    expect(refusals).toEqual([]);
    expect(paipu.defen.reduce((a: number, b: number) => a + b, 0)).toBe(100000);
  });
  it('an agent that answers what is not legal is caught', () => {
    const refusals: Refusal[] = [];
    const liar = { name: 'liar', act: () => ({ type: 'tsumo' as const }) };
    playMajiangCoreGame([majiangCorePlayer(liar, refusals), ...[1, 2, 3].map(() => majiangCorePlayer(priorityAgent(), refusals))], 'foreign-liar');
    expect(refusals.length).toBeGreaterThan(10);
  });
});
