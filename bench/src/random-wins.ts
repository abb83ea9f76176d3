// Seeded random winning situations: complete hands with melds of every kind, red fives, the
// winning tile, tsumo or ron, winds, riichi and the other flags, dora and uradora, honba and
// riichi sticks. Every tenth hand draws its sets from terminals and honours, so that yakuman
// and their pao come up.
import { Hand, createRng, makeMeld, redOf, wind } from '@mjkit/core';
import type { Meld, RelativeSeat, Rng, Tile } from '@mjkit/core';
import type { WinInput } from '@mjkit/scoring';

const TERMINAL_HONOUR = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

interface Built {
  hand: Hand;
  win: Tile;
}

function pick<T>(rng: Rng, xs: readonly T[]): T {
  return xs[rng.nextInt(xs.length)] as T;
}

function build(rng: Rng): Built | null {
  const used = new Uint8Array(34);
  const take = (k: number, n: number) => {
    if ((used[k] as number) + n > 4) return false;
    used[k]! += n;
    return true;
  };
  const biased = rng.nextInt(10) === 0;
  const pair = biased ? pick(rng, TERMINAL_HONOUR) : rng.nextInt(34);
  if (!take(pair, 2)) return null;
  const sets: { seq: boolean; kind: number }[] = [];
  // One hand in 40 starts from three dragons or three or four winds: daisangen, shousuushii,
  // daisuushii, and the pao of their last call.
  if (rng.nextInt(40) === 0) {
    const start = rng.nextInt(2) === 0 ? [31, 32, 33] : rng.shuffle([27, 28, 29, 30]).slice(0, 3 + rng.nextInt(2));
    for (const k of start) if (take(k, 3)) sets.push({ seq: false, kind: k });
  }
  for (let tries = 0; sets.length < 4 && tries < 50; tries++) {
    if (rng.nextInt(biased ? 2 : 3) === 0) {
      const k = biased ? pick(rng, TERMINAL_HONOUR) : rng.nextInt(34);
      if (take(k, 3)) sets.push({ seq: false, kind: k });
    } else {
      const k = rng.nextInt(3) * 9 + (biased ? pick(rng, [0, 6]) : rng.nextInt(7));
      if ((used[k] as number) < 4 && (used[k + 1] as number) < 4 && (used[k + 2] as number) < 4) {
        take(k, 1);
        take(k + 1, 1);
        take(k + 2, 1);
        sets.push({ seq: true, kind: k });
      }
    }
  }
  if (sets.length < 4) return null;
  // one red five per suit at most, for a third of the fives in the hand
  const redLeft = [1, 1, 1];
  const tileOf = (k: number): Tile => {
    if (k < 27 && k % 9 === 4 && redLeft[Math.floor(k / 9)] === 1 && rng.nextInt(3) === 0) {
      redLeft[Math.floor(k / 9)] = 0;
      return redOf(k);
    }
    return k;
  };
  const meldCount = rng.nextInt(3) === 0 ? 0 : 1 + rng.nextInt(4);
  const melds: Meld[] = [];
  const concealed: Tile[] = [tileOf(pair), tileOf(pair)];
  sets.forEach((s, i) => {
    if (i < meldCount) {
      const from = (1 + rng.nextInt(3)) as RelativeSeat;
      if (s.seq) {
        const tiles = [tileOf(s.kind), tileOf(s.kind + 1), tileOf(s.kind + 2)];
        melds.push(makeMeld({ type: 'chii', tiles, called: pick(rng, tiles), from: 3 }));
      } else {
        const kan = (used[s.kind] as number) < 4 && rng.nextInt(3) === 0;
        const tiles = [tileOf(s.kind), tileOf(s.kind), tileOf(s.kind)];
        if (!kan) melds.push(makeMeld({ type: 'pon', tiles, called: pick(rng, tiles), from }));
        else {
          used[s.kind]! += 1;
          tiles.push(tileOf(s.kind));
          const type = pick(rng, ['ankan', 'daiminkan', 'kakan'] as const);
          if (type === 'ankan') melds.push(makeMeld({ type, tiles }));
          else if (type === 'daiminkan') melds.push(makeMeld({ type, tiles, called: tiles[0] as Tile, from }));
          else melds.push(makeMeld({ type, tiles, called: tiles[0] as Tile, from, added: tiles[3] as Tile }));
        }
      }
    } else if (s.seq) concealed.push(tileOf(s.kind), tileOf(s.kind + 1), tileOf(s.kind + 2));
    else concealed.push(tileOf(s.kind), tileOf(s.kind), tileOf(s.kind));
  });
  rng.shuffle(concealed);
  const win = concealed.pop() as Tile;
  return { hand: Hand.fromParts({ concealed, drawn: win, melds, riichi: false, afterCall: false }), win };
}

/** A random winning situation (majiang-core's rules apply: tsumo loss and pao as there). */
export function randomWin(seed: number): WinInput {
  const rng = createRng(seed);
  let built: Built | null = null;
  while (!built) built = build(rng);
  const { hand, win } = built;
  const tsumo = rng.nextInt(2) === 0;
  const seatWind = rng.nextInt(4);
  const closed = hand.isClosed;
  const riichi = closed && rng.nextInt(2) === 0;
  const doubleRiichi = riichi && rng.nextInt(20) === 0;
  const hasKan = hand.melds.some((m) => m.type !== 'chii' && m.type !== 'pon');
  const rinshan = tsumo && hasKan && rng.nextInt(5) === 0;
  const indicators = Array.from({ length: 1 + rng.nextInt(3) }, () => rng.nextInt(34));
  const discarder = tsumo ? undefined : wind((seatWind + 1 + rng.nextInt(3)) % 4);
  const roundWind = wind(rng.nextInt(2));
  const ippatsu = riichi && rng.nextInt(5) === 0;
  const chankan = !tsumo && rng.nextInt(30) === 0;
  // no kan is made on the last tile, so neither a replacement draw nor a robbed kan is the last tile
  const lastTile = !rinshan && rng.nextInt(30) === 0 && !chankan;
  return {
    hand: tsumo ? hand : hand.discard(win),
    winningTile: win,
    tsumo,
    discarder,
    seatWind: wind(seatWind),
    roundWind,
    riichi,
    doubleRiichi,
    ippatsu,
    rinshan,
    chankan,
    lastTile,
    firstTurn: hand.melds.length === 0 && !riichi && tsumo && rng.nextInt(50) === 0,
    doraIndicators: indicators,
    uraIndicators: riichi ? indicators.map(() => rng.nextInt(34)) : [],
    honba: rng.nextInt(4),
    riichiSticks: rng.nextInt(3),
  };
}
