// The deal-in trees: their features read what they say on a table built by hand, the trees file
// round-trips and refuses damage (a bad checksum, a child that points back, foreign features), a
// fuzzed file is either walkable or BAD_FILE, and against a seat not in riichi the trees' risk is
// the learned model's.
import { describe, expect, it } from 'vitest';
import { DEAL_IN_FEATURE_COUNT, DEAL_IN_TREE_FEATURES, DEAL_IN_TREE_FEATURE_COUNT, dealInFeatures, dealInRisk, dealInTreeFeatures, dealInTreesProbability, dealInTreesRisk, decodeDealInTrees, encodeDealInTrees, shippedDealInTrees } from '../src/index.js';
import type { DealInTrees } from '../src/index.js';
import { fuzzFile, resealed } from './fuzz-file.js';
import { riichiView as view } from './riichi-view.js';

const D = DEAL_IN_TREE_FEATURE_COUNT;
const F = DEAL_IN_FEATURE_COUNT;
const at = (name: string) => {
  const i = DEAL_IN_TREE_FEATURES.indexOf(name);
  if (i < 0) throw new Error(`no feature ${name}`);
  return i;
};

describe('deal-in tree features', () => {
  // 4m, 1p, 5s, then riichi on 5p (seat 2), seen from seat 0
  const v = view({ river: [3, 9, 22, 13] });
  const x = dealInTreeFeatures(v, 2);
  const f = (kind: number, name: string) => x[kind * D + at(name)];

  it("start with the deal-in model's features, as float32", () => {
    expect(DEAL_IN_TREE_FEATURES).toHaveLength(86);
    const base = dealInFeatures(v, 2);
    for (let k = 0; k < 34; k++) for (let j = 0; j < F; j++) expect(x[k * D + j]).toBe(base[k * F + j]);
  });
  it('count no wait shape on a tile it threw, and read its suji classes', () => {
    expect(f(3, 'any shape, share')).toBe(0); // 4m is genbutsu
    expect(f(3, 'read: any shape')).toBe(0);
    expect(f(0, 'suji 1-9')).toBe(1); // 1m by 4m
    expect(f(6, 'suji 3-7')).toBe(1); // 7m by 4m
    expect(f(12, 'half suji 4-6')).toBe(1); // 4p: 1p on one side only
    expect(f(4, 'no suji 5')).toBe(1); // 5m
    expect(f(4, 'any shape, share')).toBeGreaterThan(0);
  });
  it('read the river in order up to the riichi tile, tedashi apart from tsumogiri', () => {
    expect(f(12, 'tedashi 1 back, 1 away')).toBe(1); // the riichi tile 5p, next to 4p
    expect(f(12, 'tsumogiri 1 back, 1 away')).toBe(0);
    expect(f(11, 'tedashi 1 back, 2 away')).toBe(1);
    expect(f(20, 'tedashi 2 back, 2 away')).toBe(1); // 5s two back, 3s two away
    expect(f(12, 'its riichi tile 1 away')).toBe(1);
    expect(dealInTreeFeatures(view({ river: [3, 9, 22, 13], tsumogiri: true }), 2)[12 * D + at('tsumogiri 1 back, 1 away')]).toBe(1);
  });
  it('count a kind passed after the riichi as furiten', () => {
    const passed = dealInTreeFeatures(v, 2, undefined, new Set([4]));
    expect(passed[4 * D + at('any shape, share')]).toBe(0);
    expect(passed[4 * D + at('genbutsu (in the opponent\'s river)')]).toBe(1);
  });
});

describe('deal-in trees', () => {
  const trees = shippedDealInTrees();
  const rows = dealInTreeFeatures(view({ river: [3, 9, 22, 13] }), 2);

  it('round-trip to the same bytes and the same chances', () => {
    const bytes = encodeDealInTrees(trees);
    const back = decodeDealInTrees(bytes);
    expect(encodeDealInTrees(back)).toEqual(bytes);
    for (let k = 0; k < 34; k++) expect(dealInTreesProbability(back, rows, k)).toBe(dealInTreesProbability(trees, rows, k));
    expect(back.info).toEqual(trees.info);
  });
  it('refuse damage, a child that points back, foreign features and another format with BAD_FILE', () => {
    const bytes = encodeDealInTrees(trees);
    const damaged = bytes.slice();
    damaged[bytes.length - 100]! ^= 1;
    expect(() => decodeDealInTrees(damaged)).toThrow(/BAD_FILE.*checksum/);
    // the first tree's root is a split: its right child (a byte after the values and features) set to 0, itself
    const header = new DataView(bytes.buffer).getUint32(4, true);
    const nodes = trees.column.length;
    const back = bytes.slice();
    back[8 + header + 9 * nodes] = 0;
    expect(trees.column[0]).toBeGreaterThanOrEqual(0);
    expect(() => decodeDealInTrees(resealed(back))).toThrow(/BAD_FILE.*children are not after it/);
    const foreign = encodeDealInTrees(trees);
    const text = new TextDecoder().decode(foreign.subarray(8, 8 + header)).replace('no live shape', 'no live shapE');
    foreign.set(new TextEncoder().encode(text), 8);
    expect(() => decodeDealInTrees(resealed(foreign))).toThrow(/BAD_FILE.*features/);
    expect(() => decodeDealInTrees(new Uint8Array(5))).toThrow(/BAD_FILE/);
    expect(() => decodeDealInTrees('x' as unknown as Uint8Array)).toThrow(/INVALID_ARGUMENT/);
  });
  it('are not written when they cannot be walked: INVALID_ARGUMENT', () => {
    const back: DealInTrees = { ...trees, right: trees.right.map((r, i) => (i === 0 ? 0 : r)) };
    expect(() => encodeDealInTrees(back)).toThrow(/INVALID_ARGUMENT.*node 0/);
    expect(() => encodeDealInTrees({ ...trees, column: trees.column.map((c, i) => (i === 0 ? D : c)) })).toThrow(/INVALID_ARGUMENT.*feature 86/);
    expect(() => encodeDealInTrees({ ...trees, base: Number.NaN })).toThrow(/INVALID_ARGUMENT.*base/);
    expect(() => encodeDealInTrees({ ...trees, value: Array.from(trees.value) as unknown as Float64Array })).toThrow(/INVALID_ARGUMENT/);
  });
  it('fuzzed (bytes changed, the checksum resealed): walkable trees or BAD_FILE, never another error', () => {
    const refused = fuzzFile(encodeDealInTrees(trees), 400, 7, decodeDealInTrees, (read) => {
      for (const k of [0, 12, 33]) expect(dealInTreesProbability(read, rows, k)).toBeGreaterThanOrEqual(0);
    });
    expect(refused).toBeGreaterThan(0);
  });
  it('record their fit and their test on games they were not fitted on', () => {
    const info = trees.info as { games: number; trainingCases: number; testLiveAuc: string };
    expect(info.games).toBe(4000);
    expect(info.trainingCases).toBeGreaterThan(200_000);
    // deal-in-curve.md: the shipped model's live AUC on the same test hanchan is 0.770
    expect(Number(info.testLiveAuc.split(' ')[0])).toBeGreaterThan(0.77);
  });
});

describe('deal-in trees risk', () => {
  it("uses the trees against a riichi, the learned model elsewhere, and a passed kind counts 0", () => {
    const v = view({ river: [3, 9, 22, 13] });
    const risk = dealInTreesRisk(v, [undefined, undefined, new Set([4])]);
    const learned = dealInRisk(v);
    expect(risk.bySeat[0]).toBeNull();
    for (const s of [1, 3]) expect(Array.from(risk.bySeat[s]!)).toEqual(Array.from(learned.bySeat[s]!));
    expect(risk.bySeat[2]![4]).toBe(0);
    const rows = dealInTreeFeatures(v, 2, undefined, new Set([4]));
    expect(risk.bySeat[2]![12]).toBe(dealInTreesProbability(shippedDealInTrees(), rows, 12));
    // the genbutsu 4m is far safer than the live 4p next to its riichi tile
    expect(risk.bySeat[2]![3]).toBeLessThan(risk.bySeat[2]![12]! / 5);
  });
});
