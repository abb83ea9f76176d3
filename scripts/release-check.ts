// The release, proven against a real registry that lives only for this check: a local Verdaccio
// (a dev dependency) is started on a free port with its own storage; a copy of this working tree
// runs `pnpm release` against it (changeset version, build, publish every package); then projects
// outside the repository install from it with plain npm and run what the README shows:
//   - `mjkit` (which brings every package): the root README's tour, as ES modules and as CommonJS,
//     and `npx mjkit demo`;
//   - two single packages, `@mjkit/core` and `@mjkit/scoring`: their READMEs' examples, with no
//     other mjkit package installed;
//   - the packed tarballs (`npm run tarballs`, as the README's "from tarballs" install line says),
//     installed by npm from npm's own registry, which has none of them: each comes from its
//     tarball; the tour (ESM and CommonJS) and `npx mjkit demo` again.
// Verdaccio proxies nothing of ours (publishing @mjkit/* and mjkit stays local); anything else
// would come from the npm registry (mjkit's packages have no other runtime dependency). Nothing
// is published anywhere else. Everything is made in a temporary folder, removed at the end.
//
//   node scripts/pnpm.mjs run release:check        (CI runs it after the build)
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { ROOT_README, collectExamples, toModule } from './examples.js';
import type { Example } from './examples.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'mjkit-release-'));
const started = Date.now();
const running: { verdaccio: ChildProcess | null } = { verdaccio: null };

function say(text: string): void {
  console.log(`\n=== release check: ${text} (${Math.round((Date.now() - started) / 1000)} s)`);
}

/**
 * The environment of the commands run here, without the `npm_config_*` settings that a package
 * manager running this script (`pnpm run release:check`) passes down: they would override each
 * project's own .npmrc (its registry above all) and send npm to the public registry.
 */
const cleanEnv = (): NodeJS.ProcessEnv => Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_config_/i.test(k)));

function sh(command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = {}): string {
  const r = spawnSync(command, args, { cwd, env: { ...cleanEnv(), ...env }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (r.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} (in ${cwd}) failed with ${r.status ?? r.signal}\n${r.stdout}\n${r.stderr}`);
  }
  return r.stdout;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

/** Starts Verdaccio with a configuration of its own; resolves with its URL once it answers. */
async function startRegistry(): Promise<string> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const dir = join(work, 'verdaccio');
  mkdirSync(dir);
  writeFileSync(
    join(dir, 'config.yaml'),
    [
      `storage: ${join(dir, 'storage')}`,
      'auth:',
      '  htpasswd:',
      `    file: ${join(dir, 'htpasswd')}`,
      'uplinks:',
      '  npmjs:',
      '    url: https://registry.npmjs.org/',
      'packages:',
      "  '@mjkit/*':",
      '    access: $all',
      '    publish: $authenticated',
      "  'mjkit':",
      '    access: $all',
      '    publish: $authenticated',
      "  '**':",
      '    access: $all',
      '    publish: $authenticated',
      '    proxy: npmjs',
      'log: { type: stdout, format: pretty, level: error }',
      '',
    ].join('\n'),
  );
  const verdaccio = spawn(process.execPath, [join(root, 'node_modules', 'verdaccio', 'bin', 'verdaccio'), '--config', join(dir, 'config.yaml'), '--listen', `127.0.0.1:${port}`], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  running.verdaccio = verdaccio;
  verdaccio.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  verdaccio.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  verdaccio.on('exit', (code) => {
    if (running.verdaccio !== null) console.error(`Verdaccio exited (${code})\n${log.slice(-3000)}`);
  });
  for (let i = 0; i < 150; i++) {
    try {
      const r = await fetch(`${url}-/ping`);
      if (r.ok) return url;
    } catch {
      // not listening yet
    }
    if (verdaccio.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Verdaccio did not start on ${url}\n${log}`);
}

/** A user on the local registry, and an .npmrc in `dir` that uses it (and only it). */
async function npmrcFor(url: string, dirs: readonly string[]): Promise<void> {
  const r = await fetch(`${url}-/user/org.couchdb.user:mjkit`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'mjkit', password: 'release-check', email: 'ci@mjkit.invalid', type: 'user' }),
  });
  const body = (await r.json()) as { token?: string };
  if (!body.token) throw new Error(`no token from the local registry: ${JSON.stringify(body)}`);
  const host = url.replace(/^http:/, '');
  for (const dir of dirs) writeFileSync(join(dir, '.npmrc'), `registry=${url}\n${host}:_authToken=${body.token}\n`);
}

/** The working tree as git sees it (tracked files and new ones it does not ignore), copied. */
function copyTree(to: string): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const f of files) {
    const target = join(to, f);
    mkdirSync(dirname(target), { recursive: true });
    try {
      copyFileSync(join(root, f), target);
    } catch (e) {
      if ((e as { code?: string }).code !== 'ENOENT') throw e; // a file deleted but not yet committed
    }
  }
}

/**
 * Writes the examples as modules a plain Node project runs (`kind`: ES modules or CommonJS)
 * and a runner that checks every assertion; returns the runner's file name.
 */
function writeExamples(dir: string, examples: readonly Example[], kind: 'esm' | 'cjs'): string {
  const ext = kind === 'esm' ? 'mjs' : 'cjs';
  const names: string[] = [];
  examples.forEach((ex, i) => {
    const js = ts.transpileModule(toModule(ex).code, {
      compilerOptions: { module: kind === 'esm' ? ts.ModuleKind.ESNext : ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
    }).outputText;
    const name = `example-${i}.${ext}`;
    writeFileSync(join(dir, name), js);
    names.push(JSON.stringify([name, ex.name, toModule(ex).assertions]));
  });
  const load = kind === 'esm' ? '(await import(`./${file}`)).default' : 'require(`./${file}`).default';
  const runner = `runner.${ext}`;
  writeFileSync(
    join(dir, runner),
    `${kind === 'esm' ? '' : '(async () => {\n'}const list = [${names.join(', ')}];
// as vitest's toEqual: deep, undefined properties ignored, arrays and typed arrays alike
const same = (a, b) => {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const listLike = (x) => Array.isArray(x) || ArrayBuffer.isView(x);
  if (listLike(a) || listLike(b)) return listLike(a) && listLike(b) && a.length === b.length && Array.from(a).every((x, i) => same(x, b[i]));
  const keys = (x) => Object.keys(x).filter((k) => x[k] !== undefined);
  return keys(a).length === keys(b).length && keys(a).every((k) => same(a[k], b[k]));
};
let failed = 0;
for (const [file, name, expected] of list) {
  let ran = 0;
  const run = ${load};
  try {
    await run(
      (actual, wanted, line) => { ran++; if (!same(actual, wanted)) { failed++; console.log(\`FAIL \${name} line \${line}: \${JSON.stringify(actual)} is not \${JSON.stringify(wanted)}\`); } },
      (fn, code, line) => { ran++; try { fn(); failed++; console.log(\`FAIL \${name} line \${line}: no \${code} thrown\`); } catch (e) { if (e?.code !== code) { failed++; console.log(\`FAIL \${name} line \${line}: threw \${e?.code ?? e}, not \${code}\`); } } },
    );
  } catch (e) { failed++; console.log(\`FAIL \${name}: \${e?.stack ?? e}\`); }
  if (ran !== expected) { failed++; console.log(\`FAIL \${name}: \${ran} of \${expected} assertions ran\`); }
}
console.log(\`${kind}: \${list.length} examples, \${failed} failures\`);
if (failed > 0 || list.length === 0) process.exit(1);
${kind === 'esm' ? '' : '})();\n'}`,
  );
  return runner;
}

/** A fresh npm project in `name`, outside the repository. */
function project(name: string): string {
  const dir = join(work, name);
  mkdirSync(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `release-check-${name}`, version: '1.0.0', private: true }, null, 2));
  return dir;
}

const readmeOnly = (pkg: string) => collectExamples(root, pkg).filter((e) => e.file.endsWith('README.md') && !e.code.includes('../shared'));

async function main(): Promise<void> {
  say('local registry (Verdaccio)');
  const url = await startRegistry();
  const repo = join(work, 'repo');
  mkdirSync(repo);
  const app = project('app');
  const single = project('single');
  await npmrcFor(url, [repo, app, single]);
  console.log(`Verdaccio at ${url}; storage and projects under ${work}`);

  say('a copy of the working tree, installed from the pnpm store');
  copyTree(repo);
  sh(process.execPath, [join(repo, 'scripts', 'pnpm.mjs'), 'install', '--frozen-lockfile', '--prefer-offline'], repo);

  say(`pnpm release --registry ${url} (changeset version, build, publish)`);
  const released = sh(process.execPath, [join(repo, 'scripts', 'release.mjs'), '--registry', url], repo);
  console.log(released.split('\n').filter((l) => /^=== release|^\+ |published|release:/.test(l)).join('\n'));
  const version = (JSON.parse(readFileSync(join(repo, 'packages', 'mjkit', 'package.json'), 'utf8')) as { version: string }).version;
  const names = readdirSync(join(repo, 'packages'))
    .map((p) => JSON.parse(readFileSync(join(repo, 'packages', p, 'package.json'), 'utf8')) as { name: string; version: string; private?: boolean })
    .filter((p) => !p.private);
  for (const p of names) {
    if (p.version !== version) throw new Error(`${p.name} is ${p.version}, mjkit ${version}: one version for all (a fixed group)`);
    const view = spawnSync('npm', ['view', `${p.name}@${version}`, '--json'], { cwd: app, env: cleanEnv(), encoding: 'utf8' });
    if (view.status !== 0) throw new Error(`${p.name}@${version} is not on the local registry\n${view.stderr}`);
    const meta = JSON.parse(view.stdout) as { version?: string; dependencies?: Record<string, string> };
    if (meta.version !== version) throw new Error(`${p.name}: the registry has ${meta.version}, not ${version}`);
    for (const [d, range] of Object.entries(meta.dependencies ?? {})) if ((d === 'mjkit' || d.startsWith('@mjkit/')) && range !== version) throw new Error(`${p.name} depends on ${d}@${range}: not the version just made`);
  }
  console.log(`${names.length} packages published at ${version}, depending on each other at ${version}`);

  say(`npm install mjkit@${version}: the README's tour (ES modules and CommonJS) and npx mjkit demo`);
  sh('npm', ['install', '--no-audit', '--no-fund', `mjkit@${version}`], app);
  const tour = collectExamples(root, ROOT_README).filter((e) => !e.code.includes('../shared'));
  console.log(sh(process.execPath, [writeExamples(app, tour, 'esm')], app).trim());
  console.log(sh(process.execPath, [writeExamples(app, tour, 'cjs')], app).trim());
  const demo = sh('npx', ['--no-install', 'mjkit', 'demo'], app);
  if (!demo.includes(`A short tour of mjkit ${version}`)) throw new Error(`npx mjkit demo did not run the tour:\n${demo}`);
  console.log(`npx mjkit demo: ${demo.split('\n').length} lines, version ${version}`);

  say('npm install @mjkit/core @mjkit/scoring alone: their READMEs');
  sh('npm', ['install', '--no-audit', '--no-fund', `@mjkit/core@${version}`, `@mjkit/scoring@${version}`], single);
  const installed = readdirSync(join(single, 'node_modules', '@mjkit')).sort();
  if (installed.join(',') !== 'core,scoring') throw new Error(`installing core and scoring brought ${installed.join(', ')}`);
  console.log(sh(process.execPath, [writeExamples(single, [...readmeOnly('core'), ...readmeOnly('scoring')], 'esm')], single).trim());

  say('the packed tarballs, installed by npm');
  const packed = join(work, 'packed');
  sh(process.execPath, [join(repo, 'scripts', 'tarballs.mjs'), '--no-build', '--out', packed], repo); // npm run tarballs, the build done
  const fromTarballs = project('tarballs');
  // npm's own registry, which has no mjkit of ours: every mjkit package must come from a tarball
  // (their one other dependency, @noble/hashes, comes from the registry, as for any user)
  writeFileSync(join(fromTarballs, '.npmrc'), 'registry=https://registry.npmjs.org/\n');
  sh('npm', ['install', '--no-audit', '--no-fund', ...readdirSync(packed).map((f) => join(packed, f))], fromTarballs);
  const lock = JSON.parse(readFileSync(join(fromTarballs, 'package-lock.json'), 'utf8')) as { packages: Record<string, { resolved?: string; version?: string }> };
  const ours = Object.entries(lock.packages).filter(([path]) => /node_modules\/(mjkit|@mjkit\/[^/]+)$/.test(path));
  const notPacked = ours.filter(([, p]) => !p.resolved?.startsWith('file:'));
  if (ours.length !== names.length || notPacked.length > 0) throw new Error(`from the tarballs: ${ours.length} mjkit packages installed (${names.length} packed), ${notPacked.map(([p]) => p).join(', ') || 'none'} not from a tarball`);
  console.log(`${readdirSync(packed).length} tarballs installed, every mjkit package from its tarball`);
  console.log(sh(process.execPath, [writeExamples(fromTarballs, tour, 'esm')], fromTarballs).trim());
  console.log(sh(process.execPath, [writeExamples(fromTarballs, tour, 'cjs')], fromTarballs).trim());
  const tarDemo = sh('npx', ['--no-install', 'mjkit', 'demo'], fromTarballs);
  if (!tarDemo.includes(`A short tour of mjkit ${version}`)) throw new Error(`npx mjkit demo from the tarballs did not run the tour:\n${tarDemo}`);
  console.log(`npx mjkit demo: ${tarDemo.split('\n').length} lines`);
  say('done');
}

try {
  await main();
} catch (e) {
  console.error(e instanceof Error ? `${e.message}${e.cause ? ` (${String((e.cause as Error).message ?? e.cause)})` : ""}` : e);
  process.exitCode = 1;
} finally {
  const v = running.verdaccio;
  running.verdaccio = null;
  v?.kill();
  rmSync(work, { recursive: true, force: true });
}
