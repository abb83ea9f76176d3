// Donjara hands: the yaku and shanten against a brute force over every instance of each yaku.
import { describe, expect, it } from 'vitest';
import { createRng } from '@mjkit/core';
import { DONJARA_KINDS, donjaraHand, donjaraMissing, donjaraShanten, donjaraTilesToWin, donjaraYaku, formatDonjaraHand } from '@mjkit/donjara';

/** Every target of 9 tiles the three yaku allow, as counts. */
function targets(): { yaku: string; counts: number[] }[] {
  const out: { yaku: string; counts: number[] }[] = [];
  for (let a = 0; a < 9; a++) {
    const nine = new Array(9).fill(0);
    nine[a] = 9;
    out.push({ yaku: 'nine', counts: nine });
    for (let b = 0; b < 9; b++) {
      if (b === a) continue;
      const t = new Array(9).fill(0);
      t[a] = 6;
      t[b] = 3;
      out.push({ yaku: 'six-three', counts: t });
      for (let c = b + 1; c < 9; c++) {
        if (a >= b || c === a) continue;
        const u = new Array(9).fill(0);
        u[a] = u[b] = u[c] = 3;
        out.push({ yaku: 'three-triplets', counts: u });
      }
    }
  }
  return out;
}

const TARGETS = targets();

/** Tiles missing from the nearest target of each yaku, by brute force. */
function bruteMissing(counts: ArrayLike<number>): Record<string, number> {
  const best: Record<string, number> = { nine: 9, 'six-three': 9, 'three-triplets': 9 };
  for (const t of TARGETS) {
    let have = 0;
    for (let k = 0; k < 9; k++) have += Math.min(counts[k]!, t.counts[k]!);
    best[t.yaku] = Math.min(best[t.yaku]!, 9 - have);
  }
  return best;
}

function randomHand(rng: ReturnType<typeof createRng>, size: number): Uint8Array {
  const h = new Uint8Array(DONJARA_KINDS);
  // draw from the 81 tiles without replacement
  const pool: number[] = [];
  for (let k = 0; k < 9; k++) for (let c = 0; c < 9; c++) pool.push(k);
  rng.shuffle(pool);
  for (let i = 0; i < size; i++) h[pool[i]!]! += 1;
  return h;
}

describe('Donjara hands', () => {
  it('has 9 + 72 + 84 yaku targets', () => {
    expect(TARGETS.filter((t) => t.yaku === 'nine')).toHaveLength(9);
    expect(TARGETS.filter((t) => t.yaku === 'six-three')).toHaveLength(72);
    expect(TARGETS.filter((t) => t.yaku === 'three-triplets')).toHaveLength(84);
  });

  it('agrees with the brute force on 20,000 random hands of 8 and 9 tiles, and on skewed ones', () => {
    const rng = createRng('donjara-hands');
    const out = new Int8Array(3);
    for (let i = 0; i < 20000; i++) {
      const size = 8 + (i % 2);
      // every fourth hand from few kinds, so that sixes and nines occur
      const h = i % 4 === 3 ? new Uint8Array(9) : randomHand(rng, size);
      if (i % 4 === 3) {
        const kinds = [rng.nextInt(9), rng.nextInt(9), rng.nextInt(9)];
        let placed = 0;
        while (placed < size) {
          const k = kinds[rng.nextInt(3)]!;
          if (h[k]! < 9) {
            h[k]! += 1;
            placed++;
          }
        }
      }
      const brute = bruteMissing(h);
      donjaraMissing(h, out);
      expect([out[0], out[1], out[2]], formatDonjaraHand(h)).toEqual([brute.nine, brute['six-three'], brute['three-triplets']]);
      const need = Math.min(brute.nine!, brute['six-three']!, brute['three-triplets']!);
      expect(donjaraTilesToWin(h)).toBe(need);
      expect(donjaraShanten(h)).toBe(need - 1);
      if (size === 9) expect(donjaraYaku(h)).toBe(need === 0 ? (brute.nine === 0 ? 'nine' : brute['six-three'] === 0 ? 'six-three' : 'three-triplets') : null);
    }
  });

  it('reads and writes hands, and refuses bad ones with a code and an offset', () => {
    expect(formatDonjaraHand(donjaraHand('321 321 321'))).toBe('111222333');
    expect(() => donjaraHand('1234x')).toThrow(expect.objectContaining({ code: 'SYNTAX', offset: 4 }));
    expect(() => donjaraHand('0')).toThrow(expect.objectContaining({ code: 'SYNTAX', offset: 0 }));
    expect(() => donjaraHand('1111111111')).toThrow(expect.objectContaining({ code: 'FIFTH_COPY', offset: 9 }));
    expect(() => donjaraHand('1234567891')).toThrow(expect.objectContaining({ code: 'HAND_SIZE', offset: 9 }));
    expect(() => donjaraHand(12 as never)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});
