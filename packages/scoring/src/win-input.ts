// A win input read once and checked: the boundary of the scoring. What passes is trusted by the
// facts, the yaku and the fu.
import { Hand, isRed, kindOf, tileFromString, tileToString } from '@mjkit/core';
import type { Meld, Rules, Seat, Tile, TileLike, Wind } from '@mjkit/core';
import { checkObject, checkOptions, checkTile, describeValue, fail, rulesOf } from '@mjkit/core/internal';

/** A win to score: the hand, how it was won, and the table around it. */
export interface WinInput {
  /**
   * The winner's hand: 14 tiles with the winning tile in it (for tsumo, the drawn tile), or 13
   * tiles with `winningTile` apart.
   */
  readonly hand: Hand;
  /** The winning tile; by default the hand's drawn tile. Required with a 13-tile hand. */
  readonly winningTile?: TileLike;
  /** True for a win on the own draw (tsumo), false for a win on a discard (ron). */
  readonly tsumo: boolean;
  /** For ron: the seat wind of the player who dealt in (0 = East … 3 = North). */
  readonly discarder?: Wind;
  /** The winner's seat wind: 0 = East (the dealer), 1 South, 2 West, 3 North. */
  readonly seatWind: Wind;
  /** The round wind: 0 = East, 1 South, 2 West, 3 North. */
  readonly roundWind: Wind;
  /** Riichi declared. */
  readonly riichi?: boolean;
  /** Double riichi (riichi on the first discard); implies riichi. */
  readonly doubleRiichi?: boolean;
  /** Won within one go-around of riichi, uninterrupted (ippatsu). */
  readonly ippatsu?: boolean;
  /** Won on the replacement tile after a kan (rinshan kaihou). */
  readonly rinshan?: boolean;
  /** Won by robbing another player's added kan (chankan). */
  readonly chankan?: boolean;
  /** Won on the last tile of the wall: haitei on tsumo, houtei on ron. */
  readonly lastTile?: boolean;
  /**
   * Won in the first uninterrupted go-around, before the own first discard: tenhou for the
   * dealer's tsumo, chiihou for another player's tsumo, renhou for a ron (per the rules).
   */
  readonly firstTurn?: boolean;
  /** Dora indicators shown, kan dora included. */
  readonly doraIndicators?: readonly TileLike[];
  /** Uradora indicators, counted for riichi winners. */
  readonly uraIndicators?: readonly TileLike[];
  /** North tiles the winner set aside as kita (three-player games). */
  readonly kita?: number;
  /** Honba (repeat counters) on the table. */
  readonly honba?: number;
  /** Riichi sticks on the table. */
  readonly riichiSticks?: number;
  /** The rule set; default `tenhou`. */
  readonly rules?: Rules;
  /**
   * Seat wind of the player responsible (pao) for daisangen or daisuushii. By default it is
   * found from the hand: the source of the call that completed the yakuman; null turns it off.
   */
  readonly pao?: Wind | null;
  /**
   * The dealer's seat (Tenhou's seat numbers, 0..players − 1), default 0. Only three-player
   * games need it, to find the pao player: a meld's source is counted around four chairs, the
   * empty one included, so which wind sits there depends on who deals.
   */
  readonly dealer?: Seat;
}

/** The keys of a {@link WinInput}. */
const WIN_INPUT_KEYS: ReadonlySet<keyof WinInput> = new Set<keyof WinInput>([
  'hand', 'winningTile', 'tsumo', 'discarder', 'seatWind', 'roundWind', 'riichi', 'doubleRiichi', 'ippatsu', 'rinshan', 'chankan',
  'lastTile', 'firstTurn', 'doraIndicators', 'uraIndicators', 'kita', 'honba', 'riichiSticks', 'rules', 'pao', 'dealer',
]);

/** A {@link WinInput} read once and checked: what the rest of the scoring trusts. */
export interface CheckedWin {
  /** The caller's fields, read once into one shape. */
  readonly input: WinInput;
  readonly rules: Rules;
  readonly hand: Hand;
  readonly tsumo: boolean;
  readonly seatWind: Wind;
  readonly roundWind: Wind;
  readonly dealerSeat: Seat;
  /** The seat wind of the discarder of a ron; null for a tsumo. */
  readonly discarder: Wind | null;
  readonly winTile: Tile;
  /** Counts per kind of the concealed tiles with the winning tile, and of those with the melds (scratch arrays: valid for one call). */
  readonly concealed: Uint8Array;
  readonly all: Uint8Array;
  /** Red fives in the hand, the winning tile included. */
  readonly red: number;
  readonly riichi: 0 | 1 | 2;
  readonly kita: number;
  readonly doraIndicators: readonly Tile[];
  readonly uraIndicators: readonly Tile[];
}

const RED_SUITS = ['m', 'p', 's'] as const;

/** Throws `INVALID_ARGUMENT` with `message`. */
export function bad(message: string): never {
  return fail('INVALID_ARGUMENT', message);
}

/** @internal A tile from mpsz text or a checked tile number. */
export function toTile(t: TileLike): Tile {
  return typeof t === 'string' ? tileFromString(t) : checkTile(t);
}

/** A checked list of tiles (indicators). */
function tileList(list: readonly TileLike[] | undefined, what: string): Tile[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) bad(`${what} must be an array of tiles, not ${describeValue(list)}`);
  const tiles: Tile[] = [];
  for (let i = 0; i < list.length; i++) tiles.push(toTile(list[i] as TileLike));
  return tiles;
}

/**
 * The fields of a caller's input, each read once into an object of one shape. Callers' objects
 * come in many shapes (a spread with one more key gives every object a hidden class of its
 * own), and every later read of such an object is a slow lookup: on the bench's inputs that
 * was almost half of the call.
 */
function fieldsOf(w: WinInput): WinInput {
  return {
    hand: w.hand, winningTile: w.winningTile, tsumo: w.tsumo, discarder: w.discarder, seatWind: w.seatWind, roundWind: w.roundWind,
    riichi: w.riichi, doubleRiichi: w.doubleRiichi, ippatsu: w.ippatsu, rinshan: w.rinshan, chankan: w.chankan, lastTile: w.lastTile,
    firstTurn: w.firstTurn, doraIndicators: w.doraIndicators, uraIndicators: w.uraIndicators, kita: w.kita, honba: w.honba,
    riichiSticks: w.riichiSticks, rules: w.rules, pao: w.pao, dealer: w.dealer,
  };
}

/** The optional flags of a {@link WinInput}. */
const FLAGS = ['riichi', 'doubleRiichi', 'ippatsu', 'rinshan', 'chankan', 'lastTile', 'firstTurn'] as const;

const isFlag = (v: unknown): boolean => v === undefined || v === true || v === false;
const isCount = (v: unknown): boolean => v === undefined || (typeof v === 'number' && (v >>> 0) === v);

/** A wind (or seat) of `value`, 0..players-1; throws `INVALID_ARGUMENT` naming `what` otherwise. */
export function windIn(value: unknown, players: number, what: string): Wind {
  if (!(typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < players)) {
    bad(`${what} must be 0..${players - 1}, not ${describeValue(value)}`);
  }
  return value as Wind;
}

// Scratch counts, reused by every call (scoring is synchronous and never re-entered). A checked
// win keeps them for the call; a result never refers to either.
const CONCEALED = new Uint8Array(34);
const ALL = new Uint8Array(34);

/**
 * Reads and checks a win input: its shape, the hand, winds and flags, the winning tile, what
 * contradicts itself (riichi on an open hand, ippatsu without riichi, a ron without the
 * discarder), the tiles three-player games lack and red fives beyond the rules. Throws
 * `INVALID_ARGUMENT`, `FIFTH_COPY`, `INVALID_TILE`, `INVALID_MELD` or `RED_FIVE`.
 */
export function checkWin(given: WinInput): CheckedWin {
  checkObject(given, 'scoreHand input');
  checkOptions(given, 'scoreHand input', WIN_INPUT_KEYS);
  const input = fieldsOf(given);
  if (!Hand.isHand(input.hand)) bad(`scoreHand needs { hand: Hand, … }, not hand ${describeValue(input.hand)}`);
  const rules = rulesOf(input.rules);
  const players = rules.players;
  const seatWind = windIn(input.seatWind, players, 'seatWind');
  const roundWind = windIn(input.roundWind, 4, 'roundWind');
  const dealerSeat = input.dealer === undefined ? 0 : (windIn(input.dealer, players, 'dealer') as number as Seat);
  if (typeof input.tsumo !== 'boolean') bad(`tsumo must be true or false, not ${describeValue(input.tsumo)}`);
  const { riichi: r1, doubleRiichi: r2, ippatsu, rinshan, chankan, lastTile, firstTurn } = input;
  if (!(isFlag(r1) && isFlag(r2) && isFlag(ippatsu) && isFlag(rinshan) && isFlag(chankan) && isFlag(lastTile) && isFlag(firstTurn))) {
    for (const key of FLAGS) if (!isFlag(input[key])) bad(`${key} must be true or false, not ${describeValue(input[key])}`);
  }
  const tsumo = input.tsumo;
  const hand = input.hand;
  const concealed = hand.countsInto(CONCEALED);
  const all = hand.countsInto(ALL, true);
  let winTile: Tile;
  let red = hand.redFiveCount;
  if (hand.tileCount === 13) {
    if (input.winningTile === undefined) bad('a 13-tile hand needs its winningTile');
    winTile = toTile(input.winningTile);
    const k = kindOf(winTile);
    if ((all[k] as number) >= 4) fail('FIFTH_COPY', `the hand holds all four ${tileToString(k)}: the winning tile cannot be another`);
    concealed[k]! += 1;
    all[k]! += 1;
    if (isRed(winTile)) red++;
  } else {
    const given = input.winningTile === undefined ? hand.drawn : toTile(input.winningTile);
    if (given === null) bad('give the winningTile: the hand has no drawn tile');
    winTile = given;
    const held = isRed(winTile) ? hand.redCount(tileToString(winTile)[1] as 'm' | 'p' | 's') : hand.count(kindOf(winTile));
    if (held === 0) bad(`the winning tile ${tileToString(winTile)} is not in the hand`);
  }
  const discarder = tsumo ? null : windIn(input.discarder, players, 'discarder (for a ron)');
  if (discarder === seatWind) bad('the discarder cannot be the winner');
  const riichi: 0 | 1 | 2 = input.doubleRiichi ? 2 : input.riichi ? 1 : 0;
  const kita = input.kita ?? 0;
  if (!(Number.isInteger(kita) && kita >= 0 && kita <= 4)) bad(`kita must be 0..4, not ${describeValue(kita)}`);
  if (kita > 0 && players === 4) bad('kita is set aside only in three-player games');
  // indexed loops over the hand's melds: for-of over a frozen array costs about three times more
  const melds = hand.melds;
  let kans = false;
  for (let i = 0; i < melds.length; i++) {
    const type = (melds[i] as Meld).type;
    if (type !== 'chii' && type !== 'pon') kans = true;
  }
  if (riichi > 0 && !hand.isClosed) bad('riichi needs a closed hand');
  if (input.ippatsu && riichi === 0) bad('ippatsu needs riichi');
  if (input.rinshan && !tsumo) bad('rinshan kaihou is a tsumo');
  if (input.rinshan && !kans && kita === 0) bad(`rinshan kaihou is a win on the replacement tile of a kan${players === 3 ? ' or a kita' : ''}, and the hand has none`);
  if (input.chankan && tsumo) bad('chankan is a ron');
  if (input.rinshan && input.lastTile) bad('a replacement tile after a kan is never the last tile (no kan on the last tile)');
  if (input.chankan && input.lastTile) bad('chankan robs a kan, and no kan is made on the last tile');
  if (input.firstTurn && hand.melds.length > 0) bad('a first-turn win has no melds');
  const doraIndicators = tileList(input.doraIndicators, 'doraIndicators');
  const uraIndicators = tileList(input.uraIndicators, 'uraIndicators');
  if (!isCount(input.honba)) bad(`honba must be a whole number ≥ 0, not ${describeValue(input.honba)}`);
  if (!isCount(input.riichiSticks)) bad(`riichiSticks must be a whole number ≥ 0, not ${describeValue(input.riichiSticks)}`);
  if (players === 3) {
    for (let k = 1; k < 8; k++) if ((all[k] as number) > 0) fail('INVALID_TILE', `three-player games have no ${tileToString(k)}`);
    for (const t of [...doraIndicators, ...uraIndicators]) {
      const k = kindOf(t);
      if (k > 0 && k < 8) fail('INVALID_TILE', `three-player games have no ${tileToString(k)} (dora indicator)`);
    }
    if (hand.melds.some((m) => m.type === 'chii')) fail('INVALID_MELD', 'three-player games have no chii');
  }
  if (red > 0) {
    // a red five's tile id is 34 + its suit (m, p, s)
    const reds = [hand.redCount('m'), hand.redCount('p'), hand.redCount('s')];
    if (hand.tileCount === 13 && isRed(winTile)) reds[winTile - 34]! += 1;
    for (let i = 0; i < melds.length; i++) {
      const tiles = (melds[i] as Meld).tiles;
      for (let j = 0; j < tiles.length; j++) if (isRed(tiles[j] as Tile)) reds[(tiles[j] as Tile) - 34]! += 1;
    }
    RED_SUITS.forEach((suit, i) => {
      const n = reds[i] as number;
      if (n > rules.redFives[suit]) fail('RED_FIVE', `${n} red 5${suit} in the hand; the rules have ${rules.redFives[suit]}`);
    });
  }
  return { input, rules, hand, tsumo, seatWind, roundWind, dealerSeat, discarder, winTile, concealed, all, red, riichi, kita, doraIndicators, uraIndicators };
}
