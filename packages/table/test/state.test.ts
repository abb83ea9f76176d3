import { describe, expect, it } from 'vitest';
import { TableState, playerView } from '@mjkit/table';
import type { RiverTile } from '@mjkit/table';

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
