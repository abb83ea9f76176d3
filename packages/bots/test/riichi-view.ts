// A table built by hand for the danger, deal-in and push-or-fold tests: seat 0 to discard, seat 2 in riichi.
import type { PlayerView } from '@mjkit/table';

/** Seat 0's view: seat 2 in riichi with this river (kinds; the last declares riichi), `seen` kinds in seat 1's river. */
export function riichiView(o: { river: number[]; seen?: number[]; tsumogiri?: boolean; melds?: number[][]; hand?: number[]; tilesLeft?: number; dealer?: 0 | 1 | 2 | 3 }): PlayerView {
  const used = new Map<number, number>();
  const id = (k: number) => {
    const c = used.get(k) ?? 0;
    used.set(k, c + 1);
    return k * 4 + c;
  };
  const hand = (o.hand ?? [27, 27, 28, 28, 29, 29, 30, 30, 31, 31, 32, 32, 33]).map(id);
  const river = (ks: number[], riichi: boolean) => ks.map((k, i) => ({ tile: id(k), tsumogiri: o.tsumogiri ?? false, riichi: riichi && i === ks.length - 1, called: false }));
  const melds = (o.melds ?? []).map((ks) => ({ type: 'pon' as const, tiles: ks.map(id), called: null, from: null, added: null }));
  return {
    seat: 0, players: 4, round: 0, roundWind: 0, honba: 0, riichiSticks: 1, dealer: o.dealer ?? 0, seatWind: 0, redFives: false,
    hand, drawn: hand.length % 3 === 2 ? hand[hand.length - 1]! : null, melds: [[], [], [], melds], rivers: [[], river(o.seen ?? [], false), river(o.river, true), []],
    riichi: [false, false, true, false], scores: [25000, 25000, 24000, 25000], kita: [0, 0, 0, 0], bonus: [[], [], [], []], doraIndicators: [id(0)], tilesLeft: o.tilesLeft ?? 50, lastDiscard: null,
  } as unknown as PlayerView;
}

