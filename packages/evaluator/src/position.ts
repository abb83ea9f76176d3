// A position to evaluate: the hand, what the table shows, and how much wall is left. Checked
// once here; the search trusts it.
import { Hand, RULE_PRESETS, createRules, hasRedFives, isRed, isRules, kindOf, liveWallSize, makeMeld, redOf, tileFromId, tileFromString, tileToString } from '@mjkit/core';
import type { Meld, RelativeSeat, RulePresetName, Rules, Tile, TileId, TileLike, Wind } from '@mjkit/core';
import { checkObject, checkOptions, checkTile, describeValue, fail } from '@mjkit/core/internal';

/** A position written out: the hand and, optionally, the table around it. */
export interface PositionInput {
  /**
   * The hand to discard from (14 tiles, counting 3 per meld, or just after a chii or pon): a
   * core `Hand`, or text in any notation `Hand.parse` reads (`123m055p789s1122z`, majiang-core's
   * `m123p055s789z1122`).
   */
  readonly hand: Hand | string;
  /** Dora indicators shown (they also count as seen). Default none. */
  readonly doraIndicators?: readonly TileLike[];
  /** Round wind, 0 = East … 3 = North. Default East. */
  readonly roundWind?: Wind;
  /** The hand's seat wind, 0 = East (the dealer). Default East. */
  readonly seatWind?: Wind;
  /**
   * Tiles seen on the table besides the own hand and the dora indicators: every discard and
   * the other players' melds. Default none. Give this or `unseen`, not both.
   */
  readonly visible?: readonly TileLike[];
  /**
   * The unseen tiles, as core's `countUnseen` returns them: per kind the copies not seen (red
   * fives included), and of those the red fives per suit.
   */
  readonly unseen?: { readonly counts: ArrayLike<number>; readonly red: { readonly m: number; readonly p: number; readonly s: number } };
  /** Tiles still to be drawn from the live wall. Default a full live wall: 70 (55 with three players). */
  readonly drawable?: number;
  /** The rule set (a preset name or core `Rules`); default `tenhou`. */
  readonly rules?: Rules | RulePresetName;
}

/**
 * What the evaluator reads of a table `PlayerView` (`@mjkit/table`): a view of the viewer's
 * turn plugs in as it is.
 */
export interface ViewLike {
  readonly seat: number;
  readonly players: 3 | 4;
  readonly roundWind: number;
  readonly seatWind: number;
  readonly redFives: boolean;
  readonly hand: readonly TileId[];
  /** The tile just drawn, or null (after a chii or pon the hand has 3k+2 tiles and none drawn). */
  readonly drawn: TileId | null;
  readonly melds: readonly (readonly ViewMeld[])[];
  readonly rivers: readonly (readonly { readonly tile: TileId; readonly called: boolean }[])[];
  readonly doraIndicators: readonly TileId[];
  readonly tilesLeft: number;
}

/** A meld as a table view records it (tile ids). */
export interface ViewMeld {
  readonly type: 'chii' | 'pon' | 'daiminkan' | 'kakan' | 'ankan' | 'kita';
  readonly tiles: readonly TileId[];
  readonly called: TileId | null;
  readonly from: RelativeSeat | null;
  readonly added: TileId | null;
}

declare const positionBrand: unique symbol;
const POSITION = Symbol.for('@mjkit/evaluator:Position');

/** A checked position, made by {@link positionOf}; the evaluator's functions trust it. */
export interface Position {
  /** @internal */
  readonly [positionBrand]: true;
  readonly hand: Hand;
  readonly doraIndicators: readonly Tile[];
  readonly roundWind: Wind;
  readonly seatWind: Wind;
  /** Unseen copies per face: kinds 0..33 (a five's kind counts its plain copies), then red 5m, 5p, 5s. */
  readonly unseen: Uint8Array;
  readonly drawable: number;
  readonly rules: Rules;
  }

const INPUT_KEYS = ['hand', 'doraIndicators', 'roundWind', 'seatWind', 'visible', 'unseen', 'drawable', 'rules'] as const;

/** Whether `value` is a checked {@link Position}. */
export function isPosition(value: unknown): value is Position {
  return typeof value === 'object' && value !== null && (value as { [POSITION]?: unknown })[POSITION] === true;
}

function isView(value: object): value is ViewLike {
  return 'rivers' in value && 'tilesLeft' in value && 'seat' in value;
}

function windOf(value: unknown, what: string): Wind {
  if (value === undefined) return 0 as Wind;
  if (value !== 0 && value !== 1 && value !== 2 && value !== 3) fail('INVALID_ARGUMENT', `${what} must be 0..3, not ${describeValue(value)}`);
  return value as Wind;
}

function tileOf(t: TileLike, what: string): Tile {
  if (typeof t === 'string') return tileFromString(t);
  if (typeof t !== 'number') fail('INVALID_TILE', `${what} must be a tile, not ${describeValue(t)}`);
  return checkTile(t);
}

/** Face index of a tile: its kind, or 34..36 for a red five. */
export function faceOf(t: Tile): number {
  return isRed(t) ? 34 + ((kindOf(t) / 9) | 0) : t;
}

/** The core tile of a face. */
export function tileOfFace(f: number): Tile {
  return f >= 34 ? redOf(4 + 9 * (f - 34)) : f;
}

function seeAll(unseen: Uint8Array, tiles: readonly Tile[], where: string): void {
  for (const t of tiles) {
    const f = faceOf(t);
    if (unseen[f] === 0) {
      fail(isRed(t) ? 'RED_FIVE' : 'FIFTH_COPY', `${where}: more copies of ${tileToString(t)} are seen than there are`);
    }
    unseen[f]! -= 1;
  }
}

/** Every copy in play: 4 per kind, red fives apart as the rules have them; 3-player games lack 2m–8m. */
function fullSet(rules: Rules): Uint8Array {
  const u = new Uint8Array(37);
  for (let k = 0; k < 34; k++) u[k] = rules.players === 3 && k >= 1 && k <= 7 ? 0 : 4;
  const red = [rules.redFives.m, rules.redFives.p, rules.redFives.s];
  for (let s = 0; s < 3; s++) {
    u[4 + 9 * s]! -= red[s] as number;
    u[34 + s] = red[s] as number;
  }
  return u;
}

function handTiles(hand: Hand): Tile[] {
  const tiles = hand.concealedTiles();
  for (const m of hand.melds) tiles.push(...m.tiles);
  return tiles;
}

function rulesIn(value: unknown): Rules {
  if (value === undefined) return RULE_PRESETS.tenhou;
  if (typeof value === 'string') return createRules(value as RulePresetName);
  if (isRules(value)) return value;
  return fail('INVALID_RULES', `rules must be a preset name or core Rules, not ${describeValue(value)}`);
}

function make(hand: Hand, dora: Tile[], roundWind: Wind, seatWind: Wind, unseen: Uint8Array, drawable: number, rules: Rules): Position {
  const p = { hand, doraIndicators: Object.freeze(dora), roundWind, seatWind, unseen, drawable, rules };
  Object.defineProperty(p, POSITION, { value: true });
  return Object.freeze(p) as unknown as Position;
}

/**
 * Checks a position (written out, or a table `PlayerView` at the viewer's turn) and returns it
 * in the form the evaluator uses. Unseen tiles are counted from what is seen: four of each kind
 * (red fives as the rules have them) minus the own hand and melds, the dora indicators, and
 * `visible` (or taken from `unseen` as given).
 *
 * A view does not carry its game's rules: give them as `viewRules` (an agent has them from the
 * game's start), else the view is evaluated under Tenhou's rules for its players and red fives —
 * open tanyao, kuikae forbidden. A written-out position gives its rules in its `rules` field.
 *
 * @example
 * ```ts
 * import { createRules } from '@mjkit/core';
 * import { positionOf } from '@mjkit/evaluator';
 * const p = positionOf({ hand: '123m456p789s11z23m5z', doraIndicators: ['4m'], visible: ['1z', '5z'] });
 * [p.unseen[0], p.unseen[3], p.unseen[27], p.unseen[31], p.drawable]; // => [3, 3, 1, 2, 70]
 * positionOf({ hand: '123m' }); // throws HAND_SIZE
 * // a view of a table (the shape of @mjkit/table's PlayerView), under its game's rules
 * const hand = [0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52];
 * const view = { seat: 0, players: 4 as const, roundWind: 0, seatWind: 0, redFives: true, hand, drawn: 52, melds: [[], [], [], []], rivers: [[], [], [], []], doraIndicators: [130], tilesLeft: 69 };
 * [positionOf(view).rules.openTanyao, positionOf(view, createRules('tenhou', { openTanyao: false })).rules.openTanyao]; // => [true, false]
 * positionOf(view, createRules('tenhou-sanma')); // throws INVALID_RULES
 * ```
 */
export function positionOf(input: PositionInput | ViewLike | Position, viewRules?: Rules): Position {
  if (viewRules !== undefined && (typeof input !== 'object' || input === null || isPosition(input) || !isView(input))) {
    fail('INVALID_ARGUMENT', 'rules apply to a table view; a written-out position gives its own in its rules field');
  }
  if (isPosition(input)) return input;
  checkObject(input, 'a position');
  if (isView(input)) return positionOfView(input, viewRules);
  const o = checkOptions(input as PositionInput, 'a position', INPUT_KEYS);
  const rules = rulesIn(o.rules);
  let hand: Hand;
  if (typeof o.hand === 'string') hand = Hand.parse(o.hand);
  else if (Hand.isHand(o.hand)) hand = o.hand;
  else return fail('INVALID_ARGUMENT', `position.hand must be a Hand or a string, not ${describeValue(o.hand)}`);
  const dora = (listOf(o.doraIndicators, 'position.doraIndicators') ?? []).map((t) => tileOf(t, 'a dora indicator'));
  if (dora.length > 5) fail('INVALID_ARGUMENT', `at most 5 dora indicators, not ${dora.length}`);
  let unseen: Uint8Array;
  if (o.unseen !== undefined) {
    if (o.visible !== undefined) fail('INVALID_ARGUMENT', 'give position.visible or position.unseen, not both');
    unseen = unseenFromCounts(o.unseen, rules);
  } else {
    unseen = fullSet(rules);
    seeAll(unseen, handTiles(hand), 'the hand');
    seeAll(unseen, dora, 'the dora indicators');
    const visible = (listOf(o.visible, 'position.visible') ?? []).map((t) => tileOf(t, 'a visible tile'));
    seeAll(unseen, visible, 'the visible tiles');
  }
  const drawable = o.drawable ?? liveWallSize(rules.players);
  if (!Number.isInteger(drawable) || drawable < 0 || drawable > liveWallSize(rules.players)) {
    fail('INVALID_ARGUMENT', `position.drawable must be a whole number 0..${liveWallSize(rules.players)}, not ${describeValue(drawable)}`);
  }
  return make(hand, dora, windOf(o.roundWind, 'position.roundWind'), windOf(o.seatWind, 'position.seatWind'), unseen, drawable, rules);
}

function listOf<T>(value: readonly T[] | undefined, what: string): readonly T[] | undefined {
  if (value !== undefined && !Array.isArray(value)) fail('INVALID_ARGUMENT', `${what} must be an array, not ${describeValue(value)}`);
  return value;
}

function unseenFromCounts(u: NonNullable<PositionInput['unseen']>, rules: Rules): Uint8Array {
  checkObject(u, 'position.unseen');
  const counts = u.counts;
  if (counts === null || typeof counts !== 'object' || counts.length !== 34) fail('INVALID_ARGUMENT', 'position.unseen.counts must have 34 entries');
  checkObject(u.red, 'position.unseen.red');
  const full = fullSet(rules);
  const out = new Uint8Array(37);
  for (let k = 0; k < 34; k++) {
    const n = counts[k];
    const most = (full[k] as number) + (k < 27 && k % 9 === 4 ? (full[34 + ((k / 9) | 0)] as number) : 0);
    if (!(Number.isInteger(n) && (n as number) >= 0 && (n as number) <= most)) fail('FIFTH_COPY', `position.unseen.counts[${k}] must be 0..${most}, not ${describeValue(n)}`);
    out[k] = n as number;
  }
  const red = [u.red.m, u.red.p, u.red.s];
  for (let s = 0; s < 3; s++) {
    const r = red[s];
    const k = 4 + 9 * s;
    if (!(Number.isInteger(r) && (r as number) >= 0 && (r as number) <= (full[34 + s] as number) && (r as number) <= (out[k] as number))) {
      fail('RED_FIVE', `position.unseen.red.${'mps'[s]} must be 0..${Math.min(full[34 + s] as number, out[k] as number)}, not ${describeValue(r)}`);
    }
    out[34 + s] = r as number;
    out[k]! -= r as number;
  }
  return out;
}

function meldOfView(m: ViewMeld, red: boolean): Meld | null {
  if (m.type === 'kita') return null;
  const tiles = m.tiles.map((id) => tileFromId(id, red));
  return makeMeld({
    type: m.type,
    tiles,
    called: m.called === null ? null : tileFromId(m.called, red),
    from: m.from,
    added: m.added === null ? null : tileFromId(m.added, red),
  });
}

/** Throws INVALID_ARGUMENT unless `view` has the shape of a table view (the ids are checked as they are read). */
function checkView(view: ViewLike): void {
  const bad = (what: string, v: unknown) => fail('INVALID_ARGUMENT', `view.${what} is not what a table PlayerView holds: ${describeValue(v)}`);
  if (view.players !== 3 && view.players !== 4) bad('players', view.players);
  for (const key of ['hand', 'melds', 'rivers', 'doraIndicators'] as const) if (!Array.isArray(view[key])) bad(key, view[key]);
  if (view.drawn !== null && typeof view.drawn !== 'number') bad('drawn', view.drawn);
  if (typeof view.redFives !== 'boolean') bad('redFives', view.redFives);
  for (const ms of view.melds) {
    if (!Array.isArray(ms)) bad('melds', ms);
    for (const m of ms) if (m === null || typeof m !== 'object' || !Array.isArray(m.tiles)) bad('melds', m);
  }
  for (const r of view.rivers) {
    if (!Array.isArray(r)) bad('rivers', r);
    for (const t of r) if (t === null || typeof t !== 'object') bad('rivers', t);
  }
}

/** The rules a view is evaluated under: its game's, checked against the view, or Tenhou's for its players and red fives. */
function rulesOfView(view: ViewLike, given: Rules | undefined): Rules {
  if (given === undefined) return view.players === 3 ? RULE_PRESETS['tenhou-sanma'] : view.redFives ? RULE_PRESETS.tenhou : RULE_PRESETS['no-red'];
  if (!isRules(given)) fail('INVALID_RULES', `a view's rules must be riichi Rules made by createRules, not ${describeValue(given)}`);
  const red = hasRedFives(given);
  if (given.players !== view.players || red !== view.redFives) {
    fail('INVALID_RULES', `the rules (${given.players} players, ${red ? '' : 'no '}red fives) are not the view's table (${view.players} players, ${view.redFives ? '' : 'no '}red fives)`);
  }
  return given;
}

function positionOfView(view: ViewLike, given: Rules | undefined): Position {
  checkView(view);
  const rules = rulesOfView(view, given);
  const red = view.redFives;
  const seat = view.seat;
  if (!Number.isInteger(seat) || seat < 0 || seat >= view.players) fail('INVALID_ARGUMENT', `view.seat must be 0..${view.players - 1}, not ${describeValue(seat)}`);
  const own = (view.melds[seat] ?? []).map((m) => meldOfView(m, red)).filter((m): m is Meld => m !== null);
  const tiles = view.hand.map((id) => tileFromId(id, red));
  let drawn: Tile | null = null;
  if (view.drawn !== null) {
    const at = view.hand.indexOf(view.drawn);
    if (at < 0) fail('INVALID_ARGUMENT', `view.drawn ${describeValue(view.drawn)} is not in view.hand`);
    drawn = tiles.splice(at, 1)[0] as Tile;
  }
  const afterCall = drawn === null && (tiles.length + 3 * own.length) === 14;
  const hand = Hand.fromParts({ concealed: tiles, drawn, melds: own, riichi: false, afterCall });
  const unseen = fullSet(rules);
  const seen = (ids: Iterable<TileId>, where: string) => seeAll(unseen, [...ids].map((id) => tileFromId(id, red)), where);
  seen(view.hand, 'the hand');
  view.melds.forEach((ms) => ms.forEach((m) => seen(m.tiles, 'the melds')));
  view.rivers.forEach((r) => seen(r.filter((t) => !t.called).map((t) => t.tile), 'the rivers'));
  const dora = view.doraIndicators.map((id) => tileFromId(id, red));
  seeAll(unseen, dora, 'the dora indicators');
  const drawable = view.tilesLeft;
  if (!Number.isInteger(drawable) || drawable < 0) fail('INVALID_ARGUMENT', `view.tilesLeft must be a whole number, not ${describeValue(drawable)}`);
  return make(hand, dora, windOf(view.roundWind, 'view.roundWind'), windOf(view.seatWind, 'view.seatWind'), unseen, drawable, rules);
}
