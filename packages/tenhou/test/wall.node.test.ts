// The wall shuffle against the test vectors riichi-rs published with Tenhou's own validation
// data (seed words, MT19937 outputs, SHA-512 words, the wall), read from ../shared/data.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dealtHands } from '@mjkit/record';
import { parseMjlog, tenhouMeta, tenhouWalls } from '@mjkit/tenhou';
import { seedWords } from '../src/wall.js';
import { expect, it } from 'vitest';
import { describeWithData } from '../../../scripts/test-data.js';
import { Mt19937 } from '../src/mt19937.js';
import { sha512 } from '@noble/hashes/sha2';

/** A Rust array literal (`[0x12u32, 0x34, …]`, `[22u8, 91, …]`) as numbers. */
const numbers = (text: string) =>
  text
    .replace(/[[\]\s]/g, '')
    .split(',')
    .filter((x) => x !== '')
    .map((x) => Number(x.replace(/u(8|32)$/, '')));

describeWithData('Tenhou wall shuffle test vectors (riichi-rs tenhou-shuffle)', 'tenhou/pairs/xml+tenhou6+wall-riichi-rs-shuffle', (dir) => {
  const base = join(dir, '2016022509gm-0009-0000-b327da61');
  const read = (ext: string) => readFileSync(`${base}.${ext}`, 'utf8');
  const seed = 'mt19937ar-sha512-n288-base64,' + JSON.parse(read('seed_str'));

  it('decodes the seed into its 624 words', () => {
    expect([...seedWords(seed)]).toEqual(numbers(read('seed_u32')));
  });

  it('draws the 288 MT19937 outputs, hashes them into the 144 words, and shuffles the wall', () => {
    const mt = new Mt19937(seedWords(seed));
    const src = Array.from({ length: 288 }, () => mt.next());
    expect(src).toEqual(numbers(read('src_u32')));
    const rnd: number[] = [];
    for (let c = 0; c < 9; c++) {
      const chunk = new Uint8Array(128);
      const view = new DataView(chunk.buffer);
      for (let i = 0; i < 32; i++) view.setUint32(i * 4, src[c * 32 + i] as number, true);
      const digest = new DataView(sha512(chunk).buffer);
      for (let i = 0; i < 16; i++) rnd.push(digest.getUint32(i * 4, true));
    }
    expect(rnd).toEqual(numbers(read('rnd_u32')));
    const wall = tenhouWalls(seed).next().value;
    expect(wall.tiles).toEqual(numbers(read('wall136')));
  });

  it('deals the hands, dice and dora of the logged game', () => {
    const log = parseMjlog(readFileSync(`${base}.xml`));
    const wall = tenhouWalls(tenhouMeta(log)?.shuffle?.seed as string).next().value;
    const round = log.rounds[0];
    expect(wall.dice).toEqual(round?.dice);
    const hands = dealtHands(wall, round?.dealer as number);
    for (let s = 0; s < 4; s++) expect([...(hands[s] ?? [])].sort((a, b) => a - b)).toEqual([...(round?.hands[s] ?? [])].sort((a, b) => a - b));
    expect(wall.tiles[wall.deadWall.dora[0] as number]).toBe(round?.doraIndicator);
  });
});
