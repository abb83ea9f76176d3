/**
 * `@mjkit/core/internal`: the helpers that the mjkit packages share to check their arguments
 * and throw their errors, and the one set-splitting routine. Not part of the public API: no
 * stability promise between versions; use `@mjkit/core`.
 *
 * @internal
 * @packageDocumentation
 */
export { checkArray, checkBoolean, checkObject, checkOptions, checkWholeNumber, describeValue, fail, inputExcerpt } from './errors.js';
export { checkPlayers, checkTile } from './tiles.js';
export { rulesOf } from './rules.js';
export { splitIntoSets } from './decompose.js';
export { base64Bytes } from './base64.js';
export { Sfc32 } from './random.js';
export { crc32, float32Bytes, readContainer, readFloat32, withHeader, writeContainer } from './container.js';
export type { Container } from './container.js';
export { startWorkerBeside } from './worker-beside.js';
export { keepHiddenClass } from './hidden-class.js';
export { INSPECT } from './inspect.js';
export type { WorkerConstructor } from './worker-beside.js';
