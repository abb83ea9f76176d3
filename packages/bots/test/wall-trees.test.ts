// The wall trees: their features read what they say on a table built by hand, the file
// round-trips and refuses damage, a fuzzed file is either walkable or BAD_FILE, the wall is a
// share per kind, and the evaluator bot plays with them (`wall: 'trees'`) without an illegal answer.
import { playGame } from '@mjkit/game';
import { describe, expect, it } from 'vitest';
import { HAND_READING_FEATURE_COUNT, WALL_TREE_FEATURES, WALL_TREE_FEATURE_COUNT, decodeWallTrees, encodeWallTrees, evaluatorAgent, readHands, shippedHandReadingModel, shippedWallTrees, treesWall, wallTreeFeatures } from '../src/index.js';
import { fuzzFile, resealed } from './fuzz-file.js';
import { riichiView as view } from './riichi-view.js';

const D = WALL_TREE_FEATURE_COUNT;
const at = (name: string) => {
  const i = WALL_TREE_FEATURES.indexOf(name);
  if (i < 0) throw new Error(`no feature ${name}`);
  return i;
};

describe('wall tree features', () => {
  // seat 2: 4m, 1p, 5s, then riichi on 5p (tedashi); seat 1 threw 9s; seen from seat 0
  const v = view({ river: [3, 9, 22, 13], seen: [26] });
  const { features, unseen } = wallTreeFeatures(v, shippedHandReadingModel().weights);
  const f = (kind: number, name: string) => features[kind * D + at(name)];

  it('count the unseen copies and what the viewer holds', () => {
    expect(WALL_TREE_FEATURES).toHaveLength(22);
    expect(f(27, 'unseen copies')).toBe(2); // east: two in the viewer's hand
    expect(f(27, 'the viewer holds it')).toBe(2);
    expect(unseen[27]).toBe(2);
    expect(f(0, 'dora')).toBe(0);
    expect(f(1, 'dora')).toBe(1); // the indicator is 1m
    expect(f(13, 'number (1–9; 0 an honour)')).toBe(5); // 5p
    expect(f(27, 'honour')).toBe(1);
    expect(f(8, 'terminal')).toBe(1);
    expect(f(0, 'discards on the table / 72')).toBeCloseTo(5 / 72, 12);
  });
  it("read the opponents' rivers: who threw it, the riichi, the last three discards", () => {
    expect(f(3, 'opponents who discarded it')).toBe(1);
    expect(f(26, 'opponents who discarded it')).toBe(1);
    expect(f(4, 'opponents who discarded it')).toBe(0);
    expect(f(12, 'opponents in riichi')).toBe(1);
    // the last three of seat 2: 1p, 5s, 5p; of seat 1: 9s
    expect(f(13, 'opponents whose last 3 discards hold it')).toBe(1);
    expect(f(3, 'opponents whose last 3 discards hold it')).toBe(0); // 4m is four back
    expect(f(11, 'opponents whose last 3 discards hold a tile within 2 from the hand (tedashi)')).toBe(1); // 3p by 5p (and 1p)
    expect(f(24, 'opponents whose last 3 discards hold a tile within 2 from the hand (tedashi)')).toBe(2); // 7s by 5s and 9s
    expect(f(11, 'opponents whose last 3 discards hold a tile within 2 just drawn (tsumogiri)')).toBe(0);
    expect(f(27, 'opponents whose last 3 discards hold a tile within 2 from the hand (tedashi)')).toBe(0);
  });
  it("carry the logit's own wall share, which is readHands' wall under the same weights", () => {
    const wall = readHands(v, shippedHandReadingModel()).wall;
    for (let k = 0; k < 34; k++) expect(f(k, "the logit's wall share")).toBeCloseTo(wall[k]!, 12);
  });
});

describe('wall trees', () => {
  const trees = shippedWallTrees();
  const v = view({ river: [3, 9, 22, 13], seen: [26] });

  it('read a share per kind, 1 where no copy is unseen', () => {
    const wall = treesWall(v);
    const none = view({ river: [3, 9, 22, 13], hand: [27, 27, 27, 27, 28, 28, 29, 29, 30, 30, 31, 31, 32] });
    expect(wall).toHaveLength(34);
    for (const w of wall) expect(w > 0 && w <= 1).toBe(true);
    expect(treesWall(none)[27]).toBe(1); // all four easts in the viewer's hand
  });
  it('round-trip to the same bytes and the same wall', () => {
    const bytes = encodeWallTrees(trees);
    const back = decodeWallTrees(bytes);
    expect(encodeWallTrees(back)).toEqual(bytes);
    expect(treesWall(v, back)).toEqual(treesWall(v, trees));
    expect(back.reading).toHaveLength(HAND_READING_FEATURE_COUNT);
  });
  it('refuse damage, foreign features and a non-finite weight with BAD_FILE, and bad input with INVALID_ARGUMENT', () => {
    const bytes = encodeWallTrees(trees);
    const damaged = bytes.slice();
    damaged[bytes.length - 100]! ^= 1;
    expect(() => decodeWallTrees(damaged)).toThrow(/BAD_FILE.*checksum/);
    const header = new DataView(bytes.buffer).getUint32(4, true);
    const foreign = bytes.slice();
    const text = new TextDecoder().decode(foreign.subarray(8, 8 + header)).replace('the viewer holds it', 'the viewer holds iT');
    foreign.set(new TextEncoder().encode(text), 8);
    expect(() => decodeWallTrees(resealed(foreign))).toThrow(/BAD_FILE.*features/);
    const nan = bytes.slice();
    new DataView(nan.buffer).setFloat32(8 + header, Number.NaN, true);
    expect(() => decodeWallTrees(resealed(nan))).toThrow(/BAD_FILE.*not finite/);
    expect(() => decodeWallTrees(new Uint8Array(5))).toThrow(/BAD_FILE/);
    expect(() => decodeWallTrees('x' as unknown as Uint8Array)).toThrow(/INVALID_ARGUMENT/);
    expect(() => encodeWallTrees({ ...trees, reading: new Float32Array(3) })).toThrow(/INVALID_ARGUMENT.*3 weights/);
    expect(() => encodeWallTrees({ ...trees, column: trees.column.map((c, i) => (i === 0 ? D : c)) })).toThrow(/INVALID_ARGUMENT.*feature 22/);
  });
  it('fuzzed (bytes changed, the checksum resealed): walkable trees or BAD_FILE, never another error', () => {
    const refused = fuzzFile(encodeWallTrees(trees), 300, 11, decodeWallTrees, (read) => {
      for (const w of treesWall(v, read)) expect(w >= 0 && w <= 1).toBe(true);
    });
    expect(refused).toBeGreaterThan(0);
  });
  it('record their fit: bots, not people', () => {
    const info = trees.info as { data: string; heldOut: string };
    expect(info.data).toMatch(/480 hanchan of four evaluator-legacy/);
    expect(info.heldOut).toBe('bench/results/hand-reading-bots.md');
  });
});

describe("the evaluator bot's wall: 'trees'", () => {
  it('plays a hanchan with no illegal answer, and unknown walls are refused', () => {
    const result = playGame([0, 1, 2, 3].map((s) => evaluatorAgent({ wall: s % 2 === 0 ? 'trees' : 'uniform' })), { seed: 'wall-trees-test' });
    expect(result.illegal).toHaveLength(0);
    expect(() => evaluatorAgent({ wall: 'tree' as 'trees' })).toThrow(/INVALID_ARGUMENT.*trees/);
  });
});
