// All 10,000 scored wins of majiang-core's hule.json (third-party data, ../shared/data) under
// the `majiang` preset: the same yaku (names mapped), fu, han, yakuman multiple, points and
// payments per seat.
import { readFileSync } from 'node:fs';
import { Hand, createRules, wind } from '@mjkit/core';
import { YAKU, scoreHand } from '@mjkit/scoring';
import { expect, it } from 'vitest';
import { describeWithData } from '../../../scripts/test-data.js';

interface HuleCase {
  in: {
    shoupai: string;
    rongpai?: string;
    param: {
      zhuangfeng: number;
      menfeng: number;
      hupai: { lizhi?: number; yifa?: boolean; qianggang?: boolean; lingshang?: boolean; haidi?: number; tianhu?: number };
      baopai: string[];
      fubaopai: string[];
      jicun: { changbang: number; lizhibang: number };
    };
  };
  out: { hupai: { name: string; fanshu: number | string }[]; fu: number | null; fanshu: number | null; damanguan: number | null; defen: number; fenpei: number[] };
}

const SOURCE: Record<string, number> = { '+': 1, '=': 2, '-': 3 };

describeWithData('majiang-core hule.json (10,000 scored wins)', 'scoring/majiang-core/hule.json', (path) => {
  it('scores every hand as majiang-core does', () => {
    const cases: HuleCase[] = JSON.parse(readFileSync(path, 'utf8'));
    const rules = createRules('majiang');
    const byMajiang = new Map(Object.values(YAKU).map((y) => [y.majiang, y.id]));
    const wrong: string[] = [];
    for (const c of cases) {
      const p = c.in.param;
      const rp = c.in.rongpai;
      const r = scoreHand({
        hand: Hand.fromMajiang(c.in.shoupai),
        winningTile: rp?.slice(0, 2),
        tsumo: !rp,
        discarder: rp ? wind((p.menfeng + (SOURCE[rp[2] as string] as number)) % 4) : undefined,
        seatWind: wind(p.menfeng),
        roundWind: wind(p.zhuangfeng),
        riichi: p.hupai.lizhi === 1,
        doubleRiichi: p.hupai.lizhi === 2,
        ippatsu: !!p.hupai.yifa,
        rinshan: !!p.hupai.lingshang,
        chankan: !!p.hupai.qianggang,
        lastTile: !!p.hupai.haidi,
        firstTurn: !!p.hupai.tianhu,
        doraIndicators: p.baopai,
        uraIndicators: p.fubaopai,
        honba: p.jicun.changbang,
        riichiSticks: p.jicun.lizhibang,
        rules,
      });
      const o = c.out;
      const want = o.hupai.map((h) => `${byMajiang.get(h.name) ?? '?' + h.name}:${h.fanshu}`).sort().join(' ');
      const got = r.ok ? r.yaku.map((y) => `${y.id}:${y.yakuman ? '*'.repeat(y.yakuman) : y.han}`).sort().join(' ') : r.code;
      const same =
        r.ok &&
        got === want &&
        (o.damanguan ? r.yakuman === o.damanguan : r.fu === o.fu && r.han === o.fanshu) &&
        r.points === o.defen &&
        r.payments.join() === o.fenpei.join();
      if (!same) wrong.push(`${c.in.shoupai} ${rp ?? ''}: want ${want} ${o.fu}fu ${o.defen} [${o.fenpei}], got ${got}`);
    }
    expect(cases).toHaveLength(10000);
    expect(wrong).toEqual([]);
  });
});
