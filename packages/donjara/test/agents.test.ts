// The virtual players' discard outlook against its definition, on the positions of played rounds:
// the outlook keeps the hand's shape up to date a tile at a time; the definition counts each
// candidate hand afresh with the public hand functions.
import { describe, expect, it } from 'vitest';
import { DONJARA_COPIES, DONJARA_KINDS, discardOutlook, donjaraAgent, donjaraMissing, donjaraRules, donjaraTilesToWin, playDonjaraRound, unseenCounts } from '@mjkit/donjara';
import type { DonjaraView } from '@mjkit/donjara';

/** The outlook as its TSDoc and the README define it, each candidate hand counted afresh. */
function byDefinition(view: DonjaraView) {
  const unseen = unseenCounts(view);
  const p = view.rules.points;
  const out = { shanten: [] as number[], ukeire: [] as number[], value: [] as number[], danger: [] as number[] };
  for (let k = 0; k < DONJARA_KINDS; k++) {
    if (view.hand[k] === 0) {
      out.shanten.push(0);
      out.ukeire.push(0);
      out.value.push(0);
    } else {
      const after = Uint8Array.from(view.hand);
      after[k]! -= 1;
      const need = donjaraTilesToWin(after);
      let u = 0;
      for (let j = 0; j < DONJARA_KINDS; j++) {
        const next = Uint8Array.from(after);
        next[j]! += 1;
        if (unseen[j]! > 0 && donjaraTilesToWin(next) < need) u += unseen[j]!;
      }
      const [nine, sixThree, triplets] = donjaraMissing(after);
      out.shanten.push(need - 1);
      out.ukeire.push(u);
      out.value.push(p.nine * 0.3 ** nine! + p['six-three'] * 0.3 ** sixThree! + p['three-triplets'] * 0.3 ** triplets!);
    }
    let danger = 0;
    for (let i = 1; i < view.rules.players; i++) {
      const opp = (view.seat + i) % view.rules.players;
      const since = view.riichiAt[opp]!;
      const passed = since >= 0 && view.discards[opp]!.slice(since + 1).includes(k);
      if (!passed && unseen[k]! >= 2) danger += (since >= 0 ? 1 : 0.2) * (unseen[k]! / DONJARA_COPIES) ** 2;
    }
    out.danger.push(danger);
  }
  return out;
}

describe('discardOutlook', () => {
  it('equals its definition at every turn of played rounds (three and four players, riichi among them)', () => {
    let turns = 0;
    let riichi = 0;
    for (const names of [['speed', 'score', 'defence'], ['balance', 'speed', 'score', 'defence']]) {
      const agents = names.map((n) => donjaraAgent(n));
      const rules = donjaraRules({ players: agents.length });
      for (let r = 0; r < 60; r++) {
        playDonjaraRound(rules, agents, `outlook/${r}`, {
          round: r % agents.length,
          observe: (view) => {
            const o = discardOutlook(view);
            const want = byDefinition(view);
            expect(Array.from(o.shanten)).toEqual(want.shanten);
            expect(Array.from(o.ukeire)).toEqual(want.ukeire);
            expect(Array.from(o.value)).toEqual(want.value);
            expect(Array.from(o.danger)).toEqual(want.danger);
            turns++;
            if (view.riichiAt.some((t, s) => s !== view.seat && t >= 0)) riichi++;
          },
        });
      }
    }
    expect(turns).toBeGreaterThan(1500);
    expect(riichi).toBeGreaterThan(100);
  });
});
