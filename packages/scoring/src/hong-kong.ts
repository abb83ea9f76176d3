// Hong Kong Old Style scoring: the faan of a winning hand, whether it reaches the table's
// minimum, and the payments. One reading of the hand is scored per decomposition; the best counts.
import { Hand, decompose, isHongKongRules, isOpenMeld, kindOf, parseBonusTiles, tileToString } from '@mjkit/core';
import type { HongKongRules, Meld, Tile, TileKind, TileLike, Wind } from '@mjkit/core';
import { checkObject, checkOptions, describeValue, fail } from '@mjkit/core/internal';
import { HK_LIMIT, hongKongBase, hongKongPayments } from './hk-payments.js';
import type { HongKongPaymentRules } from './hk-payments.js';
import { toTile, windIn } from './win-input.js';

/** The faan items of Hong Kong Old Style, with their faan (13: a limit hand). */
export const HK_FAAN = Object.freeze({
  'chicken-hand': 0,
  'all-chows': 1,
  concealed: 1,
  'self-draw': 1,
  'dragon-pung': 1,
  'seat-wind': 1,
  'round-wind': 1,
  'last-tile': 1,
  'kong-replacement': 1,
  'bonus-replacement': 1,
  'robbing-kong': 1,
  'all-pungs': 3,
  'mixed-one-suit': 3,
  'mixed-terminals': 1,
  'small-three-dragons': 5,
  'full-flush': 7,
  'small-four-winds': 6,
  'great-three-dragons': 8,
  'great-four-winds': 13,
  'all-honours': 13,
  'all-terminals': 13,
  'thirteen-orphans': 13,
  'nine-gates': 13,
  'four-concealed-pungs': 13,
  'four-kongs': 13,
  'heavenly-hand': 13,
  'earthly-hand': 13,
  'own-flower': 1,
  'own-season': 1,
  'all-flowers': 2,
  'all-seasons': 2,
  'no-bonus': 1,
} as const);

/** The id of a Hong Kong faan item. */
export type HongKongFaanId = keyof typeof HK_FAAN;


/** A win to score under Hong Kong Old Style. */
export interface HongKongWinInput {
  /** The winner's hand: 14 tiles with the winning tile (kongs count as 3), or 13 with `winningTile` apart. */
  readonly hand: Hand;
  /** The winning tile; by default the hand's drawn tile. Required with a 13-tile hand. */
  readonly winningTile?: TileLike;
  /** True for a self-draw, false for a win on a discard. */
  readonly tsumo: boolean;
  /** For a win on a discard: the discarder's seat wind. */
  readonly discarder?: Wind;
  /** The winner's seat wind (0 = East, the dealer) and the round wind. */
  readonly seatWind: Wind;
  readonly roundWind: Wind;
  /**
   * The winner's bonus tiles: 1–4 the flowers, 5–8 the seasons (`'1f'`…`'8f'` too); a seat's own
   * are its wind + 1 and its wind + 5 (East 1f and 5f, South 2f and 6f, …).
   */
  readonly bonus?: readonly (number | string)[];
  /** Won on the last tile of the wall (self-draw) or the last discard. */
  readonly lastTile?: boolean;
  /** Won on the replacement tile of a kong, or of a bonus tile. */
  readonly replacement?: 'kong' | 'bonus';
  /** Won by robbing a kong. */
  readonly chankan?: boolean;
  /** Won in the first uninterrupted go-around: heavenly hand (the dealer's self-draw) or earthly hand (anyone else). */
  readonly firstTurn?: boolean;
  /** The least faan a win needs, bonus items not counted (default 3; 0–13). */
  readonly minFaan?: number;
  /** How the win is paid (default half-spicy, half-gun, unit 1). */
  readonly payment?: HongKongPaymentRules;
  /**
   * Liability (包): the seat wind of the player who pays for everyone, or `'auto'`: the one who
   * fed the 12th exposed tile (the fourth claimed meld), or the meld that completed great three
   * dragons or great four winds. Default: nobody.
   */
  readonly liable?: Wind | 'auto' | null;
  /**
   * The table's rules (`createRules('hk' | 'hk-east', …)` of @mjkit/core): the defaults of
   * `minFaan`, `payment` and `liable` (`'auto'` when the rules play liability), and whether bonus
   * items score (not when the table plays without bonus tiles). The fields above, when given, win.
   */
  readonly rules?: HongKongRules;
}

/** One item of a Hong Kong score. */
export interface HongKongFaanItem {
  readonly id: HongKongFaanId;
  readonly faan: number;
  /** A bonus item: counts in the total, not toward the minimum. */
  readonly bonus: boolean;
}

/** What {@link scoreHongKong} found. */
export interface HongKongScore {
  /** True when the hand is a win at this table: complete, and its faan without the bonus items reach the minimum. */
  readonly ok: boolean;
  /** Why it is not a win (`ok` false). */
  readonly reason?: string;
  /** The total, capped at 13. */
  readonly faan: number;
  /** True for a limit hand (13 faan), reached by a limit item or by the cap. */
  readonly limit: boolean;
  /** The faan that count toward the minimum (the total without the bonus items, capped at 13). */
  readonly handFaan: number;
  readonly items: readonly HongKongFaanItem[];
  /** Each seat's change, indexed by seat wind (all zeros when `ok` is false). */
  readonly payments: number[];
  /** The seat wind who paid for everyone, or null. */
  readonly liable: Wind | null;
}

const KEYS: ReadonlySet<keyof HongKongWinInput> = new Set<keyof HongKongWinInput>(['hand', 'winningTile', 'tsumo', 'discarder', 'seatWind', 'roundWind', 'bonus', 'lastTile', 'replacement', 'chankan', 'firstTurn', 'minFaan', 'payment', 'liable', 'rules']);

/** A set of the winning hand as scored: kind, shape, and whether it was concealed when the hand won. */
interface ScoredSet {
  readonly kind: TileKind;
  readonly type: 'chow' | 'pung' | 'kong';
  /** Not claimed: a concealed set, or a concealed kong; a pung finished by the winning discard is not. */
  readonly concealed: boolean;
}

const isHonour = (k: TileKind) => k >= 27;
const isTerminal = (k: TileKind) => k < 27 && (k % 9 === 0 || k % 9 === 8);
const DRAGONS = [31, 32, 33];

/** A bonus tile 1–8 from a number or `'1f'`…`'8f'` (core's `parseBonusTiles`). */
function bonusTile(b: number | string, i: number): number {
  let n: unknown = b;
  if (typeof b === 'string') {
    try {
      const one = parseBonusTiles(b);
      if (one.length === 1) n = one[0];
    } catch {
      // refused below, naming the place in the list
    }
  }
  if (!(typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 8)) fail('INVALID_ARGUMENT', `bonus[${i}] is a bonus tile 1–8 or '1f'–'8f', not ${describeValue(b)}`);
  return n;
}

/** The items of one reading (sets and pair), before bonus items; the limit items alone when there are any. */
function readingItems(sets: readonly ScoredSet[], pair: TileKind, all: Uint8Array, x: { concealedHand: boolean; tsumo: boolean; seatWind: Wind; roundWind: Wind; lastTile: boolean; replacement: 'kong' | 'bonus' | null; chankan: boolean; firstTurn: boolean; nineGates: boolean }): HongKongFaanId[] {
  const pungs = sets.filter((s) => s.type !== 'chow');
  const kinds: TileKind[] = [];
  for (let k = 0; k < 34; k++) if (all[k]! > 0) kinds.push(k);
  const suits = new Set(kinds.filter((k) => k < 27).map((k) => (k / 9) | 0));
  const honours = kinds.some(isHonour);
  const dragonPungs = pungs.filter((s) => DRAGONS.includes(s.kind)).length;
  const windPungs = pungs.filter((s) => s.kind >= 27 && s.kind <= 30).length;
  const limits: HongKongFaanId[] = [];
  if (windPungs === 4) limits.push('great-four-winds');
  if (kinds.every(isHonour)) limits.push('all-honours');
  if (kinds.every(isTerminal)) limits.push('all-terminals');
  if (x.nineGates) limits.push('nine-gates');
  if (pungs.length === 4 && pungs.every((s) => s.concealed)) limits.push('four-concealed-pungs');
  if (sets.filter((s) => s.type === 'kong').length === 4) limits.push('four-kongs');
  if (x.firstTurn) limits.push(x.seatWind === 0 && x.tsumo ? 'heavenly-hand' : 'earthly-hand');
  if (limits.length > 0) return limits;
  const items: HongKongFaanId[] = [];
  if (x.concealedHand) items.push('concealed');
  if (x.tsumo) items.push('self-draw');
  if (pungs.length === 0) items.push('all-chows');
  if (pungs.length === 4) items.push('all-pungs');
  if (suits.size === 1 && !honours) items.push('full-flush');
  else if (suits.size === 1 && honours) items.push('mixed-one-suit');
  if (kinds.every((k) => isHonour(k) || isTerminal(k))) items.push('mixed-terminals');
  // the dragons and winds: the tighter pattern takes in the pungs it is made of
  if (dragonPungs === 3) items.push('great-three-dragons');
  else if (dragonPungs === 2 && DRAGONS.includes(pair)) items.push('small-three-dragons');
  else for (let i = 0; i < dragonPungs; i++) items.push('dragon-pung');
  if (windPungs === 3 && pair >= 27 && pair <= 30) items.push('small-four-winds');
  else {
    if (pungs.some((s) => s.kind === 27 + x.seatWind)) items.push('seat-wind');
    if (pungs.some((s) => s.kind === 27 + x.roundWind)) items.push('round-wind');
  }
  if (x.lastTile) items.push('last-tile');
  if (x.replacement === 'kong') items.push('kong-replacement');
  if (x.replacement === 'bonus') items.push('bonus-replacement');
  if (x.chankan) items.push('robbing-kong');
  return items;
}

const sum = (ids: readonly HongKongFaanId[]) => ids.reduce((s, id) => s + HK_FAAN[id], 0);

/**
 * Scores a Hong Kong Old Style win: every reading of the hand (four sets and a pair, or thirteen
 * orphans; no seven pairs), its faan items (where one contains another only the tighter scores; a
 * limit hand is 13), the bonus items (own flower and season, a full set, no bonus tile: in the
 * total, never toward the minimum), the total capped at 13, and the payments. A complete hand below
 * the minimum answers `ok: false` with the reason, as does an incomplete one; input that is not a
 * hand is refused (`INVALID_ARGUMENT`, `FIFTH_COPY`, `INVALID_TILE`).
 *
 * @example
 * ```ts
 * import { Hand } from '@mjkit/core';
 * import { scoreHongKong } from '@mjkit/scoring';
 * // nine gates won on a discard from South: a limit hand
 * const r = scoreHongKong({ hand: Hand.parse('1112345678999m1m'), tsumo: false, discarder: 1, seatWind: 0, roundWind: 0 });
 * r.ok; // => true
 * r.items.map((i) => i.id); // => ['nine-gates']
 * // concealed, all chows, South's own flower: 3 faan, but only 2 toward the minimum of 3
 * const s = scoreHongKong({ hand: Hand.parse('123m456m789m11p456s'), tsumo: false, discarder: 2, seatWind: 1, roundWind: 0, bonus: ['2f'] });
 * [s.ok, s.faan, s.handFaan]; // => [false, 3, 2]
 * s.reason; // => 'the hand has 2 faan without its bonus items; the table asks for 3'
 * ```
 */
export function scoreHongKong(given: HongKongWinInput): HongKongScore {
  checkObject(given, 'scoreHongKong input');
  checkOptions(given, 'scoreHongKong input', KEYS);
  const input = given;
  if (!Hand.isHand(input.hand)) fail('INVALID_ARGUMENT', `scoreHongKong needs { hand: Hand, … }, not hand ${describeValue(input.hand)}`);
  if (typeof input.tsumo !== 'boolean') fail('INVALID_ARGUMENT', `tsumo must be true or false, not ${describeValue(input.tsumo)}`);
  const seatWind = windIn(input.seatWind, 4, 'seatWind');
  const roundWind = windIn(input.roundWind, 4, 'roundWind');
  const discarder = input.tsumo ? null : windIn(input.discarder, 4, 'discarder (for a win on a discard)');
  if (discarder === seatWind) fail('INVALID_ARGUMENT', 'the discarder cannot be the winner');
  for (const key of ['lastTile', 'chankan', 'firstTurn'] as const) if (input[key] !== undefined && typeof input[key] !== 'boolean') fail('INVALID_ARGUMENT', `${key} must be true or false, not ${describeValue(input[key])}`);
  const replacement = input.replacement ?? null;
  if (replacement !== null && replacement !== 'kong' && replacement !== 'bonus') fail('INVALID_ARGUMENT', `replacement is 'kong' or 'bonus', not ${describeValue(replacement)}`);
  if (replacement !== null && !input.tsumo) fail('INVALID_ARGUMENT', 'a win on a replacement tile is a self-draw');
  if (input.chankan === true && input.tsumo) fail('INVALID_ARGUMENT', 'robbing a kong is a win on another player\'s tile, not a self-draw');
  const rules = input.rules;
  if (rules !== undefined && !isHongKongRules(rules)) fail('INVALID_ARGUMENT', `rules must be a Hong Kong rule set from createRules('hk' | 'hk-east'), not ${describeValue(rules)}`);
  const minFaan = input.minFaan ?? rules?.minFaan ?? 3;
  if (!(Number.isInteger(minFaan) && minFaan >= 0 && minFaan <= HK_LIMIT)) fail('INVALID_ARGUMENT', `minFaan is a whole number 0–13, not ${describeValue(minFaan)}`);
  const pay = input.payment ?? (rules ? { scale: rules.scale, gun: rules.gun, unit: rules.unit } : {});
  checkObject(pay, 'payment');
  checkOptions(pay, 'payment', new Set(['scale', 'gun', 'unit']));
  const scale = pay.scale ?? 'half-spicy';
  if (scale !== 'half-spicy' && scale !== 'spicy') fail('INVALID_ARGUMENT', `payment.scale is 'half-spicy' or 'spicy', not ${describeValue(scale)}`);
  const gun = pay.gun ?? 'half-gun';
  if (gun !== 'half-gun' && gun !== 'full-gun') fail('INVALID_ARGUMENT', `payment.gun is 'half-gun' or 'full-gun', not ${describeValue(gun)}`);
  const unit = pay.unit ?? 1;
  if (!(typeof unit === 'number' && Number.isFinite(unit) && unit > 0)) fail('INVALID_ARGUMENT', `payment.unit is a number > 0, not ${describeValue(unit)}`);
  const bonusGiven = input.bonus ?? [];
  if (!Array.isArray(bonusGiven)) fail('INVALID_ARGUMENT', `bonus is a list of bonus tiles, not ${describeValue(bonusGiven)}`);
  const bonus = bonusGiven.map(bonusTile);
  if (rules?.bonusTiles === false && bonus.length > 0) fail('INVALID_ARGUMENT', 'this table plays without bonus tiles, and bonus holds some');
  if (new Set(bonus).size !== bonus.length) fail('INVALID_ARGUMENT', `bonus holds a bonus tile twice (${bonus.join(', ')}): there is one of each`);

  // the hand with its winning tile
  let hand = input.hand;
  let winTile: Tile;
  if (hand.tileCount === 13) {
    if (input.winningTile === undefined) fail('INVALID_ARGUMENT', 'a 13-tile hand needs its winningTile');
    winTile = toTile(input.winningTile);
    hand = hand.draw(winTile);
  } else {
    const w = input.winningTile === undefined ? hand.drawn : toTile(input.winningTile);
    if (w === null) fail('INVALID_ARGUMENT', 'give the winningTile: the hand has no drawn tile');
    winTile = w;
    if (hand.count(kindOf(winTile)) === 0) fail('INVALID_ARGUMENT', `the winning tile ${tileToString(winTile)} is not in the hand`);
  }
  if (hand.redFiveCount > 0) fail('INVALID_ARGUMENT', 'Hong Kong tiles have no red fives');
  const winKind = kindOf(winTile);
  const melds = hand.melds;
  const all = hand.countsInto(new Uint8Array(34), true);
  const concealedHand = !melds.some(isOpenMeld);
  const meldSets: ScoredSet[] = melds.map((m: Meld) => ({ kind: kindOf(m.tiles[0]!), type: m.type === 'chii' ? 'chow' : m.type === 'pon' ? 'pung' : 'kong', concealed: m.type === 'ankan' }));
  const x = { concealedHand, tsumo: input.tsumo, seatWind, roundWind, lastTile: input.lastTile === true, replacement, chankan: input.chankan === true, firstTurn: input.firstTurn === true, nineGates: false };

  // the best reading: the most faan before the bonus items
  let best: HongKongFaanId[] | null = null;
  for (const d of decompose(hand)) {
    let ids: HongKongFaanId[];
    if (d.form === 'kokushi') ids = x.firstTurn ? ['thirteen-orphans', x.seatWind === 0 && x.tsumo ? 'heavenly-hand' : 'earthly-hand'] : ['thirteen-orphans'];
    else if (d.form === 'chiitoitsu') continue;
    else {
      // on a discard, a pung the winning tile completes was claimed; a chow or the pair that could hold it is read first
      const holdsWin = d.sets.map((s) => (s.type === 'triplet' ? s.kind === winKind : winKind >= s.kind && winKind <= s.kind + 2 && s.kind < 27 && winKind < 27 && ((winKind / 9) | 0) === ((s.kind / 9) | 0)));
      const winInOther = d.pair === winKind || d.sets.some((s, i) => holdsWin[i] && s.type === 'sequence');
      const sets: ScoredSet[] = [
        ...meldSets,
        ...d.sets.map((s, i) => ({ kind: s.kind, type: s.type === 'triplet' ? ('pung' as const) : ('chow' as const), concealed: s.type === 'sequence' || input.tsumo || !holdsWin[i] || winInOther })),
      ];
      const nineGates = concealedHand && melds.length === 0 && nineGatesShape(all);
      ids = readingItems(sets, d.pair, all, { ...x, nineGates });
    }
    if (best === null || sum(ids) > sum(best)) best = ids;
  }
  const zero = [0, 0, 0, 0];
  if (best === null) return { ok: false, reason: 'the hand is not complete (four sets and a pair, or thirteen orphans; seven pairs do not count)', faan: 0, limit: false, handFaan: 0, items: [], payments: zero, liable: null };

  const handFaan = Math.min(HK_LIMIT, sum(best));
  if (handFaan === 0) best = ['chicken-hand'];
  const own = [seatWind + 1, seatWind + 5];
  // a limit hand is worth the limit, bonus tiles or not
  const bonusIds: HongKongFaanId[] = [];
  const bonusPlayed = rules?.bonusTiles !== false;
  if (handFaan < HK_LIMIT && bonusPlayed && bonus.length === 0) bonusIds.push('no-bonus');
  const flowers = bonus.filter((b) => b <= 4).length;
  const seasons = bonus.filter((b) => b >= 5).length;
  // a full set takes in the own tile it holds
  if (handFaan < HK_LIMIT) {
    if (flowers === 4) bonusIds.push('all-flowers');
    else if (bonus.includes(own[0]!)) bonusIds.push('own-flower');
    if (seasons === 4) bonusIds.push('all-seasons');
    else if (bonus.includes(own[1]!)) bonusIds.push('own-season');
  }
  const items: HongKongFaanItem[] = [...best.map((id) => ({ id, faan: HK_FAAN[id], bonus: false })), ...bonusIds.map((id) => ({ id, faan: HK_FAAN[id], bonus: true }))];
  const faan = Math.min(HK_LIMIT, handFaan + sum(bonusIds));
  const limit = faan === HK_LIMIT;
  if (handFaan < minFaan) return { ok: false, reason: `the hand has ${handFaan} faan without its bonus items; the table asks for ${minFaan}`, faan, limit, handFaan, items, payments: zero, liable: null };
  const liableGiven = input.liable === undefined && rules?.liability === true ? 'auto' : input.liable;
  const liable = liableGiven === undefined || liableGiven === null ? null : liableGiven === 'auto' ? liableOf(melds, seatWind) : windIn(liableGiven, 4, 'liable');
  if (liable === seatWind) fail('INVALID_ARGUMENT', 'the liable player cannot be the winner');
  const payments = hongKongPayments(hongKongBase(faan, scale) * unit, seatWind, discarder, liable, gun);
  return { ok: true, faan, limit, handFaan, items, payments, liable };
}

/** 1112345678999 of one suit and one more of it, concealed. */
function nineGatesShape(all: Uint8Array): boolean {
  for (let s = 0; s < 3; s++) {
    const c = all.subarray(s * 9, s * 9 + 9);
    let n = 0;
    for (let k = 0; k < 9; k++) n += c[k]!;
    if (n !== 14) continue;
    return c[0]! >= 3 && c[8]! >= 3 && [1, 2, 3, 4, 5, 6, 7].every((k) => c[k]! >= 1);
  }
  return false;
}

/**
 * Liability found from the melds: the source of the fourth claimed meld (the 12th exposed tile),
 * or of the meld that completed three dragon pungs or four wind pungs; null when none applies.
 */
function liableOf(melds: readonly Meld[], winner: Wind): Wind | null {
  const claimed = melds.filter(isOpenMeld);
  const sourceOf = (m: Meld) => (m.from === null ? null : (((winner + m.from) % 4) as Wind));
  let who: Wind | null = null;
  if (claimed.length === 4) who = sourceOf(claimed[3]!);
  const pungsOf = (kinds: readonly number[]) => melds.filter((m) => m.type !== 'chii' && kinds.includes(kindOf(m.tiles[0]!)));
  const dragons = pungsOf(DRAGONS);
  if (dragons.length === 3 && dragons[2]!.from !== null) who = sourceOf(dragons[2]!);
  const winds = pungsOf([27, 28, 29, 30]);
  if (winds.length === 4 && winds[3]!.from !== null) who = sourceOf(winds[3]!);
  return who;
}
