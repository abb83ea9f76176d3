// The event model out to mjai, in the dialect Mortal and mjai-reviewer read: one JSON object per
// event, `reach_accepted` after the declaring discard, `dora` when Tenhou turned it, deltas and
// ura markers on `hora`.
import { describeValue, fail } from '@mjkit/core/internal';
import type { TileId } from '@mjkit/core';
import type { GameLog } from './model.js';
import type { Round } from '@mjkit/table';
import { codeKind, codeOrder, tileCode } from './tenhou6-codes.js';
import { checkLog } from './log-check.js';
import { isTileId } from './meld-code.js';

/** One mjai event (a plain object with a `type`). */
export type MjaiEvent = { readonly type: string } & Readonly<Record<string, unknown>>;

const HONORS = ['E', 'S', 'W', 'N', 'P', 'F', 'C'];

/** The mjai name of a tile id: `1m`…`9s`, `E S W N P F C`, red fives `5mr 5pr 5sr`. */
export function mjaiTile(id: TileId, redFives: boolean): string {
  if (!isTileId(id)) fail('INVALID_TILE', `not a tile id (0..135): ${describeValue(id)}`);
  const code = tileCode(id, redFives);
  const k = codeKind(code) as { kind: number; red: boolean };
  if (k.kind >= 27) return HONORS[k.kind - 27] as string;
  return `${(k.kind % 9) + 1}${'mps'[Math.floor(k.kind / 9)]}${k.red ? 'r' : ''}`;
}

function roundEvents(log: GameLog, round: Round, out: MjaiEvent[]): void {
  const red = log.rules.redFives;
  const t = (id: TileId) => mjaiTile(id, red);
  const sorted = (ids: readonly TileId[]) =>
    [...ids].sort((a, b) => codeOrder(tileCode(a, red)) - codeOrder(tileCode(b, red))).map(t);
  out.push({
    type: 'start_kyoku',
    bakaze: HONORS[Math.floor(round.round / 4) % 4],
    dora_marker: t(round.doraIndicator),
    kyoku: (round.round % 4) + 1,
    honba: round.honba,
    kyotaku: round.riichiSticks,
    oya: round.dealer,
    scores: [...round.scores],
    tehais: round.hands.map((h) => sorted(h)),
  });
  for (const e of round.events) {
    switch (e.type) {
      case 'draw':
        out.push({ type: 'tsumo', actor: e.seat, pai: t(e.tile) });
        break;
      case 'discard':
        out.push({ type: 'dahai', actor: e.seat, pai: t(e.tile), tsumogiri: e.tsumogiri });
        break;
      case 'riichi':
        out.push({ type: 'reach', actor: e.seat });
        break;
      case 'riichi-accepted':
        out.push({ type: 'reach_accepted', actor: e.seat });
        break;
      case 'dora':
        out.push({ type: 'dora', dora_marker: t(e.indicator) });
        break;
      case 'call': {
        const m = e.meld;
        if (m.type === 'kita') fail('INVALID_ARGUMENT', 'mjai has no kita (three-player) event');
        if (m.type === 'ankan') {
          out.push({ type: 'ankan', actor: e.seat, consumed: sorted(m.tiles) });
        } else if (m.type === 'kakan') {
          const added = m.added as TileId;
          out.push({ type: 'kakan', actor: e.seat, pai: t(added), consumed: sorted(m.tiles.filter((x) => x !== added)) });
        } else {
          const called = m.called as TileId;
          const type = m.type === 'chii' ? 'chi' : m.type;
          const target = (e.seat + (m.from as number)) % 4;
          out.push({ type, actor: e.seat, target, pai: t(called), consumed: sorted(m.tiles.filter((x) => x !== called)) });
        }
        break;
      }
      case 'win':
        out.push({ type: 'hora', actor: e.seat, target: e.from, deltas: [...e.changes], ura_markers: e.uraIndicators.map(t) });
        break;
      case 'ryuukyoku':
        out.push({ type: 'ryukyoku', deltas: [...e.changes] });
        break;
      case 'disconnect':
      case 'reconnect':
        break;
    }
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
 * import { parseMjlog, toMjai } from '@mjkit/tenhou';
 * const xml = '<mjloggm ver="2.3"><GO type="169" lobby="0"/><UN n0="%41" n1="%42" n2="%43" n3="%44" dan="1,2,3,4" rate="1500,1500,1500,1500" sx="M,M,M,M"/><TAIKYOKU oya="0"/><INIT seed="0,0,0,1,2,3" ten="250,250,250,250" oya="0" hai0="4,5,6,7,8,9,10,11,12,13,14,15,16" hai1="17,18,19,20,21,22,23,24,25,26,27,28,29" hai2="30,31,32,33,34,35,36,37,38,39,40,41,42" hai3="43,44,45,46,47,48,49,50,51,52,53,54,55"/><T60/><D60/></mjloggm>';
 * const events = toMjai(parseMjlog(xml));
 * events.map((e) => e.type); // => ['start_game', 'start_kyoku', 'tsumo', 'dahai', 'end_kyoku', 'end_game']
 * events[3]; // => { type: 'dahai', actor: 0, pai: '7p', tsumogiri: true }
 * ```
 */
export function toMjai(log: GameLog): MjaiEvent[] {
  log = checkLog(log);
  if (log.players !== 4) fail('INVALID_ARGUMENT', 'mjai has no three-player form');
  const out: MjaiEvent[] = [{ type: 'start_game', names: [...log.names], kyoku_first: log.rules.hanchan ? 0 : 4, aka_flag: log.rules.redFives }];
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
