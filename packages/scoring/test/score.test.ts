// Hand-written cases for what the data sets lack: chankan, rinshan, haitei and houtei, tenhou
// and chiihou, every yakuman, pao, fu edge cases, the rule switches and three players. Expected
// values are the standard riichi tables (e.g. 30 fu 2 han ron = 2,000; 20 fu 3 han tsumo =
// 700/1,300).
import { Hand, createRules } from '@mjkit/core';
import type { RuleOverrides } from '@mjkit/core';
import { scoreHand } from '@mjkit/scoring';
import type { ScoredWin, WinInput } from '@mjkit/scoring';
import { describe, expect, it } from 'vitest';

/** A ron by seat 1 (South) from seat 2 in the East round, unless overridden. */
function ron(hand: string, win: string, extra: Partial<WinInput> = {}): ScoredWin {
  const r = scoreHand({ hand: Hand.parse(hand), winningTile: win, tsumo: false, discarder: 2, seatWind: 1, roundWind: 0, ...extra });
  if (!r.ok) throw new Error(`${hand} + ${win}: ${r.code}`);
  return r;
}

/** A tsumo by seat 1 in the East round, unless overridden. */
function tsumo(hand: string, win: string, extra: Partial<WinInput> = {}): ScoredWin {
  const r = scoreHand({ hand: Hand.parse(hand), winningTile: win, tsumo: true, seatWind: 1, roundWind: 0, ...extra });
  if (!r.ok) throw new Error(`${hand} + ${win}: ${r.code}`);
  return r;
}

const ids = (r: ScoredWin) => r.yaku.map((y) => y.id).sort();
const rules = (o: RuleOverrides = {}) => createRules('tenhou', o);

describe('fu', () => {
  const pinfuHand = '234m456p55p678s23s';

  it('pinfu tsumo is 20 fu and earns no tsumo fu', () => {
    const r = tsumo(pinfuHand, '4s');
    expect(ids(r)).toEqual(['menzen-tsumo', 'pinfu', 'tanyao']);
    expect([r.fu, r.han]).toEqual([20, 3]);
    expect(r.fuItems).toEqual([{ reason: 'base', fu: 20 }]);
    expect(r.payments).toEqual([-1300, 2700, -700, -700]);
  });

  it('pinfu ron is 30 fu (20 + 10 for a closed ron)', () => {
    const r = ron(pinfuHand, '4s');
    expect([r.fu, r.han, r.points]).toEqual([30, 2, 2000]);
    expect(r.fuItems).toEqual([
      { reason: 'base', fu: 20 },
      { reason: 'menzen-ron', fu: 10 },
    ]);
  });

  it('an open hand of pinfu shape is raised to 30 fu', () => {
    const r = ron('234m456p55p23s,6-78s', '4s');
    expect(ids(r)).toEqual(['tanyao']);
    expect([r.fu, r.points]).toEqual([30, 1000]);
    expect(r.fuItems.at(-1)).toEqual({ reason: 'open-pinfu', fu: 10 });
  });

  it('reads the winning tile as ryanmen for pinfu, as kanchan when that scores more', () => {
    const pinfu = ron('23345m789p456s88s', '4m', { riichi: true });
    expect(pinfu.reading.wait).toBe('ryanmen');
    expect(ids(pinfu)).toEqual(['pinfu', 'riichi']);
    expect([pinfu.fu, pinfu.points]).toEqual([30, 2000]);
    const kanchan = ron('23345m789p111s55z', '4m', { riichi: true });
    expect(kanchan.reading.wait).toBe('kanchan');
    expect([kanchan.fu, kanchan.points]).toEqual([50, 1600]);
    expect(kanchan.fuItems).toEqual([
      { reason: 'base', fu: 20 },
      { reason: 'menzen-ron', fu: 10 },
      { reason: 'wait', fu: 2, tiles: 'kanchan 4m' },
      { reason: 'pair', fu: 2, tiles: '55z' },
      { reason: 'set', fu: 8, tiles: '111s concealed' },
      { reason: 'rounding', fu: 8 },
    ]);
  });

  it('penchan over ryanmen when it scores more', () => {
    const r = ron('12345m789p111s22z', '3m', { riichi: true });
    expect(r.reading.wait).toBe('penchan');
    expect([r.fu, r.points]).toEqual([50, 1600]);
  });

  it('a double-wind pair is 4 fu, or 2 with doubleWindPairFu: 2', () => {
    const east = { seatWind: 0, roundWind: 0, discarder: 1, riichi: true } as const;
    const four = ron('111m456p678s11z23s', '4s', east);
    expect(four.fuItems.find((i) => i.reason === 'pair')).toEqual({ reason: 'pair', fu: 4, tiles: '11z' });
    expect([four.fu, four.points]).toEqual([50, 2400]);
    const two = ron('111m456p678s11z23s', '4s', { ...east, rules: rules({ doubleWindPairFu: 2 }) });
    expect([two.fu, two.points]).toEqual([40, 2000]);
  });

  it('counts a triplet completed by ron as open, by tsumo as concealed', () => {
    const byRon = ron('123m456p99s22z,777-z', '9s', { discarder: 2 });
    expect(byRon.reading.wait).toBe('shanpon');
    expect(byRon.fuItems.filter((i) => i.reason === 'set').map((i) => i.tiles)).toEqual(['999s open', '777z open']);
    const byTsumo = tsumo('123m456p99s22z,777-z', '9s');
    expect(byTsumo.fuItems.filter((i) => i.reason === 'set').map((i) => i.tiles)).toEqual(['999s concealed', '777z open']);
  });

  it('kans are worth four times a triplet', () => {
    const r = tsumo('234m456p23s55p,7777s', '4s', { rinshan: true });
    expect(r.fuItems.find((i) => i.reason === 'set')).toEqual({ reason: 'set', fu: 16, tiles: '7777s concealed' });
    expect([r.fu, r.han]).toEqual([40, 3]);
  });

  it('seven pairs is 25 fu', () => {
    const r = ron('1122m3344p5566s7z', '7z', { riichi: true });
    expect(ids(r)).toEqual(['chiitoitsu', 'riichi']);
    expect([r.fu, r.points]).toEqual([25, 3200]);
  });
});

describe('situational yaku', () => {
  const hand = '234m456p55p678s23s';

  it('chankan, haitei, houtei, rinshan', () => {
    expect(ids(ron(hand, '4s', { chankan: true }))).toEqual(['chankan', 'pinfu', 'tanyao']);
    expect(ron(hand, '4s', { chankan: true }).points).toBe(3900);
    const haitei = tsumo(hand, '4s', { lastTile: true });
    expect(ids(haitei)).toEqual(['haitei', 'menzen-tsumo', 'pinfu', 'tanyao']);
    expect(haitei.payments).toEqual([-2600, 5200, -1300, -1300]);
    expect(ids(ron(hand, '4s', { lastTile: true }))).toEqual(['houtei', 'pinfu', 'tanyao']);
    const rinshan = tsumo('234m456p23s55p,7777s', '4s', { rinshan: true });
    expect(ids(rinshan)).toEqual(['menzen-tsumo', 'rinshan-kaihou', 'tanyao']);
    expect(rinshan.payments).toEqual([-2600, 5200, -1300, -1300]);
  });

  it('riichi, double riichi, ippatsu, uradora', () => {
    const r = tsumo(hand, '4s', { riichi: true, ippatsu: true, doraIndicators: ['1m'], uraIndicators: ['4p'] });
    expect(r.yaku).toEqual([
      { id: 'menzen-tsumo', han: 1, yakuman: 0 },
      { id: 'riichi', han: 1, yakuman: 0 },
      { id: 'ippatsu', han: 1, yakuman: 0 },
      { id: 'pinfu', han: 1, yakuman: 0 },
      { id: 'tanyao', han: 1, yakuman: 0 },
      { id: 'dora', han: 1, yakuman: 0 },
      { id: 'uradora', han: 3, yakuman: 0 },
    ]);
    expect([r.han, r.limit, r.points]).toEqual([9, 'baiman', 16000]);
    expect(ids(ron(hand, '4s', { doubleRiichi: true }))).toEqual(['double-riichi', 'pinfu', 'tanyao']);
    // no uradora without riichi
    expect(ron(hand, '4s', { uraIndicators: ['4p'] }).ura).toBe(0);
  });

  it('tenhou, chiihou, and renhou as the rules say', () => {
    const t = tsumo('234m456p55p678s23s', '4s', { seatWind: 0, firstTurn: true });
    expect(t.yaku).toEqual([{ id: 'tenhou', han: 0, yakuman: 1 }]);
    expect(t.payments).toEqual([48000, -16000, -16000, -16000]);
    const c = tsumo('234m456p55p678s23s', '4s', { firstTurn: true });
    expect(c.yaku).toEqual([{ id: 'chiihou', han: 0, yakuman: 1 }]);
    expect(c.payments).toEqual([-16000, 32000, -8000, -8000]);
    expect(ids(ron('234m456p55p678s23s', '4s', { firstTurn: true }))).toEqual(['pinfu', 'tanyao']);
    const yakuman = ron('234m456p55p678s23s', '4s', { firstTurn: true, rules: rules({ renhou: 'yakuman' }) });
    expect([yakuman.yaku.map((y) => y.id), yakuman.points]).toEqual([['renhou'], 32000]);
    const mangan = ron('234m456p55p678s23s', '4s', { firstTurn: true, rules: rules({ renhou: 'mangan' }) });
    expect([mangan.limit, mangan.points]).toEqual(['haneman', 12000]);
  });
});

describe('yaku of the hand', () => {
  it('finds the shape yaku', () => {
    expect(ids(ron('123456789m789p1z', '1z', { riichi: true }))).toContain('ittsu');
    expect(ids(ron('123m123p123s789m9s', '9s', { riichi: true }))).toEqual(expect.arrayContaining(['sanshoku', 'junchan']));
    expect(ids(ron('123m123p123s789m5z', '5z', { riichi: true }))).toEqual(expect.arrayContaining(['sanshoku', 'chanta']));
    expect(ids(ron('112233m456p789s5z', '5z', { riichi: true }))).toEqual(['iipeikou', 'riichi']);
    const ryanpeikou = ron('112233m445566p7z', '7z');
    expect(ids(ryanpeikou)).toEqual(['ryanpeikou']);
    expect([ryanpeikou.fu, ryanpeikou.points]).toEqual([40, 5200]);
    expect(ids(ron('111m111p111s99m22z', '2z'))).toEqual(
      expect.arrayContaining(['sanshoku-doukou', 'sanankou', 'toitoi', 'honroutou', 'seat-wind-south']),
    );
    expect(ids(ron('123m456p555z66z77z', '7z'))).toEqual(['chun', 'haku', 'shousangen']);
  });

  it('gives flushes their closed and open han', () => {
    const closed = ron('123456789m11z22z', '2z');
    expect(closed.yaku.find((y) => y.id === 'honitsu')).toEqual({ id: 'honitsu', han: 3, yakuman: 0 });
    const open = ron('456789m11z22z,1-23m', '2z');
    expect(open.yaku.find((y) => y.id === 'honitsu')).toEqual({ id: 'honitsu', han: 2, yakuman: 0 });
    const chinitsu = ron('1122334455667m', '7m');
    expect(ids(chinitsu)).toEqual(['chinitsu', 'pinfu', 'ryanpeikou']);
  });

  it('respects open tanyao', () => {
    expect(ids(ron('234m456p55p23s,6-78s', '4s'))).toEqual(['tanyao']);
    const off = scoreHand({
      hand: Hand.parse('234m456p55p23s,6-78s'),
      winningTile: '4s',
      tsumo: false,
      discarder: 2,
      seatWind: 1,
      roundWind: 0,
      rules: rules({ openTanyao: false }),
    });
    expect(off).toMatchObject({ ok: false, code: 'NO_YAKU' });
  });

  it('counts dora per indicator and red fives', () => {
    const r = ron('234m406p55p678s23s', '4s', { doraIndicators: ['4p', '4p'] });
    expect([r.dora, r.red]).toEqual([6, 1]);
    expect(r.yaku.slice(-2)).toEqual([
      { id: 'dora', han: 6, yakuman: 0 },
      { id: 'akadora', han: 1, yakuman: 0 },
    ]);
  });
});

describe('yakuman', () => {
  const tenhou = rules();
  const majiang = createRules('majiang');
  // hand, winning tile, tsumo, yakuman, multiple under tenhou (no double yakuman), under majiang
  const cases: [string, string, boolean, string[], number, number][] = [
    ['19m19p19s1234567z', '1m', false, ['kokushi-13'], 1, 2],
    ['119m19p19s123456z', '7z', false, ['kokushi'], 1, 1],
    ['111m222p333s444z5z', '5z', true, ['suuankou-tanki'], 1, 2],
    ['111m222p333s44z55z', '5z', true, ['suuankou'], 1, 1],
    ['11m123p555z666z77z', '7z', false, ['daisangen'], 1, 1],
    ['11122233344z55z', '5z', false, ['shousuushii', 'tsuuiisou'], 2, 2],
    ['111222333444z5z', '5z', false, ['daisuushii', 'suuankou-tanki', 'tsuuiisou'], 3, 5],
    ['22334466888s66z', '6z', false, ['ryuuiisou'], 1, 1],
    ['111999m111p999s1s', '1s', false, ['chinroutou', 'suuankou-tanki'], 2, 3],
    ['1112345678999p', '9p', false, ['junsei-chuuren-poutou'], 1, 2],
    ['1112345678999p', '2p', false, ['junsei-chuuren-poutou'], 1, 2],
    ['1112345678899p', '9p', false, ['chuuren-poutou'], 1, 1],
    ['5p,1111m,2222m,3333s,4444z', '5p', true, ['suuankou-tanki', 'suukantsu'], 2, 3],
  ];
  for (const [hand, win, isTsumo, want, single, double] of cases) {
    it(`${hand} + ${win}: ${want.join(' + ')}`, () => {
      const score = (r: (typeof tenhou)) => (isTsumo ? tsumo(hand, win, { rules: r }) : ron(hand, win, { rules: r }));
      const a = score(tenhou);
      expect(ids(a)).toEqual([...want].sort());
      expect([a.yakuman, a.points, a.limit, a.han]).toEqual([single, 32000 * single, 'yakuman', 0]);
      const b = score(majiang);
      expect([b.yakuman, b.points]).toEqual([double, 32000 * double]);
    });
  }

  it('does not stack yakuman when stackedYakuman is off', () => {
    const r = ron('11122233344z55z', '5z', { rules: rules({ stackedYakuman: false }) });
    expect([r.yakuman, r.points]).toEqual([1, 32000]);
  });

  it('counts 13 han as kazoe yakuman, or as sanbaiman without it', () => {
    const options = { riichi: true, doraIndicators: ['1s', '1s'] };
    const kazoe = ron('2223456788899s', '8s', options);
    expect([kazoe.han, kazoe.limit, kazoe.points]).toEqual([13, 'kazoe-yakuman', 32000]);
    const capped = ron('2223456788899s', '8s', { ...options, rules: rules({ kazoeYakuman: false }) });
    expect([capped.limit, capped.points]).toEqual(['sanbaiman', 24000]);
  });
});

describe('points and payments', () => {
  it('rounds 30 fu 4 han to mangan only with kiriage', () => {
    const five = ron('234m456p678s55p23s', '4s', { riichi: true, doraIndicators: ['1s', '1s'] });
    expect([five.han, five.fu, five.points, five.limit]).toEqual([5, 30, 8000, 'mangan']);
    const fourThirty = ron('234m456p678s55p23s', '4s', { riichi: true, doraIndicators: ['1s'] });
    expect([fourThirty.han, fourThirty.fu, fourThirty.points, fourThirty.limit]).toEqual([4, 30, 7700, 'none']);
    const kiriage = ron('234m456p678s55p23s', '4s', { riichi: true, doraIndicators: ['1s'], rules: rules({ kiriageMangan: true }) });
    expect([kiriage.points, kiriage.limit]).toEqual([8000, 'mangan']);
  });

  it('pays honba and riichi sticks: ron from the discarder, tsumo split', () => {
    const r = ron('234m456p55p678s23s', '4s', { honba: 2, riichiSticks: 1 });
    expect(r.payments).toEqual([0, 3600, -2600, 0]);
    const t = tsumo('234m456p55p678s23s', '4s', { honba: 2, riichiSticks: 1 });
    expect(t.payments).toEqual([-1500, 4300, -900, -900]);
    const dealer = tsumo('234m456p55p678s23s', '4s', { seatWind: 0, honba: 1 });
    expect(dealer.payments).toEqual([4200, -1400, -1400, -1400]);
  });

  it('makes the player who fed the last dragon pay: all on tsumo, half on a ron by another', () => {
    const hand = '11m23p,555-z,666=z,777+z';
    const t = tsumo(hand, '4p', { honba: 1 });
    expect(t.pao).toBe(2);
    expect(t.payments).toEqual([0, 32300, -32300, 0]);
    // Tenhou: the pao player pays the honba of a shared ron (mjx-project/mjx#1156 shows a log);
    // majiang-core puts them on the discarder. One switch, both ways.
    const byOther = ron(hand, '4p', { discarder: 3, honba: 1 });
    expect(byOther.payments).toEqual([0, 32300, -16300, -16000]);
    const discarderPays = ron(hand, '4p', { discarder: 3, honba: 1, rules: rules({ paoHonba: 'discarder' }) });
    expect(discarderPays.payments).toEqual([0, 32300, -16000, -16300]);
    expect([createRules('tenhou').paoHonba, createRules('majiang').paoHonba]).toEqual(['liable', 'discarder']);
    const twoHonba = ron(hand, '4p', { discarder: 3, honba: 2, riichiSticks: 1 });
    expect(twoHonba.payments).toEqual([0, 33600, -16600, -16000]);
    const byPao = ron(hand, '4p', { discarder: 2 });
    expect(byPao.payments).toEqual([0, 32000, -32000, 0]);
    const none = tsumo(hand, '4p', { pao: null });
    expect(none.payments).toEqual([-16000, 32000, -8000, -8000]);
    const off = tsumo(hand, '4p', { rules: rules({ pao: false }) });
    expect(off.pao).toBe(null);
  });

  it('makes the pao player pay a stacked yakuman whole (tenhou) or only the yakuman it fed (majiang)', () => {
    // daisangen + tsuuiisou, the last dragon fed by seat 2; the preset decides what pao covers
    const hand = '11z44z,555-z,666=z,777+z';
    const tenhou = tsumo(hand, '4z', { rules: rules({ paoCovers: 'hand' }) });
    expect(tenhou.ok && [tenhou.yakuman, tenhou.pao, tenhou.payments]).toEqual([2, 2, [0, 64000, -64000, 0]]);
    const majiang = tsumo(hand, '4z', { rules: rules({ paoCovers: 'yakuman' }) });
    expect(majiang.ok && [majiang.yakuman, majiang.pao, majiang.payments]).toEqual([2, 2, [-16000, 64000, -40000, -8000]]);
    expect([createRules('tenhou').paoCovers, createRules('majiang').paoCovers]).toEqual(['hand', 'yakuman']);
  });

  it('makes the player who fed the fourth wind pay for daisuushii', () => {
    const r = tsumo('1p,111-z,222=z,333+z,444-z', '1p', { seatWind: 0 });
    expect(r.pao).toBe(3);
    expect(r.payments).toEqual([48000, 0, 0, -48000]);
  });

  it('scores three-player hands with tsumo loss, 200 per honba and kita', () => {
    const sanma = createRules('tenhou-sanma');
    const t = scoreHand({ hand: Hand.parse('234p456p55p678s23s'), winningTile: '4s', tsumo: true, seatWind: 1, roundWind: 0, rules: sanma, honba: 1, kita: 1 });
    expect(t.ok && [t.han, t.kita, t.payments]).toEqual([4, 1, [-2700, 4100, -1400]]);
    const r = scoreHand({ hand: Hand.parse('234p456p55p678s23s'), winningTile: '4s', tsumo: false, discarder: 2, seatWind: 1, roundWind: 0, rules: sanma, honba: 1, doraIndicators: ['3z'], kita: 2 });
    // West points to North: each kita is a dora twice over
    expect(r.ok && [r.dora, r.kita, r.han, r.points, r.payments]).toEqual([2, 2, 6, 12000, [0, 12200, -12200]]);
  });
});

describe('hands that score nothing', () => {
  const base = { tsumo: false, discarder: 2, seatWind: 1, roundWind: 0 } as const;

  it('say why, with a code', () => {
    expect(scoreHand({ ...base, hand: Hand.parse('234m456p678s1234z'), winningTile: '5z' })).toMatchObject({ ok: false, code: 'NOT_COMPLETE' });
    expect(scoreHand({ ...base, hand: Hand.parse('234m456p678s1s,555=p'), winningTile: '1s' })).toMatchObject({ ok: false, code: 'NO_YAKU' });
  });

  it('reject contradictory input', () => {
    const w = { ...base, hand: Hand.parse('234m456p678s1s,555=p'), winningTile: '1s' };
    expect(() => scoreHand({ ...w, riichi: true })).toThrow(/INVALID_ARGUMENT/);
    expect(() => scoreHand({ ...w, discarder: 1 })).toThrow(/INVALID_ARGUMENT/);
    expect(() => scoreHand({ ...w, discarder: undefined })).toThrow(/INVALID_ARGUMENT/);
    expect(() => scoreHand({ ...w, ippatsu: true })).toThrow(/INVALID_ARGUMENT/);
    expect(() => scoreHand({ ...w, chankan: true, tsumo: true })).toThrow(/INVALID_ARGUMENT/);
    expect(() => scoreHand({ ...w, tsumo: true, rinshan: true, lastTile: true })).toThrow(/INVALID_ARGUMENT/);
    expect(() => scoreHand({ ...w, seatWind: 4 as never })).toThrow(/INVALID_ARGUMENT/);
    expect(() => scoreHand({ ...w, winningTile: undefined })).toThrow(/INVALID_ARGUMENT/);
    expect(() => scoreHand({ ...w, firstTurn: true })).toThrow(/INVALID_ARGUMENT/);
    const red = { ...w, hand: Hand.parse('234m406p678s1s,999=p'), rules: createRules('no-red') };
    expect(() => scoreHand(red)).toThrow(/RED_FIVE/);
  });
});

describe('situations that cannot happen are refused', () => {
  const sanma = createRules('tenhou-sanma');
  const codeOf = (input: WinInput) => {
    try {
      scoreHand(input);
    } catch (e) {
      return (e as { code?: string }).code;
    }
    return 'scored';
  };
  const base = { tsumo: true, seatWind: 1, roundWind: 0 } as const;

  it('refuses a chii and the tiles 2m–8m in a three-player game', () => {
    expect(codeOf({ ...base, hand: Hand.parse('9m123p456p111z,1-23s'), winningTile: '9m', rules: sanma })).toBe('INVALID_MELD');
    expect(codeOf({ ...base, hand: Hand.parse('234m99m123p456p11z'), winningTile: '1z', rules: sanma })).toBe('INVALID_TILE');
    expect(codeOf({ ...base, hand: Hand.parse('111m999m123p456p1z'), winningTile: '1z', rules: sanma, doraIndicators: ['3m'] })).toBe('INVALID_TILE');
    expect(codeOf({ ...base, hand: Hand.parse('111m999m123p456p1z'), winningTile: '1z', rules: sanma, doraIndicators: ['1m'] })).toBe('scored');
  });

  it('refuses chankan on the last tile, and rinshan without a kan (a kita stands in for one in sanma)', () => {
    const ronIn = { hand: Hand.parse('123m456p789s11z23s'), winningTile: '4s', tsumo: false, discarder: 2, seatWind: 1, roundWind: 0 } as const;
    expect(codeOf({ ...ronIn, chankan: true })).toBe('scored');
    expect(codeOf({ ...ronIn, chankan: true, lastTile: true })).toBe('INVALID_ARGUMENT');
    const closed = Hand.parse('123m456p789s11z333z');
    expect(codeOf({ ...base, hand: closed, rinshan: true })).toBe('INVALID_ARGUMENT');
    expect(codeOf({ ...base, hand: Hand.parse('123m456p11z233z,7777s'), rinshan: true })).toBe('scored');
    const sanmaHand = Hand.parse('111m999m123p789p11z');
    expect(codeOf({ ...base, hand: sanmaHand, rinshan: true, rules: sanma })).toBe('INVALID_ARGUMENT');
    expect(codeOf({ ...base, hand: sanmaHand, rinshan: true, kita: 1, rules: sanma })).toBe('scored');
    expect(codeOf({ ...base, hand: closed, kita: 1 })).toBe('INVALID_ARGUMENT');
  });

  it('refuses an option it does not know, naming the one meant', () => {
    const input = { ...base, hand: Hand.parse('123m456p789s11z333z'), dora: ['3m'] } as never;
    expect(() => scoreHand(input)).toThrow('scoreHand input: unknown key "dora" (did you mean "doraIndicators"?)');
    expect(() => scoreHand({ ...base, hand: Hand.parse('123m456p789s11z333z'), riichi: 'yes' as never })).toThrow(/riichi must be true or false/);
    // keys are the input's own: an inherited one is not read, so not refused either
    const inherited = Object.assign(Object.create({ dora: ['3m'] }) as object, { ...base, hand: Hand.parse('123m456p789s11z333z') });
    expect(scoreHand(inherited as never).ok).toBe(true);
    const own = Object.assign(Object.create({ dora: ['3m'] }) as object, { ...base, hand: Hand.parse('123m456p789s11z333z'), dora: ['3m'] });
    expect(() => scoreHand(own as never)).toThrow('scoreHand input: unknown key "dora"');
  });
});

describe('renhou', () => {
  // a dealt-in first-turn ron by seat 1: pinfu tanyao otherwise (2 han, 30 fu)
  const input = { hand: Hand.parse('234m567p33345s678s'), winningTile: '6s', tsumo: false, discarder: 0, seatWind: 1, roundWind: 0, firstTurn: true } as const;

  it("'none' (Tenhou) scores it without renhou", () => {
    const r = scoreHand(input);
    expect(r.ok && [ids(r), r.han, r.limit]).toEqual([['pinfu', 'tanyao'], 2, 'none']);
  });

  it("'mangan' adds a 5-han yaku to the others, so it can pass mangan", () => {
    const r = scoreHand({ ...input, rules: rules({ renhou: 'mangan' }) });
    expect(r.ok && [ids(r), r.han, r.limit, r.points]).toEqual([['pinfu', 'renhou', 'tanyao'], 7, 'haneman', 12000]);
    const alone = scoreHand({ ...input, hand: Hand.parse('234m567p33345s678s'), winningTile: '6s', rules: rules({ renhou: 'mangan', openTanyao: true }) });
    expect(alone.ok && alone.yaku.find((y) => y.id === 'renhou')?.han).toBe(5);
  });

  it("'yakuman' makes it a yakuman", () => {
    const r = scoreHand({ ...input, rules: rules({ renhou: 'yakuman' }) });
    expect(r.ok && [ids(r), r.yakuman, r.points]).toEqual([['renhou'], 1, 32000]);
  });
});
