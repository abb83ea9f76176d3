// Replaying a log: the table state (`@mjkit/table`) event by event, checked for consistency,
// with every decision point and the action actually taken.
import type { Seat, TileId } from '@mjkit/core';
import { checkOptions, fail, keepHiddenClass } from '@mjkit/core/internal';
import { TableState, finalScores, playerView, tableSetupOf } from '@mjkit/table';
import { EventCode, eventCode } from '@mjkit/table/internal';
import type { Action, CallEvent, DiscardEvent, DrawEvent, PlayerView, Round, RoundEvent, RyuukyokuEvent, TableSetup, WinEvent } from '@mjkit/table';
import type { GameLog } from './model.js';
import { checkLog } from './log-check.js';

/** What a player did at a decision point: a table action, or `none` when the log says nothing. */
export type LoggedAction = Action | { readonly type: 'none' };

/**
 * A moment where a player chose: after their draw, or after another player's discard. The
 * replay's points keep `kind`, `seat` and the indices in one packed number behind getters (a
 * replay makes some 2,000 points a hanchan): read them by name; a spread or `JSON.stringify` of a
 * point copies only its `action` and `state`.
 */
export interface DecisionPoint {
  /** `draw`: the player has just drawn (or called) and must act; `discard`: another player discarded. */
  readonly kind: 'draw' | 'discard';
  readonly seat: Seat;
  /** Index of the round in the log, and of the event after which the decision falls. */
  readonly roundIndex: number;
  readonly eventIndex: number;
  /** What the player did. After a discard, `pass` when the player let it go. */
  readonly action: LoggedAction;
  /** The table state at this moment (shared by the whole round: read it before moving on). */
  readonly state: TableState;
  /**
   * The player's view at this moment. Valid until the iteration moves on (the replay state is
   * shared); a later call throws. Copy what you keep.
   */
  view(): PlayerView;
}

function inconsistent(message: string, round: number, event: number, file?: string): never {
  fail('LOG_INCONSISTENT', message, { round, event: event < 0 ? undefined : event, file });
}

const PASS: Action = Object.freeze({ type: 'pass' });
const NONE: LoggedAction = Object.freeze({ type: 'none' });
const TSUMO: Action = Object.freeze({ type: 'tsumo' });
const RON: Action = Object.freeze({ type: 'ron' });
const NINE: Action = Object.freeze({ type: 'nine-terminals' });

const discardActions: (Action | undefined)[] = [];

/** The frozen discard action of a tile, with riichi or not (one each, made at first use). */
function discardAction(tile: TileId, riichi: boolean): Action {
  return (discardActions[tile * 2 + (riichi ? 1 : 0)] ??= Object.freeze({ type: 'discard', tile, riichi }));
}

/**
 * The {@link EventCode} of each event of a round, into `into` when it is long enough. The
 * replay reads each event's type once, here, and branches on these numbers (see EventCode).
 */
function codesOf(events: readonly RoundEvent[], into: Uint8Array): Uint8Array {
  const codes = into.length >= events.length ? into : new Uint8Array(Math.max(events.length, 2 * into.length));
  for (let i = 0; i < events.length; i++) codes[i] = eventCode(events[i] as RoundEvent);
  return codes;
}

/** What the next decision-relevant events say a seat did (`codes`: the events' EventCodes). */
function actionAfterDraw(events: readonly RoundEvent[], codes: Uint8Array, from: number, seat: number): LoggedAction {
  for (let j = from; j < events.length; j++) {
    const code = codes[j] as number;
    if (code === EventCode.dora || code === EventCode.disconnect || code === EventCode.reconnect || code === EventCode.riichi) continue;
    if (code === EventCode.discard) {
      const d = events[j] as DiscardEvent;
      return d.seat === seat ? discardAction(d.tile, codes[j - 1] === EventCode.riichi) : NONE;
    }
    if (code === EventCode.call) {
      const c = events[j] as CallEvent;
      return c.seat === seat ? { type: 'call', meld: c.meld } : NONE;
    }
    if (code === EventCode.win) return (events[j] as WinEvent).seat === seat ? TSUMO : NONE;
    if (code === EventCode.ryuukyoku && (events[j] as RyuukyokuEvent).kind === 'nine-terminals') return NINE;
    return NONE;
  }
  return NONE;
}

/** What each other seat did with a discard: ron (one or more winners), a call, or pass. */
function actionsAfterDiscard(events: readonly RoundEvent[], codes: Uint8Array, from: number, discarder: number, out: Action[]): void {
  out[0] = out[1] = out[2] = out[3] = PASS; // not fill(): a builtin call costs more than four stores
  for (let j = from; j < events.length; j++) {
    const code = codes[j] as number;
    if (code === EventCode.riichiAccepted || code === EventCode.dora || code === EventCode.disconnect || code === EventCode.reconnect) continue;
    if (code === EventCode.win) {
      const w = events[j] as WinEvent;
      if (w.from === discarder && w.seat !== discarder) out[w.seat] = RON;
      continue;
    }
    if (code === EventCode.call) {
      const c = events[j] as CallEvent;
      if (c.seat !== discarder) out[c.seat] = { type: 'call', meld: c.meld };
    }
    return;
  }
}

/**
 * A point's kind, seat and event in one small integer: event * 8 + seat * 2 + (1 after a
 * discard, 0 after a draw); events < 2^28 (an array of more would not fit in memory). Point's
 * getters read it back.
 */
const pointAt = (event: number, seat: number, afterDiscard: 0 | 1): number => event * 8 + seat * 2 + afterDiscard;

/**
 * A decision point in four fields (the replay makes some 2,000 a hanchan, and V8 gives each field
 * of an object eight bytes): kind, seat and event packed in one small integer; the round is the
 * state's own (the replay's state of that round).
 */
class Point implements DecisionPoint {
  private readonly version: number;
  constructor(
    readonly action: LoggedAction,
    readonly state: TableState,
    /** Where the point falls, as {@link pointAt} packs it. */
    private readonly at: number,
  ) {
    this.version = state.version;
  }
  get kind(): 'draw' | 'discard' {
    return (this.at & 1) === 0 ? 'draw' : 'discard';
  }
  get seat(): Seat {
    return ((this.at >> 1) & 3) as Seat;
  }
  get eventIndex(): number {
    return this.at >> 3;
  }
  get roundIndex(): number {
    return this.state.location.round as number;
  }
  view(): PlayerView {
    if (this.state.version !== this.version) {
      fail('ILLEGAL_STATE', 'this decision point is stale: the replay has moved on (copy the view before advancing)');
    }
    return playerView(this.state, this.seat);
  }
}

/** Options of {@link replay}. */
export interface ReplayOptions {
  /** The file name, for error locations. */
  readonly file?: string;
  /**
   * Called before each event is applied, with the state it meets (for checks such as re-scoring a
   * win). It must not change the log: a round's events are read ahead when it starts.
   */
  readonly beforeEvent?: (state: TableState, event: RoundEvent, index: number) => void;
  /** Called after each event is applied, with the state it made (the same rule: the log is not changed). */
  readonly afterEvent?: (state: TableState, event: RoundEvent, index: number) => void;
  /** Called with each round's state once it has ended. */
  readonly onRoundEnd?: (state: TableState) => void;
  /**
   * Called with the final scores the replay reaches (riichi sticks left on the table go to first
   * place) and those of the log; when given, a difference is reported here instead of thrown.
   */
  readonly onFinalScores?: (replayed: readonly number[], logged: readonly number[]) => void;
}

/**
 * Replays a game and yields every decision point: after each draw (or call) the player's turn,
 * and after each discard one point for every other player (with `pass` when they let it go).
 * Each event is checked against the table state as it is applied (hand sizes, tiles held, no
 * tile id twice, calls of the last discard, scores before each result); a failure throws
 * `LOG_INCONSISTENT` with the round and event.
 *
 * Iterate it with for-of, spread or `Array.from`. Called by hand, `next()` gives the same result
 * object each time with the new point in it: take its `value` before the next call. The points
 * themselves stay (their `state` is the replay's, and moves on).
 *
 * @example
 * ```ts
 * import { replay } from '@mjkit/record';
 * import { parseMjlog } from '@mjkit/tenhou';
 * const xml = '<mjloggm ver="2.3"><GO type="169" lobby="0"/><UN n0="%41" n1="%42" n2="%43" n3="%44" dan="1,2,3,4" rate="1500,1500,1500,1500" sx="M,M,M,M"/><TAIKYOKU oya="0"/><INIT seed="0,0,0,1,2,3" ten="250,250,250,250" oya="0" hai0="4,5,6,7,8,9,10,11,12,13,14,15,16" hai1="17,18,19,20,21,22,23,24,25,26,27,28,29" hai2="30,31,32,33,34,35,36,37,38,39,40,41,42" hai3="43,44,45,46,47,48,49,50,51,52,53,54,55"/><T60/><D60/></mjloggm>';
 * const points = [...replay(parseMjlog(xml))];
 * points.map((p) => [p.kind, p.seat, p.action.type]); // => [['draw', 0, 'discard'], ['discard', 1, 'pass'], ['discard', 2, 'pass'], ['discard', 3, 'pass']]
 * ```
 */
export function replay(log: GameLog, options: ReplayOptions = {}): Generator<DecisionPoint, void, void> {
  return new Replay(checkLog(log), checkOptions(options, 'replay options', ['file', 'beforeEvent', 'afterEvent', 'onRoundEnd', 'onFinalScores']));
}

/** @internal {@link replay} of a checked log and options. */
export function replayChecked(log: GameLog, options: ReplayOptions): Generator<DecisionPoint, void, void> {
  return new Replay(log, options);
}

const DONE: IteratorReturnResult<void> = Object.freeze({ done: true, value: undefined });
const NO_OPTIONS: ReplayOptions = Object.freeze({});
const NO_CODES = new Uint8Array(0);

/**
 * The replay as an iterator written out by hand (not a generator function): its `next` is small
 * enough to be inlined where it is iterated, and yields a point without resuming a generator.
 * Events are applied lazily, one point at a time, as a generator would. Each `next` gives the
 * same result object with the new point in it (a fresh one per point cost 5% of a replay):
 * for-of, spread and `Array.from` read it at once, as they do.
 */
class Replay implements Generator<DecisionPoint, void, void> {
  /** Round index, the next event of it, and its state (null before the first round). */
  private round = -1;
  private event = 0;
  private events: readonly RoundEvent[] = [];
  /** The EventCode of each event of the round (its first `events.length` entries). */
  private codes: Uint8Array = NO_CODES;
  private state: TableState | null = null;
  /** After a discard: the next of the other seats to offer it to (`players` when none is due). */
  private offer: number;
  private discarder = 0;
  private finished = false;
  private readonly actions: Action[] = [PASS, PASS, PASS, PASS];
  private readonly setup: TableSetup;
  private readonly players: number;

  /** The log and the options; null and none once the replay is over (see `release`). */
  private log: GameLog | null;
  private options: ReplayOptions;

  constructor(log: GameLog, options: ReplayOptions) {
    this.log = log;
    this.options = options;
    this.players = log.players;
    this.offer = log.players;
    this.setup = tableSetupOf(log.rules);
  }

  [Symbol.iterator](): this {
    return this;
  }

  next(): IteratorResult<DecisionPoint, void> {
    if (this.finished) return DONE;
    try {
      return this.step();
    } catch (e) {
      this.finished = true;
      throw e;
    }
  }

  return(): IteratorResult<DecisionPoint, void> {
    this.finished = true;
    return DONE;
  }

  throw(e: unknown): IteratorResult<DecisionPoint, void> {
    this.finished = true;
    throw e;
  }

  /** The result every `next` gives, holding the point just reached. */
  private readonly result: { done: false; value: DecisionPoint } = { done: false, value: null as unknown as DecisionPoint };
  private yielded(p: DecisionPoint): IteratorResult<DecisionPoint, void> {
    this.result.value = p;
    return this.result;
  }

  private step(): IteratorResult<DecisionPoint, void> {
    const players = this.players;
    for (;;) {
      const state = this.state;
      if (this.offer < players) {
        let seat = this.discarder + this.offer++; // the seats after the discarder's, around the table
        if (seat >= players) seat -= players; // not %: an integer division costs more than the test
        return this.yielded(new Point(this.actions[seat] as Action, state as TableState, pointAt(this.event - 1, seat, 1)));
      }
      if (state === null || this.event >= this.events.length) {
        if (state !== null) this.options.onRoundEnd?.(state);
        if (!this.nextRound(state)) {
          this.finished = true;
          // the last replay, emptied, is kept so that V8 keeps the replays' hidden class
          keepHiddenClass('replay', this.release());
          return DONE;
        }
        continue;
      }
      const i = this.event++;
      const e = this.events[i] as RoundEvent;
      const code = this.codes[i] as number;
      this.options.beforeEvent?.(state, e, i);
      state.applyCoded(e, code, i);
      this.options.afterEvent?.(state, e, i);
      if (code === EventCode.draw) {
        const seat = (e as DrawEvent).seat;
        return this.yielded(new Point(actionAfterDraw(this.events, this.codes, i + 1, seat), state, pointAt(i, seat, 0)));
      }
      if (code === EventCode.call) {
        const c = e as CallEvent;
        if (c.meld.type === 'chii' || c.meld.type === 'pon') {
          return this.yielded(new Point(actionAfterDraw(this.events, this.codes, i + 1, c.seat), state, pointAt(i, c.seat, 0)));
        }
      } else if (code === EventCode.discard) {
        const seat = (e as DiscardEvent).seat;
        actionsAfterDiscard(this.events, this.codes, i + 1, seat, this.actions);
        this.discarder = seat;
        this.offer = 1;
      }
    }
  }

  /** Drops the log, the state and the options (their callbacks may hold much); returns the replay. */
  private release(): this {
    this.log = null;
    this.options = NO_OPTIONS;
    this.state = null;
    this.events = [];
    this.codes = NO_CODES;
    return this;
  }

  /** Starts the next round (false after the last, once the final scores are checked). */
  private nextRound(previous: TableState | null): boolean {
    const log = this.log as GameLog;
    const r = ++this.round;
    // the last round was won: its codes hold a win (a scan of bytes, not of the events' types)
    const codes = this.codes.subarray(0, this.events.length);
    const won = codes.includes(EventCode.win);
    // a round ends in a win or a draw; only a log cut off (no final scores) may stop inside its last
    if (previous && !won && (r < log.rounds.length || log.final) && !codes.includes(EventCode.ryuukyoku)) {
      inconsistent('the round ends without a result (no win, no ryuukyoku)', r - 1, this.events.length - 1, this.options.file);
    }
    if (r >= log.rounds.length) {
      if (previous) checkFinal(log, previous, won, this.options);
      return false;
    }
    const round = log.rounds[r] as Round;
    if (previous) carryOver(previous, won, round, r, this.options.file);
    this.state = new TableState(this.setup, round, { round: r, file: this.options.file });
    this.events = round.events;
    this.codes = codesOf(round.events, this.codes);
    this.event = 0;
    return true;
  }
}

// A point kept alive, so that V8 keeps the points' hidden class (see keepHiddenClass).
keepHiddenClass('decision point', new Point(NONE, { version: 0 } as TableState, 0));

/** The final scores the replay reaches against those of the log. */
function checkFinal(log: GameLog, last: TableState, won: boolean, options: ReplayOptions): void {
  if (!log.final) return;
  const left = won ? 0 : last.riichiSticks;
  const replayed = finalScores(last.scores.slice(0, log.players), left, log.firstDealer, last.riichiDeposit);
  const logged = log.final.scores.slice(0, log.players);
  if (options.onFinalScores) options.onFinalScores(replayed, logged);
  else if (replayed.join() !== logged.join()) {
    inconsistent(`the final scores are ${logged} in the log, ${replayed} replayed`, log.rounds.length - 1, last.events.length - 1, options.file);
  }
}

/** A round starts with the scores the last one ended with, and with its riichi sticks unless won. */
function carryOver(prev: TableState, won: boolean, next: Round, index: number, file: string | undefined): void {
  const players = prev.players;
  const ended = won ? 0 : prev.riichiSticks;
  let same = true;
  for (let s = 0; s < players; s++) if (next.scores[s] !== prev.scores[s]) same = false;
  if (!same) {
    inconsistent(`the round starts with scores ${next.scores.slice(0, players)}, the last one ended with ${prev.scores.slice(0, players)}`, index, -1, file);
  }
  if (next.riichiSticks !== ended) inconsistent(`the round starts with ${next.riichiSticks} riichi sticks; ${ended} were left on the table`, index, -1, file);
}
