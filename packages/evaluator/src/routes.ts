// majiang-ai's shanten "by yaku route", which values hands from shanten 3 on: an open hand with
// no way to a yaku is worth nothing, so the shanten that counts is the least over the routes
// that keep a yaku reachable. Computed on the suit classes of the shanten tables, each route a
// few table reads.
import type { ShantenTables } from '@mjkit/shanten';
import { isOrphan, need, tablesOnce } from './fast-shanten.js';

/** A meld as the search keeps it: a chii or not, and its lowest kind. */
export interface SetMeld {
  readonly chii: boolean;
  readonly kind: number;
}

/** What the route shanten reads of a search. */
export interface RouteHand {
  readonly c: Uint8Array;
  readonly melds: number;
  readonly open: boolean;
  readonly sets: readonly SetMeld[];
  readonly roundWind: number;
  readonly seatWind: number;
  readonly rules: { readonly openTanyao: boolean };
  readonly model: { count(face: number): number };
}

function walk(next: Uint16Array, c: ArrayLike<number>, from: number, end: number, maskEnds: boolean): number {
  let state = 0;
  for (let i = from; i < end; i++) state = next[state + (maskEnds && (i === from || i === end - 1) ? 0 : (c[i] as number))] as number;
  return state;
}

const PAIRS = new Int32Array(4);
const KINDS = new Int32Array(4);
const SIMPLE_PAIRS = new Int32Array(3);
const SIMPLE_KINDS = new Int32Array(3);
const ORPHAN_KINDS = new Int32Array(4);
const ORPHAN_PAIRS = new Int32Array(4);

/** The standard shanten of suit classes m, p, s, z beside `sets` sets. */
function shantenOf(t: ShantenTables, m: number, p: number, s: number, z: number, sets: number): number {
  return need(t, m, p, s, z, sets) - 1;
}

function pairForms(p: number, k: number): number {
  return 6 - p + (k < 7 ? 7 - k : 0);
}

function orphanForm(k: number, p: number): number {
  return 13 - k - (p > 0 ? 1 : 0);
}

const VALUE_HONOURS = [0, 0, 31, 32, 33];

let emptyNumber = -1;
let emptyHonour = -1;

/**
 * The least shanten over the routes to a yaku: closed (any hand), yakuhai (a value honour
 * triplet held or melded, or else a pair of one still unseen, ponned: one more step), tanyao
 * (only simples; closed or with open tanyao), toitoi (pon-only melds), and one suit with
 * honours for each suit. A closed hand's route shanten is its shanten.
 */
export function routeShanten(h: RouteHand): number {
  const t = tablesOnce();
  const c = h.c;
  const melds = h.melds;
  const nx = t.numberNext;
  const hx = t.honourNext;
  if (emptyNumber < 0) {
    emptyNumber = walk(nx, new Uint8Array(9), 0, 9, false);
    emptyHonour = walk(hx, new Uint8Array(7), 0, 7, false);
  }
  const cm = walk(nx, c, 0, 9, false);
  const cp = walk(nx, c, 9, 18, false);
  const cs = walk(nx, c, 18, 27, false);
  const cz = walk(hx, c, 27, 34, false);
  // Pairs and kinds per region, for seven pairs and thirteen orphans on the closed routes.
  const pairs = PAIRS.fill(0);
  const kinds = KINDS.fill(0);
  const simplePairs = SIMPLE_PAIRS.fill(0);
  const simpleKinds = SIMPLE_KINDS.fill(0);
  const orphanKinds = ORPHAN_KINDS.fill(0);
  const orphanPairs = ORPHAN_PAIRS.fill(0);
  for (let k = 0; k < 34; k++) {
    const n = c[k] as number;
    if (n === 0) continue;
    const s = (k / 9) | 0;
    kinds[s]!++;
    if (n >= 2) pairs[s]!++;
    if (isOrphan(k)) {
      orphanKinds[s]!++;
      if (n >= 2) orphanPairs[s]!++;
    } else {
      simpleKinds[s]!++;
      if (n >= 2) simplePairs[s]!++;
    }
  }
  let full = shantenOf(t, cm, cp, cs, cz, melds);
  if (melds === 0) {
    full = Math.min(full, pairForms(pairs[0]! + pairs[1]! + pairs[2]! + pairs[3]!, kinds[0]! + kinds[1]! + kinds[2]! + kinds[3]!));
    full = Math.min(full, orphanForm(orphanKinds[0]! + orphanKinds[1]! + orphanKinds[2]! + orphanKinds[3]!, orphanPairs[0]! + orphanPairs[1]! + orphanPairs[2]! + orphanPairs[3]!));
  }
  let best = h.open ? Infinity : full;

  // Yakuhai.
  let triplets = 0;
  let pair = -1;
  const honours = VALUE_HONOURS;
  honours[0] = 27 + h.roundWind;
  honours[1] = 27 + h.seatWind;
  for (const k of honours) {
    if ((c[k] as number) >= 3) triplets++;
    else if (c[k] === 2 && h.model.count(k) > 0) pair = k;
    for (const m of h.sets) if (!m.chii && m.kind === k) triplets++;
  }
  if (triplets > 0) best = Math.min(best, full);
  else if (pair >= 0) {
    c[pair]! -= 2;
    const z = walk(hx, c, 27, 34, false);
    c[pair]! += 2;
    best = Math.min(best, shantenOf(t, cm, cp, cs, z, melds + 1) + 1);
  }

  // Tanyao.
  if ((!h.open || h.rules.openTanyao) && !anyOrphan(h.sets)) {
    let s = shantenOf(t, walk(nx, c, 0, 9, true), walk(nx, c, 9, 18, true), walk(nx, c, 18, 27, true), emptyHonour, melds);
    if (melds === 0) s = Math.min(s, pairForms(simplePairs[0]! + simplePairs[1]! + simplePairs[2]!, simpleKinds[0]! + simpleKinds[1]! + simpleKinds[2]!));
    best = Math.min(best, s);
  }

  // Toitoi.
  if (!anyChii(h.sets)) {
    let trips = melds;
    let twos = 0;
    for (let k = 0; k < 34; k++) {
      const n = c[k] as number;
      if (n >= 3) trips++;
      else if (n === 2) twos++;
    }
    if (trips + twos > 5) twos = 5 - trips;
    best = Math.min(best, 8 - trips * 2 - twos);
  }

  // One suit and honours.
  for (let suit = 0; suit < 3; suit++) {
    if (otherSuit(h.sets, suit)) continue;
    const own = suit === 0 ? cm : suit === 1 ? cp : cs;
    let s = shantenOf(t, suit === 0 ? own : emptyNumber, suit === 1 ? own : emptyNumber, suit === 2 ? own : emptyNumber, cz, melds);
    if (melds === 0) {
      s = Math.min(s, pairForms(pairs[suit]! + pairs[3]!, kinds[suit]! + kinds[3]!));
      s = Math.min(s, orphanForm(orphanKinds[suit]! + orphanKinds[3]!, orphanPairs[suit]! + orphanPairs[3]!));
    }
    best = Math.min(best, s);
  }
  return best;
}

function anyOrphan(sets: readonly SetMeld[]): boolean {
  for (const m of sets) if (m.chii ? m.kind % 9 === 0 || m.kind % 9 === 6 : isOrphan(m.kind)) return true;
  return false;
}

function anyChii(sets: readonly SetMeld[]): boolean {
  for (const m of sets) if (m.chii) return true;
  return false;
}

function otherSuit(sets: readonly SetMeld[], suit: number): boolean {
  for (const m of sets) if (m.kind < 27 && ((m.kind / 9) | 0) !== suit) return true;
  return false;
}
