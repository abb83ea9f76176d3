// Seeded random complete hands: a pair and four sets drawn without exceeding four copies, some
// sets turned into melds. Returns the hand with the reading it was built from.
import { Hand, createRng, makeMeld } from '@mjkit/core';
import type { ConcealedSet, Meld, Rng, Tile } from '@mjkit/core';

export interface BuiltHand {
  readonly hand: Hand;
  readonly pair: number;
  readonly sets: readonly ConcealedSet[];
}

function tryBuild(rng: Rng, maxMelds: number): BuiltHand | null {
  const used = new Uint8Array(34);
  const take = (k: number, n: number) => {
    if ((used[k] as number) + n > 4) return false;
    used[k] = (used[k] as number) + n;
    return true;
  };
  const pair = rng.nextInt(34);
  if (!take(pair, 2)) return null;
  const groups: ConcealedSet[] = [];
  while (groups.length < 4) {
    if (rng.nextInt(3) === 0) {
      const k = rng.nextInt(34);
      if (take(k, 3)) groups.push({ type: 'triplet', kind: k });
    } else {
      const k = rng.nextInt(3) * 9 + rng.nextInt(7);
      if (used[k]! < 4 && used[k + 1]! < 4 && used[k + 2]! < 4) {
        take(k, 1);
        take(k + 1, 1);
        take(k + 2, 1);
        groups.push({ type: 'sequence', kind: k });
      }
    }
  }
  const meldCount = rng.nextInt(maxMelds + 1);
  const melds: Meld[] = [];
  const concealedSets: ConcealedSet[] = [];
  groups.forEach((g, i) => {
    if (i < meldCount) {
      if (g.type === 'sequence') {
        const tiles = [g.kind, g.kind + 1, g.kind + 2];
        melds.push(makeMeld({ type: 'chii', tiles, called: tiles[rng.nextInt(3)] as Tile, from: 3 }));
      } else {
        const from = (1 + rng.nextInt(3)) as 1 | 2 | 3;
        melds.push(makeMeld({ type: 'pon', tiles: [g.kind, g.kind, g.kind], called: g.kind, from }));
      }
    } else {
      concealedSets.push(g);
    }
  });
  const tiles: Tile[] = [pair, pair];
  for (const g of concealedSets) {
    if (g.type === 'triplet') tiles.push(g.kind, g.kind, g.kind);
    else tiles.push(g.kind, g.kind + 1, g.kind + 2);
  }
  rng.shuffle(tiles);
  const drawn = tiles.pop() as Tile;
  return { hand: Hand.fromParts({ concealed: tiles, drawn, melds, riichi: false, afterCall: false }), pair, sets: concealedSets };
}

export function randomComplete(seed: number, maxMelds = 4): BuiltHand {
  const rng = createRng(seed);
  for (;;) {
    const built = tryBuild(rng, maxMelds);
    if (built) return built;
  }
}
