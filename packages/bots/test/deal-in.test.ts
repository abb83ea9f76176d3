// The learned deal-in model: its features read what they say on a table built by hand, the
// weights file round-trips and refuses damage, and the shipped model's own record of its
// held-out test (written by bench/src/deal-in-train.ts) says it beats the hand-set danger.
import type { PlayerView } from '@mjkit/table';
import { riichiView as view } from './riichi-view.js';
import { playGame, shantenAgent } from '@mjkit/game';
import { describe, expect, it } from 'vitest';
import { DEAL_IN_FEATURES, DEAL_IN_FEATURE_COUNT, dealInFeatures, dealInRisk, dealInSituation, decodeDealInModel, encodeDealInModel, shippedDealInModel } from '../src/index.js';

const F = DEAL_IN_FEATURE_COUNT;
const at = (name: string) => DEAL_IN_FEATURES.findIndex((f) => f.startsWith(name));

describe('deal-in features', () => {
  it('read genbutsu, suji, half suji, kabe, one chance, dora and the riichi tile', () => {
    // 4m, 1p, 5s, then riichi on 5p
    const x = dealInFeatures(view({ river: [3, 9, 22, 13] }), 2);
    const f = (kind: number, name: string) => x[kind * F + at(name)];
    expect(f(3, 'genbutsu')).toBe(1);
    expect([f(0, 'suji'), f(6, 'suji'), f(19, 'suji'), f(25, 'suji')]).toEqual([1, 1, 1, 1]); // 1m 7m by 4m; 2s 8s by 5s
    expect([f(1, 'suji'), f(4, 'suji')]).toEqual([0, 0]);
    expect([f(12, 'half suji'), f(4, 'half suji'), f(12, 'suji')]).toEqual([1, 0, 0]); // 4p: 1p on one side only
    expect(f(1, 'dora')).toBe(1); // indicator 1m: dora 2m
    expect(f(2, 'next to a dora')).toBe(1);
    expect(f(12, 'within 2 of its riichi tile')).toBe(1); // riichi on 5p
    expect(f(16, 'within 2 of its riichi tile')).toBe(0);
    // all four 8m seen: nothing two-tile waits on 9m; three seen: one chance
    expect(dealInFeatures(view({ river: [33], seen: [7, 7, 7, 7] }), 2)[8 * F + at('no chance')]).toBe(1);
    const one = dealInFeatures(view({ river: [33], seen: [7, 7, 7] }), 2);
    expect([one[8 * F + at('no chance')], one[8 * F + at('one chance')]]).toEqual([0, 1]);
    expect(dealInFeatures(view({ river: [33, 1, 2], tsumogiri: true }), 2)[at('tsumogiri share')]).toBe(1);
  });
  it('count the kinds passed after a riichi as the river: the hand is furiten on them alike', () => {
    // 4m, 1p, 5s, then riichi on 5p; 6m (5) passed after the riichi
    const v = view({ river: [3, 9, 22, 13] });
    const plain = dealInFeatures(v, 2);
    const passed = dealInFeatures(v, 2, undefined, new Set([5]));
    const f = (x: Float32Array, kind: number, name: string) => x[kind * F + at(name)];
    expect([f(plain, 5, 'genbutsu'), f(passed, 5, 'genbutsu')]).toEqual([0, 1]);
    expect([f(plain, 2, 'suji'), f(passed, 2, 'suji')]).toEqual([0, 1]); // 3m by 6m
    expect([f(plain, 8, 'suji'), f(passed, 8, 'suji')]).toEqual([0, 1]); // 9m by 6m
    // a seat not in riichi may pass a tile and win on it later: nothing changes
    expect(dealInFeatures(v, 1, undefined, new Set([5]))).toEqual(dealInFeatures(v, 1));
    // and the risk reads them so: 3m is safer against the riichi once 6m has passed
    const safe = [undefined, undefined, new Set([5]), undefined];
    expect(dealInRisk(v, undefined, safe).bySeat[2]![2]!).toBeLessThan(dealInRisk(v).bySeat[2]![2]! / 2);
  });
  it('tell the situations apart, and read a one-suit open hand', () => {
    const v = view({ river: [33], melds: [[9, 9, 9], [14, 14, 14]] });
    expect([dealInSituation(v, 2), dealInSituation(v, 3), dealInSituation(v, 1)]).toEqual([0, 1, 2]);
    const x = dealInFeatures(v, 3);
    expect(x[10 * F + at('its open melds one suit (2+) and the kind of it')]).toBe(1); // 2p against a pin hand
    expect(x[0 * F + at('its open melds one suit (2+) and the kind of another')]).toBe(1); // 1m
    expect(x[at('open melds / 4')]).toBe(0.5);
  });
});

describe('dealInRisk', () => {
  it('gives probabilities per opponent and kind, 0 for none of the own seat, lower for genbutsu than for a fresh middle tile', () => {
    const risk = dealInRisk(view({ river: [3, 9, 22, 13] }));
    expect(risk.bySeat[0]).toBe(null);
    const p = risk.bySeat[2]!;
    expect(p.every((q) => q > 0 && q < 1)).toBe(true);
    expect(p[3]!).toBeLessThan(p[4]! / 3); // genbutsu 4m against a fresh 5m
    expect(risk.any[4]!).toBeGreaterThanOrEqual(p[4]!);
  });
  it('rises on the tiles of a riichi against the same tiles with nobody in riichi, in real games', () => {
    let riichi = 0;
    let quiet = 0;
    const spy = {
      ...shantenAgent(),
      act(v: PlayerView, actions: Parameters<ReturnType<typeof shantenAgent>['act']>[1]) {
        const r = dealInRisk(v);
        for (let s = 1; s < 4; s++) {
          const m = r.bySeat[s]!.reduce((a, b) => Math.max(a, b), 0);
          if (v.riichi[s]) riichi = Math.max(riichi, m);
          else if (v.melds[s]!.length === 0) quiet = Math.max(quiet, m);
        }
        return shantenAgent().act(v, actions);
      },
    };
    playGame([spy, shantenAgent(), shantenAgent(), shantenAgent()], { seed: 'deal-in' });
    expect(riichi).toBeGreaterThan(0.05);
    expect(quiet).toBeLessThan(riichi);
  });
});

describe('deal-in weights', () => {
  it('round-trip, and refuse damage, another format and foreign features with BAD_FILE', () => {
    const model = shippedDealInModel();
    const bytes = encodeDealInModel(model);
    expect(decodeDealInModel(bytes).weights).toEqual(model.weights);
    const bad = bytes.slice();
    bad[bytes.length - 10]! ^= 1;
    expect(() => decodeDealInModel(bad)).toThrow(/BAD_FILE.*checksum/);
    expect(() => decodeDealInModel(new Uint8Array(5))).toThrow(/BAD_FILE/);
    expect(() => decodeDealInModel('x' as unknown as Uint8Array)).toThrow(/INVALID_ARGUMENT/);
    expect(() => encodeDealInModel({ weights: new Float32Array(3), info: {} })).toThrow(/INVALID_ARGUMENT/);
  });
  it('the shipped model records its test on games it never saw, and beats tileDanger calibrated there', () => {
    const info = shippedDealInModel().info as { test: Record<string, { model: number; calibrated: number; base: number; modelAuc: number; tileDangerAuc: number }> };
    for (const g of ['riichi threats (tileDanger)', 'open-hand threats (tileDanger)', 'every opponent']) {
      const t = info.test[g]!;
      expect(t.model, g).toBeLessThan(t.calibrated);
      expect(t.model, g).toBeLessThan(t.base);
      // against a riichi both know the tiles passed after it: they order the discards alike (within 0.01), the model's chances are the truer
      if (g.startsWith('riichi')) expect(Math.abs(t.modelAuc - t.tileDangerAuc), g).toBeLessThan(0.01);
      else expect(t.modelAuc, g).toBeGreaterThan(t.tileDangerAuc);
    }
  });
});
