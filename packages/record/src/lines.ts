// The record as JSON lines: mjkit's own log format, for every rule family (Tenhou's formats and
// mjai cannot express a Hong Kong game). One game is a header line, then per round a round line
// and one line per event, then a final line; a file may hold several games.
import { MjkitError } from '@mjkit/core';
import { describeValue, fail } from '@mjkit/core/internal';
import type { Round, RoundEvent } from '@mjkit/table';
import { checkLog, gameLog } from './log-check.js';
import type { GameLog, ParseOptions } from './model.js';

/** The version of the JSON-lines record that {@link toRecordLines} writes. */
export const RECORD_LINES_VERSION = 1;

/**
 * A game as JSON lines (each line one JSON object, `\n` after each):
 *
 * - `{"mjkit":"record","version":1,"players":4,"rules":{…},"names":[…],"firstDealer":0,"meta":null}`
 *   starts a game (`rules`: every field of the rule set, `family: "hong-kong"` for Hong Kong);
 * - `{"round":{…}}`: a round's start (`round`, `honba`, `riichiSticks`, `dice`, `dealer`,
 *   `scores`, `doraIndicator` or null, `hands`, `bonus` when the table has bonus tiles, `extra`);
 * - one line per event of the round, as the table's events (`{"type":"draw","seat":0,"tile":52}` …);
 * - `{"final":{"scores":[…],"points":[…]}}` or `{"final":null}` ends the game.
 *
 * {@link parseRecordLines} reads it back into the same record.
 *
 * @example
 * ```ts
 * import { parseRecordLines, toRecordLines } from '@mjkit/record';
 * import { parseMjlog } from '@mjkit/tenhou';
 * const xml = '<mjloggm ver="2.3"><GO type="169" lobby="0"/><UN n0="%41" n1="%42" n2="%43" n3="%44" dan="1,2,3,4" rate="1500,1500,1500,1500" sx="M,M,M,M"/><TAIKYOKU oya="0"/><INIT seed="0,0,0,1,2,3" ten="250,250,250,250" oya="0" hai0="4,5,6,7,8,9,10,11,12,13,14,15,16" hai1="17,18,19,20,21,22,23,24,25,26,27,28,29" hai2="30,31,32,33,34,35,36,37,38,39,40,41,42" hai3="43,44,45,46,47,48,49,50,51,52,53,54,55"/><T60/><D60/></mjloggm>';
 * const text = toRecordLines(parseMjlog(xml));
 * text.split('\n')[2]; // => '{"type":"draw","seat":0,"tile":60}'
 * parseRecordLines(text)[0]?.rounds[0]?.events.length; // => 2
 * parseRecordLines('{"mjkit":"record","version":9}'); // throws BAD_LOG
 * ```
 */
export function toRecordLines(log: GameLog): string {
  const g = checkLog(log);
  const out: string[] = [JSON.stringify({ mjkit: 'record', version: RECORD_LINES_VERSION, players: g.players, rules: { ...g.rules }, names: g.names, firstDealer: g.firstDealer, meta: g.meta })];
  for (const r of g.rounds) {
    const { events, ...start } = r;
    out.push(JSON.stringify({ round: start }));
    for (const e of events) out.push(JSON.stringify(e));
  }
  out.push(JSON.stringify({ final: g.final }));
  return out.join('\n') + '\n';
}

/** Whether a text starts as a JSON-lines record (its first line a record header). */
export function isRecordLines(text: string): boolean {
  return typeof text === 'string' && /^\uFEFF?\s*\{\s*"mjkit"\s*:\s*"record"/.test(text.slice(0, 256));
}

/**
 * Every game of a JSON-lines record ({@link toRecordLines}), each checked as {@link gameLog}
 * checks a record. Throws `BAD_LOG` with the file and the line (as `offset`, the line's first
 * character) for a line that is not JSON or not where it may be, a version it does not know, or
 * a game whose fields are wrong.
 */
export function parseRecordLines(text: string, options: ParseOptions = {}): GameLog[] {
  if (typeof text !== 'string') fail('INVALID_ARGUMENT', `parseRecordLines takes the text of a record, not ${describeValue(text)}`);
  const file = options.file;
  const games: GameLog[] = [];
  type Building = { header: Record<string, unknown>; rounds: Round[]; round: { start: Record<string, unknown>; events: RoundEvent[] } | null; line: number };
  let game: Building | null = null;
  let offset = 0;
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  const close = (g: Building) => {
    if (g.round !== null) g.rounds.push({ ...g.round.start, events: g.round.events } as unknown as Round);
    g.round = null;
  };
  for (let n = 0; n < lines.length; n++) {
    const raw = lines[n] as string;
    const at = offset;
    offset += raw.length + 1;
    const line = raw.trim();
    if (line === '') continue;
    const bad = (message: string): never => fail('BAD_LOG', `line ${n + 1}: ${message}`, { file, offset: at });
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      bad('not JSON');
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) bad('not a JSON object');
    const o = value as Record<string, unknown>;
    if (Object.hasOwn(o, 'mjkit')) {
      if (game !== null) bad('a game header before the last game\'s final line');
      if (o.mjkit !== 'record') bad(`a header of ${describeValue(o.mjkit)}, not of an mjkit record`);
      if (o.version !== RECORD_LINES_VERSION) bad(`record version ${describeValue(o.version)}; this mjkit reads version ${RECORD_LINES_VERSION}`);
      game = { header: o, rounds: [], round: null, line: n + 1 };
    } else if (game === null) bad('a line before the first game header');
    else if (Object.hasOwn(o, 'round')) {
      close(game);
      if (o.round === null || typeof o.round !== 'object' || Array.isArray(o.round)) bad('a round line without a round object');
      game.round = { start: o.round as Record<string, unknown>, events: [] };
    } else if (Object.hasOwn(o, 'final')) {
      close(game);
      const h = game.header;
      try {
        games.push(gameLog({ players: h.players, rules: h.rules, names: h.names, firstDealer: h.firstDealer, rounds: game.rounds, final: o.final, meta: h.meta ?? null }));
      } catch (e) {
        if (e instanceof MjkitError) fail('BAD_LOG', `the game from line ${game.line}: ${e.detail}`, { file, offset: at, round: e.round, event: e.event });
        throw e;
      }
      game = null;
    } else if (typeof o.type === 'string') {
      const round = game.round ?? bad('an event before the first round line');
      round.events.push(o as unknown as RoundEvent);
    } else bad('neither a header, a round, an event nor a final line');
  }
  if (game !== null) fail('BAD_LOG', `the game from line ${game.line} has no final line (the file ends inside it)`, { file, offset: text.length });
  return games;
}
