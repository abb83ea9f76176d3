// The virtual players' discard outlook (`discardOutlook`, the heart of their policies and of the
// Bayesian reference's time) against its definition, each candidate hand recounted with the
// public hand functions, on the same positions of played rounds, in one process. Writes
// results/donjara-outlook.json.
//
//   cd bench && node --expose-gc --conditions=@mjkit/source --import tsx src/donjara-outlook.ts
import { DONJARA_COPIES, DONJARA_KINDS, discardOutlook, donjaraAgent, donjaraMissing, donjaraRules, donjaraTilesToWin, playDonjaraRound, unseenCounts } from '@mjkit/donjara';
import type { DonjaraView } from '@mjkit/donjara';
import { compare } from './harness.js';

/** The outlook as its TSDoc defines it, each candidate hand counted afresh (what the package did before it kept the hand's shape). */
function byDefinition(view: DonjaraView): number {
  const unseen = unseenCounts(view);
  const p = view.rules.points;
  let sum = 0;
  for (let k = 0; k < DONJARA_KINDS; k++) {
    if (view.hand[k] === 0) continue;
    const after = Uint8Array.from(view.hand);
    after[k]! -= 1;
    const need = donjaraTilesToWin(after);
    let u = 0;
    for (let j = 0; j < DONJARA_KINDS; j++) {
      if (unseen[j] === 0) continue;
      after[j]! += 1;
      if (donjaraTilesToWin(after) < need) u += unseen[j]!;
      after[j]! -= 1;
    }
    const m = donjaraMissing(after);
    sum += need + u + p.nine * 0.3 ** m[0]! + p['six-three'] * 0.3 ** m[1]! + p['three-triplets'] * 0.3 ** m[2]!;
  }
  for (let i = 1; i < view.rules.players; i++) {
    const opp = (view.seat + i) % view.rules.players;
    const since = view.riichiAt[opp]!;
    for (let k = 0; k < DONJARA_KINDS; k++) {
      if (since >= 0 && view.discards[opp]!.slice(since + 1).includes(k)) continue;
      if (unseen[k]! >= 2) sum += (since >= 0 ? 1 : 0.2) * (unseen[k]! / DONJARA_COPIES) ** 2;
    }
  }
  return sum;
}

// the positions: every turn of 300 rounds of three virtual players and 300 of four, copied as seen
const views: DonjaraView[] = [];
for (const names of [['speed', 'score', 'defence'], ['balance', 'speed', 'score', 'defence']]) {
  const agents = names.map((n) => donjaraAgent(n));
  const rules = donjaraRules({ players: agents.length });
  for (let r = 0; r < 300; r++)
    playDonjaraRound(rules, agents, `outlook/${r}`, {
      round: r % agents.length,
      observe: (v) => views.push({ ...v, hand: Uint8Array.from(v.hand), discards: v.discards.map((d) => d.slice()), riichiAt: v.riichiAt.slice(), discarded: Uint8Array.from(v.discarded), scores: v.scores.slice() }),
    });
}

compare({
  name: 'donjara-outlook',
  what: `discardOutlook on ${views.length} positions of played rounds (three and four virtual players), against the definition recounting each candidate hand`,
  ours: { inputs: views, run: (v) => discardOutlook(v).ukeire[0] },
  peer: { inputs: views, run: byDefinition },
  peerName: 'the definition, recounted',
  rounds: 7,
});
