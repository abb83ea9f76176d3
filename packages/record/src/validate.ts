// One game checked end to end: replayed with every consistency check, every move checked against
// the rules (legal actions, abortive draws, double ron, kan dora), its rounds in sequence, each win
// and exhaustive draw re-scored, the final scores compared, the events counted. (The walls a Tenhou log's
// seed gives are its format's to check: `@mjkit/tenhou`'s `validateWalls`.)
import { MjkitError, isHongKongRules } from '@mjkit/core';
import type { HongKongRules } from '@mjkit/core';
import { isLegalAction, placementPoints, placesOf } from '@mjkit/table';
import type { Action, RyuukyokuEvent, TableState, WinEvent } from '@mjkit/table';
import { hongKongWinEventOf } from './hk-win.js';
import { checkOptions } from '@mjkit/core/internal';
import type { GameLog } from './model.js';
import { replayChecked } from './replay.js';
import { roundSequenceProblem } from './round-sequence.js';
import { compareWinOf } from './rescore.js';
import { checkLog, riichiRulesOf } from './log-check.js';
import { abortiveDrawProblem, exhaustiveDrawOf } from './draw.js';

/** The events of a game, counted as the data manifest counts them. */
export interface LogCounts {
  readonly kyoku: number;
  readonly discards: number;
  /** Riichi declarations (REACH step 1). */
  readonly riichi: number;
  /** Calls: chii, pon, the three kans and kita. */
  readonly calls: number;
  /** Wins, each winner of a double ron apart. */
  readonly wins: number;
  /** Rounds drawn (RYUUKYOKU), aborted ones included. */
  readonly draws: number;
}

/** A re-scored win that differs from the log. */
export interface WinMismatch {
  readonly round: number;
  readonly event: number;
  /** Han, fu, points, limit or yaku, then score changes, as readable lines. */
  readonly differences: readonly string[];
}

/** What {@link validateGame} found in one game. */
export interface GameReport {
  readonly file: string | undefined;
  readonly players: 3 | 4;
  /** The game reached its end (the log has final scores). */
  readonly complete: boolean;
  readonly counts: LogCounts;
  /** Decision points the replay yielded. */
  readonly decisionPoints: number;
  /** The replay stopped here: the log contradicts itself (`LOG_INCONSISTENT`). */
  readonly error: MjkitError | null;
  /** Wins whose re-scoring differs from the log (han, fu, points, limit, yaku, score changes). */
  readonly winMismatches: readonly WinMismatch[];
  /**
   * Exhaustive draws that differ from the table's ({@link exhaustiveDrawOf}: nagashi mangan or
   * not, the ready hands shown, the noten or nagashi payments), in a win mismatch's shape.
   */
  readonly drawMismatches: readonly WinMismatch[];
  /** How the replayed final scores differ from the log's, or null when they agree (or are absent). */
  readonly finalScoreMismatch: string | null;
}

/** Counts a game's events. */
export function countEvents(log: GameLog): LogCounts {
  return countsOf(checkLog(log));
}

function countsOf(log: GameLog): LogCounts {
  let discards = 0;
  let riichi = 0;
  let calls = 0;
  let wins = 0;
  let draws = 0;
  for (const r of log.rounds) {
    for (const e of r.events) {
      if (e.type === 'discard') discards++;
      else if (e.type === 'riichi') riichi++;
      else if (e.type === 'call') calls++;
      else if (e.type === 'win') wins++;
      else if (e.type === 'ryuukyoku') draws++;
    }
  }
  return { kyoku: log.rounds.length, discards, riichi, calls, wins, draws };
}

/**
 * Checks a game every way a record can be checked: replays it (hand sizes, tile ids, calls,
 * scores before each result), checks that each move the log makes is legal at its decision point
 * (`isLegalAction` of `@mjkit/table` under the game's rules), checks that its rounds follow each
 * other as the rules allow (round number, dealer, honba, riichi sticks and scores carried over),
 * re-scores every win with `@mjkit/scoring` under the game's rules and compares han, fu, points,
 * limit, yaku and score changes (a Hong Kong game: the faan items, points, limit, liable seat and
 * changes), compares each exhaustive draw with the table's ({@link exhaustiveDrawOf}), and
 * compares the final scores. Never throws for a bad log: a contradiction lands in `error`.
 *
 * @example
 * ```ts
 * import { validateGame } from '@mjkit/record';
 * import { parseMjlog } from '@mjkit/tenhou';
 * const xml = '<mjloggm ver="2.3"><GO type="169" lobby="0"/><UN n0="%41" n1="%42" n2="%43" n3="%44" dan="1,2,3,4" rate="1500,1500,1500,1500" sx="M,M,M,M"/><TAIKYOKU oya="0"/><INIT seed="0,0,0,1,2,3" ten="250,250,250,250" oya="0" hai0="4,5,6,7,8,9,10,11,12,13,14,15,16" hai1="17,18,19,20,21,22,23,24,25,26,27,28,29" hai2="30,31,32,33,34,35,36,37,38,39,40,41,42" hai3="43,44,45,46,47,48,49,50,51,52,53,54,55"/><T60/><D60/></mjloggm>';
 * const report = validateGame(parseMjlog(xml));
 * [report.counts.discards, report.decisionPoints, report.error]; // => [1, 4, null]
 * ```
 */
export function validateGame(log: GameLog, options: { readonly file?: string } = {}): GameReport {
  log = checkLog(log);
  const file = checkOptions(options, 'validateGame options', ['file']).file;
  const winMismatches: WinMismatch[] = [];
  const drawMismatches: WinMismatch[] = [];
  let finalScoreMismatch: string | null = null;
  let decisionPoints = 0;
  let error: MjkitError | null = null;
  let lastWin = -1;
  const rules = isHongKongRules(log.rules) ? log.rules : riichiRulesOf(log, 'validateGame');
  try {
    const points = replayChecked(log, {
      file,
      beforeEvent: (state, e, i) => {
        // what the log's rules switch off: kan dora, an abortive draw (or play past one they play)
        const unruled = isHongKongRules(rules) ? null : e.type === 'dora' && !rules.kanDora ? 'a kan dora indicator, which the rules do not turn (kanDora: false)' : abortiveDrawProblem(state, e, rules);
        if (unruled !== null) throw new MjkitError('LOG_INCONSISTENT', unruled, { file, round: state.location.round, event: i });
        if (e.type === 'ryuukyoku' && (e.kind === 'exhaustive' || e.kind === 'nagashi-mangan') && state.tilesLeft === 0) {
          state.handsAtRest(-1, `the round ends (${e.kind})`, i); // the table's own check, made before the ready hands are read
          const differences = drawDifferences(exhaustiveDrawOf(state, rules), e);
          if (differences.length > 0) drawMismatches.push({ round: state.location.round as number, event: i, differences });
        }
        if (e.type !== 'win') return;
        state.checkBeforeWin(e, i); // an inconsistent table is the log's fault, not the scoring's
        // Honba and riichi sticks go to the first winner of a round (the one nearest the discarder).
        const first = lastWin !== (state.location.round as number);
        lastWin = (state.location.round as number);
        if (!first && !isHongKongRules(rules) && !rules.doubleRon) throw new MjkitError('LOG_INCONSISTENT', `seat ${e.seat} is a second winner of one discard, which the rules do not allow (doubleRon: false)`, { file, round: state.location.round, event: i });
        const differences = isHongKongRules(log.rules) ? hongKongWinDifferences(state, e, log.rules) : ((c) => [...c.differences, ...c.payments])(compareWinOf(log, state, e, first));
        if (differences.length > 0) winMismatches.push({ round: (state.location.round as number), event: i, differences });
      },
      onFinalScores: (replayed, logged) => {
        if (replayed.join() !== logged.join()) finalScoreMismatch = `the final scores are ${logged} in the log, ${replayed} replayed`;
      },
    });
    // Every move the log makes must be one the rules allowed (letting a tile go always is). An
    // illegal one is reported once the table has applied what follows the point, so that a move
    // the table itself refuses (a tile the seat does not hold) keeps the table's own message.
    let illegal: MjkitError | null = null;
    let at = -1;
    try {
      for (const p of points) {
        const here = p.roundIndex * 1e6 + p.eventIndex;
        if (illegal !== null && here !== at) break;
        at = here;
        decisionPoints++;
        const a = p.action;
        if (illegal === null && a.type !== 'none' && a.type !== 'pass' && !isLegalAction(p.state, p.seat, a, rules)) {
          illegal = new MjkitError('LOG_INCONSISTENT', `seat ${p.seat} ${actionText(a)}, which the rules do not allow here`, { file, round: p.roundIndex, event: p.eventIndex + 1 });
        }
      }
    } catch (e) {
      // the table refusing the illegal move's own event keeps its message; refusing a later one
      // (the next round's start, before the move's place was left), the move came first
      if (illegal === null || !(e instanceof MjkitError) || (e.round === illegal.round && e.event !== undefined && e.event <= (illegal.event as number))) throw e;
    }
    if (illegal !== null) throw illegal;
    finalScoreMismatch ??= finalPointsProblem(log);
    const sequence = roundSequenceProblem(log);
    if (sequence !== null) error = new MjkitError('LOG_INCONSISTENT', sequence.message, { file, round: sequence.round });
  } catch (e) {
    if (!(e instanceof MjkitError)) throw e;
    error = e;
  }
  return {
    file,
    players: log.players,
    complete: log.final !== null,
    counts: countsOf(log),
    decisionPoints,
    error,
    winMismatches,
    drawMismatches,
    finalScoreMismatch,
  };
}

/** The final points of a riichi game as logged against those its rules give its final scores (uma, oka, rounding), or null when they agree. */
function finalPointsProblem(log: GameLog): string | null {
  if (log.final === null || isHongKongRules(log.rules)) return null;
  const scores = log.final.scores.slice(0, log.players);
  const logged = log.final.points.slice(0, log.players);
  const ours = placementPoints(scores, placesOf(scores, log.firstDealer), log.rules);
  return ours.join() === logged.join() ? null : `the final points are ${logged} in the log, ${ours} by the rules (uma ${log.rules.uma}, return ${log.rules.returnPoints}, rounding ${log.rules.pointsRounding})`;
}

/** The differences between a Hong Kong win as logged and as `scoreHongKong` scores it now. */
function hongKongWinDifferences(state: TableState, win: WinEvent, rules: HongKongRules): string[] {
  let ours: WinEvent;
  try {
    ours = hongKongWinEventOf(state, win.seat, win.from, win.winningTile, rules);
  } catch (e) {
    if (e instanceof MjkitError && e.code === 'ILLEGAL_STATE') return [`not a win here: ${e.detail}`];
    throw e;
  }
  const items = (w: WinEvent) => w.yaku.map((y) => `${y.name ?? y.id}:${y.han}`).sort().join(' ');
  const out: string[] = [];
  if (items(win) !== items(ours)) out.push(`faan items ${items(win)} in the log, ours ${items(ours)}`);
  if (win.points !== ours.points) out.push(`points ${win.points} in the log, ours ${ours.points}`);
  if (win.limit !== ours.limit) out.push(`limit ${win.limit} in the log, ours ${ours.limit}`);
  if (win.pao !== ours.pao) out.push(`liable seat ${win.pao} in the log, ours ${ours.pao}`);
  if (win.changes.join() !== ours.changes.join()) out.push(`score changes ${win.changes} in the log, ours ${ours.changes}`);
  return out;
}

/** An action in words, its tiles as ids (the log's own terms). */
function actionText(a: Action): string {
  switch (a.type) {
    case 'discard':
      return `discards tile ${a.tile}${a.riichi ? ' declaring riichi' : ''}`;
    case 'call':
      return `calls a ${a.meld.type} of ${a.meld.tiles.join(',')}`;
    case 'nine-terminals':
      return 'declares nine terminals';
    default:
      return `declares ${a.type}`;
  }
}

/** How a logged exhaustive draw differs from the table's: its kind, the ready hands shown, the score changes. */
function drawDifferences(ours: RyuukyokuEvent, logged: RyuukyokuEvent): string[] {
  const out: string[] = [];
  if (ours.kind !== logged.kind) out.push(`a draw (${logged.kind}) in the log, ours ${ours.kind}`);
  const ready = (e: RyuukyokuEvent) => e.hands.flatMap((h, s) => (h === null ? [] : [s])).join(',') || 'none';
  if (ready(ours) !== ready(logged)) out.push(`hands shown (ready) of seats ${ready(logged)} in the log, ours ${ready(ours)}`);
  const n = ours.changes.length;
  if (ours.changes.join() !== logged.changes.slice(0, n).join()) out.push(`score changes ${logged.changes.slice(0, n)} in the log, ours ${ours.changes}`);
  return out;
}
