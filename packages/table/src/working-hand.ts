// A mutable hand for the hot loops of the engine and of bots: counts per kind and red fives,
// changed in place. `Hand` (core) stays the checked value type at the boundary.
import { Hand, formatMpsz, kindOf } from '@mjkit/core';
import type { Meld, Tile } from '@mjkit/core';
import { INSPECT, fail } from '@mjkit/core/internal';

/**
 * A concealed hand as counts, changed in place: draw and discard cost a few nanoseconds, and
 * nothing is allocated. It checks only what costs nothing (a fifth copy, a tile not held); turn
 * it into a checked `Hand` with {@link WorkingHand.toHand} when a value must leave the loop.
 *
 * @example
 * ```ts
 * import { Hand } from '@mjkit/core';
 * import { WorkingHand } from '@mjkit/table';
 * const w = WorkingHand.fromHand(Hand.parse('123m055p789s1122z'));
 * w.draw(27);
 * w.discard(28);
 * [w.size, w.counts[27], w.redCount(1)]; // => [13, 3, 1]
 * w.toHand().toString(); // => '123m055p789s1112z'
 * String(w); // => '123m055p789s1112z'
 * w.discard(33); // throws NOT_HELD
 * ```
 */
export class WorkingHand {
  /** Concealed tiles per kind (a red five counts as a five). Read it; change it only through the methods. */
  readonly counts = new Uint8Array(34);
  /** Red fives held per suit m, p, s. */
  readonly #red = new Uint8Array(3);
  /** The melds (read-only here: the hand's melds are set when it is made). */
  readonly melds: readonly Meld[];
  #size = 0;

  constructor(melds: readonly Meld[] = []) {
    this.melds = melds;
  }

  /** A working copy of a checked hand's concealed tiles and melds. */
  static fromHand(hand: Hand): WorkingHand {
    if (!Hand.isHand(hand)) fail('INVALID_ARGUMENT', 'WorkingHand.fromHand takes a Hand');
    const w = new WorkingHand(hand.melds);
    for (const t of hand.concealedTiles()) w.draw(t);
    return w;
  }

  /** The number of concealed tiles. */
  get size(): number {
    return this.#size;
  }

  /** Red fives of suit 0 (m), 1 (p) or 2 (s). */
  redCount(suit: 0 | 1 | 2): number {
    return this.#red[suit] as number;
  }

  /** Adds a tile. Throws `FIFTH_COPY` if the hand already holds four of its kind concealed. */
  draw(tile: Tile): void {
    const k = kindOf(tile);
    const n = this.counts[k] as number;
    if (n >= 4 || !(k >= 0 && k < 34)) fail('FIFTH_COPY', `a fifth tile of kind ${k}`);
    this.counts[k] = n + 1;
    if (tile >= 34) this.#red[tile - 34]!++;
    this.#size++;
  }

  /** Removes a held tile; a red five and a plain five are different here. Throws `NOT_HELD`. */
  discard(tile: Tile): void {
    const k = kindOf(tile);
    const n = this.counts[k] as number;
    const reds = k < 27 && k % 9 === 4 ? (this.#red[(k - 4) / 9] as number) : 0;
    if (tile >= 34 ? reds === 0 : n - reds === 0 || !(k >= 0 && k < 34)) fail('NOT_HELD', `the hand holds no tile ${tile}`);
    this.counts[k] = n - 1;
    if (tile >= 34) this.#red[tile - 34]!--;
    this.#size--;
  }

  /** The concealed tiles (red fives as 0) and melds in mpsz, whatever their number: `'123m055p789s1112z'`. */
  toString(): string {
    const tiles: Tile[] = [];
    for (let k = 0; k < 34; k++) {
      const reds = k < 27 && k % 9 === 4 ? (this.#red[(k - 4) / 9] as number) : 0;
      for (let i = 0; i < (this.counts[k] as number); i++) tiles.push(i < reds ? ((34 + (k - 4) / 9) as Tile) : k);
    }
    return formatMpsz({ concealed: tiles, drawn: null, melds: this.melds, riichi: false, afterCall: false });
  }

  /** How Node's `util.inspect` and `console.log` show it: `WorkingHand(123m055p789s1112z)`. */
  [INSPECT](): string {
    return `WorkingHand(${this.toString()})`;
  }

  /** The concealed tiles and melds as a checked `Hand` (13 or 14 tiles; a 14-tile hand has drawn its highest tile). */
  toHand(): Hand {
    return Hand.fromCounts(this.counts, [this.#red[0] as number, this.#red[1] as number, this.#red[2] as number], this.melds);
  }
}
