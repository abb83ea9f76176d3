// Push or fold in points: what a discard may lose (the chance it deals in to each opponent times
// what that opponent's win would cost) against what pushing may gain (the turn-aware expected
// score of the hand), so that no threshold depends on the evaluation's scale.
//
// For a discard k: EV(k) = −loss(k) + (1 − P(k deals in)) × max(0, gain(k) + draw(k) − future(k)), where
//   loss(k)   = Σ over opponents o of P(k deals in to o) × points(o),
//   gain(k)   = the hand's expected score: the turn-aware one (self-draws only) over the share of
//               wins that are self-drawn (0.40 in the 2020 Houou logs: 2,352 of 5,827), for the
//               best discard; another discard gets it in proportion to its evaluation (the
//               evaluator ranks, the turn-aware program gives the points); 0 for a hand that
//               cannot be evaluated (more than 3-shanten: it has given up); a win also takes the
//               riichi sticks and the honba off the table, so the gain adds win × that pot,
//   draw(k)   = unless `notenPayments` is false, with four players, for a hand ready after k: the chance that the round
//               ends in an exhaustive draw from the tiles left (the Houou hanchan's) times what being
//               ready swings there (the noten payments, 2,600 on average); else 0,
//   future(k) = the extra cost of the discards still to come while pushing: 1 − (1 − r)^n of the
//               opponents' average win points, r the chance that a tile drawn from the unseen ones
//               deals in less that of the safest tile in hand (what folding would throw), n the
//               draws left while the hand is not yet won (turns × (1 − win / 2)).
// The max(0, …) is the option to fold later. points(o): opponent-score's expected value of o's
// win (four players) or a flat 5,200 (7,700 for the dealer); the deal-in chance: the learned
// model, or tileDanger calibrated on the same games. With a `placement` (placement.ts) every
// change of the scores counts by the final place it moves, not by its points: a deal-in to o
// costs the worth of o's gain and the viewer's loss, a win the worth of its value (paid a third by
// each opponent) and the pot.
import type { Rules, Seat, TileId } from '@mjkit/core';
import { MjkitError, kindOf, tileFromId, unseenOf } from '@mjkit/core';
import { describeValue, fail } from '@mjkit/core/internal';
import { evaluateTurnAware, positionOf } from '@mjkit/evaluator';
import type { TurnAwareDiscard, ViewLike } from '@mjkit/evaluator';
import { predictWinScore } from '@mjkit/opponent-score';
import { shanten } from '@mjkit/shanten';
import type { PlayerView } from '@mjkit/table';
import { tileDanger } from './danger.js';
import type { SafeKinds } from './danger.js';
import { dealInRisk } from './deal-in.js';
import { dealInTreesRisk } from './deal-in-trees.js';
import type { Placement } from './placement.js';

/**
 * Your own deal-in model: per seat (null for the viewer's own seat and empty seats), the chance
 * that each kind 0..33 discarded now deals in to that seat, from the viewer's view. `safe`, when
 * the agent follows the events, gives per seat the kinds discarded by anyone after its riichi
 * (tileDanger's {@link SafeKinds}: the view alone does not order the rivers in time); pass it on
 * to {@link dealInRisk} with weights of your own. Checked on every call: a seat's chances are 34
 * numbers in [0, 1].
 */
export type DealInChances = (view: PlayerView, safe?: SafeKinds) => readonly (ArrayLike<number> | null)[];
/**
 * Where the deal-in chances come from: the learned model (`learned`), the same with the boosted
 * trees against a seat in riichi (`trees`: {@link dealInTreesRisk}), the hand-set danger
 * calibrated (`tile-danger`), or a model of your own.
 */
export type DealInSource = 'learned' | 'trees' | 'tile-danger' | DealInChances;
/**
 * Your own model of what an opponent's win is worth: the expected points of a win of `seat`
 * (an opponent of the viewer), from the viewer's view. Checked on every call: a finite number of
 * points ≥ 0.
 */
export type WinPoints = (view: PlayerView, seat: Seat) => number;
/** What an opponent's win is worth: opponent-score's prediction, a flat value, or a model of your own. */
export type WinPointsSource = 'opponent-score' | 'flat' | WinPoints;

/** One opponent as the push-or-fold weighs it. */
export interface OpponentTerm {
  readonly seat: Seat;
  /** What its win would cost, in points. */
  readonly winPoints: number;
  /** What dealing in to it would cost: its `winPoints`, or with a placement the mean worth of its win's values (the pot to it). */
  readonly cost: number;
  /** The chance that a tile drawn from the unseen ones deals in to it. */
  readonly drawnRisk: number;
}

/** One discard weighed in points. */
export interface PushFoldTerm {
  readonly tile: TileId;
  /** The chance it deals in to anyone. */
  readonly dealIn: number;
  /** Σ P(deal in to o) × cost(o). */
  readonly loss: number;
  /** The turn-aware expected score after it (0 when the hand gives up); with a placement, its worth. */
  readonly gain: number;
  /** The turn-aware chance of winning after it. */
  readonly win: number;
  /** The cost of the discards still to come while pushing. */
  readonly future: number;
  /**
   * What the hand being ready after it is worth at an exhaustive draw: the chance of the draw
   * ({@link exhaustiveDrawChance}) times the noten payments it swings (0 when not ready, with
   * three players, or with `notenPayments: false`).
   */
  readonly draw: number;
  /** −loss + (1 − dealIn) × max(0, gain + draw − future). */
  readonly ev: number;
}

/** What {@link pushFoldTerms} returns. */
export interface PushFold {
  readonly opponents: readonly OpponentTerm[];
  /** One per tile asked, in the order asked. */
  readonly terms: readonly PushFoldTerm[];
}

/** Options of {@link pushFoldTerms}. */
export interface PushFoldOptions {
  readonly dealIn?: DealInSource;
  readonly winPoints?: WinPointsSource;
  /** Kinds known safe against each seat beyond its river (tileDanger's `safe`); with the learned model, a kind passed after a riichi cannot deal in to it. */
  readonly safe?: SafeKinds;
  /** The turn-aware evaluation of this hand, when the caller has it. */
  readonly turnAware?: readonly TurnAwareDiscard[];
  /** The evaluator's values of `tiles`, in their order: the gains follow their proportions. */
  readonly values?: readonly number[];
  /** The opponents, when the caller has computed them for this view ({@link opponentTerms}). */
  readonly table?: OpponentTable;
  /** Weigh the scores' changes by the final place they move (`placementOf`), not by their points. */
  readonly placement?: Placement;
  /** Count a ready hand's noten payments at an exhaustive draw in the gain of pushing (four players; default true, as the evaluator bot does). */
  readonly notenPayments?: boolean;
  /**
   * The game's rules (a view does not carry them; an agent has them from the game's start): the
   * riichi deposit and honba points a win takes, whether a draw pays noten payments, and the yaku
   * the turn-aware evaluation counts (open tanyao…). Default Tenhou's.
   */
  readonly rules?: Rules;
}

/** The share of wins that are self-drawn: 2,352 of 5,827 in the 647 Houou hanchan of 2020. */
export const SELF_DRAW_SHARE = 0.4;

/**
 * The chance that a round still on with `tilesLeft` tiles in the live wall ends in an exhaustive
 * draw: per 4 tiles left, the share of discards in the 647 Houou hanchan of 2020 whose round ended
 * so (from 0.89 with 0–3 tiles left to 0.15 with 48 or more; about the same under a riichi).
 */
export function exhaustiveDrawChance(tilesLeft: number): number {
  return DRAW_CHANCE[Math.min(DRAW_CHANCE.length - 1, Math.max(0, Math.floor(tilesLeft / 4)))]!;
}
const DRAW_CHANCE = [0.89, 0.71, 0.58, 0.47, 0.39, 0.33, 0.27, 0.23, 0.2, 0.18, 0.17, 0.16, 0.15] as const;

/**
 * What being ready rather than not is worth at an exhaustive draw, in the mean of the 2020 Houou
 * hanchan's draws: 3,000 with no other hand ready or all three, 2,500 with one or two.
 */
export const NOTEN_SWING = 2600;

/**
 * What a win takes off the table beside its value: the riichi sticks and the honba, at the rules'
 * `riichiDeposit` and `honbaPoints` (default Tenhou's: 1,000 a stick, 300 a honba, 200 with three
 * players).
 */
export function potOf(view: Pick<PlayerView, 'riichiSticks' | 'honba' | 'players'>, rules?: Pick<Rules, 'riichiDeposit' | 'honbaPoints'>): number {
  const deposit = rules?.riichiDeposit ?? 1000;
  const honba = rules?.honbaPoints ?? (view.players === 3 ? 200 : 300);
  return deposit * view.riichiSticks + honba * view.honba;
}

/**
 * The gain of pushing a hand from its turn-aware value (self-draws only): every win, not only
 * self-draws (over {@link SELF_DRAW_SHARE}), and the pot it takes.
 */
export function gainOf(value: { readonly expectedScore: number; readonly win: number }, pot: number): { readonly gain: number; readonly win: number } {
  const win = Math.min(1, value.win / SELF_DRAW_SHARE);
  return { gain: value.expectedScore / SELF_DRAW_SHARE + win * pot, win };
}

/**
 * A gain of {@link gainOf} as a placement weighs it: the win chance times the worth of a win of
 * the average value (gain / win less the pot), paid a third by each opponent, and the pot. Without
 * a placement, the gain itself.
 */
export function gainWorth(value: { readonly gain: number; readonly win: number }, pot: number, seat: Seat, placement: Placement | undefined): number {
  if (placement === undefined || value.win <= 0) return value.gain;
  const each = (value.gain / value.win - pot) / 3;
  const change = [0, 1, 2, 3].map((s) => (s === seat ? 3 * each + pot : -each));
  return value.win * placement.worth(change);
}

/** What dealing in to `seat` costs the viewer as a placement weighs it: the mean worth of losing each of its win's values to it (the pot going to it too). */
function dealInCost(view: PlayerView, seat: Seat, values: readonly { readonly points: number; readonly probability: number }[], placement: Placement, rules: Rules | undefined): number {
  let cost = 0;
  for (const { points, probability } of values) {
    const change = [0, 0, 0, 0];
    change[view.seat] = -points;
    change[seat] = points + potOf(view, rules);
    cost -= probability * placement.worth(change);
  }
  return cost;
}

/** tileDanger calibrated on the 2020 Houou games (bench/results/deal-in-model.md): σ(a + b × danger / 100). */
const CALIBRATED = { riichi: [-4.906, 31.657], open: [-4.947, 24.623], other: 0.00183 } as const;
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const FLAT = { dealer: 7700, other: 5200 } as const;

/** Per seat (null for the viewer's own and empty seats), the chance each kind 0..33 deals in to it. */
function dealInBySeat(view: PlayerView, source: DealInSource, safe: SafeKinds | undefined): (Float64Array | null)[] {
  if (source === 'learned') return [...dealInRisk(view, undefined, safe).bySeat];
  if (source === 'trees') return [...dealInTreesRisk(view, safe).bySeat];
  if (typeof source === 'function') return checkedModel(view, source, safe);
  const map = tileDanger(view, safe);
  const out: (Float64Array | null)[] = [];
  for (let s = 0; s < 4; s++) {
    if (s === view.seat || s >= view.players) {
      out.push(null);
      continue;
    }
    const t = map.threats.find((x) => x.seat === s);
    const p = new Float64Array(34).fill(CALIBRATED.other);
    if (t !== undefined) {
      // tileDanger keeps the greatest over threats of a kind: the share of this seat is not apart
      const [a, b] = t.riichi ? CALIBRATED.riichi : CALIBRATED.open;
      const d = t.riichi ? map.riichi : map.open;
      for (let k = 0; k < 34; k++) p[k] = sigmoid(a + (b * d[k]!) / 100);
    }
    out.push(p);
  }
  return out;
}

/** A deal-in model's answer for `view`, checked: 34 chances in [0, 1] per opponent, null elsewhere. */
function checkedModel(view: PlayerView, model: DealInChances, safe: SafeKinds | undefined): (Float64Array | null)[] {
  const given = model(view, safe);
  if (!Array.isArray(given)) fail('INVALID_ARGUMENT', `a deal-in model returns an array per seat, not ${describeValue(given)}`);
  const out: (Float64Array | null)[] = [];
  for (let s = 0; s < 4; s++) {
    if (s === view.seat || s >= view.players) {
      out.push(null);
      continue;
    }
    const p = given[s] as unknown;
    if (p === null || typeof p !== 'object' || (p as ArrayLike<number>).length !== 34) fail('INVALID_ARGUMENT', `a deal-in model gives each opponent 34 chances; seat ${s} got ${describeValue(p)}`);
    const chances = Float64Array.from(p as ArrayLike<number>);
    const bad = chances.findIndex((x) => !(x >= 0 && x <= 1));
    if (bad >= 0) fail('INVALID_ARGUMENT', `a deal-in chance is in [0, 1]; seat ${s}, kind ${bad} got ${describeValue((p as ArrayLike<number>)[bad])}`);
    out.push(chances);
  }
  return out;
}

/** A win-points model's answer for `seat`, checked: a finite number of points ≥ 0. */
function checkedWinPoints(view: PlayerView, seat: Seat, model: WinPoints): number {
  const points = model(view, seat);
  if (typeof points !== 'number' || !(points >= 0) || !Number.isFinite(points)) fail('INVALID_ARGUMENT', `a win-points model gives a finite number of points ≥ 0; seat ${seat} got ${describeValue(points)}`);
  return points;
}

/** The opponents as the push-or-fold weighs them, and per seat the chance each kind deals in to it. */
export interface OpponentTable {
  readonly opponents: readonly OpponentTerm[];
  /** Per seat (null for the viewer's own and empty seats), the chance each kind 0..33 deals in to it. */
  readonly bySeat: readonly (Float64Array | null)[];
}

/**
 * The opponents as the push-or-fold weighs them: what each one's win would cost and the chance
 * that a tile drawn from the unseen ones (core's `unseenOf`) deals in to it. A decision computes
 * it once and hands it to every {@link pushFoldTerms} call it makes.
 */
export function opponentTerms(view: PlayerView, options: PushFoldOptions = {}): OpponentTable {
  const bySeat = dealInBySeat(view, options.dealIn ?? 'learned', options.safe);
  const unseen = unseenOf(view);
  let unseenTotal = 0;
  for (let k = 0; k < 34; k++) unseenTotal += unseen[k]!;
  const opponents: OpponentTerm[] = [];
  for (let s = 0; s < view.players; s++) {
    const p = bySeat[s];
    if (!p) continue;
    const seat = s as Seat;
    const source = options.winPoints ?? 'opponent-score';
    const predicted = source === 'opponent-score' && view.players === 4 ? predictWinScore(view, seat) : null;
    const winPoints = typeof source === 'function' ? checkedWinPoints(view, seat, source) : predicted ? predicted.mean : seat === view.dealer ? FLAT.dealer : FLAT.other;
    const cost = options.placement === undefined ? winPoints : dealInCost(view, seat, predicted ? predicted.distribution : [{ points: winPoints, probability: 1 }], options.placement, options.rules);
    let drawnRisk = 0;
    for (let k = 0; k < 34; k++) drawnRisk += (unseen[k]! * p[k]!) / (unseenTotal || 1);
    opponents.push({ seat, winPoints, cost, drawnRisk });
  }
  return { opponents, bySeat };
}

/**
 * The extra cost of the discards still to come while pushing: 1 − (1 − r)^n of the opponents'
 * average deal-in cost (weighed by their risk), r the chance that a drawn tile deals in to anyone
 * less `foldRisk` (that of the tile folding would throw), n the draws left while the hand is not
 * won: ⌊tiles left / 4⌋ × (1 − win / 2).
 */
export function futureCost(opponents: readonly OpponentTerm[], tilesLeft: number, win: number, foldRisk = 0): number {
  const r = Math.max(0, 1 - opponents.reduce((q, o) => q * (1 - o.drawnRisk), 1) - foldRisk);
  const weight = opponents.reduce((a, o) => a + o.drawnRisk, 0);
  const points = weight === 0 ? 0 : opponents.reduce((a, o) => a + o.drawnRisk * o.cost, 0) / weight;
  const draws = Math.floor(Math.max(0, tilesLeft) / 4) * (1 - win / 2);
  return (1 - Math.pow(1 - r, draws)) * points;
}

/** What discarding `tile` may lose to the table's opponents: its expected cost and the chance it deals in to anyone. */
export function riskOf(table: OpponentTable, tile: TileId): { readonly loss: number; readonly dealIn: number } {
  let loss = 0;
  let safe = 1;
  for (const o of table.opponents) {
    const p = table.bySeat[o.seat]![tile >> 2]!;
    loss += p * o.cost;
    safe *= 1 - p;
  }
  return { loss, dealIn: 1 - safe };
}

/** The chance that the safest of `tiles` deals in: the risk a hand that folds still runs (0 with no tile). */
export function foldRiskOf(table: OpponentTable, tiles: readonly TileId[]): number {
  let least = tiles.length === 0 ? 0 : 1;
  for (const tile of tiles) least = Math.min(least, riskOf(table, tile).dealIn);
  return least;
}

/**
 * Each discard of `tiles` (tile ids of the hand) weighed in points, with the terms of the module
 * comment: what it may lose to each opponent, what pushing may gain, and their balance.
 */
export function pushFoldTerms(view: PlayerView, tiles: readonly TileId[], options: PushFoldOptions = {}): PushFold {
  const table = options.table ?? opponentTerms(view, options);
  const { opponents } = table;
  const risks = tiles.map((tile) => riskOf(table, tile));
  const foldRisk = risks.length === 0 ? 0 : Math.min(...risks.map((r) => r.dealIn));
  const turnAware = options.turnAware ?? [];
  const top = turnAware[0];
  const values = options.values;
  const best = values && values.length > 0 ? Math.max(...values) : 0;
  const pot = potOf(view, options.rules);
  const drawWorth = options.notenPayments !== false && options.rules?.notenPayments !== false && view.players === 4 ? exhaustiveDrawChance(view.tilesLeft) * NOTEN_SWING : 0;
  const counts = new Uint8Array(34);
  if (drawWorth > 0) for (const t of view.hand) counts[t >> 2]!++;
  const readyAfter = (tile: TileId): boolean => {
    counts[tile >> 2]!--;
    const ready = shanten(counts) === 0;
    counts[tile >> 2]!++;
    return ready;
  };
  const terms = tiles.map((tile, i): PushFoldTerm => {
    const { loss, dealIn } = risks[i]!;
    let gain = 0;
    let win = 0;
    if (top !== undefined) {
      let value: { expectedScore: number; win: number } | undefined;
      if (values) {
        const share = best > 0 ? Math.max(0, values[i]!) / best : 0;
        value = { expectedScore: share * top.expectedScore, win: share * top.win };
      } else {
        const face = tileFromId(tile, view.redFives);
        value = turnAware.find((d) => d.tile === face) ?? turnAware.find((d) => kindOf(d.tile) === tile >> 2);
      }
      if (value !== undefined && value.win > 0) {
        ({ gain, win } = gainOf(value, pot));
        gain = gainWorth({ gain, win }, pot, view.seat, options.placement);
      }
    }
    const draw = drawWorth > 0 && readyAfter(tile) ? drawWorth : 0;
    const future = gain + draw > 0 ? futureCost(opponents, view.tilesLeft, win, foldRisk) : 0;
    return { tile, dealIn, loss, gain, win, future, draw, ev: -loss + (1 - dealIn) * Math.max(0, gain + draw - future) };
  });
  return { opponents, terms };
}

/**
 * The turn-aware evaluation of a view's hand under the game's `rules` (default Tenhou's), or an
 * empty list when it cannot be made (more than `maxShanten` from ready after every discard, or no
 * discard).
 */
export function turnAwareOf(view: ViewLike, maxShanten = 3, rules?: Rules): readonly TurnAwareDiscard[] {
  try {
    return evaluateTurnAware(positionOf(view, rules), { maxShanten }).discards;
  } catch (e) {
    // rules of another table are the caller's error, not a hand beyond reach
    if (e instanceof MjkitError && e.code !== 'INVALID_RULES') return [];
    throw e;
  }
}
