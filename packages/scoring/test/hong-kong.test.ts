// Hong Kong Old Style scoring: each faan item on a hand made for it, the containments the
// README states (the tighter criterion scores alone), bonus items outside the minimum, the
// payment scales and guns, liability, and input refused with a clear error.
// Values: the table, which is the Wikipedia article "Hong Kong mahjong scoring rules"
// (section "Old Hong Kong scoring"), minimum 3 faan and half-spicy payments by default.
import { Hand, createRules } from '@mjkit/core';
import { describe, expect, it } from 'vitest';
import { HK_FAAN, hongKongBase, scoreHongKong } from '../src/index.js';
import type { HongKongWinInput } from '../src/index.js';

/** A win on a discard from South by East in the East round, unless said otherwise. */
const score = (hand: string, more: Partial<HongKongWinInput> = {}) => scoreHongKong({ hand: Hand.parse(hand), tsumo: false, discarder: 1, seatWind: 0, roundWind: 0, minFaan: 0, ...more });
const ids = (hand: string, more: Partial<HongKongWinInput> = {}) => score(hand, more).items.filter((i) => !i.bonus).map((i) => i.id);

describe('Hong Kong faan', () => {
  it('scores each item on a hand made for it', () => {
    // an open mixed hand with nothing else: a chicken hand
    expect(ids('234m678p55s222s,7-89m')).toEqual(['chicken-hand']);
    expect(ids('234m567m234p678s55p')).toEqual(['concealed', 'all-chows']);
    expect(ids('234m567m234p678s55p', { tsumo: true })).toEqual(['concealed', 'self-draw', 'all-chows']);
    expect(ids('234m678p55s,7-89m,1-23s')).toEqual(['all-chows']);
    expect(ids('234m55s678s,555-z,1-23s')).toEqual(['dragon-pung']);
    // East in the East round: a pung of East is seat wind and round wind
    expect(ids('234m55s678s,111-z,1-23s')).toEqual(['seat-wind', 'round-wind']);
    expect(ids('234m55s678s,222-z,1-23s', { seatWind: 1, discarder: 0 })).toEqual(['seat-wind']);
    expect(ids('234m55s678s,333-z,1-23s')).toEqual(['chicken-hand']);
    expect(ids('111m55s,222-p,333-s,444-m')).toEqual(['all-pungs']);
    expect(ids('123m456m789m11z,2-34m')).toEqual(['all-chows', 'mixed-one-suit']);
    expect(ids('111m456m789m11z,2-34m')).toEqual(['mixed-one-suit']);
    expect(ids('111m456m789m99m,2-34m')).toEqual(['full-flush']);
    // terminals and honours: always all pungs (a chow holds a simple)
    expect(ids('111m99p333z,999-s,222-z')).toEqual(['all-pungs', 'mixed-terminals']);
    expect(score('111m99p333z,999-s,222-z').faan).toBe(5); // 3 + 1, and no bonus tile
    expect(ids('234m678p55s222s,7-89m', { tsumo: true, lastTile: true })).toEqual(['self-draw', 'last-tile']);
    expect(ids('234m678p55s222s,7-89m', { lastTile: true })).toEqual(['last-tile']);
    expect(ids('234m678p55s222s,7-89m', { tsumo: true, replacement: 'kong' })).toEqual(['self-draw', 'kong-replacement']);
    expect(ids('234m678p55s222s,7-89m', { tsumo: true, replacement: 'bonus' })).toEqual(['self-draw', 'bonus-replacement']);
    expect(ids('234m678p55s222s,7-89m', { chankan: true })).toEqual(['robbing-kong']);
  });

  it('scores the dragon and wind patterns alone, not the pungs they are made of', () => {
    expect(ids('234m55z,666-z,777-z,1-23s')).toEqual(['small-three-dragons']);
    expect(ids('234m11p,555-z,666-z,777-z')).toEqual(['great-three-dragons']);
    // three wind pungs and a wind pair: the seat- and round-wind pungs are in it
    expect(ids('44z23m4m,111-z,222-z,333-z')).toEqual(['mixed-one-suit', 'small-four-winds']);
    expect(HK_FAAN['small-three-dragons'] + HK_FAAN['great-three-dragons'] + HK_FAAN['small-four-winds']).toBe(5 + 8 + 6);
  });

  it('scores a limit hand as 13 and nothing else', () => {
    expect(ids('1112345678999m5m')).toEqual(['nine-gates']);
    expect(ids('19m19p19s12345677z')).toEqual(['thirteen-orphans']);
    expect(ids('111m999p11s,999-s,111-p')).toEqual(['all-terminals']);
    expect(ids('11z555z,222-z,333-z,666-z')).toEqual(['all-honours']);
    expect(ids('33m,111-z,222-z,333-z,444-z')).toEqual(['great-four-winds', 'all-pungs'].slice(0, 1));
    expect(ids('111m222p333s444m5p5p', { tsumo: true })).toEqual(['four-concealed-pungs']);
    // on a discard the pung the winning tile completes was claimed: three concealed pungs
    expect(ids('111m222p333s55p444m')).toEqual(['concealed', 'all-pungs']);
    // but a pair wait keeps all four concealed
    expect(ids('111m222p333s444m5p5p')).toEqual(['four-concealed-pungs']);
    expect(ids('55m,1111-m,2222-p,3333-s,4444-m'.replace(/-/g, '='))).toContain('four-kongs');
    expect(ids('234m567m234p678s55p', { tsumo: true, firstTurn: true })).toEqual(['heavenly-hand']);
    expect(ids('234m567m234p678s55p', { firstTurn: true, seatWind: 2 })).toEqual(['earthly-hand']);
    const r = score('1112345678999m5m', { bonus: [1, 5] });
    expect([r.faan, r.limit, r.handFaan]).toEqual([13, true, 13]);
  });

  it('counts bonus tiles in the total but never toward the minimum', () => {
    // East's own are 1f and 5f; South's 2f and 6f
    const own = score('234m567m234p678s55p', { bonus: ['1f', '5f', '3f'] });
    expect(own.items.filter((i) => i.bonus).map((i) => i.id)).toEqual(['own-flower', 'own-season']);
    expect([own.handFaan, own.faan]).toEqual([2, 4]);
    const none = score('234m567m234p678s55p');
    expect(none.items.filter((i) => i.bonus).map((i) => i.id)).toEqual(['no-bonus']);
    // a full set takes in the own flower it holds
    const set = score('234m567m234p678s55p', { bonus: [1, 2, 3, 4] });
    expect(set.items.filter((i) => i.bonus).map((i) => [i.id, i.faan])).toEqual([['all-flowers', 2]]);
    // the minimum: 2 faan and a bonus faan are not a win at a 3-faan table
    const short = score('234m567m234p678s55p', { bonus: [1], minFaan: 3 });
    expect(short.ok).toBe(false);
    expect(short.reason).toMatch(/2 faan without its bonus items; the table asks for 3/);
    expect(short.payments).toEqual([0, 0, 0, 0]);
    expect(score('234m567m234p678s55p', { tsumo: true, minFaan: 3 }).ok).toBe(true);
    // the total is capped at 13
    const capped = score('234m11p,555-z,666-z,777-z', { tsumo: true, lastTile: true, bonus: [1, 2, 3, 4, 5, 6, 7, 8] });
    expect([capped.items.reduce((s, i) => s + i.faan, 0), capped.faan, capped.limit]).toEqual([14, 13, true]);
  });

  it('is not a win when the hand is not complete, and never reads seven pairs', () => {
    const r = score('1122m3344p5566s77z');
    expect(r.ok).toBe(false);
    expect(r.reason).toMatch(/not complete/);
    expect(score('123m456m789m11346s').ok).toBe(false);
  });
});

describe('Hong Kong faan: statements of published rule texts, each applied to a hand', () => {
  // Each case names its source and what the source says; the hand is ours, built to show it.
  const cases: { source: string; says: string; hand: string; input: Partial<HongKongWinInput>; expect: { ok?: boolean; handFaan?: number; faan?: number; ids?: string[] } }[] = [
    {
      source: 'Wikipedia, "Mahjong", Old Hong Kong mahjong, Scoring',
      says: 'at a three-faan table, two faan and one bonus point are not a win; bonus points still count in the total once a hand wins',
      hand: '234m567m234p678s55p',
      input: { minFaan: 3, seatWind: 1, discarder: 0, bonus: ['2f'] },
      expect: { ok: false, handFaan: 2, faan: 3 },
    },
    {
      source: 'Tom Sloper, Sloperama FAQ 17, "Hong Kong Old Style Mah-Jongg" (2016)',
      says: 'a clean hand (one suit and honours) with a pung of dragons: 3 fan for being clean plus 1 for the dragons',
      hand: '123m456m99m,7-89m,777=z',
      input: { seatWind: 0, roundWind: 0, bonus: ['2f'] },
      expect: { ids: ['mixed-one-suit', 'dragon-pung'], handFaan: 4, faan: 4 },
    },
    {
      source: 'McGill Mahjong Club, "Scoring in Hong Kong Old Style Mahjong"',
      says: 'if your seat wind is the round wind, a pung of it scores both, 2 faan',
      hand: '234m55s678s,111-z,1-23s',
      input: { seatWind: 0, roundWind: 0 },
      expect: { ids: ['seat-wind', 'round-wind'], handFaan: 2 },
    },
    {
      source: 'Wikipedia, "Hong Kong mahjong scoring rules", Overview of scoring',
      says: 'where one criterion contains another (one dragon pung, all of them), only the tighter scores',
      hand: '234m11p,555-z,666-z,777-z',
      input: {},
      expect: { ids: ['great-three-dragons'], handFaan: 8 },
    },
    {
      source: 'Hong Kong Mahjong (scribd 208693800), General',
      says: 'a win on the replacement tile of a kong scores the self-pick faan plus a bonus faan',
      hand: '234m678p55s222s,7777-m',
      input: { tsumo: true, replacement: 'kong' },
      expect: { ids: ['self-draw', 'kong-replacement'], handFaan: 2 },
    },
    {
      source: 'Hong Kong Mahjong (scribd 208693800), Special hands',
      says: 'Gates of Heaven (1112345678999 of one suit and a pair tile) must be all concealed',
      hand: '1123455678p1p,999=p',
      input: { tsumo: true },
      expect: { ids: ['self-draw', 'full-flush'] },
    },
    {
      source: 'Hong Kong Mahjong (scribd 208693800), General',
      says: 'robbing a kong earns a bonus faan',
      hand: '234m678p55s222s,7-89m',
      input: { chankan: true },
      expect: { ids: ['robbing-kong'], handFaan: 1 },
    },
  ];
  for (const c of cases) {
    it(`${c.says} (${c.source})`, () => {
      const r = score(c.hand, { minFaan: 0, ...c.input });
      if (c.expect.ok !== undefined) expect(r.ok).toBe(c.expect.ok);
      if (c.expect.handFaan !== undefined) expect(r.handFaan).toBe(c.expect.handFaan);
      if (c.expect.faan !== undefined) expect(r.faan).toBe(c.expect.faan);
      if (c.expect.ids) expect(r.items.filter((i) => !i.bonus).map((i) => i.id)).toEqual(c.expect.ids);
    });
  }
});

describe('Hong Kong payments: a published payment table, worked on hands', () => {
  // redmahjong.com, "Hong Kong Mahjong Scoring", its fan-laak table: by discard the discarder
  // pays twice what each other loser pays (0 faan: 1 + 1 + 2 = 4; 3 faan: 8 + 8 + 16 = 32), by
  // self-draw every loser pays the same (1 faan: 4 + 4 + 4 = 12; 2 faan: 24; 3 faan: 48). That is
  // half-gun, half-spicy at unit 2; its table flattens from 4 faan on (4–6: 16), ours does not, so
  // the rows compared are 0–4 faan. The hands are ours, each of exactly the faan of its row.
  const open = '234m678p55s222s,7-89m'; // an open chicken hand
  const rows: { faan: number; hand: string; input: Partial<HongKongWinInput>; total: number; each: number[] }[] = [
    { faan: 0, hand: open, input: { bonus: ['3f'] }, total: 4, each: [-2, -1, -1] },
    { faan: 1, hand: open, input: { tsumo: true, bonus: ['3f'] }, total: 12, each: [-4, -4, -4] },
    { faan: 2, hand: '234m678p55s,555-z,7-89m', input: { tsumo: true, bonus: ['3f'] }, total: 24, each: [-8, -8, -8] },
    { faan: 3, hand: '234m567m234p678s55p', input: {}, total: 32, each: [-16, -8, -8] },
    { faan: 3, hand: '234m55s,555-z,666-z,7-89m', input: { tsumo: true, bonus: ['3f'] }, total: 48, each: [-16, -16, -16] },
    { faan: 4, hand: '234m567m234p678s55p', input: { bonus: ['1f', '5f'] }, total: 64, each: [-32, -16, -16] },
  ];
  for (const r of rows) {
    it(`${r.faan} faan ${r.input.tsumo ? 'self-drawn' : 'by discard'}: ${r.total} in all`, () => {
      const w = score(r.hand, { ...r.input, payment: { unit: 2 } });
      expect(w.faan).toBe(r.faan);
      expect(w.payments[0]).toBe(r.total);
      // the losers in turn from South; by discard South (the discarder) pays double
      expect(w.payments.slice(1)).toEqual(r.each);
    });
  }
});

describe('Hong Kong payments', () => {
  it('pays the half-spicy base: the discarder the base, the others half; a self-draw the base each', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].map((f) => hongKongBase(f))).toEqual([1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384]);
    // concealed + all chows + no flowers = 3 faan: base 8
    expect(score('234m567m234p678s55p').payments).toEqual([16, -8, -4, -4]);
    expect(score('234m567m234p678s55p', { tsumo: true }).payments).toEqual([48, -16, -16, -16]);
    expect(score('234m567m234p678s55p', { payment: { gun: 'full-gun' } }).payments).toEqual([16, -16, 0, 0]);
    expect(score('234m567m234p678s55p', { payment: { scale: 'spicy', unit: 2 } }).payments).toEqual([32, -16, -8, -8]);
  });

  it('makes the liable player pay for everyone: given, or found from the melds', () => {
    // the fourth claimed meld came from the left (-): North (East's left) fed the 12th exposed tile
    const hand = '5m5m,111=p,2-34s,666-z,777-z';
    const found = score(hand, { tsumo: true, liable: 'auto' });
    expect(found.liable).toBe(3);
    expect(found.payments.reduce((a, b) => a + b, 0)).toBe(0);
    expect(found.payments[3]).toBe(-found.payments[0]!);
    // the third dragon pung from across (=): West is liable for great three dragons
    expect(score('5m5m,666-z,1-23s,777-z,555=z', { liable: 'auto' }).liable).toBe(2);
    expect(score(hand, { tsumo: true }).liable).toBe(null);
    const given = score('234m567m234p678s55p', { liable: 3 });
    expect(given.payments).toEqual([16, 0, 0, -16]);
  });

  it('reads its defaults from the table\'s rules; the fields given win', () => {
    // 3 faan (concealed, all chows, no flowers): base 8 by default
    const hand = '234m567m234p678s55p';
    expect(score(hand, { rules: createRules('hk', { scale: 'spicy', gun: 'full-gun', unit: 10 }) }).payments).toEqual([160, -160, 0, 0]);
    // a 4-faan minimum from the rules; the input's own minFaan wins over it
    expect(score(hand, { rules: createRules('hk', { minFaan: 4 }), minFaan: undefined }).ok).toBe(false);
    expect(score(hand, { rules: createRules('hk', { minFaan: 4 }), minFaan: 2 }).ok).toBe(true);
    // without bonus tiles at the table, "no flowers" does not score
    const plain = score(hand, { rules: createRules('hk', { bonusTiles: false, minFaan: 1 }) });
    expect([plain.faan, plain.items.map((i) => i.id)]).toEqual([2, ['concealed', 'all-chows']]);
    expect(() => score(hand, { rules: createRules('hk', { bonusTiles: false }), bonus: ['1f'] })).toThrow(/without bonus tiles/);
    // liability played: the feeder of the fourth claimed meld pays for all
    expect(score('5m5m,111=p,2-34s,666-z,777-z', { tsumo: true, rules: createRules('hk', { liability: true }) }).liable).toBe(3);
    expect(() => score(hand, { rules: createRules('tenhou') as never })).toThrow(/Hong Kong rule set/);
  });

  it('refuses input that is not a Hong Kong win, with a clear error', () => {
    const bad = (more: Partial<HongKongWinInput>, message: RegExp) => expect(() => score('234m567m234p678s55p', more)).toThrow(message);
    bad({ bonus: [9] }, /bonus\[0\] is a bonus tile 1–8/);
    bad({ bonus: [1, 1] }, /twice/);
    bad({ minFaan: 14 }, /minFaan is a whole number 0–13/);
    bad({ replacement: 'kong' }, /a win on a replacement tile is a self-draw/);
    bad({ discarder: 0 }, /cannot be the winner/);
    bad({ payment: { gun: 'double' as never } }, /payment.gun/);
    bad({ liable: 0 }, /liable player cannot be the winner/);
    expect(() => scoreHongKong({ hand: Hand.parse('234m567m234p678s05p'), tsumo: true, seatWind: 0, roundWind: 0 })).toThrow(/no red fives/);
    expect(() => scoreHongKong({ hand: '234m' as never, tsumo: true, seatWind: 0, roundWind: 0 })).toThrow(/needs \{ hand: Hand/);
  });
});
