// The shape of a GameLog, checked once where a log is made: the readers of the log formats and
// the engine make checked (branded) logs; a log built or edited by hand is checked whole by
// gameLog(), or by the first function that reads it (replay, export, check, stats), and gets an
// INVALID_ARGUMENT naming the field, not a TypeError from deep inside. Whether the events could
// have happened is replay's job (LOG_INCONSISTENT).
import { createRules, isHongKongRules } from '@mjkit/core';
import type { HongKongRules, MjkitErrorLocation, Rules } from '@mjkit/core';
import { describeValue, fail } from '@mjkit/core/internal';
import { checkTableMeld, isTileId } from '@mjkit/table';
import type { TableMeld } from '@mjkit/table';
import type { DiscardEvent, DrawEvent, Round, RoundEvent, RyuukyokuEvent, WinEvent } from '@mjkit/table';
import { EventCode, eventCode } from '@mjkit/table/internal';
import type { GameLog, gameLogBrand } from './model.js';

function bad(message: string, where: MjkitErrorLocation = {}): never {
  fail('INVALID_ARGUMENT', `not a GameLog: ${message}`, where);
}

// Each check answers with the name of the first field that is wrong, or null: the message (and
// its describeValue of the bad value) is made only on failure. Written out field by field, since
// it runs over every event of a log at every call that reads one.

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isSeat = (v: unknown, players: number): boolean => typeof v === 'number' && (v | 0) === v && v >= 0 && v < players;
const isBool = (v: unknown): boolean => v === true || v === false;
const isRecord = (v: unknown): boolean => v !== null && typeof v === 'object' && !Array.isArray(v);

function isTiles(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (!isTileId(v[i])) return false;
  return true;
}

function isInts(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (!isInt(v[i])) return false;
  return true;
}

/** Finite numbers: scores and their changes (Hong Kong's half-gun pays halves). */
function isNumbers(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (!(typeof v[i] === 'number' && Number.isFinite(v[i]))) return false;
  return true;
}

function isMelds(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) checkTableMeld(v[i] as TableMeld);
  return true;
}

function isYaku(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) {
    const y = v[i] as { id?: unknown; han?: unknown } | null;
    if (y === null || typeof y !== 'object' || !isInt(y.id) || !isInt(y.han)) return false;
  }
  return true;
}

function isShownHands(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (v[i] !== null && !isTiles(v[i])) return false;
  return true;
}

/** The first wrong field of the fields that a win and a draw share, or null. */
function resultProblem(e: WinEvent | RyuukyokuEvent): string | null {
  if (!isInt(e.honba)) return 'honba';
  if (!isInt(e.riichiSticks)) return 'riichiSticks';
  if (!isNumbers(e.scores)) return 'scores';
  if (!isNumbers(e.changes)) return 'changes';
  if (!isRecord(e.extra)) return 'extra';
  return null;
}

/** The first wrong field of a win event, or null. */
function winProblem(e: WinEvent, players: number): string | null {
  if (!isSeat(e.seat, players)) return 'seat';
  if (!isSeat(e.from, players)) return 'from';
  if (e.pao !== null && !isSeat(e.pao, players)) return 'pao';
  if (!isTiles(e.hand)) return 'hand';
  if (!isMelds(e.melds)) return 'melds';
  if (!isTileId(e.winningTile)) return 'winningTile';
  if (e.fu !== null && !isInt(e.fu)) return 'fu';
  if (!(typeof e.points === 'number' && Number.isFinite(e.points))) return 'points';
  if (!isInt(e.limit)) return 'limit';
  if (!isYaku(e.yaku)) return 'yaku';
  if (!isInts(e.yakuman)) return 'yakuman';
  if (!isTiles(e.doraIndicators)) return 'doraIndicators';
  if (!isTiles(e.uraIndicators)) return 'uraIndicators';
  return resultProblem(e);
}

/** The first wrong field of an event (or `type`), or null. */
function eventProblem(e: RoundEvent, players: number): string | null {
  switch (e.type) {
    case 'draw':
      return !isSeat(e.seat, players) ? 'seat' : !isTileId(e.tile) ? 'tile' : null;
    case 'discard':
      return !isSeat(e.seat, players) ? 'seat' : !isTileId(e.tile) ? 'tile' : !isBool(e.tsumogiri) ? 'tsumogiri' : null;
    case 'call':
      if (!isSeat(e.seat, players)) return 'seat';
      if (e.code !== null && !isInt(e.code)) return 'code';
      checkTableMeld(e.meld);
      return null;
    case 'riichi':
    case 'disconnect':
    case 'reconnect':
      return isSeat(e.seat, players) ? null : 'seat';
    case 'riichi-accepted':
      return !isSeat(e.seat, players) ? 'seat' : e.scores !== null && !isNumbers(e.scores) ? 'scores' : null;
    case 'dora':
      return isTileId(e.indicator) ? null : 'indicator';
    case 'bonus':
      return !isSeat(e.seat, players) ? 'seat' : Number.isInteger(e.tile) && e.tile >= 1 && e.tile <= 8 ? null : 'tile';
    case 'win':
      return winProblem(e, players);
    case 'ryuukyoku':
      return typeof e.kind !== 'string' ? 'kind' : !isShownHands(e.hands) ? 'hands' : resultProblem(e);
    default:
      return 'type';
  }
}

/** Throws `INVALID_ARGUMENT` naming the field unless `e` is an event of a game of `players`. */
function checkEvent(e: RoundEvent, players: number, where: MjkitErrorLocation): void {
  if (e === null || typeof e !== 'object') bad(`an event is ${describeValue(e)}`, where);
  let problem: string | null;
  try {
    problem = eventProblem(e, players);
  } catch (x) {
    // a meld that is not one
    return bad(`${String(e.type)}: ${(x as { detail?: string }).detail ?? String(x)}`, where);
  }
  if (problem === 'type') bad(`an event of type ${describeValue(e.type)}`, where);
  if (problem !== null) bad(`${e.type}.${problem} is ${describeValue((e as unknown as Record<string, unknown>)[problem])}`, where);
}

/** Throws `INVALID_ARGUMENT` unless `e` has the shape of a {@link WinEvent} of a game of `players`. */
export function checkWinEvent(e: WinEvent, players: number): WinEvent {
  if (e === null || typeof e !== 'object' || e.type !== 'win') bad(`a win event is ${describeValue(e)}`);
  checkEvent(e, players, {});
  return e;
}

/** The first wrong field of a round's own (not its events), or null; the round is an object. */
function roundProblem(r: Round, players: number): string | null {
  if (!isInt(r.round)) return 'round';
  if (!isInt(r.honba)) return 'honba';
  if (!isInt(r.riichiSticks)) return 'riichiSticks';
  if (!isSeat(r.dealer, players)) return 'dealer';
  if (!isNumbers(r.scores)) return 'scores';
  if (r.doraIndicator !== null && !isTileId(r.doraIndicator)) return 'doraIndicator';
  if (r.bonus !== undefined && !(Array.isArray(r.bonus) && r.bonus.length === 4 && r.bonus.every((b) => Array.isArray(b) && b.every((t) => Number.isInteger(t) && t >= 1 && t <= 8)))) return 'bonus';
  if (!isRecord(r.extra)) return 'extra';
  const hands = r.hands as readonly unknown[];
  if (!Array.isArray(hands) || hands.length !== 4 || !(isTiles(hands[0]) && isTiles(hands[1]) && isTiles(hands[2]) && isTiles(hands[3]))) return 'hands';
  if (r.dice !== null && !(Array.isArray(r.dice) && r.dice.length === 2 && isInt(r.dice[0]) && isInt(r.dice[1]))) return 'dice';
  if (!Array.isArray(r.events)) return 'events';
  return null;
}

/** Throws the INVALID_ARGUMENT of round `i`, whose own fields are wrong (see roundProblem). */
function badRound(r: Round, players: number, i: number): never {
  const where = { round: i };
  if (r === null || typeof r !== 'object' || Array.isArray(r)) bad(`round is ${describeValue(r)}`, where);
  const problem = roundProblem(r, players);
  if (problem === 'hands') bad('round.hands must hold 4 arrays of tile ids (the empty seat of a three-player game has none)', where);
  if (problem === 'dice') bad('round.dice must be two numbers or null', where);
  bad(`round.${problem} is ${describeValue((r as unknown as Record<string, unknown>)[problem as string])}`, where);
}

/** Checks round `i` of a game of `players`. */
function checkRound(r: Round, players: number, i: number): void {
  if (r === null || typeof r !== 'object' || Array.isArray(r) || roundProblem(r, players) !== null) badRound(r, players, i);
  const events = r.events;
  for (let j = 0; j < events.length; j++) {
    const e = events[j] as RoundEvent;
    // draws and discards are nine events in ten: checked here, each field read only after the
    // type is known (a read before it would see every event shape and be slow)
    if (e !== null && typeof e === 'object') {
      const code = eventCode(e);
      if (code === EventCode.draw) {
        const d = e as DrawEvent;
        if (isSeat(d.seat, players) && isTileId(d.tile)) continue;
      } else if (code === EventCode.discard) {
        const d = e as DiscardEvent;
        if (isSeat(d.seat, players) && isTileId(d.tile) && isBool(d.tsumogiri)) continue;
      }
    }
    checkEvent(e, players, { round: i, event: j });
  }
}

/**
 * The brand of a checked log, shared by every copy of this package in a process (`Symbol.for`):
 * a non-enumerable property, so that a copy of a log (spread, JSON, structuredClone) is not
 * branded and is checked again where it is read.
 */
const BRAND: unique symbol = Symbol.for('@mjkit/record:GameLog') as never;

/** Marks `log` as checked (a non-enumerable property) and returns it typed as a {@link GameLog}. */
function brand(log: object): GameLog {
  Object.defineProperty(log, BRAND, { value: true });
  return log as GameLog;
}

/** True for a log that was checked where it was made (a reader, the engine, `gameLog()`). */
function isBranded(value: unknown): boolean {
  return value !== null && typeof value === 'object' && (value as { [BRAND]?: unknown })[BRAND] === true;
}

/**
 * @internal The log a reader or the engine built, branded as the checked {@link GameLog} it is
 * (they make only well-formed logs; the tests check every log of the data, of the fuzzing and of
 * played games with the full shape check).
 */
export function parsedLog<T extends Omit<GameLog, typeof gameLogBrand>>(log: T): GameLog<T['rules']> {
  return brand(log) as GameLog<T['rules']>;
}

/**
 * True when `value` has the shape of a {@link GameLog}: a log made by a reader, the engine or
 * {@link gameLog} (branded), or a structure that passes the whole check.
 */
export function isGameLog(value: unknown): value is GameLog {
  if (isBranded(value)) return true;
  try {
    checkShape(value as GameLog);
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks a log built or edited by hand (a structural copy, a log read back from JSON) and
 * returns it as a checked {@link GameLog}: a shallow copy, branded, its rules checked into a
 * `Rules`. Throws `INVALID_ARGUMENT` naming the field, round and event of the first problem.
 * Whether its events could have happened is `replay`'s job
 * (`LOG_INCONSISTENT`). A record is a value: edit a copy, and check the copy here.
 *
 * @example
 * ```ts
 * import { gameLog, isGameLog } from '@mjkit/record';
 * import { parseMjlog } from '@mjkit/tenhou';
 * const xml = '<mjloggm ver="2.3"><GO type="169" lobby="0"/><UN n0="%41" n1="%42" n2="%43" n3="%44" dan="1,2,3,4" rate="1500,1500,1500,1500" sx="M,M,M,M"/><TAIKYOKU oya="0"/><INIT seed="0,0,0,1,2,3" ten="250,250,250,250" oya="0" hai0="4,5,6,7,8,9,10,11,12,13,14,15,16" hai1="17,18,19,20,21,22,23,24,25,26,27,28,29" hai2="30,31,32,33,34,35,36,37,38,39,40,41,42" hai3="43,44,45,46,47,48,49,50,51,52,53,54,55"/><T60/><D60/></mjloggm>';
 * const copy = JSON.parse(JSON.stringify(parseMjlog(xml)));
 * isGameLog(copy); // => true
 * gameLog(copy).names; // => ['A', 'B', 'C', 'D']
 * gameLog({ ...copy, players: 5 }); // throws INVALID_ARGUMENT
 * ```
 */
export function gameLog(value: unknown): GameLog {
  if (isBranded(value)) return value as GameLog;
  checkShape(value as GameLog);
  const log = value as GameLog;
  return brand({ ...log, rules: createRules(log.rules) });
}

/**
 * @internal The log an entry point works on: a checked (branded) log as it is; anything else
 * checked whole (`INVALID_ARGUMENT`), its rules into a `Rules`. Inner functions take the checked
 * log and do not check it again.
 */
export function checkLog(log: GameLog): GameLog {
  return isBranded(log) ? log : gameLog(log);
}

/**
 * @internal The riichi rules of a checked record, for what reads riichi games only (`what` names
 * it); a Hong Kong record is `INVALID_ARGUMENT`.
 */
export function riichiRulesOf(log: GameLog, what: string): Rules {
  if (isHongKongRules(log.rules)) fail('INVALID_ARGUMENT', `${what} reads riichi games; this record is a Hong Kong Old Style game (${log.rules.name}), which mjkit's JSON-lines record (toRecordLines) holds`);
  return log.rules;
}

/**
 * @internal The EventCode of every event of a checked log, its rounds one after the other (the
 * replay reads these instead of each event's type again).
 */
export function logCodes(log: GameLog): Uint8Array {
  const rounds = log.rounds;
  let n = 0;
  for (let i = 0; i < rounds.length; i++) n += (rounds[i] as Round).events.length;
  const codes = new Uint8Array(n);
  let at = 0;
  for (let i = 0; i < rounds.length; i++) {
    const events = (rounds[i] as Round).events;
    for (let j = 0; j < events.length; j++) codes[at++] = eventCode(events[j] as RoundEvent);
  }
  return codes;
}

/** Throws `INVALID_ARGUMENT` naming the field unless `log` has the shape of a {@link GameLog}. */
function checkShape(log: GameLog): void {
  if (log === null || typeof log !== 'object' || Array.isArray(log)) bad(describeValue(log));
  const players = log.players;
  if (players !== 3 && players !== 4) bad(`players is ${describeValue(players)}`);
  if (!isRecord(log.rules)) bad(`rules is ${describeValue(log.rules)}`);
  let rules: Rules | HongKongRules;
  try {
    rules = createRules(log.rules);
  } catch (e) {
    return bad(`rules: ${(e as { detail?: string }).detail ?? String(e)}`);
  }
  if (rules.players !== players) bad(`rules are for ${rules.players} players, the log has ${players}`);
  if (!isInt(log.firstDealer) || log.firstDealer < 0 || log.firstDealer >= players) bad(`firstDealer is ${describeValue(log.firstDealer)}`);
  if (!Array.isArray(log.names) || !log.names.every((n) => typeof n === 'string')) bad(`names is ${describeValue(log.names)}`);
  if (log.meta !== null && !(isRecord(log.meta) && typeof log.meta.format === 'string')) bad(`meta is ${describeValue(log.meta)}`);
  if (log.final !== null && !(typeof log.final === 'object' && isNumbers(log.final?.scores) && Array.isArray(log.final?.points) && log.final.points.every((p) => typeof p === 'number' && Number.isFinite(p)))) {
    bad(`final is ${describeValue(log.final)}`);
  }
  if (!Array.isArray(log.rounds)) bad(`rounds is ${describeValue(log.rounds)}`);
  for (let i = 0; i < log.rounds.length; i++) checkRound(log.rounds[i] as Round, players, i);
}

/** @internal Throws `INVALID_ARGUMENT` unless `r` has the shape of round `i` of a game of `players`. */
export function checkRoundShape(r: Round, players: number, i: number): void {
  checkRound(r, players, i);
}
