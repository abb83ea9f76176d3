// @mjkit/shanten against @kobalab/majiang-core on seeded random closed hands: shanten on
// 1,000,000 14-tile and 1,000,000 13-tile hands (majiang-core is exact on random hands; it errs
// only where a wait is a fifth copy), and effective tiles against Util.tingpai on 100,000
// 13-tile hands apart from that case.
import { shanten, ukeire } from '@mjkit/shanten';
import { describe, expect, it } from 'vitest';
import { Majiang } from '../src/majiang.js';
import { forEachRandomHand, toMajiang } from '../src/random-walls.js';

const NAMES = Array.from({ length: 34 }, (_, k) => 'mpsz'[Math.floor(k / 9)]! + String((k % 9) + 1));

// a fixed amount of work against a slow peer: the time limit is for a hang, not for a busy CI machine
describe('shanten vs @kobalab/majiang-core Util.xiangting', { timeout: 300_000 }, () => {
  for (const size of [14, 13] as const) {
    it(`agrees on 1,000,000 random closed ${size}-tile hands`, () => {
      let compared = 0;
      const disagreements: string[] = [];
      forEachRandomHand(1_000_000, size, `shanten-agreement-${size}`, (counts) => {
        compared++;
        const ours = shanten(counts);
        const theirs = Majiang.Util.xiangting(toMajiang(counts));
        if (ours !== theirs) disagreements.push(`${toMajiang(counts).toString()}: ours ${ours}, majiang ${theirs}`);
      });
      console.log(`shanten ${size} tiles: ${compared} hands, ${disagreements.length} disagreements`);
      expect(compared).toBe(1_000_000);
      expect(disagreements).toEqual([]);
    });
  }
});

describe('effective tiles vs @kobalab/majiang-core Util.tingpai', { timeout: 300_000 }, () => {
  it('agree on 100,000 random closed 13-tile hands, apart from the fifth-tile case', () => {
    let compared = 0;
    let fifthTile = 0;
    // disagreements are gathered and compared once: an expect per hand and tile cost 20 of 27 s
    const disagreements: string[] = [];
    forEachRandomHand(100_000, 13, 'ukeire-agreement', (counts) => {
      const shoupai = toMajiang(counts);
      const ours = ukeire(counts);
      if (ours.shanten !== Majiang.Util.xiangting(shoupai)) {
        // majiang-core calls the hand one step better because it counts a fifth copy; the
        // effective tiles then follow the exact definition, checked in the shanten package.
        fifthTile++;
        return;
      }
      compared++;
      const theirs = (Majiang.Util.tingpai(shoupai) ?? []).join(',');
      const tiles = ours.tiles.map((t) => NAMES[t.kind]).join(',');
      if (tiles !== theirs) disagreements.push(`${shoupai.toString()}: ours ${tiles}, majiang ${theirs}`);
      // counting: four minus the copies in hand
      for (const t of ours.tiles) if (t.remaining !== 4 - (counts[t.kind] as number)) disagreements.push(`${shoupai.toString()}: ${NAMES[t.kind]} remaining ${t.remaining}`);
    });
    expect(disagreements).toEqual([]);
    console.log(`ukeire: ${compared} hands agree, ${fifthTile} fifth-tile hands judged by the rule`);
    expect(compared + fifthTile).toBe(100_000);
  });
});
