/**
 * `@mjkit/table/internal`: what the mjkit packages share beyond the table's public API (log
 * replay in `@mjkit/record` branches on event type codes). Not part of the public API: no
 * stability promise between versions, and `mjkit` does not re-export it; use `@mjkit/table`.
 *
 * @internal
 * @packageDocumentation
 */
export { EventCode, bonusInRiichiFormat, eventCode, riichiDoraIndicator } from './events.js';
export { lastRoundOf } from './game-end.js';
