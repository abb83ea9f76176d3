// The players of the study: a random one, and the four "virtual players" of §5 — speed, score,
// defence, balance — each a probability distribution over its discards, sampled with the
// seat's own generator.
import type { Rng } from '@mjkit/core';
import { fail, describeValue } from '@mjkit/core/internal';
import { DONJARA_COPIES, DONJARA_HAND, DONJARA_KINDS, matchedByShape, tilesToWinByShape, tilesToWinOf } from './hand.js';
import type { DonjaraAgent, DonjaraView } from './game.js';

/**
 * A player that discards a random tile of its hand (each tile alike, so a kind held twice is
 * twice as likely).
 *
 * @example
 * ```ts
 * import { donjaraRules, playDonjaraGame, randomDonjaraAgent } from '@mjkit/donjara';
 * const g = playDonjaraGame(donjaraRules({ players: 2 }), [randomDonjaraAgent(), randomDonjaraAgent()], 3);
 * g.rounds.length; // => 2
 * ```
 */
export function randomDonjaraAgent(): DonjaraAgent {
  return {
    name: 'random',
    discard(view, rng) {
      let t = rng.nextInt(9);
      for (let k = 0; k < DONJARA_KINDS; k++) {
        t -= view.hand[k]!;
        if (t < 0) return k;
      }
      return view.drawn;
    },
  };
}

/** The four play styles of the study's virtual players. */
export type VirtualStyle = 'speed' | 'score' | 'defence' | 'balance';

/** A player with a policy: the chance of each discard (0 for kinds not held), then a draw from it. */
export interface DonjaraPolicyAgent extends DonjaraAgent {
  /** The probability of discarding each kind (9 numbers summing to 1). */
  policy(view: DonjaraView): Float64Array;
}

/** What each candidate discard leaves, as the policies weigh it. */
export interface DiscardOutlook {
  /** Shanten of the 8 tiles left (0: tenpai). */
  readonly shanten: Int8Array;
  /** Unseen tiles (not in the hand, not discarded) that would bring the hand nearer a yaku. */
  readonly ukeire: Uint8Array;
  /** Σ over the yaku of points × 0.3^(tiles it still misses): a rough worth of the hand left. */
  readonly value: Float64Array;
  /** How likely the kind is to complete an opponent's hand (riichi opponents weigh 1, others 0.2). */
  readonly danger: Float64Array;
}

const used = new Int8Array(3); // the most tiles each yaku can use (three triplets, six-three, nine)
/** 0.3^m: how much a yaku that still misses m tiles counts in a hand's value. */
const REACH = Float64Array.from({ length: DONJARA_HAND + 1 }, (_, m) => 0.3 ** m);

/** Unseen copies of each kind from a view: 9 less the hand and every discard. */
export function unseenCounts(view: DonjaraView): Uint8Array {
  return unseenInto(view, new Uint8Array(DONJARA_KINDS));
}

/** {@link unseenCounts} into `out`. */
function unseenInto(view: DonjaraView, out: Uint8Array): Uint8Array {
  for (let k = 0; k < DONJARA_KINDS; k++) out[k] = DONJARA_COPIES - view.hand[k]! - view.discarded[k]!;
  return out;
}

/** Arrays for an outlook ({@link outlookInto} fills them). */
function newOutlook(): DiscardOutlook {
  return { shanten: new Int8Array(DONJARA_KINDS), ukeire: new Uint8Array(DONJARA_KINDS), value: new Float64Array(DONJARA_KINDS), danger: new Float64Array(DONJARA_KINDS) };
}

/**
 * The outlook of each discard the hand can make (entries of kinds not held are left 0).
 *
 * Danger: an opponent in riichi discarded every tile since its riichi as drawn, and a tile that
 * wins is always taken, so those kinds do not complete its hand (danger 0). Otherwise an
 * opponent needs at least two of a kind to wait on it; the danger is (unseen copies / 9)².
 */
export function discardOutlook(view: DonjaraView): DiscardOutlook {
  const out = newOutlook();
  outlookInto(view, out);
  return out;
}

/** The hand less one tile, and the unseen counts, of the outlook being computed. */
const after = new Uint8Array(DONJARA_KINDS);
const unseen = new Uint8Array(DONJARA_KINDS);

/** {@link discardOutlook} into arrays the caller owns (the virtual players reuse theirs); every entry is written. */
function outlookInto(view: DonjaraView, o: DiscardOutlook): void {
  const hand = view.hand;
  unseenInto(view, unseen);
  const points = view.rules.points;
  const { shanten, ukeire, value, danger } = o;
  shanten.fill(0);
  ukeire.fill(0);
  value.fill(0);
  danger.fill(0);
  after.set(hand);
  // the hand's shape (kinds holding 3 or more, 2 and 1: with the largest count, all the yaku
  // read), kept up to date a tile at a time instead of counting the kinds for each candidate
  let h3 = 0;
  let h2 = 0;
  let h1 = 0;
  for (let k = 0; k < DONJARA_KINDS; k++) {
    const c = hand[k]!;
    if (c >= 3) h3++;
    else if (c === 2) h2++;
    else if (c === 1) h1++;
  }
  for (let k = 0; k < DONJARA_KINDS; k++) {
    const c = hand[k]!;
    if (c === 0) continue;
    // the 8 tiles left when k goes
    let n3 = h3;
    let n2 = h2;
    let n1 = h1;
    if (c === 3) {
      n3--;
      n2++;
    } else if (c === 2) {
      n2--;
      n1++;
    } else if (c === 1) n1--;
    after[k]! -= 1;
    let top = 0;
    for (let j = 0; j < DONJARA_KINDS; j++) if (after[j]! > top) top = after[j]!;
    matchedByShape(n3, n2, n1, top, used);
    const need = tilesToWinOf(used);
    shanten[k] = need - 1;
    value[k] = points.nine * REACH[DONJARA_HAND - used[2]!]! + points['six-three'] * REACH[DONJARA_HAND - used[1]!]! + points['three-triplets'] * REACH[DONJARA_HAND - used[0]!]!;
    // the unseen tiles whose draw brings it nearer
    let u = 0;
    for (let j = 0; j < DONJARA_KINDS; j++) {
      if (unseen[j] === 0) continue;
      const a = after[j]!;
      let m3 = n3;
      let m2 = n2;
      let m1 = n1;
      if (a === 2) {
        m2--;
        m3++;
      } else if (a === 1) {
        m1--;
        m2++;
      } else if (a === 0) m1++;
      if (tilesToWinByShape(m3, m2, m1, a + 1 > top ? a + 1 : top) < need) u += unseen[j]!;
    }
    ukeire[k] = u;
    after[k]! += 1;
  }
  const n = view.rules.players;
  for (let i = 1; i < n; i++) {
    const opp = (view.seat + i) % n;
    const since = view.riichiAt[opp]!;
    const weight = since >= 0 ? 1 : 0.2;
    let safe = 0; // the kinds it passed since its riichi, one bit each
    if (since >= 0) {
      const ds = view.discards[opp]!;
      for (let t = since + 1; t < ds.length; t++) safe |= 1 << ds[t]!;
    }
    for (let k = 0; k < DONJARA_KINDS; k++) if (!(safe & (1 << k)) && unseen[k]! >= 2) danger[k]! += weight * (unseen[k]! / DONJARA_COPIES) ** 2;
  }
}

/** The logits of each style over the held kinds (higher: more likely), before the softmax. */
function logits(style: VirtualStyle, view: DonjaraView, o: DiscardOutlook, out: Float64Array): void {
  const anyRiichi = view.riichiAt.some((r, p) => p !== view.seat && r >= 0);
  let best = 99;
  for (let k = 0; k < DONJARA_KINDS; k++) if (view.hand[k]! > 0 && o.shanten[k]! < best) best = o.shanten[k]!;
  const s = style === 'balance' ? (anyRiichi && best >= 2 ? 'defence' : best <= 1 ? 'score' : 'speed') : style;
  for (let k = 0; k < DONJARA_KINDS; k++) {
    const speed = -2 * o.shanten[k]! + Math.log1p(o.ukeire[k]!);
    if (s === 'speed') out[k] = speed;
    else if (s === 'score') out[k] = Math.log(o.value[k]! + 1) - 0.5 * o.shanten[k]!;
    else out[k] = (anyRiichi ? 0.5 : 1) * speed - 12 * o.danger[k]!;
  }
}

/** Temperature of the policies' softmax: lower is greedier. */
const TEMPERATURE = 0.5;

/**
 * One of the study's four virtual players (§5): `speed` goes for the fewest tiles to a yaku and
 * the most ways in, `score` for the worth of the yaku still in reach, `defence` for tiles that
 * complete no opponent's hand (above all a riichi opponent's) while it still builds, and
 * `balance` plays defence against a riichi when two or more tiles away, score when one tile
 * away or tenpai, speed otherwise. Each is a softmax over its logits (temperature 0.5): the
 * policy, sampled with the seat's generator. The README gives the formulas.
 *
 * @example
 * ```ts
 * import { donjaraRules, playDonjaraRound, virtualPlayer } from '@mjkit/donjara';
 * const players = [virtualPlayer('speed'), virtualPlayer('balance'), virtualPlayer('defence')];
 * playDonjaraRound(donjaraRules(), players, 11).shanten[0]!.length > 0; // => true
 * ```
 */
export function virtualPlayer(style: VirtualStyle): DonjaraPolicyAgent {
  if (style !== 'speed' && style !== 'score' && style !== 'defence' && style !== 'balance') fail('INVALID_ARGUMENT', `a virtual player's style is speed, score, defence or balance, not ${describeValue(style)}`);
  const l = new Float64Array(DONJARA_KINDS);
  const o = newOutlook();
  const policy = (view: DonjaraView): Float64Array => {
    outlookInto(view, o);
    logits(style, view, o, l);
    const p = new Float64Array(DONJARA_KINDS);
    let max = -Infinity;
    for (let k = 0; k < DONJARA_KINDS; k++) if (view.hand[k]! > 0 && l[k]! > max) max = l[k]!;
    let sum = 0;
    for (let k = 0; k < DONJARA_KINDS; k++) if (view.hand[k]! > 0) sum += p[k] = Math.exp((l[k]! - max) / TEMPERATURE);
    for (let k = 0; k < DONJARA_KINDS; k++) p[k]! /= sum;
    return p;
  };
  return {
    name: style,
    policy,
    discard: (view: DonjaraView, rng: Rng) => sampleKind(policy(view), rng),
  };
}

/** @internal A kind drawn from a policy over the kinds (9 chances summing to 1; the last kind with a chance if rounding leaves some over). */
export function sampleKind(p: Float64Array, rng: Rng): number {
  let x = rng.nextFloat();
  let last = -1;
  for (let k = 0; k < DONJARA_KINDS; k++) {
    if (p[k] === 0) continue;
    last = k;
    x -= p[k]!;
    if (x < 0) return k;
  }
  return last;
}

/** The names {@link donjaraAgent} knows: the random player (named as in `@mjkit/game`'s arena) and the study's four virtual players. */
export const DONJARA_AGENTS: readonly string[] = Object.freeze(['random-legal', 'speed', 'score', 'defence', 'balance']);

/** An agent by name: `random-legal` (a random tile of its hand), `speed`, `score`, `defence`, `balance`. */
export function donjaraAgent(name: string): DonjaraAgent {
  if (name === 'random-legal') return randomDonjaraAgent();
  if (name === 'speed' || name === 'score' || name === 'defence' || name === 'balance') return virtualPlayer(name);
  return fail('INVALID_ARGUMENT', `no Donjara agent named ${describeValue(name)} (${DONJARA_AGENTS.join(', ')})`);
}
