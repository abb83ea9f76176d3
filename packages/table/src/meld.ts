// A meld as the table records it: physical tile ids, and where the called tile came from.
import { makeMeld, tileFromId } from '@mjkit/core';
import type { Meld, RelativeSeat, Tile, TileId } from '@mjkit/core';
import { describeValue, fail } from '@mjkit/core/internal';

/**
 * A meld on the table, with physical tile ids: what logs record and what the engine makes.
 * Kita (a North set aside in three-player games) is recorded as a meld of one tile.
 */
export interface TableMeld {
  /** chii, pon, daiminkan, kakan, ankan, or kita. */
  readonly type: 'chii' | 'pon' | 'daiminkan' | 'kakan' | 'ankan' | 'kita';
  /** Every tile of it, in id order (kakan: the four tiles; kita: the one North). */
  readonly tiles: readonly TileId[];
  /** The tile taken from another player, or null (ankan, kita). */
  readonly called: TileId | null;
  /** Whom it was called from, counted from the caller (see core's `RelativeSeat`); null if none. */
  readonly from: RelativeSeat | null;
  /** For kakan, the tile added to the pon; otherwise null. */
  readonly added: TileId | null;
}

/** True for a whole number 0..135. */
export function isTileId(v: unknown): v is TileId {
  return typeof v === 'number' && (v | 0) === v && v >= 0 && v <= 135;
}

/**
 * Throws `INVALID_MELD` unless `m` is a meld as the table records it: the right tiles for its
 * type, in id order, with its called and added tiles among them.
 *
 * @example
 * ```ts
 * import { checkTableMeld } from '@mjkit/table';
 * checkTableMeld({ type: 'pon', tiles: [0, 1, 2], called: 1, from: 2, added: null }).type; // => 'pon'
 * checkTableMeld({ type: 'pon', tiles: [0, 1, 5], called: 1, from: 2, added: null }); // throws INVALID_MELD
 * ```
 */
export function checkTableMeld(m: TableMeld): TableMeld {
  const why = meldProblem(m);
  if (why !== null) fail('INVALID_MELD', `not a table meld: ${why}`);
  return m;
}

/** What is wrong with `m` as a table meld, or null. Checked field by field: calls are frequent. */
export function meldProblem(m: TableMeld): string | null {
  if (m === null || typeof m !== 'object') return describeValue(m);
  const { type, tiles, called, added, from } = m;
  const size = type === 'chii' || type === 'pon' ? 3 : type === 'daiminkan' || type === 'kakan' || type === 'ankan' ? 4 : type === 'kita' ? 1 : 0;
  if (size === 0) return `type ${describeValue(type)}`;
  if (!Array.isArray(tiles)) return 'tiles must be an array of tile ids 0..135';
  for (let i = 0; i < tiles.length; i++) if (!isTileId(tiles[i])) return 'tiles must be an array of tile ids 0..135';
  if (called !== null && !isTileId(called)) return 'called must be a tile id or null';
  if (added !== null && !isTileId(added)) return 'added must be a tile id or null';
  if (from !== null && from !== 1 && from !== 2 && from !== 3) return `from must be 1, 2, 3 or null, not ${describeValue(from)}`;
  const ok = meldShapeOk(type, tiles, called, added, from, size);
  return ok ? null : `a ${type} of ${tiles.join(',')} (called ${describeValue(called)}, from ${describeValue(from)}) is not one meld`;
}

/** Whether tiles of checked types form the meld `type` as the table writes it. */
function meldShapeOk(type: TableMeld['type'], tiles: readonly TileId[], called: TileId | null, added: TileId | null, from: RelativeSeat | null, size: number): boolean {
  if (tiles.length !== size) return false;
  for (let i = 1; i < size; i++) if ((tiles[i] as number) <= (tiles[i - 1] as number)) return false;
  const k0 = (tiles[0] as number) >> 2;
  if (type === 'kita') return k0 === 30 && called === null && from === null && added === null;
  if (type === 'chii') {
    const run = k0 < 27 && k0 % 9 < 7 && (tiles[1] as number) >> 2 === k0 + 1 && (tiles[2] as number) >> 2 === k0 + 2;
    return run && from === 3 && added === null && called !== null && tiles.includes(called);
  }
  if ((tiles[size - 1] as number) >> 2 !== k0) return false;
  if (type === 'ankan') return called === null && from === null && added === null;
  if (from === null || called === null || !tiles.includes(called)) return false;
  if (type === 'kakan') return added !== null && added !== called && tiles.includes(added);
  return added === null;
}

/**
 * The core {@link Meld} of a table meld (chii, pon or a kan; not kita), with red fives when
 * `redFives` is on (ids 16, 52, 88). Trusts a checked meld.
 *
 * @example
 * ```ts
 * import { meldToString } from '@mjkit/core';
 * import { toCoreMeld } from '@mjkit/table';
 * meldToString(toCoreMeld({ type: 'pon', tiles: [16, 17, 18], called: 16, from: 2, added: null }, true)); // => '550=m'
 * ```
 */
export function toCoreMeld(m: TableMeld, redFives: boolean): Meld {
  if (m.type === 'kita') fail('INVALID_MELD', 'a kita is not a meld of the hand');
  const t = (id: TileId): Tile => tileFromId(id, redFives);
  return makeMeld({
    type: m.type,
    tiles: m.tiles.map(t),
    called: m.called === null ? null : t(m.called),
    from: m.from,
    added: m.added === null ? null : t(m.added),
  });
}
