// The engine: plays rounds and games by the rules, asking the agents at each decision and
// emitting the table's events. Written as a generator of decisions, so that one engine serves
// synchronous agents, asynchronous ones, and scripted replays of logs.
import { createRules, isHongKongRules } from '@mjkit/core';
import type { HongKongRules, Rules, Seat, TileId } from '@mjkit/core';
import { checkOptions, describeValue, fail } from '@mjkit/core/internal';
import { TableState, finalScores, nextRoundOf, placementPoints, legalActions, placesOf, tableSetupOf } from '@mjkit/table';
import { lastRoundOf } from '@mjkit/table/internal';
import type { Action, PlayerView, RoundEvent, RoundStart, RyuukyokuKind, TableMeld, TableSetup } from '@mjkit/table';
import { exhaustiveDrawOf, winEventOf } from '@mjkit/record';
import type { GameLog } from '@mjkit/record';
import type { GameUpdate } from './agent.js';
import { accept, decision, emit, freezeDeep } from './engine-core.js';
import type { Context } from './engine-core.js';
import { hongKongGameSteps } from './hk-engine.js';
import { recordOf } from './record.js';
import { hongKongWall, seededShuffle, wallOfShuffled } from './wall.js';
import type { HongKongWallSource, RoundWall, WallSource } from './wall.js';

/** How a game is set up. */
export interface GameSetup {
  /** The rules (a preset of core's `createRules`: riichi, or Hong Kong's `hk` and `hk-east`); default `tenhou`. */
  readonly rules?: Rules | HongKongRules;
  /** The wall of each riichi round; default: shuffled from `seed`, Tenhou's layout, one live wall. */
  readonly walls?: WallSource;
  /**
   * The wall of each Hong Kong round; default: `hongKongWall` shuffled from `seed` and the hand's
   * number, one live wall. The arena gives per-seat draw streams keyed by round and replay.
   */
  readonly hongKongWalls?: HongKongWallSource;
  /** The seed of the default walls (default 0). */
  readonly seed?: string | number;
  /** The first dealer's seat (default 0). */
  readonly firstDealer?: Seat;
  /** The players' names, for the record (default `seat 0` …). */
  readonly names?: readonly string[];
  /** Check the table's invariants after every event (tiles and points conserved, views). Slower. */
  readonly check?: boolean;
  /** Told of every update, per seat, with what that seat may see (draws of others hidden). */
  readonly notify?: (seat: Seat, update: GameUpdate) => void;
  /**
   * Start at a later round instead of East 1 (riichi rules): an all-last drill, or a game carried
   * on from a record. The round (0–3 East, 4–7 South, 8–11 West; see `RoundStart`), its honba,
   * the riichi sticks on the table and each seat's score; the scores and sticks must add up to
   * the players' starting points. The first dealer stays `firstDealer` (the round's dealer
   * follows from it), the walls are numbered from 0 as in any game.
   */
  readonly from?: GameStart;
}

/** Where a game starts when it does not start at East 1: see {@link GameSetup.from}. */
export interface GameStart {
  /** 0–3 East 1–4, 4–7 South, 8–11 West (three players: no fourth round of a wind). */
  readonly round: number;
  /** The honba of the round. */
  readonly honba: number;
  /** The riichi sticks left on the table from earlier rounds. */
  readonly riichiSticks: number;
  /** Each seat's score (real points, in hundreds), one per player. */
  readonly scores: readonly number[];
}


/** The checked start of a riichi game: East 1 from the starting points, or `from`. */
function startOf(from: unknown, rules: Rules): { round: number; honba: number; sticks: number; scores: number[] } {
  const players = rules.players;
  if (from === undefined) return { round: 0, honba: 0, sticks: 0, scores: new Array<number>(4).fill(0).map((_, s) => (s < players ? rules.startingPoints : 0)) };
  const f = checkOptions(from as GameStart, 'game setup from', ['round', 'honba', 'riichiSticks', 'scores']);
  // any round up to the last of the West extension
  const last = lastRoundOf(rules) + 4;
  const count = (v: unknown, name: string, max: number) => {
    if (!(Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max)) fail('INVALID_ARGUMENT', `from.${name} is a whole number 0..${max}, not ${describeValue(v)}`);
    return v as number;
  };
  const round = count(f.round, 'round', last);
  if (players === 3 && round % 4 === 3) fail('INVALID_ARGUMENT', `from.round ${round} is a fourth round, which three players do not play`);
  const honba = count(f.honba, 'honba', 1000);
  const sticks = count(f.riichiSticks, 'riichiSticks', 1000);
  if (!Array.isArray(f.scores) || f.scores.length !== players || !f.scores.every((x) => Number.isInteger(x) && x % 100 === 0)) fail('INVALID_ARGUMENT', `from.scores is ${players} scores in hundreds, not ${describeValue(f.scores)}`);
  const total = f.scores.reduce((a: number, b: number) => a + b, 0) + sticks * rules.riichiDeposit;
  if (total !== players * rules.startingPoints) fail('INVALID_ARGUMENT', `from.scores and from.riichiSticks add up to ${total}, not the ${players * rules.startingPoints} the players started with`);
  return { round, honba, sticks, scores: [...f.scores, ...new Array<number>(4 - players).fill(0)] };
}

/** A decision the engine waits for: the seat, its view, the legal actions, and the state (not for agents). */
export interface EngineDecision {
  readonly seat: Seat;
  readonly view: PlayerView;
  readonly actions: readonly Action[];
  /** The engine's table: for scripted replays and tests; an agent must see only `view`. */
  readonly state: TableState;
  /** The round's index in the game. */
  readonly roundIndex: number;
}

/** An answer the engine refused. */
export interface IllegalAction {
  readonly seat: Seat;
  readonly roundIndex: number;
  /** The event index at which it was given. */
  readonly event: number;
  readonly action: unknown;
  /** `not-legal`: not one of the actions offered (nor a legal variant of an offered call); `timeout`: no answer within the time limit. */
  readonly reason: 'not-legal' | 'timeout';
  /** What the engine did instead. */
  readonly replacedBy: Action;
}

/** An agent's `act` or `notify` that threw (or whose promise rejected): counted, and the game went on. */
export interface AgentError {
  readonly seat: Seat;
  readonly roundIndex: number;
  /** The event index at which it happened. */
  readonly event: number;
  readonly phase: 'act' | 'notify';
  /** What it threw, as text. */
  readonly message: string;
}

/** A finished game. */
export interface GameResult {
  /** The game's record (`@mjkit/record`): every round, event and result; `toMjlog` of `@mjkit/tenhou` writes it as a Tenhou log. */
  readonly log: GameLog;
  /** Final scores (riichi sticks left to first place), places (0 = first), and points with uma and oka. */
  readonly scores: readonly number[];
  readonly places: readonly number[];
  readonly points: readonly number[];
  /** Answers the engine refused and replaced. */
  readonly illegal: readonly IllegalAction[];
  /** Agents' `act` and `notify` that threw or rejected (their answer replaced as an illegal one's is). */
  readonly agentErrors: readonly AgentError[];
}

/** What a round came to, for the game's flow. */
interface RoundOutcome {
  /** The winners in order; empty for a draw. */
  readonly winners: readonly Seat[];
  /** An abortive draw (the dealer keeps the deal). */
  readonly abortive: boolean;
  /** At an exhaustive draw, whether the dealer was tenpai. */
  readonly dealerTenpai: boolean;
}


/** A win: scored from the table, written as Tenhou records it, applied. */
function win(ctx: Context, state: TableState, wall: RoundWall, seat: Seat, from: Seat, tile: TileId, first: boolean): void {
  const uraIndicators = state.doraIndicators.map((_, k) => wall.ura(k));
  emit(ctx, state, winEventOf(state, { seat, from, tile, uraIndicators, first, rules: ctx.rules }));
}

/** A round that ends without a win. */
function draw(ctx: Context, state: TableState, kind: RyuukyokuKind, hands: (TileId[] | null)[], changes: number[]): void {
  emit(ctx, state, {
    type: 'ryuukyoku',
    kind,
    hands,
    honba: state.start.honba,
    riichiSticks: state.riichiSticks,
    scores: [...state.scores],
    changes,
    extra: {},
  });
}

/** The exhaustive draw: nagashi mangan, or tenpai and noten payments (the record's `exhaustiveDrawOf`). */
function exhaustiveDraw(ctx: Context, state: TableState): RoundOutcome {
  const e = exhaustiveDrawOf(state, ctx.rules);
  emit(ctx, state, e);
  return { winners: [], abortive: false, dealerTenpai: e.hands[state.dealer] !== null };
}

function abort(ctx: Context, state: TableState, kind: RyuukyokuKind, hands: (TileId[] | null)[] = [null, null, null, null]): RoundOutcome {
  draw(ctx, state, kind, hands, [0, 0, 0, 0]);
  return { winners: [], abortive: true, dealerTenpai: false };
}

/** Reveals `n` kan dora (when the rules turn them). */
function revealDora(ctx: Context, state: TableState, wall: RoundWall, n: number): void {
  if (!ctx.rules.kanDora) return;
  for (let i = 0; i < n; i++) {
    if (state.doraIndicators.length >= 5) return;
    emit(ctx, state, { type: 'dora', indicator: wall.dora(state.doraIndicators.length) });
  }
}

/** Settles the rons of one offer (double ron, triple-ron abort, head bump); null when there are none. */
function settleRons(ctx: Context, state: TableState, wall: RoundWall, from: Seat, tile: TileId, rons: Seat[]): RoundOutcome | null {
  if (rons.length === 0) return null;
  if (rons.length === 3 && ctx.rules.abortiveDraws.tripleRon) {
    const hands: (TileId[] | null)[] = [null, null, null, null];
    for (const s of rons) hands[s] = [...(state.hands[s] as TileId[])];
    return abort(ctx, state, 'triple-ron', hands);
  }
  const winners = ctx.rules.doubleRon ? rons : rons.slice(0, 1);
  winners.forEach((s, i) => win(ctx, state, wall, s, from, tile, i === 0));
  return { winners, abortive: false, dealerTenpai: false };
}

/** A tile offered to the others: a discard, the tile added to a kakan, or a kita. */
interface Offer {
  readonly from: Seat;
  readonly tile: TileId;
  readonly kind: 'discard' | 'kakan' | 'kita';
  readonly riichi: boolean;
}

/**
 * Plays one round: one generator with the whole flow in its loop (nested generators would cost a
 * frame per decision): the turn of the seat to play, then, when it offered a tile, the others'
 * answers in turn order.
 */
function* playRound(ctx: Context, start: RoundStart, wall: RoundWall, setup: TableSetup): Generator<EngineDecision, { state: TableState; outcome: RoundOutcome }, Action> {
  const rules = ctx.rules;
  const players = ctx.players;
  const state = new TableState(setup, start, { round: ctx.roundIndex });
  if (ctx.notify) {
    for (let s = 0; s < players; s++) {
      const own = start.hands.map((h, i) => (i === s ? h : []));
      ctx.notify(s as Seat, freezeDeep({ type: 'round-start', start: { ...start, hands: own } }));
    }
  }
  let turn: Seat = start.dealer;
  let needDraw = true;
  let replacement = false;
  let pendingDora = 0;
  let offer: Offer | null = null;
  for (;;) {
    if (offer !== null) {
      // the others answer the offered tile, in turn order from the next seat
      const o: Offer = offer;
      offer = null;
      const rons: Seat[] = [];
      let pon: { seat: Seat; meld: TableMeld } | null = null;
      let chii: { seat: Seat; meld: TableMeld } | null = null;
      for (let k = 1; k < players; k++) {
        const seat = ((o.from + k) % players) as Seat;
        const actions = legalActions(state, seat, rules);
        if (actions.length <= 1) continue; // pass is the only choice
        const answer: Action = yield decision(ctx, state, seat, actions);
        const a = accept(ctx, state, seat, actions, answer);
        if (a.type === 'ron') rons.push(seat);
        else if (a.type === 'call') {
          if (a.meld.type === 'chii') chii = { seat, meld: a.meld };
          else pon = { seat, meld: a.meld };
        }
      }
      const ronned = settleRons(ctx, state, wall, o.from, o.tile, rons);
      if (ronned) return { state, outcome: ronned };
      if (o.kind !== 'discard') {
        // the kan or kita stands: its replacement draw
        needDraw = true;
        replacement = true;
        continue;
      }
      if (o.riichi) {
        const scores = [...state.scores];
        scores[turn]! -= rules.riichiDeposit;
        emit(ctx, state, { type: 'riichi-accepted', seat: turn, scores });
      }
      const call = pon ?? chii;
      const due = state.abortiveDrawDue(rules.abortiveDraws, call !== null);
      if (due !== null) return { state, outcome: abort(ctx, state, due, due === 'four-riichi' ? state.hands.map((h) => [...h]) : undefined) };
      if (call) {
        emit(ctx, state, { type: 'call', seat: call.seat, meld: call.meld, code: null });
        turn = call.seat;
        if (call.meld.type === 'daiminkan') {
          pendingDora++;
          needDraw = true;
          replacement = true;
        } else needDraw = false;
        continue;
      }
      if (state.tilesLeft === 0) return { state, outcome: exhaustiveDraw(ctx, state) };
      turn = ((turn + 1) % players) as Seat;
      needDraw = true;
      continue;
    }
    if (needDraw) {
      if (state.tilesLeft === 0) return { state, outcome: exhaustiveDraw(ctx, state) };
      emit(ctx, state, { type: 'draw', seat: turn, tile: replacement ? wall.replacement() : wall.draw(turn) });
    }
    replacement = false;
    // the seat's turn
    const actions = legalActions(state, turn, rules);
    const answer: Action = yield decision(ctx, state, turn, actions);
    const a = accept(ctx, state, turn, actions, answer);
    if (a.type === 'tsumo') {
      win(ctx, state, wall, turn, turn, state.lastDrawn[turn] as TileId, true);
      return { state, outcome: { winners: [turn], abortive: false, dealerTenpai: false } };
    }
    if (a.type === 'nine-terminals') {
      const hands: (TileId[] | null)[] = [null, null, null, null];
      hands[turn] = [...(state.hands[turn] as TileId[])];
      return { state, outcome: abort(ctx, state, 'nine-terminals', hands) };
    }
    if (a.type === 'call') {
      // a closed or added kan, or a kita; a minkan's dora still hidden turns now (Tenhou)
      const meld = a.meld;
      emit(ctx, state, { type: 'call', seat: turn, meld, code: null });
      revealDora(ctx, state, wall, pendingDora);
      pendingDora = 0;
      if (meld.type === 'ankan') {
        revealDora(ctx, state, wall, 1);
        needDraw = true;
        replacement = true;
        continue;
      }
      if (meld.type === 'kakan') pendingDora++;
      offer = { from: turn, tile: meld.type === 'kakan' ? (meld.added as TileId) : (meld.tiles[0] as TileId), kind: meld.type as 'kakan' | 'kita', riichi: false };
      continue;
    }
    if (a.type !== 'discard') fail('ILLEGAL_STATE', `an action ${describeValue(a.type)} on a turn`);
    // a discard: the dora of a minkan turns first (Tenhou: after the replacement draw, before the discard)
    revealDora(ctx, state, wall, pendingDora);
    pendingDora = 0;
    if (a.riichi) emit(ctx, state, { type: 'riichi', seat: turn });
    emit(ctx, state, { type: 'discard', seat: turn, tile: a.tile, tsumogiri: a.tile === state.lastDrawn[turn] });
    offer = { from: turn, tile: a.tile, kind: 'discard', riichi: a.riichi };
  }
}


const GAME_KEYS = ['rules', 'walls', 'hongKongWalls', 'seed', 'firstDealer', 'names', 'check', 'notify', 'from'] as const;

/**
 * Plays a game, yielding each decision and taking the chosen action: the engine under the
 * drivers {@link playGame} (synchronous agents) and {@link playGameAsync}. Four or three players
 * by the rules; hanchan or tonpuu; wall from a seed or supplied; every Tenhou rule that the
 * rules switch: kan dora timing, riichi and its deposit, ippatsu, furiten, double and triple ron,
 * chankan, haitei and houtei, the exhaustive draw with tenpai payments and nagashi mangan, the
 * abortive draws, renchan and honba, busting, agari-yame, the West extension, uma and oka.
 */
export function* gameSteps(setup: GameSetup = {}): Generator<EngineDecision, GameResult, Action> {
  const o = checkOptions(setup, 'game setup', GAME_KEYS);
  const given = o.rules === undefined ? createRules() : createRules(o.rules);
  const firstDealer = (o.firstDealer ?? 0) as Seat;
  if (isHongKongRules(given)) {
    if (!(Number.isInteger(firstDealer) && firstDealer >= 0 && firstDealer < 4)) fail('INVALID_ARGUMENT', 'firstDealer must be a seat 0..3');
    if (o.walls !== undefined) fail('INVALID_ARGUMENT', 'walls are riichi walls; give a Hong Kong game hongKongWalls (or its seed)');
    if (o.from !== undefined) fail('INVALID_ARGUMENT', 'from starts a riichi game at a later round; a Hong Kong game starts at its first hand');
    if (o.hongKongWalls !== undefined && typeof o.hongKongWalls !== 'function') fail('INVALID_ARGUMENT', `hongKongWalls is a function of the round, not ${describeValue(o.hongKongWalls)}`);
    const names = o.names ?? ['seat 0', 'seat 1', 'seat 2', 'seat 3'];
    const seed = o.seed ?? 0;
    const walls: HongKongWallSource = o.hongKongWalls ?? (({ index, dealer }) => hongKongWall(`${String(seed)}/${index}`, dealer, given));
    return yield* hongKongGameSteps(given, { walls, firstDealer, names, check: o.check === true, notify: o.notify });
  }
  if (o.hongKongWalls !== undefined) fail('INVALID_ARGUMENT', 'hongKongWalls are for Hong Kong rules; a riichi game takes walls');
  const rules = given;
  const players = rules.players;
  if (!(Number.isInteger(firstDealer) && firstDealer >= 0 && firstDealer < players)) fail('INVALID_ARGUMENT', `firstDealer must be a seat 0..${players - 1}`);
  const seed = o.seed ?? 0;
  const walls: WallSource = o.walls ?? (({ index, dealer }) => wallOfShuffled(seededShuffle(`${String(seed)}/${index}`, players), dealer));
  const names = o.names ?? Array.from({ length: players }, (_, s) => `seat ${s}`);
  const ctx: Context = { rules, players, check: o.check === true, notify: o.notify, illegal: [], roundIndex: 0 };
  if (ctx.notify) {
    const shown = Object.freeze([...names]);
    for (let s = 0; s < players; s++) ctx.notify(s as Seat, Object.freeze({ type: 'game-start', seat: s as Seat, players, rules, names: shown }));
  }
  const table = tableSetupOf(rules);
  const rounds: { start: RoundStart; events: readonly RoundEvent[] }[] = [];
  let { round, honba, sticks, scores } = startOf(o.from, rules);
  for (;;) {
    const dealer = ((firstDealer + (round % 4)) % players) as Seat;
    const wall = walls({ round, honba, index: rounds.length, dealer });
    const start: RoundStart = {
      round,
      honba,
      riichiSticks: sticks,
      dice: wall.dice,
      dealer,
      scores: [...scores],
      doraIndicator: wall.dora(0),
      hands: wall.hands.map((h) => [...h]),
    };
    ctx.roundIndex = rounds.length;
    const { state, outcome } = yield* playRound(ctx, start, wall, table);
    rounds.push({ start, events: state.events });
    scores = [...state.scores];
    sticks = outcome.winners.length > 0 ? 0 : state.riichiSticks;
    if (ctx.notify) for (let s = 0; s < players; s++) ctx.notify(s as Seat, freezeDeep({ type: 'round-end', scores: scores.slice(0, players) }));
    const next = nextRoundOf(rules, { round, honba, dealer }, { ...outcome, scores }, firstDealer);
    if (next.end !== null) break;
    round = next.round;
    honba = next.honba;
  }
  const end = finalScores(scores.slice(0, players), sticks, firstDealer, rules.riichiDeposit);
  const places = placesOf(end, firstDealer);
  const points = placementPoints(end, places, rules);
  const log = recordOf({ rules, names, firstDealer, rounds, final: { scores: end, points } });
  const result: GameResult = { log, scores: Object.freeze(end), places: Object.freeze(places), points: Object.freeze(points), illegal: ctx.illegal, agentErrors: [] };
  if (ctx.notify) for (let s = 0; s < players; s++) ctx.notify(s as Seat, Object.freeze({ type: 'game-end', scores: result.scores, points: result.points }));
  return result;
}

/** Drives {@link gameSteps} with a function that answers each decision. */
export function runSteps(steps: Generator<EngineDecision, GameResult, Action>, answer: (d: EngineDecision) => Action): GameResult {
  let next = steps.next(undefined as unknown as Action);
  while (!next.done) next = steps.next(answer(next.value));
  return next.value;
}
