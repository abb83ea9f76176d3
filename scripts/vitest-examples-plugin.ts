// A Vite plugin that serves the doc examples of scripts/examples.ts as modules:
//   virtual:mjkit-examples/<pkg>   → default export: [{ name, assertions, load }]
//   virtual:mjkit-example/<pkg>/<i> → the i-th example, transpiled, default export run(check, throws)
import ts from 'typescript';
import type { Plugin } from 'vite';
import { collectExamples, toModule } from './examples.js';

const LIST = 'virtual:mjkit-examples/';
const ONE = 'virtual:mjkit-example/';

export function examplesPlugin(root: string): Plugin {
  return {
    name: 'mjkit-examples',
    enforce: 'pre',
    resolveId(id) {
      if (id.startsWith(LIST) || id.startsWith(ONE)) return '\0' + id;
      return undefined;
    },
    load(id) {
      if (id.startsWith('\0' + LIST)) {
        const pkg = id.slice(1 + LIST.length);
        const items = collectExamples(root, pkg).map((ex, i) => {
          const { assertions } = toModule(ex);
          return `{ name: ${JSON.stringify(ex.name)}, assertions: ${assertions}, node: ${ex.node}, load: () => import(${JSON.stringify(ONE + pkg + '/' + i)}) }`;
        });
        return `export default [\n${items.join(',\n')}\n];\n`;
      }
      if (id.startsWith('\0' + ONE)) {
        const [pkg, index] = id.slice(1 + ONE.length).split('/');
        const ex = collectExamples(root, pkg as string)[Number(index)];
        if (!ex) throw new Error(`no example ${id}`);
        const out = ts.transpileModule(toModule(ex).code, {
          fileName: ex.file + '.example.ts',
          compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, sourceMap: false },
        });
        return out.outputText;
      }
      return undefined;
    },
  };
}
