// Doc examples as tests. Every ```ts block under a TSDoc @example in a package's src/ and every
// ```ts block in a package README is an example (```ts node: one that needs Node, skipped in the browser). A line `expr; // => expected` asserts that expr
// deep-equals expected; a line `expr; // throws CODE` asserts that expr throws an MjkitError with
// that code. An example without an assertion fails. The same extraction feeds the vitest plugin
// (which runs them, in Node and in the browser) and scripts/typecheck-examples.ts (which
// type-checks them).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface Example {
  /** `core/src/hand.ts:42` */
  readonly name: string;
  /** The package directory name, e.g. `core`. */
  readonly pkg: string;
  readonly file: string;
  /** 1-based line of the first code line in `file`. */
  readonly line: number;
  readonly code: string;
  /** Written as ```ts node: it uses Node APIs, so it runs in Node only (not in the browser). */
  readonly node: boolean;
}

function walk(dir: string, out: string[]): string[] {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (p.endsWith('.ts') && !p.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

function lineAt(text: string, offset: number): number {
  let n = 1;
  for (let i = 0; i < offset; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}

const FENCE = /```(?:ts|typescript)( node)?\n([\s\S]*?)```/g;

function fromComments(root: string, pkg: string, file: string): Example[] {
  const text = readFileSync(file, 'utf8');
  const out: Example[] = [];
  for (const doc of text.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
    const raw = doc[0];
    const at = raw.indexOf('@example');
    if (at < 0) continue;
    // Strip the leading " * " of each comment line, keeping line structure.
    const body = raw
      .slice(at)
      .split('\n')
      .map((l) => l.replace(/^\s*\*\/?\s?/, ''))
      .join('\n');
    for (const m of body.matchAll(FENCE)) {
      const before = raw.slice(0, at).split('\n').length - 1 + body.slice(0, m.index).split('\n').length;
      const line = lineAt(text, doc.index ?? 0) + before;
      out.push({ name: `${relative(root, file)}:${line}`, pkg, file, line, code: m[2] as string, node: m[1] !== undefined });
    }
  }
  return out;
}

function fromReadme(root: string, pkg: string, file: string): Example[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(FENCE)].map((m) => {
    const line = lineAt(text, m.index ?? 0) + 1;
    return { name: `${relative(root, file)}:${line}`, pkg, file, line, code: m[2] as string, node: m[1] !== undefined };
  });
}

/** The pseudo-package name of the repository's own README. */
export const ROOT_README = '_readme';

/** Every example of one package (`packages/<pkg>`), or of the root README for {@link ROOT_README}. */
export function collectExamples(root: string, pkg: string): Example[] {
  if (pkg === ROOT_README) return fromReadme(root, pkg, join(root, 'README.md'));
  const dir = join(root, 'packages', pkg);
  const out: Example[] = [];
  for (const f of walk(join(dir, 'src'), [])) out.push(...fromComments(root, pkg, f));
  try {
    out.push(...fromReadme(root, pkg, join(dir, 'README.md')));
  } catch {
    // a package without a README has no README examples
  }
  return out;
}

/** The package directory names under packages/. */
export function packageNames(root: string): string[] {
  return readdirSync(join(root, 'packages')).filter((n) => statSync(join(root, 'packages', n)).isDirectory());
}

/** Every example source: the packages and the root README. */
export function exampleSources(root: string): string[] {
  return [...packageNames(root), ROOT_README];
}

const ASSERT = /^(\s*)(.*?);?\s*\/\/\s*=>\s*(.+)$/;
const THROWS = /^(\s*)(.*?);?\s*\/\/\s*throws\s+([A-Z_]+)\s*$/;

/**
 * The example as a TypeScript module whose default export runs it: import lines stay at the
 * top; assertion lines become calls of `check(actual, expected, line)` and
 * `throws(() => expr, code, line)`.
 */
export function toModule(ex: Example): { code: string; assertions: number } {
  const imports: string[] = [];
  const body: string[] = [];
  let assertions = 0;
  ex.code.split('\n').forEach((text, i) => {
    const line = ex.line + i;
    if (/^import\s/.test(text)) {
      imports.push(text);
      body.push('');
      return;
    }
    const t = THROWS.exec(text);
    if (t) {
      assertions++;
      body.push(`${t[1]}__throws(() => (${t[2]}), ${JSON.stringify(t[3])}, ${line});`);
      return;
    }
    const a = ASSERT.exec(text);
    if (a) {
      assertions++;
      body.push(`${a[1]}__check(${a[2]}, ${a[3]}, ${line});`);
      return;
    }
    body.push(text);
  });
  const code = [
    ...imports,
    'export default async function run(__c: (a: unknown, e: unknown, l: number) => void, __t: (r: () => unknown, c: string, l: number) => void): Promise<void> {',
    '  const __check: <T>(actual: T, expected: T, line: number) => void = __c;',
    '  const __throws: (run: () => unknown, code: string, line: number) => void = __t;',
    ...body.map((l) => '  ' + l),
    '}',
  ].join('\n');
  return { code, assertions };
}
