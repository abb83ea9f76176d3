// Whether the rounds of a game follow each other as the rules allow: each round's dealer is the
// one its number gives, and after each round the next is the same round with one more honba when
// the dealer kept the deal (a dealer's win, a draw with the dealer tenpai, an abortive draw), the
// next round otherwise (honba 0 after another's win, one more after a draw). At a Hong Kong table
// the dealer keeps the deal at every draw. That the scores and
// riichi sticks carry over is the replay's check (it has the state the round ended in).
import { isHongKongRules } from '@mjkit/core';
import type { Seat } from '@mjkit/core';
import type { Round, RyuukyokuEvent, WinEvent } from '@mjkit/table';
import type { GameLog } from './model.js';

/** A break in the sequence of rounds: the index of the round that cannot follow the one before, and why. */
export interface RoundSequenceProblem {
  readonly round: number;
  readonly message: string;
}

/** How a round ended, as the next round's start depends on it; null for a round cut short (no result). */
function outcomeOf(r: Round, hongKong: boolean) {
  let won = false;
  let dealerWon = false;
  let last: WinEvent | RyuukyokuEvent | null = null;
  for (const e of r.events) {
    if (e.type === 'win') {
      won = true;
      if (e.seat === r.dealer) dealerWon = true;
      last = e;
    } else if (e.type === 'ryuukyoku') last = e;
  }
  if (last === null) return null;
  let dealerKeeps: boolean;
  if (won) dealerKeeps = dealerWon;
  else {
    const draw = last as RyuukyokuEvent;
    const exhaustive = draw.kind === 'exhaustive' || draw.kind === 'nagashi-mangan';
    // Hong Kong: every draw replays the hand with the same dealer
    dealerKeeps = hongKong || !exhaustive || (draw.hands[r.dealer] ?? null) !== null;
  }
  return { won, dealerKeeps };
}

const roundName = (round: number, honba: number) => `${['East', 'South', 'West', 'North'][(round >> 2) & 3]} ${(round % 4) + 1}-${honba}`;

/**
 * The first place where the rounds of a game do not follow each other as the rules allow, or
 * null. Rounds cut short (no result) are not followed further. Tenhou's rules: a dealer tenpai at
 * an exhaustive draw (or with nagashi mangan) keeps the deal, as after an abortive draw.
 */
export function roundSequenceProblem(log: GameLog): RoundSequenceProblem | null {
  const players = log.players;
  const rounds = log.rounds;
  for (let i = 0; i < rounds.length; i++) {
    const r = rounds[i] as Round;
    const dealer = ((log.firstDealer + (r.round % 4)) % players) as Seat;
    if (r.dealer !== dealer) return { round: i, message: `${roundName(r.round, r.honba)} is dealt by seat ${r.dealer}, but the first dealer ${log.firstDealer} makes seat ${dealer} its dealer` };
    if (players === 3 && r.round % 4 === 3) return { round: i, message: `round ${r.round} (a North 4th round) does not exist in a three-player game` };
    if (i === 0) continue;
    const before = rounds[i - 1] as Round;
    const end = outcomeOf(before, isHongKongRules(log.rules));
    if (end === null) continue;
    const following = end.dealerKeeps ? before.round : players === 3 && before.round % 4 === 2 ? before.round + 2 : before.round + 1;
    const honba = end.won && !end.dealerKeeps ? 0 : before.honba + 1;
    const what = `${roundName(r.round, r.honba)} follows ${roundName(before.round, before.honba)}`;
    if (r.round !== following) {
      const why = end.won ? (end.dealerKeeps ? 'the dealer won' : 'another player won') : end.dealerKeeps ? 'the dealer kept the deal at the draw' : 'the dealer was not tenpai at the draw';
      return { round: i, message: `${what}, but ${why}: the next round is ${roundName(following, honba)}` };
    }
    if (r.honba !== honba) return { round: i, message: `${what} with honba ${r.honba}, not ${honba}` };
  }
  return null;
}
