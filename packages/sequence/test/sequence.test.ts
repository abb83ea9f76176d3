// The study's definitions on its own examples, the determiner, tables (merge, bytes, bad bytes),
// the imitation ranking, and mining a made-up game (real logs: mine.node.test.ts).
import { MjkitError, kindFromString, parseTiles, tileCounts, tileToString } from '@mjkit/core';
import { parseMjlog } from '@mjkit/tenhou';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectEveryFlipRefused } from '../../../scripts/corruption.js';
import { MADE_UP_GAME } from '../../../scripts/test-game.js';
import { SequenceTable, callSequence, chooseStrategy, discardSequence, gameSequences, imitationRanking, imitationScores, mineGames, postsOf, shapeOf, strategiesOfWin, suitDigits } from '../src/index.js';

const counts = (s: string) => tileCounts(parseTiles(s));
const k = kindFromString;

describe('sequences (the study, section 4.1)', () => {
  it('takes the digits of one suit, colours dropped, red fives as 5', () => {
    expect(suitDigits(counts('3336678p33345s22z'), 1)).toBe('3336678');
    expect(suitDigits(counts('3336678p33345s22z'), 2)).toBe('33345');
    expect(suitDigits(counts('0m55m'), 0)).toBe('555');
  });

  it('gives (3336678, 333678) for the 6p discard of figure 2, and nothing for the unchanged suit or an honour', () => {
    // before: 3336678p 33345s + South South (the drawn 5s in); after: the 6p discarded
    const before = counts('3336678p33345s22z');
    expect(discardSequence(before, k('6p'))).toEqual({ pre: '3336678', post: '333678' });
    expect(discardSequence(before, k('2z'))).toBeNull();
    // the sou suit is the same before and after: (33345, 33345) is no sequence, and none is made
    expect(suitDigits(before, 2)).toBe('33345');
  });

  it('reads a chii of 2 with 34 held as (34, 234)', () => {
    expect(callSequence(counts('34s1155m'), k('2s'))).toEqual({ pre: '34', post: '234' });
    expect(callSequence(counts('34s1155m'), k('5z'))).toBeNull();
  });

  it('lists one post per distinct digit', () => {
    expect(postsOf('1234')).toEqual([
      { digit: 1, post: '234' },
      { digit: 2, post: '134' },
      { digit: 3, post: '124' },
      { digit: 4, post: '123' },
    ]);
    expect(postsOf('')).toEqual([]);
  });

  it('rejects bad input with a code', () => {
    expect(() => discardSequence(counts('123m'), k('9m'))).toThrow(MjkitError);
    expect(() => suitDigits(new Uint8Array(33), 0)).toThrow(/34 numbers/);
    expect(() => postsOf('120')).toThrow(/digits 1..9/);
  });
});

describe('strategies', () => {
  it('reads them off won yaku (Tenhou numbers)', () => {
    expect(strategiesOfWin([8, 7])).toEqual(['tanyao']);
    expect(strategiesOfWin([26])).toEqual(['chanta']);
    expect(strategiesOfWin([19, 23])).toEqual(['chanta', 'yakuhai']);
    expect(strategiesOfWin([14])).toEqual(['yakuhai']);
    expect(strategiesOfWin([1, 9])).toEqual([]);
  });

  it('guesses one for a hand in play: a value pair, else the plan with fewer misfits; melds rule plans out', () => {
    const guess = (s: string, melds: string[] = [], seatWind = 1, roundWind = 0) =>
      chooseStrategy({ counts: counts(s), melds: melds.map((m) => parseTiles(m).map((t) => k(tileToString(t)))), seatWind, roundWind });
    expect(guess('234m456p3467s3344z')).toBe('tanyao');
    expect(guess('234m456p3467s2233z')).toBe('yakuhai'); // South pair, South seat
    expect(guess('234m456p3467s3344z', [], 3)).toBe('yakuhai'); // North pair, North seat
    expect(guess('123m789p1299s1347z')).toBe('chanta');
    expect(guess('1234m', ['567p'])).toBe('tanyao'); // the meld of simples rules chanta out
    expect(guess('4567m', ['999s'])).toBe('chanta'); // the terminal meld rules tanyao out
    expect(guess('1239m', ['666z'])).toBe('yakuhai');
  });
});

describe('tables', () => {
  it('count per strategy and for all, merge, and list the most frequent', () => {
    const a = new SequenceTable();
    a.add('tanyao', { pre: '6789', post: '678' }, 3);
    a.add('tanyao', { pre: '346', post: '34' });
    const b = new SequenceTable();
    b.add('chanta', { pre: '6789', post: '789' }, 2);
    b.add('tanyao', { pre: '6789', post: '678' });
    a.merge(b);
    expect(a.count('tanyao', '6789', '678')).toBe(4);
    expect(a.count('all', '6789', '789')).toBe(2);
    expect(a.size()).toEqual({ distinct: 3, total: 7 });
    expect(a.top({ strategy: 'all', minLength: 4 })).toEqual([
      { pre: '6789', post: '678', count: 4 },
      { pre: '6789', post: '789', count: 2 },
    ]);
  });

  it('go to bytes and back unchanged, and refuse anything else', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('tanyao', 'chanta', 'yakuhai' as const), fc.stringMatching(/^[1-9]{0,14}$/), fc.stringMatching(/^[1-9]{0,13}$/), fc.integer({ min: 1, max: 2 ** 40 })), { maxLength: 30 }),
        (rows) => {
          const t = new SequenceTable();
          for (const [s, pre, post, n] of rows) t.add(s, { pre, post }, n);
          const back = SequenceTable.fromBytes(t.toBytes());
          expect(back.top({ strategy: 'all', limit: 1000 })).toEqual(t.top({ strategy: 'all', limit: 1000 }));
          expect(back.toBytes()).toEqual(t.toBytes());
        },
      ),
    );
    const good = new SequenceTable();
    good.add('yakuhai', { pre: '55', post: '5' });
    good.add('tanyao', { pre: '2345', post: '345' }, 300);
    const bytes = good.toBytes();
    expect(expectEveryFlipRefused(bytes, (b) => SequenceTable.fromBytes(b))).toBe(bytes.length);
    expect(() => SequenceTable.fromBytes(bytes.slice(0, -1))).toThrow(expect.objectContaining({ code: 'BAD_FILE' }));
    expect(() => SequenceTable.fromBytes(Uint8Array.of(1, 2, 3))).toThrow(expect.objectContaining({ code: 'BAD_FILE' }));
    expect(() => SequenceTable.fromBytes([1, 2, 3] as never)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});

describe('shape classes (near-identical transitions merged)', () => {
  it('keep the discarded digit, its neighbours within two and its distance from the edge', () => {
    expect(shapeOf('2345', '345')).toBe(shapeOf('234578', '34578'));
    expect(shapeOf('2345', '345')).not.toBe(shapeOf('2345', '234')); // a 2 cut is not a 5 cut
    expect(shapeOf('1234', '234')).not.toBe(shapeOf('2345', '345')); // a terminal is not a 2
    expect(shapeOf('34', '234')).toBe('+00111:1'); // a call: the digit that came in
    expect(() => shapeOf('1234', '12')).toThrow(/differ by one digit/);
  });

  it('count every sequence of a class, kept up to date as the table grows', () => {
    const t = new SequenceTable();
    t.add('tanyao', { pre: '2345', post: '345' }, 2);
    expect(t.shapeCount('all', '234578', '34578')).toBe(2);
    t.add('chanta', { pre: '234578', post: '34578' }, 3);
    expect(t.shapeCount('all', '2345', '345')).toBe(5);
    expect(t.shapeCount('tanyao', '2345', '345')).toBe(2);
    const hand = counts('234578m456p345s11z');
    expect(imitationRanking(t, hand, { strategy: 'all' })[0]!.count).toBe(3);
    expect(imitationRanking(t, hand, { strategy: 'all', level: 'shape' })[0]!.count).toBe(5);
  });
});

describe('imitation', () => {
  it('ranks discards by the counts of the posts they leave, the suit included; honours and ties by the fallback', () => {
    const table = new SequenceTable();
    table.add('tanyao', { pre: '2345', post: '345' }, 7); // 2m
    table.add('tanyao', { pre: '3456', post: '345' }, 9); // 6p
    const hand = counts('2345m3456p345s666z');
    const ranked = imitationRanking(table, hand, { strategy: 'tanyao' });
    expect(ranked.slice(0, 2).map((r) => [tileToString(r.kind), r.count])).toEqual([
      ['6p', 9],
      ['2m', 7],
    ]);
    expect(ranked).toHaveLength(12);
    // with no counts at all, the fallback order decides
    const plain = imitationRanking(new SequenceTable(), hand, { strategy: 'all', fallback: [k('6z'), k('3s')] });
    expect(plain.slice(0, 2).map((r) => tileToString(r.kind))).toEqual(['6z', '3s']);
  });
});

const GAME = MADE_UP_GAME;

describe('mining', () => {
  it('finds every number discard with its player and strategy, in play order', () => {
    const mined = gameSequences(parseMjlog(GAME));
    expect(mined.map((m) => [m.seat, m.player, m.sequence.pre, m.sequence.post, m.won, m.strategies])).toEqual([
      [1, 'B', '119', '11', true, []], // the winner: pinfu and ittsu, none of the three
      [3, 'D', '1123467', '123467', false, ['yakuhai']], // three dragon pairs
      [0, 'A', '123678', '12678', false, ['tanyao']],
    ]);
    const table = mineGames([parseMjlog(GAME)]);
    expect(table.size()).toEqual({ distinct: 2, total: 2 });
    expect(mineGames([parseMjlog(GAME)], { winnersOnly: true }).size().total).toBe(0);
  });

  it('scores the imitation on the decisions of a game, beside chance and the effective-tile order', () => {
    const log = parseMjlog(GAME);
    const scores = imitationScores(mineGames([log]), [log], { evaluator: true });
    // five discards were chosen (the four first-turn discards and the dealer's 3p)
    expect(scores.decisions).toBe(5);
    expect(scores.top5).toBeGreaterThanOrEqual(scores.top3);
    // distinct kinds at each: 14, 13, 14, 10 (seat 3: four honours, six man), 14
    expect(scores.baselines.chance.top1).toBeCloseTo((3 / 14 + 1 / 13 + 1 / 10) / 5, 6);
    expect(scores.baselines.evaluator).not.toBeNull();
    expect(imitationScores(new SequenceTable(), [log], { players: ['A'] }).decisions).toBe(2);
  });
});
