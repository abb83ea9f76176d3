// The result of an exhaustive draw, from the table: who is ready (their hands shown), nagashi
// mangan or the noten payments. The engine ends its rounds with it, the mjai reader fills in what
// mjai leaves out with it, and validateGame compares a log's draws with it.
import { isHongKongRules } from '@mjkit/core';
import type { HongKongRules, Rules, Seat, Wind } from '@mjkit/core';
import { drawPayments, nagashiManganPayments } from '@mjkit/scoring';
import { nagashiManganSeats, tenpaiHands } from '@mjkit/table';
import type { RoundEvent, RyuukyokuEvent, RyuukyokuKind, TableState } from '@mjkit/table';
import { changesBySeat } from './rescore.js';

/**
 * The exhaustive draw a table whose live wall is empty ends in, as the engine records it: the
 * ready hands shown (the others null), nagashi mangan when a seat's river earns it and the rules
 * have it (each such seat paid as a mangan by self-draw), else the noten payments of the rules;
 * the honba, riichi sticks and scores the table holds. A Hong Kong table has none of these: no
 * hand is shown and nothing is paid.
 *
 * @example
 * ```ts
 * import { createRules } from '@mjkit/core';
 * import { playGame, shantenAgent } from '@mjkit/game';
 * import { exhaustiveDrawOf, replay } from '@mjkit/record';
 * const rules = createRules('tenhou');
 * const { log } = playGame([0, 1, 2, 3].map(() => shantenAgent()), { rules, seed: 'draws' });
 * // each exhaustive draw of the game, beside the one the table before it gives
 * const same: boolean[] = [];
 * const check = { beforeEvent: (state: Parameters<typeof exhaustiveDrawOf>[0], e: { type: string; kind?: string }) => void (e.type === 'ryuukyoku' && e.kind === 'exhaustive' && same.push(JSON.stringify(exhaustiveDrawOf(state, rules)) === JSON.stringify(e))) };
 * for (const _ of replay(log, check));
 * [same.length > 0, same.every(Boolean)]; // => [true, true]
 * ```
 */
export function exhaustiveDrawOf(state: TableState, rules: Rules | HongKongRules): RyuukyokuEvent {
  const hongKong = isHongKongRules(rules);
  const hands = hongKong ? [null, null, null, null] : tenpaiHands(state);
  const event = (kind: RyuukyokuKind, changes: number[]): RyuukyokuEvent => ({ type: 'ryuukyoku', kind, hands, honba: state.start.honba, riichiSticks: state.riichiSticks, scores: [...state.scores], changes, extra: {} });
  if (hongKong) return event('exhaustive', [0, 0, 0, 0]);
  const nagashi = rules.nagashiMangan ? nagashiManganSeats(state) : [];
  if (nagashi.length > 0) return event('nagashi-mangan', changesBySeat(state, nagashiManganPayments(nagashi.map((s) => state.seatWind(s) as Wind), rules)));
  const byWind = new Array<boolean>(state.players).fill(false);
  for (let s = 0; s < state.players; s++) byWind[state.seatWind(s as Seat)] = hands[s] !== null;
  return event('exhaustive', changesBySeat(state, drawPayments(byWind, rules)));
}

/** The rule that plays each abortive draw. */
const ABORTIVE: Partial<Record<RyuukyokuKind, keyof Rules['abortiveDraws']>> = {
  'nine-terminals': 'nineTerminals',
  'four-winds': 'fourWinds',
  'four-riichi': 'fourRiichi',
  'four-kans': 'fourKans',
  'triple-ron': 'tripleRon',
};

/**
 * @internal What is wrong with event `e` of a riichi game as the abortive draws of its rules see
 * it, `state` being the table before it: a draw the rules do not play, or a draw or call where the
 * round had already ended (`TableState#abortiveDrawDue`, as the engine ends it: four riichi, four
 * winds, four kans), or a third ron of one discard; null when nothing is.
 */
export function abortiveDrawProblem(state: TableState, e: RoundEvent, rules: Rules): string | null {
  const flags = rules.abortiveDraws;
  if (e.type === 'ryuukyoku') {
    const flag = ABORTIVE[e.kind];
    return flag !== undefined && !flags[flag] ? `a ${e.kind} draw, which the rules do not play (abortiveDraws.${flag}: false)` : null;
  }
  if (e.type === 'disconnect' || e.type === 'reconnect') return null;
  const missed = (kind: RyuukyokuKind) => `a ${e.type} where the rules had ended the round in a ${kind} draw (abortiveDraws.${ABORTIVE[kind]}: true)`;
  if (e.type === 'win') return flags.tripleRon && state.events.filter((x) => x.type === 'win').length === 2 ? `a third ron of one discard, which the rules end in a triple-ron draw (abortiveDraws.tripleRon: true)` : null;
  const due = e.type === 'draw' || e.type === 'call' ? state.abortiveDrawDue(flags, e.type === 'call') : null;
  return due === null ? null : missed(due);
}
