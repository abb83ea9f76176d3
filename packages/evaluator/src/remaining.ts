// The remaining-tile model of the look-ahead: how much a draw of each tile is worth as a
// weight, as tiles are taken from (and put back into) the wall during the search.
//
// Faces: kinds 0..33, where a five's kind counts only its plain copies, and 34..36 the red
// fives of m, p, s. That is majiang-ai's paishu with red fives kept apart.
import { describeValue, fail } from '@mjkit/core/internal';

/**
 * How a draw is weighted during the look-ahead at shanten 0–2.
 *
 * - `'unseen'`: the unseen count itself (what `@kobalab/majiang-ai` 1.0.13 uses): at the
 *   exhaustive draw a hand still counts up to 54 tiles that nobody can draw.
 * - `'normalized'`: the unseen count scaled so that all values sum to the tiles still drawable
 *   from the live wall, `unseen[p] × drawable / Σ unseen`, and 0 when nothing is drawable; each
 *   tile taken in the look-ahead removes one unseen copy and 4 drawable tiles (one turn of the
 *   table). The 電脳麻将 author's 2024 change.
 * - `{ weights }`: a wall reading: per kind (34 entries) or per face (37: the 34 kinds, then
 *   the red 5m, 5p, 5s), the probability that an unseen copy is in the live wall rather than in
 *   another hand. The values are `unseen × weight`, normalized like `'normalized'`; all weights
 *   1 is `'normalized'`.
 */
export type TileModel = 'unseen' | 'normalized' | { readonly weights: ArrayLike<number> };

/** @internal Fails with `INVALID_ARGUMENT` unless `model` is a {@link TileModel}. */
export function checkModel(model: unknown): void {
  if (model === 'unseen' || model === 'normalized') return;
  if (model !== null && typeof model === 'object' && 'weights' in model) {
    const w = (model as { weights: unknown }).weights;
    const ok = w !== null && typeof w === 'object' && ((w as ArrayLike<unknown>).length === 34 || (w as ArrayLike<unknown>).length === 37);
    if (ok && Array.from(w as ArrayLike<unknown>).every((x) => typeof x === 'number' && x >= 0 && Number.isFinite(x))) return;
    fail('INVALID_ARGUMENT', 'model.weights must hold 34 or 37 numbers ≥ 0');
  }
  fail('INVALID_ARGUMENT', `model must be 'unseen', 'normalized' or { weights }, not ${describeValue(model)}`);
}

/** @internal The mutable state of a model during one search. */
export class Remaining {
  /** Unseen copies per face. */
  readonly unseen: Float64Array;
  /** Weight per face (1 for `'unseen'` and `'normalized'`). */
  private readonly weight: Float64Array;
  /** Σ unseen × weight. */
  private total: number;
  /** Tiles still drawable in the look-ahead. */
  private drawable: number;
  private readonly normalize: boolean;

  constructor(unseen: ArrayLike<number>, drawable: number, model: TileModel) {
    this.unseen = Float64Array.from(unseen);
    this.weight = new Float64Array(37).fill(1);
    if (typeof model === 'object') {
      const w = model.weights;
      for (let f = 0; f < 37; f++) this.weight[f] = w.length === 37 ? (w[f] as number) : (w[f < 34 ? f : 4 + 9 * (f - 34)] as number);
    }
    this.normalize = model !== 'unseen';
    this.drawable = drawable;
    let total = 0;
    for (let f = 0; f < 37; f++) total += (this.unseen[f] as number) * (this.weight[f] as number);
    this.total = total;
  }

  /** The weight of a draw of face `f` now. */
  value(f: number): number {
    const u = (this.unseen[f] as number) * (this.weight[f] as number);
    if (!this.normalize) return u;
    return this.drawable > 0 && this.total > 0 ? (u * this.drawable) / this.total : 0;
  }

  /** The weight of one unseen copy of face `f` (1 for `'unseen'` and `'normalized'`). */
  weightOf(f: number): number {
    return this.weight[f] as number;
  }

  /** Unseen copies of face `f`. */
  count(f: number): number {
    return this.unseen[f] as number;
  }

  /** Takes one copy of `f` from the wall: the next turn of the table. */
  take(f: number): void {
    this.unseen[f]! -= 1;
    this.total -= this.weight[f] as number;
    this.drawable -= 4;
  }

  /** Puts back what {@link take} took. */
  put(f: number): void {
    this.unseen[f]! += 1;
    this.total += this.weight[f] as number;
    this.drawable += 4;
  }
}
