// @mjkit/scoring against @kobalab/majiang-core Util.hule on 200,000 seeded random winning
// situations under the `majiang` preset: the same yaku (names mapped), fu, han, yakuman multiple,
// points and payments per seat. No case disagrees; a case where majiang-core were wrong would be
// a test of ours in packages/scoring with the reason.
import { createRules } from '@mjkit/core';
import { YAKU, scoreHand } from '@mjkit/scoring';
import { describe, expect, it } from 'vitest';
import { majiangScore } from '../src/majiang-win.js';
import { randomWin } from '../src/random-wins.js';

const SITUATIONS = 200_000;

// a fixed amount of work against a slow peer: the time limit is for a hang, not for a busy CI machine
describe('scoreHand vs @kobalab/majiang-core Util.hule', { timeout: 300_000 }, () => {
  it(`agrees on ${SITUATIONS.toLocaleString('en')} random winning situations`, () => {
    const rules = createRules('majiang');
    const byMajiang = new Map(Object.values(YAKU).map((y) => [y.majiang, y.id]));
    const seen = { scored: 0, noYaku: 0, yakuman: 0, pao: 0, tsumo: 0, melded: 0 };
    const disagreements: string[] = [];
    for (let seed = 1; seed <= SITUATIONS; seed++) {
      const w = { ...randomWin(seed), rules };
      const ours = scoreHand(w);
      const theirs = majiangScore(w);
      if (w.tsumo) seen.tsumo++;
      if (w.hand.melds.length > 0) seen.melded++;
      if (!theirs || !theirs.hupai) {
        seen.noYaku++;
        if (ours.ok) disagreements.push(`${seed} ${w.hand.toString()}: majiang-core no yaku, ours ${ours.yaku.map((y) => y.id).join(' ')}`);
        continue;
      }
      seen.scored++;
      if (theirs.damanguan) seen.yakuman++;
      if (ours.ok && ours.pao !== null) seen.pao++;
      const want = theirs.hupai.map((h) => `${byMajiang.get(h.name) ?? '?' + h.name}:${h.fanshu}`).sort().join(' ');
      const got = ours.ok ? ours.yaku.map((y) => `${y.id}:${y.yakuman ? '*'.repeat(y.yakuman) : y.han}`).sort().join(' ') : ours.code;
      const same =
        ours.ok &&
        got === want &&
        (theirs.damanguan ? ours.yakuman === theirs.damanguan : ours.fu === theirs.fu && ours.han === theirs.fanshu) &&
        ours.points === theirs.defen &&
        ours.payments.join() === theirs.fenpei.join();
      if (!same) disagreements.push(`${seed} ${w.hand.toString()} win ${String(w.winningTile)}: want ${want} ${theirs.defen} ${theirs.fenpei}, got ${got}`);
    }
    console.log(`scoring: ${SITUATIONS} situations`, seen, `${disagreements.length} disagreements`);
    expect(disagreements.slice(0, 10)).toEqual([]);
    expect(seen.yakuman).toBeGreaterThan(1000);
    expect(seen.pao).toBeGreaterThan(0);
  });
});
