// The engine's invariants, checked after every event (check mode: tiles conserved, points
// conserved with the riichi sticks, every view holding only its seat's own tiles and the public
// table), over seeded games of random-legal agents (calls, kans, riichi, wins) and greedy
// shanten agents, four and three players. This is the small version that CI runs; the full
// one (2,000 + 200 hanchan of each) is `mjkit arena --check`, its command and figures in
// bench/results/invariants.md. And an adversarial agent: every answer the engine accepts is one
// of the legal actions offered, every other answer is refused and counted.
import { createRules } from '@mjkit/core';
import { playGame, randomAgent, runArena, baselineEntry } from '@mjkit/game';
import type { Agent } from '@mjkit/game';
import { isLegalAction } from '@mjkit/table';
import type { Action } from '@mjkit/table';
import { createRng, isRed } from '@mjkit/core';
import { describe, expect, it } from 'vitest';

const SETS = Number(process.env.MJKIT_INVARIANT_SETS ?? 5);

describe('engine invariants in check mode', () => {
  for (const players of [4, 3] as const) {
    const rules = createRules(players === 4 ? 'tenhou' : 'tenhou-sanma');
    it(`${players} players: random-legal agents, ${SETS * players} hanchan`, () => {
      const report = runArena(Array.from({ length: players }, () => baselineEntry('random-legal')), { sets: SETS, seed: `invariants ${players}`, rules, check: true });
      expect(report.games).toBe(SETS * players);
      expect(report.illegalActions).toBe(0);
      expect(report.agents[0]!.callRate).toBeGreaterThan(0.3);
    });
    it(`${players} players: shanten agents, ${players * 2} hanchan`, () => {
      const report = runArena(Array.from({ length: players }, () => baselineEntry('shanten')), { sets: 2, seed: `invariants ${players}`, rules, check: true });
      expect(report.illegalActions).toBe(0);
      expect(report.agents[0]!.winRate).toBeGreaterThan(0.15);
    });
  }
});

/** Deep equality of two actions (the engine may get back a copy, not the object it offered). */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Answers with a legal action half the time; otherwise with a mutated one, another seat's, or garbage. */
function adversary(seed: string, answers: { action: unknown; offered: boolean }[]): Agent {
  const rng = createRng(seed);
  const honest = randomAgent(`${seed} honest`);
  const junk: unknown[] = [undefined, null, 0, 'discard', {}, { type: 'discard' }, { type: 'discard', tile: 999, riichi: false }, { type: 'tsumo' }, { type: 'ron' }, { type: 'pass' }, { type: 'call' }, { type: 'nine-terminals' }, { type: 'kita' }];
  return {
    name: 'adversary',
    act(view, actions) {
      let a: unknown;
      const r = rng.nextInt(4);
      if (r < 2) a = honest.act(view, actions);
      else if (r === 2) a = junk[rng.nextInt(junk.length)];
      else {
        const base = JSON.parse(JSON.stringify(actions[rng.nextInt(actions.length)])) as Record<string, unknown>;
        if ('tile' in base) base.tile = rng.nextInt(136);
        else if ('riichi' in base) base.riichi = !base.riichi;
        else base.type = ['discard', 'tsumo', 'ron', 'pass'][rng.nextInt(4)];
        a = base;
      }
      // the actions offer one copy of each kind (red fives apart); any other copy in the hand is the
      // same discard; a pass is a pass whatever other fields it carries
      const copy = (x: Action) =>
        (x.type === 'pass' && (a as Action)?.type === 'pass') ||
        x.type === 'discard' && (a as Action)?.type === 'discard' && typeof (a as { tile?: unknown }).tile === 'number' && view.hand.includes((a as { tile: number }).tile) &&
        x.riichi === (a as { riichi?: unknown }).riichi && x.tile >> 2 === (a as { tile: number }).tile >> 2 && isRed(x.tile) === isRed((a as { tile: number }).tile);
      answers.push({ action: a, offered: actions.some((x) => same(x, a) || copy(x)) });
      return a as Action;
    },
  };
}

describe('answers the engine accepts', () => {
  it('accepts exactly the answers that are among the legal actions offered, four and three players', () => {
    let refused = 0;
    let accepted = 0;
    for (let g = 0; g < 8; g++) {
      const players = g % 2 === 0 ? 4 : 3;
      const answers: { action: unknown; offered: boolean }[] = [];
      const agents = Array.from({ length: players }, (_, s) => adversary(`adversary ${g} ${s}`, answers));
      const result = playGame(agents, { rules: createRules(players === 4 ? 'tenhou' : 'tenhou-sanma'), seed: `adversary ${g}`, check: true });
      const notOffered = answers.filter((a) => !a.offered).length;
      expect(result.illegal.length, `game ${g}`).toBe(notOffered);
      // every refused answer is not legal by the table's own judge either
      for (const i of result.illegal) expect(answers.some((a) => !a.offered && same(a.action, i.action))).toBe(true);
      refused += result.illegal.length;
      accepted += answers.length - notOffered;
    }
    expect(refused).toBeGreaterThan(500);
    expect(accepted).toBeGreaterThan(500);
    expect(isLegalAction).toBeTypeOf('function');
  });
});
