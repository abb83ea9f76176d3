// The Hong Kong Old Style engine: the same decisions, events, views and records as the riichi
// engine, with the family's own flow: bonus tiles set aside and replaced, chow from the left only,
// one winner per discard (the first in turn order), a win only at the table's minimum of faan, an
// exhaustive draw that replays the hand with the same dealer, no riichi, dora or furiten.
import type { HongKongRules, Seat, TileId } from '@mjkit/core';
import { fail } from '@mjkit/core/internal';
import { exhaustiveDrawOf, hongKongWinEventOf } from '@mjkit/record';
import { TableState, hongKongNextRoundOf, legalActions, placesOf, tableSetupOf } from '@mjkit/table';
import type { Action, RoundEvent, RoundStart, TableMeld } from '@mjkit/table';
import { accept, decision, emit, freezeDeep } from './engine-core.js';
import type { Context } from './engine-core.js';
import type { EngineDecision, GameResult } from './engine.js';
import { recordOf } from './record.js';
import type { HongKongRoundWall, HongKongWallSource } from './wall.js';

/** How a Hong Kong round ended: its winner, or null for an exhaustive draw. */
interface HongKongOutcome {
  readonly winner: Seat | null;
}

/** A tile the others may answer: a discard, or the tile added to a kong (robbing it). */
interface Offer {
  readonly from: Seat;
  readonly tile: TileId;
  readonly kind: 'discard' | 'kakan';
}

/** The round ends without a winner: no payments, no hands shown (the record's `exhaustiveDrawOf`). */
function exhaustiveDraw(ctx: Context<HongKongRules>, state: TableState): HongKongOutcome {
  emit(ctx, state, exhaustiveDrawOf(state, ctx.rules));
  return { winner: null };
}

/**
 * The next tile for `seat` from the wall: bonus tiles are set aside (a `bonus` event each) and
 * replaced from the back; null when the wall runs out first.
 */
function drawFor(ctx: Context<HongKongRules>, state: TableState, wall: HongKongRoundWall, seat: Seat, replacement: boolean): TileId | null {
  let t = replacement ? wall.replacement() : wall.draw(seat);
  while (t >= 136) {
    emit(ctx, state, { type: 'bonus', seat, tile: t - 135 });
    if (state.tilesLeft === 0) return null;
    t = wall.replacement();
  }
  return t;
}

/** Plays one Hong Kong round: the seat to play, then the others' answers to what it offered. */
function* playHongKongRound(ctx: Context<HongKongRules>, start: RoundStart, wall: HongKongRoundWall): Generator<EngineDecision, { state: TableState; outcome: HongKongOutcome }, Action> {
  const rules = ctx.rules;
  const state = new TableState(tableSetupOf(rules), start, { round: ctx.roundIndex });
  if (ctx.notify) {
    for (let s = 0; s < 4; s++) {
      const own = start.hands.map((h, i) => (i === s ? h : []));
      ctx.notify(s as Seat, freezeDeep({ type: 'round-start', start: { ...start, hands: own } }));
    }
  }
  const win = (seat: Seat, from: Seat, tile: TileId) => {
    emit(ctx, state, hongKongWinEventOf(state, seat, from, tile, rules));
    return { state, outcome: { winner: seat } };
  };
  let turn: Seat = start.dealer;
  let needDraw = true;
  let replacement = false;
  let offer: Offer | null = null;
  for (;;) {
    if (offer !== null) {
      // the others answer in turn order from the next seat; the first ron wins alone
      const o: Offer = offer;
      offer = null;
      let ron: Seat | null = null;
      let pung: { seat: Seat; meld: TableMeld } | null = null;
      let chow: { seat: Seat; meld: TableMeld } | null = null;
      for (let k = 1; k < 4; k++) {
        const seat = ((o.from + k) % 4) as Seat;
        const actions = legalActions(state, seat, rules);
        if (actions.length <= 1) continue; // pass is the only choice
        const answer: Action = yield decision(ctx, state, seat, actions);
        const a = accept(ctx, state, seat, actions, answer);
        if (a.type === 'ron' && ron === null) ron = seat;
        else if (a.type === 'call') {
          if (a.meld.type === 'chii') chow = { seat, meld: a.meld };
          else pung ??= { seat, meld: a.meld };
        }
      }
      if (ron !== null) return win(ron, o.from, o.tile);
      if (o.kind === 'kakan') {
        // the kong stands: its replacement
        needDraw = true;
        replacement = true;
        continue;
      }
      const call = pung ?? chow;
      if (call) {
        emit(ctx, state, { type: 'call', seat: call.seat, meld: call.meld, code: null });
        turn = call.seat;
        needDraw = call.meld.type === 'daiminkan';
        replacement = needDraw;
        continue;
      }
      if (state.tilesLeft === 0) return { state, outcome: exhaustiveDraw(ctx, state) };
      turn = ((turn + 1) % 4) as Seat;
      needDraw = true;
      continue;
    }
    if (needDraw) {
      if (state.tilesLeft === 0) return { state, outcome: exhaustiveDraw(ctx, state) };
      const t = drawFor(ctx, state, wall, turn, replacement);
      if (t === null) return { state, outcome: exhaustiveDraw(ctx, state) };
      emit(ctx, state, { type: 'draw', seat: turn, tile: t });
    }
    replacement = false;
    const actions = legalActions(state, turn, rules);
    const answer: Action = yield decision(ctx, state, turn, actions);
    const a = accept(ctx, state, turn, actions, answer);
    if (a.type === 'tsumo') return win(turn, turn, state.lastDrawn[turn] as TileId);
    if (a.type === 'call') {
      const meld = a.meld;
      emit(ctx, state, { type: 'call', seat: turn, meld, code: null });
      if (meld.type === 'kakan') offer = { from: turn, tile: meld.added as TileId, kind: 'kakan' };
      else {
        needDraw = true;
        replacement = true;
      }
      continue;
    }
    if (a.type !== 'discard') fail('ILLEGAL_STATE', `an action ${a.type} on a Hong Kong turn`);
    emit(ctx, state, { type: 'discard', seat: turn, tile: a.tile, tsumogiri: a.tile === state.lastDrawn[turn] });
    offer = { from: turn, tile: a.tile, kind: 'discard' };
  }
}

/** @internal The game setup a Hong Kong game reads (checked by `gameSteps`). */
export interface HongKongSetup {
  readonly walls: HongKongWallSource;
  readonly firstDealer: Seat;
  readonly names: readonly string[];
  readonly check: boolean;
  readonly notify: Context['notify'];
}

/**
 * @internal A Hong Kong game, as `gameSteps` plays it for Hong Kong rules: the wind rounds of the
 * rules, four dealers each, from hand to hand by `hongKongNextRoundOf` (the dealer keeps the deal
 * at a draw and after its own win; the game ends when the last round's last dealer passes the
 * deal, or after `handLimit` hands). Places by final score (ties: nearer the first dealer first);
 * points are the final scores less the starting points.
 */
export function* hongKongGameSteps(rules: HongKongRules, o: HongKongSetup): Generator<EngineDecision, GameResult, Action> {
  const ctx: Context<HongKongRules> = { rules, players: 4, check: o.check, notify: o.notify, illegal: [], roundIndex: 0 };
  if (ctx.notify) {
    const shown = Object.freeze([...o.names]);
    for (let s = 0; s < 4; s++) ctx.notify(s as Seat, Object.freeze({ type: 'game-start', seat: s as Seat, players: 4, rules, names: shown }));
  }
  const rounds: { start: RoundStart; events: readonly RoundEvent[] }[] = [];
  let scores = [0, 0, 0, 0].map(() => rules.startingPoints);
  let round = 0;
  let honba = 0;
  for (let end = false; !end; ) {
    const dealer = ((o.firstDealer + (round % 4)) % 4) as Seat;
    const wall = o.walls({ round, honba, index: rounds.length, dealer });
    const start: RoundStart = { round, honba, riichiSticks: 0, dice: wall.dice, dealer, scores: [...scores], doraIndicator: null, hands: wall.hands.map((h) => [...h]), bonus: wall.bonus.map((b) => [...b]) };
    ctx.roundIndex = rounds.length;
    const { state, outcome } = yield* playHongKongRound(ctx, start, wall);
    rounds.push({ start, events: state.events });
    scores = [...state.scores];
    if (ctx.notify) for (let s = 0; s < 4; s++) ctx.notify(s as Seat, freezeDeep({ type: 'round-end', scores: [...scores] }));
    const next = hongKongNextRoundOf(rules, { round, honba, dealer, hand: rounds.length - 1 }, outcome.winner);
    ({ round, honba } = next);
    end = next.end !== null;
  }
  const places = placesOf(scores, o.firstDealer);
  const points = scores.map((s) => s - rules.startingPoints);
  const log = recordOf({ rules, names: o.names, firstDealer: o.firstDealer, rounds, final: { scores, points } });
  const result: GameResult = { log, scores: Object.freeze([...scores]), places: Object.freeze(places), points: Object.freeze(points), illegal: ctx.illegal, agentErrors: [] };
  if (ctx.notify) for (let s = 0; s < 4; s++) ctx.notify(s as Seat, Object.freeze({ type: 'game-end', scores: result.scores, points: result.points }));
  return result;
}
