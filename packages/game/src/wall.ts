// The tiles of a round as the engine takes them: the deal, the live draws, the replacement draws
// after a kan or kita, and the dora and ura indicators. From a Tenhou wall (rebuilt from a log's
// seed), from a seed of ours, or dealt as per-seat draw streams for duplicate matches.
import { createRng } from '@mjkit/core';
import type { Seat, TileId } from '@mjkit/core';
import { checkPlayers, describeValue, fail } from '@mjkit/core/internal';
import { dealtHands } from '@mjkit/record';
import type { ShuffledWall } from '@mjkit/record';

/** One round's tiles. Made fresh for each round: its draws are taken in order. */
export interface RoundWall {
  /** The dealt hands, per seat (13 tile ids; an empty seat of a three-player game has none). */
  readonly hands: readonly (readonly TileId[])[];
  /** The dice (die − 1, as Tenhou writes them), or null. */
  readonly dice: readonly [number, number] | null;
  /** The k-th dora indicator (k = 0: the first; 1..4: kan dora). */
  dora(k: number): TileId;
  /** The k-th ura indicator. */
  ura(k: number): TileId;
  /** The next live draw, for `seat` (a shared wall ignores the seat). */
  draw(seat: Seat): TileId;
  /** The next replacement tile (after a kan or kita). */
  replacement(): TileId;
}

/** Makes the wall of each round: by its place in the game (round number, honba, and the count of rounds played). */
export type WallSource = (round: { readonly round: number; readonly honba: number; readonly index: number; readonly dealer: Seat }) => RoundWall;

/**
 * The round wall of a Tenhou-style shuffled wall (from `tenhouWalls` of `@mjkit/tenhou`, or
 * {@link seededShuffle}): one live wall that every seat draws from in turn, dealt and laid out
 * as Tenhou does.
 */
export function wallOfShuffled(wall: ShuffledWall, dealer: Seat): RoundWall {
  const hands = dealtHands(wall, dealer);
  const tiles = wall.tiles;
  let live = tiles.length - 1 - 13 * wall.players;
  let replacement = 0;
  const at = (i: number | undefined): TileId => {
    if (i === undefined) fail('ILLEGAL_STATE', 'the dead wall has no more tiles');
    return tiles[i] as TileId;
  };
  return {
    hands,
    dice: wall.dice,
    dora: (k) => at(wall.deadWall.dora[k]),
    ura: (k) => at(wall.deadWall.ura[k]),
    draw: () => {
      const i = live--;
      return at(i >= 14 ? i : undefined); // the lowest 14 are the dead wall
    },
    replacement: () => at(wall.deadWall.replacements[replacement++]),
  };
}

/** The dead wall of our seeded walls: Tenhou's layout since 2010. */
function layout(players: 3 | 4): ShuffledWall['deadWall'] {
  const r = players === 4 ? 4 : 8;
  return {
    replacements: Array.from({ length: r }, (_, i) => i ^ 1),
    dora: Array.from({ length: 5 }, (_, k) => r + 2 * k + 1),
    ura: Array.from({ length: 5 }, (_, k) => r + 2 * k),
  };
}

/**
 * A wall shuffled from a seed of ours (mjkit's seeded generator, not Tenhou's): the same seed
 * gives the same wall and dice.
 *
 * @example
 * ```ts
 * import { seededShuffle } from '@mjkit/game';
 * const a = seededShuffle('table 1, round 0', 4);
 * [a.tiles.length, new Set(a.tiles).size]; // => [136, 136]
 * seededShuffle('table 1, round 0', 4).tiles.join() === a.tiles.join(); // => true
 * seededShuffle('x', 3).tiles.length; // => 108
 * ```
 */
export function seededShuffle(seed: string | number, players: 3 | 4): ShuffledWall {
  checkPlayers(players);
  const rng = createRng(seed);
  const tiles = (players === 4 ? ALL_TILES : SANMA_TILES).slice();
  rng.shuffle(tiles);
  return { tiles, dice: [rng.nextInt(6), rng.nextInt(6)], players, deadWall: players === 4 ? LAYOUT_4 : LAYOUT_3 };
}

const ALL_TILES: readonly TileId[] = Array.from({ length: 136 }, (_, i) => i);
const SANMA_TILES: readonly TileId[] = ALL_TILES.filter((i) => i < 4 || i >= 32);
const LAYOUT_4 = layout(4);
const LAYOUT_3 = layout(3);

/**
 * A duplicate-match wall: the deal as {@link wallOfShuffled}, but each seat draws from its own
 * stream (the live tiles it would draw in a round without calls), so that a call, which skips
 * turns, does not change what the other seats draw. A seat whose stream is empty takes from the
 * longest one (kobalab's duplicate tool does the same). Replacement and indicators as Tenhou's.
 */
export function streamWall(wall: ShuffledWall, dealer: Seat): RoundWall {
  const shared = wallOfShuffled(wall, dealer);
  const players = wall.players;
  const liveCount = wall.tiles.length - 14 - 13 * players;
  const streams: TileId[][] = [[], [], [], []];
  for (let n = 0; n < liveCount; n++) (streams[(dealer + n) % players] as TileId[]).push(shared.draw(dealer));
  return {
    hands: shared.hands,
    dice: shared.dice,
    dora: shared.dora,
    ura: shared.ura,
    replacement: shared.replacement,
    draw(seat: Seat): TileId {
      let own = streams[seat] as TileId[];
      if (own.length === 0) own = streams.reduce((a, b) => (b.length > a.length ? b : a));
      const t = own.shift();
      if (t === undefined) fail('ILLEGAL_STATE', 'the live wall is empty');
      return t;
    },
  };
}

/**
 * One Hong Kong round's tiles: the deal (13 tile ids each, the bonus tiles dealt set aside and
 * replaced), then the live draws from the front of the wall and the replacements (after a kong or
 * a bonus tile) from its back. A number from 136 up is a bonus tile: 136 + (1f…8f − 1).
 */
export interface HongKongRoundWall {
  readonly hands: readonly (readonly TileId[])[];
  /** The bonus tiles (1–8) each seat set aside at the deal, per seat. */
  readonly bonus: readonly (readonly number[])[];
  readonly dice: readonly [number, number] | null;
  /** The next live draw: a tile id, or 136 + a bonus tile − 1. */
  draw(seat: Seat): number;
  /** The next replacement, from the back of the wall. */
  replacement(): number;
}

/** Makes the wall of each Hong Kong round, as {@link WallSource} does for riichi rounds. */
export type HongKongWallSource = (round: { readonly round: number; readonly honba: number; readonly index: number; readonly dealer: Seat }) => HongKongRoundWall;

/**
 * A Hong Kong wall shuffled from a seed (mjkit's generator): the 136 tiles and, with `bonusTiles`,
 * the eight bonus tiles; `deadWall` tiles at its back are never played. Dealt from the front, 13
 * tiles a seat from the dealer on; then, seat by seat from the dealer, each bonus tile dealt is set
 * aside and replaced from the back (again while a replacement is a bonus tile).
 *
 * With `streams`, for duplicate matches, each seat draws from its own stream: the live tiles it
 * would draw in a round without calls (the n-th live tile after the deal is the stream of seat
 * dealer + n), so that a call, which skips turns, does not change what the other seats draw. A
 * seat whose stream is empty takes from the longest one; replacements (after a kong or a bonus
 * tile) still come from the back, the highest tile not yet taken.
 *
 * @example
 * ```ts
 * import { hongKongWall } from '@mjkit/game';
 * const w = hongKongWall('table 1', 0, { bonusTiles: true, deadWall: 0 });
 * w.hands.map((h) => h.length); // => [13, 13, 13, 13]
 * w.hands.flat().every((t) => t < 136); // => true
 * // per-seat streams: the same deal; seat 2 draws its own tiles whatever seat 1 does
 * const s = hongKongWall('table 1', 0, { bonusTiles: true, deadWall: 0 }, { streams: true });
 * s.hands.flat().join() === w.hands.flat().join(); // => true
 * s.draw(2) === hongKongWall('table 1', 0, { bonusTiles: true, deadWall: 0 }, { streams: true }).draw(2); // => true
 * ```
 */
export function hongKongWall(seed: string | number, dealer: Seat, table: { readonly bonusTiles: boolean; readonly deadWall: number }, options: { readonly streams?: boolean } = {}): HongKongRoundWall {
  if (!(Number.isInteger(dealer) && dealer >= 0 && dealer < 4)) fail('INVALID_ARGUMENT', `the dealer is a seat 0..3, not ${describeValue(dealer)}`);
  if (table === null || typeof table !== 'object' || typeof table.bonusTiles !== 'boolean' || !(Number.isInteger(table.deadWall) && table.deadWall >= 0 && table.deadWall <= 60)) {
    fail('INVALID_ARGUMENT', `a Hong Kong table is { bonusTiles: boolean, deadWall: 0..60 } (a HongKongRules set is one), not ${describeValue(table)}`);
  }
  if (options === null || typeof options !== 'object' || (options.streams !== undefined && typeof options.streams !== 'boolean')) {
    fail('INVALID_ARGUMENT', `Hong Kong wall options are { streams?: boolean }, not ${describeValue(options)}`);
  }
  const rng = createRng(seed);
  const tiles = Array.from({ length: table.bonusTiles ? 144 : 136 }, (_, i) => i);
  rng.shuffle(tiles);
  const dice: [number, number] = [rng.nextInt(6), rng.nextInt(6)];
  // positions front..back are live; `taken` marks the ones drawn out of order (stream draws)
  let front = 0;
  let back = tiles.length - 1 - table.deadWall;
  const taken = new Uint8Array(tiles.length);
  const empty = () => fail('ILLEGAL_STATE', 'the Hong Kong wall has no more tiles');
  const takeAt = (i: number): number => {
    taken[i] = 1;
    return tiles[i] as number;
  };
  const fromFront = (): number => {
    while (front <= back && taken[front] === 1) front++;
    return front > back ? empty() : takeAt(front++);
  };
  const fromBack = (): number => {
    while (back >= front && taken[back] === 1) back--;
    return back < front ? empty() : takeAt(back--);
  };
  const hands: TileId[][] = [[], [], [], []];
  const bonus: number[][] = [[], [], [], []];
  for (let k = 0; k < 4; k++) {
    const seat = (dealer + k) % 4;
    for (let n = 0; n < 13; n++) (hands[seat] as number[]).push(fromFront());
  }
  for (let k = 0; k < 4; k++) {
    const seat = (dealer + k) % 4;
    const hand = hands[seat] as number[];
    for (let i = 0; i < hand.length; i++) {
      while ((hand[i] as number) >= 136) {
        (bonus[seat] as number[]).push((hand[i] as number) - 135);
        hand[i] = fromBack();
      }
    }
  }
  if (options.streams !== true) return { hands, bonus, dice, draw: fromFront, replacement: fromBack };
  // each seat's stream: the live positions it would draw in turn, front first
  const streams: number[][] = [[], [], [], []];
  for (let i = front, n = 0; i <= back; i++, n++) (streams[(dealer + n) % 4] as number[]).push(i);
  const next = [0, 0, 0, 0];
  const left = (s: number): number => {
    const own = streams[s] as number[];
    while ((next[s] as number) < own.length && taken[own[next[s] as number] as number] === 1) next[s]!++;
    return own.length - (next[s] as number);
  };
  const draw = (seat: Seat): number => {
    let s: number = seat;
    if (left(s) === 0) for (let o = 0; o < 4; o++) if (left(o) > left(s)) s = o;
    if (left(s) === 0) return empty();
    return takeAt((streams[s] as number[])[next[s]!++] as number);
  };
  return { hands, bonus, dice, draw, replacement: fromBack };
}
