// Starting a worker thread whose file sits beside the calling module, in whichever form that
// module runs: the CommonJS build (.cjs), the ESM build (.js), or the TypeScript sources of a
// checkout (through tsx). Node-only callers pass node:worker_threads' Worker, so that this
// module imports nothing and core stays browser-safe.

/** The WHATWG URL class, global in Node and browsers (core's own type settings know no host globals). */
declare const URL: new (url: string, base?: string) => { readonly href: string };

/**
 * node:worker_threads' `Worker`, as {@link startWorkerBeside} takes it: core cannot name Node's
 * types, so the parameters are left open (it passes a path or a URL, and `workerData`, `eval`,
 * `execArgv` options).
 */
export type WorkerConstructor<W> = new (file: never, options: never) => W;

/**
 * @internal Starts the worker `<name>.cjs | .js | .ts` beside the module whose `import.meta.url`
 * is `here` (undefined in a CommonJS build, where `dir` is its `__dirname`).
 */
export function startWorkerBeside<W>(Worker: WorkerConstructor<W>, here: string | undefined, dir: string | undefined, name: string, workerData: unknown): W {
  if (here === undefined) return new Worker(`${dir ?? '.'}/${name}.cjs` as never, { workerData } as never);
  if (!here.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, here) as never, { workerData } as never);
  // the sources, in a checkout of the repository: the worker registers tsx before it loads them
  const resolve = (import.meta as { resolve?: (s: string) => string }).resolve;
  const tsx = typeof resolve === 'function' ? resolve('tsx/esm/api') : 'tsx/esm/api';
  const file = new URL(`./${name}.ts`, here).href;
  const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(file)}); });`;
  return new Worker(boot as never, { eval: true, workerData, execArgv: ['--conditions=@mjkit/source'] } as never);
}
