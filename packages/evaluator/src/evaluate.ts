// What to discard: every discard of a position valued by the 電脳麻将 evaluation, best first.
import { doraFromIndicator, kindOf } from '@mjkit/core';
import type { Tile } from '@mjkit/core';
import { checkOptions, describeValue, fail } from '@mjkit/core/internal';
import { positionOf, tileOfFace } from './position.js';
import type { Position, PositionInput, ViewLike } from './position.js';
import { checkModel } from './remaining.js';
import type { TileModel } from './remaining.js';
import { routeShanten } from './routes.js';
import { EPS, Search, kindOfFace } from './search.js';
import type { SearchSettings } from './search.js';

/** The named settings of the evaluation. */
export type EvaluatorPreset = 'normalized' | 'legacy';

/**
 * The settings of each preset (one implementation, two settings):
 * - `normalized`: draws weighted by the normalized remaining-tile model, widths 8, 32, 64 (the
 *   author's 2024 version, AI "0600");
 * - `legacy`: draws weighted by their unseen counts, widths 12, 72, 216 (what
 *   `@kobalab/majiang-ai` 1.0.13 does).
 */
export const EVALUATOR_PRESETS: Readonly<Record<EvaluatorPreset, SearchSettings>> = Object.freeze({
  normalized: Object.freeze({ widths: Object.freeze([8, 32, 64]) as readonly [number, number, number], model: 'normalized', calls: true }),
  legacy: Object.freeze({ widths: Object.freeze([12, 72, 216]) as readonly [number, number, number], model: 'unseen', calls: true }),
});

/** Options of {@link evaluateDiscards}. */
export interface EvaluateOptions {
  /** The preset; default `normalized`. */
  readonly preset?: EvaluatorPreset;
  /** Replaces the preset's remaining-tile model. */
  readonly model?: TileModel;
  /** Replaces the preset's widths (the divisors at shanten 0, 1, 2). */
  readonly widths?: readonly [number, number, number];
  /** Value calls in the look-ahead (default true). */
  readonly calls?: boolean;
  /** Value backtracking discards (shanten modoshi) from shanten 1 or less (default true). */
  readonly backtrack?: boolean;
  /**
   * From shanten 3 on, where the evaluation counts the draws that bring the hand closer along a
   * yaku route: among the discards that keep the shanten and reach this share of the best count
   * (0 to 1), choose the one with the largest two-step count instead: over each closer draw, its
   * unseen copies × the best count after a discard that keeps the hand closer. `evaluateDiscards`
   * only (its `best` and first discard); 0, the default, leaves the evaluation as the author's.
   */
  readonly twoStep?: number;
}

/** One discard and its evaluation. */
export interface DiscardValue {
  /** The tile to discard (a red five apart from plain fives). */
  readonly tile: Tile;
  /** The evaluation; 0 for a discard the algorithm does not value (see `backtrack`). */
  readonly value: number;
  /** Shanten after the discard. */
  readonly shanten: number;
  /** Unseen copies of the tiles that would lower that shanten (red fives included). */
  readonly ukeire: number;
  /** The kinds of those tiles. */
  readonly effective: readonly Tile[];
  /**
   * True for a discard that raises the shanten: valued as a backtrack when the hand is at
   * shanten 1 or less and its ukeire is at least 6 times the best straight discard's; else 0.
   */
  readonly backtrack: boolean;
}

/** What {@link evaluateDiscards} returns. */
export interface DiscardEvaluation {
  /** The best discard: the highest value, ties broken by {@link DiscardValue} order. */
  readonly best: Tile;
  /** Shanten of the hand before the discard. */
  readonly shanten: number;
  /** Every distinct discard, best first. */
  readonly discards: readonly DiscardValue[];
  /** Hands valued and complete hands scored: the work the search did. */
  readonly work: { readonly hands: number; readonly scored: number };
}

const OPTION_KEYS = ['preset', 'model', 'widths', 'calls', 'backtrack', 'twoStep'] as const;

/** @internal The search settings an options object asks for (checked). */
export function settingsOf(options: EvaluateOptions | undefined): SearchSettings & { backtrack: boolean; twoStep: number } {
  const o = checkOptions(options, 'evaluator options', OPTION_KEYS);
  const presetName = o.preset ?? 'normalized';
  if (!Object.hasOwn(EVALUATOR_PRESETS, presetName)) fail('INVALID_ARGUMENT', `unknown preset ${describeValue(presetName)}; known: ${Object.keys(EVALUATOR_PRESETS).join(', ')}`);
  const preset = EVALUATOR_PRESETS[presetName];
  const widths = o.widths ?? preset.widths;
  if (!Array.isArray(widths) || widths.length !== 3 || !widths.every((w) => typeof w === 'number' && w > 0 && Number.isFinite(w))) {
    fail('INVALID_ARGUMENT', `widths must be three positive numbers, not ${describeValue(widths)}`);
  }
  const model = o.model ?? preset.model;
  checkModel(model);
  for (const key of ['calls', 'backtrack'] as const) {
    if (o[key] !== undefined && typeof o[key] !== 'boolean') fail('INVALID_ARGUMENT', `${key} must be true or false, not ${describeValue(o[key])}`);
  }
  const twoStep = o.twoStep ?? 0;
  if (typeof twoStep !== 'number' || !(twoStep >= 0 && twoStep <= 1)) fail('INVALID_ARGUMENT', `twoStep is a share from 0 to 1, not ${describeValue(twoStep)}`);
  return { widths: widths as readonly [number, number, number], model, calls: o.calls ?? preset.calls, backtrack: o.backtrack ?? true, twoStep };
}

/**
 * A deterministic order among discards of equal value: the tile worth least to the hand goes
 * first. A tile's worth counts the shapes it can still grow into with the unseen tiles — its own
 * copies for a pair or a set of three, and for a number tile the unseen pairs of neighbours of
 * its three sequences — each shape doubled for every dora in it; a wind or dragon doubles for its
 * round wind, seat wind or dragon yaku; a red five doubles. The hand's leaning weighs in too
 * (how the one-suit and honour hands are steered to): number tiles of a suit that holds, with
 * the honours, 10 of the hand's tiles count double, and honours four times; winds eight times
 * when the hand holds 9 winds, dragons when it holds 6 dragons. Then the lower face first.
 */
function keepRanker(search: Search): (f: number) => number {
  const players = search.rules.players;
  const weight = (kind: number) => {
    let w = 1;
    for (const d of search.position.doraIndicators) if (doraFromIndicator(d, players) === kind) w *= 2;
    return w;
  };
  const left = (kind: number) => search.unseenOfKind(kind);
  // the hand's tiles per suit (m, p, s, honours), winds and dragons, melds included
  const held = Array.from(search.c);
  for (const m of search.position.hand.melds) for (const t of m.tiles) held[kindOf(t)]! += 1;
  const suit = [0, 0, 0, 0];
  for (let k = 0; k < 34; k++) suit[Math.min(3, Math.floor(k / 9))]! += held[k]!;
  const winds = held[27]! + held[28]! + held[29]! + held[30]!;
  const dragons = held[31]! + held[32]! + held[33]!;
  const flush = Math.max(suit[0]!, suit[1]!, suit[2]!) + suit[3]! >= 10;
  return (f) => {
    const k = kindOfFace(f);
    let worth: number;
    if (k >= 27) {
      worth = left(k);
      if (k >= 31) worth *= 2;
      if (k === 27 + search.roundWind) worth *= 2;
      if (k === 27 + search.seatWind) worth *= 2;
      worth *= (k < 31 && winds >= 9) || (k >= 31 && dragons >= 6) ? 8 : flush ? 4 : 1;
    } else {
      const n = k % 9;
      const at = (d: number) => (n + d >= 0 && n + d <= 8 ? k + d : -1);
      const shape = (a: number, b: number) => (a < 0 || b < 0 ? 0 : Math.min(left(a), left(b)) * weight(a) * weight(b));
      worth = left(k) + shape(at(-2), at(-1)) + shape(at(-1), at(1)) + shape(at(1), at(2));
      if (f >= 34) worth *= 2;
      if (suit[Math.floor(k / 9)]! + suit[3]! >= 10) worth *= 2;
    }
    return worth * weight(k) * 64 + f;
  };
}

/**
 * @internal The shanten of the position's own hand: just after a chii or pon a complete shape is
 * no win (nothing was drawn), so it counts as tenpai and its discards are straight ones
 * (majiang-core's shanten says 0 there too).
 */
export function rootShanten(search: Search, p: Position): number {
  return Math.max(search.shanten(), p.hand.afterCall ? 0 : -1);
}

/** @internal The kinds that the search may not discard now: kuikae after a chii or pon. */
export function denied(position: Position): number[] | null {
  const hand = position.hand;
  if (!hand.afterCall || position.rules.kuikae) return null;
  const m = hand.melds[hand.melds.length - 1];
  if (m === undefined || m.called === null || (m.type !== 'chii' && m.type !== 'pon')) return null;
  const k = kindOf(m.called);
  const deny = [k];
  if (m.type === 'chii') {
    const low = kindOf(m.tiles[0] as Tile);
    if (k === low && k % 9 < 6) deny.push(k + 3);
    if (k === low + 2 && k % 9 >= 3) deny.push(k - 3);
  }
  return deny;
}

/**
 * Values every discard of a position by the 電脳麻将 evaluation and returns them best first.
 * The position is a {@link PositionInput}, a checked {@link Position}, or a table `PlayerView`
 * at the viewer's turn; its hand must be one to discard from (14 tiles, 3 per meld, or just
 * after a chii or pon).
 *
 * @example
 * ```ts
 * import { evaluateDiscards } from '@mjkit/evaluator';
 * const r = evaluateDiscards({ hand: '23456m34p112378s1z', doraIndicators: ['1p'] });
 * r.shanten; // => 2
 * r.best; // => 27
 * r.discards[0]?.tile === r.best; // => true
 * evaluateDiscards({ hand: '123m' }); // throws HAND_SIZE
 * ```
 */
export function evaluateDiscards(position: PositionInput | ViewLike | Position, options?: EvaluateOptions): DiscardEvaluation {
  const p = positionOf(position);
  const settings = settingsOf(options);
  const hand = p.hand;
  if (hand.tileCount !== 14 || (hand.drawn === null && !hand.afterCall && hand.concealedCount % 3 !== 2)) {
    fail('HAND_SIZE', `a hand to discard from has 14 tiles (3 per meld), not ${hand.tileCount}`);
  }
  if (hand.riichi) fail('ILLEGAL_STATE', 'a hand in riichi has no choice of discard');
  return selectDiscard(p, settings);
}

interface Candidate {
  face: number;
  shanten: number;
  ukeire: number;
  effective: number[];
  value: number;
  backtrack: boolean;
  rank: number;
}

/**
 * The straight discard with the largest two-step count (see `twoStep`) among those valued `floor`
 * or more, the first of equal counts in keep order; null when none is.
 */
function twoStepChoice(search: Search, candidates: readonly Candidate[], n0: number, floor: number): Candidate | null {
  let top = -1;
  let chosen: Candidate | null = null;
  const counts = new Map<number, number>();
  for (const cand of candidates) {
    if (cand.shanten > n0 || cand.value < floor - EPS) continue;
    search.remove(cand.face);
    const count = search.twoStepCount(counts);
    search.add(cand.face);
    if (count > top) {
      top = count;
      chosen = cand;
    }
  }
  return chosen;
}

function selectDiscard(p: Position, settings: SearchSettings & { backtrack: boolean; twoStep: number }): DiscardEvaluation {
  const search = new Search(p, settings);
  const n0 = rootShanten(search, p);
  const deny = denied(p);
  const faces = search.facesHeld([]).filter((f) => deny === null || !deny.includes(kindOfFace(f)));
  const keepRank = keepRanker(search);
  const candidates: Candidate[] = faces.map((f) => ({ face: f, shanten: 0, ukeire: 0, effective: [], value: 0, backtrack: false, rank: keepRank(f) }));
  candidates.sort((a, b) => a.rank - b.rank || a.face - b.face);
  let max = -1;
  let best: Candidate | undefined;
  let minUkeire = 0;
  const backtracks: Candidate[] = [];
  for (const cand of candidates) {
    search.remove(cand.face);
    const s = search.shanten();
    cand.shanten = s;
    cand.effective = search.effective(s, []);
    cand.ukeire = cand.effective.reduce((sum, k) => sum + search.unseenOfKind(k), 0);
    const worse = s > n0 || (n0 > 2 && routeShanten(search) > n0);
    if (worse) {
      cand.backtrack = s > n0;
      if (n0 < 2 && s > n0 && settings.backtrack) backtracks.push(cand);
    } else {
      cand.value = search.value13(-1, 0);
      if (cand.value - max > EPS) {
        max = cand.value;
        best = cand;
        minUkeire = cand.ukeire * 6;
      }
    }
    search.add(cand.face);
  }
  const straightMax = max;
  for (const cand of backtracks) {
    if (cand.ukeire < minUkeire) continue;
    search.remove(cand.face);
    cand.value = search.backtrackValue(kindOfFace(cand.face), straightMax * 2, cand.shanten);
    search.add(cand.face);
    if (cand.value - max > EPS) {
      max = cand.value;
      best = cand;
    }
  }
  if (settings.twoStep > 0 && n0 >= 3 && best !== undefined) best = twoStepChoice(search, candidates, n0, max * settings.twoStep) ?? best;
  best ??= candidates[0];
  if (best === undefined) return fail('ILLEGAL_STATE', 'the hand has no tile it may discard');
  const chosen = best;
  const order = [...candidates].sort((a, b) => (a === chosen ? -1 : b === chosen ? 1 : b.value - a.value || a.rank - b.rank || a.face - b.face));
  return {
    best: tileOfFace(chosen.face),
    shanten: n0,
    discards: order.map((c) => ({
      tile: tileOfFace(c.face),
      value: c.value,
      shanten: c.shanten,
      ukeire: c.ukeire,
      effective: c.effective,
      backtrack: c.backtrack,
    })),
    work: { hands: search.nodes, scored: search.scored },
  };
}
