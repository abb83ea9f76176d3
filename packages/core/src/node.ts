/**
 * `@mjkit/core/node`: files in and out for Node programs (mjkit's Node entries and its command
 * line use these): outputs checked before the work starts, written whole or not at all, never
 * over an existing file unless asked, never over an input; text read with a byte-order mark; runs
 * split into shards that merge into the whole.
 *
 * @packageDocumentation
 */
export { checkOutputFile, prepareOutputFolder, readBytesFile, readTextFile, stripBom, writeFileAtomic } from './files.js';
export type { OutputOptions } from './files.js';
export { MAX_SHARDS, checkShard, parseShard, shardOrder, shareOf } from './shard.js';
export type { Shard } from './shard.js';
