import { Hand, doraFromIndicator, isDragon, isRed, isTerminalOrHonour, isWind, kindOf, seatFrom, seatOfWind, seatWind as windOfSeat, tileFromString, tileToString } from '@mjkit/core';
import type { Meld, Rules, Seat, Tile, TileKind, TileLike, Wind } from '@mjkit/core';
import { checkObject, checkOptions, checkTile, describeValue, fail, rulesOf } from '@mjkit/core/internal';
import { limitedBase, paymentsOf } from './points.js';
import type { Limit } from './points.js';
import { meldGroup, readings } from './reading.js';
import type { Group, Reading } from './reading.js';
import { YAKU } from './yaku.js';
import type { YakuId } from './yaku.js';

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

/** One yaku of a scored hand. */
export interface ScoredYaku {
  readonly id: YakuId;
  /** Han (for dora entries: how many dora); 0 for a yakuman. */
  readonly han: number;
  /** Yakuman multiple, 0 for a yaku that is not a yakuman. */
  readonly yakuman: number;
}

/** What a fu item is for. */
export type FuReason = 'base' | 'menzen-ron' | 'tsumo' | 'wait' | 'pair' | 'set' | 'open-pinfu' | 'chiitoitsu' | 'rounding';

/** One line of the fu breakdown. */
export interface FuItem {
  readonly reason: FuReason;
  readonly fu: number;
  /** The tiles it is for (mpsz), for wait, pair and set lines. */
  readonly tiles?: string;
}

/** A scored win. */
export interface ScoredWin {
  readonly ok: true;
  /**
   * The yaku in Tenhou's order (its yaku numbers), then dora, uradora, red fives and kita when
   * there are any; for a yakuman, the yakuman alone.
   */
  readonly yaku: readonly ScoredYaku[];
  /** Total han, dora included; 0 for a yakuman. */
  readonly han: number;
  /** Total yakuman multiple; 0 when not a yakuman. */
  readonly yakuman: number;
  /** Dora from the indicators. */
  readonly dora: number;
  /** Red fives. */
  readonly red: number;
  /** Uradora (riichi winners only). */
  readonly ura: number;
  /** Kita dora (three-player games). */
  readonly kita: number;
  /** Fu, rounded (25 for seven pairs; 0 for thirteen orphans). */
  readonly fu: number;
  /** The fu breakdown, ending with the rounding. */
  readonly fuItems: readonly FuItem[];
  /** The limit reached, or `none`. */
  readonly limit: Limit;
  /** Base points (fu × 2^(han+2), or the limit's). */
  readonly basePoints: number;
  /** The hand's value: what the others pay, without honba and riichi sticks. */
  readonly points: number;
  /** Score change per seat wind, honba and riichi sticks included. */
  readonly payments: readonly number[];
  /** Seat wind of the player who paid as responsible (pao), or null. */
  readonly pao: Wind | null;
  /** The reading of the hand that scored highest. */
  readonly reading: Reading;
}

/** A hand that cannot be scored: not complete, or complete with no yaku. */
export interface ScoreFailure {
  readonly ok: false;
  /** `NOT_COMPLETE`: the tiles do not form a complete hand. `NO_YAKU`: complete without a yaku. */
  readonly code: 'NOT_COMPLETE' | 'NO_YAKU';
  readonly message: string;
}

/** The result of {@link scoreHand}. */
export type ScoreResult = ScoredWin | ScoreFailure;

/** 1 for the kinds of all green (2s 3s 4s 6s 8s 6z). */
const GREEN: Uint8Array = (() => {
  const g = new Uint8Array(34);
  for (const k of [19, 20, 21, 23, 25, 32]) g[k] = 1;
  return g;
})();
const RED_SUITS = ['m', 'p', 's'] as const;
const WIND_NAMES = ['east', 'south', 'west', 'north'] as const;

function bad(message: string): never {
  return fail('INVALID_ARGUMENT', message);
}

/** What holds for the whole hand, whatever the reading: computed once per win. */
interface Facts {
  readonly rules: Rules;
  readonly input: WinInput;
  readonly tsumo: boolean;
  readonly win: TileKind;
  readonly seatWind: Wind;
  readonly roundWind: Wind;
  readonly dealer: boolean;
  /** The dealer's seat (for the pao geometry of three-player games). */
  readonly dealerSeat: Seat;
  readonly closed: boolean;
  readonly riichi: 0 | 1 | 2;
  /** Count per kind over the concealed tiles (winning tile in) and the melds. */
  readonly all: Uint8Array;
  readonly meldCount: number;
  readonly allSimple: boolean;
  readonly allTerminalHonour: boolean;
  readonly allHonour: boolean;
  readonly allTerminal: boolean;
  readonly allGreen: boolean;
  /** 0: more than one number suit or none; 1: one number suit with honours; 2: one suit alone. */
  readonly flush: 0 | 1 | 2;
  /** Nine gates of the concealed tiles, if they form it. */
  readonly nineGates: YakuId | null;
  /** The yaku that do not depend on the reading (filled in once the rest is known). */
  readonly situational: ScoredYaku[];
}

/** Each yaku's entry for a closed and for an open hand (null where it needs a closed hand), shared. */
const ENTRIES: ReadonlyMap<string, readonly [ScoredYaku | null, ScoredYaku | null]> = new Map(
  Object.values(YAKU).map((y) => [
    y.id,
    [y.han > 0 ? Object.freeze({ id: y.id, han: y.han, yakuman: 0 }) : null, y.openHan > 0 ? Object.freeze({ id: y.id, han: y.openHan, yakuman: 0 }) : null],
  ]),
);

function yakuScore(id: YakuId, closed: boolean): ScoredYaku | null {
  return (ENTRIES.get(id) as readonly [ScoredYaku | null, ScoredYaku | null])[closed ? 0 : 1];
}

/** Nine gates: one suit, 1112345678999 plus any one of it; "true" when the wait was nine-sided. */
function nineGatesOf(concealed: Uint8Array, meldCount: number, win: TileKind): YakuId | null {
  if (meldCount > 0) return null;
  for (let s = 0; s < 3; s++) {
    let n = 0;
    for (let k = s * 9; k < s * 9 + 9; k++) n += concealed[k] as number;
    if (n !== 14) continue;
    const base = [3, 1, 1, 1, 1, 1, 1, 1, 3];
    if (!base.every((b, i) => (concealed[s * 9 + i] as number) >= b)) return null;
    const r = win - s * 9;
    return (concealed[win] as number) - 1 === base[r] ? 'junsei-chuuren-poutou' : 'chuuren-poutou';
  }
  return null;
}

function situationalYaku(f: Facts): ScoredYaku[] {
  const out: (ScoredYaku | null)[] = [];
  const i = f.input;
  if (f.riichi === 2) out.push(yakuScore('double-riichi', true));
  else if (f.riichi === 1) out.push(yakuScore('riichi', true));
  if (i.ippatsu && f.rules.ippatsu) out.push(yakuScore('ippatsu', true));
  if (f.tsumo && f.closed) out.push(yakuScore('menzen-tsumo', true));
  if (i.chankan) out.push(yakuScore('chankan', f.closed));
  if (i.rinshan) out.push(yakuScore('rinshan-kaihou', f.closed));
  if (i.lastTile) out.push(yakuScore(f.tsumo ? 'haitei' : 'houtei', f.closed));
  if (i.firstTurn && !f.tsumo && f.rules.renhou === 'mangan') out.push({ id: 'renhou', han: 5, yakuman: 0 });
  if (f.allSimple && (f.closed || f.rules.openTanyao)) out.push(yakuScore('tanyao', f.closed));
  if (f.flush === 1) out.push(yakuScore('honitsu', f.closed));
  if (f.flush === 2) out.push(yakuScore('chinitsu', f.closed));
  return out.filter((y): y is ScoredYaku => y !== null);
}

/** Counts over the groups of a standard reading, in one pass. */
interface Shape {
  sequences: number;
  triplets: number; // triplets and kans
  concealedTriplets: number;
  kans: number;
  dragonTriplets: number;
  windTriplets: number;
  /** Bit k set when some sequence starts at kind k (k < 27). */
  sequenceMask: number;
  /** Bit k set when some triplet or kan is of kind k (k < 27). */
  tripletMask: number;
  /** Every group holds a terminal or honour. */
  outside: boolean;
  /** Some group is of honours. */
  honours: boolean;
  /** Identical-sequence pairs (closed hands). */
  peiko: number;
}

function shapeOf(groups: readonly Group[]): Shape {
  const s: Shape = {
    sequences: 0,
    triplets: 0,
    concealedTriplets: 0,
    kans: 0,
    dragonTriplets: 0,
    windTriplets: 0,
    sequenceMask: 0,
    tripletMask: 0,
    outside: true,
    honours: false,
    peiko: 0,
  };
  let seen = 0;
  for (const g of groups) {
    const k = g.kind;
    if (k >= 27) s.honours = true;
    if (g.type === 'sequence') {
      s.sequences++;
      const bit = 1 << k;
      if (seen & bit) {
        s.peiko++;
        seen &= ~bit;
      } else seen |= bit;
      s.sequenceMask |= bit;
      if (k % 9 !== 0 && k % 9 !== 6) s.outside = false;
      continue;
    }
    if (!isTerminalOrHonour(k)) s.outside = false;
    if (g.type === 'pair') continue;
    s.triplets++;
    if (!g.open) s.concealedTriplets++;
    if (g.type === 'kan') s.kans++;
    if (isDragon(k)) s.dragonTriplets++;
    else if (isWind(k)) s.windTriplets++;
    else s.tripletMask |= 1 << k;
  }
  return s;
}

/** The yakuman of a reading (multiples per the rules, not yet stacked). */
function yakumanOf(r: Reading, f: Facts, shape: Shape | null): ScoredYaku[] {
  const out: YakuId[] = [];
  if (f.input.firstTurn) {
    if (f.tsumo) out.push(f.dealer ? 'tenhou' : 'chiihou');
    else if (f.rules.renhou === 'yakuman') out.push('renhou');
  }
  if (r.form === 'kokushi') out.push(r.wait === 'kokushi-13' ? 'kokushi-13' : 'kokushi');
  if (f.allHonour) out.push('tsuuiisou');
  if (f.allGreen) out.push('ryuuiisou');
  if (f.allTerminal) out.push('chinroutou');
  if (shape) {
    if (shape.concealedTriplets === 4) out.push(r.wait === 'tanki' ? 'suuankou-tanki' : 'suuankou');
    if (shape.dragonTriplets === 3) out.push('daisangen');
    const pair = (r.groups[0] as Group).kind;
    if (shape.windTriplets === 4) out.push('daisuushii');
    else if (shape.windTriplets === 3 && isWind(pair)) out.push('shousuushii');
    if (shape.kans === 4) out.push('suukantsu');
    if (f.nineGates) out.push(f.nineGates);
  }
  if (out.length === 0) return [];
  return out.map((id) => ({ id, han: 0, yakuman: f.rules.doubleYakuman ? YAKU[id].yakuman : 1 }));
}

function pushYaku(out: ScoredYaku[], closed: boolean, id: YakuId): void {
  const y = yakuScore(id, closed);
  if (y) out.push(y);
}

function isYakuhaiPair(k: TileKind, f: Facts): boolean {
  return isDragon(k) || k === 27 + f.seatWind || k === 27 + f.roundWind;
}

const ITTSU = [0b1001001, 0b1001001 << 9, 0b1001001 << 18];
const THREE_SUITS = 1 | (1 << 9) | (1 << 18);

/** The regular yaku of a reading, situational ones included. */
function yakuOf(r: Reading, f: Facts, shape: Shape | null): ScoredYaku[] {
  const { closed } = f;
  const out: ScoredYaku[] = f.situational.slice();
  if (!shape) {
    pushYaku(out, closed, 'chiitoitsu');
    if (f.allTerminalHonour) pushYaku(out, closed, 'honroutou');
    return out;
  }
  const groups = r.groups;
  const pair = (groups[0] as Group).kind;
  if (closed && shape.sequences === 4 && f.meldCount === 0 && !isYakuhaiPair(pair, f) && r.wait === 'ryanmen') pushYaku(out, closed, 'pinfu');
  if (closed && shape.peiko === 2) pushYaku(out, closed, 'ryanpeikou');
  else if (closed && shape.peiko === 1) pushYaku(out, closed, 'iipeikou');
  for (let i = 1; i < groups.length; i++) {
    const g = groups[i] as Group;
    if (g.type === 'sequence') continue;
    const k = g.kind;
    if (k === 31) pushYaku(out, closed, 'haku');
    else if (k === 32) pushYaku(out, closed, 'hatsu');
    else if (k === 33) pushYaku(out, closed, 'chun');
    if (k === 27 + f.seatWind) pushYaku(out, closed, `seat-wind-${WIND_NAMES[f.seatWind]}` as YakuId);
    if (k === 27 + f.roundWind) pushYaku(out, closed, `round-wind-${WIND_NAMES[f.roundWind]}` as YakuId);
  }
  if (shape.sequences > 0 && shape.outside) pushYaku(out, closed, shape.honours ? 'chanta' : 'junchan');
  const seq = shape.sequenceMask;
  if (ITTSU.some((m) => (seq & m) === m)) pushYaku(out, closed, 'ittsu');
  for (let n = 0; n < 7; n++) if (((seq >> n) & THREE_SUITS) === THREE_SUITS) pushYaku(out, closed, 'sanshoku');
  for (let n = 0; n < 9; n++) if (((shape.tripletMask >> n) & THREE_SUITS) === THREE_SUITS) pushYaku(out, closed, 'sanshoku-doukou');
  if (shape.triplets === 4) pushYaku(out, closed, 'toitoi');
  if (shape.concealedTriplets === 3) pushYaku(out, closed, 'sanankou');
  if (shape.kans === 3) pushYaku(out, closed, 'sankantsu');
  if (shape.dragonTriplets === 2 && isDragon(pair)) pushYaku(out, closed, 'shousangen');
  if (f.allTerminalHonour) pushYaku(out, closed, 'honroutou');
  return out;
}

function groupTiles(g: Group): string {
  const s = tileToString(g.kind);
  const digit = s[0] as string;
  const suit = s[1] as string;
  if (g.type === 'sequence') return `${digit}${Number(digit) + 1}${Number(digit) + 2}${suit}`;
  return digit.repeat(g.type === 'pair' ? 2 : g.type === 'triplet' ? 3 : 4) + suit;
}

/**
 * The fu of a reading; with `items`, also its breakdown (only wanted for the reading that wins,
 * since the strings cost more than the sum). `pinfu` says whether pinfu is among its yaku.
 */
function fuOf(r: Reading, f: Facts, pinfu: boolean, items: FuItem[] | null): number {
  if (r.form === 'chiitoitsu') {
    items?.push({ reason: 'chiitoitsu', fu: 25 });
    return 25;
  }
  if (r.form === 'kokushi') return 0;
  items?.push({ reason: 'base', fu: 20 });
  if (pinfu && f.tsumo) return 20;
  let total = 20;
  if (f.closed && !f.tsumo) {
    total += 10;
    items?.push({ reason: 'menzen-ron', fu: 10 });
  }
  if (f.tsumo && !pinfu) {
    total += 2;
    items?.push({ reason: 'tsumo', fu: 2 });
  }
  if (r.wait === 'kanchan' || r.wait === 'penchan' || r.wait === 'tanki') {
    total += 2;
    items?.push({ reason: 'wait', fu: 2, tiles: `${r.wait} ${tileToString(f.win)}` });
  }
  const pair = r.groups[0] as Group;
  let pairFu = isDragon(pair.kind) ? 2 : 0;
  const seat = pair.kind === 27 + f.seatWind;
  const round = pair.kind === 27 + f.roundWind;
  if (seat && round) pairFu += f.rules.doubleWindPairFu;
  else if (seat || round) pairFu += 2;
  if (pairFu > 0) {
    total += pairFu;
    items?.push({ reason: 'pair', fu: pairFu, tiles: groupTiles(pair) });
  }
  for (let i = 1; i < r.groups.length; i++) {
    const g = r.groups[i] as Group;
    if (g.type === 'sequence') continue;
    let fu = isTerminalOrHonour(g.kind) ? 4 : 2;
    if (!g.open) fu *= 2;
    if (g.type === 'kan') fu *= 4;
    total += fu;
    items?.push({ reason: 'set', fu, tiles: groupTiles(g) + (g.open ? ' open' : ' concealed') });
  }
  if (!f.closed && total === 20) {
    items?.push({ reason: 'open-pinfu', fu: 10 });
    total = 30;
  }
  const rounded = Math.ceil(total / 10) * 10;
  if (rounded !== total) items?.push({ reason: 'rounding', fu: rounded - total });
  return rounded;
}

function doraCount(indicators: readonly Tile[], f: Facts, kita: number): number {
  let n = 0;
  for (const ind of indicators) {
    const d = doraFromIndicator(ind, f.rules.players);
    n += f.all[d] as number;
    if (d === 30) n += kita;
  }
  return n;
}

function toTile(t: TileLike): Tile {
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

function windIn(value: unknown, players: number, what: string): Wind {
  if (!(typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < players)) {
    bad(`${what} must be 0..${players - 1}, not ${describeValue(value)}`);
  }
  return value as Wind;
}

/**
 * The seat wind a meld's tile came from. Its source is counted around four chairs, as Tenhou
 * does in three-player games too (chair 3 is empty there), so it goes through the seats.
 */
function sourceWind(m: Meld, f: Facts): Wind | null {
  if (m.from === null) return null;
  const players = f.rules.players;
  const caller = seatOfWind(f.seatWind, f.dealerSeat, players);
  return windOfSeat(seatFrom(caller, m.from, players), f.dealerSeat, players);
}

/** The pao player of a daisangen or daisuushii: the source of the call that completed it. */
function paoOf(hand: Hand, f: Facts, yakuman: readonly ScoredYaku[]): { seat: Wind; multiple: number } | null {
  if (!f.rules.pao) return null;
  const check = (id: YakuId, test: (k: TileKind) => boolean, count: number) => {
    if (!yakuman.some((y) => y.id === id)) return null;
    const melds = hand.melds.filter((m) => m.type !== 'chii' && test(kindOf(m.tiles[0] as Tile)));
    if (melds.length < count) return null;
    const last = melds[melds.length - 1] as Meld;
    const seat = sourceWind(last, f);
    return seat === null ? null : { seat, multiple: f.rules.doubleYakuman ? YAKU[id].yakuman : 1 };
  };
  return check('daisangen', isDragon, 3) ?? check('daisuushii', isWind, 4);
}

/** Yaku are listed in Tenhou's order (its yaku numbers), kita last. */
function order(id: YakuId): number {
  return ORDER.get(id) as number;
}

/**
 * Sorts a few yaku into Tenhou's order, in place (stable): an insertion sort, several times
 * faster than `sort` with a comparator on the three to six yaku of a hand.
 */
function sortYaku(yaku: ScoredYaku[]): ScoredYaku[] {
  for (let i = 1; i < yaku.length; i++) {
    const y = yaku[i] as ScoredYaku;
    const key = order(y.id);
    let j = i - 1;
    while (j >= 0 && order((yaku[j] as ScoredYaku).id) > key) {
      yaku[j + 1] = yaku[j] as ScoredYaku;
      j--;
    }
    yaku[j + 1] = y;
  }
  return yaku;
}

/** Each yaku's place in Tenhou's order (a Map: reading `YAKU[id]` with changing ids is slow in V8). */
const ORDER: ReadonlyMap<YakuId, number> = new Map(Object.values(YAKU).map((y) => [y.id, y.tenhou < 0 ? 99 : y.tenhou]));


// Scratch counts, reused by every call (scoring is synchronous and never re-entered). The facts
// keep `all` for the call; a result never refers to either.
const CONCEALED = new Uint8Array(34);
const ALL = new Uint8Array(34);

/**
 * Scores a win: every yaku with its han (yakuman with their multiple), dora, red fives, uradora
 * and kita, fu with its breakdown, the limit, base points, the hand's value and each seat's
 * payment with honba and riichi sticks. Of all readings of the hand, the one that scores highest
 * (then more han, then more fu) is chosen. A hand that is not complete, or has no yaku, gets a
 * result with `ok: false` and a code, never a score. Contradictory input (riichi on an open
 * hand, ippatsu without riichi, a ron without the discarder) throws `INVALID_ARGUMENT`.
 *
 * @example
 * ```ts
 * import { Hand } from '@mjkit/core';
 * import { scoreHand } from '@mjkit/scoring';
 * const r = scoreHand({ hand: Hand.parse('234m456p678s5566z'), winningTile: '6z', tsumo: false, discarder: 2, seatWind: 1, roundWind: 0 });
 * r.ok && r.yaku.map((y) => y.id); // => ['hatsu']
 * r.ok && [r.han, r.fu, r.points]; // => [1, 40, 1300]
 * r.ok && r.payments; // => [0, 1300, -1300, 0]
 * scoreHand({ hand: Hand.parse('234m456p678s55z67z'), winningTile: '7z', tsumo: false, discarder: 2, seatWind: 1, roundWind: 0 }).ok; // => false
 * ```
 */
export function scoreHand(given: WinInput): ScoreResult {
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
  const win = kindOf(winTile);
  let numbers = 0;
  let honours = false;
  let allSimple = true;
  let allTerminalHonour = true;
  let allHonour = true;
  let allTerminal = true;
  let allGreen = true;
  for (let k = 0; k < 34; k++) {
    if (all[k] === 0) continue;
    const th = isTerminalOrHonour(k);
    if (th) allSimple = false;
    else allTerminalHonour = false;
    if (k < 27) {
      numbers |= 1 << Math.floor(k / 9);
      allHonour = false;
      if (!th) allTerminal = false;
    } else {
      honours = true;
      allTerminal = false;
    }
    if (GREEN[k] === 0) allGreen = false;
  }
  const oneSuit = numbers === 1 || numbers === 2 || numbers === 4;
  const facts: Facts = {
    rules,
    input,
    tsumo,
    win,
    seatWind,
    roundWind,
    dealer: seatWind === 0,
    dealerSeat,
    closed: hand.isClosed,
    riichi,
    all,
    meldCount: hand.melds.length,
    allSimple,
    allTerminalHonour,
    allHonour,
    allTerminal,
    allGreen,
    flush: (oneSuit ? (honours ? 1 : 2) : 0) as 0 | 1 | 2,
    nineGates: nineGatesOf(concealed, hand.melds.length, win),
    situational: [],
  };
  facts.situational.push(...situationalYaku(facts));
  const groups: Group[] = [];
  for (let i = 0; i < melds.length; i++) groups.push(meldGroup(melds[i] as Meld));
  const options = readings(concealed, groups, win, tsumo);
  if (options.length === 0) return { ok: false, code: 'NOT_COMPLETE', message: 'the tiles do not form a complete hand' };
  const dora = doraCount(doraIndicators, facts, kita);
  const ura = riichi > 0 && rules.uradora ? doraCount(uraIndicators, facts, kita) : 0;
  const extra = { dora, red, ura, kita: rules.kita ? kita : 0 };
  let best: Candidate | null = null;
  for (const r of options) {
    const c = evaluate(r, hand, facts, extra, discarder);
    if (c && (best === null || better(c, best))) best = c;
  }
  if (!best) return { ok: false, code: 'NO_YAKU', message: 'the hand is complete but has no yaku' };
  return finish(best, facts, extra, discarder);
}

/** A reading with its yaku and value, before the fu breakdown and payments are written out. */
interface Candidate {
  readonly reading: Reading;
  readonly yaku: ScoredYaku[];
  readonly han: number;
  readonly yakuman: number;
  readonly fu: number;
  readonly pinfu: boolean;
  readonly base: number;
  readonly limit: Limit;
  readonly points: number;
  readonly pao: { seat: Wind; multiple: number } | null;
}

/**
 * What the others pay for a hand of base points `base`, without honba and sticks: what decides
 * between readings (pao only moves who pays).
 */
function handValue(base: number, f: Facts, discarder: Wind | null): number {
  if (discarder !== null) return ceil100(base * (f.dealer ? 6 : 4));
  let total = 0;
  for (let seat = 0; seat < f.rules.players; seat++) if (seat !== f.seatWind) total += ceil100(base * (f.dealer || seat === 0 ? 2 : 1));
  return total;
}

function ceil100(x: number): number {
  return Math.ceil(x / 100) * 100;
}

/** Points, then yakuman, then han, then fu. */
function better(a: Candidate, b: Candidate): boolean {
  return a.points !== b.points ? a.points > b.points : a.yakuman !== b.yakuman ? a.yakuman > b.yakuman : a.han !== b.han ? a.han > b.han : a.fu > b.fu;
}

function evaluate(
  r: Reading,
  hand: Hand,
  f: Facts,
  extra: { dora: number; red: number; ura: number; kita: number },
  discarder: Wind | null,
): Candidate | null {
  const { rules, input } = f;
  const shape = r.form === 'standard' ? shapeOf(r.groups) : null;
  let yakuman = yakumanOf(r, f, shape);
  let yaku: ScoredYaku[];
  let han = 0;
  let multiple = 0;
  let pinfu = false;
  let pao: { seat: Wind; multiple: number } | null = null;
  if (yakuman.length > 0) {
    if (!rules.stackedYakuman) yakuman = [yakuman.reduce((a, b) => (b.yakuman > a.yakuman ? b : a))];
    multiple = yakuman.reduce((n, y) => n + y.yakuman, 0);
    yaku = yakuman;
    if (input.pao === undefined) pao = paoOf(hand, f, yakuman);
    else if (input.pao !== null && yakuman.some((y) => y.id === 'daisangen' || y.id === 'daisuushii')) {
      pao = { seat: windIn(input.pao, rules.players, 'pao'), multiple: yakuman.find((y) => y.id === 'daisangen' || y.id === 'daisuushii')!.yakuman };
    }
  } else {
    yaku = yakuOf(r, f, shape);
    if (yaku.length === 0) return null;
    for (const y of yaku) {
      han += y.han;
      if (y.id === 'pinfu') pinfu = true;
    }
    if (extra.dora > 0) yaku.push({ id: 'dora', han: extra.dora, yakuman: 0 });
    if (extra.red > 0) yaku.push({ id: 'akadora', han: extra.red, yakuman: 0 });
    if (extra.ura > 0) yaku.push({ id: 'uradora', han: extra.ura, yakuman: 0 });
    if (extra.kita > 0) yaku.push({ id: 'kita', han: extra.kita, yakuman: 0 });
    han += extra.dora + extra.red + extra.ura + extra.kita;
  }
  const fu = fuOf(r, f, pinfu, null);
  const { base, limit } = limitedBase(han, fu, multiple, rules);
  return { reading: r, yaku, han, yakuman: multiple, fu, pinfu, base, limit, points: handValue(base, f, discarder), pao };
}

function finish(c: Candidate, f: Facts, extra: { dora: number; red: number; ura: number; kita: number }, discarder: Wind | null): ScoredWin {
  const items: FuItem[] = [];
  fuOf(c.reading, f, c.pinfu, items);
  const paid = paymentsOf(
    {
      base: c.base,
      winner: f.seatWind,
      discarder,
      honba: f.input.honba ?? 0,
      riichiSticks: f.input.riichiSticks ?? 0,
      pao: c.pao?.seat ?? null,
      paoBase: c.pao ? (f.rules.paoCovers === 'hand' ? c.base : 8000 * c.pao.multiple) : 0,
    },
    f.rules,
  );
  const counts = c.yakuman > 0 ? { dora: 0, red: 0, ura: 0, kita: 0 } : extra;
  return {
    ok: true,
    yaku: sortYaku(c.yaku),
    han: c.han,
    yakuman: c.yakuman,
    // written out, not spread: one literal, one hidden class
    dora: counts.dora,
    red: counts.red,
    ura: counts.ura,
    kita: counts.kita,
    fu: c.fu,
    fuItems: items,
    limit: c.limit,
    basePoints: c.base,
    points: paid.points,
    payments: paid.payments,
    pao: c.pao?.seat ?? null,
    reading: c.reading,
  };
}
