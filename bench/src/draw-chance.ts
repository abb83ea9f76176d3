// What a ready hand takes at an exhaustive draw (the evaluator bot's `notenPayments`, issue 33):
// from each discard of the Houou hanchan, whether its round ended in an exhaustive draw, by the
// tiles left in the live wall (4 at a time), under a riichi or not; and at every exhaustive draw,
// per seat, what being ready rather than not would have swung given the other three (the noten
// payments: 3,000 from the hands not ready to the ready ones); and what a round is worth to its
// dealer, which the bot does not count (tried: bots-tuning.md). Measured on the 2020 set, checked on 2022, beside the
// figures @mjkit/bots ships (exhaustiveDrawChance, NOTEN_SWING).
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/draw-chance.ts
import { join } from 'node:path';
import { NOTEN_SWING, exhaustiveDrawChance } from '@mjkit/bots';
import { liveWallSize } from '@mjkit/core';
import type { GameLog } from '@mjkit/record';
import { resultsDir, writeWhole } from './harness.js';
import { forEachHououGame, HANCHAN_SETS } from './houou-hanchan.js';

const BINS = 13; // 0–3 … 44–47, and 48 or more
interface Tally {
  /** Per set, per threat (0 none, 1 a riichi), per bin: discards, and those whose round ended in an exhaustive draw. */
  readonly discards: number[][][];
  readonly drawn: number[][][];
  /** Per set: seats at exhaustive draws, and the swing summed. */
  readonly seats: number[];
  readonly swing: number[];
  /** Per set: rounds, and the score changes of their dealers and of the other seats summed (the riichi sticks paid left out). */
  readonly rounds: number[];
  readonly dealer: number[];
  readonly others: number[];
  /** Per set: the riichi sticks the dealers put down (1,000 each). */
  readonly dealerSticks: number[];
}
const zeros = () => [0, 1].map(() => [0, 1].map(() => new Array<number>(BINS).fill(0)));
const tally: Tally = { discards: zeros(), drawn: zeros(), seats: [0, 0], swing: [0, 0], rounds: [0, 0], dealer: [0, 0], others: [0, 0], dealerSticks: [0, 0] };

/** What being ready rather than not swings for one seat at an exhaustive draw, with `others` of the three others ready. */
function notenSwing(others: number): number {
  const ready = others === 3 ? 0 : 3000 / (others + 1);
  const notReady = others === 0 ? 0 : -3000 / (4 - others);
  return ready - notReady;
}

function read(log: GameLog, set: number): void {
  for (const round of log.rounds) {
    const end = round.events.find((e) => e.type === 'ryuukyoku' && e.kind === 'exhaustive');
    let left = liveWallSize(4);
    const riichi = [false, false, false, false];
    for (const e of round.events) {
      if (e.type === 'draw') left--;
      else if (e.type === 'riichi-accepted') riichi[e.seat] = true;
      else if (e.type === 'discard') {
        const threat = riichi.some((r, s) => r && s !== e.seat) ? 1 : 0;
        const bin = Math.min(BINS - 1, Math.floor(left / 4));
        tally.discards[set]![threat]![bin]!++;
        if (end !== undefined) tally.drawn[set]![threat]![bin]!++;
      }
    }
    tally.rounds[set]!++;
    for (const e of round.events) {
      if (e.type !== 'win' && e.type !== 'ryuukyoku') continue;
      for (let s = 0; s < 4; s++) {
        if (s === round.dealer) tally.dealer[set]! += e.changes[s]!;
        else tally.others[set]! += e.changes[s]!;
      }
    }
    if (riichi[round.dealer]) tally.dealerSticks[set]!++;
    if (end === undefined || end.type !== 'ryuukyoku') continue;
    for (let s = 0; s < 4; s++) {
      tally.seats[set]!++;
      tally.swing[set]! += notenSwing(end.hands.filter((h, i) => i !== s && h !== null).length);
    }
  }
}

forEachHououGame((log, _game, set) => read(log, set));
const share = (set: number, threat: number | null, bin: number) => {
  const ts = threat === null ? [0, 1] : [threat];
  const n = ts.reduce((a, t) => a + tally.discards[set]![t]![bin]!, 0);
  return n === 0 ? '—' : (ts.reduce((a, t) => a + tally.drawn[set]![t]![bin]!, 0) / n).toFixed(3);
};
/** A dealer's mean score change a round in set `set`, the riichi sticks it put down counted. */
const dealerNet = (set: number) => (tally.dealer[set]! - 1000 * tally.dealerSticks[set]!) / tally.rounds[set]!;
let md = `# What a ready hand takes at an exhaustive draw (the evaluator bot's \`notenPayments\`)

Command: \`cd bench && node --conditions=@mjkit/source --import tsx src/draw-chance.ts\`

From each discard of the Houou hanchan, whether its round ended in an exhaustive draw, by the tiles
left in the live wall; measured on ${HANCHAN_SETS[0]}, checked on ${HANCHAN_SETS[1]}, beside
what @mjkit/bots ships (\`exhaustiveDrawChance\`, the 2020 shares rounded to two places). Under a
riichi or not the shares are about the same, so one table serves both.

| tiles left | discards (2020) | 2020 | 2020, under a riichi | 2022 | shipped |
|---|---:|---:|---:|---:|---:|
`;
for (let bin = 0; bin < BINS; bin++) {
  const n = tally.discards[0]![0]![bin]! + tally.discards[0]![1]![bin]!;
  md += `| ${bin === BINS - 1 ? `${4 * bin} or more` : `${4 * bin}–${4 * bin + 3}`} | ${n} | ${share(0, null, bin)} | ${share(0, 1, bin)} | ${share(1, null, bin)} | ${exhaustiveDrawChance(4 * bin).toFixed(2)} |\n`;
}
md += `
At each exhaustive draw, per seat, what being ready rather than not swings given the other three
(3,000 with none or all three of them ready, 2,500 with one or two): mean ${Math.round(tally.swing[0]! / tally.seats[0]!)} over ${tally.seats[0]} seats
in 2020, ${Math.round(tally.swing[1]! / tally.seats[1]!)} over ${tally.seats[1]} in 2022; shipped \`NOTEN_SWING\` ${NOTEN_SWING}.

A dealer ready at the draw also keeps the deal, and so does a dealer who wins: the game gets a round more with them as
the dealer. A round's score change (wins and draws; the riichi sticks a player puts down left out) is on average
${Math.round(tally.dealer[0]! / tally.rounds[0]!)} for its dealer and ${Math.round(tally.others[0]! / (3 * tally.rounds[0]!))} for each other seat over the ${tally.rounds[0]} rounds of 2020 (${Math.round(tally.dealer[1]! / tally.rounds[1]!)} and ${Math.round(tally.others[1]! / (3 * tally.rounds[1]!))} over ${tally.rounds[1]} in 2022);
with the sticks the dealer puts down counted (−1,000 each), the dealer's mean is ${Math.round(dealerNet(0))} (2022: ${Math.round(dealerNet(1))}). Counting 400 of it for a dealer's win and ready hand was tried on
the tuning seed and lost (bots-tuning.md, rows keep-deal and keep-draw), so the bot does not count it.
`;
writeWhole(join(resultsDir, 'draw-chance.md'), md);
console.log(md);
