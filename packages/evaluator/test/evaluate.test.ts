import { Hand, countUnseen, createRng, tileFromId, tileFromString } from '@mjkit/core';
import { shanten } from '@mjkit/shanten';
import { TableState, playerView } from '@mjkit/table';
import { describe, expect, it } from 'vitest';
import { evaluateDiscards, evaluateHand, positionOf } from '../src/index.js';
import type { Position } from '../src/index.js';
import { Remaining } from '../src/remaining.js';

/** Random positions: a dealt hand, some turns of discards seen, the wall left. */
function randomPositions(seed: number, count: number, accept: (p: Position) => boolean): Position[] {
  const rng = createRng(seed);
  const out: Position[] = [];
  while (out.length < count) {
    const ids = rng.shuffle(Array.from({ length: 136 }, (_, i) => i));
    const turns = rng.nextInt(15);
    const p = positionOf({
      hand: Hand.fromTenhouIds(ids.slice(0, 14)),
      visible: ids.slice(14, 14 + 4 * turns).map((id) => tileFromId(id)),
      doraIndicators: [tileFromId(ids[135] as number)],
      drawable: 70 - 4 * turns,
      seatWind: rng.nextInt(4) as 0,
    });
    if (accept(p)) out.push(p);
  }
  return out;
}

describe('remaining-tile models', () => {
  const unseen = Uint8Array.from({ length: 37 }, (_, f) => (f >= 34 ? 1 : f < 27 && f % 9 === 4 ? 3 : 4));
  it('normalized values sum to the drawable tiles, and a draw takes one copy and a turn', () => {
    const m = new Remaining(unseen, 70, 'normalized');
    const sum = () => Array.from({ length: 37 }, (_, f) => m.value(f)).reduce((a, b) => a + b, 0);
    expect(sum()).toBeCloseTo(70, 9);
    m.take(0);
    expect(m.count(0)).toBe(3);
    expect(sum()).toBeCloseTo(66, 9);
    m.put(0);
    expect(m.value(0)).toBeCloseTo((4 * 70) / 136, 12);
    expect(new Remaining(unseen, 0, 'normalized').value(5)).toBe(0);
  });
  it('the unseen model counts copies; weights of 1 are the normalized model', () => {
    expect(new Remaining(unseen, 70, 'unseen').value(34)).toBe(1);
    const w = new Remaining(unseen, 50, { weights: new Array(34).fill(1) });
    const n = new Remaining(unseen, 50, 'normalized');
    for (let f = 0; f < 37; f++) expect(w.value(f)).toBeCloseTo(n.value(f), 12);
    const half = new Remaining(unseen, 50, { weights: Array.from({ length: 37 }, (_, f) => (f === 0 ? 0 : 1)) });
    expect(half.value(0)).toBe(0);
    expect(half.value(1)).toBeCloseTo((4 * 50) / 132, 12);
  });
});

describe('evaluateDiscards', () => {
  it('at tenpai, normalized = legacy × (12 / 8) × drawable / unseen, discard by discard', () => {
    const positions = randomPositions(3, 40, (p) => shanten(p.hand) === 0);
    for (const p of positions) {
      const unseenTotal = p.unseen.reduce((a, b) => a + b, 0);
      const legacy = evaluateDiscards(p, { preset: 'legacy' });
      const normalized = evaluateDiscards(p, { preset: 'normalized' });
      for (const d of legacy.discards) {
        if (d.shanten !== 0) continue;
        const n = normalized.discards.find((x) => x.tile === d.tile);
        expect(n?.value).toBeCloseTo(((d.value * 12) / 8) * (p.drawable / unseenTotal), 6);
      }
    }
  });

  it('weights of 1 give the normalized values; zero weights on the waits give 0', () => {
    const [p] = randomPositions(4, 1, (q) => shanten(q.hand) === 1);
    const a = evaluateDiscards(p!, { preset: 'normalized' });
    const b = evaluateDiscards(p!, { preset: 'normalized', model: { weights: new Array(34).fill(1) } });
    expect(b.discards.map((d) => d.value)).toEqual(a.discards.map((d) => expect.closeTo(d.value, 9) as unknown as number));
    const tenpai = evaluateDiscards({ hand: '123m456p789s1122z3z' }, { model: { weights: Array.from({ length: 34 }, (_, k) => (k === 27 || k === 28 ? 0 : 1)) } });
    expect(tenpai.discards.find((d) => d.tile === 29)?.value).toBe(0);
  });

  it('lists every distinct discard once, red fives apart, best first', () => {
    const r = evaluateDiscards({ hand: '340556m11p789s222z', doraIndicators: ['4m'] });
    expect(r.discards.map((d) => d.tile).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 9, 24, 25, 26, 28, 34].sort((a, b) => a - b));
    expect(r.discards[0]?.tile).toBe(r.best);
    for (let i = 1; i < r.discards.length; i++) expect(r.discards[i - 1]!.value).toBeGreaterThanOrEqual(r.discards[i]!.value - 1e-9);
  });

  it('backtracks: discards that raise the shanten are marked, and valued only from shanten 1 or less', () => {
    const r = evaluateDiscards({ hand: '123456789m1234p5p' }, { preset: 'legacy' });
    expect(r.shanten).toBe(0);
    expect(r.discards.filter((d) => d.backtrack).every((d) => d.shanten === 1)).toBe(true);
    const off = evaluateDiscards({ hand: '123456789m1234p5p' }, { preset: 'legacy', backtrack: false });
    expect(off.discards.filter((d) => d.backtrack).every((d) => d.value === 0)).toBe(true);
  });

  it('just after a pon, a complete shape is no win: it counts as tenpai and its discards are straight', () => {
    const p = positionOf({ hand: '067p55s,777=z,444=s,222=p,', doraIndicators: ['2s'] });
    const r = evaluateDiscards(p, { preset: 'legacy' });
    expect(r.shanten).toBe(0);
    expect(r.discards.every((d) => d.shanten === 0 && !d.backtrack && d.value > 0)).toBe(true);
    // 7p leaves 56p waiting on 4p and 7p; a 7p drawn still wins by tsumo (furiten stops only ron)
    expect(r.best).toBe(15);
    expect(evaluateHand(p, { preset: 'legacy' })).toEqual({ shanten: 0, value: r.discards[0]?.value, routeShanten: -1 });
  });

  it('takes a table PlayerView at the viewer’s turn as it is', () => {
    const hands = [0, 1, 2, 3].map((s) => Array.from({ length: 13 }, (_, i) => 4 + s * 13 + i));
    const state = new TableState({ players: 4, redFives: true }, { round: 0, honba: 0, riichiSticks: 0, dice: null, dealer: 0, scores: [25000, 25000, 25000, 25000], doraIndicator: 0, hands });
    state.apply({ type: 'draw', seat: 0, tile: 60 });
    const view = playerView(state, 0);
    const fromView = evaluateDiscards(view);
    const hand = Hand.fromTenhouIds(view.hand);
    const written = evaluateDiscards({ hand, doraIndicators: [tileFromId(0)], drawable: view.tilesLeft });
    expect(fromView.discards).toEqual(written.discards);
    expect(positionOf(view).drawable).toBe(69);
  });

  it('takes the unseen tiles as core\'s countUnseen counts them, and refuses counts no table can show', () => {
    const hand = Hand.parse('123m456p789s11z23m5z');
    const visible = ['0p', '5p', '1z', '9s', '5m'];
    const unseen = countUnseen({ hand, discards: visible.map((x) => tileFromString(x)), melds: [], doraIndicators: [tileFromString('4m')] });
    const counted = positionOf({ hand, doraIndicators: ['4m'], unseen });
    expect([...counted.unseen]).toEqual([...positionOf({ hand, doraIndicators: ['4m'], visible }).unseen]);
    expect(evaluateDiscards(counted).discards).toEqual(evaluateDiscards({ hand, doraIndicators: ['4m'], visible }).discards);
    const refusal = (u: unknown) => {
      try {
        positionOf({ hand, unseen: u as never });
        return 'no error';
      } catch (e) {
        return `${(e as { code?: string }).code}: ${(e as Error).message}`;
      }
    };
    const counts = [...unseen.counts];
    expect(refusal({ counts: counts.slice(1), red: unseen.red })).toMatch(/^INVALID_ARGUMENT: .*position\.unseen\.counts must have 34 entries/);
    expect(refusal({ counts: counts.map((n, k) => (k === 0 ? 5 : n)), red: unseen.red })).toMatch(/^FIFTH_COPY: .*position\.unseen\.counts\[0\] must be 0\.\.4, not 5/);
    expect(refusal({ counts: counts.map((n, k) => (k === 30 ? 1.5 : n)), red: unseen.red })).toMatch(/^FIFTH_COPY: .*counts\[30\]/);
    expect(refusal({ counts, red: { ...unseen.red, m: 2 } })).toMatch(/^RED_FIVE: .*position\.unseen\.red\.m must be 0\.\.1, not 2/);
    // no 5p unseen, so no red one either
    expect(refusal({ counts: counts.map((n, k) => (k === 13 ? 0 : n)), red: { ...unseen.red, p: 1 } })).toMatch(/^RED_FIVE: .*red\.p must be 0\.\.0, not 1/);
    expect(refusal({ counts })).toMatch(/^INVALID_ARGUMENT: .*position\.unseen\.red/);
    expect(refusal([1, 2, 3])).toMatch(/^INVALID_ARGUMENT: .*position\.unseen/);
  });

  it('refuses what is not a position to discard from', () => {
    const codes = (f: () => unknown) => {
      try {
        f();
        return 'no error';
      } catch (e) {
        return (e as { code?: string }).code;
      }
    };
    expect(codes(() => evaluateDiscards({ hand: '123456789m1234p' }))).toBe('HAND_SIZE');
    expect(codes(() => evaluateDiscards({ hand: '123456789m1234p5p' }, { preset: 'fast' as never }))).toBe('INVALID_ARGUMENT');
    expect(codes(() => evaluateDiscards({ hand: '123456789m1234p5p' }, { widths: [1, 0, 1] }))).toBe('INVALID_ARGUMENT');
    expect(codes(() => evaluateDiscards({ hand: '123456789m1234p5p' }, { twoStep: 1.5 }))).toBe('INVALID_ARGUMENT');
    expect(codes(() => evaluateDiscards({ hand: '123456789m1234p5p' }, { twoStep: Number.NaN }))).toBe('INVALID_ARGUMENT');
    expect(codes(() => evaluateDiscards({ hand: '123456789m1234p5p', visible: ['1m', '1m', '1m', '1m'] }))).toBe('FIFTH_COPY');
    expect(codes(() => evaluateDiscards({ hand: '123456789m1234p5p', drawable: 71 }))).toBe('INVALID_ARGUMENT');
    expect(codes(() => evaluateDiscards({ hand: '123456789m1234p5p', dora: ['1m'] } as never))).toBe('INVALID_ARGUMENT');
    expect(codes(() => evaluateDiscards({ hand: '123456789m1234p5p', visible: [], unseen: { counts: new Array(34).fill(4), red: { m: 1, p: 1, s: 1 } } }))).toBe('INVALID_ARGUMENT');
  });
});

describe('the two-step choice of far hands', () => {
  const far = randomPositions(33, 60, (p) => shanten(p.hand) >= 3);
  const near = randomPositions(34, 20, (p) => shanten(p.hand) <= 2);
  it('chooses among the discards that keep the shanten and reach the share of the best count, and changes some', () => {
    let changed = 0;
    for (const p of far) {
      const plain = evaluateDiscards(p);
      const max = Math.max(...plain.discards.map((d) => d.value));
      const chosen = evaluateDiscards(p, { twoStep: 0.8 });
      const pick = plain.discards.find((d) => d.tile === chosen.best)!;
      expect(pick.shanten).toBe(plain.shanten);
      expect(pick.value).toBeGreaterThanOrEqual(0.8 * max - 1e-9);
      // the values are the same, only the choice moves to the front
      expect([...chosen.discards].sort((a, b) => a.tile - b.tile)).toEqual([...plain.discards].sort((a, b) => a.tile - b.tile));
      expect(chosen.discards[0]!.tile).toBe(chosen.best);
      // a share of 1 chooses among the best count's ties only
      const tie = evaluateDiscards(p, { twoStep: 1 });
      expect(plain.discards.find((d) => d.tile === tie.best)!.value).toBeCloseTo(max, 9);
      if (chosen.best !== plain.best) changed++;
    }
    expect(changed).toBeGreaterThan(0);
    expect(changed).toBeLessThan(far.length);
  });
  it('leaves hands 2 or less from ready, and a share of 0, as the evaluation has them', () => {
    // (the work done is left out: the scores' cache makes a second search score fewer hands)
    const choice = (p: Position, twoStep?: number) => {
      const { best, shanten, discards } = evaluateDiscards(p, twoStep === undefined ? {} : { twoStep });
      return { best, shanten, discards };
    };
    for (const p of near) expect(choice(p, 0.8)).toEqual(choice(p));
    for (const p of far.slice(0, 10)) expect(choice(p, 0)).toEqual(choice(p));
  });
});
