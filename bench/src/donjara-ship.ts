// Makes the weights @mjkit/donjara ships: the hand estimator (§4) and the two trainer policies
// (§3, eq. 8 as intended and as written, trained exactly as donjara-trainers.ts trains them — the
// chunk rewards are checked against results/donjara-trainers.json), as files in
// packages/donjara/weights, and the module that embeds them (src/shipped.ts).
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/donjara-ship.ts estimator [--episodes 100000] [--hidden 64] [--penalty 1] [--seed 1]
//   cd bench && node --conditions=@mjkit/source --import tsx src/donjara-ship.ts calibrate [--calibration-rounds 4000]
//   cd bench && node --conditions=@mjkit/source --import tsx src/donjara-ship.ts trainers [--rounds 40000]
//
// `estimator` trains and then calibrates (calibrateEstimator: how much of the correction to use at
// each step, on rounds seeded 'calibrate', neither the training's nor the evaluations'); `calibrate`
// calibrates a file trained before calibration existed, once (a calibrated file is refused).
//   cd bench && node --conditions=@mjkit/source --import tsx src/donjara-ship.ts embed
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { calibrateEstimator, decodeEstimator, encodeEstimator, encodeTrainers, trainEstimator } from '@mjkit/donjara';
import type { EstimatorModel } from '@mjkit/donjara';
import { resultsDir, writeWhole } from './harness.js';
import { trainPolicy, VARIANTS } from './donjara-trainer-policy.js';
import type { Chunk } from './donjara-trainer-policy.js';
import { forkWorkers, progressBar } from './progress.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { episodes: { type: 'string', default: '100000' }, hidden: { type: 'string', default: '64' }, penalty: { type: 'string', default: '1' }, seed: { type: 'string', default: '1' }, rounds: { type: 'string', default: '40000' }, 'calibration-rounds': { type: 'string', default: '4000' }, worker: { type: 'string' } },
});
const pkg = join(import.meta.dirname, '..', '..', 'packages', 'donjara');
const what = positionals[0];
const estimatorFile = join(pkg, 'weights', 'estimator.bin');

/** The model calibrated on rounds of its own seed, written over the estimator file through a temporary file. */
function calibrated(model: EstimatorModel, started: number): Uint8Array {
  const rounds = Number(values['calibration-rounds']);
  const { model: out, steps } = calibrateEstimator(model, { rounds, seed: 'calibrate', onProgress: (d, t) => progressBar(d, t, started, 'calibration rounds') });
  process.stderr.write('\n');
  for (const s of steps.filter((x) => x.rounds >= 100)) console.log(`step ${s.step} (${s.rounds} rounds): scale ${s.chosen}; next ${s.next.map((x) => x.toFixed(3)).join(' ')}; previous ${s.previous.map((x) => x.toFixed(3)).join(' ')}`);
  return encodeEstimator(out);
}
function writeEstimator(bytes: Uint8Array): void {
  writeWhole(estimatorFile, bytes);
}

if (what === 'calibrate') {
  const started = performance.now();
  const model = decodeEstimator(new Uint8Array(readFileSync(estimatorFile)));
  if (model.info.shrink !== undefined) {
    console.error('donjara-ship calibrate: weights/estimator.bin is calibrated already (train afresh to recalibrate)');
    process.exit(1);
  }
  const bytes = calibrated(model, started);
  writeEstimator(bytes);
  console.log(`estimator calibrated: ${bytes.length} bytes, ${((performance.now() - started) / 60000).toFixed(1)} min`);
} else if (what === 'estimator') {
  const started = performance.now();
  const episodes = Number(values.episodes);
  const model = trainEstimator({ episodes, hidden: Number(values.hidden), penalty: Number(values.penalty), seed: values.seed, onProgress: (d, t, reward) => progressBar(d, t, started, `episodes, mean step reward ${reward.toFixed(3)}`) });
  process.stderr.write('\n');
  const command = `node --conditions=@mjkit/source --import tsx src/donjara-ship.ts estimator --episodes ${episodes} --hidden ${values.hidden} --penalty ${values.penalty} --seed ${values.seed}`;
  const bytes = calibrated({ ...model, info: { ...model.info, command, minutes: Math.round((performance.now() - started) / 60000) } }, performance.now());
  writeEstimator(bytes);
  console.log(`estimator: ${episodes} episodes, ${bytes.length} bytes, ${((performance.now() - started) / 60000).toFixed(1)} min`);
} else if (what === 'trainers' && values.worker) {
  // worker w: the policy of variant w, its file written here and its chunk rewards sent back
  const variant = VARIANTS[Number(values.worker.split('/')[0])]!;
  const { policy, chunks } = trainPolicy(variant, Number(values.rounds), (done) => process.send!({ variant, done }));
  writeWhole(join(pkg, 'weights', `trainers-${variant}.bin`), encodeTrainers(policy));
  process.send!({ variant, chunks });
  process.exit(0);
} else if (what === 'trainers') {
  const started = performance.now();
  const rounds = Number(values.rounds);
  const done = new Map<string, number>();
  const chunks = new Map<string, Chunk[]>();
  await forkWorkers<{ variant: string; done?: number; chunks?: Chunk[] }>(import.meta.url, process.argv.slice(2), VARIANTS.length, (m) => {
    if (m.chunks) chunks.set(m.variant, m.chunks);
    else done.set(m.variant, m.done!);
    progressBar([...done.values()].reduce((a, b) => a + b, 0), VARIANTS.length * rounds, started, 'rounds');
  });
  process.stderr.write('\n');
  // the same policies as the bench's: the same chunk rewards as its results (when it ran as many rounds)
  const bench = JSON.parse(readFileSync(join(resultsDir, 'donjara-trainers.json'), 'utf8')) as { rounds: number; trainings: Record<string, { chunks: Chunk[] }> };
  for (const v of VARIANTS) {
    const same = bench.rounds === rounds && JSON.stringify(bench.trainings[v]!.chunks) === JSON.stringify(chunks.get(v));
    console.log(`trainers-${v}.bin: ${rounds} rounds, ${same ? 'the same training as results/donjara-trainers.json' : 'NOT the training of results/donjara-trainers.json'}`);
    if (!same) process.exitCode = 1;
  }
} else if (what === 'embed') {
  const b64 = (name: string) => readFileSync(join(pkg, 'weights', name)).toString('base64');
  writeWhole(
    join(pkg, 'src', 'shipped.ts'),
    `// Generated by bench/src/donjara-ship.ts from packages/donjara/weights: do not edit.\n/** @internal The shipped hand estimator's weights file, base64. */\nexport const SHIPPED_ESTIMATOR =\n  '${b64('estimator.bin')}';\n/** @internal The shipped trainer policy files (eq. 8 as intended and as written), base64. */\nexport const SHIPPED_TRAINERS = {\n  intended: '${b64('trainers-intended.bin')}',\n  'as-written': '${b64('trainers-as-written.bin')}',\n};\n`,
  );
  console.log('src/shipped.ts written');
} else {
  console.error('donjara-ship: estimator | calibrate | trainers | embed');
  process.exit(2);
}
