/**
 * `@mjkit/sequence/node`: what needs Node — tables read from files, and the imitation agent for
 * `mjkit arena` with its table named by the `MJKIT_SEQUENCE_TABLE` environment variable.
 *
 * @packageDocumentation
 */
import { readFileSync } from 'node:fs';
import { fail } from '@mjkit/core/internal';
import type { ArenaEntry } from '@mjkit/game';
import { imitationAgent } from './agent.js';
import { SequenceTable } from './table.js';

/** A table from a file written with `table.toBytes()` (or `mjkit sequence mine`). */
export function readSequenceTable(path: string): SequenceTable {
  if (typeof path !== 'string' || path === '') fail('INVALID_ARGUMENT', 'readSequenceTable needs a file path');
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch {
    return fail('INVALID_ARGUMENT', `cannot read the sequence table ${path}`, { file: path });
  }
  return SequenceTable.fromBytes(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

let cached: { path: string; table: SequenceTable } | null = null;

/**
 * The imitation agent as an arena entry (`mjkit arena --agents imitation,…`): its table is the
 * file that `MJKIT_SEQUENCE_TABLE` names, read once per thread.
 */
export const imitationBot: ArenaEntry = Object.freeze({
  name: 'imitation',
  make: () => {
    const path = process.env.MJKIT_SEQUENCE_TABLE;
    if (!path) fail('INVALID_ARGUMENT', 'the imitation agent reads its table from the file MJKIT_SEQUENCE_TABLE names (mjkit sequence mine <logs> --out table.bin); it is not set');
    if (cached?.path !== path) cached = { path, table: readSequenceTable(path) };
    return imitationAgent({ table: cached.table });
  },
});
