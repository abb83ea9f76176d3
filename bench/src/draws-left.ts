// How long a round lasts under a threat (issue 33's push or fold): from each discard a player makes
// while an opponent is in riichi (or, nobody in riichi, an opponent has two open melds), how many
// more discards that player makes before the round ends — by anyone's win or the wall running out —
// against ⌊tiles left / 4⌋, the draws the wall alone would leave. Fitted by least squares (discards
// after = a + b × tiles left) on the Houou hanchan of 2020, checked on those of 2022. A trial of the
// points rule with this horizon (commit bdf9f6e, reverted) played worse: bench/results/bots-tuning.md.
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/draws-left.ts
import { join } from 'node:path';
import { isDiscardCall, liveWallSize } from '@mjkit/core';
import type { GameLog } from '@mjkit/record';
import { resultsDir, writeWhole } from './harness.js';
import { forEachHououGame, HANCHAN_SETS } from './houou-hanchan.js';

type Kind = 'riichi' | 'open';
interface Case {
  readonly kind: Kind;
  readonly set: number;
  readonly left: number;
  readonly after: number;
}

/** The cases of one game: each discard under a threat, and how many discards its player made after it in the round. */
function casesOf(log: GameLog, set: number, out: Case[]): void {
  for (const round of log.rounds) {
    let left = liveWallSize(4);
    const riichi = [false, false, false, false];
    const melds = [0, 0, 0, 0];
    const made = [0, 0, 0, 0];
    const threatened: { kind: Kind; seat: number; left: number; made: number }[] = [];
    for (const e of round.events) {
      if (e.type === 'draw') left--;
      else if (e.type === 'riichi-accepted') riichi[e.seat] = true;
      else if (e.type === 'call' && isDiscardCall(e.meld)) melds[e.seat]!++;
      else if (e.type === 'discard') {
        made[e.seat]!++;
        if (riichi[e.seat]) continue;
        const againstRiichi = riichi.some((r, s) => r && s !== e.seat);
        const againstOpen = !riichi.some((r) => r) && melds.some((m, s) => m >= 2 && s !== e.seat);
        if (againstRiichi || againstOpen) threatened.push({ kind: againstRiichi ? 'riichi' : 'open', seat: e.seat, left, made: made[e.seat]! });
      }
    }
    for (const c of threatened) out.push({ kind: c.kind, set, left: c.left, after: made[c.seat]! - c.made });
  }
}

function fit(cases: readonly Case[]): { a: number; b: number; n: number } {
  const n = cases.length;
  const mx = cases.reduce((s, c) => s + c.left, 0) / n;
  const my = cases.reduce((s, c) => s + c.after, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const c of cases) {
    sxy += (c.left - mx) * (c.after - my);
    sxx += (c.left - mx) ** 2;
  }
  const b = sxy / sxx;
  return { a: my - b * mx, b, n };
}

const cases: Case[] = [];
forEachHououGame((log, _game, set) => casesOf(log, set, cases));
const f2 = (x: number) => x.toFixed(2);
let md = `# How long a round lasts under a threat (the points rule's later cost)

Command: \`cd bench && node --conditions=@mjkit/source --import tsx src/draws-left.ts\`

From each discard a player makes while an opponent is in riichi (or, nobody in riichi, an opponent
has two open melds), the discards that player makes after it before the round ends (anyone's win,
or the wall running out), against ⌊tiles left / 4⌋. Fitted (least squares, after = a + b × tiles
left) on ${HANCHAN_SETS[0]}; the same figures on ${HANCHAN_SETS[1]} beside them. The round lasts
about half the draws the wall leaves. A trial of the \`evaluator\` bot's later cost (and its gain) over
0.5 + 0.105 × tiles left (commit bdf9f6e, reverted) played worse than the wall's horizon; see
bots-tuning.md.

| threat | set | discards | a | b |
|---|---|---:|---:|---:|
`;
for (const kind of ['riichi', 'open'] as const) {
  for (const set of [0, 1]) {
    const f = fit(cases.filter((c) => c.kind === kind && c.set === set));
    md += `| ${kind} | ${HANCHAN_SETS[set]!.split('/')[1]} | ${f.n} | ${f.a.toFixed(3)} | ${f.b.toFixed(4)} |\n`;
  }
}
md += `\n| threat | tiles left | discards (2020) | discards after, mean | ⌊tiles left / 4⌋, mean | ratio | 0.5 + 0.105 × tiles left | 2022: mean after |\n|---|---|---:|---:|---:|---:|---:|---:|\n`;
for (const kind of ['riichi', 'open'] as const) {
  for (let lo = 0; lo < 72; lo += 12) {
    const bin = (set: number) => cases.filter((c) => c.kind === kind && c.set === set && c.left >= lo && c.left < lo + 12);
    const train = bin(0);
    const test = bin(1);
    if (train.length === 0) continue;
    const mean = (xs: readonly Case[], f: (c: Case) => number) => xs.reduce((s, c) => s + f(c), 0) / xs.length;
    const after = mean(train, (c) => c.after);
    const naive = mean(train, (c) => Math.floor(c.left / 4));
    const model = mean(train, (c) => 0.5 + 0.105 * c.left);
    md += `| ${kind} | ${lo}–${lo + 11} | ${train.length} | ${f2(after)} | ${f2(naive)} | ${(after / naive).toFixed(3)} | ${f2(model)} | ${test.length > 0 ? f2(mean(test, (c) => c.after)) : '—'} |\n`;
  }
}
writeWhole(join(resultsDir, 'draws-left.md'), md);
console.log(md);
