#!/usr/bin/env node
// Runs the pinned pnpm through npx, so that a machine with only Node and npm can work in this
// repository. `ensure-install` installs the workspace when the lockfile or a package manifest
// changed since the last install (a stamp file in node_modules remembers), and is quiet otherwise.
//
//   node scripts/pnpm.mjs ensure-install
//   node scripts/pnpm.mjs <any pnpm arguments>
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PNPM = 'pnpm@10.34.0';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = join(root, 'node_modules', '.mjkit-install-stamp');

function pnpm(args, cwd = process.cwd()) {
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  const r = spawnSync(npx, ['-y', PNPM, ...args], { cwd, stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

function installStamp() {
  const hash = createHash('sha256');
  const files = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json'];
  for (const dir of ['packages', 'bench']) {
    const base = join(root, dir);
    if (!existsSync(base)) continue;
    if (existsSync(join(base, 'package.json'))) files.push(join(dir, 'package.json'));
    for (const name of readdirSync(base).sort()) {
      if (existsSync(join(base, name, 'package.json'))) files.push(join(dir, name, 'package.json'));
    }
  }
  for (const f of files) {
    hash.update(f);
    if (existsSync(join(root, f))) hash.update(readFileSync(join(root, f)));
  }
  return hash.digest('hex');
}

const [cmd, ...rest] = process.argv.slice(2);
if (cmd === 'ensure-install') {
  const want = installStamp();
  const have = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (want !== have) {
    const frozen = existsSync(join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
    const status = pnpm(['install', ...frozen], root);
    if (status !== 0) process.exit(status);
    writeFileSync(stampFile, installStamp());
  }
} else {
  process.exit(pnpm([cmd, ...rest].filter((a) => a !== undefined)));
}
