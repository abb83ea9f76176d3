// What holds for a whole win, whatever the reading of its tiles: computed once per win.
import { isTerminalOrHonour, kindOf } from '@mjkit/core';
import type { Rules, Seat, TileKind, Wind } from '@mjkit/core';
import type { CheckedWin, WinInput } from './win-input.js';
import type { YakuId } from './yaku.js';
import { situationalYaku } from './yaku-of.js';
import type { ScoredYaku } from './yaku-of.js';

/** What holds for the whole hand, whatever the reading: computed once per win. */
export interface Facts {
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

/** 1 for the kinds of all green (2s 3s 4s 6s 8s 6z). */
const GREEN: Uint8Array = (() => {
  const g = new Uint8Array(34);
  for (const k of [19, 20, 21, 23, 25, 32]) g[k] = 1;
  return g;
})();

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

/** The facts of a checked win, its situational yaku (riichi, tsumo, tanyao, flushes…) included. */
export function factsOf(w: CheckedWin): Facts {
  const { all, winTile, seatWind, hand } = w;
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
    rules: w.rules,
    input: w.input,
    tsumo: w.tsumo,
    win,
    seatWind,
    roundWind: w.roundWind,
    dealer: seatWind === 0,
    dealerSeat: w.dealerSeat,
    closed: hand.isClosed,
    riichi: w.riichi,
    all,
    meldCount: hand.melds.length,
    allSimple,
    allTerminalHonour,
    allHonour,
    allTerminal,
    allGreen,
    flush: (oneSuit ? (honours ? 1 : 2) : 0) as 0 | 1 | 2,
    nineGates: nineGatesOf(w.concealed, hand.melds.length, win),
    situational: [],
  };
  facts.situational.push(...situationalYaku(facts));
  return facts;
}
