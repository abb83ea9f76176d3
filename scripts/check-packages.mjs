#!/usr/bin/env node
// Checks every published package as npm would ship it: builds must exist (run `build` first);
// each package is packed with pnpm (workspace: versions resolved), then checked by publint
// (strict) and by @arethetypeswrong/cli (profile node16: Node 16+ ESM and CJS, and bundlers;
// every package requires Node 20.19+), the packages on every core at once. Exit code 1 if any
// check fails.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const tmp = mkdtempSync(join(tmpdir(), 'mjkit-pack-'));

/** Runs a command; its output, and whether it exited with 0. */
function run(cmd, args, cwd) {
  return new Promise((resolve) => {
    execFile(cmd, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => resolve({ ok: error === null, out: `${stdout ?? ''}${error === null ? '' : stderr ?? ''}`.trim() }));
  });
}

/** The report lines of one package (packed into a folder of its own), and how many checks failed. */
async function check(name) {
  const dir = join(root, 'packages', name);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  if (pkg.private) return { lines: [], failed: 0 };
  if (!existsSync(join(dir, 'dist'))) return { lines: [`FAIL ${pkg.name}: no dist/ (run the build first)`], failed: 1 };
  const into = join(tmp, name);
  const packed = await run(process.execPath, [join(root, 'scripts', 'pnpm.mjs'), 'pack', '--pack-destination', into], dir);
  if (!packed.ok) return { lines: [`FAIL ${pkg.name}: pnpm pack\n${packed.out.replace(/^/gm, '     ')}`], failed: 1 };
  const tarball = join(into, readdirSync(into)[0]);
  const lines = [];
  let failed = 0;
  for (const [label, cmd, args] of [
    ['publint', bin('publint'), ['--strict', tarball]],
    ['attw', bin('attw'), ['--profile', 'node16', '--format', 'table-flipped', tarball]],
  ]) {
    const r = await run(cmd, args, dir);
    if (!r.ok) failed++;
    lines.push(`${r.ok ? 'ok  ' : 'FAIL'} ${pkg.name}: ${label}${r.out ? `\n${r.out.replace(/^/gm, '     ')}` : ''}`);
  }
  return { lines, failed };
}

// the packages on every core, the report in name order
const names = readdirSync(join(root, 'packages')).sort();
const results = new Array(names.length);
let next = 0;
await Promise.all(
  Array.from({ length: Math.max(1, availableParallelism()) }, async () => {
    while (next < names.length) {
      const i = next++;
      results[i] = await check(names[i]);
    }
  }),
);
rmSync(tmp, { recursive: true, force: true });
for (const r of results) for (const line of r.lines) console.log(line);
const failed = results.reduce((n, r) => n + r.failed, 0);
if (failed > 0) {
  console.log(`${failed} package check(s) failed`);
  process.exit(1);
}
console.log('all package checks passed');
