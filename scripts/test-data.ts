// Where the shared test data lives: $MJKIT_DATA, or ../shared/data beside the repository.
// Tests that need it use describeWithData, which skips with a one-line reason when it is absent
// (a user's fresh clone), so the suite still passes there. The body of a skipped suite is never
// run, not even to collect its tests: it may read the data at collection time.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';

const repo = resolve(fileURLToPath(new URL('..', import.meta.url)));

export function dataRoot(): string {
  return process.env.MJKIT_DATA ? resolve(process.env.MJKIT_DATA) : join(repo, '..', 'shared', 'data');
}

/** The absolute path of a file or folder under the data root, or null if it is missing. */
export function dataPath(rel: string): string | null {
  const p = join(dataRoot(), rel);
  return existsSync(p) ? p : null;
}

/** Why the tests on `rel` are skipped (one line), or null when its data is there. */
export function dataSkipReason(rel: string): string | null {
  return dataPath(rel) ? null : `skipped: ${join(dataRoot(), rel)} not found (the shared test data; set MJKIT_DATA)`;
}

/** describe() that runs only when `rel` exists under the data root; otherwise one skipped test saying why. */
export function describeWithData(title: string, rel: string, body: (path: string) => void): void {
  const p = dataPath(rel);
  if (p) {
    describe(title, () => body(p));
  } else {
    describe(title, () => {
      it.skip(dataSkipReason(rel) as string, () => {});
    });
  }
}
