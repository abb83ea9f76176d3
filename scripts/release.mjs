#!/usr/bin/env node
// `pnpm release` (node scripts/pnpm.mjs run release): the pending changesets become versions and
// changelogs (`changeset version`: every package one version, a fixed group), the packages are
// built with those versions, and every public package is published with pnpm, which writes the
// workspace: dependencies as the versions just made. The registry is npm's own unless
// `--registry URL` (or NPM_CONFIG_REGISTRY) names another; scripts/release-check.ts publishes to
// a local Verdaccio this way. Commit the new versions and changelogs afterwards.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const at = args.indexOf('--registry');
const registry = at >= 0 ? args[at + 1] : process.env.NPM_CONFIG_REGISTRY;
if (at >= 0 && !registry) {
  console.error('release: --registry needs a URL');
  process.exit(2);
}

function step(label, command, commandArgs) {
  console.log(`\n=== release: ${label}`);
  const r = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`release: ${label} failed (exit ${r.status ?? r.signal}); nothing after it was done`);
    process.exit(1);
  }
}

const pnpm = [join(root, 'scripts', 'pnpm.mjs')];
step('versions and changelogs (changeset version)', process.execPath, [join(root, 'node_modules', '@changesets', 'cli', 'bin.js'), 'version']);
step('build', process.execPath, [...pnpm, 'run', 'build']);
step(`publish${registry ? ` to ${registry}` : ''}`, process.execPath, [
  ...pnpm,
  'publish',
  '-r',
  '--access',
  'public',
  '--no-git-checks',
  '--filter',
  './packages/*',
  ...(registry ? ['--registry', registry] : []),
]);
console.log('\nrelease: done; commit the versions and changelogs');
