import {
  RED_5M,
  assertIsTile,
  assertIsTileKind,
  isTile,
  isTileKind,
  RED_5P,
  RED_5S,
  doraFromIndicator,
  idsOfKind,
  isDragon,
  isHonour,
  isSimple,
  isSuited,
  isTerminal,
  isTerminalOrHonour,
  isWind,
  kindFromString,
  kindOf,
  kindsInPlay,
  numberOf,
  suitOf,
  tileFromId,
  tileFromString,
  tileToString,
} from '@mjkit/core';
import { describe, expect, it } from 'vitest';

const ALL = Array.from({ length: 34 }, (_, k) => k);
const names = (pred: (k: number) => boolean) => ALL.filter(pred).map(tileToString).join(' ');

describe('tile kinds and predicates', () => {
  it('name every kind in mpsz and parse it back, in both letter orders', () => {
    for (const k of ALL) {
      const s = tileToString(k);
      expect(tileFromString(s)).toBe(k);
      expect(tileFromString(s[1]! + s[0]!)).toBe(k);
    }
    expect(ALL.map(tileToString).join('')).toBe(
      '1m2m3m4m5m6m7m8m9m1p2p3p4p5p6p7p8p9p1s2s3s4s5s6s7s8s9s1z2z3z4z5z6z7z',
    );
  });

  it('class every kind as the riichi terms say', () => {
    expect(names(isTerminal)).toBe('1m 9m 1p 9p 1s 9s');
    expect(names(isHonour)).toBe('1z 2z 3z 4z 5z 6z 7z');
    expect(names(isWind)).toBe('1z 2z 3z 4z');
    expect(names(isDragon)).toBe('5z 6z 7z');
    expect(ALL.filter(isSimple)).toHaveLength(21);
    expect(ALL.filter(isTerminalOrHonour)).toHaveLength(13);
    expect(ALL.filter(isSuited)).toHaveLength(27);
    expect(ALL.map(suitOf).join('')).toBe('m'.repeat(9) + 'p'.repeat(9) + 's'.repeat(9) + 'z'.repeat(7));
    expect(ALL.map(numberOf)).toEqual([...[1, 2, 3, 4, 5, 6, 7, 8, 9], ...[1, 2, 3, 4, 5, 6, 7, 8, 9], ...[1, 2, 3, 4, 5, 6, 7, 8, 9], 1, 2, 3, 4, 5, 6, 7]);
  });

  it('treat red fives as fives of their suit', () => {
    expect([RED_5M, RED_5P, RED_5S].map(kindOf)).toEqual([4, 13, 22]);
    expect([RED_5M, RED_5P, RED_5S].map(tileToString)).toEqual(['0m', '0p', '0s']);
    expect(isSimple(RED_5P)).toBe(true);
    expect(suitOf(RED_5S)).toBe('s');
  });

  it('point each indicator to the next tile in its cycle', () => {
    const next = (s: string) => tileToString(doraFromIndicator(kindFromString(s)));
    expect(['1m', '8m', '9m', '9p', '9s', '0p'].map(next)).toEqual(['2m', '9m', '1m', '1p', '1s', '6p']);
    expect(['1z', '2z', '3z', '4z', '5z', '6z', '7z'].map(next)).toEqual(['2z', '3z', '4z', '1z', '6z', '7z', '5z']);
    expect(tileToString(doraFromIndicator(kindFromString('9m'), 3))).toBe('1m');
    expect(tileToString(doraFromIndicator(kindFromString('1m'), 3))).toBe('9m');
    expect(kindsInPlay(3)).toHaveLength(27);
  });

  it('map Tenhou ids to kinds, with copy 0 of each five red', () => {
    for (let id = 0; id < 136; id++) {
      expect(kindOf(tileFromId(id))).toBe(id >> 2);
      expect(tileFromId(id, false)).toBe(id >> 2);
    }
    expect([16, 52, 88].map((id) => tileFromId(id))).toEqual([RED_5M, RED_5P, RED_5S]);
    expect(idsOfKind(33)).toEqual([132, 133, 134, 135]);
  });

  it('refuse tiles that do not exist', () => {
    for (const bad of ['8z', '0z', 'x1', '10m', '', 'm']) expect(() => tileFromString(bad), bad).toThrow(/INVALID_TILE/);
    for (const bad of [-1, 136, 1.5, Number.NaN]) expect(() => tileFromId(bad)).toThrow(/INVALID_TILE/);
    for (const bad of [-1, 37, 1.5, Number.NaN, '1m']) {
      expect(isTile(bad)).toBe(false);
      expect(() => assertIsTile(bad)).toThrow(/INVALID_TILE/);
      expect(() => tileToString(bad as never)).toThrow(/INVALID_TILE/);
    }
    for (const bad of [-1, 34, 36, 0.5]) {
      expect(isTileKind(bad)).toBe(false);
      expect(() => assertIsTileKind(bad)).toThrow(/INVALID_TILE/);
    }
    expect([isTile(36), isTileKind(33)]).toEqual([true, true]);
  });
});
