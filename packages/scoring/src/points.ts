// Points from han and fu, and who pays what: ron, tsumo (with tsumo loss in three-player
// games), honba, riichi sticks, pao; nagashi mangan; noten payments at an exhaustive draw.
import type { Rules, Wind } from '@mjkit/core';
import { checkArray, checkObject, checkOptions, checkWholeNumber, describeValue, fail, rulesOf } from '@mjkit/core/internal';

/** The name of a hand's limit. */
export type Limit = 'none' | 'mangan' | 'haneman' | 'baiman' | 'sanbaiman' | 'kazoe-yakuman' | 'yakuman';

/** Base points and limit of a hand; see {@link basePoints}. */
export interface BasePoints {
  /** fu × 2^(han + 2), or the limit's value (mangan 2,000 … yakuman 8,000 × multiple). */
  readonly base: number;
  readonly limit: Limit;
}

/**
 * The base points of a hand from its han and fu, or its yakuman multiple: fu × 2^(han + 2) up to
 * mangan (2,000), haneman at 6 han, baiman at 8, sanbaiman at 11, kazoe yakuman at 13 (when the
 * rules have it), yakuman 8,000 per multiple. Kiriage mangan rounds 1,920 up to 2,000.
 *
 * @example
 * ```ts
 * import { basePoints } from '@mjkit/scoring';
 * basePoints(3, 40); // => { base: 1280, limit: 'none' }
 * basePoints(4, 40); // => { base: 2000, limit: 'mangan' }
 * basePoints(13, 30); // => { base: 8000, limit: 'kazoe-yakuman' }
 * basePoints(0, 0, 2); // => { base: 16000, limit: 'yakuman' }
 * ```
 */
export function basePoints(han: number, fu: number, yakuman = 0, rules?: Rules): BasePoints {
  checkWholeNumber(han, 'han');
  checkWholeNumber(fu, 'fu');
  checkWholeNumber(yakuman, 'yakuman');
  return limitedBase(han, fu, yakuman, rulesOf(rules));
}

/** @internal {@link basePoints} of checked arguments: scoreHand calls it for every reading. */
export function limitedBase(han: number, fu: number, yakuman: number, rules: Rules): BasePoints {
  if (yakuman > 0) return { base: 8000 * yakuman, limit: 'yakuman' };
  if (han >= 13) return rules.kazoeYakuman ? { base: 8000, limit: 'kazoe-yakuman' } : { base: 6000, limit: 'sanbaiman' };
  if (han >= 11) return { base: 6000, limit: 'sanbaiman' };
  if (han >= 8) return { base: 4000, limit: 'baiman' };
  if (han >= 6) return { base: 3000, limit: 'haneman' };
  if (han >= 5) return { base: 2000, limit: 'mangan' };
  const base = fu * 2 ** (han + 2);
  if (base >= 2000 || (rules.kiriageMangan && base === 1920)) return { base: 2000, limit: 'mangan' };
  return { base, limit: 'none' };
}

function ceil100(x: number): number {
  return Math.ceil(x / 100) * 100;
}

/** Who pays a win: the input of {@link winPayments}. */
export interface PaymentInput {
  /** Base points of the hand (see {@link basePoints}). */
  readonly base: number;
  /** Seat wind of the winner: 0 = East (the dealer), 1 South, 2 West, 3 North. */
  readonly winner: Wind;
  /** Seat wind of the player who dealt in, or null for tsumo. */
  readonly discarder: Wind | null;
  /** Honba on the table. */
  readonly honba?: number;
  /** Riichi sticks on the table, all going to the winner. */
  readonly riichiSticks?: number;
  /** Seat wind of the player responsible (pao) for part of the hand, or null. */
  readonly pao?: Wind | null;
  /** Of `base`, the part the pao player is responsible for (a yakuman's 8,000 × multiple). */
  readonly paoBase?: number;
  readonly rules?: Rules;
}

/** The result of {@link winPayments}. */
export interface Payments {
  /** The hand's value: what the others pay without honba and riichi sticks. */
  readonly points: number;
  /** The change of each seat's score (indexed by seat wind), honba and sticks included. */
  readonly payments: number[];
}

/**
 * The score changes of a win. Ron: the discarder pays 4× base (6× for a dealer win), rounded up
 * to 100. Tsumo: the dealer pays 2× base and others 1× (a dealer win: 2× each), each rounded up;
 * with three players the missing fourth share is not paid (tsumo loss). Honba: `honbaPoints`
 * per honba from the discarder, or split among the payers on tsumo. Riichi sticks go to the
 * winner. Pao: on tsumo the responsible player pays its part alone, as if it had dealt in (and
 * the honba too when that part is the whole hand; with another yakuman beside it, the rest and
 * the honba are paid as a tsumo); on ron it pays half of its part and the discarder the rest,
 * and the honba go to the pao player (rule `paoHonba: 'liable'`, Tenhou) or to the discarder
 * (`'discarder'`, majiang-core).
 *
 * @example
 * ```ts
 * import { winPayments } from '@mjkit/scoring';
 * const tsumo = winPayments({ base: 2000, winner: 1, discarder: null, honba: 1, riichiSticks: 1 });
 * tsumo; // => { points: 8000, payments: [-4100, 9300, -2100, -2100] }
 * ```
 */
export function winPayments(input: PaymentInput): Payments {
  checkObject(input, 'payment input');
  checkOptions(input, 'payment input', ['base', 'winner', 'discarder', 'honba', 'riichiSticks', 'pao', 'paoBase', 'rules']);
  return paymentsOf(input, rulesOf(input.rules));
}

/** Checks a seat wind of the input: null or 0..players − 1. */
function checkSeat(seat: number | null, name: string, players: number): void {
  if (seat !== null && !(Number.isInteger(seat) && seat >= 0 && seat < players)) {
    fail('INVALID_ARGUMENT', `${name} must be a seat wind 0..${players - 1}, not ${describeValue(seat)}`);
  }
}

/** @internal {@link winPayments} under checked rules (scoreHand checked them once); checks the rest of `input`. */
export function paymentsOf(input: PaymentInput, rules: Rules): Payments {
  const players = rules.players;
  const { base, winner, discarder } = input;
  const honba = input.honba ?? 0;
  const sticks = input.riichiSticks ?? 0;
  const pao = input.pao ?? null;
  const paoBase = pao === null ? 0 : (input.paoBase ?? base);
  checkWholeNumber(base, 'base');
  checkWholeNumber(honba, 'honba');
  checkWholeNumber(sticks, 'riichiSticks');
  checkWholeNumber(paoBase, 'paoBase');
  checkSeat(winner, 'winner', players);
  checkSeat(discarder, 'discarder', players);
  checkSeat(pao, 'pao', players);
  if (winner === null) fail('INVALID_ARGUMENT', 'winner must be a seat wind, not null');
  if (discarder === winner) fail('INVALID_ARGUMENT', 'a winner cannot deal in to itself');
  const dealer = winner === 0;
  const pay = players === 4 ? [0, 0, 0, 0] : [0, 0, 0]; // packed, not holey as new Array(n) is
  const restBase = base - paoBase;
  let points = 0;
  const charge = (seat: number, amount: number) => {
    pay[seat]! -= amount;
    pay[winner]! += amount;
  };
  if (discarder !== null) {
    const honbaTotal = honba * rules.honbaPoints;
    if (pao !== null && paoBase > 0) {
      const paoTotal = ceil100(paoBase * (dealer ? 6 : 4));
      const half = ceil100(paoTotal / 2);
      const rest = ceil100(restBase * (dealer ? 6 : 4));
      points = paoTotal + rest;
      if (pao === discarder) charge(discarder, paoTotal + rest + honbaTotal);
      else {
        const paoPaysHonba = rules.paoHonba === 'liable';
        charge(pao, half + (paoPaysHonba ? honbaTotal : 0));
        charge(discarder, paoTotal - half + rest + (paoPaysHonba ? 0 : honbaTotal));
      }
    } else {
      points = ceil100(base * (dealer ? 6 : 4));
      charge(discarder, points + honbaTotal);
    }
  } else {
    const honbaEach = honba * (rules.honbaPoints / (players - 1));
    const paoAlone = pao !== null && paoBase > 0 && restBase === 0;
    let paoShare = 0;
    if (pao !== null && paoBase > 0) {
      // The responsible player pays its part as if it had dealt in; alone, also the honba.
      paoShare = ceil100(paoBase * (dealer ? 6 : 4));
      charge(pao, paoShare + (paoAlone ? honba * rules.honbaPoints : 0));
    }
    points = paoShare;
    for (let seat = 0; seat < players; seat++) {
      if (seat === winner) continue;
      const share = restBase > 0 ? ceil100(restBase * (dealer || seat === 0 ? 2 : 1)) : 0;
      points += share;
      charge(seat, share + (paoAlone ? 0 : honbaEach));
    }
  }
  pay[winner]! += sticks * rules.riichiDeposit;
  return { points, payments: pay };
}

/**
 * The score changes of nagashi mangan: paid as a mangan tsumo by each player who made it (no
 * honba, and the riichi sticks stay on the table).
 *
 * @example
 * ```ts
 * import { nagashiManganPayments } from '@mjkit/scoring';
 * nagashiManganPayments([2]); // => [-4000, -2000, 8000, -2000]
 * ```
 */
export function nagashiManganPayments(winners: readonly Wind[], rules?: Rules): number[] {
  checkArray(winners, 'winners');
  rules = rulesOf(rules);
  const total = new Array<number>(rules.players).fill(0);
  for (const w of winners) {
    const { payments } = winPayments({ base: 2000, winner: w, discarder: null, rules });
    payments.forEach((p, i) => (total[i]! += p));
  }
  return total;
}

/**
 * Noten payments at an exhaustive draw: the noten players pay 1,000 × (players − 1) points in
 * all, shared out equally among the tenpai players (four players: 3,000). Nothing when everyone
 * or nobody is tenpai, or when the rules have no noten payments.
 *
 * @example
 * ```ts
 * import { drawPayments } from '@mjkit/scoring';
 * drawPayments([true, false, false, true]); // => [1500, -1500, -1500, 1500]
 * drawPayments([false, false, true, false]); // => [-1000, -1000, 3000, -1000]
 * ```
 */
export function drawPayments(tenpai: readonly boolean[], rules?: Rules): number[] {
  checkArray(tenpai, 'tenpai');
  rules = rulesOf(rules);
  if (tenpai.length !== rules.players) fail('INVALID_ARGUMENT', `one tenpai flag per player (${rules.players})`);
  const k = tenpai.filter(Boolean).length;
  const n = tenpai.length;
  if (!rules.notenPayments || k === 0 || k === n) return new Array<number>(n).fill(0);
  const total = 1000 * (n - 1);
  return tenpai.map((t) => (t ? total / k : -total / (n - k)));
}
