// Whether the rounds of a game follow each other as the rules allow: each round's dealer is the
// one its number gives, and after each round comes the one the rules give (`nextRoundOf` of
// `@mjkit/table`, which the engine plays by: renchan, honba, busting, the last dealer's stop, the
// West extension; at a Hong Kong table `hongKongNextRoundOf`), and none after the rules end the
// game. That the scores and riichi sticks carry over is the replay's check (it has the state the
// round ended in).
import { isHongKongRules } from '@mjkit/core';
import type { Rules, Seat } from '@mjkit/core';
import { hongKongNextRoundOf, nextRoundOf } from '@mjkit/table';
import type { HongKongNextRound, NextRound, Round, RyuukyokuEvent, WinEvent } from '@mjkit/table';
import type { GameLog } from './model.js';

/** A break in the sequence of rounds: the index of the round that cannot follow the one before, and why. */
export interface RoundSequenceProblem {
  readonly round: number;
  readonly message: string;
}

/** The round after `r`, the game's hand `hand`, by the rules, or null for a round cut short (no result). */
function nextOf(log: GameLog, r: Round, hand: number): NextRound | HongKongNextRound | null {
  const winners: Seat[] = [];
  let last: WinEvent | RyuukyokuEvent | null = null;
  for (const e of r.events) {
    if (e.type === 'win') {
      winners.push(e.seat);
      last = e;
    } else if (e.type === 'ryuukyoku') last = e;
  }
  if (last === null) return null;
  const draw = last.type === 'ryuukyoku' ? last : null;
  const exhaustive = draw !== null && (draw.kind === 'exhaustive' || draw.kind === 'nagashi-mangan');
  if (isHongKongRules(log.rules)) return hongKongNextRoundOf(log.rules, { round: r.round, honba: r.honba, dealer: r.dealer, hand }, winners[0] ?? null);
  const scores = last.scores.map((s, seat) => s + (last.changes[seat] ?? 0));
  const outcome = { winners, abortive: draw !== null && !exhaustive, dealerTenpai: exhaustive && (draw.hands[r.dealer] ?? null) !== null, scores };
  return nextRoundOf(log.rules as Rules, r, outcome, log.firstDealer);
}

const roundName = (round: number, honba: number) => `${['East', 'South', 'West', 'North'][(round >> 2) & 3]} ${(round % 4) + 1}-${honba}`;

/** Why a game ends, in words. */
const ENDS = (log: GameLog): Record<'busting' | 'last-round' | 'hand-limit', string> => ({
  busting: 'a score fell below zero (busting)',
  'last-round': 'the last round passed on',
  'hand-limit': `the game's hand limit of ${isHongKongRules(log.rules) ? log.rules.handLimit : 0} was reached`,
});

/**
 * The first place where the rounds of a game do not follow each other as the rules allow, or
 * null: a round dealt by another seat than its number gives, a round or honba other than the one
 * the last round's end gives, or a round after the rules ended the game (the last dealer in first
 * place may stop or play on). A game may end sooner (a time limit, a log cut short). Rounds cut
 * short (no result) are not followed further.
 */
export function roundSequenceProblem(log: GameLog): RoundSequenceProblem | null {
  const players = log.players;
  const rounds = log.rounds;
  for (let i = 0; i < rounds.length; i++) {
    const r = rounds[i] as Round;
    if (isHongKongRules(log.rules) && r.round >= 4 * log.rules.windRounds) {
      const { windRounds } = log.rules;
      return { round: i, message: `${roundName(r.round, r.honba)} is past the game's ${windRounds} wind round${windRounds === 1 ? '' : 's'}` };
    }
    const dealer = ((log.firstDealer + (r.round % 4)) % players) as Seat;
    if (r.dealer !== dealer) return { round: i, message: `${roundName(r.round, r.honba)} is dealt by seat ${r.dealer}, but the first dealer ${log.firstDealer} makes seat ${dealer} its dealer` };
    if (players === 3 && r.round % 4 === 3) return { round: i, message: `round ${r.round} (a North 4th round) does not exist in a three-player game` };
    // A game may end before its rules end it (a tournament's time limit, a log cut short): only
    // play past the end is a break.
    if (i === rounds.length - 1) continue;
    const next = nextOf(log, r, i);
    if (next === null) continue;
    const following = rounds[i + 1] as Round;
    const what = `${roundName(following.round, following.honba)} follows ${roundName(r.round, r.honba)}`;
    if (next.end !== null && next.end !== 'dealer-stops') return { round: i + 1, message: `${what}, but the game ended there: ${ENDS(log)[next.end]}` };
    if (following.round !== next.round) {
      const won = r.events.some((e) => e.type === 'win');
      const why = won ? (next.dealerKeeps ? 'the dealer won' : 'another player won') : next.dealerKeeps ? 'the dealer kept the deal at the draw' : 'the dealer passed the deal at the draw';
      return { round: i + 1, message: `${what}, but ${why}: the next round is ${roundName(next.round, next.honba)}` };
    }
    if (following.honba !== next.honba) return { round: i + 1, message: `${what} with honba ${following.honba}, not ${next.honba}` };
  }
  return null;
}
