// The deal-in studies' cases and candidates: every deal-in the cases count is a ron on a discard
// against a seat in riichi, and the wait-shape counts follow furiten (a shape whose other wait is
// in the riichi hand's river cannot take the tile); tileDanger's column weighs no deal-in 0. And
// the shipped deal-in trees in play (@mjkit/bots' `dealIn: 'trees'`) read each case as the training
// cases hold it.
import { DEAL_IN_TREE_FEATURE_COUNT, dealInRisk, dealInTreesProbability, dealInTreesRisk, shippedDealInModel, shippedDealInTrees } from '@mjkit/bots';
import { playGame } from '@mjkit/game';
import type { Seat } from '@mjkit/core';
import type { GameLog } from '@mjkit/record';
import { describe, expect, it } from 'vitest';
import { riichiView } from '../../packages/bots/test/riichi-view.js';
import { E, GROUPS, NAMES, candidates, columns } from '../src/deal-in-candidates.js';
import { DANGER, STRIDE, addRiichiCases, emptyCases, study } from '../src/deal-in-study.js';
import type { Fit } from '../src/deal-in-study.js';
import { variantAgent } from '../src/evaluator-variants.js';
import { forEachDiscardUnderRiichi } from '../src/houou-hanchan.js';

// three games of four evaluator-legacy, played once for the tests that read them
let played: GameLog[] | undefined;
const games = () => (played ??= [0, 1, 2].map((g) => playGame([0, 1, 2, 3].map(() => variantAgent('evaluator-legacy')), { seed: `deal-in-study-test/${g}` }).log));

describe('the riichi cases', () => {
  it('count every ron on a discard against a riichi, and nothing else, as a deal-in', () => {
    let rons = 0;
    const cases = emptyCases();
    for (const [g, log] of games().entries()) {
      addRiichiCases(cases, log, g, 0);
      for (const round of log.rounds) {
        const riichi = new Set<number>();
        for (const [i, e] of round.events.entries()) {
          if (e.type === 'riichi-accepted') riichi.add(e.seat);
          // a ron on a discard (not a robbed kan) by a seat in riichi
          if (e.type === 'win' && e.from !== e.seat && riichi.has(e.seat) && round.events.slice(0, i).reverse().find((x) => x.type === 'discard' || x.type === 'call')?.type === 'discard') rons++;
        }
      }
    }
    expect(cases.x.length).toBe(cases.y.length * STRIDE);
    // tileDanger's column: never negative, and a discard that dealt in was never weighed 0 (genbutsu)
    const danger = cases.y.map((_, i) => cases.x[i * STRIDE + DANGER]!);
    expect(Math.min(...danger)).toBeGreaterThanOrEqual(0);
    expect(Math.min(...danger.filter((_, i) => cases.y[i] === 1))).toBeGreaterThan(0);
    expect(cases.y.length).toBeGreaterThan(100);
    expect(rons).toBeGreaterThan(0);
    expect(cases.y.filter((y) => y === 1).length).toBe(rons);
  });
});

describe('the study', () => {
  it('fits a variant on the training cases its `train` picks, and skips the 5 folds when told', () => {
    const cases = emptyCases();
    for (const [g, log] of games().entries()) addRiichiCases(cases, log, g, g === 2 ? 1 : 0);
    const seen: number[] = [];
    // tileDanger's column as it is, recording how many rows each fit was given
    const spy: Fit = (train) => {
      seen.push(train.n);
      return (x, r) => x[r * train.d + 1]!;
    };
    const inGame = (g: number) => cases.y.filter((_, i) => cases.game[i] === g).length;
    const [first, all] = study(cases, [
      { name: 'game 0', groups: [], cols: [0, DANGER], fit: spy, train: (i) => cases.game[i] === 0 },
      { name: 'all', groups: [], cols: [0, DANGER], fit: spy },
    ], 'deal-in-study-test', { folds: false });
    expect(seen).toEqual([inGame(0), inGame(0) + inGame(1)]);
    expect(inGame(0)).toBeGreaterThan(0);
    expect(inGame(1)).toBeGreaterThan(0);
    // the same predictions on the same test cases: the same figures, and no folds
    expect(first!.live).toBe(all!.live);
    expect(first!.auc).toBe(all!.auc);
    expect(Number.isNaN(first!.cvLive)).toBe(true);
    seen.length = 0;
    study(cases, [{ name: 'folds', groups: [], cols: [0, DANGER], fit: spy }], 'deal-in-study-test');
    expect(seen).toEqual([inGame(0) + inGame(1), ...[0, 1, 2, 3, 4].map((k) => [0, 1, 2].filter((g) => g % 5 !== k).reduce((a, g) => a + inGame(g), 0))]);
  });
});

describe('the candidates', () => {
  // seat 2 in riichi with 1m, 9p and 5p (the riichi tile) in its river
  const view = riichiView({ river: [0, 17, 13], hand: [27, 27, 28, 28, 29, 29, 30, 30, 31, 31, 32, 32, 33, 33] });
  const out = new Float64Array(34 * E);
  candidates(view, 2 as Seat, new Set([20]), out);
  const at = (k: number, name: string) => {
    const group = Object.values(GROUPS).flat() as string[];
    return out[k * E + group.indexOf(name)]!;
  };
  it('give no shape to a kind the riichi hand is furiten on, its river or passed', () => {
    const shapes = ['two-sided from below, share', 'two-sided from above, share', 'closed or edge, share', 'pair (shanpon), share', 'single (tanki), share', ...GROUPS.read];
    for (const k of [0, 17, 13, 20]) expect(shapes.map((n) => at(k, n))).toEqual(shapes.map(() => 0));
    // the read shapes weigh the live kinds by the hand the model expects: some, never negative
    expect(at(3, 'read: any shape')).toBeGreaterThan(0);
    for (let k = 0; k < 34; k++) expect(at(k, 'read: any shape')).toBeGreaterThanOrEqual(0);
  });
  it('take the two-sided shape away from the suji side only', () => {
    // 4m: 2m3m would wait on 1m too, furiten; 5m6m waits on 7m, alive
    expect(at(3, 'two-sided from below, share')).toBe(0);
    expect(at(3, 'two-sided from above, share')).toBeGreaterThan(0);
    // 2p (kind 10): no two-sided shape from below exists; 3p4p waits on 5p, furiten
    expect(at(10, 'two-sided from above, share')).toBe(0);
    expect(at(3, 'suji 1-9') + at(3, 'half suji 4-6')).toBe(1);
  });
  it('know the riichi tile\'s neighbours and the lines still alive', () => {
    expect(at(12, 'its riichi tile 1 away')).toBe(1);
    expect(at(11, 'its riichi tile 2 away')).toBe(1);
    expect(at(12, 'its riichi tile 2 away')).toBe(0);
    // 18 two-sided lines, less 1m-4m, 6p-9p, 2p-5p, 5p-8p and 3s-6s (3s passed)
    expect(at(5, 'two-sided lines alive / 18')).toBeCloseTo(13 / 18, 10);
  });
});

describe("the shipped deal-in trees in play (dealIn: 'trees')", () => {
  it("give each case the chance its training row gets, a passed kind 0, and the other seats the shipped model's", () => {
    const trees = shippedDealInTrees();
    // the trees read the shipped features and every group but the prior, in the cases' order
    const cols = columns(NAMES.filter((g) => g !== 'prior'));
    expect(cols).toEqual(Array.from({ length: DEAL_IN_TREE_FEATURE_COUNT }, (_, j) => j));
    const log = games()[0]!;
    const cases = emptyCases();
    addRiichiCases(cases, log, 0, 0);
    let i = 0;
    forEachDiscardUnderRiichi(log, ({ view, kind, passed }) => {
      const p = dealInTreesRisk(view, passed).bySeat;
      const shipped = dealInRisk(view, shippedDealInModel(), passed).bySeat;
      for (let s = 0; s < view.players; s++) {
        if (s === view.seat) {
          expect(p[s]).toBeNull();
          continue;
        }
        if (!view.riichi[s]) {
          expect(Array.from(p[s]!)).toEqual(Array.from(shipped[s]!));
          continue;
        }
        for (const k of passed[s]!) expect(p[s]![k]).toBe(0);
        for (let k = 0; k < 34; k++) expect(p[s]![k]).toBeGreaterThanOrEqual(0), expect(p[s]![k]).toBeLessThan(1);
        if (passed[s]!.has(kind)) continue; // not a case
        // case i is this discard against seat s, in the columns the trees were fitted on
        expect(p[s]![kind]).toBe(dealInTreesProbability(trees, Float64Array.from(cols, (c) => cases.x[i * STRIDE + c]!), 0));
        i++;
      }
    });
    expect(i).toBe(cases.y.length);
    expect(i).toBeGreaterThan(20);
  });
});
