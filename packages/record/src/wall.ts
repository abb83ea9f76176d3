// A round's wall as the table lays it out: the tile ids in shuffle order, dealt from the top
// (4-4-4 then 1 per seat, dealer first), the live draws below, the dead wall at the bottom. The
// engine deals its walls this way; `@mjkit/tenhou` rebuilds Tenhou's from a log's seed.
import type { TileId } from '@mjkit/core';
import { checkObject, checkPlayers, checkWholeNumber, describeValue, fail } from '@mjkit/core/internal';

/**
 * Where the dead wall's tiles lie in a {@link ShuffledWall} (indices into `tiles`). Measured on
 * every kyoku of the real logs: replacement tiles (kan, kita) are taken 1, 0, 3, 2, … and the
 * k-th dora / ura indicator lie just above them, in pairs (ura below dora since the base64 seeds
 * of 2010; the hex seeds of older logs put the dora below and take replacements 0, 1, 2, …).
 */
export interface DeadWallLayout {
  /** The replacement tiles in the order they are drawn (4 with four players, 8 with three: kita). */
  readonly replacements: readonly number[];
  /** The dora indicators, first one first (1 + up to 4 kan dora). */
  readonly dora: readonly number[];
  /** The ura indicators, paired with `dora`. */
  readonly ura: readonly number[];
}

/** One round's wall in shuffle order (as Tenhou shuffles it, or a seed of the engine). */
export interface ShuffledWall {
  /**
   * The tile ids in shuffle order: 136, or 108 with three players (no 2m–8m). Tiles are dealt
   * from the top (the last index) down, 4-4-4 then 1 per seat, dealer first; live draws go on
   * down; the lowest indices are the dead wall (see {@link DeadWallLayout}).
   */
  readonly tiles: readonly TileId[];
  /** The two dice as Tenhou writes them in INIT seeds: die value − 1 (0..5). */
  readonly dice: readonly [number, number];
  readonly players: 3 | 4;
  readonly deadWall: DeadWallLayout;
}

/** Throws `INVALID_ARGUMENT` unless `wall` has the shape of a {@link ShuffledWall}. */
function checkWall(wall: ShuffledWall): void {
  checkObject(wall, 'a wall');
  checkPlayers(wall.players);
  if (!Array.isArray(wall.tiles) || wall.tiles.length !== tileCount(wall.players)) {
    fail('INVALID_ARGUMENT', `a wall of ${wall.players} players has ${tileCount(wall.players)} tiles, not ${describeValue(wall.tiles)}`);
  }
}

const tileCount = (players: 3 | 4): number => (players === 4 ? 136 : 108);

/** The hands a wall deals, per seat (13 tiles each, in dealing order). */
export function dealtHands(wall: ShuffledWall, dealer: number): TileId[][] {
  checkWall(wall);
  if (!Number.isInteger(dealer) || dealer < 0 || dealer >= wall.players) fail('INVALID_ARGUMENT', `dealer must be a seat 0..${wall.players - 1}, not ${describeValue(dealer)}`);
  const n = wall.players;
  const hands: TileId[][] = Array.from({ length: 4 }, () => []);
  let top = wall.tiles.length - 1;
  for (let pass = 0; pass < 4; pass++) {
    for (let k = 0; k < n; k++) {
      const seat = (dealer + k) % n;
      for (let c = 0; c < (pass < 3 ? 4 : 1); c++) (hands[seat] as TileId[]).push(wall.tiles[top--] as TileId);
    }
  }
  return hands;
}

/** The index in `tiles` of the k-th live draw of a round (k from 0). */
export function liveDrawIndex(wall: ShuffledWall, k: number): number {
  checkWall(wall);
  checkWholeNumber(k, 'k');
  return wall.tiles.length - 1 - 13 * wall.players - k;
}

