/**
 * `@mjkit/tenhou`: Tenhou's log formats and a record (`@mjkit/record`) both ways. Reads mjlog XML
 * (text, or gzip or plain bytes) and tenhou.net/6 JSON, and writes them; keeps what a Tenhou log
 * says beyond the game (its table type, lobby, players' dan and rate, the SHUFFLE seed) in the
 * record's `meta` ({@link tenhouMeta}); decodes and encodes Tenhou's meld codes; rebuilds the walls
 * from the SHUFFLE seed and checks a log against them. `parseLogGames` reads a log of any format
 * mjkit knows (mjlog, tenhou6, mjai). Runs in browsers; `@mjkit/tenhou/node` adds files and
 * folders.
 *
 * @packageDocumentation
 */
export { parseMjlog, parseMjlogGames } from './mjlog.js';
export { toMjlog } from './mjlog-write.js';
export { goTypeOf, tableFromGoType, tenhouMeta } from './meta.js';
export type { TenhouMeta, TenhouTable } from './meta.js';
export { decodeMeld, encodeMeld } from './meld-code.js';
export { roundWall, tenhouWalls } from './wall.js';
export { validateWalls } from './wall-validate.js';
export type { WallMismatch } from './wall-validate.js';
export { toTenhou6 } from './tenhou6-export.js';
export type { Tenhou6ExportOptions } from './tenhou6-export.js';
export type { Tenhou6Connection, Tenhou6Entry, Tenhou6Log, Tenhou6Result, Tenhou6Round } from './tenhou6-types.js';
export { parseTenhou6 } from './tenhou6-parse.js';
export { parseLogGames, sniffFormat } from './read.js';
