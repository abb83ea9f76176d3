#!/usr/bin/env node
// `npm run site`: the static site in site/dist — the pages (esbuild bundles each page's script
// from the packages' TypeScript sources, minified, for browsers; no server, nothing uploaded)
// and the typedoc API reference under api/. `--no-api` leaves the reference out, `--out DIR`
// builds elsewhere (the tests: a temporary folder, never over a user's build).
// esbuild, not Vite: the pages are a few scripts with no framework and no dev server to run,
// and esbuild is already how the packages are built (tsup); one bundler, one config here.
import { copyFileSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const at = process.argv.indexOf('--out');
const out = at >= 0 && process.argv[at + 1] ? resolve(process.argv[at + 1]) : join(here, 'dist');
const src = join(here, 'src');
const pages = ['discard', 'review'];

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const result = await build({
  entryPoints: pages.map((p) => join(src, `${p}.ts`)),
  outdir: out,
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  conditions: ['@mjkit/source'],
  metafile: true,
  logLevel: 'warning',
});
for (const f of readdirSync(src)) if (/\.(html|css)$/.test(f)) copyFileSync(join(src, f), join(out, f));
for (const [file, info] of Object.entries(result.metafile.outputs)) console.log(`${file.replace(`${root}/`, '')}: ${(info.bytes / 1024).toFixed(0)} KB`);
if (!process.argv.includes('--no-api')) {
  const r = spawnSync(process.execPath, [join(root, 'node_modules', 'typedoc', 'bin', 'typedoc'), '--out', join(out, 'api')], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  console.log(`site/dist/api: the API reference (${readdirSync(join(out, 'api')).length} entries)`);
}
console.log(`site built in ${out.replace(`${root}/`, '')} (${readdirSync(out).filter((f) => statSync(join(out, f)).isFile()).length} files)`);
