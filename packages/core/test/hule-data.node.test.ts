// All 10,000 hands of majiang-core's hule.json (third-party data, ../shared/data): each
// round-trips through our hand model to the identical majiang string, through mpsz too, and
// is complete once its winning tile is in.
import { readFileSync } from 'node:fs';
import { Hand, decompose, isComplete } from '@mjkit/core';
import { expect, it } from 'vitest';
import { describeWithData } from '../../../scripts/test-data.js';

interface HuleCase {
  in: { shoupai: string; rongpai?: string };
}

describeWithData('majiang-core hule.json', 'scoring/majiang-core/hule.json', (path) => {
  const cases = (): HuleCase[] => JSON.parse(readFileSync(path, 'utf8'));

  it('has 10,000 hands', () => {
    expect(cases()).toHaveLength(10000);
  });

  it('round-trips every hand to the identical majiang string, and through mpsz', () => {
    let same = 0;
    for (const c of cases()) {
      const hand = Hand.fromMajiang(c.in.shoupai);
      expect(hand.toMajiang(), c.in.shoupai).toBe(c.in.shoupai);
      const mpsz = Hand.fromMpsz(hand.toString());
      expect(mpsz.toMajiang(), c.in.shoupai).toBe(c.in.shoupai);
      if (mpsz.equals(hand)) same++;
    }
    expect(same).toBe(10000);
  });

  it('finds every hand complete, with at least one decomposition', () => {
    let complete = 0;
    for (const c of cases()) {
      let hand = Hand.fromMajiang(c.in.shoupai);
      if (c.in.rongpai) hand = hand.draw(c.in.rongpai.slice(0, 2));
      expect(isComplete(hand), c.in.shoupai).toBe(true);
      expect(decompose(hand).length, c.in.shoupai).toBeGreaterThan(0);
      complete++;
    }
    expect(complete).toBe(10000);
  });
});
