// tenhou.net/6 JSON into the event model. The JSON keeps per seat only the tiles taken and the
// tiles discarded; the order of events is rebuilt by playing the round: whose turn it is, which
// discard a call took (searching back when a pon or chii could have taken either of two equal
// discards), when each kan dora turned, and when a riichi deposit was taken.
import { MjkitError, waitsOfCounts } from '@mjkit/core';
import { checkOptions, fail } from '@mjkit/core/internal';
import type { Rules, Seat, TileId } from '@mjkit/core';
import type { TableMeld } from '@mjkit/table';
import type { GameLog, ParseOptions } from '@mjkit/record';
import { IdPool, PARSE_OPTIONS, parsedLog } from '@mjkit/record/internal';
import type { Round, RoundEvent, RyuukyokuKind, WinEvent, WinYaku } from '@mjkit/table';
import { tenhouRules } from './meta.js';
import type { TenhouMeta, TenhouTable } from './meta.js';
import { logId, logText } from './mjlog.js';
import { ALL_TENPAI, DAN_NAMES, DRAW_NAME, LIMIT_NAMES, NONE_TENPAI, RYUUKYOKU_NAMES, WIN_NAME, YAKU_NAMES, codeKind } from './tenhou6-codes.js';
import type { Tenhou6Entry } from './tenhou6-types.js';

type Json = unknown;

/** How many steps the order search may take per round before it gives up (bad input stays bounded). */
const SEARCH_LIMIT = 20000;

class Reader {
  round = -1;
  constructor(readonly file: string | undefined) {}
  fail(message: string, event?: number): never {
    fail('BAD_LOG', message, { file: this.file, round: this.round >= 0 ? this.round : undefined, event });
  }
  array(v: Json, what: string): Json[] {
    if (!Array.isArray(v)) this.fail(`${what} is not an array`);
    return v;
  }
  int(v: Json, what: string, min: number, max: number): number {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) this.fail(`${what} is not a whole number in ${min}..${max}: ${JSON.stringify(v)?.slice(0, 40)}`);
    return v;
  }
  num(v: Json, what: string): number {
    if (typeof v !== 'number' || !Number.isFinite(v) || Math.abs(v) > 1e9) this.fail(`${what} is not a number: ${JSON.stringify(v)?.slice(0, 40)}`);
    return v;
  }
  ints(v: Json, what: string, min: number, max: number, count?: number): number[] {
    const a = this.array(v, what);
    if (count !== undefined && a.length !== count) this.fail(`${what} has ${a.length} values, not ${count}`);
    return a.map((x, i) => this.int(x, `${what}[${i}]`, min, max));
  }
  code(v: Json, what: string): number {
    if (typeof v !== 'number' || codeKind(v) === null) this.fail(`${what} is not a tile code: ${JSON.stringify(v)?.slice(0, 40)}`);
    return v;
  }
  str(v: Json, what: string): string {
    if (typeof v !== 'string') this.fail(`${what} is not a string`);
    return v;
  }
}

/** Tile ids for the codes of one round: each code gets the next free copy of its kind. */
/** A call string parsed: the kind of meld, where the letter stood, the marked tile and the others. */
interface CallText {
  readonly letter: 'c' | 'p' | 'm' | 'k' | 'a' | 'f';
  readonly at: number;
  readonly marked: number;
  readonly codes: readonly number[];
}

function parseCall(r: Reader, s: string, what: string): CallText {
  const m = /^((?:\d\d)*)([cpmkaf])(\d\d)((?:\d\d)*)$/.exec(s);
  if (!m) r.fail(`${what}: not a call: ${JSON.stringify(s.slice(0, 20))}`);
  const before = m[1] as string;
  const after = m[4] as string;
  const codes: number[] = [];
  for (const part of [before, after]) for (let i = 0; i < part.length; i += 2) codes.push(r.code(Number(part.slice(i, i + 2)), what));
  const letter = m[2] as CallText['letter'];
  const marked = r.code(Number(m[3]), what);
  const sizes: Record<string, number> = { c: 2, p: 2, m: 3, k: 3, a: 3, f: 0 };
  if (codes.length !== sizes[letter]) r.fail(`${what}: ${JSON.stringify(s)} has ${codes.length + 1} tiles`);
  // the tiles must make the meld the letter names: a run of one suit, the same kind, a north
  const kinds = [marked, ...codes].map((code) => (codeKind(code) as { kind: number }).kind).sort((a, b) => a - b);
  const k = kinds[0] as number;
  const shape = letter === 'c' ? k < 27 && k % 9 < 7 && kinds[1] === k + 1 && kinds[2] === k + 2 : letter === 'f' ? k === 30 : kinds.every((x) => x === k);
  if (!shape) r.fail(`${what}: ${JSON.stringify(s)} is not a ${CALL_NAMES[letter]}`);
  return { letter, at: before.length, marked, codes };
}

const CALL_NAMES = { c: 'chii', p: 'pon', m: 'daiminkan', k: 'kakan', a: 'ankan', f: 'kita' } as const;

/** Relative source of a call from the letter's position: 3 left, 2 across, 1 right. */
function sourceOf(c: CallText): 1 | 2 | 3 {
  if (c.letter === 'c' || c.at === 0) return 3;
  if (c.at === 2) return 2;
  return 1;
}

interface WinText {
  readonly changes: number[];
  readonly seat: Seat;
  readonly from: Seat;
  readonly pao: Seat | null;
  readonly fu: number | null;
  readonly limit: number;
  readonly value: { kind: 'ron' | 'all' | 'split'; a: number; b: number };
  readonly yaku: WinYaku[];
  readonly yakuman: number[];
}

interface ResultText {
  /** `unfinished`: the log stops inside the round (an empty result, as {@link toTenhou6} writes it). */
  readonly kind: 'win' | 'unfinished' | RyuukyokuKind;
  readonly wins: WinText[];
  readonly changes: number[] | null;
  readonly name: string;
}

const YAKU_BY_NAME = new Map(YAKU_NAMES.map((n, i) => [n, i]));
const DRAW_KIND = new Map<string, RyuukyokuKind>(Object.entries(RYUUKYOKU_NAMES).map(([k, v]) => [v, k as RyuukyokuKind]));

function parseResult(r: Reader, v: Json, players: number): ResultText {
  const a = r.array(v, 'result');
  if (a.length === 0) return { kind: 'unfinished', wins: [], changes: null, name: '' };
  const name = r.str(a[0], 'result name');
  const changes = (x: Json, what: string) => {
    const c = r.ints(x, what, -10000000, 10000000);
    if (c.length < players || c.length > 4) r.fail(`${what} has ${c.length} values`);
    while (c.length < 4) c.push(0);
    return c;
  };
  if (name === WIN_NAME) {
    if (a.length < 3 || a.length % 2 !== 1) r.fail('a win result needs deltas and details in pairs');
    const wins: WinText[] = [];
    for (let i = 1; i < a.length; i += 2) wins.push(parseWin(r, changes(a[i], 'win deltas'), r.array(a[i + 1], 'win detail')));
    return { kind: 'win', wins, changes: null, name };
  }
  if (name === DRAW_NAME || name === ALL_TENPAI || name === NONE_TENPAI) {
    return { kind: 'exhaustive', wins: [], changes: a.length > 1 ? changes(a[1], 'draw deltas') : null, name };
  }
  const kind = DRAW_KIND.get(name);
  if (kind === undefined) r.fail(`unknown result ${JSON.stringify(name.slice(0, 20))}`);
  return { kind, wins: [], changes: a.length > 1 ? changes(a[1], 'draw deltas') : null, name };
}

function parseWin(r: Reader, changes: number[], d: Json[]): WinText {
  if (d.length < 4) r.fail('a win detail needs who, from, pao and the score');
  const seat = r.int(d[0], 'winner', 0, 3) as Seat;
  const from = r.int(d[1], 'from', 0, 3) as Seat;
  const paoSeat = r.int(d[2], 'pao', 0, 3) as Seat;
  const score = r.str(d[3], 'score');
  const m = /^(?:(\d+)符(\d+)飜|(満貫|跳満|倍満|三倍満|役満))(\d+)(?:-(\d+))?点(∀)?$/.exec(score);
  if (!m) r.fail(`score ${JSON.stringify(score.slice(0, 30))} is not understood`);
  const limit = m[3] ? LIMIT_NAMES.indexOf(m[3]) : 0;
  const a = Number(m[4]);
  const value = m[5] !== undefined ? { kind: 'split' as const, a, b: Number(m[5]) } : { kind: m[6] ? ('all' as const) : ('ron' as const), a, b: 0 };
  const yaku: WinYaku[] = [];
  const yakuman: number[] = [];
  for (let i = 4; i < d.length; i++) {
    const y = /^(.+)\((\d+)飜\)$|^(.+)\(役満\)$/.exec(r.str(d[i], 'yaku'));
    if (!y) r.fail(`yaku ${JSON.stringify(String(d[i]).slice(0, 30))} is not understood`);
    const name = (y[1] ?? y[3]) as string;
    const id = YAKU_BY_NAME.get(name);
    // A name Tenhou's Japanese JSON does not use (an English client's, say) is kept as written.
    if (y[3] !== undefined) yakuman.push(id ?? -1);
    else yaku.push(id === undefined ? { id: -1, han: Number(y[2]), name } : { id, han: Number(y[2]) });
  }
  return { changes, seat, from, pao: paoSeat === seat ? null : paoSeat, fu: m[1] ? Number(m[1]) : null, limit, value, yaku, yakuman };
}

/** One seat's columns, read as the round is played. */
interface Columns {
  readonly takes: readonly Tenhou6Entry[];
  readonly discards: readonly Tenhou6Entry[];
}

/** The state of the order search; cloned at each choice (a call that might take a later discard). */
class Play {
  events: RoundEvent[] = [];
  ti: number[];
  di: number[];
  hands: TileId[][];
  melds: TableMeld[][];
  lastDraw: number[];
  /** Dora indicators turned so far (index into the round's list), and one owed after a minkan or kakan. */
  doraShown = 1;
  doraOwed = 0;

  constructor(
    readonly game: RoundBuilder,
    hands: TileId[][],
  ) {
    this.ti = [0, 0, 0, 0];
    this.di = [0, 0, 0, 0];
    this.hands = hands;
    this.melds = [[], [], [], []];
    this.lastDraw = [-1, -1, -1, -1];
  }

  clone(): Play {
    const p = new Play(
      this.game,
      this.hands.map((h) => [...h]),
    );
    p.events = [...this.events];
    p.ti = [...this.ti];
    p.di = [...this.di];
    p.melds = this.melds.map((m) => [...m]);
    p.lastDraw = [...this.lastDraw];
    p.doraShown = this.doraShown;
    p.doraOwed = this.doraOwed;
    return p;
  }

  done(): boolean {
    const cols = this.game.columns;
    return cols.every((c, s) => this.ti[s] === c.takes.length && this.di[s] === c.discards.length);
  }

  /** Takes a tile of this code out of a seat's hand; null when the seat has none. */
  fromHand(seat: number, code: number): TileId | null {
    const hand = this.hands[seat] as TileId[];
    const ids = this.game.codeIds;
    for (let i = 0; i < hand.length; i++) {
      if (ids[hand[i] as number] === code) return hand.splice(i, 1)[0] as TileId;
    }
    return null;
  }

  showDora(): void {
    const list = this.game.dora;
    if (this.doraShown < list.length) this.events.push({ type: 'dora', indicator: list[this.doraShown++] as TileId });
  }

  flushDora(): void {
    while (this.doraOwed > 0) {
      this.doraOwed--;
      this.showDora();
    }
  }
}

interface Tenhou6Game {
  readonly players: 3 | 4;
  readonly red: boolean;
}

class RoundBuilder {
  columns: Columns[] = [];
  /** The tile id of each drawn tile in the takes columns (-1 for calls), assigned before the search. */
  takeIds: number[][] = [];
  dora: TileId[] = [];
  ura: TileId[] = [];
  /** Tile code of every id this round assigned. */
  codeIds = new Int16Array(136).fill(-1);
  pool: IdPool;
  steps = 0;

  constructor(
    readonly r: Reader,
    readonly game: Tenhou6Game,
  ) {
    this.pool = new IdPool(game.red, (m) => r.fail(m));
  }

  id(code: number, where: string): TileId {
    const k = codeKind(code);
    if (k === null) return this.r.fail(`${code} is not a tile code (${where})`);
    const id = this.pool.take(k.kind, k.red, String(code), where);
    this.codeIds[id] = code;
    return id;
  }
}

/**
 * Reads a tenhou.net/6 JSON log (Tenhou's `mjlog2json`, the tenhou.net/6 editor, converters): a
 * string, bytes (gzip or UTF-8) or the parsed object. The order of events, which JSON does not
 * keep, is rebuilt by playing each round out; tile ids are assigned (`tileIds: 'assigned'`, red
 * fives on the ids Tenhou uses). Throws `BAD_LOG` with the file, round and what is wrong.
 *
 * @example
 * ```ts
 * import { parseTenhou6 } from '@mjkit/tenhou';
 * const log = parseTenhou6({
 *   name: ['A', 'B', 'C', 'D'],
 *   rule: { disp: '般南喰赤', aka: 1 },
 *   log: [[[0, 0, 0], [25000, 25000, 25000, 25000], [11], [],
 *     [11, 19, 21, 29, 31, 39, 41, 42, 43, 44, 45, 46, 47], [16], [],
 *     [21, 21, 21, 22, 22, 22, 23, 23, 23, 24, 24, 24, 25], [], [],
 *     [31, 31, 31, 32, 32, 32, 33, 33, 33, 34, 34, 34, 35], [], [],
 *     [41, 41, 41, 42, 42, 42, 43, 43, 43, 44, 44, 44, 45], [], [],
 *     ['九種九牌']]],
 * });
 * // the dealer draws and declares nine terminals
 * log.rounds[0]?.events.map((e) => e.type); // => ['draw', 'ryuukyoku']
 * parseTenhou6('{"log": 3}'); // throws BAD_LOG
 * ```
 */
export function parseTenhou6(input: string | Uint8Array | object, options: ParseOptions = {}): GameLog<Rules> {
  options = checkOptions(options, 'parse options', PARSE_OPTIONS);
  const r: Reader = new Reader(options.file);
  let json: Json = input;
  if (typeof input === 'string' || input instanceof Uint8Array) {
    let text: string;
    try {
      text = logText(input);
    } catch (e) {
      throw e instanceof MjkitError ? e.at({ file: options.file }) : e;
    }
    try {
      json = JSON.parse(text);
    } catch (e) {
      r.fail(`not JSON: ${(e as Error).message}`);
    }
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) r.fail('a tenhou6 log is a JSON object');
  const o = json as Record<string, Json>;
  const ruleObj = o.rule;
  if (ruleObj === null || typeof ruleObj !== 'object' || Array.isArray(ruleObj)) r.fail('rule is not an object');
  const rule = ruleObj as Record<string, Json>;
  const disp = typeof rule.disp === 'string' ? rule.disp : '';
  const kyoku = r.array(o.log, 'log');
  if (kyoku.length === 0) r.fail('log holds no round');
  const names = o.name === undefined ? ['', '', '', ''] : r.array(o.name, 'name').map((n, i) => r.str(n, `name[${i}]`));
  const seatsOf = (k: Json) => Math.floor((r.array(k, 'round').length - 5) / 3);
  const firstSeats = seatsOf(kyoku[0]);
  if (firstSeats !== 3 && firstSeats !== 4) r.fail('a round is not [start, scores, dora, ura, 3 × seats, result]');
  const emptyFourth = kyoku.every((k) => {
    const a = k as Json[];
    return Array.isArray(a) && (a.length === 14 || (Array.isArray(a[13]) && (a[13] as Json[]).length === 0));
  });
  const players: 3 | 4 = disp.includes('三') || firstSeats === 3 || emptyFourth ? 3 : 4;
  const red = typeof rule.aka === 'number' ? rule.aka > 0 : ['aka51', 'aka52', 'aka53'].some((k) => typeof rule[k] === 'number' && (rule[k] as number) > 0) || (disp === '' ? true : disp.includes('赤'));
  const table: TenhouTable = {
    goType: null,
    vsHumans: true,
    redFives: red,
    openTanyao: disp === '' || disp.includes('喰') || !/[般上特鳳]/.test(disp),
    hanchan: !disp.includes('東'),
    sanma: players === 3,
    room: (Math.max(0, ['般', '上', '特', '鳳'].findIndex((c) => disp.includes(c))) as 0 | 1 | 2 | 3),
    fast: disp.includes('速'),
    lightning: false,
  };
  const game: Tenhou6Game = { players, red };
  const connections = o.connection === undefined ? [] : r.array(o.connection, 'connection');
  const rounds: Round[] = [];
  kyoku.forEach((k, index) => {
    r.round = index;
    const cons = connections
      .map((c, i) => {
        if (c === null || typeof c !== 'object') return r.fail(`connection[${i}] is not an object`);
        const x = c as Record<string, Json>;
        return { what: r.int(x.what, 'connection what', 0, 1), log: r.int(x.log, 'connection log', -1, 1000), who: r.int(x.who, 'connection who', 0, 3) as Seat, step: r.int(x.step, 'connection step', 0, 100000) };
      })
      .filter((c) => (c.log < 0 ? 0 : c.log) === index);
    const round = readRound(r, game, r.array(k, 'round'), cons);
    rounds.push(round);
  });
  const sc = o.sc === undefined ? null : r.array(o.sc, 'sc').map((x, i) => r.num(x, `sc[${i}]`));
  let final: GameLog['final'] = null;
  if (sc && sc.length >= 2 * players) {
    const scores = [0, 1, 2, 3].map((i) => (sc[2 * i] as number | undefined) ?? 0);
    const points = [0, 1, 2, 3].map((i) => (sc[2 * i + 1] as number | undefined) ?? 0);
    final = { scores, points };
  }
  const dan = o.dan === undefined ? [] : r.array(o.dan, 'dan').map((d, i) => {
    const n = DAN_NAMES.indexOf(r.str(d, `dan[${i}]`));
    return n < 0 ? 0 : n;
  });
  const meta: TenhouMeta = {
    format: 'tenhou6',
    id: typeof o.ref === 'string' ? o.ref : logId(options),
    table,
    lobby: typeof o.lobby === 'number' ? o.lobby : null,
    dan,
    rate: o.rate === undefined ? [] : r.array(o.rate, 'rate').map((x, i) => r.num(x, `rate[${i}]`)),
    sex: o.sx === undefined ? [] : r.array(o.sx, 'sx').map((x, i) => r.str(x, `sx[${i}]`)),
    shuffle: null,
    tileIds: 'assigned',
    extra: {},
  };
  const chips = rounds.some((round) => round.events.some((e) => e.type === 'win' && e.extra.chip !== undefined));
  return parsedLog({
    players,
    rules: tenhouRules(players, table, chips, { final, firstDealer: 0, id: meta.id }),
    names: [...names, '', '', '', ''].slice(0, 4),
    // tenhou6 numbers the seats from the dealer of East 1 (a round's dealer is its number mod 4),
    // also in a log that starts later in the game
    firstDealer: 0,
    rounds,
    final,
    meta,
  });
}

function readRound(r: Reader, game: Tenhou6Game, k: Json[], connections: { what: number; who: Seat; step: number }[]): Round {
  const seats = Math.floor((k.length - 5) / 3);
  if ((seats !== 3 && seats !== 4) || k.length !== 5 + 3 * seats) r.fail(`a round has ${k.length} entries, not 17`);
  const [roundNo, honba, sticks] = r.ints(k[0], 'round start', 0, 1000, 3) as [number, number, number];
  const scores = r.ints(k[1], 'start scores', -10000000, 10000000);
  while (scores.length < 4) scores.push(0);
  const b = new RoundBuilder(r, game);
  const hands: TileId[][] = [];
  for (let s = 0; s < 4; s++) {
    const raw = s < seats ? r.array(k[4 + 3 * s], `hand of seat ${s}`) : [];
    if (s >= game.players) {
      if (raw.length !== 0) r.fail(`seat ${s} is dealt tiles in a three-player game`);
      hands.push([]);
      b.columns.push({ takes: [], discards: [] });
      continue;
    }
    if (raw.length !== 13) r.fail(`seat ${s} is dealt ${raw.length} tiles, not 13`);
    hands.push(raw.map((c, i) => b.id(r.code(c, `hand of seat ${s}[${i}]`), `hand of seat ${s}[${i}]`)));
    const entries = (v: Json, what: string) =>
      r.array(v, what).map((x, i) => {
        if (typeof x === 'string') return x;
        if (x === 60 || x === 0) return x;
        return r.code(x, `${what}[${i}]`);
      });
    b.columns.push({ takes: entries(k[5 + 3 * s], `takes of seat ${s}`), discards: entries(k[6 + 3 * s], `discards of seat ${s}`) });
  }
  b.columns.forEach((c, s) => b.takeIds.push(c.takes.map((t, i) => (typeof t === 'number' && t !== 0 && t !== 60 ? b.id(t, `takes of seat ${s}[${i}]`) : -1))));
  const doraCodes = r.array(k[2], 'dora indicators').map((c, i) => r.code(c, `dora indicators[${i}]`));
  if (doraCodes.length < 1 || doraCodes.length > 5) r.fail(`${doraCodes.length} dora indicators`);
  b.dora = doraCodes.map((c, i) => b.id(c, `dora indicators[${i}]`));
  b.ura = r.array(k[3], 'ura indicators').map((c, i) => b.id(r.code(c, `ura indicators[${i}]`), `ura indicators[${i}]`));
  const result = parseResult(r, k[4 + 3 * seats], game.players);
  const dealer = (roundNo % 4) as Seat;
  if (dealer >= game.players) r.fail(`round ${roundNo} has no dealer in a three-player game`);
  const start: Omit<Round, 'events'> = {
    round: roundNo,
    honba,
    riichiSticks: sticks,
    dice: null,
    dealer,
    scores,
    doraIndicator: b.dora[0] as TileId,
    hands: hands.map((h) => [...h]),
    extra: {},
  };
  const play = search(b, new Play(b, hands), dealer, result);
  if (!play) r.fail('the order of the events cannot be rebuilt from the takes and discards');
  const events = finish(b, play, start, result);
  return { ...start, events: placeConnections(events, connections) };
}

/** Puts each disconnect and reconnect after the number of draws, discards and calls it names. */
function placeConnections(events: RoundEvent[], connections: readonly { what: number; who: Seat; step: number }[]): RoundEvent[] {
  if (connections.length === 0) return events;
  const out: RoundEvent[] = [];
  let step = 0;
  const due = () => {
    for (const c of connections) if (c.step === step && !placed.has(c)) {
      placed.add(c);
      out.push({ type: c.what === 0 ? 'disconnect' : 'reconnect', seat: c.who });
    }
  };
  const placed = new Set<object>();
  due();
  for (const e of events) {
    out.push(e);
    if (e.type === 'draw' || e.type === 'discard' || e.type === 'call') {
      step++;
      due();
    }
  }
  for (const c of connections) if (!placed.has(c)) out.push({ type: c.what === 0 ? 'disconnect' : 'reconnect', seat: c.who });
  return out;
}

type Mode =
  | { kind: 'draw'; seat: Seat }
  | { kind: 'act'; seat: Seat }
  | { kind: 'discarded'; seat: Seat; tile: TileId; riichi: boolean }
  | { kind: 'call'; seat: Seat; from: Seat; tile: TileId };

/** Plays the round from a state; returns the finished state, or null when this path fails. */
function search(b: RoundBuilder, start: Play, dealer: Seat, result: ResultText): Play | null {
  const stack: { play: Play; mode: Mode }[] = [{ play: start, mode: { kind: 'draw', seat: dealer } }];
  while (stack.length > 0) {
    const top = stack.pop() as { play: Play; mode: Mode };
    const play = top.play;
    let mode: Mode = top.mode;
    for (;;) {
      if (++b.steps > SEARCH_LIMIT) return null;
      const next = step(b, play, mode, result, stack);
      if (next === 'end') return play;
      if (next === 'fail') break;
      mode = next;
    }
  }
  return null;
}

/** One move of the search; pushes alternatives for later and returns the next mode. */
function step(b: RoundBuilder, p: Play, mode: Mode, result: ResultText, stack: { play: Play; mode: Mode }[]): Mode | 'end' | 'fail' {
  const players = b.game.players;
  const cols = b.columns;
  const seat = mode.seat;
  const col = cols[seat] as Columns;
  if (result.kind === 'unfinished' && p.done()) return 'end';
  if (mode.kind === 'draw') {
    if (p.ti[seat]! >= col.takes.length) return p.done() && result.kind === 'exhaustive' ? 'end' : 'fail';
    const t = col.takes[p.ti[seat]!];
    if (typeof t !== 'number' || t === 0 || t === 60) return 'fail';
    const id = b.takeIds[seat]?.[p.ti[seat]!] as TileId;
    p.ti[seat]!++;
    (p.hands[seat] as TileId[]).push(id);
    p.lastDraw[seat] = id;
    p.events.push({ type: 'draw', seat, tile: id });
    if (p.di[seat]! >= col.discards.length) return p.done() ? 'end' : 'fail';
    return { kind: 'act', seat };
  }
  if (mode.kind === 'act') {
    const d = col.discards[p.di[seat]!];
    if (d === undefined) return 'fail';
    p.di[seat]!++;
    if (typeof d === 'number' || /^r\d\d$/.test(d)) {
      const riichi = typeof d === 'string';
      const code = riichi ? Number(d.slice(1)) : (d as number);
      if (code === 0) return 'fail';
      let tile: TileId | null;
      if (code === 60) {
        tile = p.lastDraw[seat]!;
        if (tile < 0) return 'fail';
        const hand = p.hands[seat] as TileId[];
        const at = hand.indexOf(tile);
        if (at < 0) return 'fail';
        hand.splice(at, 1);
      } else {
        // an older copy of the tile first: the one just drawn only when the hand holds no other
        tile = p.fromHand(seat, code);
        if (tile === null) return 'fail';
      }
      p.flushDora();
      if (riichi) p.events.push({ type: 'riichi', seat });
      // a writer may give the code of the tile just drawn for a tsumogiri (Tenhou writes 60): the
      // hand's only copy of it is that tile
      p.events.push({ type: 'discard', seat, tile, tsumogiri: code === 60 || tile === p.lastDraw[seat] });
      p.lastDraw[seat] = -1;
      return { kind: 'discarded', seat, tile, riichi };
    }
    const c = parseCall(b.r, d, `discards of seat ${seat}`);
    let meld: TableMeld;
    if (c.letter === 'a') {
      const codes = [...c.codes, c.marked];
      const tiles: TileId[] = [];
      for (const code of codes) {
        const t = p.fromHand(seat, code);
        if (t === null) return 'fail';
        tiles.push(t);
      }
      meld = { type: 'ankan', tiles: tiles.sort((x, y) => x - y), called: null, from: null, added: null };
    } else if (c.letter === 'k') {
      const added = p.fromHand(seat, c.marked);
      if (added === null) return 'fail';
      const melds = p.melds[seat] as TableMeld[];
      const at = melds.findIndex((m) => m.type === 'pon' && b.codeIds[m.called as TileId] === c.codes[c.at / 2]);
      const pon = at >= 0 ? melds[at] : melds.find((m) => m.type === 'pon' && (m.called as TileId) >> 2 === added >> 2);
      if (!pon) return 'fail';
      meld = { type: 'kakan', tiles: [...pon.tiles, added].sort((x, y) => x - y), called: pon.called, from: pon.from, added };
    } else if (c.letter === 'f') {
      const t = p.fromHand(seat, c.marked);
      if (t === null) return 'fail';
      meld = { type: 'kita', tiles: [t], called: null, from: null, added: null };
    } else return 'fail';
    p.events.push({ type: 'call', seat, meld, code: null });
    // a dora owed by an earlier kan turns now, after this call (Tenhou writes it so)
    p.flushDora();
    const melds = p.melds[seat] as TableMeld[];
    if (meld.type === 'kakan') melds[melds.findIndex((m) => m.type === 'pon' && m.called === meld.called)] = meld;
    else melds.push(meld);
    if (meld.type === 'ankan') p.showDora();
    else if (meld.type === 'kakan') p.doraOwed++;
    // a kakan or kita can be robbed: the round ends on it
    if (p.done()) return meld.type === 'kakan' || meld.type === 'kita' ? 'end' : 'fail';
    return { kind: 'draw', seat };
  }
  if (mode.kind === 'call') return call(b, p, mode);
  // after a discard: a riichi deposit is taken unless the discard is ronned; then a call or the next draw
  const from = mode.seat;
  if (p.done()) return 'end';
  if (mode.riichi) p.events.push({ type: 'riichi-accepted', seat: from, scores: null });
  const callers: Seat[] = [];
  for (let k = 1; k < players; k++) {
    const s = ((from + k) % players) as Seat;
    const t = cols[s]?.takes[p.ti[s]!];
    if (typeof t !== 'string') continue;
    const c = parseCall(b.r, t, `takes of seat ${s}`);
    if (c.letter !== 'c' && c.letter !== 'p' && c.letter !== 'm') b.r.fail(`takes of seat ${s}: ${JSON.stringify(t)} is not a chii, pon or daiminkan`);
    if (c.marked !== b.codeIds[mode.tile]) continue;
    // sources count around four seats, in three-player games too
    if ((s + sourceOf(c)) % 4 !== from) continue;
    callers.push(s);
  }
  const nextDraw: Mode = { kind: 'draw', seat: ((from + 1) % players) as Seat };
  if (callers.length === 0) return nextDraw;
  // The first candidate call takes this discard; the others, and no call at all (the call takes
  // a later, equal discard), wait on the stack.
  stack.push({ play: p.clone(), mode: nextDraw });
  for (const s of callers.slice(1).reverse()) stack.push({ play: p.clone(), mode: { kind: 'call', seat: s, from, tile: mode.tile } });
  return { kind: 'call', seat: callers[0] as Seat, from, tile: mode.tile };
}

/** A chii, pon or daiminkan of the last discard. */
function call(b: RoundBuilder, p: Play, mode: Mode & { kind: 'call' }): Mode | 'fail' {
  const s = mode.seat;
  const cols = b.columns;
  const c = parseCall(b.r, cols[s]?.takes[p.ti[s]!] as string, `takes of seat ${s}`);
  p.ti[s]!++;
  const tiles: TileId[] = [mode.tile];
  for (const code of c.codes) {
    const t = p.fromHand(s, code);
    if (t === null) return 'fail';
    tiles.push(t);
  }
  const type = c.letter === 'c' ? 'chii' : c.letter === 'p' ? 'pon' : 'daiminkan';
  const meld: TableMeld = { type, tiles: tiles.sort((x, y) => x - y), called: mode.tile, from: sourceOf(c), added: null };
  p.events.push({ type: 'call', seat: s, meld, code: null });
  (p.melds[s] as TableMeld[]).push(meld);
  p.lastDraw[s] = -1;
  if (type === 'daiminkan') {
    if (cols[s]?.discards[p.di[s]!] !== 0) return 'fail';
    p.di[s]!++;
    p.doraOwed++;
    return { kind: 'draw', seat: s };
  }
  return { kind: 'act', seat: s };
}

/** The round's end events, from the finished play and the result entry. */
function finish(b: RoundBuilder, p: Play, start: Omit<Round, 'events'>, result: ResultText): RoundEvent[] {
  const r: Reader = b.r;
  const events = p.events;
  const scores = [...start.scores];
  let sticks = start.riichiSticks;
  // riichi deposits
  for (let i = 0; i < events.length; i++) {
    const e = events[i] as RoundEvent;
    if (e.type === 'riichi-accepted') {
      scores[e.seat]! -= 1000;
      sticks++;
      events[i] = { type: 'riichi-accepted', seat: e.seat, scores: [...scores] };
    }
  }
  const last = events[events.length - 1];
  if (result.kind === 'win') {
    let first = true;
    for (const w of result.wins) {
      const tsumo = w.seat === w.from;
      const hand = [...(p.hands[w.seat] as TileId[])];
      let winningTile: TileId;
      if (tsumo) {
        if (!last || last.type !== 'draw' || last.seat !== w.seat) r.fail(`seat ${w.seat} wins by tsumo, but did not draw last`);
        winningTile = last.tile;
      } else {
        const given = last?.type === 'discard' ? last.tile : last?.type === 'call' ? (last.meld.added ?? (last.meld.type === 'kita' ? last.meld.tiles[0] : undefined)) : undefined;
        if (given === undefined || given === null) r.fail(`seat ${w.seat} wins by ron, but seat ${w.from} gave no tile`);
        winningTile = given;
        hand.push(winningTile);
      }
      const riichi = events.some((e) => e.type === 'riichi' && e.seat === w.seat);
      const points =
        w.value.kind === 'ron' ? w.value.a : w.value.kind === 'all' ? w.value.a * (b.game.players - 1) : w.value.a * (b.game.players - 2) + w.value.b;
      const win: WinEvent = {
        type: 'win',
        seat: w.seat,
        from: w.from,
        pao: w.pao,
        hand: hand.sort((x, y) => x - y),
        melds: [...(p.melds[w.seat] as TableMeld[])].reverse(),
        winningTile,
        fu: w.fu,
        points,
        limit: w.limit,
        yaku: w.yaku,
        yakuman: w.yakuman,
        doraIndicators: b.dora.slice(0, p.doraShown),
        uraIndicators: riichi ? b.ura.slice(0, p.doraShown) : [],
        honba: start.honba,
        riichiSticks: first ? sticks : 0,
        scores: [...scores],
        changes: w.changes,
        extra: {},
      };
      events.push(win);
      for (let s = 0; s < 4; s++) scores[s]! += w.changes[s] as number;
      first = false;
    }
    return events;
  }
  if (result.kind === 'unfinished') return events;
  const kind = result.kind as RyuukyokuKind;
  // the fourth riichi is accepted before the round is called off
  if (kind === 'four-riichi' && last?.type === 'discard' && events[events.length - 2]?.type === 'riichi') {
    scores[last.seat]! -= 1000;
    sticks++;
    events.push({ type: 'riichi-accepted', seat: last.seat, scores: [...scores] });
  }
  const changes = result.changes ?? [0, 0, 0, 0];
  const shown = (s: number): boolean => {
    if (s >= b.game.players) return false;
    if (kind === 'nine-terminals') return last?.type === 'draw' && last.seat === s;
    if (kind === 'four-riichi') return true;
    if (kind === 'triple-ron') return !(last?.type === 'discard' && last.seat === s);
    if (kind === 'nagashi-mangan') return tenpai(p, s);
    if (kind !== 'exhaustive') return false;
    if (result.name === ALL_TENPAI) return true;
    if (result.name === NONE_TENPAI) return false;
    return (changes[s] as number) > 0;
  };
  events.push({
    type: 'ryuukyoku',
    kind,
    hands: [0, 1, 2, 3].map((s) => (shown(s) ? [...(p.hands[s] as TileId[])].sort((x, y) => x - y) : null)),
    honba: start.honba,
    riichiSticks: sticks,
    scores,
    changes,
    extra: {},
  });
  return events;
}

/** Whether a seat is tenpai at the end (a wait on a kind it holds all four of does not count). */
function tenpai(p: Play, seat: number): boolean {
  const counts = new Array<number>(34).fill(0);
  for (const t of p.hands[seat] as TileId[]) counts[t >> 2]!++;
  const held = [...counts];
  const melds = (p.melds[seat] as TableMeld[]).filter((m) => m.type !== 'kita');
  for (const m of melds) for (const t of m.tiles) held[t >> 2]!++;
  return waitsOfCounts(counts, melds.length, held).length > 0;
}
