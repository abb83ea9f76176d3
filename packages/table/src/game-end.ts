// How a game goes from round to round and ends: the round after each (renchan, honba, busting,
// the last dealer's stop, the West extension), the riichi sticks left on the table to first place,
// and places by score, a tie going to the seat nearer the first dealer (Tenhou).
import { isHongKongRules, isRules } from '@mjkit/core';
import type { HongKongRules, Rules, Seat } from '@mjkit/core';
import { checkArray, checkBoolean, checkObject, checkWholeNumber, describeValue, fail } from '@mjkit/core/internal';

/**
 * The places of the seats (0 = first), by score; equal scores are ordered by seat, starting from
 * the first dealer.
 *
 * @example
 * ```ts
 * import { placesOf } from '@mjkit/table';
 * placesOf([25000, 30000, 25000, 20000], 0); // => [1, 0, 2, 3]
 * placesOf([25000, 30000, 25000, 20000], 2); // => [2, 0, 1, 3]
 * ```
 */
export function placesOf(scores: readonly number[], firstDealer: Seat): number[] {
  const players = scores.length;
  const order = scores
    .map((score, seat) => ({ seat, score, turn: (seat - firstDealer + players) % players }))
    .sort((a, b) => b.score - a.score || a.turn - b.turn);
  const places = new Array<number>(players).fill(0);
  order.forEach((o, place) => (places[o.seat] = place));
  return places;
}

/**
 * The final scores: the scores after the last round, with the riichi sticks still on the table
 * (1,000 points each) to the player in first place.
 *
 * @example
 * ```ts
 * import { finalScores } from '@mjkit/table';
 * finalScores([25000, 30000, 24000, 20000], 1, 0); // => [25000, 31000, 24000, 20000]
 * ```
 */
export function finalScores(scores: readonly number[], riichiSticks: number, firstDealer: Seat, deposit = 1000): number[] {
  const out = [...scores];
  if (riichiSticks > 0) {
    const top = placesOf(scores, firstDealer).indexOf(0);
    out[top]! += riichiSticks * deposit;
  }
  return out;
}

/**
 * Points with uma and oka, from final scores: (score − return) / 1000 + uma, oka to first; with
 * `thousands` rounding, each score in thousands rounded first and first place given what makes
 * the points sum to zero.
 *
 * @example
 * ```ts
 * import { createRules } from '@mjkit/core';
 * import { placementPoints } from '@mjkit/table';
 * placementPoints([42000, 31000, 17000, 10000], [0, 1, 2, 3], createRules('tenhou')); // => [52, 11, -23, -40]
 * ```
 */
export function placementPoints(scores: readonly number[], places: readonly number[], rules: Rules): number[] {
  const players = scores.length;
  const oka = ((rules.returnPoints - rules.startingPoints) * players) / 100;
  if (rules.pointsRounding === 'thousands') {
    const round = (x: number) => Math.sign(x) * Math.round(Math.abs(x));
    const pts = scores.map((s, seat) => round(s / 1000) - rules.returnPoints / 1000 + (rules.uma[places[seat] as number] as number));
    const first = places.indexOf(0);
    pts[first] = 0;
    pts[first] = -pts.reduce((a, b) => a + b, 0);
    return pts.map((p) => p + 0);
  }
  return scores.map((s, seat) => {
    const place = places[seat] as number;
    const tenths = (s - rules.returnPoints) / 100 + (rules.uma[place] as number) * 10 + (place === 0 ? oka : 0);
    return Math.round(tenths) / 10;
  });
}

/** How a round of a riichi game ended, as what follows it depends on it. */
export interface RoundOutcome {
  /** The seats that won it (two for a double ron); empty for a draw. */
  readonly winners: readonly Seat[];
  /** It ended in an abortive draw (the dealer keeps the deal). */
  readonly abortive: boolean;
  /** It ended in an exhaustive draw with the dealer ready. */
  readonly dealerTenpai: boolean;
  /** Each seat's score after it. */
  readonly scores: readonly number[];
}

/** What follows a round of a riichi game: the next round, or the game's end and why. */
export interface NextRound {
  /** The dealer keeps the deal: the next round is the same one, one honba more. */
  readonly dealerKeeps: boolean;
  /** The next round's number and honba (as they would be if the game ends). */
  readonly round: number;
  readonly honba: number;
  /**
   * Why the game ends here, or null when it goes on: `busting`, a score below zero; `dealer-stops`,
   * the last round's dealer in first place may stop (`agariYame` after a win, `tenpaiYame` ready
   * at an exhaustive draw; the engine always stops, a record may play on to `round`);
   * `last-round`, the deal passing on in the last round with someone at the return points, or
   * without the `extension`, or in the extension's last round.
   */
  readonly end: 'busting' | 'dealer-stops' | 'last-round' | null;
}

/** Throws `INVALID_ARGUMENT` unless {@link nextRoundOf}'s arguments have their shapes. */
function checkRoundEnd(rules: Rules, at: { readonly round: number; readonly honba: number; readonly dealer: Seat }, outcome: RoundOutcome, firstDealer: Seat): void {
  if (!isRules(rules)) fail('INVALID_ARGUMENT', `nextRoundOf plays riichi rules made by createRules, not ${describeValue(rules)}`);
  const seat = (s: unknown) => Number.isInteger(s) && (s as number) >= 0 && (s as number) < rules.players;
  checkObject(at, 'nextRoundOf round');
  checkWholeNumber(at.round, 'nextRoundOf round.round');
  checkWholeNumber(at.honba, 'nextRoundOf round.honba');
  if (!seat(at.dealer) || !seat(firstDealer)) fail('INVALID_ARGUMENT', `nextRoundOf dealer and firstDealer must be seats of ${rules.players}, not ${describeValue(at.dealer)} and ${describeValue(firstDealer)}`);
  checkObject(outcome, 'nextRoundOf outcome');
  if (!checkArray(outcome.winners, 'nextRoundOf outcome.winners').every(seat)) fail('INVALID_ARGUMENT', `nextRoundOf outcome.winners must be seats, not ${describeValue(outcome.winners)}`);
  checkBoolean(outcome.abortive, 'nextRoundOf outcome.abortive');
  checkBoolean(outcome.dealerTenpai, 'nextRoundOf outcome.dealerTenpai');
  const scores = checkArray(outcome.scores, 'nextRoundOf outcome.scores');
  if (scores.length < rules.players || !scores.every((x) => Number.isFinite(x))) fail('INVALID_ARGUMENT', `nextRoundOf outcome.scores must be a score for each of ${rules.players} seats, not ${describeValue(scores)}`);
}

/** @internal The last round of a riichi game's length: South 4 or East 4 (three players: South 3, East 3). */
export function lastRoundOf(rules: Rules): number {
  return (rules.length === 'hanchan' ? 7 : 3) - (rules.players === 3 ? 1 : 0);
}

/**
 * What follows round `round` (honba `honba`) of a riichi game, dealt by `dealer`, that ended as
 * `outcome`: the dealer keeps the deal after its own win, after an abortive draw and, with
 * `dealerTenpaiRenchan`, ready at an exhaustive draw; honba go back to 0 after another seat's
 * win. The game ends by `busting`, by the last dealer's stop (`agariYame`, `tenpaiYame`), or when
 * the deal passes on in the last round with someone at `returnPoints`, or without `extension`, or
 * in the extension's last round (West 4). The one rule the game engine plays and `validateGame`
 * checks records by.
 *
 * @example
 * ```ts
 * import { createRules } from '@mjkit/core';
 * import { nextRoundOf } from '@mjkit/table';
 * const rules = createRules('tenhou');
 * // East 1: the dealer (seat 0) ready at an exhaustive draw keeps the deal
 * const ready = { winners: [], abortive: false, dealerTenpai: true, scores: [26500, 23500, 26500, 23500] };
 * nextRoundOf(rules, { round: 0, honba: 0, dealer: 0 }, ready, 0); // => { dealerKeeps: true, round: 0, honba: 1, end: null }
 * // South 4: another seat wins, and first place has 30,000: the game ends
 * const won = { winners: [1 as const], abortive: false, dealerTenpai: false, scores: [20000, 36000, 24000, 20000] };
 * nextRoundOf(rules, { round: 7, honba: 0, dealer: 3 }, won, 0).end; // => 'last-round'
 * ```
 */
export function nextRoundOf(rules: Rules, at: { readonly round: number; readonly honba: number; readonly dealer: Seat }, outcome: RoundOutcome, firstDealer: Seat): NextRound {
  checkRoundEnd(rules, at, outcome, firstDealer);
  const { round, honba, dealer } = at;
  const won = outcome.winners.length > 0;
  const dealerWon = outcome.winners.includes(dealer);
  const dealerKeeps = won ? dealerWon : outcome.abortive || (rules.dealerTenpaiRenchan && outcome.dealerTenpai);
  const next = dealerKeeps ? round : rules.players === 3 && round % 4 === 2 ? round + 2 : round + 1;
  const result = (end: NextRound['end']): NextRound => ({ dealerKeeps, round: next, honba: won && !dealerWon ? 0 : honba + 1, end });
  const active = outcome.scores.slice(0, rules.players);
  if (rules.busting && active.some((s) => s < 0)) return result('busting');
  const lastRound = lastRoundOf(rules);
  if (round < lastRound) return result(null);
  const top = Math.max(...active);
  if (dealerKeeps) {
    const stops = won ? rules.agariYame : !outcome.abortive && rules.tenpaiYame;
    return result(stops && placesOf(active, firstDealer)[dealer] === 0 && top >= rules.returnPoints ? 'dealer-stops' : null);
  }
  return result(top >= rules.returnPoints || !rules.extension || round >= lastRound + 4 ? 'last-round' : null);
}

/** What follows a hand of a Hong Kong game: the next hand, or the game's end and why. */
export interface HongKongNextRound {
  /** The dealer keeps the deal: the next hand is the same round, one honba (hand count) more. */
  readonly dealerKeeps: boolean;
  /** The next hand's round number and honba (as they would be if the game ends). */
  readonly round: number;
  readonly honba: number;
  /**
   * Why the game ends here, or null when it goes on: `last-round`, the deal passing on in the last
   * wind round's last round; `hand-limit`, the rules' `handLimit` hands played.
   */
  readonly end: 'last-round' | 'hand-limit' | null;
}

/**
 * What follows hand `hand` (0 = the game's first) of a Hong Kong game, round `round` (honba
 * `honba`) dealt by `dealer`, won by `winner` (null: an exhaustive draw): the dealer keeps the
 * deal at a draw and after its own win, the honba counting the hands it keeps; another seat's win
 * passes the deal and the honba go back to 0. The game ends when the deal passes on in the last
 * round of the rules' `windRounds`, or after `handLimit` hands. The one rule the game engine
 * plays and `validateGame` checks Hong Kong records by.
 *
 * @example
 * ```ts
 * import { createRules } from '@mjkit/core';
 * import { hongKongNextRoundOf } from '@mjkit/table';
 * const rules = createRules('hk-east'); // one wind round, at most 16 hands
 * hongKongNextRoundOf(rules, { round: 0, honba: 0, dealer: 0, hand: 0 }, null); // => { dealerKeeps: true, round: 0, honba: 1, end: null }
 * hongKongNextRoundOf(rules, { round: 3, honba: 2, dealer: 3, hand: 9 }, 1); // => { dealerKeeps: false, round: 4, honba: 0, end: 'last-round' }
 * hongKongNextRoundOf(rules, { round: 1, honba: 14, dealer: 1, hand: 15 }, 1).end; // => 'hand-limit'
 * ```
 */
export function hongKongNextRoundOf(
  rules: HongKongRules,
  at: { readonly round: number; readonly honba: number; readonly dealer: Seat; readonly hand: number },
  winner: Seat | null,
): HongKongNextRound {
  if (!isHongKongRules(rules)) fail('INVALID_ARGUMENT', `hongKongNextRoundOf plays Hong Kong rules made by createRules, not ${describeValue(rules)}`);
  checkObject(at, 'hongKongNextRoundOf round');
  checkWholeNumber(at.round, 'hongKongNextRoundOf round.round');
  checkWholeNumber(at.honba, 'hongKongNextRoundOf round.honba');
  checkWholeNumber(at.hand, 'hongKongNextRoundOf round.hand');
  const seat = (s: unknown) => Number.isInteger(s) && (s as number) >= 0 && (s as number) < 4;
  if (!seat(at.dealer) || (winner !== null && !seat(winner))) fail('INVALID_ARGUMENT', `hongKongNextRoundOf dealer and winner must be seats of 4 (winner null for a draw), not ${describeValue(at.dealer)} and ${describeValue(winner)}`);
  const dealerKeeps = winner === null || winner === at.dealer;
  const round = dealerKeeps ? at.round : at.round + 1;
  const end = round >= 4 * rules.windRounds ? 'last-round' : at.hand + 1 >= rules.handLimit ? 'hand-limit' : null;
  return { dealerKeeps, round, honba: dealerKeeps ? at.honba + 1 : 0, end };
}
