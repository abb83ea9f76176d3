// The learned deal-in model: for a seat about to discard, the probability that a discard of each
// kind deals in to each opponent, from what that seat can see. A logistic regression per
// situation of the opponent (in riichi; with open melds; closed and silent) on the features of
// `DEAL_IN_FEATURES`, trained in bench/ on Houou logs (bench/src/deal-in-train.ts) and shipped
// as a checksummed weights file. Plain TypeScript inference, no dependency.
import { doraFromIndicator, isOpenMeld, unseenOf } from '@mjkit/core';
import type { Seat } from '@mjkit/core';
import { base64Bytes } from '@mjkit/core/internal';
import { decodeModel, encodeModel } from './model-file.js';
import type { ModelFile } from './model-file.js';
import type { PlayerView } from '@mjkit/table';
import { waitsThrough } from './danger.js';
import type { SafeKinds } from './danger.js';
import { SHIPPED_DEAL_IN } from './deal-in-weights.js';

/**
 * What the model reads of a (opponent, kind) pair, in this order; each 0/1 or scaled to about
 * 0–1. "The opponent's river" counts its called discards too, and for an opponent in riichi the
 * kinds passed after its riichi when they are given (see {@link dealInFeatures}): it is furiten on
 * them alike. "Unseen" is from the discarding seat's view (its own hand, every river, meld and
 * dora indicator seen).
 */
export const DEAL_IN_FEATURES = [
  'bias',
  'genbutsu (in the opponent\'s river)',
  'suji (both sides in its river; a terminal\'s one side)',
  'half suji (4–6, one side)',
  'honour', 'terminal', '2 or 8', '3 or 7', '4 or 6', '5',
  'valued honour for the opponent (dragon, round or its seat wind)',
  'unseen 0', 'unseen 1', 'unseen 2',
  'waits through it, share of all kinds (tileDanger\'s count)',
  'waits through it / 20',
  'no chance (no two-tile shape can wait on it: kabe)',
  'one chance (every such shape has a tile with one copy unseen)',
  'dora', 'next to a dora (±1, ±2)',
  'opponent is the dealer',
  'opponent\'s discards / 18',
  'within 2 of its riichi tile, same suit',
  'tsumogiri share of its last 6 discards (before riichi)',
  'a tile within 2, same suit, among its first 6 discards',
  'open melds / 4',
  'a valued open meld (valued honour pung, or a dora in it)',
  'its open melds one suit (2+) and the kind of it or an honour',
  'its open melds one suit (2+) and the kind of another suit',
  'honour with at most one unseen',
  'tiles left / 70',
] as const;

/** How many features the model reads. */
export const DEAL_IN_FEATURE_COUNT = DEAL_IN_FEATURES.length;

/** The opponent's situation, each with its own weights: 0 riichi, 1 open melds, 2 closed and silent. */
export type DealInSituation = 0 | 1 | 2;

/** A deal-in model: per situation (riichi, open, closed) a weight per feature. */
export interface DealInModel {
  /** 3 × {@link DEAL_IN_FEATURE_COUNT} weights, situation after situation. */
  readonly weights: Float32Array;
  /** How it was trained and measured (data, command, held-out figures). */
  readonly info: Readonly<Record<string, unknown>>;
}

/** What {@link dealInRisk} returns for one view. */
export interface DealInRisk {
  /** Per seat: the probability that a discard of each kind 0..33 deals in to it; null for the viewer's own seat and an empty one. */
  readonly bySeat: readonly (Float64Array | null)[];
  /** Per kind: the probability that it deals in to anyone (the opponents taken as independent). */
  readonly any: Float64Array;
}

const F = DEAL_IN_FEATURE_COUNT;

/** The situation of `seat` as `view` shows it. */
export function dealInSituation(view: PlayerView, seat: Seat): DealInSituation {
  if (view.riichi[seat] === true) return 0;
  return (view.melds[seat] ?? []).some(isOpenMeld) ? 1 : 2;
}

/**
 * The features of every kind against opponent `seat`, as `view`'s seat sees them: 34 rows of
 * {@link DEAL_IN_FEATURE_COUNT}, kind after kind, written into `out` (made when not given).
 * `passed`: the kinds discarded by anyone after the seat's riichi (see {@link dealInRisk}); a
 * riichi hand is furiten on them as on its own river, so genbutsu, suji and the waits through a
 * tile count them too. For training and inspection; {@link dealInRisk} reads them.
 */
export function dealInFeatures(view: PlayerView, seat: Seat, out: Float32Array = new Float32Array(34 * F), passed?: ReadonlySet<number>): Float32Array {
  const unseen = unseenOf(view);
  const river = view.rivers[seat] ?? [];
  const discarded = new Set(river.map((r) => r.tile >> 2));
  if (view.riichi[seat] === true && passed) for (const k of passed) discarded.add(k);
  const riichiAt = river.findIndex((r) => r.riichi);
  const riichiKind = view.riichi[seat] === true && riichiAt >= 0 ? (river[riichiAt]!.tile >> 2) : -1;
  const before = riichiAt >= 0 ? river.slice(0, riichiAt + 1) : river;
  const last = before.slice(-6);
  const tsumogiri = last.length === 0 ? 0 : last.filter((r) => r.tsumogiri).length / last.length;
  const early = river.slice(0, 6).map((r) => r.tile >> 2);
  const melds = (view.melds[seat] ?? []).filter(isOpenMeld);
  const valued = new Set([31, 32, 33, 27 + view.roundWind, 27 + ((seat - view.dealer + view.players) % view.players)]);
  const doraKinds = new Set(view.doraIndicators.map((t) => doraFromIndicator(t >> 2, view.players) as number));
  const valuedMeld = melds.some((m) => (m.type !== 'chii' && valued.has(m.tiles[0]! >> 2)) || m.tiles.some((t) => doraKinds.has(t >> 2)));
  const suits = new Set(melds.map((m) => m.tiles[0]! >> 2).filter((k) => k < 27).map((k) => Math.floor(k / 9)));
  const oneSuit = melds.length >= 2 && suits.size === 1 ? [...suits][0]! : -1;
  const waits = new Float64Array(34);
  let sum = 0;
  for (let k = 0; k < 34; k++) {
    waits[k] = discarded.has(k) ? 0 : waitsThrough(k, unseen, discarded);
    sum += waits[k]!;
  }
  const turn = Math.min(1, river.length / 18);
  const dealer = seat === view.dealer ? 1 : 0;
  const left = Math.min(1, view.tilesLeft / 70);
  out.fill(0);
  for (let k = 0; k < 34; k++) {
    const x = k * F;
    const honour = k >= 27;
    const n = k % 9;
    const u = unseen[k]!;
    const genbutsu = discarded.has(k);
    const below = n >= 3 && discarded.has(k - 3);
    const above = n <= 5 && discarded.has(k + 3);
    const suji = !honour && !genbutsu && (n < 3 ? above : n > 5 ? below : below && above);
    const half = !honour && !genbutsu && n >= 3 && n <= 5 && below !== above;
    // the two-tile shapes that could wait on k: none alive (no chance), or each with a lone copy (one chance)
    let shapes = 0;
    let alive = 0;
    let wide = 0;
    if (!honour) {
      const base = k - n;
      for (const [a, b] of [[n - 2, n - 1], [n - 1, n + 1], [n + 1, n + 2]] as const) {
        if (a < 0 || b > 8) continue;
        shapes++;
        const least = Math.min(unseen[base + a]!, unseen[base + b]!);
        if (least > 0) alive++;
        if (least > 1) wide++;
      }
    }
    const doraNear = !honour && [...doraKinds].some((d) => d < 27 && Math.floor(d / 9) === Math.floor(k / 9) && d !== k && Math.abs(d - k) <= 2);
    out[x] = 1;
    out[x + 1] = genbutsu ? 1 : 0;
    out[x + 2] = suji ? 1 : 0;
    out[x + 3] = half ? 1 : 0;
    out[x + 4] = honour ? 1 : 0;
    out[x + 5] = !honour && (n === 0 || n === 8) ? 1 : 0;
    out[x + 6] = !honour && (n === 1 || n === 7) ? 1 : 0;
    out[x + 7] = !honour && (n === 2 || n === 6) ? 1 : 0;
    out[x + 8] = !honour && (n === 3 || n === 5) ? 1 : 0;
    out[x + 9] = !honour && n === 4 ? 1 : 0;
    out[x + 10] = honour && valued.has(k) ? 1 : 0;
    out[x + 11] = u === 0 ? 1 : 0;
    out[x + 12] = u === 1 ? 1 : 0;
    out[x + 13] = u === 2 ? 1 : 0;
    out[x + 14] = sum > 0 ? (10 * waits[k]!) / sum : 0;
    out[x + 15] = waits[k]! / 20;
    out[x + 16] = shapes > 0 && alive === 0 ? 1 : 0;
    out[x + 17] = alive > 0 && wide === 0 ? 1 : 0;
    out[x + 18] = doraKinds.has(k) ? 1 : 0;
    out[x + 19] = doraNear ? 1 : 0;
    out[x + 20] = dealer;
    out[x + 21] = turn;
    out[x + 22] = riichiKind >= 0 && riichiKind < 27 && !honour && !genbutsu && Math.floor(riichiKind / 9) === Math.floor(k / 9) && Math.abs(riichiKind - k) <= 2 ? 1 : 0;
    out[x + 23] = tsumogiri;
    out[x + 24] = !honour && early.some((e) => e !== k && e < 27 && Math.floor(e / 9) === Math.floor(k / 9) && Math.abs(e - k) <= 2) ? 1 : 0;
    out[x + 25] = melds.length / 4;
    out[x + 26] = valuedMeld ? 1 : 0;
    out[x + 27] = oneSuit >= 0 && (honour || Math.floor(k / 9) === oneSuit) ? 1 : 0;
    out[x + 28] = oneSuit >= 0 && !honour && Math.floor(k / 9) !== oneSuit ? 1 : 0;
    out[x + 29] = honour && u <= 1 ? 1 : 0;
    out[x + 30] = left;
  }
  return out;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** The probability of row `k` of `features` under the weights of `situation`. */
export function dealInProbability(model: DealInModel, situation: DealInSituation, features: Float32Array, k: number): number {
  const w = model.weights;
  let z = 0;
  for (let i = 0, a = situation * F, b = k * F; i < F; i++) z += w[a + i]! * features[b + i]!;
  return sigmoid(z);
}

/**
 * The deal-in risk of every kind for `view`'s seat to discard: per opponent, from the learned
 * model (the shipped one unless `model` is given), and for anyone. `passed` (tileDanger's
 * `SafeKinds`, which an agent that follows the events fills) gives the kinds discarded by anyone
 * after each seat's riichi: that seat passed them, so it does not wait on them or is furiten for
 * good, and they count 0 against it — the view alone does not order the rivers in time. The
 * shipped model was fitted on the other cases (`bench/results/deal-in-model.md`).
 *
 * @example
 * ```ts
 * import { dealInRisk } from '@mjkit/bots';
 * import { TableState, playerView } from '@mjkit/table';
 * const hands = [0, 1, 2, 3].map((s) => Array.from({ length: 13 }, (_, i) => 4 + s * 13 + i));
 * const state = new TableState({ players: 4, redFives: true }, { round: 0, honba: 0, riichiSticks: 0, dice: null, dealer: 0, scores: [25000, 25000, 25000, 25000], doraIndicator: 0, hands });
 * const risk = dealInRisk(playerView(state, 0));
 * risk.bySeat[0]; // => null
 * risk.bySeat[1]!.length; // => 34
 * risk.any.every((p) => p > 0 && p < 0.05); // => true
 * ```
 */
export function dealInRisk(view: PlayerView, model: DealInModel = shippedDealInModel(), passed?: SafeKinds): DealInRisk {
  return combinedRisk(view, passed, modelChances(view, model));
}

/** @internal {@link combinedRisk}'s chances of a seat from `model`, on one features buffer for the view. */
export function modelChances(view: PlayerView, model: DealInModel): (seat: Seat, gone: ReadonlySet<number> | undefined, p: Float64Array) => void {
  const features = new Float32Array(34 * F);
  return (seat, gone, p) => {
    dealInFeatures(view, seat, features, gone);
    const situation = dealInSituation(view, seat);
    for (let k = 0; k < 34; k++) p[k] = dealInProbability(model, situation, features, k);
  };
}

/**
 * @internal The risk of every kind for `view`'s seat: per opponent the chances `chances` writes
 * into `p` (told the kinds `gone` passed after its riichi, undefined when it is not in riichi),
 * a passed kind 0 whatever it wrote, and for anyone (the opponents taken as independent).
 */
export function combinedRisk(view: PlayerView, passed: SafeKinds | undefined, chances: (seat: Seat, gone: ReadonlySet<number> | undefined, p: Float64Array) => void): DealInRisk {
  const bySeat: (Float64Array | null)[] = [];
  const safe = new Float64Array(34).fill(1);
  for (let s = 0; s < 4; s++) {
    if (s === view.seat || s >= view.players) {
      bySeat.push(null);
      continue;
    }
    const seat = s as Seat;
    const gone = view.riichi[seat] ? passed?.[seat] : undefined;
    const p = new Float64Array(34);
    chances(seat, gone, p);
    for (let k = 0; k < 34; k++) {
      if (gone?.has(k)) p[k] = 0;
      safe[k]! *= 1 - p[k]!;
    }
    bySeat.push(p);
  }
  return { bySeat, any: safe.map((q) => 1 - q) };
}

/** The version of the deal-in weights format this library writes and reads. */
export const DEAL_IN_WEIGHTS_VERSION = 1;
const FILE: ModelFile = { magic: 'MJDI', format: 'mjkit-deal-in-weights', version: DEAL_IN_WEIGHTS_VERSION, features: DEAL_IN_FEATURES, weights: 3 * F, model: 'a deal-in model', header: { situations: ['riichi', 'open', 'closed'] } };

/** A model as bytes: mjkit's container ("MJDI", a JSON header naming the features, the float32 weights, a CRC-32). */
export function encodeDealInModel(model: DealInModel): Uint8Array {
  return encodeModel(FILE, model);
}

/**
 * A model read back from {@link encodeDealInModel}'s bytes. Not a Uint8Array: `INVALID_ARGUMENT`;
 * another format or version, damaged (its checksum), features not this library's, or weights
 * that do not fit: `BAD_FILE`.
 */
export function decodeDealInModel(bytes: Uint8Array): DealInModel {
  return decodeModel(FILE, bytes);
}

let shipped: DealInModel | undefined;

/** The shipped model (trained on Houou hanchan of 2020; its `info` holds the command and the held-out figures), decoded once. */
export function shippedDealInModel(): DealInModel {
  shipped ??= decodeDealInModel(base64Bytes(SHIPPED_DEAL_IN));
  return shipped;
}
