#!/usr/bin/env node
// Checks every published package as npm would ship it: builds must exist (run `build` first);
// each package is packed with pnpm (workspace: versions resolved), then checked by publint
// (strict) and by @arethetypeswrong/cli (profile node16: Node 16+ ESM and CJS, and bundlers;
// every package requires Node 20.19+). Exit code 1 if any check fails.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const tmp = mkdtempSync(join(tmpdir(), 'mjkit-pack-'));
let failed = 0;

function run(label, cmd, args, cwd) {
  try {
    const out = execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    console.log(`ok   ${label}${out.trim() ? '\n' + out.trim().replace(/^/gm, '     ') : ''}`);
  } catch (e) {
    failed++;
    console.log(`FAIL ${label}\n${`${e.stdout ?? ''}${e.stderr ?? ''}`.trim().replace(/^/gm, '     ')}`);
  }
}

for (const name of readdirSync(join(root, 'packages')).sort()) {
  const dir = join(root, 'packages', name);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  if (pkg.private) continue;
  if (!existsSync(join(dir, 'dist'))) {
    failed++;
    console.log(`FAIL ${pkg.name}: no dist/ (run the build first)`);
    continue;
  }
  const before = new Set(readdirSync(tmp));
  execFileSync(process.execPath, [join(root, 'scripts', 'pnpm.mjs'), 'pack', '--pack-destination', tmp], { cwd: dir, stdio: 'ignore' });
  const tarball = readdirSync(tmp).find((f) => !before.has(f));
  run(`${pkg.name}: publint`, bin('publint'), ['--strict', join(tmp, tarball)], dir);
  run(`${pkg.name}: attw`, bin('attw'), ['--profile', 'node16', '--format', 'table-flipped', join(tmp, tarball)], dir);
}
rmSync(tmp, { recursive: true, force: true });
if (failed > 0) {
  console.log(`${failed} package check(s) failed`);
  process.exit(1);
}
console.log('all package checks passed');
