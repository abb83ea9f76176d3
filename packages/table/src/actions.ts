// The legal actions of a seat: pure functions of the table state and the rules. The engine
// offers them to its agents and checks every reply with them; log replay checks that each logged
// action was one of them; bots choose among them. One implementation for all three.
import { isHongKongRules, isOpenMeld, waitsOfCounts } from '@mjkit/core';
import type { HongKongRules, Rules, Seat, TileId } from '@mjkit/core';
import { describeValue, fail } from '@mjkit/core/internal';
import { scoreHand } from '@mjkit/scoring';
import { shanten } from '@mjkit/shanten';
import type { RoundEvent } from './events.js';
import { hongKongActions } from './hk-actions.js';
import { checkTableMeld, isTileId } from './meld.js';
import type { TableMeld } from './meld.js';
import { kuikaeKinds } from './state.js';
import type { RiverTile, TableState } from './state.js';
import { winInputOf } from './win.js';

/**
 * An action of a player. On its own turn: discard (declaring riichi or not), tsumo, a closed or
 * added kan or a kita (`call` with the meld), or nine-terminals. On another player's discard (or
 * kakan, or kita): ron, chii / pon / daiminkan (`call`), or pass.
 */
export type Action =
  | { readonly type: 'discard'; readonly tile: TileId; readonly riichi: boolean }
  | { readonly type: 'tsumo' }
  | { readonly type: 'ron' }
  | { readonly type: 'call'; readonly meld: TableMeld }
  | { readonly type: 'nine-terminals' }
  | { readonly type: 'pass' };

/** Whose decision it is and on what: see {@link decisionOf}. */
export type Decision =
  /** `seat` has drawn (or called chii or pon) and must act; `drawn` is the tile it drew, or null after a call. */
  | { readonly kind: 'turn'; readonly seat: Seat; readonly drawn: TileId | null; readonly riichiDeclared: boolean }
  /** `seat` offered `tile` (a discard, the tile added to a kakan, or a kita) that others may take. */
  | { readonly kind: 'offer'; readonly seat: Seat; readonly tile: TileId; readonly offer: 'discard' | 'kakan' | 'kita' }
  | { readonly kind: 'none' };

/** @internal The shared frozen actions (the Hong Kong actions offer the same values). */
export const PASS: Action = Object.freeze({ type: 'pass' });
/** @internal */
export const TSUMO: Action = Object.freeze({ type: 'tsumo' });
/** @internal */
export const RON: Action = Object.freeze({ type: 'ron' });
const NINE: Action = Object.freeze({ type: 'nine-terminals' });
const NONE: Decision = Object.freeze({ kind: 'none' });
const NO_WAITS: readonly number[] = Object.freeze([]);
/** The discard of each tile id, and the riichi discard: shared, frozen, never allocated again. */
export const DISCARD: readonly Action[] = Array.from({ length: 136 }, (_, tile) => Object.freeze({ type: 'discard', tile, riichi: false }) as Action);
const RIICHI: readonly Action[] = Array.from({ length: 136 }, (_, tile) => Object.freeze({ type: 'discard', tile, riichi: true }) as Action);

/** A call action of a meld made here, frozen through (its tiles too): actions are shared values. */
export function callAction(meld: TableMeld): Action {
  Object.freeze(meld.tiles);
  return Object.freeze({ type: 'call', meld: Object.freeze(meld) });
}

/** The event that decides who acts: the last one but dora, deposits and connections. */
function decidingEvent(events: readonly RoundEvent[]): RoundEvent | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i] as RoundEvent;
    if (e.type === 'dora' || e.type === 'riichi-accepted' || e.type === 'disconnect' || e.type === 'reconnect') continue;
    return e;
  }
  return null;
}

/**
 * Whose decision the state is waiting for: a turn (after a draw, or a chii or pon), an offer
 * that the others may answer, or none (the round has ended, or a replacement draw is due).
 */
export function decisionOf(state: TableState): Decision {
  return state.cachedDecision(decideNow);
}

function decideNow(state: TableState): Decision {
  const e = decidingEvent(state.events);
  if (e === null) return NONE;
  switch (e.type) {
    case 'draw':
      return { kind: 'turn', seat: e.seat, drawn: e.tile, riichiDeclared: false };
    case 'riichi':
      return { kind: 'turn', seat: e.seat, drawn: state.lastDrawn[e.seat] === -1 ? null : (state.lastDrawn[e.seat] as number), riichiDeclared: true };
    case 'discard':
      return state.lastDiscard ? { kind: 'offer', seat: e.seat, tile: e.tile, offer: 'discard' } : NONE;
    case 'call':
      if (e.meld.type === 'chii' || e.meld.type === 'pon') return { kind: 'turn', seat: e.seat, drawn: null, riichiDeclared: false };
      if (state.robbable && (e.meld.type === 'kakan' || e.meld.type === 'kita')) return { kind: 'offer', seat: e.seat, tile: state.robbable.tile, offer: e.meld.type };
      return NONE;
    default:
      return NONE;
  }
}

/** Concealed counts of a seat per kind, and its red fives held, from its tile ids. */
/** A copy of the seat's counts per kind (into `into` when given), with `plus` added. */
function countsOf(state: TableState, seat: Seat, plus: TileId = -1, into?: Uint8Array): Uint8Array {
  const c = into === undefined ? Uint8Array.from(state.counts[seat] as Uint8Array) : (into.set(state.counts[seat] as Uint8Array), into);
  if (plus >= 0) c[plus >> 2]!++;
  return c;
}

/**
 * Scratch counts of `tenpaiAfter`: filled and read within one call that calls nothing else that
 * fills it (shanten keeps its own), never handed out.
 */
const AFTER = new Uint8Array(34);
/** Scratch of `legalActions`: whether discarding each kind leaves tenpai. */
const KIND_MEMO = new Int8Array(34);

/** Copies of each kind the seat holds in melds (kita apart). */
function meldCopies(state: TableState, seat: Seat): Uint8Array {
  const c = new Uint8Array(34);
  for (const m of state.melds[seat] as TableMeld[]) if (m.type !== 'kita') for (const t of m.tiles) c[t >> 2]!++;
  return c;
}

function meldCount(state: TableState, seat: Seat): number {
  return state.sets[seat] as number;
}

/** The waits of a seat's 13-tile hand (kinds; a kind held four times is none). Kept until the hand changes. */
export function waitsOf(state: TableState, seat: Seat): readonly number[] {
  return state.cachedWaits(seat, () => {
    // far from tenpai: no wait to look for (the floor costs nothing; shanten when it is low)
    if (state.shantenFloor(seat) > 0 || shanten(state.counts[seat] as Uint8Array) > 0) return NO_WAITS;
    const c = countsOf(state, seat);
    const held = meldCopies(state, seat);
    for (let k = 0; k < 34; k++) held[k]! += c[k] as number;
    return waitsOfCounts(c, meldCount(state, seat), held);
  });
}

/** The hands shown at an exhaustive draw: each tenpai seat's concealed tiles, null for the others. */
export function tenpaiHands(state: TableState): (TileId[] | null)[] {
  return [0, 1, 2, 3].map((s) => (s < state.players && waitsOf(state, s as Seat).length > 0 ? [...(state.hands[s] as TileId[])] : null));
}

/** The seats with nagashi mangan at an exhaustive draw: at least one discard, all terminals and honours, none called. */
export function nagashiManganSeats(state: TableState): Seat[] {
  return [0, 1, 2, 3].filter((s) => s < state.players && state.nagashi[s] && (state.discards[s] as number) > 0) as Seat[];
}

/**
 * Whether the seat may not ron: a wait of its hand is among its own discards, or it let a
 * winning tile pass since its last discard (since its riichi, once it has declared one). The
 * tile on offer now does not count. Passing is by the shape of the hand, yaku or not.
 */
export function isFuriten(state: TableState, seat: Seat): boolean {
  const waits = waitsOf(state, seat);
  if (waits.length === 0) return false;
  const isWait = new Uint8Array(34);
  for (const k of waits) isWait[k] = 1;
  for (const r of state.rivers[seat] as readonly RiverTile[]) if (isWait[r.tile >> 2]) return true;
  const since = state.riichi[seat] ? (state.riichiEvent[seat] as number) : (state.lastDiscardEvent[seat] as number);
  const offers = state.offers;
  const now = offers.length - 1;
  for (let i = now - 1; i >= 0; i--) {
    const o = offers[i]!;
    if (o.event <= since) break;
    if (o.seat !== seat && isWait[o.tile >> 2]) return true;
  }
  return false;
}

/** Whether the seat's hand with `tile` (from `from`, or its own draw) is complete and has a yaku. */
export function canWin(state: TableState, seat: Seat, tile: TileId, from: Seat, rules: Rules): boolean {
  const tsumo = from === seat;
  if (tsumo ? shanten(state.counts[seat] as Uint8Array) !== -1 : !waitsOf(state, seat).includes(tile >> 2)) return false;
  const r = scoreHand(winInputOf(state, { seat, from, tile, uraIndicators: [], first: true, rules }));
  return r.ok;
}

/** Whether the seat could do anything but pass on `tile` from `from`: a wait, a pon or kan, or a chii. */
function mayAnswer(state: TableState, seat: Seat, from: Seat, tile: TileId, offer: 'discard' | 'kakan' | 'kita'): boolean {
  const k = tile >> 2;
  if (waitsOf(state, seat).includes(k)) return true;
  if (offer !== 'discard' || state.riichi[seat] || state.tilesLeft <= 0) return false;
  const c = state.counts[seat] as Uint8Array;
  if (c[k]! >= 2) return true;
  if (!(state.players === 4 && (from + 1) % 4 === seat && k < 27)) return false;
  const n = k % 9;
  const has = (d: number) => n + d >= 0 && n + d <= 8 && c[k + d]! > 0;
  return (has(-2) && has(-1)) || (has(-1) && has(1)) || (has(1) && has(2));
}

/** A rule the state cannot know for a seat: whether riichi is allowed at all. */
function mayDeclareRiichi(state: TableState, seat: Seat): boolean {
  if (state.riichi[seat] || state.riichiPending[seat]) return false;
  if ((state.melds[seat] as TableMeld[]).some(isOpenMeld)) return false;
  // a riichi needs a draw to come: as many tiles left as players (Tenhou)
  return (state.scores[seat] as number) >= state.riichiDeposit && state.tilesLeft >= state.players;
}

/** Whether the seat's hand without the tile `discard` is tenpai (exact: kinds held four times are no wait). */
function tenpaiAfter(state: TableState, seat: Seat, discard: TileId): boolean {
  const c = countsOf(state, seat, -1, AFTER);
  c[discard >> 2]!--;
  if (meldCount(state, seat) === 0) return shanten(c) === 0;
  const held = meldCopies(state, seat);
  for (let k = 0; k < 34; k++) held[k]! += c[k] as number;
  return waitsOfCounts(c, meldCount(state, seat), held).length > 0;
}

function isTerminalOrHonourKind(k: number): boolean {
  return k >= 27 || k % 9 === 0 || k % 9 === 8;
}

/** The discards a seat may make now (distinct tile ids), riichi aside. */
function discards(state: TableState, seat: Seat, rules: Rules, drawn: TileId | null): readonly TileId[] {
  const hand = state.hands[seat] as TileId[];
  if (state.riichi[seat] && drawn !== null) return [drawn];
  const forbidden = rules.kuikae ? null : state.forbidden[seat];
  if (!forbidden) return hand;
  return hand.filter((t) => !forbidden.includes(t >> 2));
}

/** One id of each distinct tile (kind and red) among `ids`: the first seen. */
function distinctTiles(state: TableState, ids: readonly TileId[]): TileId[] {
  const seen = new Set<number>();
  const out: TileId[] = [];
  for (const id of ids) {
    const key = state.tile(id);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(id);
  }
  return out;
}

/** The closed kans, added kans and kita the seat may declare on its turn after a draw. */
function turnMelds(state: TableState, seat: Seat, rules: Rules, drawn: TileId | null, c: Uint8Array): TableMeld[] {
  const out: TableMeld[] = [];
  if (drawn === null || state.tilesLeft <= 0) return out;
  const hand = state.hands[seat] as TileId[];
  const melds = state.melds[seat] as TableMeld[];
  let four = -1;
  for (let i = 0; i < hand.length; i++) if (c[(hand[i] as number) >> 2] === 4) four = (hand[i] as number) >> 2;
  const north = state.players === 3 && rules.kita && c[30]! > 0;
  if (four < 0 && melds.length === 0 && !north) return out; // nothing to declare: the common case
  const kanAllowed = state.totalKans < 4;
  if (kanAllowed && four >= 0) {
    for (let k = 0; k < 34; k++) {
      if (c[k] !== 4) continue;
      if (state.riichi[seat] && !riichiAnkanKeepsWaits(state, seat, k, drawn)) continue;
      out.push({ type: 'ankan', tiles: hand.filter((t) => t >> 2 === k).sort((a, b) => a - b), called: null, from: null, added: null });
    }
  }
  if (kanAllowed && !state.riichi[seat]) {
    for (const m of melds) {
      if (m.type !== 'pon') continue;
      const k = (m.tiles[0] as number) >> 2;
      const added = hand.find((t) => t >> 2 === k);
      if (added === undefined) continue;
      out.push({ type: 'kakan', tiles: [...m.tiles, added].sort((a, b) => a - b), called: m.called, from: m.from, added });
    }
  }
  if (north) {
    const tile = hand.find((t) => t >> 2 === 30) as TileId;
    out.push({ type: 'kita', tiles: [tile], called: null, from: null, added: null });
  }
  return out;
}

/**
 * In riichi, a closed kan is allowed only of the drawn tile's kind, and only when it leaves the
 * waits as they were (Tenhou; majiang-core's strictest setting).
 */
function riichiAnkanKeepsWaits(state: TableState, seat: Seat, kind: number, drawn: TileId): boolean {
  if (drawn >> 2 !== kind) return false;
  const before = countsOf(state, seat);
  before[drawn >> 2]!--;
  const held = meldCopies(state, seat);
  const m = meldCount(state, seat);
  const heldBefore = held.map((h, k) => h + (before[k] as number));
  const w1 = waitsOfCounts(before, m, heldBefore);
  const after = countsOf(state, seat);
  after[kind] = 0;
  const heldAfter = heldBefore.slice();
  heldAfter[kind] = 4;
  const w2 = waitsOfCounts(after, m + 1, heldAfter);
  return w1.length > 0 && w1.join() === w2.join();
}

/**
 * The ids to use for `n` tiles of `kind` from a hand: the lowest plain ones; and, when the hand
 * holds its red five, the red one with the lowest plain ones, since that is another choice.
 */
function choices(state: TableState, hand: readonly TileId[], kind: number, n: number): TileId[][] {
  let red = -1;
  const plain: TileId[] = [];
  for (let i = 0; i < hand.length; i++) {
    const t = hand[i] as number;
    if (t >> 2 !== kind) continue;
    if (state.redFives && (t === 16 || t === 52 || t === 88)) red = t;
    else plain.push(t);
  }
  plain.sort((x, y) => x - y);
  const out: TileId[][] = [];
  if (plain.length >= n) out.push(plain.slice(0, n));
  if (red >= 0 && plain.length >= n - 1) out.push([red, ...plain.slice(0, n - 1)]);
  return out;
}

/** Whether, after a chii or pon of `meld`, the hand keeps a tile it may discard (kuikae). */
function keepsADiscard(state: TableState, seat: Seat, meld: TableMeld, rules: Rules): boolean {
  if (rules.kuikae) return true;
  // counts: what is left after the call, less what kuikae forbids
  const c = state.counts[seat] as Uint8Array;
  let left = (state.hands[seat] as TileId[]).length - (meld.tiles.length - 1);
  const forbidden = kuikaeKinds(meld);
  for (const k of forbidden) {
    let n = c[k] as number;
    for (const t of meld.tiles) if (t !== meld.called && t >> 2 === k) n--;
    left -= n;
  }
  return left > 0;
}

/** `ids` (sorted) with `tile` put in its place. */
function withTile(ids: readonly TileId[], tile: TileId): TileId[] {
  const out: TileId[] = [];
  let put = false;
  for (let i = 0; i < ids.length; i++) {
    const t = ids[i] as number;
    if (!put && tile < t) {
      out.push(tile);
      put = true;
    }
    out.push(t);
  }
  if (!put) out.push(tile);
  return out;
}

/** The runs a called tile can complete: the two other kinds, relative to it. */
const CHII_SHAPES: readonly (readonly [number, number])[] = [
  [-2, -1],
  [-1, 1],
  [1, 2],
];

/** The chii, pon and daiminkan the seat may call on `tile` offered by `from`. */
function callsOn(state: TableState, seat: Seat, from: Seat, tile: TileId, rules: Rules): TableMeld[] {
  const out: TableMeld[] = [];
  if (state.riichi[seat] || state.tilesLeft <= 0) return out;
  const hand = state.hands[seat] as TileId[];
  const c = state.counts[seat] as Uint8Array;
  const k = tile >> 2;
  const rel = ((from - seat + 4) % 4) as 1 | 2 | 3;
  const sorted = (ids: TileId[]) => withTile(ids, tile);
  if (state.players === 4 && rel === 3 && k < 27) {
    const n = k % 9;
    for (const [a, b] of CHII_SHAPES) {
      if (n + a < 0 || n + b > 8 || c[k + a] === 0 || c[k + b] === 0) continue;
      for (const x of choices(state, hand, k + a, 1)) {
        for (const y of choices(state, hand, k + b, 1)) {
          const meld: TableMeld = { type: 'chii', tiles: sorted((x[0] as number) < (y[0] as number) ? [x[0] as number, y[0] as number] : [y[0] as number, x[0] as number]), called: tile, from: 3, added: null };
          if (keepsADiscard(state, seat, meld, rules)) out.push(meld);
        }
      }
    }
  }
  if (c[k]! < 2) return out;
  for (const ids of choices(state, hand, k, 2)) {
    const meld: TableMeld = { type: 'pon', tiles: sorted(ids), called: tile, from: rel, added: null };
    if (keepsADiscard(state, seat, meld, rules)) out.push(meld);
  }
  if (state.totalKans < 4 && c[k] === 3) {
    const three = hand.filter((t) => t >> 2 === k).sort((x, y) => x - y);
    if (three.length === 3) out.push({ type: 'daiminkan', tiles: sorted(three), called: tile, from: rel, added: null });
  }
  return out;
}

/** Whether the seat may declare nine terminals now: its first draw, no call yet, nine kinds. */
function mayAbortNine(state: TableState, seat: Seat, rules: Rules, drawn: TileId | null): boolean {
  if (!rules.abortiveDraws.nineTerminals || drawn === null || state.anyCall || state.discards[seat] !== 0) return false;
  const c = countsOf(state, seat);
  if (state.lastDrawWasReplacement) return false;
  let kinds = 0;
  for (let k = 0; k < 34; k++) if (c[k]! > 0 && isTerminalOrHonourKind(k)) kinds++;
  return kinds >= 9;
}

/**
 * Every action the seat may take now, under the rules: on its turn the discards (one per tile
 * id held; only the drawn tile in riichi; none that kuikae forbids), the riichi discards, tsumo,
 * the closed and added kans and kita it may declare, nine-terminals; on another player's
 * discard, kakan or kita: ron (complete, with a yaku, not furiten), the chii, pon and daiminkan it
 * may call, and pass. Under Hong Kong rules (`createRules('hk')`): no riichi, furiten or kuikae,
 * chow from the left only, tsumo and ron only for a hand at the table's minimum of faan (scored by
 * `scoreHongKong`), robbing an added kong. An empty list when the seat has nothing to decide. Melds are given with
 * one choice of ids per distinct use of red fives; {@link isLegalAction} accepts any ids held.
 * Every action is frozen (its meld and tiles too); the list is the caller's.
 *
 * @example
 * ```ts
 * import { createRules } from '@mjkit/core';
 * import { TableState, legalActions } from '@mjkit/table';
 * const hands = [0, 1, 2, 3].map((s) => Array.from({ length: 13 }, (_, i) => 4 + s * 13 + i));
 * const state = new TableState({ players: 4, redFives: true }, { round: 0, honba: 0, riichiSticks: 0, dice: null, dealer: 0, scores: [25000, 25000, 25000, 25000], doraIndicator: 0, hands });
 * state.apply({ type: 'draw', seat: 0, tile: 60 }); // the dealer holds 2222 3333 4444 5m 7p
 * const mine = legalActions(state, 0, createRules());
 * mine.filter((a) => a.type === 'call').length; // => 3
 * mine.filter((a) => a.type === 'discard' && !a.riichi).length; // => 14
 * mine.some((a) => a.type === 'discard' && a.riichi && a.tile === 60); // => true
 * state.apply({ type: 'discard', seat: 0, tile: 60, tsumogiri: true });
 * legalActions(state, 1, createRules()).map((a) => a.type); // => ['pass']
 * legalActions(state, 0, createRules()); // => []
 * ```
 */
export function legalActions(state: TableState, seat: Seat, rules: Rules | HongKongRules): Action[] {
  const d = decisionOf(state);
  if (d.kind === 'none') return [];
  if (isHongKongRules(rules)) return hongKongActions(state, seat, rules, d);
  if (d.kind === 'turn') {
    if (d.seat !== seat) return [];
    const out: Action[] = [];
    const drawn = d.drawn;
    const c = state.counts[seat] as Uint8Array;
    // one shanten for the 14 tiles: −1 may be a tsumo, 0 may be riichi; none when its floor is above
    const s14 = drawn === null || state.shantenFloor(seat) > 0 ? 9 : state.noteShanten(seat, shanten(c));
    if (!d.riichiDeclared) {
      if (drawn !== null && s14 === -1 && scoreHand(winInputOf(state, { seat, from: seat, tile: drawn, uraIndicators: [], first: true, rules })).ok) out.push(TSUMO);
      if (mayAbortNine(state, seat, rules, drawn)) out.push(NINE);
      for (const meld of turnMelds(state, seat, rules, drawn, c)) out.push(callAction(meld));
      for (const tile of discards(state, seat, rules, drawn)) out.push(DISCARD[tile] as Action);
    }
    if (drawn !== null && (d.riichiDeclared || (s14 <= 0 && mayDeclareRiichi(state, seat)))) {
      const tenpai = KIND_MEMO.fill(-1); // per kind: −1 not tried, 0 no, 1 tenpai after discarding it
      for (const tile of state.hands[seat] as TileId[]) {
        const k = tile >> 2;
        if (tenpai[k] === -1) tenpai[k] = tenpaiAfter(state, seat, tile) ? 1 : 0;
        if (tenpai[k] === 1) out.push(RIICHI[tile] as Action);
      }
    }
    return out;
  }
  if (d.seat === seat || seat >= state.players) return [];
  if (!mayAnswer(state, seat, d.seat, d.tile, d.offer)) return [PASS];
  const out: Action[] = [];
  if (canWin(state, seat, d.tile, d.seat, rules) && !isFuriten(state, seat)) out.push(RON);
  if (d.offer === 'discard') for (const meld of callsOn(state, seat, d.seat, d.tile, rules)) out.push(callAction(meld));
  out.push(PASS);
  return out;
}

/** The distinct discards among legal actions (one per kind and red), for bots that choose by tile. */
export function distinctDiscards(state: TableState, actions: readonly Action[]): Action[] {
  const ids = distinctTiles(
    state,
    actions.filter((a) => a.type === 'discard' && !a.riichi).map((a) => (a as { tile: TileId }).tile),
  );
  return ids.map((tile) => DISCARD[tile] as Action);
}

/** Whether two melds use tiles alike: the same type, called tile kind, and kinds and red fives. */
function sameMeldShape(state: TableState, a: TableMeld, b: TableMeld): boolean {
  if (a.type !== b.type || a.tiles.length !== b.tiles.length || a.from !== b.from) return false;
  const key = (m: TableMeld) => m.tiles.map((t) => state.tile(t)).sort((x, y) => x - y).join();
  return key(a) === key(b) && (a.called === null) === (b.called === null);
}

/**
 * Whether `action` is legal for the seat now: one of {@link legalActions}, where a meld may use
 * any ids the seat holds that are alike in kind and red fives, and a discard any id held that a
 * listed one allows. Throws `INVALID_ARGUMENT` for an action that is not one.
 */
export function isLegalAction(state: TableState, seat: Seat, action: Action, rules: Rules | HongKongRules): boolean {
  if (action === null || typeof action !== 'object') fail('INVALID_ARGUMENT', `not an action: ${describeValue(action)}`);
  const legal = legalActions(state, seat, rules);
  switch (action.type) {
    case 'discard':
      if (!isTileId(action.tile) || typeof action.riichi !== 'boolean') fail('INVALID_ARGUMENT', 'a discard needs a tile id and a riichi flag');
      return legal.some((a) => a.type === 'discard' && a.tile === action.tile && a.riichi === action.riichi);
    case 'call': {
      checkTableMeld(action.meld);
      const m = action.meld;
      const own = m.tiles.filter((t) => t !== m.called && !(m.type === 'kakan' && t !== m.added));
      const hand = state.hands[seat] as TileId[];
      if (m.type === 'kakan') {
        if (!hand.includes(m.added as TileId)) return false;
      } else if (!own.every((t) => hand.includes(t))) return false;
      if (m.called !== null && m.type !== 'kakan') {
        const d = decisionOf(state);
        if (d.kind !== 'offer' || d.tile !== m.called) return false;
      }
      return legal.some((a) => a.type === 'call' && sameMeldShape(state, a.meld, m));
    }
    case 'tsumo':
    case 'ron':
    case 'nine-terminals':
    case 'pass':
      return legal.some((a) => a.type === action.type);
    default:
      return fail('INVALID_ARGUMENT', `not an action: type ${describeValue((action as { type: unknown }).type)}`);
  }
}
