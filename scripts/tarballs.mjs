#!/usr/bin/env node
// `npm run tarballs`: every published package built and packed into `packed/` (or `--out DIR`),
// one .tgz each, their workspace dependencies written as the versions of this tree: what
// `npm install <tarballs…>` installs in any project until the packages are on the registry.
// `pnpm pack` writes those versions; `npm pack` would leave `workspace:*`, which npm cannot install.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const at = args.indexOf('--out');
if (at >= 0 && !args[at + 1]) {
  console.error('tarballs: --out needs a folder');
  process.exit(2);
}
const out = resolve(at >= 0 ? args[at + 1] : join(root, 'packed'));
const pnpm = (list, cwd) => {
  const r = spawnSync(process.execPath, [join(root, 'scripts', 'pnpm.mjs'), ...list], { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
if (!args.includes('--no-build')) pnpm(['run', 'build'], root);
mkdirSync(out, { recursive: true });
const made = [];
for (const dir of readdirSync(join(root, 'packages')).sort()) {
  const manifest = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8'));
  if (manifest.private) continue;
  pnpm(['pack', '--pack-destination', out], join(root, 'packages', dir));
  made.push(`${manifest.name}@${manifest.version}`);
}
console.log(`\n${made.length} packages packed into ${out}: ${made.join(', ')}`);
console.log(`install them in a project with: npm install ${join(out, '*.tgz')}`);
