// The turn-aware dynamic program against a Monte-Carlo of the same solitaire: on 200 random
// positions (shanten 0–2 after the discard, random visible tiles and wall), the program's win
// and tenpai probabilities and expected score of its best discard lie inside the 99% interval
// of 2,000 simulated games played by the program's own policy.
import { Hand, createRng, tileFromId } from '@mjkit/core';
import { shanten } from '@mjkit/shanten';
import { describe, expect, it } from 'vitest';
import { evaluateTurnAware, positionOf } from '../src/index.js';
import type { TurnAwareDiscard } from '../src/index.js';
import { faceOf } from '../src/position.js';
import { TurnAware } from '../src/turn-aware.js';

const SAMPLES = 2000;
const Z99 = 2.5758;

/**
 * One simulated game from the hand after `discard`: [tenpai reached, won, points]. Each draw is
 * an unseen copy not kept on the path, drawn in proportion to its face's weight in `weights`
 * (per face, 37 entries), counted here from the position apart from the program's own pool.
 */
function play(dp: TurnAware, unseen: ArrayLike<number>, weights: ArrayLike<number>, rng: ReturnType<typeof createRng>): [number, number, number] {
  const s = dp.search;
  const kept: number[] = [];
  let result: [number, number, number] = [0, 0, 0];
  let n = s.shanten();
  if (n === 0) result[0] = 1;
  const left = (f: number) => ((unseen[f] as number) - (dp.kept[f] as number)) * (weights[f] as number);
  for (let t = dp.turns; t >= 1; t--) {
    let pool = 0;
    for (let f = 0; f < 37; f++) pool += left(f);
    let r = rng.nextFloat() * pool;
    let f = 0;
    for (; f < 37; f++) {
      r -= left(f);
      if (r < 0) break;
    }
    if (f === 37) f = 36;
    s.add(f);
    const after = s.shanten();
    if (after < n) {
      if (after === -1) {
        const points = s.points(f);
        if (points > 0) {
          result = [1, 1, points];
          s.remove(f);
          break;
        }
        s.remove(f);
        continue;
      }
      dp.keep(f, 1);
      kept.push(f);
      const g = dp.chooseDiscard(after, t - 1);
      s.remove(g);
      kept.push(-1 - g);
      n = after;
      if (n === 0) result[0] = 1;
    } else s.remove(f);
  }
  // Undo the path: put back the discards, take out the kept draws.
  for (let i = kept.length - 1; i >= 0; i--) {
    const x = kept[i] as number;
    if (x < 0) s.add(-1 - x);
    else {
      s.remove(x);
      dp.keep(x, -1);
    }
  }
  return result;
}

/**
 * A random position from a shuffled wall: the first 14 tiles as the hand (null when it is more
 * than `most` from ready), up to 11 turns of tiles seen, the last tile as the dora indicator.
 */
function randomPosition(rng: ReturnType<typeof createRng>, most: number): { hand: Hand; p: ReturnType<typeof positionOf> } | null {
  const ids = rng.shuffle(Array.from({ length: 136 }, (_, i) => i));
  const hand = Hand.fromTenhouIds(ids.slice(0, 14));
  if (shanten(hand) > most) return null;
  const turns = rng.nextInt(12);
  return { hand, p: positionOf({ hand, visible: ids.slice(14, 14 + turns * 4).map((id) => tileFromId(id)), doraIndicators: [tileFromId(ids[135] as number)], drawable: 70 - turns * 4 }) };
}

/**
 * The figures of `discard` (tenpai, win, expected score) that lie outside the 99% interval of
 * SAMPLES games of the solitaire played from the hand after it by the program's own policy.
 */
function misses(p: ReturnType<typeof positionOf>, turns: number, discard: TurnAwareDiscard, rng: ReturnType<typeof createRng>, weights?: Float64Array): string[] {
  const dp = new TurnAware(p, turns, weights === undefined ? 'unseen' : { weights });
  dp.search.remove(faceOf(discard.tile));
  const w = weights ?? new Float64Array(37).fill(1);
  const sums = [0, 0, 0];
  let squares = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const [t, won, pts] = play(dp, p.unseen, w, rng);
    sums[0]! += t;
    sums[1]! += won;
    sums[2]! += pts;
    squares += pts * pts;
  }
  const inside = (q: number, mean: number) => Math.abs(mean - q) <= Z99 * Math.sqrt((q * (1 - q)) / SAMPLES) + 1e-9;
  const scoreMean = (sums[2] as number) / SAMPLES;
  const scoreSd = Math.sqrt(Math.max(0, squares / SAMPLES - scoreMean * scoreMean));
  const out: string[] = [];
  if (!inside(discard.tenpai, (sums[0] as number) / SAMPLES)) out.push('tenpai');
  if (!inside(discard.win, (sums[1] as number) / SAMPLES)) out.push('win');
  if (Math.abs(scoreMean - discard.expectedScore) > Z99 * (scoreSd / Math.sqrt(SAMPLES)) + 1e-9) out.push('score');
  return out;
}

/**
 * The figures outside their interval over `count` random positions' best discards (seed `seed`),
 * each position's draws weighed by `weightsOf` (drawn after the position; none: every copy alike).
 */
function outsideOnBest(seed: number, count: number, weightsOf?: (rng: ReturnType<typeof createRng>) => Float64Array): string[] {
  const rng = createRng(seed);
  let positions = 0;
  const outside: string[] = [];
  while (positions < count) {
    const drawn = randomPosition(rng, 2);
    if (drawn === null) continue;
    const { hand, p } = drawn;
    const weights = weightsOf?.(rng);
    const r = evaluateTurnAware(p, { maxShanten: 2, ...(weights ? { model: { weights } } : {}) });
    const best = r.discards[0];
    if (best === undefined || r.shanten > 2) continue;
    positions++;
    for (const what of misses(p, r.turns, best, rng, weights)) outside.push(`${hand.toString()} ${what}`);
  }
  return outside;
}

describe('turn-aware dynamic program', () => {
  it('matches a Monte-Carlo of its solitaire on 200 random positions (99% intervals)', () => {
    const outside = outsideOnBest(20261123, 200);
    // 600 checks at 99%: about 6 outside by chance alone; a biased program would miss far more.
    if (process.env.MJKIT_REPORT) console.log(`turn-aware: ${600 - outside.length} of 600 checks inside the 99% interval; outside: ${outside.join(", ")}`);
    expect(outside.length).toBeLessThanOrEqual(12);
  });

  it('draws each copy in proportion to a wall reading\'s weight (Monte-Carlo, 100 positions)', () => {
    // a wall reading: per face a share in [0, 1], a tenth of the kinds all but dead
    const outside = outsideOnBest(20261204, 100, (rng) => Float64Array.from({ length: 37 }, () => (rng.nextFloat() < 0.1 ? 0.02 : 0.2 + 0.8 * rng.nextFloat())));
    // 300 checks at 99%: about 3 outside by chance alone (at 40,000 games a position, 2 of 300)
    if (process.env.MJKIT_REPORT) console.log(`turn-aware with weights: ${300 - outside.length} of 300 checks inside the 99% interval; outside: ${outside.join(", ")}`);
    expect(outside.length).toBeLessThanOrEqual(8);
  });

  it('takes every copy alike with weights all equal, and never draws a dead kind', () => {
    const position = { hand: '123456789m1234p5p', drawable: 40 };
    const plain = evaluateTurnAware(position);
    expect(evaluateTurnAware(position, { model: { weights: new Array(34).fill(1) } })).toEqual(plain);
    expect(evaluateTurnAware(position, { model: 'normalized' })).toEqual(plain);
    // 1234p5p: thrown 5p waits on 1p and 4p; 1p and 4p all in other hands: no self-drawn win
    const dead = new Array(34).fill(1);
    dead[9] = 0;
    dead[12] = 0;
    const r = evaluateTurnAware(position, { model: { weights: dead } });
    const five = r.discards.find((d) => d.tile === 13);
    expect(plain.discards.find((d) => d.tile === 13)!.win).toBeGreaterThan(0.3);
    expect(five!.win).toBe(0);
    expect(() => evaluateTurnAware(position, { model: { weights: [1, 2] } })).toThrow(/34 or 37 numbers/);
  });

  it('values backtracking discards as its solitaire plays them, when asked (Monte-Carlo, 60 positions)', () => {
    const rng = createRng(20261129);
    let positions = 0;
    const outside: string[] = [];
    while (positions < 60) {
      const drawn = randomPosition(rng, 1);
      if (drawn === null) continue;
      const { hand, p } = drawn;
      const plain = evaluateTurnAware(p, { maxShanten: 2 });
      const all = evaluateTurnAware(p, { maxShanten: 2, backtracks: true });
      // the discards that keep the shanten are valued as without the option
      for (const d of plain.discards) expect(all.discards.find((x) => x.tile === d.tile)).toEqual(d);
      const back = all.discards.filter((d) => d.shanten > Math.max(all.shanten, 0));
      expect(back.every((d) => d.shanten <= 2)).toBe(true);
      const pick = back[rng.nextInt(back.length)];
      if (pick === undefined) continue;
      positions++;
      for (const what of misses(p, all.turns, pick, rng)) outside.push(`${hand.toString()} ${what}`);
    }
    // 180 checks at 99%: about 2 outside by chance alone
    if (process.env.MJKIT_REPORT) console.log(`turn-aware backtracks: ${180 - outside.length} of 180 checks inside the 99% interval`);
    expect(outside.length).toBeLessThanOrEqual(6);
    expect(() => evaluateTurnAware({ hand: '123456789m1234p5p', drawable: 40 }, { backtracks: 1 as never })).toThrow(/backtracks is true or false/);
  });
});
