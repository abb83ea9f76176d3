import { Hand, MjkitError, createRng, kindFromString as k, makeMeld, parseTiles, tileCounts, tileToString } from '@mjkit/core';
import type { Meld, Tile } from '@mjkit/core';
import { discardTable, shanten, shantenChiitoitsu, shantenForms, shantenKokushi, shantenStandard, ukeire } from '@mjkit/shanten';
import { describe, expect, it } from 'vitest';
import { directScan, newScan, scanCounts } from '../src/shanten.js';
import { shantenTables } from '../src/tables.js';

/** Concealed counts from mpsz tiles (no melds, any number). */
function counts(mpsz: string): Uint8Array {
  return tileCounts(parseTiles(mpsz));
}

describe('shanten: the pitfall table of the shanten reference', () => {
  // hand, tiles, exact shanten (nyanten = tomohxx), as published in shanten-scoring-evaluator.md §2.3
  const cases: [string, number, number][] = [
    ['123456789m1111z', 13, 1],
    ['123456789m1111p', 13, 1],
    ['23466669999m111z', 14, 1],
    ['1111345567m111z', 13, 1],
    ['1111s333444555m', 13, 1],
    ['1111222233334z', 13, 3],
    ['11112222333444z', 14, 1],
    ['1111m2233p4455s6z', 13, 2],
    ['1111m2233p4455s66z', 14, 1],
    ['19m19p19s1234567z', 13, 0],
    ['119m19p19s1234567z', 14, -1],
    ['677788p2367s118p1z', 14, 1],
  ];
  for (const [hand, tiles, want] of cases) {
    it(`${hand} → ${want}`, () => {
      const h = Hand.parse(hand);
      expect(h.tileCount).toBe(tiles);
      expect(shanten(h)).toBe(want);
      expect(shanten(h.counts())).toBe(want);
    });
  }

  it('4 concealed tiles of one kind with 3 melds are 1-shanten, from counts', () => {
    expect(shanten(counts('1111m'), 3)).toBe(1);
    expect(shanten(counts('5555m'))).toBe(1);
  });

  it('kokushi does not apply with melds (11 tiles)', () => {
    expect(shantenForms(counts('19m19p19s12345z'))).toEqual({ standard: 6, chiitoitsu: Infinity, kokushi: Infinity, min: 6 });
  });
});

describe('shanten with melds: the tiles in melds count against the four copies', () => {
  it('a tanki on a kind whose pon holds the other three is no wait', () => {
    const h = Hand.parse('1m456p789s,111=m,2-34m');
    expect(shanten(h)).toBe(1);
    expect(shanten(h.counts())).toBe(0); // counts alone cannot know the pon
  });

  it('a kanchan on a kind held in a kan is dead', () => {
    const h = Hand.parse('35m456p789s11z,4444m');
    expect(shanten(h)).toBe(1);
    expect(ukeire(h).tiles.some((t) => t.kind === k('4m'))).toBe(false);
  });

  // An independent check of the capped path: brute force over every target (pair + sets) for
  // hands with 3 or 2 melds, against shanten(hand).
  function bruteForce(hand: Hand): number {
    const held = new Uint8Array(34);
    for (const m of hand.melds) for (const t of m.tiles) held[t < 34 ? t : (t - 34) * 9 + 4]! += 1;
    const c = hand.counts();
    const sets: number[][] = [];
    for (let x = 0; x < 34; x++) sets.push([x, x, x]);
    for (let s = 0; s < 3; s++) for (let r = 0; r < 7; r++) sets.push([s * 9 + r, s * 9 + r + 1, s * 9 + r + 2]);
    const need = 4 - hand.melds.length;
    let best = Infinity;
    // the target so far, its cost (tiles it needs beyond the hand's) and its kinds over four copies
    // with the melds': both only grow as sets are added, so a partial target past either is cut
    const t = new Uint8Array(34);
    let cost = 0;
    let over = 0;
    const add = (x: number) => {
      if ((t[x] as number) >= (c[x] as number)) cost++;
      if ((t[x] as number) + (held[x] as number) >= 4) over++;
      t[x]! += 1;
    };
    const remove = (x: number) => {
      t[x]! -= 1;
      if ((t[x] as number) >= (c[x] as number)) cost--;
      if ((t[x] as number) + (held[x] as number) >= 4) over--;
    };
    const visit = (from: number, left: number) => {
      if (left === 0) {
        for (let p = 0; p < 34; p++) {
          add(p);
          add(p);
          if (over === 0 && cost < best) best = cost;
          remove(p);
          remove(p);
        }
        return;
      }
      for (let i = from; i < sets.length; i++) {
        for (const x of sets[i] as number[]) add(x);
        if (over === 0 && cost < best) visit(i, left - 1);
        for (const x of sets[i] as number[]) remove(x);
      }
    };
    visit(0, need);
    return best - 1;
  }

  function randomMeldedHand(seed: number, meldCount: number): Hand {
    const rng = createRng(seed);
    for (;;) {
      const used = new Uint8Array(34);
      const melds: Meld[] = [];
      // melds concentrated on few kinds so that caps matter often
      while (melds.length < meldCount) {
        const kind = rng.nextInt(3) * 9 + rng.nextInt(7);
        if (rng.nextInt(2) === 0 && (used[kind] as number) <= 1) {
          used[kind]! += 3;
          melds.push(makeMeld({ type: 'pon', tiles: [kind, kind, kind], called: kind, from: 2 }));
        } else if ((used[kind] as number) < 4 && (used[kind + 1] as number) < 4 && (used[kind + 2] as number) < 4) {
          for (let i = 0; i < 3; i++) used[kind + i]! += 1;
          melds.push(makeMeld({ type: 'chii', tiles: [kind, kind + 1, kind + 2], called: kind, from: 3 }));
        }
      }
      const concealed: Tile[] = [];
      const size = 14 - 3 * meldCount - rng.nextInt(2);
      while (concealed.length < size) {
        const near = (melds[rng.nextInt(melds.length)] as Meld).tiles[0] as number;
        const kind = rng.nextInt(2) === 0 ? Math.min(33, Math.max(0, near + rng.nextInt(5) - 2)) : rng.nextInt(34);
        if ((used[kind] as number) < 4) {
          used[kind]! += 1;
          concealed.push(kind);
        }
      }
      const drawn = size === 14 - 3 * meldCount ? (concealed.pop() as Tile) : null;
      return Hand.fromParts({ concealed, drawn, melds, riichi: false, afterCall: false });
    }
  }

  it('agrees with a brute force over all targets on 400 hands with 3 melds and 150 with 2', () => {
    let differFromCounts = 0;
    for (let seed = 1; seed <= 550; seed++) {
      const hand = randomMeldedHand(seed, seed <= 400 ? 3 : 2);
      const want = bruteForce(hand);
      expect(shantenStandard(hand), hand.toString()).toBe(want);
      if (shanten(hand.counts(), hand.melds.length) !== want) differFromCounts++;
    }
    // the caps really are exercised: some hands differ from the counts-only answer
    expect(differFromCounts).toBeGreaterThan(0);
  });

  it('answers the first calls of a process by the suit DP alone, the same as the tables', () => {
    // one-shot calls before the tables are built take this path (directScan); compare every form
    const t = shantenTables();
    const rng = createRng(1123);
    for (const size of [14, 13, 11, 10, 8, 7, 5, 4, 2, 1]) {
      for (let i = 0; i < 500; i++) {
        const c = new Uint8Array(34);
        for (let n = 0; n < size; ) {
          const kind = rng.nextInt(34);
          if ((c[kind] as number) < 4) {
            c[kind]! += 1;
            n++;
          }
        }
        const direct = directScan(c, null, newScan());
        const table = scanCounts(t, c, newScan());
        expect([direct.standard, direct.chiitoitsu, direct.kokushi, direct.min, direct.melds], Array.from(c).join('')).toEqual([table.standard, table.chiitoitsu, table.kokushi, table.min, table.melds]);
      }
    }
    for (let seed = 1; seed <= 200; seed++) {
      const hand = randomMeldedHand(seed, 1 + (seed % 3));
      const held = new Uint8Array(34);
      for (const m of hand.melds) for (const tile of m.tiles) held[k(tileToString(tile))]! += 1;
      expect(directScan(hand.counts(), held, newScan()).standard, hand.toString()).toBe(bruteForce(hand));
    }
  });
});

describe('bad input', () => {
  it('gets the core error with its code', () => {
    const code = (run: () => unknown) => {
      try {
        run();
      } catch (e) {
        return e instanceof MjkitError ? e.code : 'other';
      }
      return 'none';
    };
    expect(code(() => shanten(new Uint8Array(33)))).toBe('INVALID_ARGUMENT');
    expect(code(() => shanten(new Uint8Array(34)))).toBe('HAND_SIZE');
    expect(code(() => shanten(counts('123m456p789s123z')))).toBe('HAND_SIZE');
    expect(code(() => shanten(counts('123m456p789s1122z'), 1))).toBe('HAND_SIZE');
    const five = counts('123m456p789s1122z');
    five[0] = 5;
    expect(code(() => shanten(five))).toBe('FIFTH_COPY');
    const negative = Array.from(counts('123m456p789s1122z'));
    negative[5] = -1;
    expect(code(() => shanten(negative))).toBe('FIFTH_COPY');
    expect(code(() => ukeire(Hand.parse('123m456p789s11223z')))).toBe('HAND_SIZE');
    // a count over 4 anywhere, in a Uint8Array (read in pairs of ranks: the second of a pair
    // must not pass for a larger first) and in a plain array, with the tables built
    shantenTables();
    for (let kind = 0; kind < 34; kind++) {
      for (const x of [5, 6, 9, 12, 255]) {
        const bytes = counts('123m456p789s1122z');
        bytes[kind] = x;
        expect(code(() => shanten(bytes)), `${kind}: ${x}`).toBe('FIFTH_COPY');
      }
      for (const x of [1.5, 256, -256, Number.NaN, undefined, '1']) {
        const plain: unknown[] = Array.from(counts('123m456p789s1122z'));
        plain[kind] = x;
        expect(code(() => shanten(plain as number[])), `${kind}: ${String(x)}`).toBe('FIFTH_COPY');
      }
    }
    // the same errors once the tables are built (bytes take a shorter path then)
    expect(code(() => shanten(new Uint8Array(33)))).toBe('INVALID_ARGUMENT');
    expect(code(() => shanten(new Uint8Array(35)))).toBe('INVALID_ARGUMENT');
    expect(code(() => shanten(new Uint8Array(34)))).toBe('HAND_SIZE');
    expect(code(() => shanten(counts('123m456p789s123z')))).toBe('HAND_SIZE');
    expect(code(() => shanten(counts('123m456p789s1122z'), 1))).toBe('HAND_SIZE');
    expect(shanten(counts('456p789s1122z'), 1)).toBe(0);
    // two bad counts that would cancel in a sum (256 and −256 are both 0 as bytes)
    const cancel = Array.from(counts('123m456p789s1122z'));
    cancel[0] = 257;
    cancel[1] = -256;
    expect(code(() => shanten(cancel))).toBe('FIFTH_COPY');
    expect(code(() => discardTable(Hand.parse('123m456p789s1122z')))).toBe('HAND_SIZE');
    expect(code(() => ukeire(Hand.parse('123m456p789s1122z'), { unseen: [1, 2] }))).toBe('INVALID_ARGUMENT');
  });
});

describe('the per-form functions', () => {
  it('give what shantenForms gives, on counts and on hands of every size', () => {
    const rng = createRng('forms');
    for (let i = 0; i < 2000; i++) {
      const size = [1, 2, 4, 5, 7, 8, 10, 11, 13, 14][i % 10] as number;
      const c = new Uint8Array(34);
      for (let n = 0; n < size; ) {
        const x = rng.nextInt(34);
        if ((c[x] as number) < 4) {
          c[x]! += 1;
          n++;
        }
      }
      const f = shantenForms(c);
      expect([shantenStandard(c), shantenChiitoitsu(c), shantenKokushi(c), shanten(c)]).toEqual([f.standard, f.chiitoitsu, f.kokushi, f.min]);
    }
  });
});

describe('partial hands: 1 to 14 concealed tiles', () => {
  it('reads the meld count from the tile count', () => {
    expect(shanten(counts('1z'))).toBe(0);
    expect(shanten(counts('11z'))).toBe(-1);
    expect(shanten(counts('12z'))).toBe(0);
    expect(shanten(counts('1234z'))).toBe(2);
    expect(shanten(counts('123m45p'))).toBe(0);
    expect(shanten(counts('123m44p'))).toBe(-1);
    expect(shanten(counts('1357m2468p'))).toBe(2);
  });
});

describe('effective tiles', () => {
  it('lists the kinds that lower the shanten with the copies left', () => {
    const u = ukeire(Hand.parse('23m456p789s11z555z'));
    expect(u).toEqual({ shanten: 0, tiles: [{ kind: k('1m'), remaining: 4 }, { kind: k('4m'), remaining: 4 }], total: 8 });
  });

  it('takes the unseen counts of a table view', () => {
    const unseen = new Array(34).fill(4);
    unseen[k('1m')] = 1;
    expect(ukeire(Hand.parse('23m456p789s11z555z'), { unseen }).total).toBe(5);
    expect(ukeire(Hand.parse('23m456p789s11z555z'), { unseen: { counts: unseen } }).total).toBe(5);
  });

  it('shares its frozen tile objects between results', () => {
    const a = ukeire(Hand.parse('123m456p789s1123z'));
    const b = ukeire(Hand.parse('123m456p789s1123z'));
    expect(a.tiles).toEqual(b.tiles);
    expect(a.tiles[0]).toBe(b.tiles[0]);
    expect(a.tiles.every((t) => Object.isFrozen(t))).toBe(true);
  });

  it('never lists a kind held four times', () => {
    expect(ukeire(Hand.parse('123456789m1111z'))).toEqual(expect.objectContaining({ shanten: 1 }));
    expect(ukeire(Hand.parse('123456789m1111z')).tiles.every((t) => t.kind !== k('1z'))).toBe(true);
  });

  it('agrees between the Hand and the counts paths on closed hands', () => {
    const rng = createRng('ukeire-paths');
    for (let i = 0; i < 300; i++) {
      const c = new Uint8Array(34);
      for (let n = 0; n < 13; ) {
        const x = rng.nextInt(34);
        if ((c[x] as number) < 4) {
          c[x]! += 1;
          n++;
        }
      }
      const fromCounts = ukeire(c);
      const fromHand = ukeire(Hand.fromCounts(c));
      expect(fromHand).toEqual(fromCounts);
      // and with the definition: a kind is effective iff adding it lowers the shanten
      const base = shanten(c);
      const effective = [];
      for (let x = 0; x < 34; x++) {
        if ((c[x] as number) >= 4) continue;
        c[x]! += 1;
        if (shanten(c) < base) effective.push(x);
        c[x]! -= 1;
      }
      expect(fromCounts.tiles.map((t) => t.kind)).toEqual(effective);
    }
  });
});

describe('discard table', () => {
  it('puts the best discard first and keeps red fives', () => {
    const rows = discardTable(Hand.parse('123m406p789s11224z'));
    expect(tileToString(rows[0]!.discard)).toBe('4z');
    expect(rows[0]!.shanten).toBe(0);
    expect(rows.map((r) => r.shanten)).toEqual([...rows.map((r) => r.shanten)].sort((a, b) => a - b));
    expect(rows.find((r) => r.discard === k('0p') || tileToString(r.discard) === '0p')).toBeDefined();
    expect(rows.length).toBe(new Set(Hand.parse('123m406p789s11224z').concealedTiles().map((t) => (t < 34 ? t : (t - 34) * 9 + 4))).size);
  });

  it('sorts by shanten, then total, then kinds', () => {
    const rows = discardTable(counts('1134m456p789s1233z'));
    for (let i = 1; i < rows.length; i++) {
      const a = rows[i - 1]!;
      const b = rows[i]!;
      expect(a.shanten < b.shanten || (a.shanten === b.shanten && a.total >= b.total)).toBe(true);
    }
  });
});
