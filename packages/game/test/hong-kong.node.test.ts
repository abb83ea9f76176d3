// The Hong Kong Old Style engine: the table's invariants after every event (tiles with the bonus
// tiles, points, views), the family's rules seen in the records it writes (chow from the left
// only, no riichi or dora, a win only at the minimum, one winner, the dealer kept at a draw), the
// records re-scored by validateGame and read back from JSON lines unchanged, and what riichi's
// formats refuse. The full run (1,000 hanchan) is bench/src/hk-invariants.ts.
import { createRules } from '@mjkit/core';
import type { HongKongRules } from '@mjkit/core';
import { baselineEntry, playGame, randomAgent, runArena, shantenAgent, tsumogiriAgent } from '@mjkit/game';
import type { Agent, GameResult } from '@mjkit/game';
import { toMjaiLines } from '@mjkit/mjai';
import { parseRecordLines, toRecordLines, validateGame } from '@mjkit/record';
import { scoreHongKong } from '@mjkit/scoring';
import { TableState, hongKongWinInputOf, tableSetupOf } from '@mjkit/table';
import type { Action } from '@mjkit/table';
import { parseLogGames, toMjlog, toTenhou6 } from '@mjkit/tenhou';
import { describe, expect, it } from 'vitest';

/** Checks a finished Hong Kong game against the family's rules, round by round. */
function checkHongKong(result: GameResult, rules: HongKongRules): void {
  const log = result.log;
  expect(result.illegal).toEqual([]);
  const report = validateGame(log);
  expect([report.error, report.winMismatches, report.drawMismatches, report.finalScoreMismatch]).toEqual([null, [], [], null]);
  expect(log.rounds.length).toBeLessThanOrEqual(rules.handLimit);
  for (let i = 0; i < log.rounds.length; i++) {
    const r = log.rounds[i]!;
    expect(r.doraIndicator).toBe(null);
    // a drawn hand shows no hand and pays nothing (no noten payments in Hong Kong)
    const last = r.events.at(-1);
    if (last?.type === 'ryuukyoku') expect([last.kind, last.hands, last.changes]).toEqual(['exhaustive', [null, null, null, null], [0, 0, 0, 0]]);
    const bonus = [...(r.bonus ?? []).flat(), ...r.events.flatMap((e) => (e.type === 'bonus' ? [e.tile] : []))];
    expect(new Set(bonus).size).toBe(bonus.length);
    const state = new TableState(tableSetupOf(rules), r);
    let winners = 0;
    for (const e of r.events) {
      expect(['riichi', 'riichi-accepted', 'dora']).not.toContain(e.type);
      if (e.type === 'call' && e.meld.type === 'chii') expect(e.meld.from).toBe(3);
      if (e.type === 'win') {
        winners++;
        // at the minimum without the bonus items
        const s = scoreHongKong(hongKongWinInputOf(state, e.seat, e.from, e.winningTile, rules));
        expect(s.ok && s.handFaan >= rules.minFaan).toBe(true);
      }
      state.apply(e);
    }
    expect(winners).toBeLessThanOrEqual(1);
    const next = log.rounds[i + 1];
    if (next !== undefined) {
      const won = r.events.find((e) => e.type === 'win');
      const keeps = won === undefined || won.seat === r.dealer;
      expect(next.dealer === r.dealer).toBe(keeps);
    }
  }
}

describe('the Hong Kong engine', () => {
  for (const minFaan of [0, 3]) {
    const rules = createRules('hk-east', { minFaan });
    it(`keeps the invariants with random-legal and shanten agents (minimum ${minFaan} faan)`, () => {
      for (let g = 0; g < 6; g++) {
        const agents: Agent[] = [0, 1, 2, 3].map((s) => (g % 2 === 0 ? randomAgent(`${g}/${s}`) : shantenAgent()));
        const result = playGame(agents, { rules, seed: `hk ${minFaan}/${g}`, check: true });
        checkHongKong(result, rules);
        // the record reads back from JSON lines as it was
        const text = toRecordLines(result.log);
        expect(JSON.stringify(parseLogGames(text)[0])).toBe(JSON.stringify(result.log));
      }
    });
  }

  it('plays whole games of four wind rounds: the dealer passes on another\'s win, keeps at a draw', () => {
    const rules = createRules('hk', { minFaan: 0 });
    const result = playGame([0, 1, 2, 3].map(() => shantenAgent()), { rules, seed: 'hk whole', check: true });
    checkHongKong(result, rules);
    expect(result.log.rounds.at(-1)!.round).toBe(15);
    expect(result.points.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('stops at the hand limit when nobody wins (every draw replays the hand)', () => {
    const rules = createRules('hk-east');
    const result = playGame([0, 1, 2, 3].map(() => tsumogiriAgent()), { rules, seed: 'never', check: true });
    expect(result.log.rounds.length).toBe(16);
    expect(new Set(result.log.rounds.map((r) => r.dealer)).size).toBe(1);
    expect(result.log.rounds.map((r) => r.honba)).toEqual(Array.from({ length: 16 }, (_, i) => i));
    expect(result.scores).toEqual([0, 0, 0, 0]);
  });

  it('refuses riichi discards, chows from across and a tsumo on another\'s tile, counting each, and plays on', () => {
    const rules = createRules('hk-east');
    // answers riichi with its discards and calls chow on every discard it sees
    const cheat: Agent = {
      name: 'cheat',
      act(view, actions): Action {
        const d = actions.find((a) => a.type === 'discard');
        if (d && d.type === 'discard') return { type: 'discard', tile: d.tile, riichi: true };
        if (view.lastDiscard) return { type: 'call', meld: { type: 'chii', tiles: [0, 4, 8], called: 0, from: 2, added: null } };
        return { type: 'tsumo' };
      },
    };
    const result = playGame([cheat, shantenAgent(), cheat, shantenAgent()], { rules, seed: 'cheats', check: true });
    expect(result.illegal.length).toBeGreaterThan(50);
    expect(result.illegal.every((x) => x.seat === 0 || x.seat === 2)).toBe(true);
    const log = result.log;
    expect(validateGame(log).error).toBe(null);
    for (const r of log.rounds) for (const e of r.events) expect(e.type).not.toBe('riichi');
  });

  it('has validateGame refuse a record the family\'s table cannot have played, naming the fault', () => {
    const { log } = playGame([0, 1, 2, 3].map(() => shantenAgent()), { rules: createRules('hk-east', { minFaan: 0 }), seed: 'damaged play' });
    expect(validateGame(log).error).toBe(null);
    const bonusRound = log.rounds.findIndex((r) => r.events.some((e) => e.type === 'bonus'));
    expect(bonusRound).toBeGreaterThanOrEqual(0);
    const winRound = log.rounds.findIndex((r) => r.events.some((e) => e.type === 'win' && e.from !== e.seat));
    expect(winRound).toBeGreaterThanOrEqual(0);
    /** The error validateGame reports once `damage` has changed a copy of round `at` (the rounds after it dropped). */
    const errorOf = (at: number, damage: (r: { events: Record<string, unknown>[] } & Record<string, unknown>) => void): string | null => {
      const copy = JSON.parse(JSON.stringify({ ...log, rounds: log.rounds.slice(0, at + 1), final: null }));
      damage(copy.rounds[at]);
      return validateGame(copy).error?.message ?? null;
    };
    const firstDiscard = (r: { events: Record<string, unknown>[] }) => r.events.findIndex((e) => e.type === 'discard');
    const draw = (r: Record<string, unknown>, kind: string) => ({ type: 'ryuukyoku', kind, hands: [null, null, null, null], honba: r.honba, riichiSticks: 0, scores: r.scores, changes: [0, 0, 0, 0], extra: {} });
    expect([
      errorOf(bonusRound, (r) => {
        const e = r.events.find((x) => x.type === 'bonus') as { seat: number };
        e.seat = (e.seat + 1) % 4;
      }),
      errorOf(0, (r) => void (r.riichiSticks = 1)),
      errorOf(0, (r) => void r.events.splice(firstDiscard(r) + 1, 0, { type: 'dora', indicator: 135 })),
      errorOf(0, (r) => void r.events.splice(firstDiscard(r), Infinity, draw(r, 'nine-terminals'))),
      errorOf(0, (r) => void r.events.splice(firstDiscard(r) + 1, Infinity, draw(r, 'exhaustive'))),
    ]).toEqual([
      expect.stringMatching(/^LOG_INCONSISTENT: seat \d sets a bonus tile aside, but seat \d draws next/),
      'LOG_INCONSISTENT: a Hong Kong round starts with 1 riichi sticks, not 0 (at round 0)',
      expect.stringMatching(/^LOG_INCONSISTENT: a dora indicator at a Hong Kong table/),
      expect.stringMatching(/^LOG_INCONSISTENT: the round cannot end in a draw \(nine-terminals\) here/),
      expect.stringMatching(/^LOG_INCONSISTENT: the round cannot end in a draw \(exhaustive\) here: \d+ tiles left/),
    ]);
    // a hand past the game's end: the last round again, its round beyond the wind rounds or past the hand limit
    const past = (change: (r: Record<string, unknown>) => void) => {
      const copy = JSON.parse(JSON.stringify({ ...log, final: null }));
      const last = copy.rounds.at(-1);
      const result = last.events.at(-1);
      const extra = { ...last, events: [], scores: result.scores.map((x: number, seat: number) => x + result.changes[seat]) };
      change(extra);
      copy.rounds.push(extra);
      return validateGame(copy).error?.message;
    };
    expect(past((r) => void (r.round = 4))).toMatch(/^LOG_INCONSISTENT: South 1-\d+ follows East \d-\d+, but the game ended there: (the last round passed on|the game's hand limit of 16 was reached) \(at round \d+\)/);
    expect(validateGame({ ...log, rules: { ...log.rules, windRounds: 1 }, rounds: [{ ...log.rounds[0]!, round: 4 }] } as typeof log).error?.message).toMatch(/^LOG_INCONSISTENT: South 1-0 is past the game's 1 wind round \(at round 0\)/);
    expect(validateGame({ ...log, rules: { ...log.rules, handLimit: 3 } } as typeof log).error?.message).toMatch(/^LOG_INCONSISTENT: East \d-\d+ follows East \d-\d+, but the game ended there: the game's hand limit of 3 was reached \(at round 3\)/);
    // a second winner of the discard, as the table takes it (the engine's win again, one seat on)
    const r = log.rounds[winRound]!;
    const state = new TableState(tableSetupOf(log.rules as HongKongRules), r);
    for (const e of r.events) state.apply(e);
    const won = r.events.at(-1) as Extract<(typeof r.events)[number], { type: 'win' }>;
    const other = [1, 2, 3].map((k) => ((won.seat + k) % 4) as typeof won.seat).find((seat) => seat !== won.from)!;
    expect(() => state.apply({ ...won, seat: other })).toThrow(/^LOG_INCONSISTENT: seat \d wins after the round ended in a win: a Hong Kong discard has one winner/);
  });

  it('gives arena statistics of the riichi shape (riichi rate 0), the faan items as yaku', () => {
    const report = runArena([baselineEntry('shanten'), baselineEntry('shanten'), baselineEntry('random-legal'), baselineEntry('tsumogiri')], { sets: 1, seed: 'hk arena', rules: createRules('hk-east', { minFaan: 1 }), check: true });
    expect(report.games).toBe(4);
    expect(report.illegalActions).toBe(0);
    const shanten = report.agents.find((a) => a.name === 'shanten')!;
    expect(shanten.riichiRate).toBe(0);
    expect(shanten.winRate).toBeGreaterThan(0.1);
    expect(Object.keys(shanten.yakuRates).every((k) => /^[a-z-]+$/.test(k))).toBe(true);
  });

  it('is refused by the riichi formats, with the format to use instead', () => {
    const { log } = playGame([0, 1, 2, 3].map(() => shantenAgent()), { rules: createRules('hk-east', { minFaan: 0 }), seed: 'formats' });
    expect(() => toMjlog(log)).toThrow(/mjlog reads riichi games.*Hong Kong.*JSON-lines record/);
    expect(() => toTenhou6(log)).toThrow(/tenhou.net\/6 JSON reads riichi games.*JSON-lines record/);
    expect(() => toMjaiLines(log)).toThrow(/mjai reads riichi games.*JSON-lines record/);
  });
});

describe('JSON-lines records', () => {
  it('read back a riichi game of the engine as it was', () => {
    const { log } = playGame([0, 1, 2, 3].map((s) => randomAgent(s)), { rules: createRules('tenhou-tonpuu'), seed: 'lines' });
    const text = toRecordLines(log);
    expect(text.startsWith('{"mjkit":"record","version":1,')).toBe(true);
    expect(JSON.stringify(parseRecordLines(text)[0])).toBe(JSON.stringify(log));
    // two games in one file
    expect(parseRecordLines(text + text).length).toBe(2);
  });

  it('refuse a damaged record with the line that is wrong', () => {
    const { log } = playGame([0, 1, 2, 3].map(() => shantenAgent()), { rules: createRules('hk-east', { minFaan: 0 }), seed: 'damaged' });
    const lines = toRecordLines(log).split('\n');
    const bad = (text: string, message: RegExp) => expect(() => parseRecordLines(text, { file: 'x.jsonl' })).toThrow(message);
    bad(lines.slice(0, 40).join('\n'), /BAD_LOG.*has no final line/);
    bad([lines[0], '{"type":"draw",', ...lines.slice(1)].join('\n'), /line 2: not JSON.*x\.jsonl/);
    bad([lines[0], lines[2], ...lines.slice(1)].join('\n'), /line 2: an event before the first round line/);
    bad(['{"mjkit":"record","version":2}', ...lines.slice(1)].join('\n'), /record version 2/);
    bad(lines.map((l, i) => (i === 0 ? l.replace('"minFaan":0', '"minFaan":20') : l)).join('\n'), /BAD_LOG.*minFaan/);
    bad(lines.map((l, i) => (i === 3 ? l.replace(/"seat":\d/, '"seat":7') : l)).join('\n'), /BAD_LOG/);
  });
});
