import { describe, expect, it } from 'vitest';
import { TableState, playerView } from '@mjkit/table';
import type { RiverTile } from '@mjkit/table';
import type { Seat } from '@mjkit/core';

// seat s is dealt ids 4 + 13s … 16 + 13s: seat 0 holds 16 (kind 4), seat 1 holds 17, 18, 19 (kind 4)
const hands = [0, 1, 2, 3].map((s) => Array.from({ length: 13 }, (_, i) => 4 + s * 13 + i));
const start = { round: 0, honba: 0, riichiSticks: 0, dice: null, dealer: 0 as const, scores: [25000, 25000, 25000, 25000], doraIndicator: 0, hands };
const copy = (rivers: readonly (readonly RiverTile[])[]) => rivers.map((r) => r.map((t) => ({ ...t })));

describe('TableState rivers', () => {
  it('a player view keeps the rivers it saw, discards and calls after it change only the state', () => {
    const state = new TableState({ players: 4, redFives: true }, start);
    state.apply({ type: 'draw', seat: 0, tile: 60 });
    state.apply({ type: 'discard', seat: 0, tile: 16, tsumogiri: false });
    const view = playerView(state, 1);
    const seen = copy(view.rivers);
    state.apply({ type: 'call', seat: 1, meld: { type: 'pon', tiles: [16, 17, 18], called: 16, from: 3, added: null }, code: null });
    state.apply({ type: 'discard', seat: 1, tile: 19, tsumogiri: false });
    expect(copy(view.rivers)).toEqual(seen);
    expect(seen[0]).toEqual([{ tile: 16, tsumogiri: false, riichi: false, called: false }]);
    expect(state.rivers[0]).toEqual([{ tile: 16, tsumogiri: false, riichi: false, called: true }]);
    expect(state.rivers[1]).toEqual([{ tile: 19, tsumogiri: false, riichi: false, called: false }]);
    // without a view the state grows its rivers in place, and a later view sees them whole
    state.apply({ type: 'draw', seat: 2, tile: 61 });
    state.apply({ type: 'discard', seat: 2, tile: 61, tsumogiri: true });
    state.apply({ type: 'draw', seat: 3, tile: 62 });
    state.apply({ type: 'discard', seat: 3, tile: 62, tsumogiri: true });
    expect(playerView(state, 0).rivers.map((r) => r.map((t) => t.tile))).toEqual([[16], [19], [61], [62]]);
  });
});

/** The LOG_INCONSISTENT message `f` throws. */
function inconsistency(f: () => void): string {
  try {
    f();
  } catch (e) {
    expect((e as { code?: string }).code).toBe('LOG_INCONSISTENT');
    return (e as Error).message;
  }
  throw new Error('no error thrown');
}

/** The 70 tiles of the live wall drawn and thrown, in turn (ids no hand holds). */
function wallDrawn(state: TableState): void {
  const free = Array.from({ length: 136 }, (_, id) => id).filter((id) => id !== 0 && !(id >= 4 && id <= 55));
  for (let n = 0; n < 70; n++) {
    state.apply({ type: 'draw', seat: (n % 4) as Seat, tile: free[n]! });
    state.apply({ type: 'discard', seat: (n % 4) as Seat, tile: free[n]!, tsumogiri: true });
  }
}

describe('TableState rarer events', () => {
  const table = () => new TableState({ players: 4, redFives: true }, start);
  const ryuukyoku = (hands: (number[] | null)[]) =>
    ({ type: 'ryuukyoku', kind: 'exhaustive', hands, honba: 0, riichiSticks: 0, scores: [25000, 25000, 25000, 25000], changes: [3000, -1000, -1000, -1000], extra: {} }) as const;

  it('riichi: declared once, with a closed hand; the deposit checked against the logged scores', () => {
    const state = table();
    state.apply({ type: 'draw', seat: 0, tile: 60 });
    state.apply({ type: 'riichi', seat: 0 });
    expect(inconsistency(() => state.apply({ type: 'riichi', seat: 0 }))).toMatch('seat 0 declares riichi twice');
    state.apply({ type: 'discard', seat: 0, tile: 60, tsumogiri: true });
    expect(state.riichi).toEqual([true, false, false, false]);
    // a shorter list of logged scores is checked as far as it goes
    state.apply({ type: 'riichi-accepted', seat: 0, scores: [24000, 25000] });
    expect([state.scores, state.riichiSticks]).toEqual([[24000, 25000, 25000, 25000], 1]);
    expect(inconsistency(() => state.apply({ type: 'riichi-accepted', seat: 0, scores: null }))).toMatch("seat 0's riichi is accepted twice");
    // the deposit is the setup's (the rules' riichiDeposit)
    const dear = new TableState({ players: 4, redFives: true, riichiDeposit: 2000 }, start);
    dear.apply({ type: 'draw', seat: 0, tile: 60 });
    dear.apply({ type: 'riichi', seat: 0 });
    dear.apply({ type: 'discard', seat: 0, tile: 60, tsumogiri: true });
    dear.apply({ type: 'riichi-accepted', seat: 0, scores: [23000, 25000, 25000, 25000] });
    expect([dear.riichiDeposit, dear.scores[0]]).toEqual([2000, 23000]);
    expect(() => new TableState({ players: 4, redFives: true, riichiDeposit: -1 }, start)).toThrow(/INVALID_ARGUMENT: a table setup's riichiDeposit is a whole number of points ≥ 0, not -1/);
    const other = table();
    other.apply({ type: 'draw', seat: 0, tile: 60 });
    other.apply({ type: 'riichi', seat: 0 });
    other.apply({ type: 'discard', seat: 0, tile: 60, tsumogiri: true });
    expect(inconsistency(() => other.apply({ type: 'riichi-accepted', seat: 0, scores: [25000, 25000, 25000, 25000] }))).toMatch(
      'scores after the riichi deposit are 25000,25000,25000,25000 in the log, 24000,25000,25000,25000 replayed',
    );
  });

  it('play goes in turn: the dealer draws first, then the seat after each discard, the caller after a kan', () => {
    const state = table();
    expect(inconsistency(() => state.apply({ type: 'draw', seat: 1, tile: 60 }))).toMatch("seat 1 draws first, but the round's dealer is seat 0 (at event 0)");
    state.apply({ type: 'draw', seat: 0, tile: 60 });
    expect(inconsistency(() => state.apply({ type: 'draw', seat: 1, tile: 61 }))).toMatch('seat 1 draws, but no seat draws now');
    expect(inconsistency(() => state.apply({ type: 'riichi', seat: 1 }))).toMatch('seat 1 declares riichi holding 13 tiles, not on its turn');
    expect(inconsistency(() => state.apply({ type: 'discard', seat: 0, tile: 16, tsumogiri: true }))).toMatch('seat 0 discards tile 16 as the tile just drawn, which was 60');
    expect(inconsistency(() => state.apply({ type: 'discard', seat: 0, tile: 60, tsumogiri: false }))).toMatch('seat 0 discards tile 60 not as the tile just drawn, which was 60');
    state.apply({ type: 'discard', seat: 0, tile: 60, tsumogiri: true });
    expect(inconsistency(() => state.apply({ type: 'draw', seat: 2, tile: 61 }))).toMatch('seat 2 draws, but seat 1 draws next');
    // seat 1 holds 17, 18, 19: a kan of the fourth 5m (16) that seat 0 throws, then its replacement draw
    state.apply({ type: 'draw', seat: 1, tile: 61 });
    state.apply({ type: 'discard', seat: 1, tile: 61, tsumogiri: true });
    state.apply({ type: 'draw', seat: 2, tile: 62 });
    state.apply({ type: 'discard', seat: 2, tile: 62, tsumogiri: true });
    state.apply({ type: 'draw', seat: 3, tile: 63 });
    state.apply({ type: 'discard', seat: 3, tile: 63, tsumogiri: true });
    state.apply({ type: 'draw', seat: 0, tile: 64 });
    state.apply({ type: 'discard', seat: 0, tile: 16, tsumogiri: false });
    state.apply({ type: 'call', seat: 1, meld: { type: 'daiminkan', tiles: [16, 17, 18, 19], called: 16, from: 3, added: null }, code: null });
    expect(inconsistency(() => state.apply({ type: 'draw', seat: 2, tile: 65 }))).toMatch('seat 2 draws, but seat 1 draws next');
    state.apply({ type: 'draw', seat: 1, tile: 65 });
  });

  it('nothing but a disconnect follows a draw', () => {
    const drawn = table();
    wallDrawn(drawn);
    drawn.apply(ryuukyoku([hands[0] as number[], null, null, null]));
    drawn.apply({ type: 'disconnect', seat: 2 });
    expect(inconsistency(() => drawn.apply({ type: 'draw', seat: 2, tile: 0 }))).toMatch('a draw after the round ended in a draw');
    expect(inconsistency(() => drawn.apply(ryuukyoku([hands[0] as number[], null, null, null])))).toMatch('a ryuukyoku after the round ended in a draw');
  });

  it('riichi with an open hand is refused', () => {
    const state = table();
    state.apply({ type: 'draw', seat: 0, tile: 60 });
    state.apply({ type: 'discard', seat: 0, tile: 16, tsumogiri: false });
    state.apply({ type: 'call', seat: 1, meld: { type: 'pon', tiles: [16, 17, 18], called: 16, from: 3, added: null }, code: null });
    expect(inconsistency(() => state.apply({ type: 'riichi', seat: 1 }))).toMatch('seat 1 declares riichi with an open hand');
  });

  it('an exhaustive draw needs the wall empty, checks the hands shown and settles the scores', () => {
    const state = table();
    expect(inconsistency(() => state.apply(ryuukyoku([hands[0] as number[], null, null, null])))).toMatch('the round cannot end in a draw (exhaustive) here: 70 tiles left');
    wallDrawn(state);
    expect(inconsistency(() => state.apply(ryuukyoku([null, hands[2] as number[], null, null])))).toMatch('seat 1 shows');
    state.apply(ryuukyoku([hands[0] as number[], null, null, null]));
    expect(state.scores).toEqual([28000, 24000, 24000, 24000]);
  });

  it('an abortive draw needs its cause: four of one wind first, four riichi, four kans by two seats or more, three hands waiting on the tile', () => {
    const abort = (kind: string, shown: (number[] | null)[] = [null, null, null, null]) => ({ ...ryuukyoku(shown), kind, changes: [0, 0, 0, 0] }) as never;
    const winds = (last: number) => {
      const state = table();
      // the east wind's four copies are ids 108–111; 112 is a south
      [108, 109, 110, last].forEach((tile, seat) => {
        state.apply({ type: 'draw', seat: seat as Seat, tile });
        state.apply({ type: 'discard', seat: seat as Seat, tile, tsumogiri: true });
      });
      return state;
    };
    winds(111).apply(abort('four-winds'));
    const bad = winds(112);
    for (const kind of ['four-winds', 'four-riichi', 'four-kans', 'triple-ron']) {
      expect(inconsistency(() => bad.apply(abort(kind, [hands[0]!, hands[1]!, hands[2]!, null])))).toMatch(`the round cannot end in a draw (${kind}) here: 66 tiles left, riichi 0, kans 0/0/0/0, discards 1/1/1/1`);
    }
  });

  it('a call must be a meld: a chii of three equal tiles or from across, a pon of a run, a kan of mixed kinds are refused', () => {
    const state = table();
    state.apply({ type: 'draw', seat: 0, tile: 60 });
    state.apply({ type: 'discard', seat: 0, tile: 16, tsumogiri: false });
    // seat 1 holds 17, 18, 19 (kind 4) and 20, 21 (kind 5); seat 2 holds 30–42
    const bad = [
      { seat: 1, meld: { type: 'chii', tiles: [16, 17, 18], called: 16, from: 3, added: null } },
      { seat: 2, meld: { type: 'chii', tiles: [16, 20, 24], called: 16, from: 2, added: null } },
      { seat: 1, meld: { type: 'pon', tiles: [16, 20, 24], called: 16, from: 3, added: null } },
      { seat: 1, meld: { type: 'daiminkan', tiles: [16, 17, 18, 20], called: 16, from: 3, added: null } },
    ] as const;
    for (const { seat, meld } of bad) {
      expect(inconsistency(() => state.apply({ type: 'call', seat, meld: meld as never, code: null }))).toMatch(`seat ${seat} calls what is not a meld: a ${meld.type} of ${meld.tiles.join(',')}`);
    }
    expect([state.hands[1], state.melds[1]]).toEqual([hands[1], []]);
    state.apply({ type: 'call', seat: 1, meld: { type: 'pon', tiles: [16, 17, 18], called: 16, from: 3, added: null }, code: null });
    expect(state.melds[1]!.map((m) => m.type)).toEqual(['pon']);
  });

  it('a kakan needs the pon; kita counts per seat', () => {
    const state = table();
    state.apply({ type: 'draw', seat: 0, tile: 60 });
    expect(inconsistency(() => state.apply({ type: 'call', seat: 0, meld: { type: 'kakan', tiles: [4, 5, 6, 7], called: 4, from: 1, added: 7 }, code: null }))).toMatch(
      'seat 0 adds to a pon it does not have',
    );
    const sanma = new TableState({ players: 3, redFives: true }, { ...start, hands: [hands[0], hands[1], hands[2], []] as number[][] });
    sanma.apply({ type: 'draw', seat: 0, tile: 120 });
    // a four-player table has no kita
    state.apply({ type: 'discard', seat: 0, tile: 60, tsumogiri: true });
    state.apply({ type: 'draw', seat: 1, tile: 120 });
    expect(inconsistency(() => state.apply({ type: 'call', seat: 1, meld: { type: 'kita', tiles: [120], called: null, from: null, added: null }, code: null }))).toMatch(
      'seat 1 sets a north aside (kita) at a table of 4',
    );
    sanma.apply({ type: 'call', seat: 0, meld: { type: 'kita', tiles: [120], called: null, from: null, added: null }, code: null });
    expect(sanma.kita).toEqual([1, 0, 0, 0]);
  });
});

describe('TableState hands', () => {
  it('keep their order when a tile leaves from any place, and stay as they were when a discard is refused', () => {
    const state = new TableState({ players: 4, redFives: true }, start);
    const dealt = [...hands[0]!];
    state.apply({ type: 'draw', seat: 0, tile: 60 });
    // from the middle: the tiles after it move up, the drawn tile stays last
    state.apply({ type: 'discard', seat: 0, tile: 10, tsumogiri: false });
    expect(state.hands[0]).toEqual([...dealt.filter((t) => t !== 10), 60]);
    state.apply({ type: 'draw', seat: 1, tile: 61 });
    // the first tile, then (next turn) the tile just drawn
    state.apply({ type: 'discard', seat: 1, tile: 17, tsumogiri: false });
    expect(state.hands[1]).toEqual([...hands[1]!.slice(1), 61]);
    state.apply({ type: 'draw', seat: 2, tile: 62 });
    state.apply({ type: 'discard', seat: 2, tile: 62, tsumogiri: true });
    expect(state.hands[2]).toEqual(hands[2]);
    state.apply({ type: 'draw', seat: 3, tile: 63 });
    // a tile another seat holds, one in a river, one never seen, one that is no tile id
    for (const tile of [4, 10, 100, 136]) {
      expect(inconsistency(() => state.apply({ type: 'discard', seat: 3, tile, tsumogiri: false }))).toMatch(`discard: seat 3 does not hold tile ${tile}`);
    }
    expect(state.hands[3]).toEqual([...hands[3]!, 63]);
    expect(Array.from(state.counts[3]!).reduce((a, b) => a + b, 0)).toBe(14);
  });
});

describe('TableState outside surface', () => {
  it('is read-only to the type checker: only apply changes a state (the typecheck step fails on any line below that compiles)', () => {
    const state = new TableState({ players: 4, redFives: true }, start);
    const writes = [
      // @ts-expect-error a field is read-only
      () => (state.tilesLeft = 0),
      // @ts-expect-error a field is read-only
      () => (state.lastDiscard = null),
      // @ts-expect-error a hand is read-only
      () => state.hands[0]!.push(5),
      // @ts-expect-error counts are read-only
      () => (state.counts[0]![0] = 4),
      // @ts-expect-error a river is read-only
      () => state.rivers[0]!.pop(),
      // @ts-expect-error the scores are read-only
      () => (state.scores[0] = 0),
      // @ts-expect-error the events are read-only
      () => state.events.push({ type: 'draw', seat: 0, tile: 60 }),
    ];
    expect(writes).toHaveLength(7); // not run: their compiling is the test
    state.apply({ type: 'draw', seat: 0, tile: 60 });
    expect([state.tilesLeft, state.hands[0]!.length, state.seatWind(1), state.roundWind]).toEqual([69, 14, 1, 0]);
    expect(playerView(state, 0).seatWind).toBe(0);
  });
});
