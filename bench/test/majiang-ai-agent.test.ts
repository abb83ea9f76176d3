// majiang-ai 1.0.13 seated at our table (the bench's 1v3 arenas): every reply it makes matches
// one of our legal actions.
import { createRules } from '@mjkit/core';
import { playGame, shantenAgent } from '@mjkit/game';
import { describe, expect, it } from 'vitest';
import { majiangAiAgent } from '../src/majiang-ai-agent.js';
import type { Mismatch } from '../src/majiang-ai-agent.js';

describe('majiang-ai at our table', () => {
  it('plays an east-only game against shanten agents: no reply without a legal action, nothing illegal', () => {
    const mismatches: Mismatch[] = [];
    const r = playGame([majiangAiAgent('ai', mismatches), shantenAgent(), shantenAgent(), shantenAgent()], { seed: 'ai-at-our-table', rules: createRules('tenhou-tonpuu'), check: true });
    expect(mismatches).toEqual([]);
    expect(r.illegal).toEqual([]);
    expect(r.log.rounds.length).toBeGreaterThanOrEqual(4);
  });
});
