// The legal actions of a seat at a Hong Kong Old Style table, and its wins as scoring sees them.
// The same vocabulary as riichi's (discard, tsumo, ron, call, pass) with the family's own rules:
// no riichi, no furiten, no kuikae; chow from the left only; a win only at the table's minimum.
import { Hand, seatWind, tileFromId } from '@mjkit/core';
import type { HongKongRules, Seat, TileId, Wind } from '@mjkit/core';
import { scoreHongKong } from '@mjkit/scoring';
import type { HongKongWinInput } from '@mjkit/scoring';
import { shanten } from '@mjkit/shanten';
import { DISCARD, PASS, RON, TSUMO, callAction, waitsOf } from './actions.js';
import type { Action } from './actions.js';
import { toCoreMeld } from './meld.js';
import type { TableMeld } from './meld.js';
import type { TableState } from './state.js';

/**
 * The Hong Kong scoring input of a win at this moment of the table (the win not yet applied):
 * the winner's hand and melds, winds, bonus tiles, and how it won (last tile, a kong's or a bonus
 * tile's replacement, robbing a kong, the first go-around).
 */
export function hongKongWinInputOf(state: TableState, seat: Seat, from: Seat, tile: TileId, rules: HongKongRules): HongKongWinInput {
  const tsumo = from === seat;
  const concealed = (state.hands[seat] as TileId[]).map((id) => tileFromId(id, false));
  const winning = tileFromId(tile, false);
  if (tsumo) concealed.splice(concealed.lastIndexOf(winning), 1);
  const melds = (state.melds[seat] as TableMeld[]).map((m) => toCoreMeld(m, false));
  const hand = Hand.fromParts({ concealed, drawn: tsumo ? winning : null, melds, riichi: false, afterCall: false });
  const robbed = !tsumo && state.robbable !== null && state.robbable.seat === from;
  const replacement = tsumo && state.lastDrawWasReplacement ? (state.lastDrawWasBonusReplacement ? 'bonus' : 'kong') : undefined;
  return {
    hand,
    winningTile: winning,
    tsumo,
    ...(tsumo ? {} : { discarder: seatWind(from, state.dealer, 4) }),
    seatWind: seatWind(seat, state.dealer, 4),
    roundWind: (state.roundWind % 4) as Wind,
    bonus: state.bonus[seat] as number[],
    lastTile: state.tilesLeft === 0 && replacement === undefined && !robbed,
    ...(replacement === undefined ? {} : { replacement }),
    chankan: robbed,
    firstTurn: !state.anyCall && state.discards[seat] === 0 && (tsumo || state.lastDrawn[seat] === -1),
    rules,
  };
}

/** Whether the seat's hand with `tile` (its own draw, or from `from`) is a win at this table. */
function wins(state: TableState, seat: Seat, from: Seat, tile: TileId, rules: HongKongRules): boolean {
  return scoreHongKong(hongKongWinInputOf(state, seat, from, tile, rules)).ok;
}

/** `ids` sorted with `tile` among them. */
const withTile = (ids: readonly TileId[], tile: TileId): TileId[] => [...ids, tile].sort((a, b) => a - b);

/** The lowest `n` ids of `kind` in the hand, or null. */
function lowest(hand: readonly TileId[], kind: number, n: number): TileId[] | null {
  const ids = hand.filter((t) => t >> 2 === kind).sort((a, b) => a - b);
  return ids.length >= n ? ids.slice(0, n) : null;
}

/**
 * @internal The legal actions of `seat` at a Hong Kong table (see `legalActions`, which calls
 * this for Hong Kong rules): on its turn, tsumo (a complete hand at the minimum), the concealed
 * and added kongs while the wall has a replacement, and every discard; on a discard, ron, chow
 * (from the left only), pung and kong while the wall has tiles, pass; on an added kong, ron
 * (robbing the kong) or pass.
 */
export function hongKongActions(state: TableState, seat: Seat, rules: HongKongRules, d: { kind: 'turn'; seat: Seat; drawn: TileId | null } | { kind: 'offer'; seat: Seat; tile: TileId; offer: 'discard' | 'kakan' | 'kita' }): Action[] {
  const hand = state.hands[seat] as TileId[];
  const c = state.counts[seat] as Uint8Array;
  const out: Action[] = [];
  if (d.kind === 'turn') {
    if (d.seat !== seat) return out;
    const drawn = d.drawn;
    if (drawn !== null && shanten(c) === -1 && wins(state, seat, seat, drawn, rules)) out.push(TSUMO);
    if (drawn !== null && state.tilesLeft > 0) {
      for (let k = 0; k < 34; k++) {
        if (c[k] === 4) out.push(callAction({ type: 'ankan', tiles: hand.filter((t) => t >> 2 === k).sort((a, b) => a - b), called: null, from: null, added: null }));
      }
      for (const m of state.melds[seat] as TableMeld[]) {
        if (m.type !== 'pon') continue;
        const added = hand.find((t) => t >> 2 === (m.tiles[0] as number) >> 2);
        if (added !== undefined) out.push(callAction({ type: 'kakan', tiles: withTile(m.tiles, added), called: m.called, from: m.from, added }));
      }
    }
    for (const t of hand) out.push(DISCARD[t] as Action);
    return out;
  }
  if (d.seat === seat) return out;
  const tile = d.tile;
  const k = tile >> 2;
  // a win needs the tile to be a wait of the hand (kept while the hand does not change)
  if (waitsOf(state, seat).includes(k) && wins(state, seat, d.seat, tile, rules)) out.push(RON);
  if (d.offer === 'discard' && state.tilesLeft > 0) {
    const rel = ((d.seat - seat + 4) % 4) as 1 | 2 | 3;
    if (rel === 3 && k < 27) {
      const n = k % 9;
      for (const [a, b] of [[-2, -1], [-1, 1], [1, 2]] as const) {
        if (n + a < 0 || n + b > 8 || c[k + a] === 0 || c[k + b] === 0) continue;
        const x = lowest(hand, k + a, 1);
        const y = lowest(hand, k + b, 1);
        if (x && y) out.push(callAction({ type: 'chii', tiles: withTile([x[0] as TileId, y[0] as TileId], tile), called: tile, from: 3, added: null }));
      }
    }
    if (c[k]! < 2) {
      out.push(PASS);
      return out;
    }
    const two = lowest(hand, k, 2);
    if (two) out.push(callAction({ type: 'pon', tiles: withTile(two, tile), called: tile, from: rel, added: null }));
    const three = lowest(hand, k, 3);
    if (three) out.push(callAction({ type: 'daiminkan', tiles: withTile(three, tile), called: tile, from: rel, added: null }));
  }
  out.push(PASS);
  return out;
}
