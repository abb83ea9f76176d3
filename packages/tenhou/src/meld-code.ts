// Tenhou's 16-bit meld codes (the `m` attribute of N and AGARI), both ways.
import { describeValue, fail } from '@mjkit/core/internal';
import type { TileId } from '@mjkit/core';
import { MjkitError } from '@mjkit/core';
import { checkTableMeld } from '@mjkit/table';
import type { TableMeld } from '@mjkit/table';

function bad(message: string): never {
  fail('BAD_LOG', message);
}

/**
 * Decodes a meld code (bit 0 is the lowest): bits 0–1 the source (0 self, 1 right, 2 across,
 * 3 left); bit 2 chii; bit 3 pon; bit 4 kakan; bit 5 kita; none of them: a kan (from 0 closed).
 *
 * @example
 * ```ts
 * import { decodeMeld } from '@mjkit/tenhou';
 * const m = decodeMeld(42570);
 * [m.type, m.from]; // => ['pon', 2]
 * ```
 */
export function decodeMeld(code: number): TableMeld {
  if (!Number.isInteger(code) || code < 0 || code > 0xffff) bad(`meld code must be 0..65535, not ${describeValue(code)}`);
  const from = code & 3;
  if (code & 4) {
    // chii: bits 3-4, 5-6, 7-8 the copies; bits 10-15 ((suit*7 + low-1) * 3 + called index)
    const t = code >> 10;
    const called = t % 3;
    const base = Math.floor(t / 3);
    const suit = Math.floor(base / 7);
    const low = suit * 9 + (base % 7);
    if (suit > 2) bad(`chii code ${code} names no number suit`);
    const tiles = [0, 1, 2].map((i) => (low + i) * 4 + ((code >> (3 + 2 * i)) & 3));
    if (from !== 3) bad(`chii code ${code} is not from the left`);
    return { type: 'chii', tiles, called: tiles[called] as TileId, from: 3, added: null };
  }
  if (code & 0x18) {
    // pon (bit 3) or kakan (bit 4): bits 5-6 the copy not in the pon; bits 9-15 kind*3 + called
    const t = code >> 9;
    const called = t % 3;
    const kind = Math.floor(t / 3);
    if (kind > 33) bad(`pon code ${code} names no tile`);
    const unused = (code >> 5) & 3;
    const pon = [0, 1, 2, 3].filter((c) => c !== unused).map((c) => kind * 4 + c);
    if (from === 0) bad(`pon code ${code} has no source`);
    const src = from as 1 | 2 | 3;
    if (code & 8) return { type: 'pon', tiles: pon, called: pon[called] as TileId, from: src, added: null };
    const added = kind * 4 + unused;
    return { type: 'kakan', tiles: [...pon, added].sort((a, b) => a - b), called: pon[called] as TileId, from: src, added };
  }
  if (code & 0x20) {
    const tile = code >> 8;
    if (tile >> 2 !== 30) bad(`kita code ${code} is not a North`);
    return { type: 'kita', tiles: [tile], called: null, from: null, added: null };
  }
  // kan: bits 8-15 the tile id (the called one for a daiminkan)
  const tile = code >> 8;
  const kind = tile >> 2;
  if (kind > 33) bad(`kan code ${code} names no tile`);
  const tiles = [0, 1, 2, 3].map((c) => kind * 4 + c);
  if (from === 0) return { type: 'ankan', tiles, called: null, from: null, added: null };
  return { type: 'daiminkan', tiles, called: tile, from: from as 1 | 2 | 3, added: null };
}

/** Encodes a meld back into Tenhou's code; the inverse of {@link decodeMeld}. Throws `BAD_LOG` for a meld that is not one. */
export function encodeMeld(m: TableMeld): number {
  return encodeChecked(checkLogMeld(m));
}

/** @internal True for a whole number 0..135. */
export { isTileId } from '@mjkit/table';

/** Throws `BAD_LOG` unless `m` is a meld as {@link decodeMeld} gives it (see the table's `checkTableMeld`). */
export function checkLogMeld(m: TableMeld): TableMeld {
  try {
    return checkTableMeld(m);
  } catch (e) {
    if (MjkitError.isMjkitError(e)) bad(`not a log meld: ${e.detail.replace(/^not a table meld: /, '')}`);
    throw e;
  }
}

/** The code of a meld whose fields have the right types (the tiles may not form a meld). */
function encodeChecked(m: TableMeld): number {
  switch (m.type) {
    case 'chii': {
      const low = (m.tiles[0] as number) >> 2;
      const suit = Math.floor(low / 9);
      const called = m.tiles.indexOf(m.called as number);
      let code = ((((suit * 7 + (low % 9)) * 3 + called) << 10) | 4 | 3) >>> 0;
      m.tiles.forEach((t, i) => (code |= (t & 3) << (3 + 2 * i)));
      return code;
    }
    case 'pon':
    case 'kakan': {
      const kind = (m.tiles[0] as number) >> 2;
      const ponTiles = m.type === 'pon' ? m.tiles : m.tiles.filter((t) => t !== m.added);
      const unused = m.type === 'pon' ? [0, 1, 2, 3].find((c) => !ponTiles.some((t) => (t & 3) === c)) : (m.added as number) & 3;
      const called = ponTiles.indexOf(m.called as number);
      return (((kind * 3 + called) << 9) | ((unused as number) << 5) | (m.type === 'pon' ? 8 : 16) | (m.from as number)) >>> 0;
    }
    case 'kita':
      return ((m.tiles[0] as number) << 8) | 0x20;
    case 'ankan':
      return ((m.tiles[0] as number) << 8) | 0;
    case 'daiminkan':
      return ((m.called as number) << 8) | (m.from as number);
  }
}
