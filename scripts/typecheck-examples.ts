// Type-checks every doc example (TSDoc @example blocks and README ts blocks) as the module the
// test suite runs, against the packages' sources. Exit code 1 on any type error.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { collectExamples, exampleSources, toModule } from './examples.js';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const outDir = join(root, 'node_modules', '.cache', 'mjkit-examples');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const files = new Map<string, string>();
for (const pkg of exampleSources(root)) {
  collectExamples(root, pkg).forEach((ex, i) => {
    const file = join(outDir, `${pkg}-${i}.ts`);
    writeFileSync(file, toModule(ex).code);
    files.set(file, ex.name);
  });
}

const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (d) => {
    throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  },
});
if (!config) throw new Error('cannot read tsconfig.json');
// an example may leave a helper or an import unused: that is no error in an example
const program = ts.createProgram([...files.keys()], { ...config.options, noEmit: true, noUnusedLocals: false });
const diagnostics = ts.getPreEmitDiagnostics(program).filter((d) => d.file && files.has(resolve(d.file.fileName)));
for (const d of diagnostics) {
  const name = files.get(resolve(d.file!.fileName));
  const { line } = d.file!.getLineAndCharacterOfPosition(d.start ?? 0);
  console.error(`${name} (generated line ${line + 1}): ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}
console.log(`doc examples type-checked: ${files.size}, errors: ${diagnostics.length}`);
process.exitCode = diagnostics.length > 0 ? 1 : 0;
