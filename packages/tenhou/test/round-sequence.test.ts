// validateGame checks that the rounds of a game follow each other as the rules allow: a round
// number going backwards, a dealer that its round number does not give, honba that jumps, riichi
// sticks or scores not carried over (the replay's check) are LOG_INCONSISTENT errors naming the
// round that breaks it.
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

  it('is broken by a round number that goes back, a wrong dealer, a honba jump, sticks or scores not carried', () => {
    const cases: [string, GameLog, RegExp][] = [
      // a South round numbered as the East round of the same dealer
      ['backwards', edited(log, log.rounds.findIndex((r) => r.round >= 4), (r) => ({ round: r.round - 4 })), /East \d-\d+ follows .*: the next round is South/],
      ['dealer', edited(log, 2, (r) => ({ dealer: ((r.dealer + 1) % 4) as Round['dealer'] })), /is dealt by seat \d, but the first dealer 0 makes seat \d its dealer/],
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
