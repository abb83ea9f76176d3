// The event model out to tenhou.net/6 JSON, as Tenhou's own mjlog2json writes it.
import { checkOptions } from '@mjkit/core/internal';
import type { TileId } from '@mjkit/core';
import type { TableMeld } from '@mjkit/table';
import { bonusInRiichiFormat, riichiDoraIndicator } from '@mjkit/table/internal';
import type { GameLog } from '@mjkit/record';
import { checkLog, riichiRulesOf } from '@mjkit/record/internal';
import type { Round, RyuukyokuEvent, WinEvent } from '@mjkit/table';
import { writerMeta } from './meta.js';
import {
  ALL_TENPAI,
  DAN_NAMES,
  DRAW_NAME,
  LIMIT_NAMES,
  NONE_TENPAI,
  RYUUKYOKU_NAMES,
  WIN_NAME,
  YAKU_NAMES,
  codeOrder,
  ruleName,
  tileCode,
} from './tenhou6-codes.js';
import type { Tenhou6Connection, Tenhou6Entry, Tenhou6Log, Tenhou6Result, Tenhou6Round } from './tenhou6-types.js';

const two = (n: number): string => String(n).padStart(2, '0');

/** Options of {@link toTenhou6}. */
export interface Tenhou6ExportOptions {
  /** The log id written as `ref` (default: the log's own id, if any). */
  readonly ref?: string;
}

class Writer {
  private readonly red: boolean;
  constructor(readonly log: GameLog) {
    const r = riichiRulesOf(log, 'tenhou.net/6 JSON').redFives;
    this.red = r.m + r.p + r.s > 0;
  }

  code(id: TileId): number {
    return tileCode(id, this.red);
  }

  /** Codes in Tenhou's order (by kind, red five after the plain ones). */
  sorted(ids: readonly TileId[]): number[] {
    return ids.map((id) => this.code(id)).sort((a, b) => codeOrder(a) - codeOrder(b));
  }

  /**
   * A call string: the letter stands before the called (or added) tile, at the position that says
   * where it came from: first from the left (kamicha), in the middle from across, last from the right.
   */
  meld(m: TableMeld): string {
    const c = (id: TileId) => two(this.code(id));
    if (m.type === 'ankan') {
      const codes = this.sorted(m.tiles).map(two);
      return codes.slice(0, 3).join('') + 'a' + codes[3];
    }
    if (m.type === 'kita') return 'f' + c(m.tiles[0] as TileId);
    const called = m.called as TileId;
    if (m.type === 'chii') return 'c' + c(called) + this.sorted(m.tiles.filter((t) => t !== called)).map(two).join('');
    const letter = m.type === 'pon' ? 'p' : m.type === 'daiminkan' ? 'm' : 'k';
    const added = m.type === 'kakan' ? (m.added as TileId) : null;
    const rest = this.sorted(m.tiles.filter((t) => t !== called && t !== added)).map(two);
    // kakan: the pon's string with the added tile marked, just before the called tile
    const mark = letter + c(added ?? called) + (added === null ? '' : c(called));
    // from: 3 left, 2 across, 1 right
    const at = m.from === 3 ? 0 : m.from === 2 ? 1 : m.type === 'daiminkan' ? 3 : 2;
    rest.splice(at, 0, mark);
    return rest.join('');
  }

  round(round: Round, index: number, connection: Tenhou6Connection[]): Tenhou6Round {
    const seats = [0, 1, 2, 3];
    const takes: Tenhou6Entry[][] = seats.map(() => []);
    const discards: Tenhou6Entry[][] = seats.map(() => []);
    const dora = [this.code(riichiDoraIndicator(round, 'tenhou.net/6 JSON'))];
    let ura: number[] = [];
    const riichi = [false, false, false, false];
    const wins: WinEvent[] = [];
    let draw: RyuukyokuEvent | null = null;
    let step = 0;
    for (const e of round.events) {
      switch (e.type) {
        case 'draw':
          (takes[e.seat] as Tenhou6Entry[]).push(this.code(e.tile));
          step++;
          break;
        case 'discard': {
          const code = e.tsumogiri ? 60 : this.code(e.tile);
          (discards[e.seat] as Tenhou6Entry[]).push(riichi[e.seat] ? 'r' + two(code) : code);
          riichi[e.seat] = false;
          step++;
          break;
        }
        case 'riichi':
          riichi[e.seat] = true;
          break;
        case 'call': {
          const s = this.meld(e.meld);
          const t = e.meld.type;
          if (t === 'chii' || t === 'pon' || t === 'daiminkan') (takes[e.seat] as Tenhou6Entry[]).push(s);
          else (discards[e.seat] as Tenhou6Entry[]).push(s);
          if (t === 'daiminkan') (discards[e.seat] as Tenhou6Entry[]).push(0);
          step++;
          break;
        }
        case 'dora':
          dora.push(this.code(e.indicator));
          break;
        case 'win':
          wins.push(e);
          if (ura.length === 0 && e.uraIndicators.length > 0) ura = e.uraIndicators.map((t) => this.code(t));
          break;
        case 'ryuukyoku':
          draw = e;
          break;
        case 'bonus':
          bonusInRiichiFormat('tenhou.net/6 JSON');
          break;
        case 'disconnect':
        case 'reconnect':
          connection.push({ what: e.type === 'disconnect' ? 0 : 1, log: index, who: e.seat, step });
          break;
      }
    }
    const columns: Tenhou6Entry[][] = [];
    for (const s of seats) columns.push(this.sorted(round.hands[s] ?? []), takes[s] as Tenhou6Entry[], discards[s] as Tenhou6Entry[]);
    return [[round.round, round.honba, round.riichiSticks], [...round.scores], dora, ura, ...columns, this.result(round, wins, draw)];
  }

  result(round: Round, wins: readonly WinEvent[], draw: RyuukyokuEvent | null): Tenhou6Result {
    if (wins.length > 0) {
      const out: Tenhou6Result = [WIN_NAME];
      for (const w of wins) out.push([...w.changes], this.winDetail(round, w));
      return out;
    }
    // a log that stops inside the round: an empty result (parseTenhou6 reads it back as such)
    if (!draw) return [] as unknown as Tenhou6Result;
    if (draw.kind === 'exhaustive') {
      if (draw.changes.every((c) => c === 0)) {
        const shown = draw.hands.filter((h) => h !== null).length;
        return [shown === 0 ? NONE_TENPAI : ALL_TENPAI];
      }
      return [DRAW_NAME, [...draw.changes]];
    }
    if (draw.kind === 'nagashi-mangan') return [RYUUKYOKU_NAMES[draw.kind], [...draw.changes]];
    return [RYUUKYOKU_NAMES[draw.kind]];
  }

  winDetail(round: Round, w: WinEvent): (number | string)[] {
    const players = this.log.players;
    const tsumo = w.seat === w.from;
    const dealer = w.seat === round.dealer;
    const han = w.yaku.reduce((n, y) => n + y.han, 0);
    let value: string;
    if (!tsumo) value = `${w.points}点`;
    else if (dealer) value = `${Math.ceil(w.points / (players - 1) / 100) * 100}点∀`;
    else {
      const [ko, oya] = tsumoPayments(w, han, players);
      value = `${ko}-${oya}点`;
    }
    const head = w.limit > 0 ? (LIMIT_NAMES[w.limit] as string) : `${w.fu ?? 0}符${han}飜`;
    const yaku =
      w.yakuman.length > 0
        ? w.yakuman.map((id) => `${YAKU_NAMES[id] ?? `役${id}`}(役満)`)
        : w.yaku.filter((y) => y.han > 0).map((y) => `${YAKU_NAMES[y.id] ?? `役${y.id}`}(${y.han}飜)`);
    return [w.seat, w.from, w.pao ?? w.seat, head + value, ...yaku];
  }
}

/** What each non-dealer and the dealer pay for a non-dealer's tsumo (honba apart). */
function tsumoPayments(w: WinEvent, han: number, players: number): [number, number] {
  const up = (x: number) => Math.ceil(x / 100) * 100;
  const base = w.limit > 0 || w.fu === null ? null : w.fu * 2 ** (han + 2);
  if (base !== null) {
    const ko = up(base);
    const oya = up(2 * base);
    // Sanma: the missing seat's share is not paid (Tenhou's tsumo-son).
    if (ko * (players - 2) + oya === w.points) return [ko, oya];
  }
  const ko = w.points / (players === 4 ? 4 : 3);
  return [up(ko), up(2 * ko)];
}

/**
 * A game as tenhou.net/6 JSON: the object Tenhou's `mjlog2json` gives for an mjlog (keys in its
 * order; `JSON.stringify` it to write the file). Checked against the official JSON of the 22 games
 * of the test data that Tenhou gave in both formats.
 *
 * @example
 * ```ts
 * import { parseMjlog, toTenhou6 } from '@mjkit/tenhou';
 * const xml = '<mjloggm ver="2.3"><GO type="169" lobby="0"/><UN n0="%41" n1="%42" n2="%43" n3="%44" dan="16,17,18,19" rate="2000,2000,2000,2000" sx="M,M,M,F"/><TAIKYOKU oya="0"/><INIT seed="0,0,0,1,2,3" ten="250,250,250,250" oya="0" hai0="4,5,6,7,8,9,10,11,12,13,14,15,16" hai1="17,18,19,20,21,22,23,24,25,26,27,28,29" hai2="30,31,32,33,34,35,36,37,38,39,40,41,42" hai3="43,44,45,46,47,48,49,50,51,52,53,54,55"/><T60/><D60/></mjloggm>';
 * const t6 = toTenhou6(parseMjlog(xml), { ref: '2024010100gm-00a9-0000-00000000' });
 * [t6.rule.disp, t6.dan]; // => ['鳳南喰赤', ['七段', '八段', '九段', '十段']]
 * t6.log[0]?.slice(4, 7); // => [[12, 12, 12, 12, 13, 13, 13, 13, 14, 14, 14, 14, 51], [27], [60]]
 * ```
 */
export function toTenhou6(log: GameLog, options: Tenhou6ExportOptions = {}): Tenhou6Log {
  log = checkLog(log);
  options = checkOptions(options, 'toTenhou6 options', ['ref']);
  const w = new Writer(log);
  const connection: Tenhou6Connection[] = [];
  const rounds = log.rounds.map((r, i) => w.round(r, i, connection));
  const meta = writerMeta(log);
  const ref = options.ref ?? meta.id;
  const reds = riichiRulesOf(log, 'tenhou.net/6 JSON').redFives;
  const red = reds.m + reds.p + reds.s > 0 ? 1 : 0;
  // built key by key, in mjlog2json's order
  const out: Record<string, unknown> = { ver: 2.3 };
  if (ref !== null && ref !== undefined) out.ref = ref;
  out.log = rounds;
  if (connection.length > 0) out.connection = connection;
  out.ratingc = log.players === 3 ? 'PF3' : 'PF4';
  out.rule = { disp: ruleName(meta.table), aka53: red, aka52: red, aka51: red };
  if (meta.lobby !== null) out.lobby = meta.lobby;
  out.dan = meta.dan.map((d) => DAN_NAMES[d] ?? String(d));
  out.rate = [...meta.rate];
  out.sx = [...meta.sex];
  if (log.final) out.sc = log.final.scores.flatMap((s, i) => [s, log.final?.points[i] as number]);
  out.name = [...log.names];
  return out as unknown as Tenhou6Log;
}
