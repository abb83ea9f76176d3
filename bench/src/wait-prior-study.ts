// The exact wait prior (wait-prior.ts) against the sampled one and the deal-in models (issue 33):
// the policy reader found that ready hands sampled from the unseen tiles, with no policy read,
// rank a riichi hand's real waits above the learned deal-in model once the samples suffice. Here
// the same prior is summed exactly at the same views — the riichi of the policy reader's hanchan,
// replayed (casesOf with no samples) — and ranked on the same live kinds beside the reader's runs
// on file, so each sampled column meets its exact limit.
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/wait-prior-study.ts
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resultsDir, writeWhole } from './harness.js';
import { casesOf, noisy, withInterval } from './policy-reading.js';
import type { Case } from './policy-reading.js';
import { progressBar } from './progress.js';
import { patternCount } from './wait-prior.js';

const command = 'cd bench && node --conditions=@mjkit/source --import tsx src/wait-prior-study.ts';
type Run = { command: string; particles: number; depths?: number[]; games: number[]; cases: Case[] };
const RUNS = ['policy-reader.json', 'policy-reader-p1024-d12.json', 'policy-reader-p4096-d6.json'];
const runs = RUNS.map((file) => ({ file, run: JSON.parse(readFileSync(join(resultsDir, file), 'utf8')) as Run }));
const games = Math.max(...runs.map((r) => Math.max(...r.run.games))) + 1;

const keyOf = (c: Case) => `${c.game}/${c.seat}/${c.turns}/${c.waits.join()}/${c.river.join()}`;
const started = performance.now();
const priors = new Map<string, NonNullable<Case['prior']>>();
for (let g = 0; g < games; g++) {
  for (const c of casesOf(g, 0, [0])) {
    const key = keyOf(c);
    if (priors.has(key)) throw new Error(`two riichi read alike: ${key}`);
    priors.set(key, c.prior!);
  }
  progressBar(g + 1, games, started, 'hanchan');
}
process.stderr.write('\n');
const priorOf = (c: Case) => {
  const p = priors.get(keyOf(c));
  if (!p) throw new Error(`riichi ${keyOf(c)} of the reader's runs is not replayed`);
  return p;
};
const times = (a: readonly number[], b: readonly number[]) => a.map((x, k) => x * b[k]!);

const header = runs.map(({ run }) => `${run.cases.length} riichi (${run.games.length} hanchan): ${run.particles} samples`);
const row = (name: string, score: (c: Case, run: Run) => readonly number[] | null) =>
  `| ${name} | ${runs.map(({ run }) => (score(run.cases[0]!, run) === null ? '—' : withInterval(run.cases, (c) => score(c, run)!))).join(' | ')} |\n`;
// the reader's "ready hands, no turn read, furiten waits weighed 0.05" (FURITEN[1], depth 0, ε index 0)
const sampled = (c: Case) => c.reader[1]![0]![0]!;
const oracle05 = new Map(runs.map(({ run }) => [run, noisy(run.cases, 0.5)]));
const oracle1 = new Map(runs.map(({ run }) => [run, noisy(run.cases, 1)]));
const md = `# The wait prior, exact (issue 33)

Command: \`${command}\` (${((performance.now() - started) / 1000).toFixed(0)} s, one core), after the policy reader's runs it reads (\`${RUNS.join('`, `')}\`).

A riichi hand drawn uniformly from the tiles an opponent cannot see, and ready: the chance that it waits on each kind.
The policy reader sampled it (its row “ready hands of the unseen tiles, no turn read”, the samples that run had);
\`src/wait-prior.ts\` sums it exactly: for each kind k, every 13-tile hand that wins on k weighed by the ways to hold it
(Π C(unseen, held)), per number suit over its ${patternCount().toLocaleString('en')} complete patterns (up to four sets and a pair), per honour a
pair or a set, with seven pairs and thirteen orphans added; the score is each kind's share of the sum over all kinds.
**Furiten dropped**: hands whose waits inside k's suit meet the riichi hand's river are left out (the sampled rows weigh
every hand waiting on its river 0.05 instead); **kept**: not. About 1 ms a view on one core (\`test/wait-prior.test.ts\`
checks it against every hand of small pools, listed one by one).

The riichi are those of the policy reader's hanchan (four \`evaluator-legacy\`, seeds \`policy-reader/GAME\`), replayed; each
run's column is the riichi that run read. Live AUC as there: the real waits against the other kinds not in the riichi
hand's river; 95% interval from 200 bootstrap resamples of the hanchan. “× the prior” multiplies a model's chance by the
exact prior's share (adds their log-odds, near enough at these chances), with no weight fitted.

| score | ${header.join(' | ')} |
|---|${runs.map(() => '---').join('|')}|
${row('the shipped deal-in model (Houou players)', (c) => c.shipped)}${row("the deal-in model fitted on bots' games", (c) => c.bots)}${row('ready hands sampled, no turn read (furiten waits weighed 0.05)', (c) => sampled(c))}${row('**exact prior, furiten dropped in its suit**', (c) => priorOf(c).dropped)}${row('exact prior, furiten kept', (c) => priorOf(c).kept)}${row("bots' model × the exact prior", (c) => times(c.bots, priorOf(c).dropped))}${row('shipped model × the exact prior', (c) => times(c.shipped, priorOf(c).dropped))}${row('policy inverted over the last 4 turns, ε = 0.2, furiten waits weighed 0.05', (c, run) => {
  const di = (run.depths ?? [0, 1, 2, 4, 6]).indexOf(4);
  return di < 0 ? null : c.reader[1]![di]![1]!;
})}${row('noisy oracle d = 0.5 (arena 2.467)', (c, run) => oracle05.get(run)!.get(c)!)}${row('noisy oracle d = 1 (arena 2.420)', (c, run) => oracle1.get(run)!.get(c)!)}
As a feature of the deal-in model against a riichi on the Houou logs (\`deal-in-features.md\`, group **prior**: the share and
its log, furiten dropped and kept, and whether it is 0), it is fitted beside the shipped features and the other candidates.
`;
writeWhole(join(resultsDir, 'wait-prior.md'), md);
console.log(md);
