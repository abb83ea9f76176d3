// mjlog XML (Tenhou's own format, mjloggm 2.3) into the event model.
import { MjkitError } from '@mjkit/core';
import { checkOptions, fail, keepHiddenClass } from '@mjkit/core/internal';
import type { Rules, Seat, TileId } from '@mjkit/core';
import { gunzip, isGzip } from './gzip.js';
import { decodeMeld } from './meld-code.js';
import type { TableMeld } from '@mjkit/table';
import type { GameLog, ParseOptions } from '@mjkit/record';
import { PARSE_OPTIONS, parsedLog } from '@mjkit/record/internal';
import type { Round, RoundEvent, RyuukyokuKind, WinYaku } from '@mjkit/table';
import { tableFromGoType, tenhouRules } from './meta.js';
import type { TenhouMeta } from './meta.js';
import { attr, attrIndex, byteIn, isMoveLetter, moveAt, moveFound, scanXml, unitsOf } from './xml.js';
import type { XmlTag, XmlVisitor } from './xml.js';

const LOG_ID = /\d{10}gm-[0-9a-f]{4}-\d{4,5}-[0-9a-f]{8}/;

/** The log id of the options, or the one in the file name. */
export function logId(options: ParseOptions): string | null {
  return options.id ?? LOG_ID.exec(options.file ?? '')?.[0] ?? null;
}

const RYUUKYOKU: Record<string, RyuukyokuKind> = {
  yao9: 'nine-terminals',
  reach4: 'four-riichi',
  ron3: 'triple-ron',
  kan4: 'four-kans',
  kaze4: 'four-winds',
  nm: 'nagashi-mangan',
};

/** Bytes or text into the XML text: gzip is unpacked, bytes are read as UTF-8. */
export function logText(input: string | Uint8Array): string {
  // a byte-order mark is dropped (the decoder drops it from bytes)
  if (typeof input === 'string') return input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  if (!(input instanceof Uint8Array)) fail('INVALID_ARGUMENT', 'a log is a string or a Uint8Array');
  const bytes = isGzip(input) ? gunzip(input) : input;
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes);
}

/**
 * The common case of a list of whole numbers, read in one tight loop: b[from, to) is numbers of
 * 1 to 9 digits, each with an optional minus, separated by single commas, all within min..max.
 * Pushes them to `out` and answers true; false (with `out` partly filled) for anything else, which
 * the general reader then reads, or reports, as before.
 */
function plainInts(b: Uint8Array, from: number, to: number, min: number, max: number, out: number[]): boolean {
  let k = from;
  for (;;) {
    let sign = 1;
    if (b[k] === 45) {
      sign = -1;
      k++;
    }
    const first = k;
    let n = 0;
    while (k < to) {
      const d = (b[k] as number) - 48;
      if (d < 0 || d > 9) break;
      n = n * 10 + d;
      k++;
    }
    if (k === first || k - first > 9) return false;
    n *= sign;
    if (n < min || n > max) return false;
    out.push(n);
    if (k === to) return true;
    if (b[k] !== 44) return false;
    k++;
  }
}

/** Where the last {@link readWhole} stopped: after its number and the blanks that follow. */
let wholeEnd = 0;

/**
 * The whole number that starts at b[k] in a list that ends at `to`: blanks, a minus, 1 to 9
 * digits, blanks, then a comma or the end; NaN otherwise. `wholeEnd` is where it stopped (the
 * comma, or `to`). One pass over the bytes, for single numbers and lists alike.
 */
function readWhole(b: Uint8Array, k: number, to: number): number {
  while (k < to && b[k] === 32) k++;
  let sign = 1;
  if (k < to && b[k] === 45) {
    sign = -1;
    k++;
  }
  const first = k;
  let n = 0;
  for (; k < to; k++) {
    const d = (b[k] as number) - 48;
    if (d < 0 || d > 9) break;
    n = n * 10 + d;
  }
  const digits = k - first;
  while (k < to && b[k] === 32) k++;
  wholeEnd = k;
  if (digits === 0 || digits > 9 || (k < to && b[k] !== 44)) return NaN;
  return sign * n;
}

/** The whole number written in b[from, to) (blanks around allowed; at most 9 digits), or NaN. */
function wholeNumber(b: Uint8Array, from: number, to: number): number {
  const n = readWhole(b, from, to);
  return wholeEnd === to ? n : NaN;
}

/** Tile ids seen in a list, as the mark of the last list that held each (see `tiles`). */
const SEEN = /* @__PURE__ */ new Uint32Array(136);
let lastMark = 0;

/** A mark no id holds yet: the next number, or, after 2³² − 1 lists, 1 again with SEEN cleared. */
function nextMark(): number {
  if (lastMark === 0xffffffff) {
    SEEN.fill(0);
    lastMark = 0;
  }
  return ++lastMark;
}

class Reader {
  round = -1;
  event = -1;
  offset = 0;
  /** Where the value `span` was last given lies: bytes, and its bounds in them. */
  private spanBytes: Uint8Array = new Uint8Array(0);
  private spanFrom = 0;
  private spanTo = 0;

  constructor(readonly file: string | undefined) {}

  fail(message: string): never {
    fail('BAD_LOG', message, {
      file: this.file,
      round: this.round >= 0 ? this.round : undefined,
      event: this.event >= 0 ? this.event : undefined,
      offset: this.offset,
    });
  }

  /**
   * Points the span at value `i` of `tag`: where it lies in the text's bytes, or, for a value
   * that held an entity (not in the text), in bytes of its own made as the text's (a byte a unit).
   * Numbers are read from bytes: typed-array reads are much faster than `charCodeAt`.
   */
  private span(tag: XmlTag, i: number): void {
    const from = tag.from[i] as number;
    if (from >= 0) {
      this.spanBytes = tag.units;
      this.spanFrom = from;
      this.spanTo = tag.to[i] as number;
    } else {
      const v = tag.values[i] as string;
      this.spanBytes = unitsOf(v, new Uint8Array(v.length + 8));
      this.spanFrom = 0;
      this.spanTo = v.length;
    }
  }

  /** A whole-number attribute. */
  int(tag: XmlTag, key: string, min: number, max: number): number {
    const i = attrIndex(tag, key);
    if (i < 0) this.fail(`<${tag.name}> has no ${key}`);
    this.span(tag, i);
    const n = wholeNumber(this.spanBytes, this.spanFrom, this.spanTo);
    if (Number.isNaN(n)) this.fail(`${tag.name} ${key} is not a whole number: ${JSON.stringify((tag.values[i] as string).slice(0, 40))}`);
    if (n < min || n > max) this.fail(`${tag.name} ${key} is out of range (${min}..${max}): ${n}`);
    return n;
  }

  /** A seat attribute, 0..3. */
  seat(tag: XmlTag, key: string): Seat {
    return this.int(tag, key, 0, 3) as Seat;
  }

  /** A comma-separated list of whole numbers, the attribute `key` of `tag` (INIT, AGARI …). */
  ints(tag: XmlTag, key: string, what: string, min: number, max: number, count?: number): number[] {
    const i = attrIndex(tag, key);
    const v = i < 0 ? undefined : (tag.values[i] as string);
    if (v === undefined || v.trim() === '') {
      if (count !== undefined && count > 0) this.fail(`${what} is missing`);
      return [];
    }
    this.span(tag, i);
    const b = this.spanBytes;
    const to = this.spanTo;
    const out: number[] = [];
    if (plainInts(b, this.spanFrom, to, min, max, out)) {
      if (count !== undefined && out.length !== count) this.fail(`${what} has ${out.length} values, not ${count}`);
      return out;
    }
    out.length = 0;
    for (let k = this.spanFrom; ; k = wholeEnd + 1) {
      const n = readWhole(b, k, to);
      if (Number.isNaN(n)) this.fail(`${what} is not a list of whole numbers: ${JSON.stringify(v.slice(0, 40))}`);
      if (n < min || n > max) this.fail(`${what} is out of range (${min}..${max}): ${n}`);
      out.push(n);
      if (wholeEnd >= to) break;
    }
    if (count !== undefined && out.length !== count) this.fail(`${what} has ${out.length} values, not ${count}`);
    return out;
  }

  /**
   * A comma-separated list of numbers, the attribute `key` of `tag` (decimals allowed: owari, sc,
   * rate), each within ±1e9; undefined when there is no such attribute.
   */
  numbers(tag: XmlTag, key: string, what: string): number[] | undefined {
    const i = attrIndex(tag, key);
    if (i < 0) return undefined;
    const v = tag.values[i] as string;
    this.span(tag, i);
    const b = this.spanBytes;
    const start = this.spanFrom;
    const to = this.spanTo;
    const out: number[] = [];
    for (let from = start; ; ) {
      // the common case, a whole number, read directly; anything else as Number reads it
      let n = readWhole(b, from, to);
      let comma = wholeEnd;
      if (Number.isNaN(n)) {
        comma = byteIn(b, 44, from, to);
        const p = v.slice(from - start, comma - start);
        n = Number(p);
        if (p.trim() === '' || !Number.isFinite(n) || Math.abs(n) > 1e9) this.fail(`${what} holds a bad number: ${JSON.stringify(p.slice(0, 40))}`);
      }
      out.push(n);
      if (comma >= to) return out;
      from = comma + 1;
    }
  }

  /** A list of tile ids, the attribute `key` of `tag`, none twice. */
  tiles(tag: XmlTag, key: string, what: string): TileId[] {
    const ids = this.ints(tag, key, what, 0, 135);
    // each list marks the ids it holds with a number of its own (no clearing between lists)
    const seen = SEEN;
    const mark = nextMark();
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i] as number;
      if (seen[id] === mark) this.fail(`${what} names a tile twice`);
      seen[id] = mark;
    }
    return ids;
  }

  meld(code: number): TableMeld {
    try {
      return decodeMeld(code);
    } catch (e) {
      if (e instanceof MjkitError) this.fail(e.detail);
      throw e;
    }
  }
}

function decodeName(r: Reader, v: string | undefined): string {
  if (v === undefined) return '';
  try {
    return decodeURIComponent(v);
  } catch {
    return r.fail(`a player name is not percent-encoded UTF-8: ${JSON.stringify(v.slice(0, 40))}`);
  }
}

function extra(tag: XmlTag, known: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < tag.count; i++) {
    const k = tag.keys[i] as string;
    if (!known.includes(k)) out[k] = tag.values[i] as string;
  }
  return out;
}

const AGARI_KNOWN = ['ba', 'hai', 'm', 'machi', 'ten', 'yaku', 'yakuman', 'doraHai', 'doraHaiUra', 'who', 'fromWho', 'paoWho', 'sc', 'owari'];
const RYUUKYOKU_KNOWN = ['ba', 'sc', 'type', 'hai0', 'hai1', 'hai2', 'hai3', 'owari'];
const HAI = ['hai0', 'hai1', 'hai2', 'hai3'];
const INIT_HAI = ['INIT hai0', 'INIT hai1', 'INIT hai2', 'INIT hai3'];
const INIT_KNOWN = ['seed', 'ten', 'oya', 'hai0', 'hai1', 'hai2', 'hai3', 'hai'];

interface Building {
  round: Omit<Round, 'events'>;
  events: RoundEvent[];
}

/** Scores and changes of an sc attribute (real points); chip games append chips, kept in extra. */
function scoreChanges(r: Reader, tag: XmlTag): { scores: number[]; changes: number[] } {
  const sc = r.numbers(tag, 'sc', `${tag.name} sc`);
  if (sc === undefined) r.fail(`<${tag.name}> has no sc`);
  if (sc.length !== 8 && sc.length !== 16) r.fail(`${tag.name} sc has ${sc.length} values, not 8 (or 16 in chip games)`);
  const scores: number[] = [];
  const changes: number[] = [];
  for (let i = 0; i < 4; i++) {
    scores.push(Math.round((sc[2 * i] as number) * 100));
    changes.push(Math.round((sc[2 * i + 1] as number) * 100));
  }
  return { scores, changes };
}

/**
 * A round as the log gives it. Written out, not spread: an object made by spreading gets a
 * hidden class that V8 frees at a full collection while no such object is alive, and every
 * function compiled against it is deoptimized (see keepHiddenClass in core); a literal's lives
 * as long as its code.
 */
function roundOf(b: Building): Round {
  const r = b.round;
  return {
    round: r.round,
    honba: r.honba,
    riichiSticks: r.riichiSticks,
    dice: r.dice,
    dealer: r.dealer,
    scores: r.scores,
    doraIndicator: r.doraIndicator,
    hands: r.hands,
    extra: r.extra,
    events: b.events,
  };
}

/** Builds one game from its elements, in order. */
class GameReader {
  readonly r: Reader;
  shuffle: TenhouMeta['shuffle'] = null;
  goType: number | null = null;
  lobby: number | null = null;
  names: string[] = [];
  dan: number[] = [];
  rate: number[] = [];
  sex: string[] = [];
  firstDealer: Seat = 0;
  final: GameLog['final'] = null;
  readonly extras: Record<string, Record<string, string>> = {};
  readonly rounds: Building[] = [];
  pending: RoundEvent[] = [];
  current: Building | null = null;
  readonly lastDraw = [-1, -1, -1, -1];
  sanmaHands = false;

  constructor(readonly options: ParseOptions) {
    this.r = new Reader(options.file);
  }

  push(e: RoundEvent): void {
    if (this.current) this.current.events.push(e);
    else this.pending.push(e);
  }

  owari(tag: XmlTag): void {
    const o = this.r.numbers(tag, 'owari', 'owari');
    if (o === undefined) return;
    if (o.length < 8 || o.length % 2 !== 0) this.r.fail(`owari has ${o.length} values, not 8`);
    this.final = {
      scores: [0, 1, 2, 3].map((i) => Math.round((o[2 * i] as number) * 100)),
      points: [0, 1, 2, 3].map((i) => o[2 * i + 1] as number),
    };
  }

  /** What AGARI and RYUUKYOKU share: ba (honba, sticks), sc (scores before, changes), unknown attributes. */
  resultFields(tag: XmlTag, known: readonly string[]) {
    const r: Reader = this.r;
    if (!this.current) r.fail(`<${tag.name}> before the first INIT`);
    const ba = r.ints(tag, 'ba', `${tag.name} ba`, 0, 1000, 2);
    const { scores, changes } = scoreChanges(r, tag);
    return { honba: ba[0] as number, riichiSticks: ba[1] as number, scores, changes, extra: extra(tag, known) };
  }

  /** A draw (letter T U V W) or a discard (D E F G) of a tile. */
  move(letter: number, tile: number, offset: number): void {
    const r: Reader = this.r;
    r.offset = offset;
    const current = this.current;
    if (!current) return r.fail(`<${String.fromCharCode(letter)}${tile}> before the first INIT`);
    r.event = current.events.length;
    if (tile > 135) r.fail(`<${String.fromCharCode(letter)}${tile}>: tile ${tile} is not 0..135`);
    this.pushMove(current.events, letter, tile);
  }

  /** The event of a draw or discard (letter T U V W or D E F G) of a tile 0..135. */
  private pushMove(events: RoundEvent[], letter: number, tile: number): void {
    const lastDraw = this.lastDraw;
    if (letter >= 84) {
      const seat = (letter - 84) as Seat; // T U V W
      lastDraw[seat] = tile;
      events.push({ type: 'draw', seat, tile });
    } else {
      const seat = (letter - 68) as Seat; // D E F G
      events.push({ type: 'discard', seat, tile, tsumogiri: lastDraw[seat] === tile });
      lastDraw[seat] = -1;
    }
  }

  /**
   * Draws and discards from `b[at]` on, as many as follow each other (see XmlVisitor): one
   * small loop, the round's events at hand. Returns where it stopped; an element it does not
   * take (a tile over 135, a move before the first INIT) goes to `move`, which reports it.
   */
  moves(b: Uint8Array, at: number): number {
    const current = this.current;
    if (!current) return at;
    const events = current.events;
    let i = at;
    let last = at;
    while (b[i] === 60) {
      const letter = b[i + 1] as number;
      if (!isMoveLetter(letter) || !moveAt(b, i) || moveFound.tile > 135) break;
      this.pushMove(events, letter, moveFound.tile);
      last = i;
      i = moveFound.end;
    }
    if (i !== at) {
      // where the last move was, as `move` leaves it (a later error without a place of its own reports it)
      this.r.offset = last;
      this.r.event = events.length - 1;
    }
    return i;
  }

  /** Any other element. */
  tag(tag: XmlTag): void {
    const r: Reader = this.r;
    r.offset = tag.offset;
    if (this.current) r.event = this.current.events.length;
    const name = tag.name;
    switch (name) {
      case 'SHUFFLE':
        this.shuffle = { seed: attr(tag, 'seed') ?? '', ref: attr(tag, 'ref') ?? '' };
        break;
      case 'GO':
        this.goType = r.int(tag, 'type', 0, 0xffff);
        this.lobby = attr(tag, 'lobby') === undefined ? null : r.int(tag, 'lobby', 0, 99999999);
        if (Object.keys(extra(tag, ['type', 'lobby'])).length) this.extras.GO = extra(tag, ['type', 'lobby']);
        break;
      case 'UN': {
        const present = [0, 1, 2, 3].filter((i) => attr(tag, `n${i}`) !== undefined);
        if (attr(tag, 'dan') === undefined && present.length === 1) {
          const seat = present[0] as Seat;
          this.push({ type: 'reconnect', seat });
          break;
        }
        this.names = [0, 1, 2, 3].map((i) => decodeName(r, attr(tag, `n${i}`)));
        this.dan = r.ints(tag, 'dan', 'UN dan', 0, 20);
        this.rate = r.numbers(tag, 'rate', 'UN rate') ?? [];
        this.sex = (attr(tag, 'sx') ?? '').split(',');
        const more = extra(tag, ['n0', 'n1', 'n2', 'n3', 'dan', 'rate', 'sx']);
        if (Object.keys(more).length) this.extras.UN = more;
        break;
      }
      case 'TAIKYOKU':
        this.firstDealer = r.seat(tag, 'oya');
        break;
      case 'BYE':
        this.push({ type: 'disconnect', seat: r.seat(tag, 'who') });
        break;
      case 'INIT': {
        r.round = this.rounds.length;
        r.event = -1;
        const seed = r.ints(tag, 'seed', 'INIT seed', 0, 1000, 6);
        const scores = r.ints(tag, 'ten', 'INIT ten', -1000000, 1000000).map((x) => x * 100);
        if (scores.length < 3 || scores.length > 4) r.fail(`INIT ten has ${scores.length} values`);
        while (scores.length < 4) scores.push(0);
        const hands = [0, 1, 2, 3].map((i) => r.tiles(tag, i === 0 && attrIndex(tag, 'hai0') < 0 ? 'hai' : (HAI[i] as string), INIT_HAI[i] as string));
        if (hands[3]!.length === 0) this.sanmaHands = true;
        for (const h of hands) if (h.length !== 13 && h.length !== 0) r.fail(`a dealt hand has ${h.length} tiles, not 13`);
        const dora = seed[5] as number;
        if (dora > 135) r.fail(`INIT dora indicator ${dora} is not a tile`);
        this.current = {
          round: {
            round: seed[0] as number,
            honba: seed[1] as number,
            riichiSticks: seed[2] as number,
            dice: [seed[3] as number, seed[4] as number],
            dealer: r.seat(tag, 'oya'),
            scores,
            doraIndicator: dora,
            hands,
            extra: extra(tag, INIT_KNOWN),
          },
          events: this.pending,
        };
        this.pending = [];
        this.lastDraw.fill(-1);
        this.rounds.push(this.current);
        break;
      }
      case 'N': {
        if (!this.current) r.fail('<N> before the first INIT');
        const seat = r.seat(tag, 'who');
        const code = r.int(tag, 'm', 0, 0xffff);
        this.lastDraw[seat] = -1;
        this.push({ type: 'call', seat, meld: r.meld(code), code });
        break;
      }
      case 'REACH': {
        const seat = r.seat(tag, 'who');
        const step = r.int(tag, 'step', 1, 2);
        if (step === 1) this.push({ type: 'riichi', seat });
        else {
          const ten = attr(tag, 'ten') === undefined ? null : r.ints(tag, 'ten', 'REACH ten', -1000000, 1000000).map((x) => x * 100);
          this.push({ type: 'riichi-accepted', seat, scores: ten });
        }
        break;
      }
      case 'DORA':
        this.push({ type: 'dora', indicator: r.int(tag, 'hai', 0, 135) });
        break;
      case 'AGARI': {
        const result = this.resultFields(tag, AGARI_KNOWN);
        const ten = r.ints(tag, 'ten', 'AGARI ten', 0, 10000000);
        if (ten.length < 3) r.fail('AGARI ten has fewer than 3 values');
        const yakuList = r.ints(tag, 'yaku', 'AGARI yaku', 0, 100);
        if (yakuList.length % 2 !== 0) r.fail('AGARI yaku has an odd number of values');
        const yaku: WinYaku[] = [];
        for (let i = 0; i < yakuList.length; i += 2) yaku.push({ id: yakuList[i] as number, han: yakuList[i + 1] as number });
        this.push({
          type: 'win',
          seat: r.seat(tag, 'who'),
          from: r.seat(tag, 'fromWho'),
          pao: attr(tag, 'paoWho') === undefined ? null : r.seat(tag, 'paoWho'),
          hand: r.tiles(tag, 'hai', 'AGARI hai'),
          melds: r.ints(tag, 'm', 'AGARI m', 0, 0xffff).map((code) => r.meld(code)),
          winningTile: r.int(tag, 'machi', 0, 135),
          fu: ten[0] as number,
          points: ten[1] as number,
          limit: ten[2] as number,
          yaku,
          yakuman: r.ints(tag, 'yakuman', 'AGARI yakuman', 0, 100),
          doraIndicators: r.tiles(tag, 'doraHai', 'AGARI doraHai'),
          uraIndicators: r.tiles(tag, 'doraHaiUra', 'AGARI doraHaiUra'),
          // written out, not spread: a literal's hidden class lives as long as its code does
          honba: result.honba,
          riichiSticks: result.riichiSticks,
          scores: result.scores,
          changes: result.changes,
          extra: result.extra,
        });
        this.owari(tag);
        break;
      }
      case 'RYUUKYOKU': {
        const result = this.resultFields(tag, RYUUKYOKU_KNOWN);
        const type = attr(tag, 'type');
        const kind = type === undefined ? 'exhaustive' : RYUUKYOKU[type];
        if (kind === undefined) r.fail(`unknown RYUUKYOKU type ${JSON.stringify(type)}`);
        this.push({
          type: 'ryuukyoku',
          kind,
          hands: [0, 1, 2, 3].map((i) => (attrIndex(tag, HAI[i] as string) < 0 ? null : r.tiles(tag, HAI[i] as string, `RYUUKYOKU hai${i}`))),
          honba: result.honba,
          riichiSticks: result.riichiSticks,
          scores: result.scores,
          changes: result.changes,
          extra: result.extra,
        });
        this.owari(tag);
        break;
      }
      default:
        r.fail(`unknown element <${name}>`);
    }
  }

  /** Drops what the game read (the log built holds it); returns the reader. */
  release(): this {
    this.rounds.length = 0;
    this.pending = [];
    this.current = null;
    return this;
  }

  finish(): GameLog<Rules> {
    const r: Reader = this.r;
    if (this.rounds.length === 0) r.fail('no round (INIT) in the log');
    if (this.names.length === 0) r.fail('no players (UN) in the log');
    if (this.pending.length > 0) this.rounds[this.rounds.length - 1]!.events.push(...this.pending);
    const table = tableFromGoType(this.goType, this.sanmaHands);
    const players = table.sanma || this.sanmaHands ? 3 : 4;
    const rounds = this.rounds.map(roundOf);
    // chip games score mangan by kiriage
    const chips = rounds.some((round) => round.events.some((e) => e.type === 'win' && e.extra.chip !== undefined));
    const meta: TenhouMeta = { format: 'mjlog', id: logId(this.options), table, lobby: this.lobby, dan: this.dan, rate: this.rate, sex: this.sex, shuffle: this.shuffle, tileIds: 'tenhou', extra: this.extras };
    const rules = tenhouRules(players, table, chips, { final: this.final, firstDealer: this.firstDealer, id: meta.id });
    return parsedLog({ players, rules, names: this.names, firstDealer: this.firstDealer, rounds, final: this.final, meta });
  }
}

/** The scan's visitor: each `mjloggm` root starts a game, whose reader takes the elements in it. */
class GamesVisitor implements XmlVisitor {
  readonly readers: GameReader[] = [];
  private game: GameReader | null = null;
  constructor(private readonly options: ParseOptions) {}

  moves(b: Uint8Array, at: number): number {
    return this.game === null ? at : this.game.moves(b, at);
  }

  /** Drops the readers (the logs built hold what they read); returns the visitor. */
  release(): this {
    this.readers.length = 0;
    this.game = null;
    return this;
  }

  move(letter: number, tile: number, offset: number): void {
    const game = this.game;
    if (!game) fail('BAD_LOG', 'a draw or discard outside <mjloggm>', { offset });
    game.move(letter, tile, offset);
  }

  tag(tag: XmlTag): void {
    if (tag.name === 'mjloggm') {
      this.game = new GameReader(this.options);
      this.readers.push(this.game);
    } else if (!this.game) fail('BAD_LOG', `<${tag.name}> outside <mjloggm>`, { offset: tag.offset });
    else this.game.tag(tag);
  }
}

/**
 * Reads every game of an mjlog (a file may hold several `mjloggm` roots): text, or bytes (gzip or
 * plain UTF-8). Throws `BAD_LOG` (or `BAD_GZIP`) with the file, round, event and offset.
 */
export function parseMjlogGames(input: string | Uint8Array, options: ParseOptions = {}): GameLog<Rules>[] {
  options = checkOptions(options, 'parse options', PARSE_OPTIONS);
  const file = options.file;
  const games = new GamesVisitor(options);
  const readers = games.readers;
  try {
    scanXml(logText(input), games);
  } catch (e) {
    throw e instanceof MjkitError ? e.at({ file }) : e;
  }
  if (readers.length === 0) fail('BAD_LOG', 'no <mjloggm> element', { file });
  const logs = readers.map((g) => g.finish());
  // the last reader and the visitor, emptied, are kept so that V8 keeps their hidden classes
  keepHiddenClass('mjlog reader', (readers[readers.length - 1] as GameReader).release());
  keepHiddenClass('mjlog visitor', games.release());
  return logs;
}

/**
 * Reads an mjlog of one game: text, or bytes (gzip or plain UTF-8).
 *
 * @example
 * ```ts
 * import { parseMjlog } from '@mjkit/tenhou';
 * const xml = '<mjloggm ver="2.3"><GO type="169" lobby="0"/><UN n0="%41" n1="%42" n2="%43" n3="%44" dan="1,2,3,4" rate="1500,1500,1500,1500" sx="M,M,M,M"/><TAIKYOKU oya="0"/><INIT seed="0,0,0,1,2,3" ten="250,250,250,250" oya="0" hai0="4,5,6,7,8,9,10,11,12,13,14,15,16" hai1="17,18,19,20,21,22,23,24,25,26,27,28,29" hai2="30,31,32,33,34,35,36,37,38,39,40,41,42" hai3="43,44,45,46,47,48,49,50,51,52,53,54,55"/><T60/><D60/></mjloggm>';
 * const log = parseMjlog(xml);
 * log.names; // => ['A', 'B', 'C', 'D']
 * log.rules.length; // => 'hanchan'
 * log.rounds[0]?.events; // => [{ type: 'draw', seat: 0, tile: 60 }, { type: 'discard', seat: 0, tile: 60, tsumogiri: true }]
 * parseMjlog('<mjloggm><FOO/></mjloggm>'); // throws BAD_LOG
 * ```
 */
export function parseMjlog(input: string | Uint8Array, options: ParseOptions = {}): GameLog<Rules> {
  options = checkOptions(options, 'parse options', PARSE_OPTIONS);
  const games = parseMjlogGames(input, options);
  if (games.length !== 1) fail('BAD_LOG', `the log holds ${games.length} games; read them with parseMjlogGames`, { file: options.file });
  return games[0] as GameLog<Rules>;
}
