// mjai events (JSON lines, the dialect Mortal and mjai-reviewer write) into a game log. mjai names
// tiles, not copies, and its `hora` carries no hand, score or yaku: the reader follows the table
// (each tile takes a copy not yet used, as the tenhou6 reader does), scores each win from the
// table as Tenhou would record it, and keeps the deltas the record gives as the score changes.
import { MjkitError, createRules } from '@mjkit/core';
import type { Rules, Seat, TileId } from '@mjkit/core';
import { checkOptions, describeValue, fail } from '@mjkit/core/internal';
import { TableState, checkTableMeld, finalScores, placementPoints, placesOf, waitsOf } from '@mjkit/table';
import type { Round, RoundEvent, RoundStart, RyuukyokuKind, TableMeld } from '@mjkit/table';
import { exhaustiveDrawOf, winEventOf } from '@mjkit/record';
import type { GameLog, ParseOptions } from '@mjkit/record';
import { IdPool, PARSE_OPTIONS, parsedLog } from '@mjkit/record/internal';
import { MJAI_HONOURS, mjaiCallMeld, mjaiTileKind } from './mjai.js';
import type { MjaiEvent } from './mjai.js';

const HONORS = MJAI_HONOURS;

/** The WHATWG text decoder, global in Node and browsers (this package's type settings know no host globals). */
declare const TextDecoder: new (label?: string, options?: { fatal?: boolean }) => { decode(bytes: Uint8Array): string };

/** What a reader keeps between events. */
class MjaiReader {
  line = 0;
  round = -1;
  redFives = true;
  hanchan = true;
  names: string[] = ['', '', '', ''];
  readonly rounds: Round[] = [];
  state: TableState | null = null;
  start: RoundStart | null = null;
  pool: IdPool | null = null;
  /** The scoring rules, made at the first win (start_game sets what they depend on). */
  rules: Rules | null = null;
  /** Wins already recorded since the last non-win event (the first of a multiple ron takes the sticks). */
  wins = 0;
  ended = false;

  constructor(readonly file: string | undefined) {}

  fail(message: string): never {
    fail('BAD_LOG', `line ${this.line + 1}: ${message}`, { file: this.file, round: this.round >= 0 ? this.round : undefined, event: this.state ? this.state.events.length : undefined });
  }

  seat(e: MjaiEvent, key: string): Seat {
    const v = e[key];
    if (!(typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 4)) this.fail(`${e.type} ${key} is not a seat 0..3: ${describeValue(v)}`);
    return v as Seat;
  }

  kind(name: unknown, what: string): { kind: number; red: boolean } {
    const k = mjaiTileKind(name);
    if (k === null) this.fail(`${what} is not an mjai tile: ${describeValue(name)}`);
    if (k.red && !this.redFives) this.fail(`${what} is a red five in a game without them`);
    return k;
  }

  /** A fresh copy of the named tile (dealt, drawn, an indicator). */
  fresh(name: unknown, what: string): TileId {
    const k = this.kind(name, what);
    return (this.pool as IdPool).take(k.kind, k.red, String(name), what);
  }

  /** A copy of the named tile in the seat's hand (the drawn one first when `prefer` is it). */
  /** A tile of the hand named `name`: `prefer` when it fits, never one of `except` (`drawn`, the tile just drawn, names the failure). */
  inHand(seat: Seat, name: unknown, what: string, prefer = -1, except: readonly TileId[] = [], drawn = -1): TileId {
    const k = this.kind(name, what);
    const named = (t: TileId) => t >> 2 === k.kind && (!this.redFives || (t === k.kind * 4 && (k.kind === 4 || k.kind === 13 || k.kind === 22)) === k.red);
    const fits = (t: TileId) => named(t) && !except.includes(t);
    const hand = (this.state as TableState).hands[seat] as TileId[];
    if (prefer >= 0 && hand.includes(prefer) && fits(prefer)) return prefer;
    for (let i = hand.length - 1; i >= 0; i--) if (fits(hand[i] as TileId)) return hand[i] as TileId;
    if (drawn >= 0 && except.includes(drawn) && named(drawn)) this.fail(`seat ${seat}'s ${what} ${String(name)} says tsumogiri false, but its only ${String(name)} is the tile it just drew`);
    return this.fail(`seat ${seat} has no ${String(name)} in its hand (${what})`);
  }

  table(what: string): TableState {
    if (!this.state) this.fail(`${what} outside a round (no start_kyoku before it)`);
    return this.state;
  }

  /** What `f` returns; an error of the table or the scoring it calls becomes this reader's, at this line. */
  asLine<T>(f: () => T): T {
    try {
      return f();
    } catch (err) {
      if (err instanceof MjkitError) this.fail(err.detail);
      throw err;
    }
  }

  apply(e: RoundEvent): void {
    const state = this.table(e.type);
    this.asLine(() => state.apply(e));
    if (e.type !== 'win') {
      this.wins = 0;
      this.lastUra = [];
    }
  }

  /** The rules of the game (mjai's `start_game` says hanchan or tonpuu, and red fives or not): Tenhou's. */
  rulesOfGame(): Rules {
    return (this.rules ??= createRules(this.hanchan ? 'tenhou' : 'tenhou-tonpuu', this.redFives ? {} : { redFives: { m: 0, p: 0, s: 0 } }));
  }

  event(e: MjaiEvent): void {
    switch (e.type) {
      case 'start_game': {
        this.rules = null;
        if (e.names !== undefined) {
          if (!Array.isArray(e.names) || e.names.length !== 4 || !e.names.every((n) => typeof n === 'string')) this.fail('start_game names are not four strings');
          this.names = [...(e.names as string[])];
        }
        if (e.kyoku_first !== undefined) this.hanchan = e.kyoku_first === 0;
        if (e.aka_flag !== undefined) this.redFives = e.aka_flag === true;
        return;
      }
      case 'start_kyoku':
        return this.startKyoku(e);
      case 'tsumo': {
        const seat = this.seat(e, 'actor');
        const state = this.table('tsumo');
        // a draw comes when every hand is at rest (a skipped or repeated event shows here, not
        // deep inside the reading of the round's end)
        this.asLine(() => state.handsAtRest(-1, `tsumo by seat ${seat}`));
        this.apply({ type: 'draw', seat, tile: this.fresh(e.pai, 'tsumo pai') });
        return;
      }
      case 'dahai': {
        const state = this.table('dahai');
        const seat = this.seat(e, 'actor');
        const drawn = state.lastDrawn[seat] as number;
        const tile = this.inHand(seat, e.pai, 'dahai pai', e.tsumogiri === false ? -1 : drawn, e.tsumogiri === false && drawn >= 0 ? [drawn] : [], drawn);
        this.apply({ type: 'discard', seat, tile, tsumogiri: tile === drawn });
        return;
      }
      case 'reach':
        this.apply({ type: 'riichi', seat: this.seat(e, 'actor') });
        return;
      case 'reach_accepted': {
        const state = this.table('reach_accepted');
        const seat = this.seat(e, 'actor');
        const scores = [...state.scores];
        scores[seat]! -= 1000;
        this.apply({ type: 'riichi-accepted', seat, scores });
        return;
      }
      case 'dora':
        this.table('dora');
        this.apply({ type: 'dora', indicator: this.fresh(e.dora_marker, 'dora_marker') });
        return;
      case 'chi':
      case 'pon':
      case 'daiminkan':
        return this.call(e);
      case 'kakan': {
        const state = this.table('kakan');
        const seat = this.seat(e, 'actor');
        const meld = mjaiCallMeld(state, 'kakan', seat, [this.inHand(seat, e.pai, 'kakan pai')]);
        if (!meld) this.fail(`seat ${seat} adds to a pon it does not have`);
        this.apply({ type: 'call', seat, meld, code: null });
        return;
      }
      case 'ankan': {
        const state = this.table('ankan');
        const seat = this.seat(e, 'actor');
        this.apply({ type: 'call', seat, meld: this.meld(e, mjaiCallMeld(state, 'ankan', seat, this.consumed(seat, e.consumed, 4)) as TableMeld), code: null });
        return;
      }
      case 'hora':
        return this.hora(e);
      case 'ryukyoku':
        return this.ryukyoku(e);
      case 'end_kyoku': {
        const state = this.table('end_kyoku');
        this.rounds.push({ ...(this.start as RoundStart), extra: {}, events: state.events });
        this.state = null;
        return;
      }
      case 'end_game':
        this.ended = true;
        return;
      case 'none':
        return;
      default:
        this.fail(`unknown mjai event type ${describeValue(e.type)}`);
    }
  }

  startKyoku(e: MjaiEvent): void {
    if (this.state) this.fail('start_kyoku before the last round ended (end_kyoku)');
    this.round = this.rounds.length;
    this.pool = new IdPool(this.redFives, (m) => this.fail(m));
    const wind = HONORS.indexOf(e.bakaze as string);
    if (wind < 0 || wind > 3) this.fail(`start_kyoku bakaze is not a wind: ${describeValue(e.bakaze)}`);
    const kyoku = e.kyoku;
    if (!(typeof kyoku === 'number' && Number.isInteger(kyoku) && kyoku >= 1 && kyoku <= 4)) this.fail(`start_kyoku kyoku is not 1..4: ${describeValue(kyoku)}`);
    const whole = (v: unknown, what: string) => {
      if (!(typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 1000)) this.fail(`start_kyoku ${what} is not a whole number: ${describeValue(v)}`);
      return v;
    };
    const scores = e.scores;
    if (!Array.isArray(scores) || scores.length !== 4 || !scores.every((s) => typeof s === 'number' && Number.isInteger(s))) this.fail('start_kyoku scores are not four whole numbers');
    const tehais = e.tehais;
    if (!Array.isArray(tehais) || tehais.length !== 4 || !tehais.every((h) => Array.isArray(h) && h.length === 13)) this.fail('start_kyoku tehais are not four hands of 13 tiles');
    if ((tehais as unknown[][]).some((h) => h.includes('?'))) this.fail("start_kyoku hides other hands ('?'): a player's view is not a whole game");
    const doraIndicator = this.fresh(e.dora_marker, 'dora_marker');
    const hands = (tehais as unknown[][]).map((h, s) => h.map((t, i) => this.fresh(t, `tehais[${s}][${i}]`)));
    this.start = {
      round: wind * 4 + kyoku - 1,
      honba: whole(e.honba, 'honba'),
      riichiSticks: whole(e.kyotaku, 'kyotaku'),
      dice: null,
      dealer: this.seat(e, 'oya'),
      scores: [...(scores as number[])],
      doraIndicator,
      hands,
    };
    this.state = new TableState({ players: 4, redFives: this.redFives }, this.start, { round: this.round, file: this.file });
    this.wins = 0;
  }

  consumed(seat: Seat, names: unknown, n: number): TileId[] {
    if (!Array.isArray(names) || names.length !== n) this.fail(`consumed is not ${n} tiles`);
    const out: TileId[] = [];
    for (const name of names) out.push(this.inHand(seat, name, 'consumed', -1, out));
    return out;
  }

  call(e: MjaiEvent): void {
    const state = this.table(e.type);
    const seat = this.seat(e, 'actor');
    const target = this.seat(e, 'target');
    const last = state.lastDiscard;
    if (!last || last.seat !== target) this.fail(`${e.type} of a tile seat ${target} did not just discard`);
    const k = this.kind(e.pai, `${e.type} pai`);
    if (last.tile >> 2 !== k.kind) this.fail(`${e.type} pai ${String(e.pai)} is not the tile discarded`);
    const consumed = this.consumed(seat, e.consumed, e.type === 'daiminkan' ? 3 : 2);
    this.apply({ type: 'call', seat, meld: this.meld(e, mjaiCallMeld(state, e.type, seat, consumed) as TableMeld), code: null });
  }

  /** `m`, the meld of call `e`, refused at its line when its tiles make no such meld (a chi of three 8s, or from across the table). */
  meld(e: MjaiEvent, m: TableMeld): TableMeld {
    try {
      return checkTableMeld(m);
    } catch {
      const from = e.target === undefined ? '' : ` from seat ${String(e.target)}`;
      return this.fail(`${String(e.type)} by seat ${String(e.actor)}${from} of ${JSON.stringify(e.consumed)}${e.pai === undefined ? '' : ` and ${JSON.stringify(e.pai)}`} is not one meld`);
    }
  }

  hora(e: MjaiEvent): void {
    const state = this.table('hora');
    const seat = this.seat(e, 'actor');
    const from = this.seat(e, 'target');
    let tile: number;
    if (from === seat) tile = state.lastDrawn[seat] as number;
    else if (state.robbable && state.robbable.seat === from) tile = state.robbable.tile;
    else if (state.lastDiscard && state.lastDiscard.seat === from) tile = state.lastDiscard.tile;
    else tile = -1;
    if (tile < 0) this.fail(`hora: seat ${seat} has no tile to win on from seat ${from}`);
    const ura = e.ura_markers === undefined ? [] : Array.isArray(e.ura_markers) ? e.ura_markers : this.fail('hora ura_markers is not a list');
    // a double ron shows the ura indicators to each riichi winner: the same copies again
    const again = this.wins > 0 && this.lastUra.length > 0 && this.lastUra.length === ura.length;
    const uraIndicators = again ? [...this.lastUra] : ura.map((t, i) => this.fresh(t, `ura_markers[${i}]`));
    if (uraIndicators.length > 0) this.lastUra = uraIndicators;
    const rules = this.rulesOfGame();
    const event = this.asLine(() => winEventOf(state, { seat, from, tile, uraIndicators, first: this.wins === 0, rules }));
    const changes = e.deltas === undefined ? event.changes : this.deltas(e.deltas);
    const wins = this.wins;
    this.apply({ ...event, changes });
    this.wins = wins + 1;
  }

  lastUra: TileId[] = [];

  deltas(v: unknown): number[] {
    if (!Array.isArray(v) || v.length !== 4 || !v.every((d) => typeof d === 'number' && Number.isInteger(d))) this.fail('deltas are not four whole numbers');
    return [...(v as number[])];
  }

  ryukyoku(e: MjaiEvent): void {
    const state = this.table('ryukyoku');
    const last = state.events[state.events.length - 1];
    let kind: RyuukyokuKind;
    let hands: readonly (readonly TileId[] | null)[] = [null, null, null, null];
    let changes: readonly number[] = [0, 0, 0, 0];
    const exhaustive = state.tilesLeft === 0 && last?.type !== 'call';
    // every hand at rest, but for a draw of nine terminals and honours: its drawer's (checked
    // before the tenpai hands are read from the table)
    this.asLine(() => state.handsAtRest(!exhaustive && last?.type === 'draw' ? last.seat : -1, 'ryukyoku'));
    if (exhaustive) {
      // nagashi mangan or not, the ready hands and their payments: the table's (mjai's deltas, when given, are kept)
      const d = exhaustiveDrawOf(state, this.rulesOfGame());
      kind = d.kind;
      hands = d.hands;
      changes = d.changes;
    } else if (last?.type === 'draw') {
      kind = 'nine-terminals';
      hands = [0, 1, 2, 3].map((s) => (s === last.seat ? [...(state.hands[s] as TileId[])] : null));
    } else if (state.mayEndInDraw('four-riichi')) {
      kind = 'four-riichi';
      hands = state.hands.map((h) => [...h]);
    } else if (state.mayEndInDraw('four-kans')) kind = 'four-kans';
    else if (state.mayEndInDraw('four-winds')) kind = 'four-winds';
    else {
      // the third ron of one discard: the hands of those who could ron it are shown
      kind = 'triple-ron';
      const tile = state.lastDiscard;
      if (tile) hands = [0, 1, 2, 3].map((s) => (s !== tile.seat && waitsOf(state, s as Seat).includes(tile.tile >> 2) ? [...(state.hands[s] as TileId[])] : null));
      if (!state.mayEndInDraw('triple-ron', hands)) {
        this.fail(`ryukyoku where no draw can end the round: ${state.tilesLeft} tiles left, not four riichi, four kans, four winds or three hands waiting on the last discard`);
      }
    }
    if (e.deltas !== undefined) changes = this.deltas(e.deltas);
    this.apply({ type: 'ryuukyoku', kind, hands, honba: state.start.honba, riichiSticks: state.riichiSticks, scores: [...state.scores], changes, extra: {} });
  }

  finish(options: ParseOptions): GameLog<Rules> {
    if (this.state) this.fail('the log ends inside a round (no end_kyoku)');
    if (this.rounds.length === 0) this.fail('no round (start_kyoku) in the log');
    let final: GameLog['final'] = null;
    if (this.ended) {
      const lastRound = this.rounds[this.rounds.length - 1] as Round;
      const result = [...lastRound.events].reverse().find((e) => e.type === 'win' || e.type === 'ryuukyoku');
      if (result && (result.type === 'win' || result.type === 'ryuukyoku')) {
        const after = result.scores.map((s, i) => s + (result.changes[i] as number));
        const sticks = result.type === 'win' ? 0 : result.riichiSticks;
        const first = (this.rounds[0] as Round).dealer;
        const scores = finalScores(after, sticks, first);
        final = { scores, points: placementPoints(scores, placesOf(scores, first), this.rulesOfGame()) };
      }
    }
    return parsedLog({
      players: 4,
      rules: this.rulesOfGame(),
      names: this.names,
      // the dealer of East 1, whose seat the first round's number and dealer give (also in a log
      // that starts later in the game)
      firstDealer: (((this.rounds[0] as Round).dealer - ((this.rounds[0] as Round).round % 4) + 4) % 4) as Seat,
      rounds: this.rounds,
      final,
      // mjai names tiles, not copies: the ids were assigned
      meta: { format: 'mjai', id: options.id ?? null, tileIds: 'assigned' },
    });
  }
}

/** Text (JSON lines), bytes, or an array of events into events, with the line of each. */
function eventsOf(input: string | Uint8Array | readonly object[], file: string | undefined): MjaiEvent[] {
  if (Array.isArray(input)) return input as MjaiEvent[];
  let text: string;
  // as text (a byte-order mark dropped): gzip is the file readers' to unpack (`@mjkit/tenhou`)
  if (typeof input === 'string') text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  else if (input instanceof Uint8Array) text = new TextDecoder('utf-8', { fatal: false }).decode(input);
  else return fail('INVALID_ARGUMENT', `an mjai log is JSON lines (a string or bytes) or an array of events, not ${describeValue(input)}`);
  const out: MjaiEvent[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    let e: unknown;
    try {
      e = JSON.parse(line);
    } catch {
      fail('BAD_LOG', `line ${i + 1} is not JSON: ${JSON.stringify(line.slice(0, 40))}`, { file });
    }
    out.push(e as MjaiEvent);
  });
  return out;
}

/**
 * Reads an mjai log of one four-player game (JSON lines, bytes, or an array of events; the
 * dialect Mortal, mjai-reviewer and {@link toMjai} write) into a game log. mjai names tiles, not
 * copies: each takes a copy not yet used (`tileIds: 'assigned'`). Its `hora` carries no score:
 * each win is scored from the table as Tenhou records it (han, fu, points, yaku), and the
 * record's `deltas` are kept as the score changes; the kind of a `ryukyoku` is read from the
 * table. Throws `BAD_LOG` naming the line, round and event.
 *
 * @example
 * ```ts
 * import { parseMjai, toMjaiLines } from '@mjkit/mjai';
 * import { parseMjlog } from '@mjkit/tenhou';
 * const xml = '<mjloggm ver="2.3"><GO type="169" lobby="0"/><UN n0="%41" n1="%42" n2="%43" n3="%44" dan="1,2,3,4" rate="1500,1500,1500,1500" sx="M,M,M,M"/><TAIKYOKU oya="0"/><INIT seed="0,0,0,1,2,3" ten="250,250,250,250" oya="0" hai0="0,4,5,32,36,68,72,104,108,112,116,120,124" hai1="8,9,10,11,12,13,14,15,16,17,18,19,20" hai2="21,22,23,24,25,26,27,28,29,30,31,33,34" hai3="37,38,39,40,41,42,43,44,45,46,47,48,49"/><T60/><RYUUKYOKU type="yao9" ba="0,0" sc="250,0,250,0,250,0,250,0" hai0="0,4,5,32,36,60,68,72,104,108,112,116,120,124"/></mjloggm>';
 * const log = parseMjai(toMjaiLines(parseMjlog(xml)));
 * log.names; // => ['A', 'B', 'C', 'D']
 * log.rounds[0]?.events.map((e) => e.type); // => ['draw', 'ryuukyoku']
 * parseMjai('{"type":"tsumo","actor":0,"pai":"1m"}'); // throws BAD_LOG
 * ```
 */
export function parseMjai(input: string | Uint8Array | readonly object[], options: ParseOptions = {}): GameLog<Rules> {
  options = checkOptions(options, 'parse options', PARSE_OPTIONS);
  const r = new MjaiReader(options.file);
  const events = eventsOf(input, options.file);
  events.forEach((e, i) => {
    r.line = i;
    if (e === null || typeof e !== 'object' || typeof e.type !== 'string') r.fail(`not an mjai event: ${describeValue(e)}`);
    r.event(e);
  });
  return r.finish(options);
}

