// Hand reading: how likely each unseen tile is to sit in an opponent's concealed hand rather than
// in the live wall, from what the seat can see. A conditional-logit model: each concealed tile of
// opponent o is kind k with probability ∝ unseen(k) × exp(θ · x(o, k)), x the features of
// `HAND_READING_FEATURES` (θ = 0 is the uniform prior: every unseen copy alike). Its expected
// counts give the evaluator a wall model (`wallWeights`): the share of each kind's unseen copies
// expected in the wall. Weights trained in bench/ (bench/src/hand-reading-train.ts), shipped in
// mjkit's checksummed container.
import { doraFromIndicator, isOpenMeld, unseenOf } from '@mjkit/core';
import type { Seat } from '@mjkit/core';
import { base64Bytes } from '@mjkit/core/internal';
import { decodeModel, encodeModel } from './model-file.js';
import type { ModelFile } from './model-file.js';
import type { PlayerView } from '@mjkit/table';
import { SHIPPED_HAND_READING } from './hand-reading-weights.js';

/** What the model reads of an (opponent, kind) pair, in this order; each 0/1 or about 0–1. */
export const HAND_READING_FEATURES = [
  'discarded it (genbutsu)',
  'discarded a tile 1 away, same suit',
  'discarded a tile 2 away, same suit',
  'discarded a tile within 2, same suit, among its first 6 discards',
  'share of its number discards in this suit',
  'an open meld in this suit',
  'an open chow or pung within 2 of it',
  'honour', 'terminal',
  'valued honour for it (dragon, round or its seat wind)',
  'in riichi',
  'in riichi and discarded a tile within 2, same suit',
  'one copy unseen', 'two copies unseen',
  'dora',
  'its discards / 18, for an honour',
] as const;

const F = HAND_READING_FEATURES.length;
/** How many features the model reads. */
export const HAND_READING_FEATURE_COUNT = F;

/** A hand-reading model: one weight per feature. */
export interface HandReadingModel {
  readonly weights: Float32Array;
  readonly info: Readonly<Record<string, unknown>>;
}

/** The concealed tiles `seat` holds, as the view can count them (13 less 3 a meld, kita apart). */
export function concealedCount(view: PlayerView, seat: Seat): number {
  const melds = (view.melds[seat] ?? []).filter((m) => m.type !== 'kita').length;
  return 13 - 3 * melds;
}

/** The features of every kind for opponent `seat`: 34 rows of {@link HAND_READING_FEATURE_COUNT}, into `out`. */
export function handReadingFeatures(view: PlayerView, seat: Seat, unseen: ArrayLike<number> = unseenOf(view), out: Float32Array = new Float32Array(34 * F)): Float32Array {
  const river = (view.rivers[seat] ?? []).map((r) => r.tile >> 2);
  const discarded = new Set(river);
  const early = river.slice(0, 6);
  const suitCount = [0, 0, 0];
  for (const k of river) if (k < 27) suitCount[Math.floor(k / 9)]!++;
  const numbers = suitCount[0]! + suitCount[1]! + suitCount[2]!;
  const melds = (view.melds[seat] ?? []).filter(isOpenMeld);
  const meldSuits = new Set(melds.map((m) => m.tiles[0]! >> 2).filter((k) => k < 27).map((k) => Math.floor(k / 9)));
  const meldKinds = melds.flatMap((m) => m.tiles.map((t) => t >> 2));
  const valued = new Set([31, 32, 33, 27 + view.roundWind, 27 + ((seat - view.dealer + view.players) % view.players)]);
  const dora = new Set(view.doraIndicators.map((t) => doraFromIndicator(t >> 2, view.players) as number));
  const riichi = view.riichi[seat] === true;
  const turn = Math.min(1, river.length / 18);
  out.fill(0);
  for (let k = 0; k < 34; k++) {
    const x = k * F;
    const honour = k >= 27;
    const suit = honour ? -1 : Math.floor(k / 9);
    const near = (d: number) => !honour && river.some((e) => e < 27 && Math.floor(e / 9) === suit && Math.abs(e - k) === d);
    const near2 = near(1) || near(2);
    out[x] = discarded.has(k) ? 1 : 0;
    out[x + 1] = near(1) ? 1 : 0;
    out[x + 2] = near(2) ? 1 : 0;
    out[x + 3] = !honour && early.some((e) => e < 27 && Math.floor(e / 9) === suit && Math.abs(e - k) <= 2) ? 1 : 0;
    out[x + 4] = honour || numbers === 0 ? 0 : suitCount[suit]! / numbers;
    out[x + 5] = !honour && meldSuits.has(suit) ? 1 : 0;
    out[x + 6] = !honour && meldKinds.some((m) => m < 27 && Math.floor(m / 9) === suit && m !== k && Math.abs(m - k) <= 2) ? 1 : 0;
    out[x + 7] = honour ? 1 : 0;
    out[x + 8] = !honour && (k % 9 === 0 || k % 9 === 8) ? 1 : 0;
    out[x + 9] = honour && valued.has(k) ? 1 : 0;
    out[x + 10] = riichi ? 1 : 0;
    out[x + 11] = riichi && near2 ? 1 : 0;
    out[x + 12] = unseen[k] === 1 ? 1 : 0;
    out[x + 13] = unseen[k] === 2 ? 1 : 0;
    out[x + 14] = dora.has(k) ? 1 : 0;
    out[x + 15] = honour ? turn : 0;
  }
  return out;
}

/**
 * The probability that one concealed tile of opponent `seat` is each kind: ∝ unseen × exp(θ · x).
 * Kinds with no unseen copy get 0.
 */
export function handReadingProbabilities(model: HandReadingModel, unseen: ArrayLike<number>, features: Float32Array, out: Float64Array = new Float64Array(34)): Float64Array {
  const w = model.weights;
  let total = 0;
  for (let k = 0; k < 34; k++) {
    const u = unseen[k]!;
    if (u <= 0) {
      out[k] = 0;
      continue;
    }
    let z = 0;
    for (let i = 0; i < F; i++) z += w[i]! * features[k * F + i]!;
    out[k] = u * Math.exp(z);
    total += out[k]!;
  }
  if (total > 0) for (let k = 0; k < 34; k++) out[k]! /= total;
  return out;
}

/** What {@link readHands} returns. */
export interface HandReading {
  /** Per seat: the expected copies of each kind 0..33 in its concealed hand; null for the viewer and empty seats. */
  readonly bySeat: readonly (Float64Array | null)[];
  /** Per kind: the share of its unseen copies expected in the live wall and dead wall (1 when none are expected in hands). */
  readonly wall: Float64Array;
}

/**
 * Reads every opponent's concealed hand from `view`: the expected copies of each kind it holds,
 * and what that leaves in the wall.
 *
 * @example
 * ```ts
 * import { readHands } from '@mjkit/bots';
 * import { TableState, playerView } from '@mjkit/table';
 * const hands = [0, 1, 2, 3].map((s) => Array.from({ length: 13 }, (_, i) => 4 + s * 13 + i));
 * const state = new TableState({ players: 4, redFives: true }, { round: 0, honba: 0, riichiSticks: 0, dice: null, dealer: 0, scores: [25000, 25000, 25000, 25000], doraIndicator: 0, hands });
 * const r = readHands(playerView(state, 0));
 * r.bySeat[0]; // => null
 * Math.round(r.bySeat[1]!.reduce((a, b) => a + b, 0)); // => 13
 * r.wall.every((w) => w >= 0 && w <= 1); // => true
 * ```
 */
export function readHands(view: PlayerView, model: HandReadingModel = shippedHandReadingModel()): HandReading {
  const unseen = unseenOf(view);
  const features = new Float32Array(34 * F);
  const p = new Float64Array(34);
  const held = new Float64Array(34);
  const bySeat: (Float64Array | null)[] = [];
  for (let s = 0; s < 4; s++) {
    if (s === view.seat || s >= view.players) {
      bySeat.push(null);
      continue;
    }
    const seat = s as Seat;
    handReadingFeatures(view, seat, unseen, features);
    handReadingProbabilities(model, unseen, features, p);
    const n = concealedCount(view, seat);
    const e = new Float64Array(34);
    for (let k = 0; k < 34; k++) {
      e[k] = Math.min(unseen[k]!, n * p[k]!);
      held[k]! += e[k]!;
    }
    bySeat.push(e);
  }
  const wall = new Float64Array(34);
  for (let k = 0; k < 34; k++) wall[k] = unseen[k]! > 0 ? Math.max(0, unseen[k]! - held[k]!) / unseen[k]! : 1;
  return { bySeat, wall };
}

/** The version of the hand-reading weights format this library writes and reads. */
export const HAND_READING_WEIGHTS_VERSION = 1;
const FILE: ModelFile = { magic: 'MJHR', format: 'mjkit-hand-reading-weights', version: HAND_READING_WEIGHTS_VERSION, features: HAND_READING_FEATURES, weights: F, model: 'a hand-reading model' };

/** A model as bytes: mjkit's container ("MJHR", a JSON header naming the features, the float32 weights, a CRC-32). */
export function encodeHandReadingModel(model: HandReadingModel): Uint8Array {
  return encodeModel(FILE, model);
}

/** A model read back from {@link encodeHandReadingModel}'s bytes (`BAD_FILE` for a damaged or foreign file). */
export function decodeHandReadingModel(bytes: Uint8Array): HandReadingModel {
  return decodeModel(FILE, bytes);
}

let shipped: HandReadingModel | undefined;

/** The shipped model (trained on Houou hanchan of 2020; its `info` holds the command and the held-out figures), decoded once. */
export function shippedHandReadingModel(): HandReadingModel {
  shipped ??= decodeHandReadingModel(base64Bytes(SHIPPED_HAND_READING));
  return shipped;
}
