// @mjkit/scoring against @kobalab/majiang-core Util.hule on the same 200,000 seeded random
// winning situations (the agreement test's), each prepared in the library's own input form.
import { createRules } from '@mjkit/core';
import { scoreHand } from '@mjkit/scoring';
import { compare } from '../harness.js';
import { Majiang } from '../majiang.js';
import type { MajiangHule } from '../majiang.js';
import { toMajiangWin } from '../majiang-win.js';
import { randomWin } from '../random-wins.js';

export function run(): void {
  const rules = createRules('majiang');
  const util = Majiang.Util as unknown as MajiangHule;
  // Object.assign, not { ...win, rules }: a spread with a key added gives each of the 200,000
  // objects a hidden class of its own in V8, and reading such objects was half of every call
  const ours = Array.from({ length: 200_000 }, (_, i) => Object.assign(randomWin(i + 1), { rules }));
  compare({
    name: 'scoring-majiang',
    what: 'score 200,000 random winning situations (scoreHand vs Util.hule)',
    ours: { inputs: ours, run: (w) => scoreHand(w) },
    peer: { inputs: ours.map(toMajiangWin), run: (w) => util.hule(w.shoupai, w.rongpai, w.param) },
    peerName: 'majiang-core',
    rounds: 3,
  });
}
