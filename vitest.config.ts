import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { examplesPlugin } from './scripts/vitest-examples-plugin.js';

const root = fileURLToPath(new URL('.', import.meta.url));

// Browser tests run in Debian's Chromium (never a downloaded browser). Without it they are
// skipped with one line saying why.
const chromium = process.env.MJKIT_CHROMIUM ?? '/usr/bin/chromium';
const hasChromium = existsSync(chromium);
if (!hasChromium && !process.env.MJKIT_BROWSER_NOTE) {
  process.env.MJKIT_BROWSER_NOTE = 'shown'; // the config is loaded more than once per run
  console.log(`browser tests skipped: no Chromium at ${chromium} (Debian: apt-get install chromium; or set MJKIT_CHROMIUM)`);
}

// Tests on the shared data (../shared/data, or $MJKIT_DATA) skip without it; say so once.
const data = process.env.MJKIT_DATA ? resolve(process.env.MJKIT_DATA) : join(root, '..', 'shared', 'data');
if (!existsSync(data) && !process.env.MJKIT_DATA_NOTE) {
  process.env.MJKIT_DATA_NOTE = 'shown';
  console.log(`data tests skipped: no test data at ${data} (set MJKIT_DATA to the shared data folder)`);
}

// fast-check seed of the run (scripts/fast-check-setup.ts): fixed, a number, or `random`.
const seedSetting = process.env.MJKIT_FUZZ_SEED ?? '20261121';
const fuzzSeed = seedSetting === 'random' ? (Date.now() ^ (Math.random() * 0x100000000)) | 0 : Number(seedSetting);
if (!Number.isInteger(fuzzSeed)) throw new Error(`MJKIT_FUZZ_SEED must be a whole number or "random", not ${seedSetting}`);
if (seedSetting === 'random' && !process.env.MJKIT_FUZZ_NOTE) {
  process.env.MJKIT_FUZZ_NOTE = 'shown';
  console.log(`fast-check seed ${fuzzSeed} (MJKIT_FUZZ_SEED=${fuzzSeed} repeats this run)`);
}

const node: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'node',
    environment: 'node',
    include: ['packages/*/test/**/*.test.ts', 'bench/test/**/*.test.ts', 'site/test/**/*.test.ts'],
    // The test files share their worker's modules: our packages are pure (no test changes their
    // state), and each file no longer loads them, and builds their tables, again. The node tests
    // alone took 421 s this way against 589 s isolated on 2 cores (that run shared the machine
    // with a few minutes of other work). One worker, vitest's default on 2 cores: CI runs this suite
    // beside a fresh clone's, and two workers did not shorten that step: the fresh clone's suite,
    // slowed by them, became the longer (1,220 s, against 1,210 s for the step with one worker,
    // the same day), and a 60 s peer comparison timed out under the load.
    isolate: false,
  },
};

const browser: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'browser',
    include: ['packages/*/test/**/*.test.ts'],
    exclude: ['**/*.node.test.ts', '**/node_modules/**'],
    // As in Node: the test files share the page's modules (our packages are pure), so each file
    // no longer loads them and builds their tables again. Alone: 77 s against 107 s isolated.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({
        launchOptions: {
          executablePath: chromium,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
};

export default defineConfig({
  plugins: [examplesPlugin(root)],
  resolve: { conditions: ['@mjkit/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@mjkit/source', ...defaultServerConditions] } },
  test: {
    testTimeout: 60_000,
    setupFiles: ['./scripts/fast-check-setup.ts'],
    provide: { fuzzSeed },
    projects: hasChromium ? [node, browser] : [node],
    // `npm run coverage`: what the node tests run of the packages' sources (code in worker threads,
    // the arena's and the miners', is not counted), as a summary and an HTML report in coverage/.
    coverage: {
      provider: 'v8',
      include: ['packages/*/src/**'],
      reporter: ['text-summary', 'html'],
      reportsDirectory: 'coverage',
    },
  },
});
