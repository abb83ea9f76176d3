import { MjkitError } from '@mjkit/core';
import { describe, expect, it } from 'vitest';
import {
  callKeepsSets,
  combinations,
  deadIncompleteSequences,
  deadPairs,
  deadTiles,
  hongKongCounts,
  hongKongPlan,
  incompleteSequences,
  isolatedTiles,
  priorityClasses,
  priorityDiscard,
  sightOf,
  skipTiles,
  unneededTiles,
} from '../src/index.js';

// The paper's example hand: 1s 2s 4s 1m 4m 1p 2p 3p 4p S N N N
const PAPER = '14m1234p124s2444z';
const k = (name: string) => {
  const n = Number(name[0]) - 1;
  return name[1] === 'z' ? 27 + n : 'mps'.indexOf(name[1] as string) * 9 + n;
};

describe('the definitions, on the published examples', () => {
  it('isolated tiles: 1m, 4m and South; 4s, 1p and 4p are not', () => {
    expect(isolatedTiles(sightOf({ hand: PAPER }))).toEqual([k('1m'), k('4m'), k('2z')]);
  });
  it('skip tiles: 4s, 1p and 4p; and 2m of 2m 4m 5m', () => {
    expect(skipTiles(sightOf({ hand: PAPER }))).toEqual([k('1p'), k('4p'), k('4s')]);
    expect(skipTiles(sightOf({ hand: '245m' }))).toEqual([k('2m')]);
    // 1s and 2s are an incomplete sequence, not skip tiles
    expect(incompleteSequences(sightOf({ hand: PAPER }))).toEqual([k('1s')]);
  });
  it('dead tiles: South with three South discarded; 2s with 1s×4, 2s×3, 3s×4 visible', () => {
    expect(deadTiles(sightOf({ hand: PAPER, visible: '222z' }))).toEqual([k('2z')]);
    expect(deadTiles(sightOf({ hand: '2s', visible: '1111s222s3333s' }))).toEqual([k('2s')]);
    // one copy left: not dead
    expect(deadTiles(sightOf({ hand: '2s', visible: '1111s22s3333s' }))).toEqual([]);
  });
  it('unneeded tiles: a single honour with one or two visible; a number tile that can only pair', () => {
    expect(unneededTiles(sightOf({ hand: '1z', visible: '1z' }))).toEqual([k('1z')]);
    expect(unneededTiles(sightOf({ hand: '1z', visible: '11z' }))).toEqual([k('1z')]);
    expect(unneededTiles(sightOf({ hand: '1z' }))).toEqual([]);
    expect(unneededTiles(sightOf({ hand: '1m', visible: '2222m' }))).toEqual([k('1m')]);
    expect(unneededTiles(sightOf({ hand: '5m', visible: '4444m' }))).toEqual([]);
    expect(unneededTiles(sightOf({ hand: '5m', visible: '4444m7777m' }))).toEqual([k('5m')]);
    expect(unneededTiles(sightOf({ hand: '5m', visible: '4444m6666m' }))).toEqual([k('5m')]);
  });
  it('dead incomplete sequence: 1s 2s with four 3s visible', () => {
    expect(deadIncompleteSequences(sightOf({ hand: '12s', visible: '3333s' }))).toEqual([k('1s')]);
    expect(deadIncompleteSequences(sightOf({ hand: '34s', visible: '2222s' }))).toEqual([]);
    expect(deadIncompleteSequences(sightOf({ hand: '34s', visible: '2222s5555s' }))).toEqual([k('3s')]);
  });
  it('dead pair: 2s 2s with two 2s visible', () => {
    expect(deadPairs(sightOf({ hand: '22s', visible: '22s' }))).toEqual([k('2s')]);
    expect(deadPairs(sightOf({ hand: '22s', visible: '2s' }))).toEqual([]);
  });
  it('combinations count sequences, triplets and pairs; sets leave pairs out', () => {
    expect(combinations(sightOf({ hand: PAPER }))).toEqual({ groups: 2, sets: 2 });
    expect(combinations(sightOf({ hand: '11223344m' }))).toEqual({ groups: 4, sets: 2 });
    expect(combinations(sightOf({ hand: '123456789m' }), { sequences: false })).toEqual({ groups: 0, sets: 0 });
  });
});

describe('the discard priority', () => {
  it('takes the rules in the published order', () => {
    const rules = priorityClasses(sightOf({ hand: PAPER })).map((c) => c.rule);
    expect(rules).toEqual(['off-suit', 'dead', 'unneeded', 'dead-incomplete-sequence', 'dead-pairs', 'isolated-number', 'isolated-honour', 'skip', 'incomplete-sequence', 'dead-pair', 'pair', 'any']);
  });
  it('a dead tile goes before everything else', () => {
    const c = priorityDiscard(sightOf({ hand: PAPER, visible: '222z' }));
    expect(c).toMatchObject({ kind: k('2z'), rule: 'dead' });
  });
  it('isolated numbers before isolated honours, then skip tiles, then incomplete sequences, then pairs', () => {
    expect(priorityDiscard(sightOf({ hand: PAPER })).rule).toBe('isolated-number');
    expect(priorityDiscard(sightOf({ hand: '123m1234p124s2444z' })).rule).toBe('isolated-honour');
    expect(priorityDiscard(sightOf({ hand: '123m1234p124s444z' }))).toMatchObject({ rule: 'skip' });
    expect(priorityDiscard(sightOf({ hand: '123m123p12s44455z' }))).toMatchObject({ rule: 'incomplete-sequence' });
    expect(priorityDiscard(sightOf({ hand: '123m123p123s4455z' }))).toMatchObject({ rule: 'pair' });
  });
  it('two dead pairs go before isolated tiles; one dead pair only after incomplete sequences', () => {
    expect(priorityDiscard(sightOf({ hand: '11m55p9s123s4455z', visible: '11m55z' })).rule).toBe('dead-pairs');
    expect(priorityDiscard(sightOf({ hand: '11m123p9s123s4455z', visible: '11m' })).rule).toBe('isolated-number');
    expect(priorityDiscard(sightOf({ hand: '11m123p123s1234455z', visible: '11m' })).rule).not.toBe('dead-pair');
  });
  it('keeps what it is told to keep while anything else may go', () => {
    const s = sightOf({ hand: '123m123p123s4455z' });
    expect(priorityDiscard(s, { keep: [k('5z')] }).kind).toBe(k('4z'));
    expect(priorityDiscard(s, { keep: [k('4z'), k('5z')] }).rule).toBe('any');
  });
  it('a one-suit plan throws out the other suits first', () => {
    const s = sightOf({ hand: '1122345m19p1s1z22z' });
    expect(priorityDiscard(s, { plan: { target: 'half-flush', suit: 0 } })).toMatchObject({ rule: 'off-suit', candidates: [k('1p'), k('9p'), k('1s')] });
    expect(priorityDiscard(s, { plan: { target: 'full-flush', suit: 0 } }).candidates).toEqual([k('1p'), k('9p'), k('1s'), k('1z'), k('2z')]);
  });
  it('an all-triplets plan counts no sequences', () => {
    const s = sightOf({ hand: '123m11p22s333z4z' });
    expect(priorityDiscard(s, { plan: { target: 'all-triplets' } }).candidates).toContain(k('1m'));
    expect(priorityDiscard(s).kind).toBe(k('4z'));
  });
  it('bad options are refused', () => {
    const s = sightOf({ hand: PAPER });
    expect(() => priorityDiscard(s, { keep: [40] })).toThrow(MjkitError);
    expect(() => priorityDiscard(s, { plan: { target: 'half-flush', suit: 3 } as never })).toThrow(/plan/);
    expect(() => priorityDiscard(s, { extra: 1 } as never)).toThrow(/extra/);
    expect(() => sightOf({ hand: 5 } as never)).toThrow(MjkitError);
  });
});

describe('the call rule', () => {
  it('calls when the concealed sets stay as many; a kan when they drop by one', () => {
    const s = sightOf({ hand: '123m456p78s55z999s' });
    expect(callKeepsSets(s, [k('5z'), k('5z')], false)).toBe(true);
    expect(callKeepsSets(s, [k('7s'), k('8s')], false)).toBe(true);
    expect(callKeepsSets(s, [k('1m'), k('2m')], false)).toBe(false);
    expect(callKeepsSets(s, [k('9s'), k('9s'), k('9s')], true)).toBe(true);
    // the pon of 9s breaks the triplet, and 7s 8s take the third 9s: still three sets
    expect(callKeepsSets(s, [k('9s'), k('9s')], false)).toBe(true);
    expect(callKeepsSets(sightOf({ hand: '123m456p13s55z999s' }), [k('9s'), k('9s')], false)).toBe(false);
    expect(() => callKeepsSets(s, [k('1z'), k('1z')], false)).toThrow(/NOT_HELD|does not hold/);
  });
});

describe('the Hong Kong plans', () => {
  it('rates all triplets by 5 per triplet and 2 per pair, one suit by 15 − 2 per other number tile + 1 per honour', () => {
    expect(hongKongCounts(sightOf({ hand: '111m222p33s44z' }), [])).toMatchObject({ allTriplets: 14 });
    expect(hongKongCounts(sightOf({ hand: '1234567m1p1z' }), [])).toEqual({ allTriplets: 0, halfFlush: 14, suit: 0 });
    expect(hongKongCounts(sightOf({ hand: '11m' }), [k('5z'), k('5z'), k('5z')])).toEqual({ allTriplets: 7, halfFlush: 18, suit: 0 });
  });
  it('chooses by the minimum points', () => {
    const pairsHand = sightOf({ hand: '111m222p33s44z5z6z' });
    expect(hongKongPlan(pairsHand, [], 3)).toEqual({ target: 'all-triplets' });
    expect(hongKongPlan(sightOf({ hand: '11m22p33s44z55z6z7z1s' }), [], 3)).toEqual({ target: 'half-flush', suit: 2 });
    expect(hongKongPlan(pairsHand, [], 20)).toMatchObject({ target: 'full-flush' });
    expect(() => hongKongPlan(pairsHand, [], -1)).toThrow(MjkitError);
  });
});
