// Wins as the record writes them, and re-scored: a win event made from the table at that moment
// (@mjkit/scoring's score, its yaku by Tenhou's numbering, the record's yaku vocabulary), and a
// logged win compared with its re-scoring: han, fu, points, limit, yaku list and every seat's
// score change.
import { describeValue, fail } from '@mjkit/core/internal';
import type { Rules } from '@mjkit/core';
import { YAKU, scoreHand } from '@mjkit/scoring';
import type { ScoreResult, ScoredWin, WinInput } from '@mjkit/scoring';
import { seatOfWind, seatWind } from '@mjkit/core';
import type { Seat, TileId } from '@mjkit/core';
import { TableState, winInputOf } from '@mjkit/table';
import type { TableMeld, WinContext, WinEvent, WinYaku } from '@mjkit/table';
import type { GameLog } from './model.js';
import { checkLog, checkWinEvent, riichiRulesOf } from './log-check.js';

/** The scoring rules of a logged game: the rules it was played by (its record's). */
export function scoringRules(log: GameLog): Rules {
  return riichiRulesOf(checkLog(log), 'scoringRules');
}

/**
 * The scoring input of a logged win, from the table at that moment: hand and melds, winds,
 * riichi (double, ippatsu), rinshan, chankan, last tile, first turn, dora and uradora, kita,
 * honba and sticks (only for the first of several winners). `state` is the replay's table
 * before the win is applied.
 */
export function winInput(log: GameLog, state: TableState, win: WinEvent, first: boolean): WinInput {
  log = checkLog(log);
  if (!(state instanceof TableState)) fail('INVALID_ARGUMENT', `state must be a TableState, not ${describeValue(state)}`);
  checkWinEvent(win, log.players);
  return logWinInput(log, state, win, first);
}

/** {@link winInput} of checked arguments. */
function logWinInput(log: GameLog, state: TableState, win: WinEvent, first: boolean): WinInput {
  return winInputOf(state, { seat: win.seat, from: win.from, tile: win.winningTile, uraIndicators: win.uraIndicators, first, rules: riichiRulesOf(log, 'riichi scoring') });
}

const LIMITS: Record<string, number> = { none: 0, mangan: 1, haneman: 2, baiman: 3, sanbaiman: 4, 'kazoe-yakuman': 5, yakuman: 5 };

/**
 * Tenhou's limit number of a scored win (0 none, 1 mangan … 5 yakuman); a mangan reached by
 * kiriage (1,920 rounded up) it writes as 0.
 */
export function tenhouLimit(score: ScoredWin): number {
  if (score.limit === 'mangan' && score.han < 5 && score.fu * 2 ** (score.han + 2) < 2000) return 0;
  return LIMITS[score.limit] as number;
}

/** How a re-scored win compares with the log. */
export interface WinComparison {
  /** How han, fu, points, limit or the yaku list differ, as readable lines; empty when they agree. */
  readonly differences: readonly string[];
  /** How the score changes of the seats differ (honba, riichi sticks, pao); empty when they agree. */
  readonly payments: readonly string[];
  /** Our score. */
  readonly score: ScoreResult;
}

/**
 * The yaku of a scored win as Tenhou lists them: its yaku numbers with their han (kita counted
 * as dora, 52, as Tenhou does), dora entries with 0 han left out; empty for a yakuman.
 */
export function tenhouYaku(score: ScoredWin): WinYaku[] {
  const list: { id: number; han: number }[] = [];
  for (const y of score.yaku) {
    if (y.yakuman > 0) continue;
    const id = y.id === 'kita' ? 52 : YAKU[y.id].tenhou;
    const same = list.find((x) => x.id === id);
    if (same) same.han += y.han;
    else list.push({ id, han: y.han });
  }
  return list;
}

/** The yakuman of a scored win by Tenhou number, a double yakuman written twice. */
export function tenhouYakuman(score: ScoredWin): number[] {
  return score.yaku.flatMap((y) => Array.from({ length: y.yakuman }, () => YAKU[y.id].tenhou));
}

const yakuKeys = (list: readonly WinYaku[]): string[] => list.map((y) => `${y.id}:${y.han}`).sort();

/** Re-scores a logged win and lists every difference with what Tenhou recorded. */
export function compareWin(log: GameLog, state: TableState, win: WinEvent, first: boolean): WinComparison {
  log = checkLog(log);
  if (!(state instanceof TableState)) fail('INVALID_ARGUMENT', `state must be a TableState, not ${describeValue(state)}`);
  checkWinEvent(win, log.players);
  return compareWinOf(log, state, win, first);
}

/** @internal {@link compareWin} of checked arguments (validateGame checked the log once). */
export function compareWinOf(log: GameLog, state: TableState, win: WinEvent, first: boolean): WinComparison {
  const input = logWinInput(log, state, win, first);
  const score = scoreHand(input);
  const out: string[] = [];
  if (!score.ok) return { differences: [`not scored: ${score.code}`], payments: [], score };
  const logYaku = win.yaku
    .filter((y) => y.han > 0)
    .map((y) => `${y.id}:${y.han}`)
    .sort();
  const merged = new Map<number, number>();
  for (const y of win.yaku) if (y.han > 0) merged.set(y.id, (merged.get(y.id) ?? 0) + y.han);
  const logList = [...merged].map(([id, han]) => `${id}:${han}`).sort();
  if (win.yakuman.length > 0) {
    const ours = score.yaku.filter((y) => y.yakuman > 0).map((y) => YAKU[y.id].tenhou).sort((a, b) => a - b);
    const theirs = [...win.yakuman].sort((a, b) => a - b);
    if (ours.join() !== theirs.join()) out.push(`yakuman ${theirs} in the log, ours ${ours}`);
  } else {
    const ours = yakuKeys(tenhouYaku(score));
    if (ours.join() !== logList.join()) out.push(`yaku ${logYaku.join(' ')} in the log, ours ${ours.join(' ')}`);
    const han = win.yaku.reduce((n, y) => n + y.han, 0);
    if (han !== score.han) out.push(`han ${han} in the log, ours ${score.han}`);
  }
  if (win.fu !== null && win.fu !== score.fu) out.push(`fu ${win.fu} in the log, ours ${score.fu}`);
  if (win.points !== score.points) out.push(`points ${win.points} in the log, ours ${score.points}`);
  if (win.limit !== tenhouLimit(score)) out.push(`limit ${win.limit} in the log, ours ${score.limit}`);
  const players = log.players;
  const dealer = state.dealer;
  const changes = Array.from({ length: players }, (_, seat) => score.payments[(seat - dealer + players) % players] as number);
  const payments = changes.join() === win.changes.slice(0, players).join() ? [] : [`score changes ${win.changes.slice(0, players)} in the log, ours ${changes}`];
  return { differences: out, payments, score };
}

/**
 * @internal Each seat's change from a list indexed by seat wind (scoring's payments), the empty
 * seat of a three-player table 0: what a win or draw event records.
 */
export function changesBySeat(state: TableState, byWind: readonly number[]): number[] {
  const changes = [0, 0, 0, 0];
  for (let s = 0; s < state.players; s++) changes[s] = byWind[seatWind(s as Seat, state.dealer, state.players)] as number;
  return changes;
}

/** @internal The winner's concealed tiles with the winning tile (taken from `from` unless it is a self-draw). */
export function winnerHand(state: TableState, seat: Seat, from: Seat, tile: TileId): TileId[] {
  const hand = [...(state.hands[seat] as TileId[])];
  if (from !== seat) hand.push(tile);
  return hand;
}

/**
 * A win as Tenhou records it (its AGARI), scored from the table at the moment of the win: the
 * hand with the ronned tile, the melds latest first, han, fu, points, limit and yaku by Tenhou
 * number, the indicators (ura for a riichi winner only), and every seat's score change. `state`
 * is the table before the win is applied; throws `ILLEGAL_STATE` for a hand that cannot win.
 * The engine records its wins this way, and the mjai reader (mjai's `hora` carries no score).
 */
export function winEventOf(state: TableState, w: WinContext): WinEvent {
  const score = scoreHand(winInputOf(state, w));
  const { seat, from, tile } = w;
  if (!score.ok) fail('ILLEGAL_STATE', `seat ${seat} wins without a yaku or a complete hand (${score.code})`);
  const changes = changesBySeat(state, score.payments);
  return {
    type: 'win',
    seat,
    from,
    pao: score.pao === null ? null : seatOfWind(score.pao, state.dealer, state.players),
    hand: winnerHand(state, seat, from, tile),
    melds: [...(state.melds[seat] as TableMeld[])].reverse(), // Tenhou lists the latest call first
    winningTile: tile,
    fu: score.fu,
    points: score.points,
    limit: tenhouLimit(score),
    yaku: score.yakuman > 0 ? [] : tenhouYaku(score),
    yakuman: score.yakuman > 0 ? tenhouYakuman(score) : [],
    doraIndicators: [...state.doraIndicators],
    uraIndicators: state.riichi[seat] ? [...w.uraIndicators] : [],
    honba: state.start.honba,
    riichiSticks: w.first ? state.riichiSticks : 0,
    scores: [...state.scores],
    changes,
    extra: {},
  };
}
