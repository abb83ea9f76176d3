import { Hand, MjkitError, compareTiles, makeMeld, parseMeld, redOf, tileFromString as t } from '@mjkit/core';
import type { Tile } from '@mjkit/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

function code(run: () => unknown): string | undefined {
  try {
    run();
  } catch (e) {
    if (e instanceof MjkitError) return e.code;
    throw e;
  }
  return undefined;
}

describe('Hand', () => {
  const base = Hand.parse('123m055p789s1122z');

  it('counts its tiles, red fives apart', () => {
    expect(base.tileCount).toBe(13);
    expect(base.concealedCount).toBe(13);
    expect(base.count(t('5p'))).toBe(3);
    expect(base.redCount('p')).toBe(1);
    expect(base.redFiveCount).toBe(1);
    expect(base.isClosed).toBe(true);
    expect(base.counts().reduce((a, b) => a + b, 0)).toBe(13);
  });

  it('draws and discards, telling red fives from plain fives', () => {
    const drawn = base.draw('0m');
    expect(drawn.drawn).toBe(t('0m'));
    expect(drawn.tileCount).toBe(14);
    expect(code(() => drawn.discard('5m'))).toBe('NOT_HELD');
    const after = drawn.discard('0m');
    expect(after.equals(base)).toBe(true);
    expect(base.draw('5p').discard('0p').toString()).toBe('123m555p789s1122z');
  });

  it('refuses a draw at 14 tiles and a discard at 13', () => {
    expect(code(() => base.draw('1m').draw('1m'))).toBe('HAND_SIZE');
    expect(code(() => base.discard('1m'))).toBe('HAND_SIZE');
  });

  it('refuses a fifth copy', () => {
    const four = Hand.parse('1111m56p789s1122z');
    expect(code(() => four.draw('1m'))).toBe('FIFTH_COPY');
    expect(code(() => Hand.parse('11111m56p789s1122z'))).toBe('FIFTH_COPY');
    expect(code(() => Hand.parse('1m456p789s1122z,1111m'))).toBe('FIFTH_COPY');
  });

  it('refuses a hand of the wrong size for its melds', () => {
    expect(code(() => Hand.parse('123m'))).toBe('HAND_SIZE');
    expect(code(() => Hand.parse('123m456p789s1122z,555=z'))).toBe('HAND_SIZE');
    expect(code(() => Hand.parse('123456789m123456p'))).toBe('HAND_SIZE');
  });

  it('calls chii, pon and daiminkan on a discard, then discards', () => {
    const h = Hand.parse('2346m5p789s11777z');
    const chii = h.chii('1m', ['2m', '3m']);
    expect(chii.afterCall).toBe(true);
    expect(chii.toString()).toBe('46m5p789s11777z,1-23m,');
    expect(code(() => chii.draw('1z'))).toBe('HAND_SIZE');
    expect(chii.discard('6m').toString()).toBe('4m5p789s11777z,1-23m');
    const pon = h.pon('7z', 2);
    expect(pon.melds[0]).toEqual(parseMeld('777=z'));
    const kan = h.daiminkan('7z', 1);
    expect(kan.tileCount).toBe(13);
    expect(kan.afterCall).toBe(true);
    expect(code(() => kan.discard('1z'))).toBe('HAND_SIZE');
    const rinshan = kan.draw('9m');
    expect(rinshan.afterCall).toBe(false);
    expect(rinshan.discard('9m').toString()).toBe('2346m5p789s11z,7777+z');
  });

  it('uses plain fives before a red five in a pon unless told', () => {
    const h = Hand.parse('055p123m789s1122z');
    expect(h.pon('5p', 1).melds[0]?.tiles).toEqual([t('5p'), t('5p'), t('5p')]);
    expect(h.pon('5p', 1, ['0p', '5p']).melds[0]?.tiles).toEqual([t('0p'), t('5p'), t('5p')]);
  });

  it('refuses a chii or pon whose own tiles are not two tiles', () => {
    const h = Hand.parse('2346m055p789s117z');
    expect(code(() => h.chii('1m', undefined as never))).toBe('INVALID_ARGUMENT');
    expect(code(() => h.chii('1m', ['2m'] as never))).toBe('INVALID_ARGUMENT');
    expect(code(() => h.chii('1m', ['2m', 99] as never))).toBe('INVALID_TILE');
    expect(code(() => h.pon('5p', 1, '0p5p' as never))).toBe('INVALID_ARGUMENT');
    expect(code(() => h.pon('5p', 1, ['0p', '5p', '5p'] as never))).toBe('INVALID_ARGUMENT');
  });

  it('makes ankan and kakan on its own turn', () => {
    const h = Hand.parse('1111m456p789s122z').draw('2z');
    const ankan = h.ankan('1m');
    expect(ankan.tileCount).toBe(13);
    expect(ankan.melds[0]?.type).toBe('ankan');
    expect(ankan.isClosed).toBe(true);
    const ponned = Hand.parse('4m456p789s111z,555=z').draw('5z');
    const kakan = ponned.kakan('5z');
    expect(kakan.melds[0]).toEqual(makeMeld({ type: 'kakan', tiles: [31, 31, 31, 31], called: 31, from: 2, added: 31 }));
    expect(kakan.toString()).toBe('4m456p789s111z,555=5z,');
    expect(code(() => Hand.parse('4m456p789s111z,555=z').draw('6z').kakan('6z'))).toBe('NOT_HELD');
    expect(code(() => base.ankan('1z'))).toBe('HAND_SIZE');
  });

  it('declares riichi only on a closed hand, once', () => {
    const r = base.draw('9m').discard('9m', { riichi: true });
    expect(r.riichi).toBe(true);
    expect(r.toString()).toBe('123m055p789s1122z*');
    expect(code(() => r.draw('9m').discard('9m', { riichi: true }))).toBe('ILLEGAL_STATE');
    const open = Hand.parse('4m456p789s111z,555=z').draw('1m');
    expect(code(() => open.discard('1m', { riichi: true }))).toBe('ILLEGAL_STATE');
  });

  it('keeps states consistent: a 14-tile hand has drawn or just called', () => {
    expect(code(() => Hand.fromParts({ concealed: base.concealedTiles().concat(t('1m')), drawn: null, melds: [], riichi: false, afterCall: false }))).toBe('ILLEGAL_STATE');
    expect(code(() => Hand.fromParts({ concealed: base.concealedTiles(), drawn: t('1m'), melds: [], riichi: false, afterCall: true }))).toBe('ILLEGAL_STATE');
    expect(code(() => Hand.parse('123m456p789s1z,1-23p,'))).toBe('ILLEGAL_STATE');
  });

  it('builds from counts', () => {
    const counts = new Array(34).fill(0);
    for (const k of [0, 1, 2, 12, 13, 13, 24, 25, 26, 27, 27, 28, 28]) counts[k]++;
    const h = Hand.fromCounts(counts, [0, 1, 0]);
    expect(h.toString()).toBe('123m405p789s1122z');
    counts[28]++;
    expect(Hand.fromCounts(counts).drawn).toBe(28);
  });

  it('builds from counts the hand fromParts builds from the same tiles, drawn tile and errors alike', () => {
    // 123456789m 11p 34s and a five of sou: the highest kind is the five, red or plain
    const counts = new Array(34).fill(0);
    for (const k of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 20, 21, 22]) counts[k]++;
    const red = Hand.fromCounts(counts, [0, 0, 1]);
    expect([red.toString(), red.drawn]).toEqual(['123456789m11p34s0s', t('0s')]);
    expect(red.equals(Hand.parse('123456789m11p34s0s'))).toBe(true);
    counts[22]++;
    counts[9]--;
    const both = Hand.fromCounts(counts, [0, 0, 1]);
    expect([both.toString(), both.drawn]).toEqual(['123456789m1p340s5s', t('5s')]);
    expect(code(() => Hand.fromCounts(counts, [0, 1, 0]))).toBe('RED_FIVE');
    expect(code(() => Hand.fromCounts(counts, [0, 0, 3]))).toBe('RED_FIVE');
    counts[0] = 5;
    expect(code(() => Hand.fromCounts(counts))).toBe('FIFTH_COPY');
    counts[0] = 4;
    expect(code(() => Hand.fromCounts(counts))).toBe('HAND_SIZE');
  });

  it('builds from any counts what fromParts builds from the tiles listed, or fails with the same code', () => {
    const pon = makeMeld({ type: 'pon', tiles: [t('7z'), t('7z'), t('7z')], called: t('7z'), from: 1 });
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 33 }), { minLength: 10, maxLength: 15 }),
        fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 })),
        fc.boolean(),
        (kinds, redFives, called) => {
          const counts = new Array<number>(34).fill(0);
          for (const k of kinds) counts[k]!++;
          const melds = called ? [pon] : [];
          // the reference: every tile listed (red copies first, as tiles sort), the highest drawn at 14
          const listed = (): Hand => {
            const tiles: Tile[] = [];
            for (let k = 0; k < 34; k++) {
              const r = k < 27 && k % 9 === 4 ? redFives[(k / 9) | 0]! : 0;
              for (let i = 0; i < counts[k]!; i++) tiles.push(i < r ? redOf(k as Tile) : (k as Tile));
            }
            tiles.sort(compareTiles);
            const drawn = tiles.length + 3 * melds.length === 14 ? tiles.pop()! : null;
            return Hand.fromParts({ concealed: tiles, drawn, melds, riichi: false, afterCall: false });
          };
          const valid = counts.every((n, k) => n <= 4 && (k >= 27 || k % 9 !== 4 || redFives[(k / 9) | 0]! <= n));
          if (!valid) {
            expect(code(() => Hand.fromCounts(counts, redFives, melds))).toMatch(/^(FIFTH_COPY|RED_FIVE)$/);
            return;
          }
          const want = code(listed) ?? listed();
          const got = code(() => Hand.fromCounts(counts, redFives, melds)) ?? Hand.fromCounts(counts, redFives, melds);
          if (typeof want === 'string') {
            expect(got).toBe(want);
            return;
          }
          expect(typeof got).toBe('object');
          const hand = got as Hand;
          expect([hand.toString(), hand.drawn, hand.equals(want)]).toEqual([want.toString(), want.drawn, true]);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
