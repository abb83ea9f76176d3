// One entry for any log: mjlog XML, tenhou6 JSON or mjai JSON lines, text or bytes, gzip or not.
import { MjkitError } from '@mjkit/core';
import { checkOptions, describeValue, fail } from '@mjkit/core/internal';
import { parseMjai } from '@mjkit/mjai';
import { isRecordLines, parseRecordLines } from '@mjkit/record';
import type { GameLog, ParseOptions } from '@mjkit/record';
import { PARSE_OPTIONS } from '@mjkit/record/internal';
import { logText, parseMjlogGames } from './mjlog.js';
import { parseTenhou6 } from './tenhou6-parse.js';

/**
 * The format of a log's text: `mjlog` (starts with `<`), `record` (mjkit's JSON-lines record, the
 * first line `{"mjkit":"record",…}`), `mjai` (JSON lines, the first an object whose first key is
 * `type`), `tenhou6` (any other text starting with `{`), or null.
 */
export function sniffFormat(text: string): 'mjlog' | 'tenhou6' | 'mjai' | 'record' | null {
  if (typeof text !== 'string') fail('INVALID_ARGUMENT', `sniffFormat takes the text of a log, not ${describeValue(text)}`);
  if (isRecordLines(text)) return 'record';
  const m = /^\uFEFF?\s*([<{])(\s*"type"\s*:)?/.exec(text.slice(0, 4096));
  if (!m) return null;
  return m[1] === '<' ? 'mjlog' : m[2] ? 'mjai' : 'tenhou6';
}

/** The start of a line of mjx's protobuf JSON (mjx-project/mjx's `mjxproto` State). */
const MJX_PROTO = /^\uFEFF?\s*\{\s*"(?:hiddenState|publicObservation|privateObservations)"\s*:/;

/**
 * Reads every game of a log in any format: mjlog XML, tenhou.net/6 JSON, mjai or mjkit's JSON-lines
 * record (`toRecordLines` of @mjkit/record, the one format for Hong Kong games), as text or bytes
 * (gzip or UTF-8). The format is told by the first character. Throws `BAD_LOG` (or `BAD_GZIP`)
 * with the file, round and event; mjx's protobuf JSON, which starts as tenhou6 does, is told
 * apart and refused with a `BAD_LOG` that names it.
 *
 * @example
 * ```ts
 * import { parseLogGames } from '@mjkit/tenhou';
 * parseLogGames('{"name":["A","B","C","D"],"rule":{"disp":"般南喰赤"},"log":[[[0,0,0],[25000,25000,25000,25000],[11],[],[12,12,12,13,13,13,14,14,14,15,15,15,16],[16],[60],[21,21,21,22,22,22,23,23,23,24,24,24,25],[],[],[31,31,31,32,32,32,33,33,33,34,34,34,35],[],[],[41,41,41,42,42,42,43,43,43,44,44,44,45],[],[],["九種九牌"]]]}')[0]?.meta?.format; // => 'tenhou6'
 * parseLogGames('hello'); // throws BAD_LOG
 * ```
 */
export function parseLogGames(input: string | Uint8Array, options: ParseOptions = {}): GameLog[] {
  options = checkOptions(options, 'parse options', PARSE_OPTIONS);
  let text: string;
  try {
    text = logText(input);
  } catch (e) {
    throw e instanceof MjkitError ? e.at({ file: options.file }) : e;
  }
  const format = sniffFormat(text);
  if (format === 'mjlog') return parseMjlogGames(text, options);
  if (format === 'tenhou6' && MJX_PROTO.test(text.slice(0, 256))) {
    // say what it is, rather than fail as tenhou6 on the second line
    fail('BAD_LOG', "mjx's protobuf JSON (one game state per line) is not a format mjkit reads; read the game's mjlog XML", { file: options.file, offset: 0 });
  }
  if (format === 'tenhou6') return [parseTenhou6(text, options)];
  if (format === 'mjai') return [parseMjai(text, options)];
  if (format === 'record') return parseRecordLines(text, options);
  fail('BAD_LOG', 'neither mjlog XML nor tenhou6 JSON nor mjai (the text starts with neither < nor {)', { file: options.file, offset: 0 });
}
