// The event model out to mjai, in the dialect Mortal and mjai-reviewer read: one JSON object per
// event, `reach_accepted` after the declaring discard, `dora` when Tenhou turned it, deltas and
// ura markers on `hora`.
import type { RelativeSeat, Seat, TileId } from '@mjkit/core';
import { describeValue, fail } from '@mjkit/core/internal';
import type { GameLog } from '@mjkit/record';
import { checkLog, riichiRulesOf } from '@mjkit/record/internal';
import { isTileId } from '@mjkit/table';
import { bonusInRiichiFormat, riichiDoraIndicator } from '@mjkit/table/internal';
import type { Round, RoundEvent, RoundStart, TableMeld, TableState } from '@mjkit/table';

/** One mjai event (a plain object with a `type`). */
export type MjaiEvent = { readonly type: string } & Readonly<Record<string, unknown>>;

/** mjai's names of the honours, East to Red: the one list of them (winds are its first four). */
export const MJAI_HONOURS: readonly string[] = Object.freeze(['E', 'S', 'W', 'N', 'P', 'F', 'C']);
const HONORS = MJAI_HONOURS;

/** Whether a tile id is a red five on a table with red fives (ids 16, 52, 88). */
const isRedId = (id: TileId, redFives: boolean): boolean => redFives && (id === 16 || id === 52 || id === 88);

/** The mjai name of a tile id: `1m`…`9s`, `E S W N P F C`, red fives `5mr 5pr 5sr`. */
export function mjaiTile(id: TileId, redFives: boolean): string {
  if (!isTileId(id)) fail('INVALID_TILE', `not a tile id (0..135): ${describeValue(id)}`);
  const kind = id >> 2;
  if (kind >= 27) return HONORS[kind - 27] as string;
  return `${(kind % 9) + 1}${'mps'[Math.floor(kind / 9)]}${isRedId(id, redFives) ? 'r' : ''}`;
}

/**
 * The tile kind (0..33) and redness of an mjai tile name (`1m`…`9s`, `E S W N P F C`, `5mr`),
 * or null for anything else; the inverse of {@link mjaiTile} up to the copy.
 *
 * @example
 * ```ts
 * import { mjaiTileKind } from '@mjkit/mjai';
 * mjaiTileKind('5pr'); // => { kind: 13, red: true }
 * mjaiTileKind('C'); // => { kind: 33, red: false }
 * mjaiTileKind('4mr'); // => null
 * ```
 */
export function mjaiTileKind(name: unknown): { kind: number; red: boolean } | null {
  if (typeof name !== 'string') return null;
  const h = HONORS.indexOf(name);
  if (h >= 0) return { kind: 27 + h, red: false };
  const m = /^([1-9])([mps])(r?)$/.exec(name);
  if (!m || (m[3] && m[1] !== '5')) return null;
  return { kind: 'mps'.indexOf(m[2] as string) * 9 + Number(m[1]) - 1, red: m[3] === 'r' };
}

/** Tile ids as mjai names, sorted as mjai sorts a hand: by kind, a red five after the plain ones. */
function sortedNames(ids: readonly TileId[], red: boolean): string[] {
  const order = (id: TileId) => (id >> 2) * 2 + (isRedId(id, red) ? 1 : 0);
  return [...ids].sort((a, b) => order(a) - order(b)).map((t) => mjaiTile(t, red));
}

/**
 * The mjai `start_kyoku` of a round. With `viewer`, as that seat is told it: the other hands
 * are 13 `?` each.
 */
export function mjaiStartKyoku(start: RoundStart, redFives: boolean, viewer?: Seat): MjaiEvent {
  return {
    type: 'start_kyoku',
    bakaze: HONORS[Math.floor(start.round / 4) % 4],
    dora_marker: mjaiTile(riichiDoraIndicator(start, 'mjai'), redFives),
    kyoku: (start.round % 4) + 1,
    honba: start.honba,
    kyotaku: start.riichiSticks,
    oya: start.dealer,
    scores: [...start.scores],
    tehais: start.hands.map((h, s) => (viewer === undefined || viewer === s ? sortedNames(h, redFives) : Array.from({ length: 13 }, () => '?'))),
  };
}

/**
 * One table event as mjai, or null for those mjai has no event for (disconnections). A draw of
 * tile -1 (hidden from the viewer) is a `tsumo` of `?`. Kita has no four-player mjai form:
 * `INVALID_ARGUMENT`.
 */
export function mjaiEventOf(e: RoundEvent, redFives: boolean): MjaiEvent | null {
  const t = (id: TileId) => mjaiTile(id, redFives);
  switch (e.type) {
    case 'draw':
      return { type: 'tsumo', actor: e.seat, pai: e.tile < 0 ? '?' : t(e.tile) };
    case 'discard':
      return { type: 'dahai', actor: e.seat, pai: t(e.tile), tsumogiri: e.tsumogiri };
    case 'riichi':
      return { type: 'reach', actor: e.seat };
    case 'riichi-accepted':
      return { type: 'reach_accepted', actor: e.seat };
    case 'dora':
      return { type: 'dora', dora_marker: t(e.indicator) };
    case 'call': {
      const m = e.meld;
      if (m.type === 'kita') fail('INVALID_ARGUMENT', 'mjai has no kita (three-player) event');
      if (m.type === 'ankan') return { type: 'ankan', actor: e.seat, consumed: sortedNames(m.tiles, redFives) };
      if (m.type === 'kakan') {
        const added = m.added as TileId;
        return { type: 'kakan', actor: e.seat, pai: t(added), consumed: sortedNames(m.tiles.filter((x) => x !== added), redFives) };
      }
      const called = m.called as TileId;
      const target = (e.seat + (m.from as number)) % 4;
      return { type: m.type === 'chii' ? 'chi' : m.type, actor: e.seat, target, pai: t(called), consumed: sortedNames(m.tiles.filter((x) => x !== called), redFives) };
    }
    case 'win':
      return { type: 'hora', actor: e.seat, target: e.from, deltas: [...e.changes], ura_markers: e.uraIndicators.map(t) };
    case 'ryuukyoku':
      return { type: 'ryukyoku', deltas: [...e.changes] };
    case 'disconnect':
    case 'reconnect':
      return null;
    case 'bonus':
      return bonusInRiichiFormat('mjai');
  }
}

/**
 * The table meld of an mjai call by `actor` (`chi`, `pon`, `daiminkan`, `kakan`, `ankan`), given
 * the ids of its own tiles in it (the consumed tiles; for `kakan`, the one added): the inverse of
 * {@link mjaiEventOf} for calls. Null when the table allows no such call now (no discard to take,
 * no pon to add to, another event type).
 */
export function mjaiCallMeld(state: TableState, type: string, actor: Seat, own: readonly TileId[]): TableMeld | null {
  const sorted = (ids: readonly TileId[]) => [...ids].sort((a, b) => a - b);
  if (type === 'chi' || type === 'pon' || type === 'daiminkan') {
    const last = state.lastDiscard;
    if (!last) return null;
    const from = ((last.seat - actor + 4) % 4) as RelativeSeat;
    return { type: type === 'chi' ? 'chii' : type, tiles: sorted([...own, last.tile]), called: last.tile, from, added: null };
  }
  if (type === 'kakan') {
    const added = own[0] as TileId;
    const pon = state.melds[actor]?.find((m) => m.type === 'pon' && (m.tiles[0] as number) >> 2 === added >> 2);
    return pon ? { type: 'kakan', tiles: sorted([...pon.tiles, added]), called: pon.called, from: pon.from, added } : null;
  }
  return type === 'ankan' ? { type: 'ankan', tiles: sorted(own), called: null, from: null, added: null } : null;
}

function roundEvents(log: GameLog, round: Round, out: MjaiEvent[]): void {
  const reds = riichiRulesOf(log, 'mjai').redFives;
  const red = reds.m + reds.p + reds.s > 0;
  out.push(mjaiStartKyoku(round, red));
  for (const e of round.events) {
    const m = mjaiEventOf(e, red);
    if (m) out.push(m);
  }
  out.push({ type: 'end_kyoku' });
}

/**
 * A four-player game as mjai events, in the dialect of Mortal and mjai-reviewer's convlog:
 * `start_game` (names, `kyoku_first` 0 for hanchan and 4 for tonpuu, `aka_flag`), then per round
 * `start_kyoku`, `tsumo`, `dahai`, calls with `target` and sorted `consumed`, `reach` /
 * `reach_accepted`, `dora` when it turned, `hora` with `deltas` and `ura_markers`, `ryukyoku`
 * with `deltas`, `end_kyoku`; `end_game`. mjai has no three-player form: sanma throws
 * `INVALID_ARGUMENT`.
 *
 * @example
 * ```ts
 * import { toMjai } from '@mjkit/mjai';
 * import { parseMjlog } from '@mjkit/tenhou';
 * const xml = '<mjloggm ver="2.3"><GO type="169" lobby="0"/><UN n0="%41" n1="%42" n2="%43" n3="%44" dan="1,2,3,4" rate="1500,1500,1500,1500" sx="M,M,M,M"/><TAIKYOKU oya="0"/><INIT seed="0,0,0,1,2,3" ten="250,250,250,250" oya="0" hai0="4,5,6,7,8,9,10,11,12,13,14,15,16" hai1="17,18,19,20,21,22,23,24,25,26,27,28,29" hai2="30,31,32,33,34,35,36,37,38,39,40,41,42" hai3="43,44,45,46,47,48,49,50,51,52,53,54,55"/><T60/><D60/></mjloggm>';
 * const events = toMjai(parseMjlog(xml));
 * events.map((e) => e.type); // => ['start_game', 'start_kyoku', 'tsumo', 'dahai', 'end_kyoku', 'end_game']
 * events[3]; // => { type: 'dahai', actor: 0, pai: '7p', tsumogiri: true }
 * ```
 */
export function toMjai(log: GameLog): MjaiEvent[] {
  log = checkLog(log);
  if (log.players !== 4) fail('INVALID_ARGUMENT', 'mjai has no three-player form');
  const rules = riichiRulesOf(log, 'mjai');
  const red = rules.redFives;
  const out: MjaiEvent[] = [{ type: 'start_game', names: [...log.names], kyoku_first: rules.length === 'hanchan' ? 0 : 4, aka_flag: red.m + red.p + red.s > 0 }];
  for (const round of log.rounds) roundEvents(log, round, out);
  out.push({ type: 'end_game' });
  return out;
}

/** {@link toMjai} as JSON lines (one event per line, a newline after each), as mjai files are written. */
export function toMjaiLines(log: GameLog): string {
  return toMjai(log)
    .map((e) => JSON.stringify(e))
    .join('\n')
    .concat('\n');
}
