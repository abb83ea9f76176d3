// The oracles of src/oracle.ts read the opponents' hands from their answers: every deal-in the
// oracle bot makes on a discard must be one it knew (a chance of 1 for the winner and that kind),
// and the noisy oracle's update must be Bayes' rule for its signal; the riichi-signal bot changes
// the shipped model's chances against a riichi only.
import { dealInRisk } from '@mjkit/bots';
import { playGame } from '@mjkit/game';
import type { PlayerView } from '@mjkit/table';
import { describe, expect, it } from 'vitest';
import { riichiView } from '../../packages/bots/test/riichi-view.js';
import { variantAgent } from '../src/evaluator-variants.js';
import { oracleAgent, oracleChances, recordingAgent, riichiSignalChances, signal, updated } from '../src/oracle.js';

describe('the oracle', () => {
  it('knows every wait it deals in to on a discard', () => {
    let known = 0;
    for (let g = 0; g < 4; g++) {
      const bot = oracleAgent('evaluator+oracle');
      const last = new Map<string, { chances: (Float64Array | null)[]; kind: number }>();
      const watched = {
        ...bot,
        act: (view: PlayerView, actions: Parameters<typeof bot.act>[1]) => {
          const a = bot.act(view, actions);
          if (a.type === 'discard') last.set(`${view.round}/${view.honba}`, { chances: oracleChances(view), kind: a.tile >> 2 });
          return a;
        },
      };
      const result = playGame([watched, ...[1, 2, 3].map(() => recordingAgent(variantAgent('evaluator-legacy')))], { seed: `oracle-test/${g}` });
      expect(result.illegal).toEqual([]);
      for (const round of result.log.rounds) {
        const events = round.events;
        for (const [i, e] of events.entries()) {
          if (e.type !== 'win' || e.from !== 0 || e.seat === 0) continue;
          // a robbed kan is not a discard: the oracle weighs discards only
          if (events.slice(0, i).reverse().find((x) => x.type === 'discard' || x.type === 'call')?.type === 'call') continue;
          const l = last.get(`${round.round}/${round.honba}`)!;
          expect(l.chances[e.seat]![l.kind]).toBe(1);
          known++;
        }
      }
    }
    expect(known).toBeGreaterThan(0);
  });
  it('updates a chance by the signal as Bayes says', () => {
    // σ(logit q + d·x − d²/2): the likelihood ratio of N(d, 1) against N(0, 1) at x
    const q = 0.02;
    const d = 1.5;
    const x = 0.7;
    const ratio = Math.exp(-((x - d) ** 2) / 2) / Math.exp(-(x * x) / 2);
    expect(updated(q, d, x)).toBeCloseTo((q * ratio) / (q * ratio + 1 - q), 12);
    expect(updated(q, 0, x)).toBeCloseTo(q, 15);
    expect(updated(0, d, x)).toBe(0);
    // the signal is seeded and centred where it is told
    expect(signal('k', 0)).toBe(signal('k', 0));
    const draws = Array.from({ length: 4000 }, (_, i) => signal(`s/${i}`, 2));
    expect(draws.reduce((a, b) => a + b, 0) / draws.length).toBeCloseTo(2, 1);
  });
});

describe('the riichi-signal bot', () => {
  // seat 2 in riichi; seat 3 has a pon, so the model weighs it too
  const view = riichiView({ river: [0, 17, 13], melds: [[31, 31, 31]] });
  const safe = [undefined, undefined, new Set([20, 5])];
  const model = dealInRisk(view, undefined, safe).bySeat;
  it('keeps the model\'s chances for every hand not in riichi, and the passed kinds at 0', () => {
    const told = riichiSignalChances(view, safe, 1);
    expect(model[3]!.some((p) => p > 0)).toBe(true);
    expect([...told[3]!]).toEqual([...model[3]!]);
    expect(told[0]).toBeNull();
    expect(told[2]![20]).toBe(0);
    expect(told[2]![5]).toBe(0);
    // the signal moves the riichi hand's live kinds (its waits are not known here: every signal is noise)
    expect([...told[2]!].some((p, k) => Math.abs(p - model[2]![k]!) > 1e-6)).toBe(true);
  });
  it('is the model itself at strength 0', () => {
    const told = riichiSignalChances(view, safe, 0);
    for (let k = 0; k < 34; k++) expect(told[2]![k]!).toBeCloseTo(model[2]![k]!, 12);
  });
});
