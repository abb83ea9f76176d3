// Strategies: the three hand plans the study compares (all simples, every set touching a
// terminal or honour, a value honour), from a won hand's yaku or guessed from a hand in play.
import { isTerminalOrHonour } from '@mjkit/core';
import { checkObject, describeValue, fail } from '@mjkit/core/internal';
import type { TableMeld } from '@mjkit/table';

/** A hand plan: `tanyao` (all simples), `chanta` (chanta or junchan), `yakuhai` (a value honour). */
export type Strategy = 'tanyao' | 'chanta' | 'yakuhai';

/** The three strategies, in the order tables store them. */
export const STRATEGIES: readonly Strategy[] = Object.freeze(['tanyao', 'chanta', 'yakuhai'] as const);

/** Tenhou's yaku numbers: tanyao 8; seat winds 10–13, round winds 14–17, dragons 18–20; chanta 23, junchan 26. */
const TANYAO = 8;
const CHANTA = new Set([23, 26]);
const YAKUHAI_FIRST = 10;
const YAKUHAI_LAST = 20;

/**
 * The strategies a won hand shows, from its yaku (Tenhou's numbers): each of the three it has,
 * in table order. A hand can show two (chanta with a value honour).
 *
 * @example
 * ```ts
 * import { strategiesOfWin } from '@mjkit/sequence';
 * strategiesOfWin([1, 8]); // => ['tanyao']
 * strategiesOfWin([23, 18]); // => ['chanta', 'yakuhai']
 * strategiesOfWin([1, 7]); // => []
 * ```
 */
export function strategiesOfWin(yaku: readonly number[]): Strategy[] {
  if (!Array.isArray(yaku) || !yaku.every((y) => typeof y === 'number')) fail('INVALID_ARGUMENT', `yaku must be an array of Tenhou yaku numbers, not ${describeValue(yaku)}`);
  const out: Strategy[] = [];
  if (yaku.includes(TANYAO)) out.push('tanyao');
  if (yaku.some((y) => CHANTA.has(y))) out.push('chanta');
  if (yaku.some((y) => y >= YAKUHAI_FIRST && y <= YAKUHAI_LAST)) out.push('yakuhai');
  return out;
}

/** What {@link chooseStrategy} reads of a hand in play. */
export interface StrategyInput {
  /** Concealed tiles, 34 counts per kind. */
  readonly counts: ArrayLike<number>;
  /** The kinds of each meld's tiles (chii, pon, kan), if any. */
  readonly melds?: readonly (readonly number[])[];
  /** The seat wind (0 East … 3 North) and the round wind. */
  readonly seatWind: number;
  readonly roundWind: number;
}

/** Ranks 4–6 are in no set that holds a 1 or a 9. */
const isMiddle = (k: number): boolean => k < 27 && k % 9 >= 3 && k % 9 <= 5;

/**
 * The determiner: the most reachable of the three strategies for a hand in play. The study
 * calls its own a heuristic and does not give it; this one is ours (the README gives the
 * reasons):
 *
 * 1. `yakuhai` when the hand holds a pair or more of a value honour (a dragon, the seat wind or
 *    the round wind), concealed or called: one more copy, or none, makes the yaku.
 * 2. Otherwise the plan with fewer tiles that do not fit it: for `tanyao` the terminals and
 *    honours, for `chanta` the 4s, 5s and 6s (no set that touches a 1 or a 9 holds them). A meld
 *    that rules a plan out (a terminal or honour in a meld for tanyao; a meld without one for
 *    chanta) makes that plan's count infinite. Ties go to `tanyao`, the more common.
 *
 * @example
 * ```ts
 * import { parseTiles, tileCounts } from '@mjkit/core';
 * import { chooseStrategy } from '@mjkit/sequence';
 * const of = (s: string) => chooseStrategy({ counts: tileCounts(parseTiles(s)), seatWind: 1, roundWind: 0 });
 * of('234m456p3467s3344z'); // => 'tanyao'
 * of('123m789p1299s5567z'); // => 'yakuhai'
 * of('123m789p1299s1347z'); // => 'chanta'
 * ```
 */
export function chooseStrategy(input: StrategyInput): Strategy {
  checkObject(input, 'chooseStrategy input');
  const { counts, melds = [], seatWind, roundWind } = input;
  if (counts === null || typeof counts !== 'object' || counts.length !== 34) fail('INVALID_ARGUMENT', `counts must be 34 numbers, not ${describeValue(counts)}`);
  for (let k = 0; k < 34; k++) {
    const n = counts[k];
    if (!(n === 0 || n === 1 || n === 2 || n === 3 || n === 4)) fail('FIFTH_COPY', `count of kind ${k} must be 0..4, not ${describeValue(n)}`);
  }
  const kindList = (m: unknown) => Array.isArray(m) && m.every((x) => Number.isInteger(x) && x >= 0 && x < 34);
  if (!Array.isArray(melds) || !melds.every(kindList)) fail('INVALID_ARGUMENT', `melds must be arrays of tile kinds 0..33, not ${describeValue(melds)}`);
  for (const [name, w] of [['seatWind', seatWind], ['roundWind', roundWind]] as const) {
    if (!(Number.isInteger(w) && w >= 0 && w < 4)) fail('INVALID_ARGUMENT', `${name} must be 0..3, not ${describeValue(w)}`);
  }
  return strategyOf(counts, melds, seatWind, roundWind);
}

/** @internal The kinds of a seat's melds as the determiner reads them (a kita is no meld here). */
export function meldKinds(melds: readonly TableMeld[]): number[][] {
  return melds.filter((m) => m.type !== 'kita').map((m) => m.tiles.map((id) => id >> 2));
}

/** Copies of a kind held, concealed and in melds. */
function heldOf(counts: ArrayLike<number>, melds: readonly (readonly number[])[], kind: number): number {
  let n = counts[kind] as number;
  for (const m of melds) for (const k of m) if (k === kind) n++;
  return n;
}

/** @internal {@link chooseStrategy} of sound input (the miner's own). */
export function strategyOf(counts: ArrayLike<number>, melds: readonly (readonly number[])[], seatWind: number, roundWind: number): Strategy {
  if (heldOf(counts, melds, 31) >= 2 || heldOf(counts, melds, 32) >= 2 || heldOf(counts, melds, 33) >= 2) return 'yakuhai';
  if (heldOf(counts, melds, 27 + seatWind) >= 2 || heldOf(counts, melds, 27 + roundWind) >= 2) return 'yakuhai';
  let tanyao = 0;
  let chanta = 0;
  for (let k = 0; k < 34; k++) {
    const n = counts[k] as number;
    if (isTerminalOrHonour(k)) tanyao += n;
    if (isMiddle(k)) chanta += n;
  }
  for (const m of melds) {
    if (m.some(isTerminalOrHonour)) tanyao = Infinity;
    else chanta = Infinity;
  }
  return chanta < tanyao ? 'chanta' : 'tanyao';
}
