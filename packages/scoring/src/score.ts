// Scoring a win: check the input, compute its facts, score every reading of the tiles and keep
// the best, then write out its fu breakdown and payments.
import type { Hand, Meld, Wind } from '@mjkit/core';
import { factsOf } from './facts.js';
import type { Facts } from './facts.js';
import { fuOf } from './fu.js';
import type { FuItem } from './fu.js';
import { limitedBase, paymentsOf } from './points.js';
import type { Limit } from './points.js';
import { meldGroup, readings } from './reading.js';
import type { Group, Reading } from './reading.js';
import { checkWin, windIn } from './win-input.js';
import type { WinInput } from './win-input.js';
import { doraCount, paoOf, shapeOf, sortYaku, yakumanOf, yakuOf } from './yaku-of.js';
import type { ScoredYaku } from './yaku-of.js';

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
  const w = checkWin(given);
  const facts = factsOf(w);
  const { hand, rules, tsumo, discarder, concealed, riichi, kita, red } = w;
  const melds = hand.melds;
  const win = facts.win;
  const groups: Group[] = [];
  for (let i = 0; i < melds.length; i++) groups.push(meldGroup(melds[i] as Meld));
  const options = readings(concealed, groups, win, tsumo);
  if (options.length === 0) return { ok: false, code: 'NOT_COMPLETE', message: 'the tiles do not form a complete hand' };
  const dora = doraCount(w.doraIndicators, facts, kita);
  const ura = riichi > 0 && rules.uradora ? doraCount(w.uraIndicators, facts, kita) : 0;
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
