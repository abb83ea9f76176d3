// The standard point table (as printed in every riichi rule book) against basePoints and
// winPayments, and the draw payments.
import { createRules } from '@mjkit/core';
import { basePoints, drawPayments, nagashiManganPayments, winPayments } from '@mjkit/scoring';
import { describe, expect, it } from 'vitest';

const FU = [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110];
// [han][fu] → points; 0 where the table has no entry
const NON_DEALER_RON: Record<number, number[]> = {
  1: [0, 0, 1000, 1300, 1600, 2000, 2300, 2600, 2900, 3200, 3600],
  2: [1300, 1600, 2000, 2600, 3200, 3900, 4500, 5200, 5800, 6400, 7100],
  3: [2600, 3200, 3900, 5200, 6400, 7700, 8000, 8000, 8000, 8000, 8000],
  4: [5200, 6400, 7700, 8000, 8000, 8000, 8000, 8000, 8000, 8000, 8000],
};
const DEALER_RON: Record<number, number[]> = {
  1: [0, 0, 1500, 2000, 2400, 2900, 3400, 3900, 4400, 4800, 5300],
  2: [2000, 2400, 2900, 3900, 4800, 5800, 6800, 7700, 8700, 9600, 10600],
  3: [3900, 4800, 5800, 7700, 9600, 11600, 12000, 12000, 12000, 12000, 12000],
  4: [7700, 9600, 11600, 12000, 12000, 12000, 12000, 12000, 12000, 12000, 12000],
};
// non-dealer tsumo: [others, dealer]
const NON_DEALER_TSUMO: Record<number, [number, number][]> = {
  1: [[0, 0], [0, 0], [300, 500], [400, 700], [400, 800], [500, 1000], [600, 1200], [700, 1300], [800, 1500], [800, 1600], [900, 1800]],
  2: [[400, 700], [0, 0], [500, 1000], [700, 1300], [800, 1600], [1000, 2000], [1200, 2300], [1300, 2600], [1500, 2900], [1600, 3200], [1800, 3600]],
  3: [[700, 1300], [800, 1600], [1000, 2000], [1300, 2600], [1600, 3200], [2000, 3900], [2000, 4000], [2000, 4000], [2000, 4000], [2000, 4000], [2000, 4000]],
  4: [[1300, 2600], [1600, 3200], [2000, 3900], [2000, 4000], [2000, 4000], [2000, 4000], [2000, 4000], [2000, 4000], [2000, 4000], [2000, 4000], [2000, 4000]],
};
const DEALER_TSUMO: Record<number, number[]> = {
  1: [0, 0, 500, 700, 800, 1000, 1200, 1300, 1500, 1600, 1800],
  2: [700, 0, 1000, 1300, 1600, 2000, 2300, 2600, 2900, 3200, 3600],
  3: [1300, 1600, 2000, 2600, 3200, 3900, 4000, 4000, 4000, 4000, 4000],
  4: [2600, 3200, 3900, 4000, 4000, 4000, 4000, 4000, 4000, 4000, 4000],
};

describe('the point table', () => {
  for (const han of [1, 2, 3, 4]) {
    it(`${han} han, 20 to 110 fu`, () => {
      FU.forEach((fu, i) => {
        const { base } = basePoints(han, fu);
        const nd = NON_DEALER_RON[han]![i]!;
        if (nd) expect(winPayments({ base, winner: 1, discarder: 2 }).points, `${han}/${fu}`).toBe(nd);
        const d = DEALER_RON[han]![i]!;
        if (d) expect(winPayments({ base, winner: 0, discarder: 2 }).points, `${han}/${fu}`).toBe(d);
        const [others, dealer] = NON_DEALER_TSUMO[han]![i]!;
        if (others) expect(winPayments({ base, winner: 1, discarder: null }).payments, `${han}/${fu}`).toEqual([-dealer, others * 2 + dealer, -others, -others]);
        const each = DEALER_TSUMO[han]![i]!;
        if (each) expect(winPayments({ base, winner: 0, discarder: null }).payments, `${han}/${fu}`).toEqual([each * 3, -each, -each, -each]);
      });
    });
  }

  it('has the limits', () => {
    expect([5, 6, 7, 8, 10, 11, 12, 13].map((h) => basePoints(h, 30))).toEqual([
      { base: 2000, limit: 'mangan' },
      { base: 3000, limit: 'haneman' },
      { base: 3000, limit: 'haneman' },
      { base: 4000, limit: 'baiman' },
      { base: 4000, limit: 'baiman' },
      { base: 6000, limit: 'sanbaiman' },
      { base: 6000, limit: 'sanbaiman' },
      { base: 8000, limit: 'kazoe-yakuman' },
    ]);
    expect(winPayments({ base: 8000, winner: 0, discarder: 3 }).points).toBe(48000);
  });
});

describe('draws', () => {
  it('noten payments share 3,000 points (2,000 with three players)', () => {
    expect(drawPayments([true, false, false, false])).toEqual([3000, -1000, -1000, -1000]);
    expect(drawPayments([true, true, true, false])).toEqual([1000, 1000, 1000, -3000]);
    expect(drawPayments([true, true, true, true])).toEqual([0, 0, 0, 0]);
    expect(drawPayments([true, false, false], createRules('tenhou-sanma'))).toEqual([2000, -1000, -1000]);
    expect(drawPayments([true, false, false, false], createRules('tenhou', { notenPayments: false }))).toEqual([0, 0, 0, 0]);
    expect(() => drawPayments([true, false])).toThrow(/INVALID_ARGUMENT/);
  });

  it('nagashi mangan pays as a mangan tsumo', () => {
    expect(nagashiManganPayments([0])).toEqual([12000, -4000, -4000, -4000]);
    expect(nagashiManganPayments([1, 3])).toEqual([-8000, 6000, -4000, 6000]);
  });
});
