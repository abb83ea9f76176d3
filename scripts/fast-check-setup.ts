// Every fast-check property in the tests runs from one seed, so a test run is repeatable and CI
// never fails on a draw it cannot show again. The seed is fixed unless MJKIT_FUZZ_SEED says
// otherwise (`random` for a fresh one, printed by fast-check with any failure); see
// the README (Developing).
import fc from 'fast-check';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seed of every fast-check property in this run. */
    fuzzSeed: number;
  }
}

fc.configureGlobal({ seed: inject('fuzzSeed') });
