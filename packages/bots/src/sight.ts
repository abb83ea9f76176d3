// What the discard-priority bot looks at: its concealed tiles and the tiles it can see elsewhere
// (rivers, every meld, dora indicators), as counts of the 34 kinds. Checked once here.
import { isRed, kindOf, parseTiles, tileCounts, tileFromId, unseenOf } from '@mjkit/core';
import type { Tile } from '@mjkit/core';
import type { PlayerView } from '@mjkit/table';
import type { Kind } from './definitions.js';
import { checkObject, checkOptions, describeValue, fail } from '@mjkit/core/internal';

declare const SIGHT: unique symbol;

/**
 * A player's sight of the table for the discard-priority bot: counts per kind (0..33) of its
 * concealed tiles and of the visible ones (every river tile, every meld — its own open ones too —
 * and the dora indicators), checked to make at most four of a kind together. Red fives held
 * concealed are counted apart. Build it with {@link sightOf} (or from a table view in the agent).
 */
export interface Sight {
  readonly concealed: Readonly<Uint8Array>;
  readonly visible: Readonly<Uint8Array>;
  /** Red fives in the concealed hand, per suit (m, p, s). */
  readonly red: readonly [number, number, number];
  readonly [SIGHT]: true;
}

/** What {@link sightOf} takes: tiles as text (`123m456p77z`) or as core tiles. */
export interface SightInput {
  /** The concealed tiles. */
  readonly hand: string | readonly Tile[];
  /** Every tile seen outside the concealed hand (rivers, melds, indicators); default none. */
  readonly visible?: string | readonly Tile[];
}

const tilesOf = (v: string | readonly Tile[], what: string): readonly Tile[] => {
  if (typeof v === 'string') return parseTiles(v);
  if (Array.isArray(v)) return v;
  fail('INVALID_ARGUMENT', `${what} is tile text or an array of tiles, not ${describeValue(v)}`);
};

/**
 * Checks a hand and the visible tiles and returns the {@link Sight} the priority rules read.
 * Throws `FIFTH_COPY` when hand and visible tiles hold more than four of a kind together.
 *
 * @example
 * ```ts
 * import { sightOf } from '@mjkit/bots';
 * const s = sightOf({ hand: '124s14m1234p2444z', visible: '2z' });
 * s.concealed[27 + 3]; // => 3
 * s.visible[28]; // => 1
 * sightOf({ hand: '1111m', visible: '1m' }); // throws FIFTH_COPY
 * ```
 */
export function sightOf(input: SightInput): Sight {
  const o = checkOptions(checkObject(input, 'a sight'), 'a sight', ['hand', 'visible'] as const);
  if (o.hand === undefined) fail('INVALID_ARGUMENT', 'a sight needs its hand');
  const hand = tilesOf(o.hand, 'the hand');
  const seen = o.visible === undefined ? [] : tilesOf(o.visible, 'the visible tiles');
  const concealed = tileCounts(hand);
  const visible = tileCounts(seen);
  const red: [number, number, number] = [0, 0, 0];
  for (const t of hand) if (t >= 34) red[t - 34]!++;
  return makeSight(concealed, visible, red);
}

/** @internal Checks the sum of the two counts and brands them (the agent's path, from ids it trusts). */
export function makeSight(concealed: Uint8Array, visible: Uint8Array, red: [number, number, number]): Sight {
  for (let k = 0; k < 34; k++) {
    if (concealed[k]! + visible[k]! > 4) fail('FIFTH_COPY', `the hand and the visible tiles hold ${concealed[k]! + visible[k]!} tiles of kind ${k}`);
  }
  return Object.freeze({ concealed, visible, red: Object.freeze(red) }) as unknown as Sight;
}

/** The sight of a view: its concealed tiles, and every copy it knows is not to come (sanma's missing 2m–8m too). */
export function sightOfView(view: PlayerView): Sight {
  const concealed = new Uint8Array(34);
  const red: [number, number, number] = [0, 0, 0];
  for (const id of view.hand) {
    const t = tileFromId(id, view.redFives);
    concealed[kindOf(t)]!++;
    if (isRed(t)) red[t - 34]!++;
  }
  const unseen = unseenOf(view);
  const visible = new Uint8Array(34);
  for (let k = 0; k < 34; k++) visible[k] = 4 - unseen[k]! - concealed[k]!;
  return makeSight(concealed, visible, red);
}

/** The kinds that give a yaku as a triplet (Hong Kong: a faan) at this seat: dragons, the seat wind, the round wind. */
export function yakuhaiKinds(view: PlayerView): Set<Kind> {
  return new Set([31, 32, 33, 27 + view.seatWind, 27 + view.roundWind]);
}
