// The shanten problem sets of ../shared/data (third-party and generated with two exact native
// implementations): every form of every hand.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseTiles, tileCounts } from '@mjkit/core';
import { shantenForms } from '@mjkit/shanten';
import { expect, it } from 'vitest';
import { describeWithData } from '../../../scripts/test-data.js';

describeWithData('ara problem sets (40,000 hands)', 'shanten/ara-problems', (dir) => {
  it('standard, thirteen orphans and seven pairs of every hand', () => {
    let hands = 0;
    const wrong: string[] = [];
    for (const file of ['p_normal_10000.txt', 'p_hon_10000.txt', 'p_tin_10000.txt', 'p_koku_10000.txt']) {
      for (const line of readFileSync(join(dir, file), 'utf8').trim().split('\n')) {
        const v = line.split(' ').map(Number);
        const counts = new Uint8Array(34);
        for (let i = 0; i < 14; i++) counts[v[i] as number]! += 1;
        const f = shantenForms(counts);
        hands++;
        if (f.standard !== v[14] || f.kokushi !== v[15] || f.chiitoitsu !== v[16]) wrong.push(`${file}: ${line}`);
      }
    }
    expect(hands).toBe(40000);
    expect(wrong).toEqual([]);
  });
});

describeWithData('exact-oracle hands (140,345, with 345 fifth-tile traps and melded hands)', 'shanten/exact-oracle', (dir) => {
  it('every form and the minimum of every hand', () => {
    let hands = 0;
    const wrong: string[] = [];
    const want = (x: string | undefined) => (x === 'x' ? Infinity : Number(x));
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.txt')).sort()) {
      for (const line of readFileSync(join(dir, file), 'utf8').trim().split('\n')) {
        const [hand, standard, kokushi, chiitoitsu, min] = line.split(' ');
        const f = shantenForms(tileCounts(parseTiles(hand as string)));
        hands++;
        if (f.standard !== want(standard) || f.kokushi !== want(kokushi) || f.chiitoitsu !== want(chiitoitsu) || f.min !== want(min)) {
          wrong.push(`${file}: ${line} → ${JSON.stringify(f)}`);
        }
      }
    }
    expect(hands).toBe(140345);
    expect(wrong).toEqual([]);
  });
});
