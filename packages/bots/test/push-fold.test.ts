// Push or fold in points: the terms add up as the module says, a far hand folds to genbutsu
// against a riichi, and the evaluator bot keeps the evaluation's best discard whenever nothing
// it could discard may lose 10 points.
import { NOTEN_SWING, SELF_DRAW_SHARE, dealInRisk, dealInTreesRisk, exhaustiveDrawChance, evaluatorAgent, evaluatorDecision, opponentTerms, pushFoldTerms, shippedDealInModel, tileDanger } from '../src/index.js';
import { evaluateDiscards, positionOf } from '@mjkit/evaluator';
import { tileFromId } from '@mjkit/core';
import { playGame } from '@mjkit/game';
import type { PlayerView } from '@mjkit/table';
import { describe, expect, it } from 'vitest';
import { riichiView } from './riichi-view.js';

describe('pushFoldTerms', () => {
  it('balances loss, gain and the future as its formula says; genbutsu loses least', () => {
    // tenpai on 5p alone (123456789m 234p 5p) with 5s drawn; seat 2 in riichi on 5p after 7m
    const view = riichiView({ river: [6, 30, 13], hand: [0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 22] });
    const tiles = view.hand.filter((t, i, a) => a.findIndex((u) => u >> 2 === t >> 2) === i);
    const { terms, opponents } = pushFoldTerms(view, tiles, { turnAware: [] });
    expect(opponents.map((o) => o.seat)).toEqual([1, 2, 3]);
    expect(opponents.every((o) => o.winPoints > 1000 && o.drawnRisk > 0 && o.drawnRisk < 1)).toBe(true);
    for (const t of terms) expect(t.ev).toBeCloseTo(-t.loss + (1 - t.dealIn) * Math.max(0, t.gain + t.draw - t.future), 9);
    const loss = (kind: number) => terms.find((t) => t.tile >> 2 === kind)!.loss;
    expect(loss(6)).toBeLessThan(loss(22) / 3); // 7m genbutsu against a fresh 5s
    expect(loss(13)).toBeLessThan(loss(4) / 3);
    // with the turn-aware evaluation, the discard that keeps tenpai gains and the others do not
    const withGain = pushFoldTerms(view, tiles, {}).terms;
    expect(withGain.length).toBe(tiles.length);
    const flat = pushFoldTerms(view, tiles, { winPoints: 'flat', dealIn: 'tile-danger' });
    expect(flat.opponents.map((o) => o.winPoints)).toEqual([5200, 5200, 5200]);
    // a win takes the riichi sticks and the honba too: the gain grows by win × the pot
    const turnAware = [{ tile: tileFromId(tiles[0]!, view.redFives), shanten: 0, tenpai: 1, win: 0.2, expectedScore: 800 }];
    const plain = pushFoldTerms({ ...view, riichiSticks: 0, honba: 0 }, tiles.slice(0, 1), { turnAware }).terms[0]!;
    const pot = pushFoldTerms({ ...view, riichiSticks: 2, honba: 1 }, tiles.slice(0, 1), { turnAware }).terms[0]!;
    expect(plain.win).toBeCloseTo(0.2 / SELF_DRAW_SHARE, 12);
    expect(plain.gain).toBeCloseTo(800 / SELF_DRAW_SHARE, 9);
    expect(pot.gain - plain.gain).toBeCloseTo(plain.win * 2300, 9);
  });

  it('counts the noten payments of a discard that stays ready, by the chance of the draw, unless told not to', () => {
    // 123456789m 234p 5p with 5s drawn: only 2p (10: 345p and 5s alone), 5p (13) and 5s (22) leave it ready
    const hand = [0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 22];
    for (const tilesLeft of [50, 9, 2]) {
      const view = riichiView({ river: [6, 30, 13], hand, tilesLeft });
      const tiles = view.hand.filter((t, i, a) => a.findIndex((u) => u >> 2 === t >> 2) === i);
      const off = pushFoldTerms(view, tiles, { turnAware: [], notenPayments: false }).terms;
      const on = pushFoldTerms(view, tiles, { turnAware: [] }).terms;
      expect(off.every((t) => t.draw === 0)).toBe(true);
      expect(on.filter((t) => t.draw > 0).map((t) => t.tile >> 2).sort((a, b) => a - b)).toEqual([10, 13, 22]);
      for (const t of on) {
        if (t.draw > 0) expect(t.draw).toBeCloseTo(exhaustiveDrawChance(tilesLeft) * NOTEN_SWING, 9);
        expect(t.ev).toBeCloseTo(-t.loss + (1 - t.dealIn) * Math.max(0, t.gain + t.draw - t.future), 9);
      }
    }
    // the chance of the draw grows as the wall runs out (bench/results/draw-chance.md)
    expect([60, 48, 20, 9, 2].map(exhaustiveDrawChance)).toEqual([0.15, 0.15, 0.33, 0.58, 0.89]);
    expect(exhaustiveDrawChance(-3)).toBe(0.89);
    // the bot's decision shows the term with the option, and weighs it
    const view = riichiView({ river: [6, 30, 13], hand, tilesLeft: 2 });
    const actions = view.hand.map((tile) => ({ type: 'discard' as const, tile, riichi: false }));
    const terms = (notenPayments: boolean) => {
      const d = evaluatorDecision(view, actions, { notenPayments });
      if (d.why.kind !== 'discard') throw new Error('a discard was asked');
      return d.why.points!.terms;
    };
    expect(terms(false).every((t) => t.draw === 0)).toBe(true);
    expect(terms(true).filter((t) => t.draw > 0).length).toBe(3);
  });
});

describe('opponentTerms', () => {
  it('takes a kind passed after a riichi as unable to deal in to it, whatever the learned model reads in the river', () => {
    // 3s (20) was discarded by seat 1 after seat 2's riichi: seat 2 passed it
    const view = riichiView({ river: [6, 30, 13], seen: [20], hand: [0, 3, 6, 10, 13, 16, 20, 23, 26, 27, 28, 29, 31, 33] });
    const before = opponentTerms(view);
    const after = opponentTerms(view, { safe: [undefined, undefined, new Set([20]), undefined] });
    expect(before.bySeat[2]![20]).toBeGreaterThan(0.005);
    expect(after.bySeat[2]![20]).toBe(0);
    expect(dealInRisk(view, undefined, [undefined, undefined, new Set([20]), undefined]).bySeat[2]![20]).toBe(0);
    // every kind against the other seats as before (against the riichi, its suji read it too: deal-in.test)
    for (const k of [0, 3, 10, 16, 20, 23]) expect(after.bySeat[1]![k]).toBe(before.bySeat[1]![k]);
    // a seat not in riichi may pass a tile and win on it later: its chances stay
    expect(opponentTerms(view, { safe: [undefined, new Set([20]), undefined, undefined] }).bySeat[1]![20]).toBe(before.bySeat[1]![20]);
    // a decision given the kinds weighs the passed tile at what the other seats may take
    const loss = (safe?: Set<number>) => {
      const d = evaluatorDecision(view, view.hand.map((tile) => ({ type: 'discard' as const, tile, riichi: false })), { safe: [undefined, undefined, safe, undefined] });
      if (d.why.kind !== 'discard') throw new Error('a discard was asked');
      return d.why.points!.terms.find((t) => t.tile >> 2 === 20)!.loss;
    };
    expect(loss(new Set([20]))).toBeLessThan(loss() / 10);
  });
});

describe('the evaluator bot in points', () => {
  it('folds a far hand to genbutsu against a riichi', () => {
    // 14 scattered tiles; 7m and 5p are the riichi player's own discards
    const view = riichiView({ river: [6, 30, 13], hand: [0, 3, 6, 10, 13, 16, 20, 23, 26, 27, 28, 29, 31, 33] });
    const actions = view.hand.map((tile) => ({ type: 'discard' as const, tile, riichi: false }));
    const d = evaluatorDecision(view, actions);
    expect(d.why.kind).toBe('discard');
    expect([6, 13]).toContain((d.action as { tile: number }).tile >> 2);
    if (d.why.kind === 'discard') {
      const terms = d.why.points!.terms;
      expect(terms.length).toBe(14);
      // nothing gains (6-shanten): the chosen discard loses at most 10 points more than the safest
      expect(terms.every((t) => t.gain === 0)).toBe(true);
      expect(terms.find((t) => t.tile === (d.action as { tile: number }).tile)!.loss).toBeLessThan(Math.min(...terms.map((t) => t.loss)) + 10);
    }
  });
  it('pushes from two from ready at most: a hand three from ready folds without its turn-aware value', () => {
    // 3-shanten and 2-shanten hands (after their best discard), 1m the riichi player's own discard
    const far = [0, 1, 2, 4, 5, 9, 10, 14, 15, 19, 20, 27, 28, 31];
    const near = [0, 1, 2, 4, 5, 9, 10, 11, 14, 15, 19, 20, 28, 31];
    const gains = (hand: number[]) => {
      const view = riichiView({ river: [0, 30, 33], hand });
      const d = evaluatorDecision(view, view.hand.map((tile) => ({ type: 'discard' as const, tile, riichi: false })));
      if (d.why.kind !== 'discard') throw new Error('a discard was asked');
      return { terms: d.why.points!.terms, tile: (d.action as { tile: number }).tile };
    };
    const f = gains(far);
    expect(f.terms.every((t) => t.gain === 0)).toBe(true);
    expect(f.terms.find((t) => t.tile === f.tile)!.loss).toBe(Math.min(...f.terms.map((t) => t.loss)));
    expect(gains(near).terms.some((t) => t.gain > 0)).toBe(true);
  });
  it('weighs the chances of a deal-in model of your own, and names a bad answer', () => {
    // the same far hand; a model that fears nothing but 1m, and one that fears nothing at all
    const view = riichiView({ river: [6, 30, 13], hand: [0, 3, 6, 10, 13, 16, 20, 23, 26, 27, 28, 29, 31, 33] });
    const actions = view.hand.map((tile) => ({ type: 'discard' as const, tile, riichi: false }));
    const only = (kind: number) => (v: PlayerView) => [0, 1, 2, 3].map((s) => (s === v.seat ? null : Float64Array.from({ length: 34 }, (_, k) => (k === kind ? 1 : 0))));
    const d = evaluatorDecision(view, actions, { dealIn: only(0) });
    if (d.why.kind !== 'discard') throw new Error('a discard was asked');
    const terms = d.why.points!.terms;
    // 1m deals in for sure to each of the three; nothing else can
    expect(terms.find((t) => t.tile >> 2 === 0)!.dealIn).toBe(1);
    expect(terms.filter((t) => t.tile >> 2 !== 0).every((t) => t.dealIn === 0 && t.loss === 0)).toBe(true);
    expect((d.action as { tile: number }).tile >> 2).not.toBe(0);
    // the model is checked where it answers: the seat and the kind are named
    expect(() => evaluatorDecision(view, actions, { dealIn: () => [null, new Float64Array(34), new Float64Array(33), new Float64Array(34)] })).toThrow(/INVALID_ARGUMENT.*seat 2/);
    expect(() => evaluatorDecision(view, actions, { dealIn: (v) => only(5)(v).map((p) => p && p.map((x) => x * 2)) })).toThrow(/INVALID_ARGUMENT.*seat 1, kind 5 got 2/);
    // an agent given a bad model answers legally all the same: the engine counts the agent's error
    const result = playGame([evaluatorAgent({ dealIn: () => [] }), evaluatorAgent(), evaluatorAgent(), evaluatorAgent()], { seed: 'bad-model' });
    expect(result.illegal.length).toBe(0);
    expect(result.agentErrors.length).toBeGreaterThan(0);
    expect(result.agentErrors.every((e) => e.seat === 0 && /INVALID_ARGUMENT: a deal-in model gives each opponent 34 chances/.test(e.message))).toBe(true);
    expect(() => evaluatorAgent({ dealIn: 'oracle' as never })).toThrow(/dealIn is one of learned, trees, tile-danger or a function/);
  });
  it('weighs the win points of a model of your own, and names a bad answer', () => {
    // tenpai on 5p alone, seat 2 in riichi: every loss is a deal-in chance × the model's points
    const view = riichiView({ river: [6, 30, 13], hand: [0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 22] });
    const tiles = view.hand.filter((t, i, a) => a.findIndex((u) => u >> 2 === t >> 2) === i);
    const asked: number[] = [];
    const byModel = pushFoldTerms(view, tiles, { turnAware: [], dealIn: 'tile-danger', winPoints: (_v, seat) => (asked.push(seat), 1000 * (seat + 1)) });
    expect(asked).toEqual([1, 2, 3]);
    expect(byModel.opponents.map((o) => [o.seat, o.winPoints, o.cost])).toEqual([[1, 2000, 2000], [2, 3000, 3000], [3, 4000, 4000]]);
    const flat = pushFoldTerms(view, tiles, { turnAware: [], dealIn: 'tile-danger', winPoints: 'flat' });
    for (const [i, t] of byModel.terms.entries()) {
      const chances = opponentTerms(view, { dealIn: 'tile-danger' }).bySeat;
      expect(t.loss).toBeCloseTo([1, 2, 3].reduce((a, s) => a + chances[s]![t.tile >> 2]! * 1000 * (s + 1), 0), 9);
      expect(t.dealIn).toBe(flat.terms[i]!.dealIn);
    }
    // checked where it answers: the seat and the answer are named; the agent refuses a bad name
    expect(() => pushFoldTerms(view, tiles, { winPoints: (_v, seat) => (seat === 3 ? Number.NaN : 1000) })).toThrow(/INVALID_ARGUMENT: a win-points model gives a finite number of points ≥ 0; seat 3 got NaN/);
    expect(() => pushFoldTerms(view, tiles, { winPoints: () => -1 })).toThrow(/seat 1 got -1/);
    expect(() => evaluatorAgent({ winPoints: 'oracle' as never })).toThrow(/winPoints is one of opponent-score, flat or a function/);
  });
  it("weighs the deal-in trees' chances against a riichi with dealIn: 'trees'", () => {
    const view = riichiView({ river: [6, 30, 13], hand: [0, 3, 6, 10, 13, 16, 20, 23, 26, 27, 28, 29, 31, 33] });
    const actions = view.hand.map((tile) => ({ type: 'discard' as const, tile, riichi: false }));
    const d = evaluatorDecision(view, actions, { dealIn: 'trees' });
    if (d.why.kind !== 'discard') throw new Error('a discard was asked');
    const risk = dealInTreesRisk(view);
    for (const t of d.why.points!.terms) expect(t.dealIn).toBeCloseTo(risk.any[t.tile >> 2]!, 12);
    const result = playGame([evaluatorAgent({ dealIn: 'trees' }), evaluatorAgent(), evaluatorAgent(), evaluatorAgent()], { seed: 'trees' });
    expect(result.illegal.length + result.agentErrors.length).toBe(0);
  });
  it('hands a model of your own the kinds passed after each riichi, as the learned model gets them', () => {
    // the shipped weights through a function play the very game the default plays: the passed kinds reach it
    let passedSeen = 0;
    const own = evaluatorAgent({
      dealIn: (v, safe) => {
        if (safe?.some((kinds, s) => v.riichi[s] && (kinds?.size ?? 0) > 0)) passedSeen++;
        return dealInRisk(v, shippedDealInModel(), safe).bySeat;
      },
    });
    const seed = 'own-model-passed/1';
    const mine = playGame([own, evaluatorAgent(), evaluatorAgent(), evaluatorAgent()], { seed });
    const theirs = playGame([evaluatorAgent({ dealIn: 'learned' }), evaluatorAgent(), evaluatorAgent(), evaluatorAgent()], { seed });
    expect(mine.agentErrors).toEqual([]);
    expect(passedSeen).toBeGreaterThan(0);
    expect(mine.log.rounds).toEqual(theirs.log.rounds);
  });
  it('weighs every discard with weigh: always, so that a model that sees a silent ready hand is heard', () => {
    // nobody in riichi, no open hand: tileDanger sees no threat; the model says the best discard deals in for sure
    const view = { ...riichiView({ river: [6, 30, 13], hand: [0, 1, 2, 9, 10, 11, 18, 19, 20, 27, 27, 28, 29, 33] }), riichi: [false, false, false, false] } as PlayerView;
    const actions = view.hand.map((tile) => ({ type: 'discard' as const, tile, riichi: false }));
    const quiet = evaluatorDecision(view, actions);
    if (quiet.why.kind !== 'discard') throw new Error('a discard was asked');
    expect(quiet.why.threats).toEqual([]);
    const best = (quiet.action as { tile: number }).tile >> 2;
    const fears = (v: PlayerView) => [0, 1, 2, 3].map((s) => (s === v.seat ? null : Float64Array.from({ length: 34 }, (_, k) => (k === best ? 1 : 0))));
    // under threats only, the model is not asked; always, it moves the discard off the feared kind
    expect((evaluatorDecision(view, actions, { dealIn: fears }).action as { tile: number }).tile >> 2).toBe(best);
    const always = evaluatorDecision(view, actions, { dealIn: fears, weigh: 'always' });
    expect((always.action as { tile: number }).tile >> 2).not.toBe(best);
    if (always.why.kind === 'discard') expect(always.why.defence).toBe('fold');
    // defend: false turns every weighing off
    expect((evaluatorDecision(view, actions, { dealIn: fears, weigh: 'always', defend: false }).action as { tile: number }).tile >> 2).toBe(best);
    expect(() => evaluatorAgent({ weigh: 'sometimes' as never })).toThrow(/weigh is one of threats, always/);
  });
  it('folds to the evaluation\'s first discard within foldTolerance points of the best by points', () => {
    // a hand three from ready, 1m the riichi player's own discard
    const view = riichiView({ river: [0, 30, 33], hand: [0, 1, 2, 4, 5, 9, 10, 14, 15, 19, 20, 27, 28, 31] });
    const actions = view.hand.map((tile) => ({ type: 'discard' as const, tile, riichi: false }));
    const tileOf = (d: ReturnType<typeof evaluatorDecision>) => (d.action as { tile: number }).tile;
    const strict = evaluatorDecision(view, actions);
    if (strict.why.kind !== 'discard') throw new Error('a discard was asked');
    expect(strict.why.defence).toBe('fold');
    const terms = strict.why.points!.terms;
    const top = Math.max(...terms.map((t) => t.ev));
    let moved = 0;
    for (const tolerance of [5, 50, 500, 5000]) {
      const d = evaluatorDecision(view, actions, { foldTolerance: tolerance });
      if (d.why.kind !== 'discard') throw new Error('a discard was asked');
      // the same terms; the evaluation's order is the terms' order
      expect(d.why.points!.terms).toEqual(terms);
      const first = terms.find((t) => t.ev >= top - tolerance)!;
      expect(tileOf(d)).toBe(first.tile);
      if (tileOf(d) !== tileOf(strict)) moved++;
    }
    expect(moved).toBeGreaterThan(0);
    expect(() => evaluatorAgent({ foldTolerance: -1 })).toThrow(/foldTolerance is a number of points ≥ 0/);
    expect(() => evaluatorAgent({ twoStep: 2 })).toThrow(/twoStep is a share from 0 to 1/);
    expect(() => evaluatorAgent({ weighCalls: 'never' as never })).toThrow(/weighCalls is one of riichi, threats/);
  });
  it("weighs calls under an open hand's threat in points with weighCalls: 'threats', and far hands by the two-step count with twoStep", () => {
    let offers = 0;
    let vetoed = 0;
    let far = 0;
    const options = { dealIn: 'learned' as const, foldTolerance: 0, weighCalls: 'threats' as const, twoStep: 0.8 };
    const agents = [0, 1, 2, 3].map(() => evaluatorAgent(options));
    const spy = agents[0]!;
    const checked = {
      ...spy,
      act(view: PlayerView, actions: Parameters<typeof spy.act>[1]) {
        const d = spy.explain(view, actions);
        if (actions.some((a) => a.type === 'pass') && !view.riichi.some(Boolean) && tileDanger(view).threats.length > 0) {
          // the weighing only takes calls away: the call weighCalls: 'riichi' makes, or a pass for the threat
          offers++;
          const plain = evaluatorDecision(view, actions, { ...options, weighCalls: 'riichi' });
          if (d.action !== plain.action) {
            expect(d.action.type === 'pass' && d.why.kind === 'no-call' && d.why.reason === 'threat').toBe(true);
            vetoed++;
          }
        }
        if (d.why.kind === 'discard' && d.why.threats.length === 0 && d.why.shanten >= 3 && !view.riichi[view.seat]) {
          far++;
          expect(tileFromId((d.action as { tile: number }).tile, view.redFives)).toBe(evaluateDiscards(positionOf(view), { twoStep: 0.8 }).best);
        }
        return d.action;
      },
    };
    const result = playGame([checked, agents[1]!, agents[2]!, agents[3]!], { seed: 'open-threat-calls' });
    expect(result.agentErrors.map((e) => e.message)).toEqual([]);
    expect(result.illegal.length).toBe(0);
    expect(offers).toBeGreaterThan(vetoed);
    expect(vetoed).toBeGreaterThan(0);
    expect(far).toBeGreaterThan(10);
  });
  it('keeps the evaluation\'s best discard when nobody threatens or no discard may lose 10 points more, and plays legal games', () => {
    let quiet = 0;
    let weighed = 0;
    const agents = [0, 1, 2, 3].map(() => evaluatorAgent());
    const spy = agents[0]!;
    const checked = {
      ...spy,
      act(view: PlayerView, actions: Parameters<typeof spy.act>[1]) {
        const d = spy.explain(view, actions);
        if (d.why.kind === 'discard' && !view.riichi[view.seat]) {
          if (d.why.threats.length === 0 || d.why.defence === 'none') {
            quiet++;
            expect((d.action as { tile: number }).tile).toBe(d.why.discards[0]!.tile);
          }
          if (d.why.points) {
            weighed++;
            expect(d.why.threats.length).toBeGreaterThan(0);
          }
        }
        return d.action;
      },
    };
    const result = playGame([checked, agents[1]!, agents[2]!, agents[3]!], { seed: 'points' });
    expect(result.illegal).toEqual([]);
    expect(quiet).toBeGreaterThan(20);
    expect(weighed).toBeGreaterThan(0);
  });
});
