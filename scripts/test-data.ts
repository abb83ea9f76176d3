// Where the shared test data lives: $MJKIT_DATA, or ../shared/data beside the repository.
// Tests that need it use describeWithData, which skips with a one-line reason when it is absent
// (a user's fresh clone), so the suite still passes there.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe } from 'vitest';

const repo = resolve(fileURLToPath(new URL('..', import.meta.url)));

export function dataRoot(): string {
  return process.env.MJKIT_DATA ? resolve(process.env.MJKIT_DATA) : join(repo, '..', 'shared', 'data');
}

/** The absolute path of a file or folder under the data root, or null if it is missing. */
export function dataPath(rel: string): string | null {
  const p = join(dataRoot(), rel);
  return existsSync(p) ? p : null;
}

/** describe() that runs only when `rel` exists under the data root. */
export function describeWithData(title: string, rel: string, body: (path: string) => void): void {
  const p = dataPath(rel);
  if (p) {
    describe(title, () => body(p));
  } else {
    describe.skip(`${title} (skipped: ${join(dataRoot(), rel)} not found; set MJKIT_DATA)`, () => body(''));
  }
}
