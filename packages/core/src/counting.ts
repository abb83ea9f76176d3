import { checkObject, checkOptions, describeValue, fail } from './errors.js';
import { Hand } from './hand.js';
import { makeMeld } from './meld.js';
import type { Meld } from './meld.js';
import { rulesOf } from './rules.js';
import type { Rules } from './rules.js';
import { checkTile, isRed, kindOf, kindsInPlay, suitIndex, tileToString } from './tiles.js';
import type { Tile } from './tiles.js';

/** What one player can see of the table: the input of {@link countUnseen}. */
export interface TableView {
  /** The viewer's own hand, its melds included. */
  readonly hand: Hand;
  /**
   * Every tile discarded so far by anyone, the viewer included, in any order; a discard that was
   * later called stays in this list (its meld does not count it again).
   */
  readonly discards: readonly Tile[];
  /** The melds of the other players (the viewer's own melds are in `hand`). */
  readonly melds: readonly Meld[];
  /** The dora indicators shown so far. */
  readonly doraIndicators: readonly Tile[];
  /** North tiles set aside as kita by anyone (three-player games). Default 0. */
  readonly kita?: number;
  /**
   * How many tiles are still to be drawn from the live wall, when known (a log or an engine
   * knows it). When absent it is derived: every discard was preceded by a draw or a chii or
   * pon; each ankan, kakan and kita added a replacement draw; the viewer's drawn tile is one
   * more.
   */
  readonly tilesLeft?: number;
}

/** What {@link countUnseen} returns. */
export interface UnseenTiles {
  /** Per kind, how many copies the viewer has not seen (red fives included in their fives). */
  readonly counts: Uint8Array;
  /** Of those, how many red fives, per suit m, p, s. */
  readonly red: { readonly m: number; readonly p: number; readonly s: number };
  /** The sum of `counts`. */
  readonly total: number;
  /** Tiles still to be drawn from the live wall. */
  readonly tilesLeft: number;
}

/**
 * What {@link unseenOf} reads of a table: a player's own tile ids, and the public table (a
 * `PlayerView` of `@mjkit/table` is one).
 */
export interface SeenTiles {
  readonly players: 3 | 4;
  /** The viewer's concealed tile ids. */
  readonly hand: readonly number[];
  /** Each seat's river; a called discard stands in its meld, so it counts there. */
  readonly rivers: readonly (readonly { readonly tile: number; readonly called: boolean }[])[];
  /** Each seat's melds (kita included) by tile ids. */
  readonly melds: readonly (readonly { readonly tiles: readonly number[] }[])[];
  readonly doraIndicators: readonly number[];
}

/**
 * The copies of each kind a player has not seen, from a table view: four of each kind in play
 * (none of 2m–8m with three players) minus its own hand, every river tile (called ones count in
 * their meld), every meld and every dora indicator. The quick count of the bots and agents on
 * tile ids (red fives are fives here); {@link countUnseen} is the checked one of a `Hand` and
 * core tiles, red fives apart. Trusts its view (a table's own).
 *
 * @example
 * ```ts
 * import { unseenOf } from '@mjkit/core';
 * const view = { players: 4 as const, hand: [0, 1, 2], rivers: [[{ tile: 3, called: false }], [], [], []], melds: [[], [], [], []], doraIndicators: [4] };
 * [unseenOf(view)[0], unseenOf(view)[1]]; // => [0, 3]
 * ```
 */
export function unseenOf(view: SeenTiles): Uint8Array {
  const left = new Uint8Array(34).fill(4);
  if (view.players === 3) for (let k = 1; k < 8; k++) left[k] = 0;
  const see = (t: number) => {
    const k = t >> 2;
    if ((left[k] as number) > 0) left[k]!--;
  };
  const hand = view.hand;
  for (let i = 0; i < hand.length; i++) see(hand[i] as number);
  for (const r of view.rivers) for (const t of r) if (!t.called) see(t.tile);
  for (const ms of view.melds) for (const m of ms) for (const t of m.tiles) see(t);
  for (const t of view.doraIndicators) see(t);
  return left;
}

/** The number of tiles in a live wall before the first draw: wall minus dead wall minus hands. */
export function liveWallSize(players: 3 | 4): number {
  return (players === 4 ? 136 : 108) - 14 - 13 * players;
}

/** Throws `INVALID_ARGUMENT` unless `view` has the shape of a {@link TableView}. */
function checkView(view: TableView): void {
  checkOptions(view, 'a table view', ['hand', 'discards', 'melds', 'doraIndicators', 'kita', 'tilesLeft']);
  checkObject(view, 'a table view');
  if (!Hand.isHand(view.hand)) fail('INVALID_ARGUMENT', `view.hand must be a Hand, not ${describeValue(view.hand)}`);
  for (const key of ['discards', 'melds', 'doraIndicators'] as const) {
    if (!Array.isArray(view[key])) fail('INVALID_ARGUMENT', `view.${key} must be an array, not ${describeValue(view[key])}`);
  }
  view.melds.forEach((m) => makeMeld(m));
  const kita = view.kita ?? 0;
  if (!Number.isInteger(kita) || kita < 0 || kita > 4) fail('INVALID_ARGUMENT', `view.kita must be 0..4, not ${describeValue(kita)}`);
}

/** Draws from the wall that the visible tiles imply; see {@link TableView.tilesLeft}. */
function drawsSoFar(view: TableView): number {
  let draws = view.discards.length + (view.kita ?? 0);
  for (const m of [...view.melds, ...view.hand.melds]) {
    if (m.type === 'chii' || m.type === 'pon') draws -= 1;
    else if (m.type === 'ankan') draws += 1;
    // daiminkan: its replacement draw stands in for the discard it took; kakan: the pon it
    // grew from took a discard and its replacement draw gave one back.
  }
  if (view.hand.drawn !== null) draws += 1;
  return draws;
}

/**
 * Counts the tiles a player has not seen: four of each kind in play minus the own hand, every
 * discard, every meld and every dora indicator; red fives apart. Throws `FIFTH_COPY` when the
 * view shows more than four of a kind, and `RED_FIVE` when it shows more red (or plain) fives
 * than the rules have.
 *
 * @example
 * ```ts
 * import { countUnseen, Hand, kindFromString as k, tileFromString as t } from '@mjkit/core';
 * const hand = Hand.parse('123m055p789s1122z');
 * const unseen = countUnseen({ hand, discards: [t('1z'), t('9m')], melds: [], doraIndicators: [t('1z')] });
 * unseen.counts[k('1z')]; // => 0
 * unseen.counts[k('5p')]; // => 1
 * unseen.red.p; // => 0
 * unseen.tilesLeft; // => 68
 * ```
 */
export function countUnseen(view: TableView, rules?: Rules): UnseenTiles {
  checkView(view);
  rules = rulesOf(rules);
  const counts = new Uint8Array(34);
  for (const k of kindsInPlay(rules.players)) counts[k] = 4;
  const red = [rules.redFives.m, rules.redFives.p, rules.redFives.s];
  const plainFives = red.map((r) => 4 - r);
  const see = (t: Tile, what: string) => {
    checkTile(t);
    const k = kindOf(t);
    if (counts[k] === 0) fail('FIFTH_COPY', `more than ${rules.players === 3 && k > 0 && k < 8 ? 0 : 4} of ${tileToString(k)} seen (${what})`);
    counts[k] = (counts[k] as number) - 1;
    if (k < 27 && k % 9 === 4) {
      const s = suitIndex(k);
      const pool = isRed(t) ? red : plainFives;
      if (pool[s] === 0) {
        const which = isRed(t) ? 'red' : 'plain';
        fail('RED_FIVE', `more ${which} ${tileToString(k)} seen than the rules have (${what})`);
      }
      pool[s] = (pool[s] as number) - 1;
    }
  };
  for (const t of view.hand.concealedTiles()) see(t, 'hand');
  for (const m of view.hand.melds) for (const t of m.tiles) see(t, 'own melds');
  for (const t of view.discards) see(t, 'discards');
  for (const m of view.melds) {
    const own = [...m.tiles];
    if (m.called !== null) own.splice(own.indexOf(m.called), 1);
    for (const t of own) see(t, 'melds');
  }
  for (const t of view.doraIndicators) see(t, 'dora indicators');
  for (let i = 0; i < (view.kita ?? 0); i++) see(30, 'kita');
  let total = 0;
  for (let k = 0; k < 34; k++) total += counts[k] as number;
  const tilesLeft = view.tilesLeft ?? liveWallSize(rules.players) - drawsSoFar(view);
  if (!Number.isInteger(tilesLeft) || tilesLeft < 0 || tilesLeft > liveWallSize(rules.players)) {
    fail('INVALID_ARGUMENT', `tiles left must be 0..${liveWallSize(rules.players)}, not ${describeValue(tilesLeft)}`);
  }
  return { counts, red: { m: red[0] as number, p: red[1] as number, s: red[2] as number }, total, tilesLeft };
}
