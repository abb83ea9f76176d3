// The Donjara engine: rules kept, results that add up, the same seed the same game, and a replay
// of the recorded events that reaches the same end.
import { describe, expect, it } from 'vitest';
import { DONJARA_KINDS, donjaraAgent, donjaraRules, donjaraShanten, donjaraStats, donjaraYaku, playDonjaraGame, playDonjaraRound, randomDonjaraAgent, virtualPlayer } from '@mjkit/donjara';
import type { DonjaraAgent, DonjaraEvent, DonjaraRoundResult } from '@mjkit/donjara';

const three = (names: string[]) => names.map((n) => donjaraAgent(n));

/** Replays a recorded round on its own and checks every rule on the way. */
function checkRecord(r: DonjaraRoundResult, players: number): void {
  const events = r.events as DonjaraEvent[];
  const deal = events[0]!;
  if (deal.type !== 'deal') throw new Error('no deal');
  expect(deal.wall).toHaveLength(81);
  for (let k = 0; k < DONJARA_KINDS; k++) expect(deal.wall.filter((t) => t === k)).toHaveLength(9);
  const hands = deal.hands.map((h) => Uint8Array.from(h));
  expect(hands.every((h) => h.reduce((a, b) => a + b, 0) === 8)).toBe(true);
  let next = 8 * players;
  let seat = r.dealer;
  const riichi = new Array(players).fill(false);
  let drawn = -1;
  for (const e of events.slice(1)) {
    if (e.type === 'draw') {
      expect(e.seat).toBe(seat);
      expect(e.kind).toBe(deal.wall[next++]);
      hands[seat]![e.kind]! += 1;
      drawn = e.kind;
    } else if (e.type === 'discard') {
      expect(e.seat).toBe(seat);
      expect(hands[seat]![e.kind]).toBeGreaterThan(0);
      if (riichi[seat]) expect(e.kind).toBe(drawn); // a riichi hand is locked
      expect(donjaraYaku(hands[seat]!)).toBe(null); // a win is always taken
      hands[seat]![e.kind]! -= 1;
      expect(e.riichi).toBe(!riichi[seat] && donjaraShanten(hands[seat]!) === 0);
      if (e.riichi) riichi[seat] = true;
      // nobody after it could have won on it, or the round would have ended
      seat = (seat + 1) % players;
    } else if (e.type === 'end') {
      const res = e.result;
      if (res.end === 'tsumo') {
        expect(res.winner).toBe(seat);
        expect(donjaraYaku(hands[seat]!)).toBe(res.yaku);
      } else if (res.end === 'ron') {
        const last = events[events.length - 2]!;
        if (last.type !== 'discard') throw new Error('ron without a discard');
        expect(res.loser).toBe(last.seat);
        const h = Uint8Array.from(hands[res.winner]!);
        h[last.kind]! += 1;
        expect(donjaraYaku(h)).toBe(res.yaku);
        // head bump: nobody between the discarder and the winner could win on it
        for (let i = 1; (last.seat + i) % players !== res.winner; i++) {
          const g = Uint8Array.from(hands[(last.seat + i) % players]!);
          g[last.kind]! += 1;
          expect(donjaraYaku(g)).toBe(null);
        }
      } else {
        expect(next).toBe(81);
      }
    }
  }
}

describe('the Donjara engine', () => {
  it('plays rounds by the rules, for 2, 3 and 4 players, and replays them', () => {
    for (const players of [2, 3, 4]) {
      const rules = donjaraRules({ players });
      const agents = Array.from({ length: players }, (_, i) => (i % 2 ? virtualPlayer('speed') : randomDonjaraAgent()));
      const ends = new Set<string>();
      for (let seed = 0; seed < 150; seed++) {
        const r = playDonjaraRound(rules, agents, seed, { record: true, round: seed % players });
        ends.add(r.end);
        expect(r.deltas.reduce((a, b) => a + b, 0)).toBe(0);
        if (r.end === 'draw') expect(r.deltas.every((d) => d === 0)).toBe(true);
        else expect(r.deltas[r.winner]).toBeGreaterThanOrEqual(rules.points[r.yaku!]);
        checkRecord(r, players);
      }
      expect([...ends].sort()).toEqual(['draw', 'ron', 'tsumo']);
    }
  });

  it('gives the same game for the same seed, another for another', () => {
    const rules = donjaraRules({ rounds: 6 });
    const a = playDonjaraGame(rules, three(['balance', 'score', 'defence']), 'seed-a');
    const b = playDonjaraGame(rules, three(['balance', 'score', 'defence']), 'seed-a');
    const c = playDonjaraGame(rules, three(['balance', 'score', 'defence']), 'seed-b');
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
    expect(a.rounds.map((r) => r.dealer)).toEqual([0, 1, 2, 0, 1, 2]);
    expect(a.scores.reduce((x, y) => x + y, 0)).toBe(60000);
    expect([...a.ranking].sort()).toEqual([0, 1, 2]);
    expect(a.scores[a.ranking[0]!]).toBe(Math.max(...a.scores));
  });

  it('refuses an agent that discards what it does not hold, with the round and the step', () => {
    const cheat: DonjaraAgent = { name: 'cheat', discard: (view) => view.hand.findIndex((c) => c === 0) };
    expect(() => playDonjaraRound(donjaraRules(), [cheat, cheat, cheat], 1, { round: 2 })).toThrow(expect.objectContaining({ code: 'NOT_HELD', round: 2, event: 1 }));
    expect(() => playDonjaraRound(donjaraRules(), [cheat, cheat], 1)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => donjaraRules({ players: 5 })).toThrow(expect.objectContaining({ code: 'INVALID_RULES' }));
    expect(() => donjaraRules({ points: { nine: -1 } } as never)).toThrow(expect.objectContaining({ code: 'INVALID_RULES' }));
    expect(() => donjaraAgent('greedy')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('plays the virtual players to their styles: speed wins most, defence deals in least', () => {
    const rules = donjaraRules({ rounds: 600 });
    const g = playDonjaraGame(rules, three(['speed', 'score', 'defence']), 2026);
    const [speed, score, defence] = [0, 1, 2].map((p) => donjaraStats(g.rounds, p));
    expect(speed!.win.rate).toBeGreaterThan(defence!.win.rate);
    expect(defence!.dealIn.rate).toBeLessThan(Math.min(speed!.dealIn.rate, score!.dealIn.rate));
    // the shanten comes down through a round, on average
    expect(speed!.shanten[8]!).toBeLessThan(speed!.shanten[0]!);
    // policies are distributions over the tiles held
    const probe = virtualPlayer('balance');
    let checked = 0;
    const spy: DonjaraAgent = {
      name: 'spy',
      discard(view, rng) {
        const p = probe.policy(view);
        expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
        for (let k = 0; k < DONJARA_KINDS; k++) if (view.hand[k] === 0) expect(p[k]).toBe(0);
        checked++;
        return probe.discard(view, rng);
      },
    };
    playDonjaraRound(donjaraRules(), [spy, virtualPlayer('speed'), virtualPlayer('score')], 4);
    expect(checked).toBeGreaterThan(0);
  });
});
