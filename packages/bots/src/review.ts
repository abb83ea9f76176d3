// A game reviewed for one seat: each of its decisions with the player's choice beside the bots'
// judgement. A riichi game is ranked by the evaluator, and where an opponent threatens the
// evaluator bot's push or fold judges the turn in points; a Hong Kong game is ranked by tile
// efficiency, with the MahjongJoy priority bot's discard beside it. The one home of what the
// review page and `mjkit log review` show.
import { MjkitError, isHongKongRules, isOpenMeld, seat as checkSeat, tileFromId, tileToString, unseenOf } from '@mjkit/core';
import type { Rules, Seat, Tile } from '@mjkit/core';
import { evaluateDiscards, positionOf } from '@mjkit/evaluator';
import type { DiscardEvaluation } from '@mjkit/evaluator';
import type { GameLog } from '@mjkit/record';
import { replay } from '@mjkit/record';
import type { LoggedAction } from '@mjkit/record';
import { discardTable } from '@mjkit/shanten';
import { legalActions } from '@mjkit/table';
import type { Action, PlayerView } from '@mjkit/table';
import { evaluatorDecisionOnRanking } from './evaluator-agent.js';
import { PassedAfterRiichi } from './passed.js';
import { priorityDecision } from './priority-agent.js';

/** One discard of a review's ranking: the evaluator's value (riichi) or the effective tiles (Hong Kong). */
export interface ReviewedDiscard {
  readonly tile: Tile;
  /** Riichi: the evaluator's value; Hong Kong: the effective tiles unseen. */
  readonly value: number;
  readonly shanten: number;
  /** The effective tiles unseen after it. */
  readonly ukeire: number;
}

/** The evaluator bot's push or fold at a turn where an opponent threatens: its discard, and each discard's terms. */
export interface ReviewPushOrFold {
  readonly tile: Tile;
  readonly defence: 'push' | 'fold';
  /** Per discard: the chance it deals in to anyone, and the expected points after it (see `pushFoldTerms`). */
  readonly terms: ReadonlyMap<Tile, { readonly dealIn: number; readonly ev: number }>;
}

/** One decision of the reviewed seat. */
export interface ReviewTurn {
  /** `turn`: the seat drew (or called) and acted; `offer`: another's discard it could call or win on. */
  readonly kind: 'turn' | 'offer';
  /** The seat's view at the decision (the table as the player saw it). */
  readonly view: PlayerView;
  /** On an offer, what the seat could do besides passing (`chii`, `pon`, `daiminkan`, `ron`); empty on a turn. */
  readonly offered: readonly string[];
  /** What the player did. */
  readonly action: LoggedAction;
  /** The tile the player discarded, or null for another action. */
  readonly tile: Tile | null;
  /** The discards ranked, best first (empty when the hand was in riichi, on an offer, or when nothing could be ranked). */
  readonly ranking: readonly ReviewedDiscard[];
  /** Riichi: the evaluator bot's push or fold where an opponent threatens, or null. */
  readonly pushOrFold: ReviewPushOrFold | null;
  /** Hong Kong: the priority bot's discard at the table's minimum, or null. */
  readonly priority: Tile | null;
  /**
   * What the player's discard gave up against the reference (0 when it is the reference's or
   * nothing compares): `points` of expected score against the bot's push or fold; `value`, the
   * evaluator's, against its best; `efficiency`, 1,000 a shanten step back, else the effective
   * tiles given up.
   */
  readonly lost: number;
  readonly lostIn: 'points' | 'value' | 'efficiency';
  /** Whether the player's discard had something to be judged against: the bot's push or fold with its terms for the tile, or a ranking holding it. */
  readonly judged: boolean;
}

/**
 * The evaluator bot's push or fold at a riichi turn where an opponent is in riichi or has called
 * (null elsewhere, and where the bot plays its best tile without weighing). `passed`: the kinds
 * discarded after each riichi, as the bot follows them in play.
 */
function pushOrFoldOf(view: PlayerView, actions: readonly Action[], passed: PassedAfterRiichi, evaluated: DiscardEvaluation, rules: Rules): ReviewPushOrFold | null {
  const threat = view.riichi.some((r, s) => r && s !== view.seat) || view.melds.some((ms, s) => s !== view.seat && ms.some(isOpenMeld));
  if (!threat) return null;
  const { action, why } = evaluatorDecisionOnRanking(view, actions, passed.kinds, evaluated, rules);
  if (why.kind !== 'discard' || why.points === undefined || why.defence === 'none' || action.type !== 'discard') return null;
  const terms = new Map<Tile, { dealIn: number; ev: number }>();
  for (const t of why.points.terms) terms.set(tileFromId(t.tile, view.redFives), { dealIn: t.dealIn, ev: t.ev });
  return { tile: tileFromId(action.tile, view.redFives), defence: why.defence, terms };
}

/** The discards of a 14-tile hand by shanten, then effective tiles unseen. */
function efficiencyRanking(view: PlayerView): ReviewedDiscard[] {
  const counts = new Uint8Array(34);
  for (const t of view.hand) counts[t >> 2]!++;
  return discardTable(counts, { unseen: unseenOf(view) }).map((row) => ({ tile: row.discard, value: row.total, shanten: row.shanten, ukeire: row.total }));
}

/** What the player's tile gave up against the reference, in what, and whether there was one to judge it against. */
function lostOf(tile: Tile | null, ranking: readonly ReviewedDiscard[], pushOrFold: ReviewPushOrFold | null, hongKong: boolean): { lost: number; lostIn: ReviewTurn['lostIn']; judged: boolean } {
  const lostIn = pushOrFold !== null ? 'points' : hongKong ? 'efficiency' : 'value';
  if (tile === null) return { lost: 0, lostIn, judged: false };
  if (pushOrFold !== null) {
    if (tile === pushOrFold.tile) return { lost: 0, lostIn, judged: true };
    const ours = pushOrFold.terms.get(tile);
    const theirs = pushOrFold.terms.get(pushOrFold.tile);
    if (ours === undefined || theirs === undefined) return { lost: 0, lostIn, judged: false };
    return { lost: Math.max(0, theirs.ev - ours.ev), lostIn, judged: true };
  }
  const best = ranking[0];
  const mine = ranking.find((d) => d.tile === tile);
  if (best === undefined || mine === undefined) return { lost: 0, lostIn, judged: false };
  if (!hongKong) return { lost: Math.max(0, best.value - mine.value), lostIn, judged: true };
  const steps = mine.shanten - best.shanten;
  return { lost: steps > 0 ? 1000 * steps : Math.max(0, best.ukeire - mine.ukeire), lostIn, judged: true };
}

/**
 * Every decision of `seat` in a game: its turns, and the others' discards it could call or win
 * on, in order. A riichi turn's discards are ranked by `evaluateDiscards`; where an opponent is in
 * riichi or has called, the evaluator bot's push or fold (the learned deal-in model against its
 * expected score, following the tiles passed after each riichi as it does in play) stands beside
 * the ranking and judges the turn in points, so that a sound fold is not counted as value lost. A
 * Hong Kong turn is ranked by tile efficiency, with the priority bot's discard at the table's
 * minimum. A log that is not one, or a seat not at its table: `INVALID_ARGUMENT` (from the checks
 * of `replay` and `seat`).
 *
 * @example
 * ```ts
 * import { evaluatorAgent, reviewSeat } from '@mjkit/bots';
 * import { createRules } from '@mjkit/core';
 * import { playGame } from '@mjkit/game';
 * const { log } = playGame([evaluatorAgent(), evaluatorAgent(), evaluatorAgent(), evaluatorAgent()], { rules: createRules('tenhou-tonpuu'), seed: 'review' });
 * const turns = reviewSeat(log, 0);
 * const weighed = turns.filter((t) => t.pushOrFold !== null);
 * weighed.length > 0; // => true
 * // the bot reviewing its own game agrees with itself wherever it weighed push or fold
 * weighed.every((t) => t.tile === t.pushOrFold?.tile && t.lost === 0); // => true
 * reviewSeat(log, 4); // throws INVALID_ARGUMENT
 * ```
 */
export function reviewSeat(log: GameLog, seat: number): ReviewTurn[] {
  const points = replay(log);
  const reviewed: Seat = checkSeat(seat, log.rules.players);
  const hongKong = isHongKongRules(log.rules);
  const out: ReviewTurn[] = [];
  // the kinds passed after each riichi, followed through each round's events as the bot does in play
  let passed = new PassedAfterRiichi();
  let round = -1;
  let seen = 0;
  for (const point of points) {
    if (point.roundIndex !== round) {
      round = point.roundIndex;
      passed = new PassedAfterRiichi();
      seen = 0;
    }
    const events = log.rounds[round]!.events;
    for (; seen <= point.eventIndex && seen < events.length; seen++) passed.see(events[seen]!);
    if (point.seat !== reviewed) continue;
    if (point.kind === 'discard') {
      // another's discard the seat could call or win on: a decision too, with nothing to rank
      const options = legalActions(point.state, reviewed, log.rules).filter((a) => a.type !== 'pass');
      if (options.length === 0) continue;
      const offered = [...new Set(options.map((a) => (a.type === 'call' ? a.meld.type : a.type)))];
      out.push({ kind: 'offer', view: point.view(), offered, action: point.action, tile: null, ranking: [], pushOrFold: null, priority: null, lost: 0, lostIn: hongKong ? 'efficiency' : 'value', judged: false });
      continue;
    }
    const view = point.view();
    const action = point.action;
    const tile = action.type === 'discard' ? tileFromId(action.tile, view.redFives) : null;
    let ranking: readonly ReviewedDiscard[] = [];
    let pushOrFold: ReviewPushOrFold | null = null;
    let priority: Tile | null = null;
    if (hongKong) {
      if (view.hand.length % 3 === 2) {
        ranking = efficiencyRanking(view);
        const d = priorityDecision(view, legalActions(point.state, reviewed, log.rules), log.rules).action;
        priority = d.type === 'discard' ? tileFromId(d.tile, view.redFives) : null;
      }
    } else if (!view.riichi[reviewed] && view.hand.length % 3 === 2) {
      try {
        const evaluated = evaluateDiscards(positionOf(view, log.rules as Rules));
        ranking = evaluated.discards;
        if (ranking.length > 0) pushOrFold = pushOrFoldOf(view, legalActions(point.state, reviewed, log.rules), passed, evaluated, log.rules as Rules);
      } catch (e) {
        // a hand the evaluator cannot value (beyond its reach): nothing ranked
        if (!(e instanceof MjkitError)) throw e;
      }
    }
    out.push({ kind: 'turn', view, offered: [], action, tile, ranking, pushOrFold, priority, ...lostOf(tile, ranking, pushOrFold, hongKong) });
  }
  return out;
}

/**
 * What the player did at a reviewed decision, in words: `discards 5m with riichi`, `declares
 * ankan` on a turn; `lets it go`, `calls pon`, `declares ron` on an offer. The page and the
 * command line say it alike.
 *
 * @example
 * ```ts
 * import { evaluatorAgent, reviewSeat, reviewedActionText } from '@mjkit/bots';
 * import { createRules } from '@mjkit/core';
 * import { playGame } from '@mjkit/game';
 * const { log } = playGame([evaluatorAgent(), evaluatorAgent(), evaluatorAgent(), evaluatorAgent()], { rules: createRules('tenhou-tonpuu'), seed: 'review' });
 * reviewedActionText(reviewSeat(log, 0)[0]!).startsWith('discards '); // => true
 * ```
 */
export function reviewedActionText(t: ReviewTurn): string {
  const a = t.action;
  if (a.type === 'discard' && t.tile !== null) return `discards ${tileToString(t.tile)}${a.riichi ? ' with riichi' : ''}`;
  if (a.type === 'pass') return 'lets it go';
  if (a.type === 'call') return `${t.kind === 'offer' ? 'calls' : 'declares'} ${a.meld.type}`;
  return a.type === 'none' ? 'the round ends' : `declares ${a.type}`;
}

/**
 * What a reviewed decision lost, in words with its unit (see {@link ReviewTurn.lost}): `775
 * points of expected score lost`, `12.50 of value lost`, `1 shanten step back`, `3 fewer
 * effective tiles`; empty when it lost nothing.
 *
 * @example
 * ```ts
 * import { reviewSeat, reviewedLossText } from '@mjkit/bots';
 * import { createRules } from '@mjkit/core';
 * import { playGame, shantenAgent } from '@mjkit/game';
 * import { evaluatorAgent } from '@mjkit/bots';
 * const { log } = playGame([shantenAgent(), evaluatorAgent(), evaluatorAgent(), evaluatorAgent()], { rules: createRules('tenhou-tonpuu'), seed: 'readme review' });
 * const turns = reviewSeat(log, 0);
 * turns.filter((t) => t.lostIn === 'points' && t.lost > 0).every((t) => / points of expected score lost$/.test(reviewedLossText(t))); // => true
 * turns.filter((t) => t.lost === 0).every((t) => reviewedLossText(t) === ''); // => true
 * ```
 */
export function reviewedLossText(t: ReviewTurn): string {
  if (t.lost <= 0) return '';
  if (t.lostIn === 'points') return `${t.lost.toFixed(0)} points of expected score lost`;
  if (t.lostIn === 'value') return `${t.lost.toFixed(2)} of value lost`;
  const { steps, tiles } = efficiencyLoss(t.lost);
  return steps > 0 ? `${steps} shanten step${steps > 1 ? 's' : ''} back` : `${tiles} fewer effective tiles`;
}

/** An efficiency loss (`lostOf`: 1,000 a shanten step back, else the effective tiles given up) read back. */
function efficiencyLoss(lost: number): { steps: number; tiles: number } {
  const steps = Math.floor(lost / 1000);
  return steps > 0 ? { steps, tiles: 0 } : { steps: 0, tiles: lost };
}

/** A reviewed seat in figures: how often the player's discard was the reference's, and what the others lost in each unit. */
export interface ReviewSummary {
  /** Every decision reviewed: turns and offers. */
  readonly decisions: number;
  /** The discards judged against a reference (see {@link ReviewTurn.judged}). */
  readonly judged: number;
  /** Of those, the ones that lost nothing: the reference's tile, or one it values as much. */
  readonly agreed: number;
  /** Expected score lost against the evaluator bot's push or fold, summed. */
  readonly pointsLost: number;
  /** The evaluator's value lost against its best, summed. */
  readonly valueLost: number;
  /** Hong Kong: shanten steps back against the most efficient tile, summed. */
  readonly shantenStepsBack: number;
  /** Hong Kong: effective tiles given up where the shanten held, summed. */
  readonly effectiveTilesLost: number;
}

/**
 * The figures of a reviewed seat (`reviewSeat`'s turns): decisions, discards judged, how many of
 * them lost nothing, and the losses summed in each unit — what the review page and `mjkit log
 * review` print first.
 *
 * @example
 * ```ts
 * import { evaluatorAgent, reviewSeat, reviewSummary } from '@mjkit/bots';
 * import { createRules } from '@mjkit/core';
 * import { playGame, shantenAgent } from '@mjkit/game';
 * const { log } = playGame([shantenAgent(), evaluatorAgent(), evaluatorAgent(), evaluatorAgent()], { rules: createRules('tenhou-tonpuu'), seed: 'readme review' });
 * const summary = reviewSummary(reviewSeat(log, 0));
 * summary.judged > summary.agreed; // => true
 * // the evaluator bot reviewed by itself loses nothing where it weighed push or fold
 * reviewSummary(reviewSeat(log, 1)).pointsLost; // => 0
 * ```
 */
export function reviewSummary(turns: readonly ReviewTurn[]): ReviewSummary {
  let judged = 0;
  let agreed = 0;
  let pointsLost = 0;
  let valueLost = 0;
  let shantenStepsBack = 0;
  let effectiveTilesLost = 0;
  for (const t of turns) {
    if (!t.judged) continue;
    judged++;
    if (t.lost <= 0) {
      agreed++;
      continue;
    }
    if (t.lostIn === 'points') pointsLost += t.lost;
    else if (t.lostIn === 'value') valueLost += t.lost;
    else {
      const { steps, tiles } = efficiencyLoss(t.lost);
      shantenStepsBack += steps;
      effectiveTilesLost += tiles;
    }
  }
  return { decisions: turns.length, judged, agreed, pointsLost, valueLost, shantenStepsBack, effectiveTilesLost };
}

/**
 * A review's figures in words, as the page and the command line print them: `agreed on 109 of
 * 148 discards judged (73.6%); lost 652 points of expected score and 1,581.07 of value`.
 *
 * @example
 * ```ts
 * import { reviewSummaryText } from '@mjkit/bots';
 * const text = reviewSummaryText({ decisions: 187, judged: 148, agreed: 109, pointsLost: 652.4, valueLost: 1581.07, shantenStepsBack: 0, effectiveTilesLost: 0 });
 * text; // => 'agreed on 109 of 148 discards judged (73.6%); lost 652 points of expected score and 1,581.07 of value'
 * reviewSummaryText({ decisions: 3, judged: 0, agreed: 0, pointsLost: 0, valueLost: 0, shantenStepsBack: 0, effectiveTilesLost: 0 }); // => 'no discard to judge'
 * ```
 */
export function reviewSummaryText(s: ReviewSummary): string {
  if (s.judged === 0) return 'no discard to judge';
  const lost: string[] = [];
  if (s.pointsLost > 0) lost.push(`${Math.round(s.pointsLost).toLocaleString('en')} points of expected score`);
  if (s.valueLost > 0) lost.push(`${s.valueLost.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} of value`);
  if (s.shantenStepsBack > 0) lost.push(`${s.shantenStepsBack} shanten step${s.shantenStepsBack > 1 ? 's' : ''} back`);
  if (s.effectiveTilesLost > 0) lost.push(`${s.effectiveTilesLost} effective tiles`);
  const agreed = `agreed on ${s.agreed} of ${s.judged} discards judged (${((100 * s.agreed) / s.judged).toFixed(1)}%)`;
  return lost.length === 0 ? agreed : `${agreed}; lost ${lost.length === 1 ? lost[0] : `${lost.slice(0, -1).join(', ')} and ${lost.at(-1)}`}`;
}
