// The bots at tables of every rule switch they read: under random combinations (three and four
// players, red fives or none, open tanyao, kuikae, deposit and honba points, noten payments,
// double ron, busting, kan dora, nagashi) they answer legally, never throw, and the games
// validate clean.
import { createRng, createRules } from '@mjkit/core';
import type { RuleOverrides } from '@mjkit/core';
import { playGame } from '@mjkit/game';
import { validateGame } from '@mjkit/record';
import { describe, expect, it } from 'vitest';
import { evaluatorAgent, priorityAgent } from '../src/index.js';

describe('the bots under other rules', () => {
  it('play legally, without an error, games that validate clean, under random combinations of rules', () => {
    const rng = createRng('bots under rules');
    const b = () => rng.nextFloat() < 0.5;
    let rounds = 0;
    for (let g = 0; g < 8; g++) {
      const players = g % 2 === 0 ? 4 : 3;
      const red = b();
      const o: RuleOverrides = {
        length: 'tonpuu', doubleRon: b(), busting: b(), kanDora: b(), nagashiMangan: b(), notenPayments: b(), kuikae: b(), openTanyao: b(),
        riichiDeposit: b() ? 1000 : 2000, honbaPoints: b() ? 300 : 600,
        redFives: red ? (players === 3 ? { m: 0, p: 1, s: 1 } : { m: 1, p: 1, s: 1 }) : { m: 0, p: 0, s: 0 },
      };
      const rules = createRules(players === 4 ? 'tenhou' : 'tenhou-sanma', o.kanDora ? o : { ...o, kanUradora: false });
      const agents = Array.from({ length: players }, (_, s) => (s === 2 ? priorityAgent() : evaluatorAgent(s === 1 ? { preset: 'legacy' } : {})));
      const result = playGame(agents, { rules, seed: `bots under rules ${g}` });
      expect([result.illegal, result.agentErrors]).toEqual([[], []]);
      const v = validateGame(result.log);
      expect([v.error, v.winMismatches, v.drawMismatches, v.finalScoreMismatch]).toEqual([null, [], [], null]);
      rounds += result.log.rounds.length;
    }
    expect(rounds).toBeGreaterThan(30);
  });
});
