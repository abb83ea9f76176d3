// The two feature sets: their sizes and names, the bits of a riichi read off a table state, and
// positions of a made-up log through their file format.
import { TableState, playerView } from '@mjkit/table';
import { parseMjlog } from '@mjkit/tenhou';
import { describe, expect, it } from 'vitest';
import { expectEveryFlipRefused } from '../../../scripts/corruption.js';
import { MADE_UP_GAME } from '../../../scripts/test-game.js';
import { CALL_FEATURES, EXTENDED_FEATURES, RIICHI_FEATURES, callFeatures, decodePositions, encodePositions, extendedFeatures, gamePositions, riichiFeatures } from '../src/index.js';

const hands = [0, 1, 2, 3].map((s) => Array.from({ length: 13 }, (_, i) => 4 + s * 13 + i));
const start = { round: 0, honba: 0, riichiSticks: 0, dice: null, dealer: 0 as const, scores: [25000, 25000, 25000, 25000], doraIndicator: 56, hands }; // 6p: the dora is 7p

/** The bucket names of the bits set, as "kind=bucket". */
const named = (set: typeof RIICHI_FEATURES, bits: readonly number[]) =>
  bits.map((b) => {
    const k = set.offsets.filter((o) => o <= b).length - 1;
    return `${set.kinds[k]!.name}=${set.kinds[k]!.buckets[b - set.offsets[k]!]}`;
  });

describe('feature sets', () => {
  it('Table 1 has 14 kinds and 140 bits; our Table 6 25 kinds and 156 bits', () => {
    expect([RIICHI_FEATURES.kinds.length, RIICHI_FEATURES.size]).toEqual([14, 140]);
    expect([CALL_FEATURES.kinds.length, CALL_FEATURES.size]).toEqual([25, 156]);
    for (const set of [RIICHI_FEATURES, CALL_FEATURES]) for (const k of set.kinds) expect(new Set(k.buckets).size).toBe(k.buckets.length);
    expect(RIICHI_FEATURES.hash).not.toBe(CALL_FEATURES.hash);
    // the extended set: Table 6 as it is, then three kinds
    expect([EXTENDED_FEATURES.kinds.length, EXTENDED_FEATURES.size]).toEqual([28, 186]);
    expect(EXTENDED_FEATURES.kinds.slice(0, 25)).toEqual(CALL_FEATURES.kinds);
    expect(EXTENDED_FEATURES.hash).not.toBe(CALL_FEATURES.hash);
  });

  it('reads a riichi off the table: turn, tile, rank, riichi count, early discards', () => {
    const state = new TableState({ players: 4, redFives: true }, start);
    state.apply({ type: 'draw', seat: 0, tile: 60 });
    state.apply({ type: 'discard', seat: 0, tile: 60, tsumogiri: true });
    state.apply({ type: 'draw', seat: 1, tile: 108 }); // 1z (East)
    state.apply({ type: 'discard', seat: 1, tile: 108, tsumogiri: true });
    state.apply({ type: 'draw', seat: 2, tile: 112 });
    state.apply({ type: 'discard', seat: 2, tile: 112, tsumogiri: true });
    state.apply({ type: 'draw', seat: 3, tile: 116 });
    state.apply({ type: 'discard', seat: 3, tile: 116, tsumogiri: true });
    state.apply({ type: 'draw', seat: 0, tile: 64 });
    state.apply({ type: 'discard', seat: 0, tile: 64, tsumogiri: true });
    state.apply({ type: 'draw', seat: 1, tile: 61 }); // a second 7p, the dora
    state.apply({ type: 'riichi', seat: 1 });
    state.apply({ type: 'discard', seat: 1, tile: 61, tsumogiri: true });
    state.apply({ type: 'riichi-accepted', seat: 1, scores: [25000, 24000, 25000, 25000] });
    const view = playerView(state, 2);
    expect(named(RIICHI_FEATURES, riichiFeatures(view, 1))).toEqual([
      'dealer=no',
      'round=E1',
      'visible dora=2',
      'riichi turn=2',
      'rank=4',
      'dora discarded=1',
      'dora ±1 discarded=0',
      'dora ±2 discarded=0',
      'riichi tile=7p',
      'players in riichi=1',
      'simples in the first 6 discards=1',
      'terminals in the first 6 discards=0',
      'honours in the first 6 discards=1',
      'terminals and honours discarded=1',
    ]);
    const call = named(CALL_FEATURES, callFeatures(view, 1));
    expect(call).toContain('in riichi=yes');
    expect(call).toContain('state=riichi');
    expect(call).toContain('discard and dora=dora');
    expect(call).toContain('calls=0');
    expect(call.some((c) => c.startsWith('melds='))).toBe(false);
    // beyond the study: riichi is 1 han shown, no melds, the riichi tile was its 2nd discard
    const extended = named(EXTENDED_FEATURES, extendedFeatures(view, 1));
    expect(extended.slice(0, -3)).toEqual(named(CALL_FEATURES, callFeatures(view, 1)));
    expect(extended.slice(-3)).toEqual(['han shown (a lower bound)=1', 'dora in the melds=0', 'turn of the riichi or the call=2']);
  });

  it('reads the han a called hand shows: a dragon pon and the dora in the melds', () => {
    // seat 1 holds two white dragons and two 7p (the dora); seat 0 discards the third of each
    const hands2 = [[124, 60, ...Array.from({ length: 11 }, (_, i) => i)], [125, 126, 61, 62, ...Array.from({ length: 9 }, (_, i) => 20 + i)], Array.from({ length: 13 }, (_, i) => 29 + i), Array.from({ length: 13 }, (_, i) => 42 + i)];
    const state = new TableState({ players: 4, redFives: true }, { ...start, hands: hands2 });
    const pon = (tiles: number[]) => state.apply({ type: 'call', seat: 1, meld: { type: 'pon', tiles, called: tiles[0]!, from: 3, added: null }, code: null });
    state.apply({ type: 'draw', seat: 0, tile: 100 });
    state.apply({ type: 'discard', seat: 0, tile: 124, tsumogiri: false });
    pon([124, 125, 126]);
    state.apply({ type: 'discard', seat: 1, tile: 20, tsumogiri: false });
    const afterOne = named(EXTENDED_FEATURES, extendedFeatures(playerView(state, 2), 1)).slice(-3);
    expect(afterOne).toEqual(['han shown (a lower bound)=1', 'dora in the melds=0', 'turn of the riichi or the call=1']);
    for (const [seat, tile] of [[2, 101], [3, 102]] as const) {
      state.apply({ type: 'draw', seat, tile });
      state.apply({ type: 'discard', seat, tile, tsumogiri: true });
    }
    state.apply({ type: 'draw', seat: 0, tile: 103 });
    state.apply({ type: 'discard', seat: 0, tile: 60, tsumogiri: false });
    pon([60, 61, 62]);
    state.apply({ type: 'discard', seat: 1, tile: 21, tsumogiri: false });
    const afterTwo = named(EXTENDED_FEATURES, extendedFeatures(playerView(state, 3), 1)).slice(-3);
    expect(afterTwo).toEqual(['han shown (a lower bound)=4', 'dora in the melds=3', 'turn of the riichi or the call=2']);
  });
});

describe('positions', () => {
  const log = parseMjlog(MADE_UP_GAME);
  const positions = gamePositions(log);

  it("are the winner's moments: here the ronning seat's discards before its 3,900 win", () => {
    expect(positions.length).toBeGreaterThan(0);
    for (const p of positions) expect([p.kind, p.seat, p.points, p.round, p.dealer]).toEqual(['discard', 1, 3900, 0, false]);
  });

  it('go through their file unchanged, and a damaged file says so', () => {
    const bytes = encodePositions(positions);
    expect(decodePositions(bytes)).toEqual(positions);
    expect(expectEveryFlipRefused(bytes, decodePositions)).toBe(bytes.length);
    expect(() => decodePositions(bytes.subarray(0, bytes.length - 1))).toThrow(/not a positions file/);
    expect(() => encodePositions([{ ...positions[0]!, points: -1 }])).toThrow(/position 0/);
    expect(() => decodePositions(new Uint8Array(3))).toThrow(/too few/);
    expect(() => decodePositions(new Uint8Array(16))).toThrow(/does not start with "MJOP"/);
  });
});
