// The shape of a GameLog handed to a function that reads one (replay, export, check, stats):
// a log built or edited by hand gets an INVALID_ARGUMENT naming the field, not a TypeError
// from deep inside. Whether the events could have happened is replay's job (LOG_INCONSISTENT).
import { MjkitError, describeValue } from '@mjkit/core';
import type { MjkitErrorLocation } from '@mjkit/core';
import { checkLogMeld, isTileId } from './meld-code.js';
import type { LogMeld } from './meld-code.js';
import type { GameLog, Round, RoundEvent, WinEvent } from './model.js';

type Field = 'seat' | 'seat?' | 'tile' | 'tiles' | 'int' | 'int?' | 'ints' | 'ints?' | 'bool' | 'string' | 'meld' | 'melds' | 'yaku' | 'hands?' | 'record';

const EVENT_FIELDS: Record<RoundEvent['type'], Record<string, Field>> = {
  draw: { seat: 'seat', tile: 'tile' },
  discard: { seat: 'seat', tile: 'tile', tsumogiri: 'bool' },
  call: { seat: 'seat', meld: 'meld', code: 'int?' },
  riichi: { seat: 'seat' },
  'riichi-accepted': { seat: 'seat', scores: 'ints?' },
  dora: { indicator: 'tile' },
  win: {
    seat: 'seat',
    from: 'seat',
    pao: 'seat?',
    hand: 'tiles',
    melds: 'melds',
    winningTile: 'tile',
    fu: 'int?',
    points: 'int',
    limit: 'int',
    yaku: 'yaku',
    yakuman: 'ints',
    doraIndicators: 'tiles',
    uraIndicators: 'tiles',
    honba: 'int',
    sticks: 'int',
    scores: 'ints',
    changes: 'ints',
    extra: 'record',
  },
  ryuukyoku: { kind: 'string', hands: 'hands?', honba: 'int', sticks: 'int', scores: 'ints', changes: 'ints', extra: 'record' },
  disconnect: { seat: 'seat' },
  reconnect: { seat: 'seat' },
};

const RULE_FIELDS: Record<string, Field> = {
  goType: 'int?',
  vsHumans: 'bool',
  redFives: 'bool',
  openTanyao: 'bool',
  hanchan: 'bool',
  sanma: 'bool',
  room: 'int',
  fast: 'bool',
  lightning: 'bool',
};
const ROUND_FIELDS: Record<string, Field> = { round: 'int', honba: 'int', sticks: 'int', dealer: 'seat', scores: 'ints', doraIndicator: 'tile', extra: 'record' };

type Fields = readonly (readonly [string, Field])[];
const EVENTS = Object.fromEntries(Object.entries(EVENT_FIELDS).map(([type, f]) => [type, Object.entries(f)])) as unknown as Record<RoundEvent['type'], Fields>;
const RULES: Fields = Object.entries(RULE_FIELDS);
const ROUND: Fields = Object.entries(ROUND_FIELDS);

function bad(message: string, where: MjkitErrorLocation = {}): never {
  throw new MjkitError('INVALID_ARGUMENT', `not a GameLog: ${message}`, where);
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** Whether `v` is of the field kind (melds are checked apart, for their message). */
function isOfKind(v: unknown, kind: Field, players: number): boolean {
  switch (kind) {
    case 'seat':
      return isInt(v) && v >= 0 && v < players;
    case 'seat?':
      return v === null || (isInt(v) && v >= 0 && v < players);
    case 'tile':
      return isTileId(v);
    case 'tiles':
      return Array.isArray(v) && v.every(isTileId);
    case 'int':
      return isInt(v);
    case 'int?':
      return v === null || isInt(v);
    case 'ints':
      return Array.isArray(v) && v.every(isInt);
    case 'ints?':
      return v === null || (Array.isArray(v) && v.every(isInt));
    case 'bool':
      return typeof v === 'boolean';
    case 'string':
      return typeof v === 'string';
    case 'record':
      return v !== null && typeof v === 'object' && !Array.isArray(v);
    case 'hands?':
      return Array.isArray(v) && v.every((h) => h === null || (Array.isArray(h) && h.every(isTileId)));
    case 'yaku':
      return Array.isArray(v) && v.every((y) => y !== null && typeof y === 'object' && isInt(y.id) && isInt(y.han));
    case 'meld':
    case 'melds':
      return kind === 'meld' || Array.isArray(v);
  }
}

function checkFields(o: unknown, fields: readonly (readonly [string, Field])[], players: number, what: string, where: MjkitErrorLocation): void {
  if (o === null || typeof o !== 'object' || Array.isArray(o)) bad(`${what} is ${describeValue(o)}`, where);
  for (const [key, kind] of fields) {
    const v = (o as Record<string, unknown>)[key];
    if (!isOfKind(v, kind, players)) bad(`${what}.${key} is ${describeValue(v)}`, where);
    if (kind === 'meld' || kind === 'melds') {
      try {
        if (kind === 'meld') checkLogMeld(v as LogMeld);
        else for (const m of v as LogMeld[]) checkLogMeld(m);
      } catch (e) {
        bad(`${what}.${key}: ${(e as Error).message.replace(/^BAD_LOG: /, '')}`, where);
      }
    }
  }
}

/** Throws `INVALID_ARGUMENT` unless `e` has the shape of a {@link WinEvent} of a game of `players`. */
export function checkWinEvent(e: WinEvent, players: number): WinEvent {
  if (e === null || typeof e !== 'object' || e.type !== 'win') bad(`a win event is ${describeValue(e)}`);
  checkFields(e, EVENTS.win, players, 'win', {});
  return e;
}

function checkRound(r: Round, players: number, i: number): void {
  checkFields(r, ROUND, players, 'round', { round: i });
  if (!Array.isArray(r.hands) || r.hands.length !== 4 || !r.hands.every((h) => Array.isArray(h) && h.every(isTileId))) {
    bad('round.hands must hold 4 arrays of tile ids (the empty seat of a three-player game has none)', { round: i });
  }
  if (r.dice !== null && !(Array.isArray(r.dice) && r.dice.length === 2 && r.dice.every(isInt))) bad('round.dice must be two numbers or null', { round: i });
  if (!Array.isArray(r.events)) bad(`round.events is ${describeValue(r.events)}`, { round: i });
  r.events.forEach((e: unknown, j) => {
    const where = { round: i, event: j };
    const type = e !== null && typeof e === 'object' ? (e as { type?: unknown }).type : e;
    if (typeof type !== 'string' || !Object.hasOwn(EVENTS, type)) bad(`an event of type ${describeValue(type)}`, where);
    checkFields(e, EVENTS[type as RoundEvent['type']], players, type as string, where);
  });
}

/** Logs that passed {@link checkLog}: a log is read-only, so it is checked once, not at every call. */
const CHECKED = new WeakSet<GameLog>();

/**
 * @internal Marks a log that a parser built as checked: the parsers give only well-formed logs
 * (the tests check a structural copy of every parsed log of the data and of the fuzzing).
 */
export function parsedLog(log: GameLog): GameLog {
  CHECKED.add(log);
  return log;
}

/**
 * Returns `log` when it has the shape of a {@link GameLog}; throws `INVALID_ARGUMENT` naming the
 * field otherwise. A log is checked once; one edited after that (its fields are read-only) is
 * not checked again.
 */
export function checkLog(log: GameLog): GameLog {
  if (CHECKED.has(log)) return log;
  if (log === null || typeof log !== 'object' || Array.isArray(log)) bad(describeValue(log));
  const players = log.players;
  if (players !== 3 && players !== 4) bad(`players is ${describeValue(players)}`);
  checkFields(log.rules, RULES, players, 'rules', {});
  if (!isInt(log.firstDealer) || log.firstDealer < 0 || log.firstDealer >= players) bad(`firstDealer is ${describeValue(log.firstDealer)}`);
  for (const key of ['names', 'dan', 'rate', 'sex'] as const) if (!Array.isArray(log[key])) bad(`${key} is ${describeValue(log[key])}`);
  if (log.extra === null || typeof log.extra !== 'object') bad(`extra is ${describeValue(log.extra)}`);
  if (log.shuffle !== null && (typeof log.shuffle !== 'object' || typeof log.shuffle?.seed !== 'string')) bad(`shuffle is ${describeValue(log.shuffle)}`);
  if (log.final !== null && !(typeof log.final === 'object' && Array.isArray(log.final?.scores) && Array.isArray(log.final?.points))) {
    bad(`final is ${describeValue(log.final)}`);
  }
  if (!Array.isArray(log.rounds)) bad(`rounds is ${describeValue(log.rounds)}`);
  log.rounds.forEach((r, i) => checkRound(r, players, i));
  CHECKED.add(log);
  return log;
}
