// The speed gate's ratio: the ratio of the totals, an interval that holds it and narrows to it when
// every hanchan agrees, and bad input refused rather than a NaN in the results.
import { describe, expect, it } from 'vitest';
import { formatRatio, speedRatio } from '../src/speed-ratio.js';

describe('speedRatio', () => {
  it('is the ratio of the totals, not the mean of the ratios', () => {
    const r = speedRatio([10, 30], [1, 2]);
    expect(r.ratio).toBeCloseTo(40 / 3, 12);
    expect(r.min).toBe(10);
    expect(r.max).toBe(15);
    expect(r.hanchan).toBe(2);
  });
  it('has an interval around the ratio, a point when every hanchan has the same ratio', () => {
    const same = speedRatio([12, 24, 6], [1, 2, 0.5]);
    expect(same.low).toBeCloseTo(12, 12);
    expect(same.high).toBeCloseTo(12, 12);
    const spread = speedRatio([16, 13, 15, 17, 14, 12], [1.1, 1.3, 0.9, 1.0, 1.2, 1.4]);
    expect(spread.low).toBeLessThan(spread.ratio);
    expect(spread.high).toBeGreaterThan(spread.ratio);
    expect(spread.low).toBeGreaterThanOrEqual(spread.min);
    expect(spread.high).toBeLessThanOrEqual(spread.max);
    expect(formatRatio(same)).toBe('12.0× [12.0, 12.0]');
  });
  it('refuses unpaired or non-positive times', () => {
    expect(() => speedRatio([1, 2], [1])).toThrow(RangeError);
    expect(() => speedRatio([], [])).toThrow(RangeError);
    expect(() => speedRatio([1], [0])).toThrow(/positive/);
    expect(() => speedRatio([Number.NaN], [1])).toThrow(/positive/);
  });
});
