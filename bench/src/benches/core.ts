// @mjkit/core against @kobalab/majiang-core on the same seeded hands: parsing the majiang
// notation, and the waits of a tenpai hand.
import { Hand, createRng, waits } from '@mjkit/core';
import type { Tile } from '@mjkit/core';
import { randomComplete } from '../../../packages/core/test/random-complete.js';
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
}
