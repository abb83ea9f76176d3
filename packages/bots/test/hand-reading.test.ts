// Hand reading: the features read what they say, the expected counts add up to each opponent's
// concealed tiles, the weights file round-trips and refuses damage, and the shipped model's own
// record of its held-out test (bench/src/hand-reading-train.ts) beats the uniform prior.
import { kindOf } from '@mjkit/core';
import { evaluateDiscards, positionOf } from '@mjkit/evaluator';
import type { PlayerView } from '@mjkit/table';
import { describe, expect, it } from 'vitest';
import { HAND_READING_FEATURES, HAND_READING_FEATURE_COUNT, concealedCount, decodeHandReadingModel, encodeHandReadingModel, evaluatorAgent, evaluatorDecision, handReadingFeatures, readHands, shippedHandReadingModel } from '../src/index.js';
import type { EvaluatorDecisionOptions } from '../src/index.js';
import { riichiView } from './riichi-view.js';

const F = HAND_READING_FEATURE_COUNT;
const at = (name: string) => HAND_READING_FEATURES.findIndex((f) => f.startsWith(name));

describe('hand-reading features', () => {
  it('read the river, the melds and the riichi', () => {
    // seat 2: 4m, 1p, 5s, riichi on 5p; seat 3 ponned 1p and 6p
    const view = riichiView({ river: [3, 9, 22, 13], melds: [[9, 9, 9], [14, 14, 14]] });
    const x = handReadingFeatures(view, 2);
    const f = (kind: number, name: string) => x[kind * F + at(name)];
    expect([f(3, 'discarded it'), f(4, 'discarded it')]).toEqual([1, 0]);
    expect([f(4, 'discarded a tile 1 away'), f(5, 'discarded a tile 2 away'), f(6, 'discarded a tile 1 away')]).toEqual([1, 1, 0]);
    expect(f(0, 'share of its number discards')).toBeCloseTo(1 / 4, 6);
    expect([f(27, 'in riichi'), f(14, 'in riichi and discarded')]).toEqual([1, 1]);
    const y = handReadingFeatures(view, 3);
    expect([y[10 * F + at('an open meld in this suit')], y[0 * F + at('an open meld in this suit')], y[12 * F + at('an open chow or pung within 2')]]).toEqual([1, 0, 1]);
    expect(concealedCount(view, 3)).toBe(7);
  });
});

describe('readHands', () => {
  it('expects each opponent\'s concealed tiles in all, and leaves the rest to the wall', () => {
    const view = riichiView({ river: [3, 9, 22, 13], melds: [[9, 9, 9], [14, 14, 14]] });
    const r = readHands(view);
    expect(r.bySeat[0]).toBe(null);
    const sum = (a: Float64Array) => a.reduce((x, y) => x + y, 0);
    expect(sum(r.bySeat[1]!)).toBeCloseTo(13, 0);
    expect(sum(r.bySeat[3]!)).toBeCloseTo(7, 0);
    expect(r.wall.every((w) => w >= 0 && w <= 1)).toBe(true);
    // the riichi player's own discards are less likely in its hand than a fresh tile of the same class
    expect(r.bySeat[2]![3]! / 3).toBeLessThan(r.bySeat[2]![21]! / 4);
  });
});

describe("the evaluator bot's wall", () => {
  it("values the discards with readHands' wall when 'estimated', and with a reading of your own, checked", () => {
    // the riichi table with nobody in riichi: the discards go by the evaluation alone
    const table = riichiView({ river: [3, 9, 22, 13], hand: [0, 1, 2, 4, 6, 12, 13, 14, 24, 25, 27, 27, 31, 33] }); // 123m 57m 456p 78s EE, two honours: one from ready
    const view = { ...table, riichi: [false, false, false, false], riichiSticks: 0, rivers: table.rivers.map((r) => r.map((t) => ({ ...t, riichi: false }))) } as PlayerView;
    const actions = view.hand.map((tile) => ({ type: 'discard' as const, tile, riichi: false }));
    const values = (wall: EvaluatorDecisionOptions['wall']) => {
      const d = evaluatorDecision(view, actions, { wall });
      if (d.why.kind !== 'discard') throw new Error('a discard was asked');
      return new Map(d.why.discards.map((x) => [x.tile >> 2, x.value]));
    };
    const evaluator = (weights?: ArrayLike<number>) => new Map(evaluateDiscards(positionOf(view), { preset: 'normalized', ...(weights ? { model: { weights } } : {}) }).discards.map((x) => [kindOf(x.tile), x.value]));
    expect(values('uniform')).toEqual(evaluator());
    expect(values('estimated')).toEqual(evaluator(readHands(view).wall));
    // a reading of your own that all but rules out the manzu draws (the 6m the 57m waits on)
    const mine = Float64Array.from({ length: 34 }, (_, k) => (k < 9 ? 0.05 : 1));
    const asked: PlayerView[] = [];
    expect(values((v) => (asked.push(v), mine))).toEqual(evaluator(mine));
    expect(asked).toEqual([view]);
    expect(values((v) => (asked.push(v), mine))).not.toEqual(evaluator());
    expect(() => values(() => [1, 2])).toThrow(/INVALID_ARGUMENT: model.weights must hold 34 or 37 numbers ≥ 0/);
    expect(() => evaluatorAgent({ wall: 'oracle' as never })).toThrow(/wall is one of uniform, estimated, trees or a function/);
  });
});

describe('hand-reading weights', () => {
  it('round-trip, and refuse damage and foreign files', () => {
    const model = shippedHandReadingModel();
    const bytes = encodeHandReadingModel(model);
    expect(decodeHandReadingModel(bytes).weights).toEqual(model.weights);
    const bad = bytes.slice();
    bad[bytes.length - 6]! ^= 1;
    expect(() => decodeHandReadingModel(bad)).toThrow(/BAD_FILE.*checksum/);
    expect(() => decodeHandReadingModel(new Uint8Array(3))).toThrow(/BAD_FILE/);
    expect(() => encodeHandReadingModel({ weights: new Float32Array(2), info: {} })).toThrow(/INVALID_ARGUMENT/);
  });
  it('the shipped model records its test on games it never saw, above the uniform prior', () => {
    const info = shippedHandReadingModel().info as { test: Record<string, { prior: number; model: number }> };
    for (const g of ['every opponent', 'opponents in riichi', 'opponents not in riichi']) expect(info.test[g]!.model, g).toBeGreaterThan(info.test[g]!.prior);
  });
});
