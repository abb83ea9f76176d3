// validateGame checks that the rounds of a game follow each other as the rules allow: a round
// number going backwards, a dealer that its round number does not give, honba that jumps, riichi
// sticks or scores not carried over (the replay's check) are LOG_INCONSISTENT errors naming the
// round that breaks it.
import { createRules } from '@mjkit/core';
import { playGame, randomAgent, shantenAgent } from '@mjkit/game';
import { gameLog, validateGame } from '@mjkit/record';
import type { GameLog } from '@mjkit/record';
import type { Round } from '@mjkit/table';
import { describe, expect, it } from 'vitest';

/** A played game of at least six rounds that reaches the South rounds. */
function game(): GameLog {
  for (let seed = 0; ; seed++) {
    const log = playGame([shantenAgent(), randomAgent(seed), shantenAgent(), randomAgent(seed + 1)], { seed }).log;
    if (log.rounds.length >= 6 && log.rounds.some((r) => r.round >= 4)) return log;
  }
}

const edited = (log: GameLog, i: number, change: (r: Round) => Partial<Round>): GameLog => {
  const copy = JSON.parse(JSON.stringify(log)) as { rounds: Round[] };
  copy.rounds[i] = { ...copy.rounds[i]!, ...change(copy.rounds[i]!) };
  return gameLog(copy);
};

describe('the sequence of rounds', () => {
  const log = game();

  it('holds in played games', () => {
    expect(validateGame(log).error).toBeNull();
  });

  it('follows the rules the game was played by: without renchan at a ready draw, the deal passes', () => {
    const rules = createRules('tenhou', { dealerTenpaiRenchan: false });
    let passed = 0;
    for (let seed = 0; passed === 0; seed++) {
      const played = playGame([0, 1, 2, 3].map(() => shantenAgent()), { rules, seed: `renchan ${seed}` }).log;
      expect(validateGame(played).error).toBeNull();
      // a ready dealer at an exhaustive draw, and the next round another dealer's
      passed += played.rounds.filter((r, i) => {
        const end = r.events.at(-1);
        return end?.type === 'ryuukyoku' && end.kind === 'exhaustive' && end.hands[r.dealer] !== null && played.rounds[i + 1] !== undefined && played.rounds[i + 1]!.dealer !== r.dealer;
      }).length;
    }
    expect(passed).toBeGreaterThan(0);
  });

  it('has no round after the rules end the game', () => {
    const last = log.rounds.at(-1)!;
    const result = last.events.at(-1)!;
    if (result.type !== 'win' && result.type !== 'ryuukyoku') throw new Error('the game ends with a result');
    // one more round, cut short at its deal, numbered as the round after the last, from the scores it ended with
    const scores = result.scores.map((x, s) => x + result.changes[s]!);
    const again = { ...last, round: last.round + 1, honba: 0, dealer: ((last.dealer + 1) % 4) as Round['dealer'], scores, riichiSticks: result.type === 'win' ? 0 : result.riichiSticks, events: [] };
    const longer = gameLog({ ...JSON.parse(JSON.stringify(log)), final: null, rounds: [...log.rounds, again] });
    const report = validateGame(longer);
    expect(report.error?.message).toMatch(/follows .*, but the game ended there: (the last round passed on|a score fell below zero \(busting\))/);
    expect(report.error?.round).toBe(log.rounds.length);
  });

  it('has nothing after a round\'s win but another ron on the same discard', () => {
    const at = log.rounds.findIndex((r) => r.events.at(-1)?.type === 'win');
    const result = (r: Round) => r.events.at(-1) as Extract<Round['events'][number], { type: 'win' }>;
    const cases: [string, GameLog][] = [
      ['the win again', edited(log, at, (r) => ({ events: [...r.events, result(r)] }))],
      ['a draw after it', edited(log, at, (r) => ({ events: [...r.events, { type: 'draw', seat: r.dealer, tile: result(r).winningTile }] }))],
    ];
    expect(cases.map(([what, bad]) => [what, validateGame(bad).error?.message])).toEqual([
      ['the win again', expect.stringMatching(/wins after the round ended in a win, not as another winner of the same discard \(at round \d+, event \d+\)$/)],
      ['a draw after it', expect.stringMatching(/: a draw after the round ended in a win \(at round \d+, event \d+\)$/)],
    ]);
  });

  it('is broken by a round number that goes back, a wrong dealer, a honba jump, sticks or scores not carried', () => {
    const cases: [string, GameLog, RegExp][] = [
      // a South round numbered as the East round of the same dealer
      ['backwards', edited(log, log.rounds.findIndex((r) => r.round >= 4), (r) => ({ round: r.round - 4 })), /East \d-\d+ follows .*: the next round is South/],
      // the table sees it first: the seat that draws first is not the dealer the round names
      ['dealer', edited(log, 2, (r) => ({ dealer: ((r.dealer + 1) % 4) as Round['dealer'] })), /seat \d draws first, but the round's dealer is seat \d \(at round 2, event 0\)/],
      ['honba', edited(log, 3, (r) => ({ honba: r.honba + 2 })), /with honba \d+, not \d+/],
      ['sticks', edited(log, 4, (r) => ({ riichiSticks: r.riichiSticks + 1 })), /the round starts with \d+ riichi sticks; \d+ were left on the table/],
      ['scores', edited(log, 5, (r) => ({ scores: r.scores.map((x, s) => (s === 0 ? x + 1000 : x)) })), /the round starts with scores/],
    ];
    for (const [what, bad, message] of cases) {
      const report = validateGame(bad);
      expect(report.error, what).not.toBeNull();
      expect(report.error!.code, what).toBe('LOG_INCONSISTENT');
      expect(report.error!.message, what).toMatch(message);
      expect(report.error!.round, what).toBeGreaterThan(0);
    }
  });
});
