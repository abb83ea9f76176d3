// Replaying a log: the whole table state event by event, checked for consistency, with every
// decision point and the action actually taken.
import { kindOf, tileFromId } from '@mjkit/core';
import { checkOptions, describeValue, fail } from '@mjkit/core/internal';
import type { Tile, TileId } from '@mjkit/core';
import type { LogMeld } from './meld-code.js';
import type { GameLog, Round, RoundEvent, WinEvent } from './model.js';
import { checkLog, checkRoundShape } from './log-check.js';

/** One discard in a river. */
export interface RiverTile {
  readonly tile: TileId;
  /** Discarded straight after drawing it. */
  readonly tsumogiri: boolean;
  /** The discard that declared riichi. */
  readonly riichi: boolean;
  /** Taken by another player's call (it then stands in that meld). */
  called: boolean;
}

/** What a player can see at a decision: nothing of the other hands or of the wall. */
export interface PlayerView {
  /** The deciding player's seat. */
  readonly seat: number;
  /** Round number (0 = East 1 …), honba, riichi sticks, dealer. */
  readonly round: number;
  readonly honba: number;
  readonly riichiSticks: number;
  readonly dealer: number;
  /** The deciding player's concealed tiles (ids), in the order they came. */
  readonly hand: readonly TileId[];
  /** Everyone's melds, rivers, riichi state and scores, per seat. */
  readonly melds: readonly (readonly LogMeld[])[];
  readonly rivers: readonly (readonly RiverTile[])[];
  readonly riichi: readonly boolean[];
  readonly scores: readonly number[];
  /** North tiles set aside, per seat (three-player games). */
  readonly kita: readonly number[];
  readonly doraIndicators: readonly TileId[];
  /** Tiles still to be drawn from the live wall. */
  readonly tilesLeft: number;
}

/** What a player did at a decision point. */
export type Action =
  | { readonly type: 'discard'; readonly tile: TileId; readonly riichi: boolean; readonly tsumogiri: boolean }
  | { readonly type: 'tsumo' }
  | { readonly type: 'ron' }
  | { readonly type: 'call'; readonly meld: LogMeld }
  | { readonly type: 'nine-terminals' }
  | { readonly type: 'pass' }
  | { readonly type: 'none' };

/** A moment where a player chose: after their draw, or after another player's discard. */
export interface DecisionPoint {
  /** `draw`: the player has just drawn (or called) and must act; `discard`: another player discarded. */
  readonly kind: 'draw' | 'discard';
  readonly seat: number;
  /** Index of the round in the log, and of the event after which the decision falls. */
  readonly roundIndex: number;
  readonly eventIndex: number;
  /** What the player did. After a discard, `pass` when the player let it go. */
  readonly action: Action;
  /**
   * The player's view at this moment. Valid until the iteration moves on (the replay state is
   * shared); a later call throws. Copy what you keep.
   */
  view(): PlayerView;
}

function inconsistent(message: string, round: number, event: number, file?: string): never {
  fail('LOG_INCONSISTENT', message, { round, event, file });
}

const FREE = -1;
const WALL_TILES = 136;

/** Set while {@link replayChecked} makes a state of a log it has checked whole. */
let trustedLog = false;

/** A state of round `r` of a checked log, without checking the round again. */
function stateOfChecked(log: GameLog, r: number, file: string | undefined): RoundState {
  trustedLog = true;
  try {
    return new RoundState(log, log.rounds[r] as Round, r, file);
  } finally {
    trustedLog = false;
  }
}

/** The state of a round being replayed. */
export class RoundState {
  /** Where each tile id is: -1 unseen, 0..3 in that seat's hand, 10 river, 20 meld, 30 dora indicator. */
  readonly where = new Int8Array(WALL_TILES).fill(FREE);
  readonly hands: TileId[][];
  readonly melds: LogMeld[][];
  readonly rivers: RiverTile[][];
  readonly riichi: boolean[];
  readonly riichiPending: boolean[];
  readonly kita: number[];
  readonly doraIndicators: TileId[];
  readonly scores: number[];
  riichiSticks: number;
  tilesLeft: number;
  /** The last discard: its seat and tile, while it can still be called or ronned. */
  lastDiscard: { seat: number; tile: TileId } | null = null;
  /** The seat that drew last, and whether that draw was a replacement after a kan or kita. */
  lastDrawSeat = -1;
  lastDrawWasReplacement = false;
  /** A kakan or kita just declared, which a ron could rob. */
  robbable: { seat: number; tile: TileId; kind: 'kakan' | 'kita' } | null = null;
  /** Any call (or kan) made this round so far, and each seat's discard count. */
  anyCall = false;
  readonly discards: number[];
  /** Ippatsu chances still open, per seat. */
  readonly ippatsu: boolean[];
  /** Riichi declared on the seat's first discard with no call before. */
  readonly doubleRiichi: boolean[];
  version = 0;

  /** The log (a checked copy when the one given was not checked), and the round of it. */
  readonly log: GameLog;
  readonly round: Round;

  constructor(
    log: GameLog,
    round: Round,
    readonly index: number,
    readonly file: string | undefined,
  ) {
    if (log === null || typeof log !== 'object' || !Array.isArray(log.rounds) || log.rounds[index] !== round) {
      fail('INVALID_ARGUMENT', `a RoundState is made of a log and log.rounds[index]; index ${describeValue(index)} does not name this round`);
    }
    if (file !== undefined && typeof file !== 'string') fail('INVALID_ARGUMENT', `file must be a string, not ${describeValue(file)}`);
    // what the state reads of the log: its players, its red-five rule and this round
    if (log.players !== 3 && log.players !== 4) fail('INVALID_ARGUMENT', `not a GameLog: players is ${describeValue(log.players)}`);
    if (log.rules === null || typeof log.rules !== 'object' || typeof log.rules.redFives !== 'boolean') fail('INVALID_ARGUMENT', 'not a GameLog: rules.redFives must be a boolean');
    if (!trustedLog) checkRoundShape(round, log.players, index);
    this.log = log;
    this.round = round;
    const n = 4;
    this.hands = Array.from({ length: n }, () => []);
    this.melds = Array.from({ length: n }, () => []);
    this.rivers = Array.from({ length: n }, () => []);
    this.riichi = new Array<boolean>(n).fill(false);
    this.riichiPending = new Array<boolean>(n).fill(false);
    this.kita = new Array<number>(n).fill(0);
    this.discards = new Array<number>(n).fill(0);
    this.ippatsu = new Array<boolean>(n).fill(false);
    this.doubleRiichi = new Array<boolean>(n).fill(false);
    this.scores = [...round.scores];
    this.riichiSticks = round.riichiSticks;
    this.doraIndicators = [round.doraIndicator];
    this.tilesLeft = (log.players === 4 ? 136 : 108) - 14 - 13 * log.players;
    this.place(round.doraIndicator, 30, -1);
    round.hands.forEach((hand, seat) => {
      if (seat >= log.players && hand.length === 0) return;
      if (hand.length !== 13) inconsistent(`seat ${seat} is dealt ${hand.length} tiles`, index, -1, file);
      for (const t of hand) this.place(t, seat, -1);
      this.hands[seat]!.push(...hand);
    });
  }

  place(tile: TileId, where: number, event: number): void {
    if (this.where[tile] !== FREE) inconsistent(`tile id ${tile} appears twice`, this.index, event, this.file);
    this.where[tile] = where;
  }

  take(seat: number, tile: TileId, event: number, what: string): void {
    const hand = this.hands[seat] as TileId[];
    const at = hand.indexOf(tile);
    if (at < 0) inconsistent(`${what}: seat ${seat} does not hold tile ${tile}`, this.index, event, this.file);
    hand.splice(at, 1);
    this.where[tile] = FREE;
  }

  /** Melds per seat, kita apart. */
  readonly sets = [0, 0, 0, 0];

  /** Tiles in hand plus three per meld (kita apart). */
  size(seat: number): number {
    return (this.hands[seat] as TileId[]).length + 3 * (this.sets[seat] as number);
  }

  /** The view of one seat at this moment. */
  view(seat: number): PlayerView {
    return {
      seat,
      round: this.round.round,
      honba: this.round.honba,
      riichiSticks: this.riichiSticks,
      dealer: this.round.dealer,
      hand: [...(this.hands[seat] as TileId[])],
      melds: this.melds.map((m) => [...m]),
      rivers: this.rivers.map((r) => r.map((t) => ({ ...t }))),
      riichi: [...this.riichi],
      scores: [...this.scores],
      kita: [...this.kita],
      doraIndicators: [...this.doraIndicators],
      tilesLeft: this.tilesLeft,
    };
  }

  /** The tile (kind and red) of an id under this game's rules. */
  tile(id: TileId): Tile {
    return tileFromId(id, this.log.rules.redFives);
  }

  /** Applies one event, checking it against the state. */
  apply(e: RoundEvent, i: number): void {
    this.version++;
    const players = this.log.players;
    switch (e.type) {
      case 'draw': {
        if (this.size(e.seat) !== 13) inconsistent(`seat ${e.seat} draws holding ${this.size(e.seat)} tiles`, this.index, i, this.file);
        if (this.tilesLeft <= 0) inconsistent('a draw from an empty wall', this.index, i, this.file);
        this.place(e.tile, e.seat, i);
        (this.hands[e.seat] as TileId[]).push(e.tile);
        this.tilesLeft--;
        if (this.kanBreaksIppatsu) {
          this.ippatsu.fill(false);
          this.kanBreaksIppatsu = false;
        }
        this.lastDrawWasReplacement = this.replacementDue;
        this.replacementDue = false;
        this.lastDrawSeat = e.seat;
        this.lastDiscard = null;
        this.robbable = null;
        break;
      }
      case 'discard': {
        if (this.size(e.seat) !== 14) inconsistent(`seat ${e.seat} discards holding ${this.size(e.seat)} tiles`, this.index, i, this.file);
        this.take(e.seat, e.tile, i, 'discard');
        this.place(e.tile, 10, i);
        const riichi = this.riichiPending[e.seat] as boolean;
        if (riichi) {
          this.riichiPending[e.seat] = false;
          this.doubleRiichi[e.seat] = this.discards[e.seat] === 0 && !this.anyCall;
        } else if (this.riichi[e.seat]) this.ippatsu[e.seat] = false;
        (this.rivers[e.seat] as RiverTile[]).push({ tile: e.tile, tsumogiri: e.tsumogiri, riichi, called: false });
        this.discards[e.seat]!++;
        this.lastDiscard = { seat: e.seat, tile: e.tile };
        this.robbable = null;
        this.lastDrawWasReplacement = false;
        if (riichi) this.riichi[e.seat] = true;
        if (riichi) this.ippatsu[e.seat] = true;
        break;
      }
      case 'riichi':
        if ((this.melds[e.seat] as LogMeld[]).some((m) => m.type !== 'ankan' && m.type !== 'kita')) {
          inconsistent(`seat ${e.seat} declares riichi with an open hand`, this.index, i, this.file);
        }
        if (this.riichi[e.seat]) inconsistent(`seat ${e.seat} declares riichi twice`, this.index, i, this.file);
        this.riichiPending[e.seat] = true;
        break;
      case 'riichi-accepted': {
        this.scores[e.seat]! -= 1000;
        this.riichiSticks++;
        if (e.scores && e.scores.slice(0, players).some((s, k) => s !== this.scores[k])) {
          inconsistent(`scores after the riichi deposit are ${e.scores} in the log, ${this.scores} replayed`, this.index, i, this.file);
        }
        break;
      }
      case 'call':
        this.call(e.seat, e.meld, i);
        break;
      case 'dora':
        this.place(e.indicator, 30, i);
        this.doraIndicators.push(e.indicator);
        break;
      case 'win':
        this.win(e, i);
        break;
      case 'ryuukyoku': {
        e.hands.forEach((shown, seat) => {
          if (!shown) return;
          const held = [...(this.hands[seat] as TileId[])].sort((a, b) => a - b);
          const want = [...shown].sort((a, b) => a - b);
          if (held.join() !== want.join()) inconsistent(`seat ${seat} shows ${want} but holds ${held}`, this.index, i, this.file);
        });
        this.settle(e.scores, e.changes, i);
        break;
      }
      case 'disconnect':
      case 'reconnect':
        break;
    }
  }

  replacementDue = false;
  kanBreaksIppatsu = false;

  /**
   * The seat a meld's relative source points to. Tenhou counts it around a four-seat table in
   * three-player games too (the North seat is empty): from seat 0, seat 2 is across.
   */
  source(seat: number, rel: number): number {
    return (seat + rel) % 4;
  }

  call(seat: number, m: LogMeld, i: number): void {
    const melds = this.melds[seat] as LogMeld[];
    // Every call interrupts the first go-around. A kan or kita breaks ippatsu once it stands, at
    // its replacement draw: robbing it (chankan, or a ron on the kita) keeps ippatsu.
    this.anyCall = true;
    if (m.type === 'chii' || m.type === 'pon') this.ippatsu.fill(false);
    else this.kanBreaksIppatsu = true;
    if (m.type === 'chii' || m.type === 'pon' || m.type === 'daiminkan') {
      const last = this.lastDiscard;
      if (!last || last.tile !== m.called) inconsistent(`seat ${seat} calls tile ${m.called}, not the last discard`, this.index, i, this.file);
      if (this.source(seat, m.from as number) !== last.seat) {
        inconsistent(`seat ${seat} calls from seat ${this.source(seat, m.from as number)}, but seat ${last.seat} discarded`, this.index, i, this.file);
      }
      if (this.size(seat) !== 13) inconsistent(`seat ${seat} calls holding ${this.size(seat)} tiles`, this.index, i, this.file);
      for (const t of m.tiles) if (t !== m.called) this.take(seat, t, i, m.type);
      const river = this.rivers[last.seat] as RiverTile[];
      (river[river.length - 1] as RiverTile).called = true;
      for (const t of m.tiles) if (t !== m.called) this.place(t, 20, i);
      this.where[m.called as TileId] = 20;
      melds.push(m);
      this.sets[seat]!++;
      this.lastDiscard = null;
      if (m.type === 'daiminkan') this.replacementDue = true;
      this.lastDrawSeat = seat;
      return;
    }
    if (this.size(seat) !== 14) inconsistent(`seat ${seat} declares a ${m.type} holding ${this.size(seat)} tiles`, this.index, i, this.file);
    if (m.type === 'kakan') {
      const at = melds.findIndex((p) => p.type === 'pon' && (p.tiles[0] as number) >> 2 === (m.added as number) >> 2);
      if (at < 0) inconsistent(`seat ${seat} adds to a pon it does not have`, this.index, i, this.file);
      this.take(seat, m.added as TileId, i, 'kakan');
      this.place(m.added as TileId, 20, i);
      melds[at] = m;
      this.robbable = { seat, tile: m.added as TileId, kind: 'kakan' };
    } else if (m.type === 'ankan') {
      for (const t of m.tiles) this.take(seat, t, i, 'ankan');
      for (const t of m.tiles) this.place(t, 20, i);
      melds.push(m);
      this.sets[seat]!++;
    } else {
      this.take(seat, m.tiles[0] as TileId, i, 'kita');
      this.place(m.tiles[0] as TileId, 20, i);
      melds.push(m);
      this.kita[seat]!++;
      this.robbable = { seat, tile: m.tiles[0] as TileId, kind: 'kita' };
    }
    this.replacementDue = true;
    this.lastDrawSeat = seat;
  }

  win(e: WinEvent, i: number): void {
    const seat = e.seat;
    const held = [...(this.hands[seat] as TileId[])];
    if (e.from !== seat) {
      const robbed = this.robbable && this.robbable.seat === e.from ? this.robbable.tile : null;
      const discard = this.lastDiscard && this.lastDiscard.seat === e.from ? this.lastDiscard.tile : null;
      const won = robbed ?? discard;
      if (won !== e.winningTile) inconsistent(`seat ${seat} rons tile ${e.winningTile}, which seat ${e.from} did not just give`, this.index, i, this.file);
      held.push(e.winningTile);
    } else if (!held.includes(e.winningTile)) {
      inconsistent(`seat ${seat} tsumos tile ${e.winningTile}, which it does not hold`, this.index, i, this.file);
    }
    const want = [...e.hand].sort((a, b) => a - b).join();
    if (held.sort((a, b) => a - b).join() !== want) inconsistent(`the winning hand is ${e.hand} in the log, ${held} replayed`, this.index, i, this.file);
    const melds = (this.melds[seat] as LogMeld[]).map((m) => [...m.tiles].sort((a, b) => a - b).join()).sort();
    const logMelds = e.melds.map((m) => [...m.tiles].sort((a, b) => a - b).join()).sort();
    if (melds.join('|') !== logMelds.join('|')) inconsistent(`the winner's melds differ from the replay`, this.index, i, this.file);
    this.settle(e.scores, e.changes, i);
  }

  /** Checks the scores before a result and applies its changes. */
  settle(before: readonly number[], changes: readonly number[], i: number): void {
    const players = this.log.players;
    for (let s = 0; s < players; s++) {
      if (before[s] !== this.scores[s]) inconsistent(`scores before the result are ${before.slice(0, players)} in the log, ${this.scores.slice(0, players)} replayed`, this.index, i, this.file);
    }
    for (let s = 0; s < players; s++) this.scores[s]! += changes[s] as number;
  }
}

const PASS: Action = Object.freeze({ type: 'pass' });
const NONE: Action = Object.freeze({ type: 'none' });
const TSUMO: Action = Object.freeze({ type: 'tsumo' });
const RON: Action = Object.freeze({ type: 'ron' });
const NINE: Action = Object.freeze({ type: 'nine-terminals' });

/** What the next decision-relevant events say a seat did. */
function actionAfterDraw(events: readonly RoundEvent[], from: number, seat: number): Action {
  for (let j = from; j < events.length; j++) {
    const e = events[j] as RoundEvent;
    if (e.type === 'dora' || e.type === 'disconnect' || e.type === 'reconnect' || e.type === 'riichi') continue;
    if (e.type === 'discard' && e.seat === seat) {
      const riichi = (events[j - 1] as RoundEvent | undefined)?.type === 'riichi';
      return { type: 'discard', tile: e.tile, riichi, tsumogiri: e.tsumogiri };
    }
    if (e.type === 'call' && e.seat === seat) return { type: 'call', meld: e.meld };
    if (e.type === 'win' && e.seat === seat) return TSUMO;
    if (e.type === 'ryuukyoku' && e.kind === 'nine-terminals') return NINE;
    return NONE;
  }
  return NONE;
}

/** What each other seat did with a discard: ron (one or more winners), a call, or pass. */
function actionsAfterDiscard(events: readonly RoundEvent[], from: number, discarder: number, out: Action[]): void {
  out.fill(PASS);
  for (let j = from; j < events.length; j++) {
    const e = events[j] as RoundEvent;
    if (e.type === 'riichi-accepted' || e.type === 'dora' || e.type === 'disconnect' || e.type === 'reconnect') continue;
    if (e.type === 'win') {
      if (e.from === discarder && e.seat !== discarder) out[e.seat] = RON;
      continue;
    }
    if (e.type === 'call' && e.seat !== discarder) out[e.seat] = { type: 'call', meld: e.meld };
    return;
  }
}

class Point implements DecisionPoint {
  private readonly version: number;
  constructor(
    readonly kind: 'draw' | 'discard',
    readonly seat: number,
    readonly roundIndex: number,
    readonly eventIndex: number,
    readonly action: Action,
    private readonly state: RoundState,
  ) {
    this.version = state.version;
  }
  view(): PlayerView {
    if (this.state.version !== this.version) {
      fail('ILLEGAL_STATE', 'this decision point is stale: the replay has moved on (copy the view before advancing)');
    }
    return this.state.view(this.seat);
  }
}

/** Options of {@link replay}. */
export interface ReplayOptions {
  /** The file name, for error locations. */
  readonly file?: string;
  /** Called before each event is applied, with the state it meets (for checks such as re-scoring a win). */
  readonly beforeEvent?: (state: RoundState, event: RoundEvent, index: number) => void;
  /** Called with each round's state once it has ended. */
  readonly onRoundEnd?: (state: RoundState) => void;
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
 * @example
 * ```ts
 * import { parseMjlog, replay } from '@mjkit/tenhou';
 * const xml = '<mjloggm ver="2.3"><GO type="169" lobby="0"/><UN n0="%41" n1="%42" n2="%43" n3="%44" dan="1,2,3,4" rate="1500,1500,1500,1500" sx="M,M,M,M"/><TAIKYOKU oya="0"/><INIT seed="0,0,0,1,2,3" ten="250,250,250,250" oya="0" hai0="4,5,6,7,8,9,10,11,12,13,14,15,16" hai1="17,18,19,20,21,22,23,24,25,26,27,28,29" hai2="30,31,32,33,34,35,36,37,38,39,40,41,42" hai3="43,44,45,46,47,48,49,50,51,52,53,54,55"/><T60/><D60/></mjloggm>';
 * const points = [...replay(parseMjlog(xml))];
 * points.map((p) => [p.kind, p.seat, p.action.type]); // => [['draw', 0, 'discard'], ['discard', 1, 'pass'], ['discard', 2, 'pass'], ['discard', 3, 'pass']]
 * ```
 */
export function replay(log: GameLog, options: ReplayOptions = {}): Generator<DecisionPoint, void, void> {
  return replayChecked(checkLog(log), checkOptions(options, 'replay options', ['file', 'beforeEvent', 'onRoundEnd', 'onFinalScores']));
}

/** @internal {@link replay} of a checked log and options. */
export function* replayChecked(log: GameLog, options: ReplayOptions): Generator<DecisionPoint, void, void> {
  let previous: RoundState | null = null;
  const actions: Action[] = [PASS, PASS, PASS, PASS];
  for (let r = 0; r < log.rounds.length; r++) {
    const round = log.rounds[r] as Round;
    if (previous) carryOver(previous, round, r, options.file);
    const state = stateOfChecked(log, r, options.file);
    previous = state;
    const events = round.events;
    for (let i = 0; i < events.length; i++) {
      const e = events[i] as RoundEvent;
      options.beforeEvent?.(state, e, i);
      state.apply(e, i);
      if (e.type === 'draw' || (e.type === 'call' && (e.meld.type === 'chii' || e.meld.type === 'pon'))) {
        yield new Point('draw', e.seat, r, i, actionAfterDraw(events, i + 1, e.seat), state);
      } else if (e.type === 'discard') {
        actionsAfterDiscard(events, i + 1, e.seat, actions);
        for (let k = 1; k < log.players; k++) {
          const seat = (e.seat + k) % log.players;
          yield new Point('discard', seat, r, i, actions[seat] as Action, state);
        }
      }
    }
    options.onRoundEnd?.(state);
  }
  if (previous && log.final) {
    const replayed = finalScores(previous);
    const logged = log.final.scores.slice(0, log.players);
    if (options.onFinalScores) options.onFinalScores(replayed, logged);
    else if (replayed.join() !== logged.join()) {
      inconsistent(`the final scores are ${logged} in the log, ${replayed} replayed`, previous.index, previous.round.events.length - 1, options.file);
    }
  }
}

/** A round starts with the scores the last one ended with, and with its riichi sticks unless won. */
function carryOver(prev: RoundState, next: Round, index: number, file: string | undefined): void {
  const players = prev.log.players;
  const ended = prev.round.events.some((e) => e.type === 'win') ? 0 : prev.riichiSticks;
  let same = true;
  for (let s = 0; s < players; s++) if (next.scores[s] !== prev.scores[s]) same = false;
  if (!same) {
    inconsistent(`the round starts with scores ${next.scores.slice(0, players)}, the last one ended with ${prev.scores.slice(0, players)}`, index, -1, file);
  }
  if (next.riichiSticks !== ended) inconsistent(`the round starts with ${next.riichiSticks} riichi sticks; ${ended} were left on the table`, index, -1, file);
}

/** The final scores are the last round's, with the riichi sticks left on the table to first place. */
function finalScores(last: RoundState): number[] {
  const players = last.log.players;
  const scores = last.scores.slice(0, players);
  const left = last.round.events.some((e) => e.type === 'win') ? 0 : last.riichiSticks;
  if (left > 0) {
    // ties go to the seat nearer the first dealer
    let top = 0;
    for (let s = 1; s < players; s++) {
      const rank = (x: number) => (x - last.log.firstDealer + players) % players;
      if ((scores[s] as number) > (scores[top] as number) || ((scores[s] as number) === (scores[top] as number) && rank(s) < rank(top))) top = s;
    }
    scores[top]! += left * 1000;
  }
  return scores;
}
