// The layers of docs/architecture.md are what the code says: each package's sources import
// exactly the packages its row names (main entry and Node entry apart), and each package's
// package.json depends on exactly the @mjkit packages its sources import; and the main entries
// run in browsers (no Node API outside the Node entries).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const packages = join(root, 'packages');
/** The sources of the Node entries (files, worker threads, processes, the command line): the only ones that may use Node. */
const NODE_ONLY = ['core/src/node.ts', 'core/src/files.ts', 'tenhou/src/node.ts', 'tenhou/src/validate-worker.ts', 'opponent-score/src/node.ts', 'sequence/src/node.ts', 'sequence/src/mine-worker.ts', 'game/src/node.ts', 'game/src/arena-node.ts', 'game/src/arena-worker.ts', 'game/src/mjai-bot.ts', 'mjkit/src/bin.ts', 'mjkit/src/cli/'];

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) sources(p, out);
    else if (p.endsWith('.ts')) out.push(p);
  }
  return out;
}

/** The @mjkit packages a package's sources import (comments, where doc examples live, left out). */
function importsOf(pkg: string): { main: Set<string>; node: Set<string> } {
  const main = new Set<string>();
  const node = new Set<string>();
  for (const file of sources(join(packages, pkg, 'src'))) {
    const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
    const rel = relative(packages, file);
    for (const m of code.matchAll(/from\s+'@mjkit\/([a-z-]+)(?:\/[a-z]+)?'/g)) {
      if (m[1] === pkg) continue;
      (NODE_ONLY.some((n) => rel.startsWith(n)) ? node : main).add(m[1] as string);
    }
  }
  for (const m of main) node.delete(m);
  return { main, node };
}

/** The rows of the table "What each package may import": package → [main, node]. */
function documented(): Map<string, [Set<string>, Set<string>]> {
  const text = readFileSync(join(root, 'docs', 'architecture.md'), 'utf8');
  const section = text.slice(text.indexOf('## What each package may import'), text.indexOf('## The packages'));
  const rows = new Map<string, [Set<string>, Set<string>]>();
  const names = (cell: string) => new Set(cell.trim() === '—' ? [] : cell.split(',').map((s) => s.trim()));
  for (const line of section.split('\n')) {
    const cells = line.split('|').slice(1, -1);
    if (cells.length !== 3 || cells[0]!.trim() === 'package' || cells[0]!.startsWith('---')) continue;
    rows.set(cells[0]!.trim(), [names(cells[1]!), names(cells[2]!)]);
  }
  return rows;
}

const all = readdirSync(packages).filter((p) => statSync(join(packages, p, 'src'), { throwIfNoEntry: false })?.isDirectory()).sort();

it('docs/architecture.md names, for every package, exactly the packages its sources import', () => {
  const rows = documented();
  expect([...rows.keys()].sort()).toEqual(all);
  for (const pkg of all) {
    const { main, node } = importsOf(pkg);
    const [docMain, docNode] = rows.get(pkg)!;
    if (pkg === 'mjkit') {
      // the umbrella: every package
      expect(docMain, pkg).toEqual(new Set(['every package']));
      expect([...main, ...node].sort(), pkg).toEqual(all.filter((p) => p !== 'mjkit'));
      continue;
    }
    expect([...main].sort(), `${pkg}: main entry`).toEqual([...docMain].sort());
    expect([...node].sort(), `${pkg}: Node entry`).toEqual([...docNode].sort());
  }
});

it("each package depends on exactly the @mjkit packages its sources import", () => {
  for (const pkg of all) {
    const json = JSON.parse(readFileSync(join(packages, pkg, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    const deps = Object.keys(json.dependencies ?? {}).filter((d) => d.startsWith('@mjkit/')).map((d) => d.slice(7)).sort();
    const { main, node } = importsOf(pkg);
    expect(deps, pkg).toEqual([...new Set([...main, ...node])].sort());
  }
});

it('no main-entry source imports a Node module or touches process, Buffer or require', () => {
  const builtins = new Set(builtinModules);
  const offenders: string[] = [];
  let checked = 0;
  for (const pkg of all) {
    for (const file of sources(join(packages, pkg, 'src'))) {
      const rel = relative(packages, file);
      if (NODE_ONLY.some((n) => rel.startsWith(n))) continue;
      checked++;
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
        const spec = m[1] as string;
        if (spec.startsWith('node:') || builtins.has(spec)) offenders.push(`${rel}: imports ${spec}`);
      }
      const code = text.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
      for (const [word, re] of [
        ['process', /\bprocess\./],
        ['Buffer', /\bBuffer\./], // not ArrayBuffer
        ['require', /\brequire\(/],
        ['__dirname', /\b__dirname\b/],
      ] as const) {
        if (re.test(code)) offenders.push(`${rel}: uses ${word}`);
      }
    }
  }
  expect(checked).toBeGreaterThan(30);
  expect(offenders).toEqual([]);
});
