// The Donjara estimation study's rounds are evaluated in two halves (seeds `…/eval0` and
// `…/eval1`, one per core in donjara-estimation.ts); this is how the halves become one report, and
// how the scripts that compare against the study's 3,000 rounds (seed 1) evaluate them again.
import { evaluateEstimators } from '@mjkit/donjara';
import type { EstimatorReport } from '@mjkit/donjara';
import { progressBar } from './progress.js';

/** Two halves of an evaluation as one: means weighted by the rounds that reached each step. */
export function mergeHalves(a: EstimatorReport, b: EstimatorReport): EstimatorReport {
  const steps = Math.max(a.reached.length, b.reached.length);
  const reached = Array.from({ length: steps }, (_, t) => (a.reached[t] ?? 0) + (b.reached[t] ?? 0));
  const mix = (x: readonly number[], y: readonly number[]) => reached.map((n, t) => ((x[t] ?? 0) * (a.reached[t] ?? 0) + (y[t] ?? 0) * (b.reached[t] ?? 0)) / n);
  return { rounds: a.rounds + b.rounds, reached, estimators: a.estimators.map((e, i) => ({ name: e.name, next: mix(e.next, b.estimators[i]!.next), previous: mix(e.previous, b.estimators[i]!.previous) })) };
}

/** The study's 3,000 rounds (seed 1, halves of 1,500) under `estimators`, the halves one after the other on this core, with a progress bar. */
export function evaluateStudyRounds(estimators: Parameters<typeof evaluateEstimators>[0]['estimators']): EstimatorReport {
  const started = performance.now();
  const halves = [0, 1].map((w) =>
    evaluateEstimators({
      estimators,
      rounds: 1500,
      seed: `1/eval${w}`,
      onProgress: (d, t) => progressBar(d + w * t, 2 * t, started, 'rounds'),
    }),
  );
  process.stderr.write('\n');
  return mergeHalves(halves[0]!, halves[1]!);
}
