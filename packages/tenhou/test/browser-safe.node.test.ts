// The parsers run in browsers: no source of a library package uses a Node API, except the
// entry points made for Node (@mjkit/tenhou/node, the mjkit command line).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const packages = fileURLToPath(new URL('../..', import.meta.url));
const NODE_ONLY = ['core/src/node.ts', 'core/src/files.ts', 'tenhou/src/node.ts', 'opponent-score/src/node.ts', 'sequence/src/node.ts', 'sequence/src/mine-worker.ts', 'tenhou/src/validate-worker.ts', 'mjkit/src/bin.ts', 'mjkit/src/cli/', 'game/src/node.ts', 'game/src/arena-node.ts', 'game/src/arena-worker.ts', 'game/src/mjai-bot.ts'];

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) sources(p, out);
    else if (p.endsWith('.ts')) out.push(p);
  }
  return out;
}

it('no library source imports a Node module or touches process, Buffer or require', () => {
  const builtins = new Set(builtinModules);
  const offenders: string[] = [];
  let checked = 0;
  for (const pkg of readdirSync(packages)) {
    let files: string[];
    try {
      files = sources(join(packages, pkg, 'src'));
    } catch {
      continue;
    }
    for (const file of files) {
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
