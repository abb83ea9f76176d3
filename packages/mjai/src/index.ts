/**
 * `@mjkit/mjai`: the mjai protocol and log format, as mjai.app, Mortal and mjai-reviewer speak
 * it: mjai tile names, a record's events as mjai events (`toMjai`, `toMjaiLines`), an mjai log
 * read into a record (`parseMjai`), and the events a seat is told (`mjaiStartKyoku`,
 * `mjaiEventOf`, `mjaiCallMeld`). The bots that speak it over stdio are `@mjkit/game/node`'s.
 *
 * @packageDocumentation
 */
export { MJAI_HONOURS, mjaiCallMeld, mjaiEventOf, mjaiStartKyoku, mjaiTile, mjaiTileKind, toMjai, toMjaiLines } from './mjai.js';
export type { MjaiEvent } from './mjai.js';
export { parseMjai } from './mjai-parse.js';
