import { createRules, isOpenMeld, unseenOf } from '@mjkit/core';
import { evaluateDiscards } from '@mjkit/evaluator';
import { playGame, shantenAgent } from '@mjkit/game';
import { discardTable } from '@mjkit/shanten';
import { describe, expect, it } from 'vitest';
import { evaluatorAgent, priorityAgent, reviewSeat, reviewSummary, reviewSummaryText } from '../src/index.js';

const threatened = (t: ReturnType<typeof reviewSeat>[number]) => t.view.riichi.some((r, s) => r && s !== t.view.seat) || t.view.melds.some((ms, s) => s !== t.view.seat && ms.some(isOpenMeld));

describe('reviewSeat', () => {
  it("judges a player who never folds against the evaluator bot's push or fold, in points, and quiet turns by the evaluation", () => {
    const { log } = playGame([shantenAgent(), evaluatorAgent(), evaluatorAgent(), evaluatorAgent()], { rules: createRules('tenhou-tonpuu'), seed: 'review shanten' });
    const turns = reviewSeat(log, 0);
    const weighed = turns.filter((t) => t.pushOrFold !== null);
    expect(weighed.length).toBeGreaterThan(3);
    for (const t of weighed) {
      const pf = t.pushOrFold!;
      expect(threatened(t)).toBe(true);
      expect(t.lostIn).toBe('points');
      // every ranked discard has its terms, the chances are chances
      for (const d of t.ranking) expect(pf.terms.get(d.tile)?.dealIn).toBeGreaterThanOrEqual(0);
      const mine = pf.terms.get(t.tile!)!;
      const bot = pf.terms.get(pf.tile)!;
      expect(t.lost).toBe(t.tile === pf.tile ? 0 : Math.max(0, bot.ev - mine.ev));
    }
    // the greedy player pushes where the bot folds: points lost
    expect(weighed.some((t) => t.pushOrFold!.defence === 'fold' && t.lost > 0)).toBe(true);
    const quiet = turns.filter((t) => t.kind === 'turn' && t.pushOrFold === null && t.ranking.length > 0);
    expect(quiet.length).toBeGreaterThan(10);
    for (const t of quiet) {
      const ranking = evaluateDiscards(t.view).discards;
      expect(t.ranking.map((d) => [d.tile, d.value])).toEqual(ranking.map((d) => [d.tile, d.value]));
      const mine = ranking.find((d) => d.tile === t.tile);
      expect(t.lost).toBe(mine === undefined ? 0 : Math.max(0, ranking[0]!.value - mine.value));
      expect(t.lostIn).toBe('value');
    }
    // offers: what the seat could do, nothing ranked
    for (const t of turns.filter((x) => x.kind === 'offer')) {
      expect(t.offered.length).toBeGreaterThan(0);
      expect(t.ranking).toEqual([]);
    }
  });

  it("ranks a Hong Kong turn by tile efficiency, with the priority bot's discard: the bot reviewing its own game agrees with itself", () => {
    const rules = createRules('hk-east');
    const { log } = playGame([priorityAgent(), shantenAgent(), priorityAgent(), shantenAgent()], { rules, seed: 'review hk' });
    const turns = reviewSeat(log, 0).filter((t) => t.kind === 'turn' && t.ranking.length > 0);
    expect(turns.length).toBeGreaterThan(20);
    for (const t of turns) {
      const counts = new Uint8Array(34);
      for (const id of t.view.hand) counts[id >> 2]!++;
      expect(t.ranking.map((d) => [d.tile, d.ukeire])).toEqual(discardTable(counts, { unseen: unseenOf(t.view) }).map((r) => [r.discard, r.total]));
      expect(t.pushOrFold).toBeNull();
      expect(t.lostIn).toBe('efficiency');
      if (t.priority !== null && t.tile !== null) expect(t.tile).toBe(t.priority);
    }
    expect(turns.filter((t) => t.priority !== null).length).toBeGreaterThan(20);
  });

  it('sums a seat: the discards judged, those that lost nothing, and the loss in each unit, from the rankings and terms themselves', () => {
    const { log } = playGame([shantenAgent(), evaluatorAgent(), evaluatorAgent(), evaluatorAgent()], { rules: createRules('tenhou-tonpuu'), seed: 'review shanten' });
    const turns = reviewSeat(log, 0);
    const judged = turns.filter((t) => t.kind === 'turn' && t.tile !== null && (t.pushOrFold !== null ? t.pushOrFold.terms.has(t.tile) : t.ranking.some((d) => d.tile === t.tile)));
    const evOf = (t: (typeof turns)[number], tile: typeof t.tile) => t.pushOrFold!.terms.get(tile!)!.ev;
    const points = judged.filter((t) => t.pushOrFold !== null).reduce((a, t) => a + Math.max(0, evOf(t, t.pushOrFold!.tile) - evOf(t, t.tile)), 0);
    const value = judged.filter((t) => t.pushOrFold === null).reduce((a, t) => a + Math.max(0, t.ranking[0]!.value - t.ranking.find((d) => d.tile === t.tile)!.value), 0);
    const agreed = judged.filter((t) => (t.pushOrFold !== null ? t.tile === t.pushOrFold.tile || evOf(t, t.tile) >= evOf(t, t.pushOrFold.tile) : t.ranking.find((d) => d.tile === t.tile)!.value >= t.ranking[0]!.value)).length;
    const summary = reviewSummary(turns);
    expect(summary).toEqual({ decisions: turns.length, judged: judged.length, agreed, pointsLost: expect.closeTo(points, 6), valueLost: expect.closeTo(value, 6), shantenStepsBack: 0, effectiveTilesLost: 0 });
    expect(summary.judged - summary.agreed).toBe(turns.filter((t) => t.lost > 0).length);
    expect(summary.agreed).toBeGreaterThan(0);
    expect(summary.pointsLost).toBeGreaterThan(0);
    expect(reviewSummaryText(summary)).toMatch(/^agreed on \d+ of \d+ discards judged \(\d+\.\d%\); lost [\d,]+ points of expected score and [\d,]+\.\d\d of value$/);
    // a Hong Kong seat: shanten steps back and effective tiles given up, from the efficiency ranking
    const hk = reviewSeat(playGame([shantenAgent(), priorityAgent(), priorityAgent(), priorityAgent()], { rules: createRules('hk-east'), seed: 'review hk sum' }).log, 1);
    const ranked = hk.filter((t) => t.tile !== null && t.ranking.some((d) => d.tile === t.tile));
    const steps = ranked.reduce((a, t) => a + t.ranking.find((d) => d.tile === t.tile)!.shanten - t.ranking[0]!.shanten, 0);
    const tiles = ranked.filter((t) => t.ranking.find((d) => d.tile === t.tile)!.shanten === t.ranking[0]!.shanten).reduce((a, t) => a + t.ranking[0]!.ukeire - t.ranking.find((d) => d.tile === t.tile)!.ukeire, 0);
    const hkSummary = reviewSummary(hk);
    expect([hkSummary.judged, hkSummary.shantenStepsBack, hkSummary.effectiveTilesLost, hkSummary.pointsLost, hkSummary.valueLost]).toEqual([ranked.length, steps, tiles, 0, 0]);
    expect(hkSummary.shantenStepsBack + hkSummary.effectiveTilesLost).toBeGreaterThan(0);
    expect(reviewSummary([])).toEqual({ decisions: 0, judged: 0, agreed: 0, pointsLost: 0, valueLost: 0, shantenStepsBack: 0, effectiveTilesLost: 0 });
  });

  it('refuses what is not a log, and a seat not at the table', () => {
    const { log } = playGame([shantenAgent(), shantenAgent(), shantenAgent()], { rules: createRules('tenhou-sanma'), seed: 'review sanma' });
    expect(reviewSeat(log, 2).length).toBeGreaterThan(0);
    expect(() => reviewSeat(log, 3)).toThrow(/INVALID_ARGUMENT/);
    expect(() => reviewSeat({} as never, 0)).toThrow(/INVALID_ARGUMENT: not a GameLog/);
  });
});
