// @mjkit/core against @kobalab/majiang-core on the same seeded hands: parsing the majiang
// notation, and the waits of a tenpai hand.
import { Hand, createRng, waits } from '@mjkit/core';
import type { Tile } from '@mjkit/core';
import { randomComplete } from '../../../packages/core/test/random-complete.js';
import { WorkingHand } from '@mjkit/table';
import { compare } from '../harness.js';
import { Majiang } from '../majiang.js';

export function run(): void {
  const rng = createRng('bench-core');
  const tenpai: Hand[] = [];
  for (let i = 0; i < 20000; i++) {
    const { hand } = randomComplete(rng.nextUint32(), 1);
    tenpai.push(hand.discard(hand.drawn as Tile));
  }
  const strings = tenpai.map((h) => h.toMajiang());
  compare({
    name: 'core-parse',
    what: 'parse a 13-tile hand in majiang notation (Hand.fromMajiang vs Shoupai.fromString)',
    ours: { inputs: strings, run: (s) => Hand.fromMajiang(s) },
    peer: { inputs: strings, run: (s) => Majiang.Shoupai.fromString(s) },
    peerName: 'majiang-core',
  });
  compare({
    name: 'core-waits',
    what: 'waits of a tenpai hand (waits vs Util.tingpai)',
    ours: { inputs: tenpai, run: (h) => waits(h) },
    peer: { inputs: strings.map((s) => Majiang.Shoupai.fromString(s)), run: (s) => Majiang.Util.tingpai(s) },
    peerName: 'majiang-core',
  });
  runDrawDiscard();
}

/**
 * Draw + discard on a 13-tile hand: our immutable Hand (a new checked hand per step) against
 * majiang-core's mutable Shoupai (zimo + dapai on a clone, since each input is used each round).
 */
export function runDrawDiscard(): void {
  const rng = createRng('bench-draw-discard');
  const steps: { hand: Hand; draw: Tile; discard: Tile }[] = [];
  while (steps.length < 20000) {
    const { hand } = randomComplete(rng.nextUint32(), 1);
    const h13 = hand.discard(hand.drawn as Tile);
    const wallKinds = Array.from({ length: 34 }, (_, k) => k).filter((k) => h13.countWithMelds(k) < 4);
    const draw = wallKinds[rng.nextInt(wallKinds.length)] as Tile;
    const tiles = h13.draw(draw).concealedTiles();
    steps.push({ hand: h13, draw, discard: tiles[rng.nextInt(tiles.length)] as Tile });
  }
  const name = (t: Tile) => 'mpsz'[Math.floor((t < 34 ? t : (t - 34) * 9 + 4) / 9)]! + String(t >= 34 ? 0 : (t % 9) + 1);
  const peer = steps.map((s) => ({ shoupai: Majiang.Shoupai.fromString(s.hand.toMajiang()), draw: name(s.draw), discard: name(s.discard) }));
  compare({
    name: 'core-draw-discard',
    what: 'draw + discard on a 13-tile hand (Hand.draw().discard() vs Shoupai.clone().zimo().dapai())',
    ours: { inputs: steps, run: (s) => s.hand.draw(s.draw).discard(s.discard) },
    peer: {
      inputs: peer,
      run: (s) => (s.shoupai as unknown as { clone(): { zimo(p: string): { dapai(p: string): unknown } } }).clone().zimo(s.draw).dapai(s.discard),
    },
    peerName: 'majiang-core',
  });
  // the mutable hands of both: there and back (draw, discard, draw the discard, discard the draw),
  // so that each input is the same hand every round; two draw+discard pairs per op
  const working = steps.map((s) => ({ hand: WorkingHand.fromHand(s.hand), draw: s.draw, discard: s.discard }));
  const result = compare({
    name: 'table-working-hand',
    what: 'two draw+discard pairs on a 13-tile mutable hand (WorkingHand vs Shoupai.zimo().dapai(), there and back)',
    ours: {
      inputs: working,
      run: (s) => {
        s.hand.draw(s.draw);
        s.hand.discard(s.discard);
        s.hand.draw(s.discard);
        s.hand.discard(s.draw);
        return s.hand.size;
      },
    },
    peer: {
      inputs: peer.map((p) => ({ ...p, shoupai: Majiang.Shoupai.fromString((p.shoupai as { toString(): string }).toString()) })),
      run: (s) => {
        const sp = s.shoupai as unknown as { zimo(p: string): void; dapai(p: string): void };
        sp.zimo(s.draw);
        sp.dapai(s.discard);
        sp.zimo(s.discard);
        sp.dapai(s.draw);
        return 0;
      },
    },
    peerName: 'majiang-core',
  });
  console.log(`  ${(result.oursNsPerOp / 2).toFixed(1)} ns per draw+discard with WorkingHand (the issue's gate: < 500 ns)`);
}
