// @mjkit/game against @kobalab/majiang-core's Game: whole hanchan with players that never choose
// (tsumogiri on our side; empty replies on majiang's, which its engine answers by discarding the
// drawn tile). Each side plays its own seeded games in one process; per hanchan.
import { createRequire } from 'node:module';
import { playGame, tsumogiriAgent } from '@mjkit/game';
import { compare } from '../harness.js';

const require = createRequire(import.meta.url);
interface MajiangGame {
  do_sync(): void;
}
const Majiang = require('@kobalab/majiang-core') as { Game: new (players: unknown[], callback: () => void, rule?: unknown) => MajiangGame };

/** A majiang-core player that never chooses. */
class Passing {
  action(_msg: unknown, reply: (r?: unknown) => void): void {
    reply();
  }
}

/** Runs `fn` with Math.random seeded (majiang-core's wall shuffle reads it), then restores it. */
function withSeed<T>(seed: number, fn: () => T): T {
  const saved = Math.random;
  let x = seed >>> 0 || 1;
  Math.random = () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 0x100000000;
  };
  try {
    return fn();
  } finally {
    Math.random = saved;
  }
}

export function run(): void {
  const games = Array.from({ length: 300 }, (_, i) => i + 1);
  const result = compare({
    name: 'game-hanchan',
    what: 'a hanchan of four players that never choose (playGame with tsumogiri agents vs majiang-core Game.do_sync with passing players)',
    ours: { inputs: games, run: (g) => playGame([tsumogiriAgent(), tsumogiriAgent(), tsumogiriAgent(), tsumogiriAgent()], { seed: g }).log.rounds.length },
    peer: {
      inputs: games,
      run: (g) =>
        withSeed(g, () => {
          const game = new Majiang.Game([new Passing(), new Passing(), new Passing(), new Passing()], () => {});
          game.do_sync();
          return 1;
        }),
    },
    peerName: 'majiang-core',
    rounds: 11,
  });
  console.log(`  ${(result.oursNsPerOp / 1e6).toFixed(2)} ms per hanchan (ours), ${(result.peerNsPerOp / 1e6).toFixed(2)} ms (majiang-core)`);
}
