import { Hand, countUnseen, createRules, kindFromString as k, liveWallSize, parseMeld, tileFromString as t } from '@mjkit/core';
import { describe, expect, it } from 'vitest';

describe('countUnseen', () => {
  const hand = Hand.parse('123m055p789s1122z');

  it('starts from four of each kind and the red fives of the rules', () => {
    const u = countUnseen({ hand, discards: [], melds: [], doraIndicators: [] });
    expect(u.total).toBe(136 - 13);
    expect(u.counts[k('5p')]).toBe(1);
    expect(u.red).toEqual({ m: 1, p: 0, s: 1 });
    expect(u.tilesLeft).toBe(70);
  });

  it('subtracts discards, other players\' melds (not their called tile twice) and indicators', () => {
    const pon = parseMeld('999-s'); // called 9s from the left: that 9s is in the discards
    const u = countUnseen({ hand, discards: [t('9s'), t('0m')], melds: [pon], doraIndicators: [t('5m')] });
    expect(u.counts[k('9s')]).toBe(0);
    expect(u.counts[k('5m')]).toBe(2);
    expect(u.red.m).toBe(0);
    expect(u.total).toBe(136 - 13 - 2 - 2 - 1);
  });

  it('derives the tiles left from discards, calls and kans', () => {
    // 10 discards, one pon by another player, the viewer's drawn tile: 10 - 1 + 1 = 10 draws
    const discards = ['1s', '2s', '3s', '4s', '6s', '7s', '8s', '9s', '9m', '8m'].map(t);
    const u = countUnseen({ hand: hand.draw('3z'), discards, melds: [parseMeld('777+z')], doraIndicators: [t('6z')] });
    expect(u.tilesLeft).toBe(60);
    const ankan = countUnseen({ hand, discards, melds: [parseMeld('4444m')], doraIndicators: [] });
    expect(ankan.tilesLeft).toBe(70 - 11);
    expect(countUnseen({ hand, discards, melds: [], doraIndicators: [], tilesLeft: 5 }).tilesLeft).toBe(5);
  });

  it('counts three-player games: no 2m..8m, kita', () => {
    const sanma = createRules('tenhou-sanma');
    const h = Hand.parse('199m055p789s1122z');
    const u = countUnseen({ hand: h, discards: [], melds: [], doraIndicators: [t('1z')], kita: 2 }, sanma);
    expect(u.total).toBe(108 - 13 - 1 - 2);
    expect(u.counts[k('4z')]).toBe(2);
    expect(u.counts[k('5m')]).toBe(0);
    expect(liveWallSize(3)).toBe(55);
    expect(u.tilesLeft).toBe(55 - 2);
    expect(() => countUnseen({ hand: h, discards: [t('5m')], melds: [], doraIndicators: [] }, sanma)).toThrow(/FIFTH_COPY/);
  });

  it('refuses views with more than four of a kind or more red fives than exist', () => {
    expect(() => countUnseen({ hand, discards: [t('1z'), t('1z'), t('1z')], melds: [], doraIndicators: [] })).toThrow(/FIFTH_COPY/);
    expect(() => countUnseen({ hand, discards: [t('0p')], melds: [], doraIndicators: [] })).toThrow(/RED_FIVE/);
    const fourPlain = Hand.parse('1235555m789s1122z');
    expect(() => countUnseen({ hand: fourPlain, discards: [], melds: [], doraIndicators: [] })).toThrow(/RED_FIVE/);
    expect(() => countUnseen({ hand, discards: [], melds: [], doraIndicators: [], tilesLeft: 71 })).toThrow(/INVALID_ARGUMENT/);
  });
});
