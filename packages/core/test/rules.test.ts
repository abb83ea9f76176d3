import { RULE_PRESETS, createRules, isHongKongRules, isRules } from '@mjkit/core';
import { rulesOf } from '@mjkit/core/internal';
import type { Rules } from '@mjkit/core';
import { describe, expect, it } from 'vitest';

describe('rules', () => {
  it('has the named presets, each a valid rule set', () => {
    expect(Object.keys(RULE_PRESETS).sort()).toEqual(['majiang', 'no-red', 'tenhou', 'tenhou-sanma', 'tenhou-tonpuu']);
    for (const r of Object.values(RULE_PRESETS)) expect(isRules(r)).toBe(true);
  });

  it('models Tenhou: red fives, no double yakuman, no kiriage, 4-fu double wind pair', () => {
    const t = createRules('tenhou');
    expect(t.redFives).toEqual({ m: 1, p: 1, s: 1 });
    expect([t.doubleYakuman, t.kiriageMangan, t.doubleWindPairFu, t.openTanyao]).toEqual([false, false, 4, true]);
    expect([t.startingPoints, t.returnPoints, t.uma]).toEqual([25000, 30000, [20, 10, -10, -20]]);
  });

  it('differs between presets only where the tables differ', () => {
    const diff = (a: Rules, b: Rules) => Object.keys(a).filter((k) => JSON.stringify(a[k as keyof Rules]) !== JSON.stringify(b[k as keyof Rules]));
    const t = RULE_PRESETS.tenhou;
    expect(diff(t, RULE_PRESETS.majiang)).toEqual(['name', 'doubleYakuman', 'paoCovers', 'paoHonba']);
    expect(diff(t, RULE_PRESETS['no-red'])).toEqual(['name', 'redFives']);
    expect(diff(t, RULE_PRESETS['tenhou-tonpuu'])).toEqual(['name', 'length']);
    expect(RULE_PRESETS['tenhou-sanma']).toMatchObject({ players: 3, redFives: { m: 0, p: 1, s: 1 }, kita: true, startingPoints: 35000, honbaPoints: 200 });
  });

  it('applies overrides, nested ones partially', () => {
    const r = createRules('tenhou', { kiriageMangan: true, redFives: { p: 2 }, abortiveDraws: { fourWinds: false } });
    expect(r.kiriageMangan).toBe(true);
    expect(r.redFives).toEqual({ m: 1, p: 2, s: 1 });
    expect(r.abortiveDraws.fourWinds).toBe(false);
    expect(r.abortiveDraws.nineTerminals).toBe(true);
    expect(RULE_PRESETS.tenhou.redFives.p).toBe(1);
  });

  it('rejects unknown presets, unknown fields and bad values', () => {
    expect(() => createRules('mleague' as never)).toThrow(/INVALID_RULES/);
    expect(() => createRules('tenhou', { kiriage: true } as never)).toThrow(/unknown rule "kiriage"/);
    expect(() => createRules('tenhou', { players: 5 as never })).toThrow(/INVALID_RULES/);
    expect(() => createRules('tenhou', { doubleWindPairFu: 3 as never })).toThrow(/INVALID_RULES/);
    expect(() => createRules('tenhou', { uma: [10, -10] })).toThrow(/uma/);
    expect(() => createRules('tenhou', { redFives: { m: 5 } })).toThrow(/redFives/);
    expect(() => createRules('tenhou-sanma', { redFives: { m: 1 } })).toThrow(/no red 5m/);
    expect(() => createRules('tenhou', { openTanyao: 'yes' as never })).toThrow(/openTanyao/);
  });

  it('returns frozen rule sets, shared when nothing is overridden', () => {
    const t = createRules();
    expect([Object.isFrozen(t), Object.isFrozen(t.redFives), Object.isFrozen(t.abortiveDraws), Object.isFrozen(t.uma)]).toEqual([true, true, true, true]);
    expect(createRules('tenhou')).toBe(t);
    expect(createRules(t)).toBe(t);
    expect(isRules(t)).toBe(true);
    const chip = createRules('tenhou', { kiriageMangan: true });
    expect(chip).not.toBe(t);
    expect(createRules(chip)).toBe(chip);
    const copy = { ...t, redFives: { ...t.redFives } };
    const frozenCopy = createRules(copy);
    expect(frozenCopy).not.toBe(copy);
    expect(frozenCopy).toEqual(t);
    expect(Object.isFrozen(frozenCopy)).toBe(true);
  });
});

describe('Hong Kong rule sets', () => {
  it('makes the hk and hk-east presets, with overrides checked', () => {
    const hk = createRules('hk');
    expect({ ...hk }).toEqual({ name: 'hk', family: 'hong-kong', players: 4, windRounds: 4, minFaan: 3, bonusTiles: true, scale: 'half-spicy', gun: 'half-gun', unit: 1, liability: false, deadWall: 0, startingPoints: 0, handLimit: 64 });
    expect([isHongKongRules(hk), isRules(hk), isHongKongRules(createRules())]).toEqual([true, false, false]);
    expect(createRules('hk-east').windRounds).toBe(1);
    expect(createRules('hk')).toBe(hk);
    expect(Object.isFrozen(createRules('hk', { minFaan: 0 }))).toBe(true);
    // a plain object of the family is checked and marked
    const copy = createRules({ ...hk, minFaan: 5 });
    expect([isHongKongRules(copy), copy.minFaan]).toEqual([true, 5]);
    expect(createRules(copy, { gun: 'full-gun' }).gun).toBe('full-gun');
  });

  it('refuses bad Hong Kong fields, and riichi entry points refuse Hong Kong rules', () => {
    expect(() => createRules('hk', { minFaan: 14 })).toThrow(/minFaan must be a whole number 0–13/);
    expect(() => createRules('hk', { windRounds: 0 as never })).toThrow(/windRounds/);
    expect(() => createRules('hk', { scale: 'mild' as never })).toThrow(/scale/);
    expect(() => createRules('hk', { unit: 0 })).toThrow(/unit must be a number > 0/);
    expect(() => createRules('hk', { redFives: { m: 1 } } as never)).toThrow(/unknown Hong Kong rule "redFives"/);
    expect(() => createRules('hk', { players: 3 } as never)).toThrow(/cannot be changed/);
    expect(() => createRules('tenhou', { minFaan: 3 } as never)).toThrow(/unknown rule "minFaan"/);
    expect(() => createRules('hong-kong' as never)).toThrow(/known: .*hk, hk-east/);
    expect(() => rulesOf(createRules('hk') as never)).toThrow(/Hong Kong rules; this function plays riichi rules/);
  });
});
