// The build of a library package: ESM + CJS + .d.ts of its entry points (src/index.ts unless
// it has more).
import { defineConfig } from 'tsup';

/** The build of a package with these entry points. */
export function libraryConfig(entry: string[]) {
  return defineConfig({
    entry,
    format: ['esm', 'cjs'],
    // The .d.ts pass reads the packages this one imports through their built declarations (pnpm
    // builds in dependency order), not their sources: each pass then checks one package, not every
    // package below it.
    dts: { compilerOptions: { customConditions: [] } },
    sourcemap: true,
    clean: true,
    target: 'es2022',
    treeshake: true,
    // Entry points share their modules through chunks in both formats, so that a package's
    // entries (e.g. @mjkit/core and @mjkit/core/internal) share one copy of each class.
    splitting: true,
  });
}

export default libraryConfig(['src/index.ts']);
