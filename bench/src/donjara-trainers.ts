// The study's §3 trainer agents trained by MCCFR, and §5's evaluation of the training (Table 2):
// does a trainee that learns with two trainer agents play better than one that learns with two
// virtual players? Two policies are trained, one per core — eq. 8 as intended (exp(−βC²)) and as
// written (−βC²) — then each is tried with trainees learning 100, 300 and 1,000 rounds.
// Writes results/donjara-trainers.{md,json}; the policies go to dist/ (not committed).
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/donjara-trainers.ts [--rounds 40000] [--trainees 40] [--eval-rounds 1000] [--effect-only]
//
// --effect-only: the training effect alone, with the policies @mjkit/donjara ships
// (packages/donjara/weights: the same training, checked by `donjara-ship.ts trainers`), and the
// training's figures from the results of the full run (which must have trained as many rounds).
// --report-only: no games; the tables again from results/donjara-trainers.json (a run whose JSON has
// no per-trainee deal-in and riichi rates shows those two without an interval, marked).
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeTrainers, encodeTrainers, TRAINER_CLASSES, trainingEffect } from '@mjkit/donjara';
import type { TrainingEffectReport } from '@mjkit/donjara';
import { meanInterval, resultsDir, writeWhole } from './harness.js';
import { CHUNKS, VARIANTS, trainPolicy } from './donjara-trainer-policy.js';
import type { Chunk } from './donjara-trainer-policy.js';
import { forkWorkers, progressBar } from './progress.js';

const args = process.argv.slice(2);
const arg = (name: string, d: number) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : d;
};
const rounds = arg('--rounds', 40000);
const effectOnly = args.includes('--effect-only');
const reportOnly = args.includes('--report-only');
const shippedPolicy = (v: string) => join(import.meta.dirname, '..', '..', 'packages', 'donjara', 'weights', `trainers-${v}.bin`);
const trainees = arg('--trainees', 40);
const evalRounds = arg('--eval-rounds', 1000);
const LEARN = [100, 300, 1000];
const distDir = join(resultsDir, '..', 'dist');
const policyFile = (v: string) => join(distDir, `donjara-trainers-${v}.bin`);

type Message = { phase: 'train' | 'effect'; variant: string; done: number; total: number } | { variant: string; chunks: Chunk[]; seconds: number } | { variant: string; learnRounds: number; report: TrainingEffectReport; seconds: number };

const workerAt = args.indexOf('--worker');
if (workerAt >= 0) {
  // worker w of 2: the policy of variant w, then its training-effect runs
  const w = Number(args[workerAt + 1]!.split('/')[0]);
  const variant = VARIANTS[w]!;
  const send = (m: Message) => process.send!(m);
  const started = performance.now();
  let file = shippedPolicy(variant);
  if (!effectOnly) {
    const { policy, chunks } = trainPolicy(variant, rounds, (done) => send({ phase: 'train', variant, done, total: rounds }));
    mkdirSync(distDir, { recursive: true });
    writeWhole(policyFile(variant), encodeTrainers(policy));
    file = policyFile(variant);
    send({ variant, chunks, seconds: (performance.now() - started) / 1000 });
  }
  for (const learnRounds of LEARN) {
    const t = performance.now();
    const report = trainingEffect({ policy: decodeTrainers(new Uint8Array(readFileSync(file))), trainees, learnRounds, evalRounds, seed: `effect/${learnRounds}`, onProgress: (d, total) => send({ phase: 'effect', variant: `${variant}/${learnRounds}`, done: d, total }) });
    send({ variant, learnRounds, report, seconds: (performance.now() - t) / 1000 });
  }
  process.exit(0);
}

const started = performance.now();
const progress = new Map<string, number>();
const trainings = new Map<string, { chunks: Chunk[]; seconds: number }>();
const effects: { variant: string; learnRounds: number; report: TrainingEffectReport; seconds: number }[] = [];
// each worker trains `rounds`, then plays 3 conditions × trainees × (learn + eval) rounds per setting
const perWorker = (effectOnly ? 0 : rounds) + LEARN.reduce((s, l) => s + trainees * (2 * l + 3 * evalRounds), 0);
/** A mean over trainees and its 95% interval (t, or z beyond 30 trainees). */
function overTrainees(xs: readonly number[]): { mean: number; low: number; high: number } {
  return meanInterval(xs)!;
}
if (reportOnly) {
  // the report of an earlier run, each condition's per-trainee figures given their intervals again
  type Saved = { variant: string; learnRounds: number; seconds: number; difference: TrainingEffectReport['difference']; conditions: { name: string; byTrainee?: TrainingEffectReport['conditions'][number]['byTrainee']; pointsPerRound: number[]; winRates: number[]; weights: number[]; win: never; dealIn: never; riichi: never; winPoints: never; shanten: never }[] };
  const saved = JSON.parse(readFileSync(join(resultsDir, 'donjara-trainers.json'), 'utf8')) as { rounds: number; trainees: number; evalRounds: number; trainings: Record<string, { chunks: Chunk[]; seconds: number }>; effects: Saved[] };
  if (saved.rounds !== rounds || saved.trainees !== trainees || saved.evalRounds !== evalRounds) throw new Error(`--report-only: results/donjara-trainers.json is of --rounds ${saved.rounds} --trainees ${saved.trainees} --eval-rounds ${saved.evalRounds}`);
  for (const v of VARIANTS) trainings.set(v, saved.trainings[v]!);
  for (const e of saved.effects) {
    const conditions = e.conditions.map((c) => ({
      name: c.name,
      stats: { win: c.win, dealIn: c.dealIn, riichi: c.riichi, winPoints: c.winPoints, shanten: c.shanten },
      byTrainee: c.byTrainee ?? { winRate: overTrainees(c.winRates), pointsPerRound: overTrainees(c.pointsPerRound), dealInRate: null, riichiRate: null },
      pointsPerRound: c.pointsPerRound,
      winRates: c.winRates,
      weights: c.weights,
    }));
    effects.push({ variant: e.variant, learnRounds: e.learnRounds, seconds: e.seconds, report: { trainees, learnRounds: e.learnRounds, evalRounds, evaluation: '', conditions, difference: e.difference } as unknown as TrainingEffectReport });
  }
} else await forkWorkers<Message>(import.meta.url, args, 2, (m) => {
  if ('phase' in m) {
    const key = m.phase === 'train' ? `${m.variant}` : m.variant;
    const base = m.phase === 'train' ? 0 : (effectOnly ? 0 : rounds) + LEARN.slice(0, LEARN.indexOf(Number(m.variant.split('/')[1]))).reduce((s, l) => s + trainees * (2 * l + 3 * evalRounds), 0);
    const per = m.phase === 'train' ? 1 : (2 * Number(m.variant.split('/')[1]) + 3 * evalRounds);
    progress.set(key.split('/')[0]!, base + m.done * per);
    progressBar([...progress.values()].reduce((a, b) => a + b, 0), 2 * perWorker, started, 'rounds');
  } else if ('chunks' in m) trainings.set(m.variant, m);
  else effects.push(m);
});
process.stderr.write('\n');
if (effectOnly) {
  // the training's figures from the full run that trained the shipped policies
  const full = JSON.parse(readFileSync(join(resultsDir, 'donjara-trainers.json'), 'utf8')) as { rounds: number; trainings: Record<string, { chunks: Chunk[]; seconds: number }> };
  if (full.rounds !== rounds) throw new Error(`--effect-only: results/donjara-trainers.json trained ${full.rounds} rounds, not ${rounds}`);
  for (const v of VARIANTS) trainings.set(v, full.trainings[v]!);
}

// the figures first: a failure in the report below loses no games
if (!reportOnly) writeWhole(join(resultsDir, 'donjara-trainers.json'), JSON.stringify({ rounds, trainees, evalRounds, trainings: Object.fromEntries(trainings), effects: effects.map((e) => ({ variant: e.variant, learnRounds: e.learnRounds, seconds: e.seconds, difference: e.report.difference, conditions: e.report.conditions.map((c) => ({ name: c.name, byTrainee: c.byTrainee, pointsPerRound: c.pointsPerRound, winRates: c.winRates, weights: c.weights, win: c.stats.win, dealIn: c.stats.dealIn, riichi: c.stats.riichi, winPoints: c.stats.winPoints, shanten: c.stats.shanten })) })) }, null, 1));

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
let md = `# Donjara trainer agents (§3) and the training effect (§5, Table 2)

Command: \`cd bench && node --conditions=@mjkit/source --import tsx src/donjara-trainers.ts --rounds ${rounds} --trainees ${trainees} --eval-rounds ${evalRounds}${effectOnly ? ' --effect-only' : ''}${reportOnly ? ' --report-only' : ''}\`
(${reportOnly ? 'the tables re-made from the games of the full run, as its donjara-trainers.json records them (the run: two worker processes, one per policy, about 21 minutes)' : `two worker processes, one per policy; ${((performance.now() - started) / 60000).toFixed(1)} minutes on this machine${effectOnly ? '; the training effect alone, with the policies the package ships — trained by the full run, whose training figures are below' : ''}`}).

Each policy was trained by \`trainTrainers\` for ${rounds.toLocaleString('en')} rounds (in ${CHUNKS} chunks of
${(rounds / CHUNKS).toLocaleString('en')}, continuing the policy on new seeds): a learning trainee at seat 0 (a new one every
1,000 rounds), the two trainers at seats 1 and 2 sharing one policy, each guessing the trainee's hand with the
Bayesian filter (100 particles, trainee policy unknown), every candidate discard simulated to the round's end.
Reward constants: w 0.5, ε 0.05, α 1.05, β 0.005, δ by digits (the study gives none).

## Training: mean reward of the discards taken, by chunk

| eq. 8 | rounds | R | R_a | R_s | N / \\|A\\| |
|---|---|---|---|---|---|
`;
for (const v of VARIANTS) {
  const t = trainings.get(v)!;
  for (const c of t.chunks) md += `| ${v} | ${c.rounds.toLocaleString('en')} | ${c.reward.toFixed(4)} | ${c.actionReward.toFixed(4)} | ${c.scoreReward.toFixed(4)} | ${c.sameResponse.toFixed(3)} |\n`;
}

// what the trained trainers prefer: each class feature's share of the average strategy over its share of the offers
const FEATURES: [string, number, string[]][] = [
  ['own best shanten after a discard', 3 * 2 * 3 * 3 * 3 * 2 / 3, ['0', '1', '2+']],
  ['trainee in riichi', 3 * 3 * 3 * 2, ['no', 'yes']],
  ['discard leaves the trainer farther than its best by', 3 * 3 * 2, ['0', '1', '2+']],
  ['copies of the kind the trainer holds', 3 * 2, ['1', '2', '3+']],
  ['copies in the estimated trainee hand', 2, ['0', '1', '2+']],
  ['the tile brings the estimated trainee hand nearer a yaku', 1, ['no', 'yes']],
];
md += `\n## How the trained trainers play\n\nFor each feature of a candidate discard: its share of the average strategy ÷ its share of the candidates offered
(1: chosen as often as offered; uniform play gives about 1 everywhere).\n\n| feature | value | ${VARIANTS.join(' | ')} |\n|---|---|---|---|\n`;
// the policies this run trained, or (--effect-only, --report-only) the ones the package ships
const policies = Object.fromEntries(VARIANTS.map((v) => [v, decodeTrainers(new Uint8Array(readFileSync(effectOnly || reportOnly ? shippedPolicy(v) : policyFile(v))))]));
for (const [name, stride, values] of FEATURES) {
  values.forEach((label, value) => {
    const cells = VARIANTS.map((v) => {
      const p = policies[v]!;
      let s = 0;
      let sAll = 0;
      let n = 0;
      let nAll = 0;
      for (let c = 0; c < TRAINER_CLASSES; c++) {
        sAll += p.strategy[c]!;
        nAll += p.visits[c]!;
        if (Math.floor(c / stride) % values.length !== value) continue;
        s += p.strategy[c]!;
        n += p.visits[c]!;
      }
      return n ? (s / sAll / (n / nAll)).toFixed(2) : '—';
    });
    md += `| ${name} | ${label} | ${cells.join(' | ')} |\n`;
  });
}

md += `\n## Training effect (Table 2)\n\n${trainees} trainees per condition; each learns the given rounds at seat 0 with the two trainers (\`trainers\`) or with two
\`balance\` virtual players (\`virtual\`), alike at the start and on the same seeds; then, frozen, plays ${evalRounds.toLocaleString('en')} rounds against
virtual players of every style in turn (the same rounds for every condition), beside a trainee that never learned
(\`untrained\`). Rates and points per round are means over the trainees with 95% intervals (t over the ${trainees}
trainees: the rounds of one trainee share what it learned, so they are not independent); the paired difference with a
95% interval over the trainees.\n\n| eq. 8 | learned | condition | win | deal-in | riichi | winning points | points per round | shanten after 5 / 10 discards |\n|---|---|---|---|---|---|---|---|---|\n`;
// a rate without its per-trainee figures (an older run's JSON): over the rounds, marked
const tv = (d: { mean: number; low: number; high: number } | null, overRounds: { rate: number }) => (d ? `${pct(d.mean)} [${pct(d.low)}, ${pct(d.high)}]` : `${pct(overRounds.rate)} †`);
let unclustered = false;
effects.sort((a, b) => VARIANTS.indexOf(a.variant as (typeof VARIANTS)[number]) - VARIANTS.indexOf(b.variant as (typeof VARIANTS)[number]) || a.learnRounds - b.learnRounds);
for (const e of effects) {
  for (const c of e.report.conditions) {
    const s = c.stats;
    const b = c.byTrainee;
    if (!b.dealInRate || !b.riichiRate) unclustered = true;
    md += `| ${e.variant} | ${e.learnRounds} | ${c.name} | ${tv(b.winRate, s.win)} | ${tv(b.dealInRate, s.dealIn)} | ${tv(b.riichiRate, s.riichi)} | ${s.winPoints.mean.toFixed(0)} | ${b.pointsPerRound.mean.toFixed(0)} [${b.pointsPerRound.low.toFixed(0)}, ${b.pointsPerRound.high.toFixed(0)}] | ${s.shanten[5]!.toFixed(2)} / ${s.shanten[10]!.toFixed(2)} |\n`;
  }
}
if (unclustered) md += `\n†: the run whose figures these are kept no per-trainee deal-in and riichi rates, so those two are the rates over all the rounds, without an interval (an interval over rounds would be too narrow: rounds of one trainee are not independent). The next full run gives them (\`trainingEffect\` reports them per trainee now).\n`;
md += `\nPaired, trainers − virtual (per trainee):\n\n| eq. 8 | learned | points per round | win rate |\n|---|---|---|---|\n`;
for (const e of effects) {
  const d = e.report.difference;
  md += `| ${e.variant} | ${e.learnRounds} | ${d.pointsPerRound.mean.toFixed(0)} [${d.pointsPerRound.low.toFixed(0)}, ${d.pointsPerRound.high.toFixed(0)}] | ${(100 * d.winRate.mean).toFixed(2)} [${(100 * d.winRate.low).toFixed(2)}, ${(100 * d.winRate.high).toFixed(2)}] pt |\n`;
}
writeWhole(join(resultsDir, 'donjara-trainers.md'), md);
console.log(md);
