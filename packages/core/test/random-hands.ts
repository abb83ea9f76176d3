// Seeded random hands of every shape for property tests: 0–4 melds of every type (red fives
// included), a drawn tile or a fresh call, riichi on closed hands. Built from a shuffled
// 136-tile wall, so no kind ever exceeds four copies.
import { Hand, createRng, makeMeld, redOf } from '@mjkit/core';
import type { Meld, RelativeSeat, Rng, Tile } from '@mjkit/core';

/** A shuffled wall of 136 tiles as Tile values, with one red five per suit. */
export function shuffledWall(rng: Rng): Tile[] {
  const wall: Tile[] = [];
  for (let k = 0; k < 34; k++) {
    for (let c = 0; c < 4; c++) wall.push(c === 0 && k < 27 && k % 9 === 4 ? redOf(k) : k);
  }
  return rng.shuffle(wall);
}

function kindOfTile(t: Tile): number {
  return t < 34 ? t : (t - 34) * 9 + 4;
}

/** Takes from the wall one tile of kind k (any copy), or returns null. */
function takeKind(wall: Tile[], k: number): Tile | null {
  const i = wall.findIndex((t) => kindOfTile(t) === k);
  if (i < 0) return null;
  return wall.splice(i, 1)[0] as Tile;
}

function randomMeld(rng: Rng, wall: Tile[]): Meld | null {
  const type = (['chii', 'pon', 'daiminkan', 'kakan', 'ankan'] as const)[rng.nextInt(5)] as Meld['type'];
  const from = (1 + rng.nextInt(3)) as RelativeSeat;
  if (type === 'chii') {
    const suit = rng.nextInt(3);
    const low = suit * 9 + rng.nextInt(7);
    const got: Tile[] = [];
    for (const k of [low, low + 1, low + 2]) {
      const t = takeKind(wall, k);
      if (t === null) {
        wall.push(...got);
        return null;
      }
      got.push(t);
    }
    return makeMeld({ type, tiles: got, called: got[rng.nextInt(3)] as Tile, from: 3 });
  }
  const k = rng.nextInt(34);
  const size = type === 'pon' ? 3 : 4;
  const got: Tile[] = [];
  for (let i = 0; i < size; i++) {
    const t = takeKind(wall, k);
    if (t === null) {
      wall.push(...got);
      return null;
    }
    got.push(t);
  }
  if (type === 'ankan') return makeMeld({ type, tiles: got });
  const called = got[0] as Tile;
  if (type === 'kakan') return makeMeld({ type, tiles: got, called, from, added: got[3] as Tile });
  return makeMeld({ type, tiles: got, called, from });
}

/** A random legal hand. */
export function randomHand(seed: number): Hand {
  const rng = createRng(seed);
  const wall = shuffledWall(rng);
  const melds: Meld[] = [];
  const want = rng.nextInt(5);
  for (let tries = 0; melds.length < want && tries < 20; tries++) {
    const m = randomMeld(rng, wall);
    if (m) melds.push(m);
  }
  const fourteen = rng.nextInt(2) === 1;
  const concealedCount = (fourteen ? 14 : 13) - 3 * melds.length;
  const concealed = wall.splice(0, concealedCount);
  const last = melds[melds.length - 1];
  let drawn: Tile | null = null;
  let afterCall = false;
  if (fourteen) {
    if (last && (last.type === 'chii' || last.type === 'pon') && rng.nextInt(2) === 0) afterCall = true;
    else drawn = concealed.pop() as Tile;
  } else if (melds.some((m) => m.type !== 'chii' && m.type !== 'pon') && rng.nextInt(3) === 0) {
    afterCall = true;
  }
  const riichi = melds.every((m) => m.type === 'ankan') && rng.nextInt(3) === 0;
  return Hand.fromParts({ concealed, drawn, melds, riichi, afterCall });
}
