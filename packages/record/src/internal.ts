/**
 * `@mjkit/record/internal`: what the log readers and the engine share to build and read records:
 * branding a record they made, the checks of its parts, the replay of a checked record, tile ids
 * for formats that name tiles, not copies. Not part of the public API: no stability promise
 * between versions; use `@mjkit/record`.
 *
 * @internal
 * @packageDocumentation
 */
export { checkLog, riichiRulesOf, checkRoundShape, checkWinEvent, logCodes, parsedLog } from './log-check.js';
export { PARSE_OPTIONS } from './model.js';
export { replayChecked } from './replay.js';
export { changesBySeat, compareWinOf } from './rescore.js';
export { roundSequenceProblem } from './round-sequence.js';
export type { RoundSequenceProblem } from './round-sequence.js';
export { IdPool } from './id-pool.js';
