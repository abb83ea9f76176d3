// The yaku of a reading: situational ones (from the facts), yakuman, regular yaku, dora, pao,
// and Tenhou's order to list them in.
import { doraFromIndicator, isDragon, isTerminalOrHonour, isWind, kindOf, seatFrom, seatOfWind, seatWind as windOfSeat } from '@mjkit/core';
import type { Hand, Meld, Tile, TileKind, Wind } from '@mjkit/core';
import type { Facts } from './facts.js';
import type { Group, Reading } from './reading.js';
import { YAKU } from './yaku.js';
import type { YakuId } from './yaku.js';

/** One yaku of a scored hand. */
export interface ScoredYaku {
  readonly id: YakuId;
  /** Han (for dora entries: how many dora); 0 for a yakuman. */
  readonly han: number;
  /** Yakuman multiple, 0 for a yaku that is not a yakuman. */
  readonly yakuman: number;
}

const WIND_NAMES = ['east', 'south', 'west', 'north'] as const;

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

/** The yaku that do not depend on the reading. */
export function situationalYaku(f: Facts): ScoredYaku[] {
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
export interface Shape {
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

export function shapeOf(groups: readonly Group[]): Shape {
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
export function yakumanOf(r: Reading, f: Facts, shape: Shape | null): ScoredYaku[] {
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
export function yakuOf(r: Reading, f: Facts, shape: Shape | null): ScoredYaku[] {
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

/** Dora of the indicators in the hand (kita count as dora when north is). */
export function doraCount(indicators: readonly Tile[], f: Facts, kita: number): number {
  let n = 0;
  for (const ind of indicators) {
    const d = doraFromIndicator(ind, f.rules.players);
    n += f.all[d] as number;
    if (d === 30) n += kita;
  }
  return n;
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
export function paoOf(hand: Hand, f: Facts, yakuman: readonly ScoredYaku[]): { seat: Wind; multiple: number } | null {
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
export function sortYaku(yaku: ScoredYaku[]): ScoredYaku[] {
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
