// Where the opponent-score experiments find the shared data, and their progress bar.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The shared data folder ($MJKIT_DATA, or ../shared/data beside the repository). */
export const dataDir = process.env.MJKIT_DATA ? resolve(process.env.MJKIT_DATA) : join(import.meta.dirname, '..', '..', '..', 'shared', 'data');
if (!existsSync(dataDir)) {
  console.error(`no shared data at ${dataDir} (set MJKIT_DATA)`);
  process.exit(2);
}

/** A progress bar on stderr, labelled. */
export const progress = (label: string) => (done: number, total: number) => {
  const w = 30;
  const f = Math.round((done / Math.max(1, total)) * w);
  process.stderr.write(`\r${label} [${'#'.repeat(f)}${'.'.repeat(w - f)}] ${done}/${total}   `);
};
