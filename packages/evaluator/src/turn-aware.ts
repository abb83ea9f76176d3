// The turn-aware evaluation: for each discard, the probability of reaching tenpai and of winning
// by self-draw within the draws left, and the expected score, by a dynamic program over the
// graph of hands that each draw brings one shanten closer (as mahjong-cpp does).
//
// The solitaire model: the player draws once per turn, T = ⌊drawable / 4⌋ turns; a draw is one
// of the unseen tiles not yet kept, each equally likely, or with a wall reading each copy as likely
// as its weight (a tile drawn and thrown straight back is as if it had not been drawn); a draw
// that brings the hand closer is kept and the discard that keeps it closer is chosen to maximize
// the expected score (then the win probability); any other draw is thrown back. A complete hand
// wins (riichi assumed when closed, tsumo) unless it has no yaku. No calls, no other players.
import { kindOf } from '@mjkit/core';
import type { Tile } from '@mjkit/core';
import { checkOptions, describeValue, fail } from '@mjkit/core/internal';
import { positionOf, tileOfFace } from './position.js';
import type { Position, PositionInput, ViewLike } from './position.js';
import { checkModel } from './remaining.js';
import type { TileModel } from './remaining.js';
import { Search, drawFaces } from './search.js';

/** Probabilities and expected score of one discard under the solitaire model. */
export interface TurnAwareValue {
  /** Probability of being tenpai within the draws left (1 when the discard leaves tenpai). */
  readonly tenpai: number;
  /** Probability of winning by self-draw within the draws left. */
  readonly win: number;
  /** Expected points won (0 when not won). */
  readonly expectedScore: number;
}

/** One discard of {@link evaluateTurnAware}. */
export interface TurnAwareDiscard extends TurnAwareValue {
  readonly tile: Tile;
  /** Shanten after the discard. */
  readonly shanten: number;
}

/** What {@link evaluateTurnAware} returns. */
export interface TurnAwareEvaluation {
  /** The discard with the highest expected score (then win probability). */
  readonly best: Tile;
  /** Shanten of the hand before the discard. */
  readonly shanten: number;
  /** The player's draws left: ⌊drawable / 4⌋. */
  readonly turns: number;
  /** Every discard that keeps the shanten, best first; those that raise it are left out unless `backtracks`. */
  readonly discards: readonly TurnAwareDiscard[];
  /** Distinct hands in the graph (with `backtracks`, summed with those of each backtrack's own graph). */
  readonly hands: number;
}

/** Options of {@link evaluateTurnAware}. */
export interface TurnAwareOptions {
  /** The highest shanten (after the discard) evaluated; default 3. Beyond it the graph grows too large. */
  readonly maxShanten?: number;
  /** Draws left to the player; default ⌊drawable / 4⌋. */
  readonly turns?: number;
  /**
   * Also value the discards that raise the shanten (backtracking, up to `maxShanten`), as the
   * solitaire plays them: the thrown-back kind may be drawn again (a self-drawn win counts in
   * furiten too). Default false.
   */
  readonly backtracks?: boolean;
  /**
   * How likely each unseen copy is to be drawn: `'unseen'` or `'normalized'` (the default), every
   * copy alike; `{ weights }`, a wall reading as {@link evaluateDiscards} takes it (per kind or
   * per face, the probability that an unseen copy is in the live wall rather than in another
   * hand), each copy drawn in proportion to its weight.
   */
  readonly model?: TileModel;
}

/** @internal The dynamic program over one position's hand graph; vectors per hand over turns. */
export class TurnAware {
  readonly search: Search;
  readonly turns: number;
  /** The weight of the unseen tiles at the position (their count without a wall reading). */
  private readonly total: number;
  /** Per face the copies kept by draws on the current path, and their summed weight. */
  readonly kept = new Int32Array(37);
  private keptWeight = 0;
  private readonly memo = new Map<number, Float64Array>();

  constructor(position: Position, turns: number, model: TileModel = 'unseen') {
    this.search = new Search(position, { widths: [1, 1, 1], model, calls: false });
    this.turns = turns;
    let total = 0;
    for (let f = 0; f < 37; f++) total += (position.unseen[f] as number) * this.search.model.weightOf(f);
    this.total = total;
  }

  get hands(): number {
    return this.memo.size;
  }

  /** The weight of the copies of face `f` that can still be drawn on this path (their count without a wall reading). */
  left(f: number): number {
    const m = this.search.model;
    return (m.count(f) - (this.kept[f] as number)) * m.weightOf(f);
  }

  /** The weight of the tiles that can be drawn on this path (the unseen tiles not kept). */
  pool(): number {
    return this.total - this.keptWeight;
  }

  /** Keeps a drawn copy of face `f` on the current path (`-1`: puts one back). */
  keep(f: number, n: 1 | -1): void {
    this.kept[f]! += n;
    this.keptWeight += n * this.search.model.weightOf(f);
  }

  /**
   * The vector of the current 13-tile hand: for t = 0..turns, [tenpai, win, score] at 3t, 3t+1,
   * 3t+2 (t draws left).
   */
  vector(): Float64Array {
    const s = this.search;
    const key = s.handKey();
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const T = this.turns;
    const v = new Float64Array(3 * (T + 1));
    const n = s.shanten();
    if (n === 0) for (let t = 0; t <= T; t++) v[3 * t] = 1;
    const kinds = s.effective(n, []);
    const pool = this.pool();
    if (!(pool > 0)) {
      this.memo.set(key, v);
      return v;
    }
    // Per draw: its probability, and the vector it leads to (a win: null, with its points).
    const probs: number[] = [];
    const next: (Float64Array | number)[] = [];
    let stay = 1;
    for (const k of kinds) {
      for (const f of drawFaces(k)) {
        const left = this.left(f);
        if (left <= 0) continue;
        const q = left / pool;
        s.add(f);
        this.keep(f, 1);
        let to: Float64Array | number | null = null;
        if (n === 0) {
          const points = s.points(f);
          to = points > 0 ? points : null; // a complete hand with no yaku cannot win: thrown back
        } else to = this.bestChild(n - 1);
        this.keep(f, -1);
        s.remove(f);
        if (to === null) continue;
        probs.push(q);
        next.push(to);
        stay -= q;
      }
    }
    for (let t = 1; t <= T; t++) {
      let tenpai = stay * (v[3 * (t - 1)] as number);
      let win = stay * (v[3 * (t - 1) + 1] as number);
      let score = stay * (v[3 * (t - 1) + 2] as number);
      for (let i = 0; i < probs.length; i++) {
        const q = probs[i] as number;
        const to = next[i] as Float64Array | number;
        if (typeof to === 'number') {
          tenpai += q;
          win += q;
          score += q * to;
        } else {
          tenpai += q * (to[3 * (t - 1)] as number);
          win += q * (to[3 * (t - 1) + 1] as number);
          score += q * (to[3 * (t - 1) + 2] as number);
        }
      }
      if (n > 0) v[3 * t] = tenpai;
      v[3 * t + 1] = win;
      v[3 * t + 2] = score;
    }
    this.memo.set(key, v);
    return v;
  }

  /**
   * After a draw (14 tiles, shanten `target` + 1 before it and `target` now): the vector per
   * turn of the best discard keeping `target`, the best chosen turn by turn. Returns a vector
   * made of the best child's entries at each t.
   */
  private bestChild(target: number): Float64Array {
    const s = this.search;
    const T = this.turns;
    const best = new Float64Array(3 * (T + 1)).fill(-1);
    for (const g of s.facesHeld([])) {
      s.remove(g);
      if (s.shanten() === target) {
        const child = this.vector();
        for (let t = 0; t <= T; t++) {
          const i = 3 * t;
          if (compareAt(child, best, t) > 0) {
            best[i] = child[i] as number;
            best[i + 1] = child[i + 1] as number;
            best[i + 2] = child[i + 2] as number;
          }
        }
      }
      s.add(g);
    }
    return best;
  }

  /** The discard (a face) the policy takes after a draw, with `t` draws left after it. */
  chooseDiscard(target: number, t: number): number {
    const s = this.search;
    let choice = -1;
    let best: Float64Array | null = null;
    for (const g of s.facesHeld([])) {
      s.remove(g);
      if (s.shanten() === target) {
        const child = this.vector();
        if (best === null || compareAt(child, best, t) > 0) {
          best = child;
          choice = g;
        }
      }
      s.add(g);
    }
    return choice;
  }
}

/** Expected score, then win, then tenpai probability of vectors `a` and `b` at t draws left. */
function compareAt(a: Float64Array, b: Float64Array, t: number): number {
  const i = 3 * t;
  return (a[i + 2] as number) - (b[i + 2] as number) || (a[i + 1] as number) - (b[i + 1] as number) || (a[i] as number) - (b[i] as number);
}

const OPTION_KEYS = ['maxShanten', 'turns', 'backtracks', 'model'] as const;

/**
 * Values every discard by the turn-aware dynamic program: probability of tenpai and of a
 * self-drawn win within the draws left, and the expected score (see the module's solitaire
 * model in the README). Discards that raise the shanten (unless `backtracks`), or leave more
 * than `maxShanten`, are left out.
 *
 * @example
 * ```ts
 * import { evaluateTurnAware } from '@mjkit/evaluator';
 * const r = evaluateTurnAware({ hand: '123456789m1234p5p', drawable: 40 });
 * r.turns; // => 10
 * r.best; // => 9
 * r.discards[0]?.tenpai; // => 1
 * // a wall reading: every unseen 1p and 4p in other hands, so the 1p-4p wait left by 5p (13) never wins
 * const dead = Array.from({ length: 34 }, (_, kind) => (kind === 9 || kind === 12 ? 0 : 1));
 * evaluateTurnAware({ hand: '123456789m1234p5p', drawable: 40 }, { model: { weights: dead } }).discards.find((d) => d.tile === 13)?.win; // => 0
 * ```
 */
export function evaluateTurnAware(position: PositionInput | ViewLike | Position, options?: TurnAwareOptions): TurnAwareEvaluation {
  const p = positionOf(position);
  const o = checkOptions(options, 'turn-aware options', OPTION_KEYS);
  const maxShanten = o.maxShanten ?? 3;
  if (!Number.isInteger(maxShanten) || maxShanten < 0 || maxShanten > 4) fail('INVALID_ARGUMENT', `maxShanten must be 0..4, not ${describeValue(maxShanten)}`);
  const turns = o.turns ?? Math.floor(p.drawable / 4);
  if (!Number.isInteger(turns) || turns < 0 || turns > 30) fail('INVALID_ARGUMENT', `turns must be a whole number 0..30, not ${describeValue(turns)}`);
  if (o.backtracks !== undefined && typeof o.backtracks !== 'boolean') fail('INVALID_ARGUMENT', `backtracks is true or false, not ${describeValue(o.backtracks)}`);
  const model = o.model ?? 'unseen';
  checkModel(model);
  const hand = p.hand;
  if (hand.tileCount !== 14) fail('HAND_SIZE', `a hand to discard from has 14 tiles (3 per meld), not ${hand.tileCount}`);
  if (hand.riichi) fail('ILLEGAL_STATE', 'a hand in riichi has no choice of discard');
  const dp = new TurnAware(p, turns, model);
  const s = dp.search;
  const n0 = s.shanten();
  const out: TurnAwareDiscard[] = [];
  const valued = (f: number, n: number, v: ArrayLike<number>): TurnAwareDiscard => ({ tile: tileOfFace(f), shanten: n, tenpai: v[3 * turns] as number, win: v[3 * turns + 1] as number, expectedScore: v[3 * turns + 2] as number });
  const raised: [number, number][] = [];
  let hands = 0;
  for (const f of s.facesHeld([])) {
    s.remove(f);
    const n = s.shanten();
    if (n <= Math.max(n0, 0) && n <= maxShanten) out.push(valued(f, n, dp.vector()));
    else if (o.backtracks === true && n <= maxShanten) raised.push([f, n]);
    s.add(f);
  }
  // a backtrack's hands are reached by other paths than the hand's own: each gets a program of
  // its own, whose memo (keyed by the hand) then holds only hands of its path
  for (const [f, n] of raised) {
    const own = new TurnAware(p, turns, model);
    own.search.remove(f);
    out.push(valued(f, n, own.vector()));
    hands += own.hands;
  }
  out.sort((a, b) => b.expectedScore - a.expectedScore || b.win - a.win || b.tenpai - a.tenpai || kindOf(a.tile) - kindOf(b.tile));
  if (out.length === 0) fail('INVALID_ARGUMENT', `every discard leaves more than ${maxShanten} shanten (raise maxShanten)`);
  return { best: (out[0] as TurnAwareDiscard).tile, shanten: n0, turns, discards: out, hands: dp.hands + hands };
}

