// The trainer reward, eq. 1–8, on the paper's own example and on the two readings of eq. 7 and 8.
import { describe, expect, it } from 'vitest';
import { actionReward, baseReward, rewardMultiplier, scoreReward, trainerReward, winFunction, yakuReward } from '@mjkit/donjara';

describe('the trainer reward (eq. 1–8)', () => {
  it("gives the paper's figure 4 example: 5 candidates, 3 with the same response", () => {
    expect(baseReward(3, 5, 0.05)).toBeCloseTo(0.45, 12);
    // every candidate drew the same response: only ε is left
    expect(baseReward(5, 5, 0.05)).toBeCloseTo(0.05, 12);
  });

  it('multiplies by α^C on a shanten gain, −α^C on a loss or a deal-in', () => {
    expect(rewardMultiplier(2, 1, false, 4, 1.1)).toBeCloseTo(1.1 ** 4, 12);
    expect(rewardMultiplier(2, 2, false, 4, 1.1)).toBe(1);
    expect(rewardMultiplier(1, 2, false, 4, 1.1)).toBeCloseTo(-(1.1 ** 4), 12);
    expect(rewardMultiplier(1, 0, true, 4, 1.1)).toBeCloseTo(-(1.1 ** 4), 12);
    expect(actionReward(3, 5, 2, 1, false, 2, { epsilon: 0.05, alpha: 1.1 })).toBeCloseTo(0.45 * 1.21, 12);
  });

  it('reads eq. 7 and 8 as written and as intended', () => {
    expect(yakuReward(3000)).toBe(3);
    expect(yakuReward(10000)).toBe(1); // as written, nine weighs less than six-three
    expect(yakuReward(10000, { delta: 'per-thousand' })).toBe(10);
    expect(winFunction(4, { beta: 0.01, winFunction: 'as-written' })).toBeCloseTo(-0.16, 12);
    expect(winFunction(4, { beta: 0.01 })).toBeCloseTo(Math.exp(-0.16), 12);
    // as written, a win is punished and a deal-in rewarded
    expect(scoreReward('won', 1000, 5, { winFunction: 'as-written' })).toBeLessThan(0);
    expect(scoreReward('dealt-in', 1000, 5, { winFunction: 'as-written' })).toBeGreaterThan(0);
    expect(scoreReward('won', 1000, 5)).toBeGreaterThan(scoreReward('won', 1000, 15));
    expect(scoreReward('dealt-in', 1000, 5)).toBeLessThan(0);
    expect(scoreReward('other', 1000, 5)).toBe(0);
    expect(trainerReward(2, 4, { w: 0.25 })).toBeCloseTo(3.5, 12);
  });
});
