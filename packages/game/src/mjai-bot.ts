// mjai bots over stdio, both ways, in the dialect of mjai.app and Mortal: the bot reads one line
// per request, a JSON array of the events since its last answer (start_game with its `id`,
// start_kyoku with the other hands as `?`, tsumo of `?` for the others' draws …), and answers
// one line: its action (`dahai`, `reach` then `dahai`, `chi`/`pon`/`daiminkan`/`kakan`/`ankan`,
// `hora`, `ryukyoku` for nine terminals) or `{"type":"none"}`.
//
// - mjaiAgent: an external bot process as an agent of the engine.
// - serveMjai: any agent as an mjai bot: it rebuilds the table from what its seat is told (the
//   other hands held by stand-ins that take the identity of each tile when it is shown), and
//   answers from its view and the table's legal actions.
import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { createRules, hasRedFives, isHongKongRules, MjkitError } from '@mjkit/core';
import type { Rules, Seat, TileId } from '@mjkit/core';
import { describeValue, fail } from '@mjkit/core/internal';
import { TableState, decisionOf, legalActions, playerView } from '@mjkit/table';
import type { Action, RoundEvent } from '@mjkit/table';
import { MJAI_HONOURS, mjaiCallMeld, mjaiEventOf, mjaiStartKyoku, mjaiTile, mjaiTileKind } from '@mjkit/mjai';
import type { MjaiEvent } from '@mjkit/mjai';
import type { Agent, AsyncAgent, GameUpdate } from './agent.js';
import { judgeAnswer, safeDefault } from './answer.js';
import { freezeDeep } from './engine-core.js';

const NONE: MjaiEvent = { type: 'none' };
const HONORS = MJAI_HONOURS;

const sameNames = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && [...a].map(String).sort().join() === [...b].map(String).sort().join();

/** The mjai answer for one of our actions (a riichi discard answers `reach`; its `dahai` comes next). */
function answerOf(action: Action, seat: Seat, state: TableState): MjaiEvent {
  const red = state.redFives;
  const decision = decisionOf(state);
  switch (action.type) {
    case 'discard':
      if (action.riichi && !state.riichiPending[seat]) return { type: 'reach', actor: seat };
      return { type: 'dahai', actor: seat, pai: mjaiTile(action.tile, red), tsumogiri: action.tile === state.lastDrawn[seat] };
    case 'tsumo':
      return { type: 'hora', actor: seat, target: seat, pai: mjaiTile(state.lastDrawn[seat] as TileId, red) };
    case 'ron':
      return decision.kind === 'offer' ? { type: 'hora', actor: seat, target: decision.seat, pai: mjaiTile(decision.tile, red) } : NONE;
    case 'call':
      return mjaiEventOf({ type: 'call', seat, meld: action.meld, code: null }, red) ?? NONE;
    case 'nine-terminals':
      return { type: 'ryukyoku', actor: seat };
    case 'pass':
      return NONE;
  }
}

/**
 * Our action for a bot's answer, among the legal ones: the answer as given when none matches
 * (the engine then refuses it and counts it).
 */
function actionOf(answer: MjaiEvent, actions: readonly Action[], red: boolean, riichi: boolean, drawn: TileId | null): Action {
  const name = (t: TileId) => mjaiTile(t, red);
  const found = (() => {
    switch (answer.type) {
      case 'none':
        return actions.find((a) => a.type === 'pass');
      case 'dahai': {
        // the copy drawn for tsumogiri, another copy otherwise
        const fits = actions.filter((a) => a.type === 'discard' && a.riichi === riichi && name(a.tile) === answer.pai);
        const same = fits.find((a) => (a as { tile: TileId }).tile === drawn) ?? (answer.tsumogiri === true && drawn !== null && name(drawn) === answer.pai && fits.length > 0 ? { type: 'discard' as const, tile: drawn, riichi } : undefined);
        return answer.tsumogiri === true ? (same ?? fits[0]) : (fits.find((a) => (a as { tile: TileId }).tile !== drawn) ?? fits[0]);
      }
      case 'hora':
        return actions.find((a) => a.type === 'tsumo' || a.type === 'ron');
      case 'ryukyoku':
        return actions.find((a) => a.type === 'nine-terminals');
      case 'chi':
      case 'pon':
      case 'daiminkan':
      case 'kakan':
      case 'ankan':
        return actions.find((a) => {
          if (a.type !== 'call' || a.meld.type === 'kita') return false;
          const m = mjaiEventOf({ type: 'call', seat: 0, meld: a.meld, code: null }, red) as MjaiEvent;
          return m.type === answer.type && (m.pai === undefined || m.pai === answer.pai) && Array.isArray(answer.consumed) && sameNames(m.consumed as unknown[], answer.consumed);
        });
      default:
        return undefined;
    }
  })();
  return found ?? (answer as unknown as Action);
}

/** What an external bot is sent for one update of the game, as its seat sees it. */
function eventsOfUpdate(u: GameUpdate, seat: Seat, red: { value: boolean }): MjaiEvent[] {
  switch (u.type) {
    case 'game-start': {
      if (isHongKongRules(u.rules)) fail('INVALID_ARGUMENT', 'mjai bots play riichi; this game is Hong Kong Old Style');
      const rules = u.rules;
      red.value = hasRedFives(rules);
      return [{ type: 'start_game', id: seat, names: [...u.names], kyoku_first: rules.length === 'hanchan' ? 0 : 4, aka_flag: red.value }];
    }
    case 'round-start':
      return [mjaiStartKyoku(u.start, red.value, seat)];
    case 'event': {
      const m = mjaiEventOf(u.event, red.value);
      return m ? [m] : [];
    }
    case 'round-end':
      return [{ type: 'end_kyoku' }];
    case 'game-end':
      return [{ type: 'end_game' }];
  }
}

/** An agent that is an external mjai bot, and how to stop it. */
export interface MjaiProcessAgent extends AsyncAgent {
  /** Ends the bot's process (its stdin is closed after `end_game` anyway). */
  close(): void;
}

/** Options of {@link mjaiAgent}. */
export interface MjaiAgentOptions {
  /** The name in records and statistics (default: the command). */
  readonly name?: string;
  /** How long to wait for each answer, in ms (default 30,000); a late answer counts as illegal. */
  readonly timeout?: number;
  /** Where the bot's stderr goes (default: ignored). */
  readonly stderr?: Writable;
}

/**
 * An external mjai bot (a process reading requests on stdin and answering on stdout, as
 * mjai.app runs them) as an agent of the engine: four-player games only. Play it with
 * `playGameAsync`.
 */
export function mjaiAgent(command: string, args: readonly string[] = [], options: MjaiAgentOptions = {}): MjaiProcessAgent {
  if (typeof command !== 'string' || command === '') fail('INVALID_ARGUMENT', `an mjai bot is a command, not ${describeValue(command)}`);
  if (!Array.isArray(args) || !args.every((a) => typeof a === 'string')) fail('INVALID_ARGUMENT', 'the arguments of an mjai bot are strings');
  const timeout = options.timeout ?? 30_000;
  const child: ChildProcessWithoutNullStreams = spawn(command, [...args], { stdio: ['pipe', 'pipe', 'pipe'] });
  if (options.stderr) child.stderr.pipe(options.stderr);
  else child.stderr.resume();
  const lines: string[] = [];
  const waiting: ((line: string | null) => void)[] = [];
  let ended = false;
  createInterface({ input: child.stdout }).on('line', (line) => {
    const w = waiting.shift();
    if (w) w(line);
    else lines.push(line);
  });
  const finish = () => {
    ended = true;
    for (const w of waiting.splice(0)) w(null);
  };
  child.on('exit', finish);
  child.on('error', finish);
  child.stdin.on('error', finish); // the bot is gone: its answers are missing, and refused
  const readLine = () =>
    new Promise<string | null>((resolve) => {
      if (lines.length > 0) return resolve(lines.shift() as string);
      if (ended) return resolve(null);
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(done), 1);
        resolve(null);
      }, timeout);
      const done = (line: string | null) => {
        clearTimeout(timer);
        resolve(line);
      };
      waiting.push(done);
    });
  let seat: Seat = 0;
  const red = { value: true };
  let pending: MjaiEvent[] = [];
  let toldRiichi = false;
  const ask = async (events: MjaiEvent[]): Promise<MjaiEvent | null> => {
    if (ended) return null;
    child.stdin.write(`${JSON.stringify(events)}\n`);
    const line = await readLine();
    if (line === null) return null;
    try {
      const answer = JSON.parse(line) as MjaiEvent;
      return answer !== null && typeof answer === 'object' && typeof answer.type === 'string' ? answer : null;
    } catch {
      return null;
    }
  };
  return {
    name: options.name ?? command,
    notify(update) {
      if (update.type === 'game-start') seat = update.seat;
      if (update.type === 'round-start') toldRiichi = false;
      // the bot was told of its own riichi when it declared it
      if (update.type === 'event' && update.event.type === 'riichi' && update.event.seat === seat && toldRiichi) {
        toldRiichi = false;
        return undefined;
      }
      pending.push(...eventsOfUpdate(update, seat, red));
      if (update.type === 'game-end') {
        const events = pending;
        pending = [];
        return ask(events).then(() => {
          child.stdin.end();
        });
      }
      return undefined;
    },
    async act(view, actions) {
      const events = pending;
      pending = [];
      let answer = await ask(events);
      if (answer === null) return undefined as unknown as Action; // no answer in time: refused
      if (answer.type === 'reach') {
        toldRiichi = true;
        answer = await ask([{ type: 'reach', actor: seat }]);
        if (answer === null) return undefined as unknown as Action;
        return actionOf(answer, actions, red.value, true, view.drawn);
      }
      return actionOf(answer, actions, red.value, false, view.drawn);
    },
    close() {
      child.kill();
    },
  };
}

/**
 * The table one seat of an mjai game sees, rebuilt from its events: its own tiles real, the
 * others' hidden tiles held by stand-ins until they are shown.
 */
class SeatTable {
  seat: Seat = 0;
  red = true;
  rules: Rules = createRules();
  state: TableState | null = null;
  /** The tile of a riichi discard, between our `reach` and its `dahai`. */
  riichiTile: TileId | null = null;
  /** Answers that were not legal. */
  refused = 0;

  /** `tell` hands the agent what the engine would: the game's start, each round's start (its own hand) and each event (the others' draws hidden). */
  constructor(private readonly tell: (update: GameUpdate) => void) {}

  private ids(kind: number, red: boolean): TileId[] {
    if (red) return [kind * 4];
    const five = this.red && (kind === 4 || kind === 13 || kind === 22);
    return [0, 1, 2, 3].filter((c) => !(five && c === 0)).map((c) => kind * 4 + c);
  }

  private tile(name: unknown): { kind: number; red: boolean } {
    const k = mjaiTileKind(name);
    if (k === null) fail('BAD_LOG', `not an mjai tile: ${describeValue(name)}`);
    return k;
  }

  private get table(): TableState {
    if (!this.state) fail('BAD_LOG', 'an event outside a round');
    return this.state;
  }

  private hiddenSeat(w: number): boolean {
    return w >= 0 && w < 4 && w !== this.seat;
  }

  /** An unseen id of none of `ids`: what a stand-in of them becomes when it gives its identity up. */
  private unseenBeside(ids: readonly TileId[]): TileId {
    const where = this.table.where;
    return [...where.keys()].find((x) => where[x] === -1 && !ids.includes(x)) as TileId;
  }

  /** An unseen id of the named tile, taken out of any stand-in that held it. */
  private fresh(name: unknown): TileId {
    const where = this.table.where;
    const k = this.tile(name);
    const ids = this.ids(k.kind, k.red);
    const free = ids.find((id) => where[id] === -1);
    if (free !== undefined) return free;
    const held = ids.find((id) => this.hiddenSeat(where[id] as number));
    if (held === undefined) fail('BAD_LOG', `a fifth ${String(name)}`);
    const spare = this.unseenBeside(ids);
    this.table.exchangeHidden(held, spare);
    return held;
  }

  /** The named tile in another seat's hand: a stand-in there takes its identity. */
  private shown(holder: Seat, name: unknown, prefer: TileId = -1, except: readonly TileId[] = []): TileId {
    const state = this.table;
    const k = this.tile(name);
    const ids = this.ids(k.kind, k.red);
    const own = ids.find((id) => state.where[id] === holder && !except.includes(id));
    if (own !== undefined) return own;
    let id = ids.find((x) => state.where[x] === -1 || (this.hiddenSeat(state.where[x] as number) && state.where[x] !== holder));
    if (id === undefined) {
      // the last copy is a stand-in the tile may not be (the one just drawn, for a tedashi): that
      // stand-in becomes another unseen tile, and the copy is free to show
      const blocked = ids.find((x) => state.where[x] === holder && except.includes(x));
      if (blocked === undefined) fail('BAD_LOG', `seat ${holder} shows a ${String(name)} that is not hidden`);
      const spare = this.unseenBeside(ids);
      state.exchangeHidden(blocked, spare);
      except = [...except, spare];
      id = blocked;
    }
    const hand = state.hands[holder] as TileId[];
    const standIn = hand.includes(prefer) && !except.includes(prefer) ? prefer : (hand.find((t) => !except.includes(t) && !ids.includes(t)) as TileId);
    state.exchangeHidden(id, standIn);
    return id;
  }

  /** Another seat's drawn stand-in `drawn`, made the named tile (a stand-in of its own hand of that tile goes back to the unseen ones first). */
  private drawnAs(holder: Seat, name: unknown, drawn: TileId): TileId {
    const state = this.table;
    const k = this.tile(name);
    const ids = this.ids(k.kind, k.red);
    if (ids.includes(drawn)) return drawn;
    const id = ids.find((x) => state.where[x] === -1 || this.hiddenSeat(state.where[x] as number));
    if (id === undefined) fail('BAD_LOG', `seat ${holder} shows a ${String(name)} that is not hidden`);
    if (state.where[id] === holder) {
      const spare = this.unseenBeside(ids);
      state.exchangeHidden(id, spare);
    }
    state.exchangeHidden(id, drawn);
    return id;
  }

  private mine(name: unknown, prefer: TileId = -1, except: readonly TileId[] = []): TileId {
    const k = this.tile(name);
    const ids = this.ids(k.kind, k.red);
    const hand = this.table.hands[this.seat] as TileId[];
    if (ids.includes(prefer) && hand.includes(prefer)) return prefer;
    const id = hand.find((t) => ids.includes(t) && !except.includes(t));
    if (id === undefined) fail('BAD_LOG', `the bot's hand has no ${String(name)}`);
    return id;
  }

  private inHand(actor: Seat, name: unknown, prefer: TileId = -1, except: readonly TileId[] = []): TileId {
    return actor === this.seat ? this.mine(name, prefer, except) : this.shown(actor, name, prefer, except);
  }

  private apply(e: RoundEvent): void {
    this.table.apply(e);
    freezeDeep(e);
    this.tell(Object.freeze({ type: 'event', event: e.type === 'draw' && e.seat !== this.seat ? Object.freeze({ ...e, tile: -1 }) : e }));
  }

  /** Applies one event as this seat is told it; one that is not shaped as mjai's is `BAD_LOG`. */
  event(e: MjaiEvent): void {
    checkEvent(e);
    const actor = e.actor as Seat;
    switch (e.type) {
      case 'start_game':
        this.seat = e.id as Seat;
        this.red = e.aka_flag !== false;
        this.rules = createRules(e.kyoku_first === 4 ? 'tenhou-tonpuu' : 'tenhou', this.red ? {} : { redFives: { m: 0, p: 0, s: 0 } });
        this.tell(Object.freeze({ type: 'game-start', seat: this.seat, players: 4, rules: this.rules, names: Object.freeze(namesOf(e.names)) }));
        return;
      case 'start_kyoku': {
        const where = new Int8Array(136).fill(-1);
        const take = (name: unknown) => {
          const k = this.tile(name);
          const id = this.ids(k.kind, k.red).find((x) => where[x] === -1);
          if (id === undefined) fail('BAD_LOG', `a fifth ${String(name)}`);
          where[id] = 1;
          return id;
        };
        const dora = take(e.dora_marker);
        const tehais = e.tehais as unknown[][];
        const own = (tehais[this.seat] as unknown[]).map(take);
        // the others' stand-ins: any ids not yet taken
        const spare = [...where.keys()].filter((id) => where[id] === -1);
        const dealt = [0, 1, 2, 3].map((s) => (s === this.seat ? own : spare.splice(0, 13)));
        const wind = HONORS.indexOf(e.bakaze as string);
        const start = { round: wind * 4 + (e.kyoku as number) - 1, honba: e.honba as number, riichiSticks: e.kyotaku as number, dice: null, dealer: e.oya as Seat, scores: [...(e.scores as number[])], doraIndicator: dora, hands: dealt };
        this.state = new TableState({ players: 4, redFives: this.red }, start);
        this.riichiTile = null;
        this.tell(freezeDeep({ type: 'round-start', start: { ...start, scores: [...start.scores], hands: dealt.map((h, s) => (s === this.seat ? [...h] : [])) } }));
        return;
      }
      case 'tsumo': {
        // another seat's draw is a stand-in: any tile not yet seen
        const where = this.table.where;
        let tile = 135;
        if (actor === this.seat) tile = this.fresh(e.pai);
        else while (tile > 0 && where[tile] !== -1) tile--;
        this.apply({ type: 'draw', seat: actor, tile });
        return;
      }
      case 'dahai': {
        const drawn = this.table.lastDrawn[actor] as number;
        // another seat's tsumogiri throws the stand-in it drew, which takes the tile's identity; a
        // tedashi throws one of the others
        const tile =
          e.tsumogiri === true && drawn >= 0 && actor !== this.seat
            ? this.drawnAs(actor, e.pai, drawn as TileId)
            : this.inHand(actor, e.pai, e.tsumogiri === true ? drawn : -1, e.tsumogiri === false && drawn >= 0 ? [drawn as TileId] : []);
        // another seat's stand-ins may have been exchanged to show the tile, the one drawn with them
        this.apply({ type: 'discard', seat: actor, tile, tsumogiri: tile === this.table.lastDrawn[actor] });
        if (actor === this.seat) this.riichiTile = null;
        return;
      }
      case 'reach':
        this.apply({ type: 'riichi', seat: actor });
        return;
      case 'reach_accepted': {
        const scores = [...this.table.scores];
        scores[actor]! -= 1000;
        this.apply({ type: 'riichi-accepted', seat: actor, scores });
        return;
      }
      case 'dora':
        this.apply({ type: 'dora', indicator: this.fresh(e.dora_marker) });
        return;
      case 'chi':
      case 'pon':
      case 'daiminkan':
      case 'kakan':
      case 'ankan': {
        // the actor's own tiles: those consumed; for kakan, the one added
        const own: TileId[] = [];
        for (const n of e.type === 'kakan' ? [e.pai] : (e.consumed as unknown[])) own.push(this.inHand(actor, n, -1, own));
        const meld = mjaiCallMeld(this.table, e.type, actor, own);
        if (!meld) fail('BAD_LOG', `${e.type} of seat ${actor}: no discard to call, or no pon to add to`);
        this.apply({ type: 'call', seat: actor, meld, code: null });
        return;
      }
      case 'hora':
      case 'ryukyoku':
      case 'end_kyoku':
        this.state = null; // the round is over for the bot
        return;
      default:
        return; // end_game, none, and events a bot need not read
    }
  }

  /** The answer of `agent` now: an action when the table waits for this seat, else none. */
  answer(agent: Agent): MjaiEvent {
    const state = this.state;
    if (!state) return NONE;
    if (this.riichiTile !== null && state.riichiPending[this.seat]) {
      return answerOf({ type: 'discard', tile: this.riichiTile, riichi: true }, this.seat, state);
    }
    const d = decisionOf(state);
    const mine = (d.kind === 'turn' && d.seat === this.seat) || (d.kind === 'offer' && d.seat !== this.seat);
    if (!mine) return NONE;
    const actions = legalActions(state, this.seat, this.rules);
    if (actions.length === 0 || (actions.length === 1 && actions[0]?.type === 'pass')) return NONE;
    let answer: unknown;
    try {
      answer = agent.act(playerView(state, this.seat), Object.freeze(actions));
    } catch {
      answer = undefined;
    }
    // as the engine does: an answer judged by its value, and one that is not legal replaced by tsumogiri or pass
    const chosen = judgeAnswer(state, this.seat, actions, answer, this.rules);
    if (chosen === null) this.refused++;
    const action = chosen ?? safeDefault(state, this.seat, actions);
    if (action.type === 'discard' && action.riichi) this.riichiTile = action.tile;
    return answerOf(action, this.seat, state);
  }
}

const isSeat = (v: unknown): boolean => v === 0 || v === 1 || v === 2 || v === 3;
/** The players' names of a start_game, or seat names when it has none. */
const namesOf = (names: unknown): string[] => (Array.isArray(names) && names.length === 4 && names.every((n) => typeof n === 'string') ? [...(names as string[])] : ['seat 0', 'seat 1', 'seat 2', 'seat 3']);
const isWhole = (v: unknown): boolean => typeof v === 'number' && Number.isInteger(v) && v >= 0;
/** The events whose `actor` the table reads. */
const ACTED = new Set(['tsumo', 'dahai', 'reach', 'reach_accepted', 'chi', 'pon', 'daiminkan', 'kakan', 'ankan']);

/**
 * Throws `BAD_LOG` unless `e` is shaped as the mjai event its type says, in the fields a seat's
 * table reads: the boundary of a bot served over stdio, where anything may come in.
 */
function checkEvent(e: unknown): asserts e is MjaiEvent {
  if (e === null || typeof e !== 'object' || Array.isArray(e) || typeof (e as MjaiEvent).type !== 'string') fail('BAD_LOG', `not an mjai event: ${describeValue(e)}`);
  const m = e as MjaiEvent;
  const bad = (field: string): never => fail('BAD_LOG', `a ${m.type} event whose ${field} is ${describeValue(m[field])}`);
  if (ACTED.has(m.type) && !isSeat(m.actor)) bad('actor');
  switch (m.type) {
    case 'start_game':
      if (!isSeat(m.id)) bad('id');
      if (m.kyoku_first !== undefined && m.kyoku_first !== 0 && m.kyoku_first !== 4) bad('kyoku_first');
      if (m.aka_flag !== undefined && typeof m.aka_flag !== 'boolean') bad('aka_flag');
      return;
    case 'start_kyoku': {
      if (!HONORS.slice(0, 4).includes(m.bakaze as string)) bad('bakaze');
      if (!(isWhole(m.kyoku) && (m.kyoku as number) >= 1 && (m.kyoku as number) <= 4)) bad('kyoku');
      if (!isWhole(m.honba)) bad('honba');
      if (!isWhole(m.kyotaku)) bad('kyotaku');
      if (!isSeat(m.oya)) bad('oya');
      const scores = m.scores;
      if (!Array.isArray(scores) || scores.length !== 4 || !scores.every((x) => typeof x === 'number' && Number.isInteger(x))) bad('scores');
      const tehais = m.tehais;
      if (!Array.isArray(tehais) || tehais.length !== 4 || !tehais.every((h) => Array.isArray(h) && h.length === 13)) bad('tehais');
      return;
    }
    case 'chi':
    case 'pon':
    case 'daiminkan':
    case 'ankan':
      if (!Array.isArray(m.consumed)) bad('consumed');
      return;
    default:
      return;
  }
}

/** An agent seated on an mjai event stream in this process; see {@link mjaiSeat}. */
export interface MjaiSeat {
  /**
   * Takes the events since the last answer, as the seat is told them (mjai.app's dialect), and
   * returns the agent's answer: an action when the table waits for this seat, else `none`.
   * Throws `BAD_LOG` for events that do not fit the table.
   */
  react(events: readonly MjaiEvent[]): MjaiEvent;
  /** Answers of the agent that were not legal, replaced (as the engine does) by tsumogiri or pass. */
  readonly refused: number;
}

/**
 * Seats `agent` on an mjai event stream in this process, as {@link serveMjai} does over stdio:
 * for an mjai server written in JavaScript, or to put an agent at another engine's table. The
 * agent is told the game as the engine tells it (`notify`): the game's start with its rules
 * (Tenhou's, hanchan or tonpuu by `kyoku_first`, red fives by `aka_flag`), each round's start with
 * its own hand, and every event with the others' draws hidden; an error it throws there is its
 * own, and the table goes on.
 */
export function mjaiSeat(agent: Agent): MjaiSeat {
  if (agent === null || typeof agent !== 'object' || typeof agent.act !== 'function') fail('INVALID_ARGUMENT', `mjaiSeat needs an agent, not ${describeValue(agent)}`);
  // an agent's error when told an update is its own: the table goes on (as the engine does)
  const table = new SeatTable((update) => {
    try {
      agent.notify?.(update);
    } catch {
      // nothing: the next decision is asked all the same
    }
  });
  return {
    react(events) {
      for (const e of events) table.event(e);
      return table.answer(agent);
    },
    get refused() {
      return table.refused;
    },
  };
}

/**
 * Serves `agent` as an mjai bot: reads requests (one JSON array of events per line, or a single
 * event) from `input` and writes one answer per request to `output`, until the input ends.
 * Resolves with the number of requests answered.
 */
export async function serveMjai(agent: Agent, input: Readable = process.stdin, output: Writable = process.stdout): Promise<number> {
  if (agent === null || typeof agent !== 'object' || typeof agent.act !== 'function') fail('INVALID_ARGUMENT', `serveMjai needs an agent, not ${describeValue(agent)}`);
  const seat = mjaiSeat(agent);
  let answered = 0;
  for await (const line of createInterface({ input })) {
    if (line.trim() === '') continue;
    let answer: MjaiEvent = NONE;
    try {
      const parsed: unknown = JSON.parse(line);
      const events = (Array.isArray(parsed) ? parsed : [parsed]) as MjaiEvent[];
      answer = seat.react(events);
    } catch (e) {
      if (!(e instanceof MjkitError) && !(e instanceof SyntaxError)) throw e;
      answer = NONE;
    }
    output.write(`${JSON.stringify(answer)}\n`);
    answered++;
  }
  return answered;
}
