// Donjara's Bayesian reference with Metropolis–Hastings moves on its particles' histories
// (`bayesEstimator`'s `moves`): does a small filter that moves its particles read the hands as well
// as a large one that does not, and in less time? Each filter runs alone on the same rounds (the
// estimators of a round share its random numbers, so a filter is compared only with filters run
// the same way), its match rate kept per round so that the differences get intervals clustered
// by round.
//
// One filter (one core; run two at once on two cores):
//   cd bench && node --conditions=@mjkit/source --import tsx src/donjara-moves.ts --particles 200 --moves 1 [--rounds 400] [--seed 7]
// Their times, each filter in turn in one process on an idle machine (the runs above share the
// machine with each other, so their own times are not comparable), in results/donjara-moves/times.json:
//   cd bench && node --conditions=@mjkit/source --import tsx src/donjara-moves.ts --time 200:0,200:1,420:0,700:0,2000:0 [--rounds 100]
// Where the time goes: each filter's calls of the opponents' policies (the virtual players' discard
// chances, which a particle's turn and a move's replay both ask for), counted and timed, in
// results/donjara-moves/calls.json:
//   cd bench && node --conditions=@mjkit/source --import tsx src/donjara-moves.ts --calls 200:0,200:1,700:0 [--rounds 100]
// The table of every filter run, in results/donjara-moves.md:
//   cd bench && node --conditions=@mjkit/source --import tsx src/donjara-moves.ts --table
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bayesEstimator, evaluateEstimators } from '@mjkit/donjara';
import type { DonjaraAgent, DonjaraPolicyAgent, EstimatorReport } from '@mjkit/donjara';
import { meanInterval, resultsDir, writeWhole } from './harness.js';
import { option, progressBar, savedRun } from './progress.js';

const dir = join(resultsDir, 'donjara-moves');
const args = process.argv.slice(2);

/** One filter's run: its report, its match rate per round (mean over the round's steps) and its time. */
interface FilterRun {
  readonly command: string;
  readonly particles: number;
  readonly moves: number;
  readonly rounds: number;
  readonly seed: string;
  readonly seconds: number;
  readonly perRound: readonly { readonly next: number; readonly previous: number }[];
  readonly report: EstimatorReport;
  /** Which particles were moved, when not the copies a resampling made (the first version moved every one). */
  readonly variant?: string;
}

/** Seconds a round of each filter (`particles:moves`), timed one after the other on the same rounds. */
interface Times {
  readonly command: string;
  readonly rounds: number;
  readonly perRound: Record<string, number>;
}
const timesFile = join(dir, 'times.json');
const callsFile = join(dir, 'calls.json');
/** Filters of about the same time a round (particles, moves): the first without moves, the second with. */
const EQUAL_TIME: readonly (readonly [readonly [number, number], readonly [number, number]])[] = [
  [[700, 0], [200, 1]],
  [[2000, 0], [700, 1]],
];

if (args.includes('--table')) table();
else if (args.includes('--time')) time();
else if (args.includes('--calls')) calls();
else run();

function time(): void {
  const configs = option(args, '--time', '200:0').split(',');
  const rounds = Number(option(args, '--rounds', '100'));
  const command = `cd bench && node --conditions=@mjkit/source --import tsx src/donjara-moves.ts --time ${configs.join(',')} --rounds ${rounds}`;
  mkdirSync(dir, { recursive: true });
  if (savedRun<Times>(timesFile, command, args) !== null) return;
  const perRound: Record<string, number> = {};
  for (const config of configs) {
    const [particles, moves] = config.split(':').map(Number) as [number, number];
    const started = performance.now();
    evaluateEstimators({ estimators: [(agents) => bayesEstimator(agents, { particles, moves })], rounds, seed: 'time', onProgress: (d, t) => progressBar(d, t, started, `rounds of ${config}`) });
    process.stderr.write('\n');
    perRound[config] = (performance.now() - started) / 1000 / rounds;
  }
  writeWhole(timesFile, `${JSON.stringify({ command, rounds, perRound })}\n`);
  console.log(perRound);
}

/** A filter's policy calls a round: how many, and the seconds they take, beside the seconds a round. */
interface Calls {
  readonly command: string;
  readonly rounds: number;
  readonly perRound: Record<string, { readonly seconds: number; readonly calls: number; readonly policySeconds: number }>;
}

function calls(): void {
  const configs = option(args, '--calls', '200:0').split(',');
  const rounds = Number(option(args, '--rounds', '100'));
  const command = `cd bench && node --conditions=@mjkit/source --import tsx src/donjara-moves.ts --calls ${configs.join(',')} --rounds ${rounds}`;
  mkdirSync(dir, { recursive: true });
  if (savedRun<Calls>(callsFile, command, args) !== null) return;
  const perRound: Record<string, Calls['perRound'][string]> = {};
  for (const config of configs) {
    const [particles, moves] = config.split(':').map(Number) as [number, number];
    let count = 0;
    let inPolicy = 0;
    // the filter sees each agent with a policy through a wrapper that counts and times its calls
    const counted = (agent: DonjaraAgent): DonjaraAgent => {
      const policy = (agent as DonjaraPolicyAgent).policy;
      if (typeof policy !== 'function') return agent;
      const wrapped: DonjaraPolicyAgent = {
        ...(agent as DonjaraPolicyAgent),
        policy: (view) => {
          count++;
          const t = performance.now();
          const out = policy.call(agent, view);
          inPolicy += performance.now() - t;
          return out;
        },
      };
      return wrapped;
    };
    const started = performance.now();
    evaluateEstimators({ estimators: [(agents) => bayesEstimator(agents.map((a) => (a === null ? null : counted(a))), { particles, moves })], rounds, seed: 'time', onProgress: (d, t) => progressBar(d, t, started, `rounds of ${config}`) });
    process.stderr.write('\n');
    perRound[config] = { seconds: (performance.now() - started) / 1000 / rounds, calls: count / rounds, policySeconds: inPolicy / 1000 / rounds };
  }
  writeWhole(callsFile, `${JSON.stringify({ command, rounds, perRound })}\n`);
  console.log(perRound);
}

function run(): void {
  const particles = Number(option(args, '--particles', '200'));
  const moves = Number(option(args, '--moves', '0'));
  const rounds = Number(option(args, '--rounds', '400'));
  const seed = option(args, '--seed', '7');
  const command = `cd bench && node --conditions=@mjkit/source --import tsx src/donjara-moves.ts --particles ${particles} --moves ${moves} --rounds ${rounds} --seed ${seed}`;
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `p${particles}-m${moves}-r${rounds}-s${seed}.json`); // a run of another version is renamed, its variant named in it
  if (savedRun<FilterRun>(file, command, args) !== null) return; // --resume on a finished run: nothing to do
  const perRound: { next: number; previous: number }[] = [];
  const started = performance.now();
  const report = evaluateEstimators({
    estimators: [(agents) => bayesEstimator(agents, { particles, moves })],
    rounds,
    seed,
    onRound: (r, m) => (perRound[r] = m[0]!),
    onProgress: (d, t) => progressBar(d, t, started, 'rounds'),
  });
  process.stderr.write('\n');
  const seconds = (performance.now() - started) / 1000;
  const out: FilterRun = { command, particles, moves, rounds, seed, seconds, perRound, report };
  writeWhole(file, `${JSON.stringify(out)}\n`);
  console.log(`${file}: ${seconds.toFixed(0)} s`);
}

function table(): void {
  const times = existsSync(timesFile) ? (JSON.parse(readFileSync(timesFile, 'utf8')) as Times) : null;
  const counted = existsSync(callsFile) ? (JSON.parse(readFileSync(callsFile, 'utf8')) as Calls) : null;
  const runs = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'times.json' && f !== 'calls.json').map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as FilterRun) : [];
  runs.sort((a, b) => a.seed.localeCompare(b.seed) || a.rounds - b.rounds || a.particles - b.particles || a.moves - b.moves || (a.variant ?? '').localeCompare(b.variant ?? ''));
  const f = (x: number) => x.toFixed(3);
  const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(3)}`;
  const interval = (xs: readonly number[]) => {
    const m = meanInterval(xs)!;
    return `${signed(m.mean)} [${signed(m.low)}, ${signed(m.high)}]`;
  };
  let md = '# Donjara: the Bayesian reference with moves on its particles\n\n';
  md += 'Commands: each row `cd bench && node --conditions=@mjkit/source --import tsx src/donjara-moves.ts --particles P --moves M --rounds R --seed S` (one core each, two at once on the two cores); this table `… src/donjara-moves.ts --table`.\n\n';
  md += 'Each filter alone on the same rounds (the speed, score and defence players; seat 0 estimates its neighbours on each of its turns). ';
  md += '**Moves**: on each estimate, the history of each particle moved (**moved**: every particle, or only the copies a resampling made since the last estimate) is offered that many swaps per opponent (one of its dealt or drawn tiles with a hidden tile or another opponent\'s), each kept with the Metropolis–Hastings chance. ';
  md += `Match rate: the mean over a round's steps, then over rounds (next / previous player); **paired**: per round, this filter less the first of its seed's rows without moves and with the fewest particles, with 95% intervals clustered by round; **seconds**: the whole run on one core, beside other work (so not comparable between rows); **a round**: seconds a round, each filter timed in turn on an idle machine${times ? ` (\`${times.command}\`, ${times.rounds} rounds each; the moves as now, on the copies)` : ''}.\n\n`;
  if (runs.some((r) => r.variant !== undefined)) md += 'The rows that moved every particle ran the first version of the moves: this code with the estimate\'s test for copies left out (every particle of weight moved on each estimate).\n\n';
  const groups = new Map<string, FilterRun[]>();
  for (const r of runs) groups.set(`${r.seed}/${r.rounds}`, [...(groups.get(`${r.seed}/${r.rounds}`) ?? []), r]);
  for (const [key, group] of groups) {
    const base = group.find((r) => r.moves === 0)!;
    md += `## seed ${group[0]!.seed}, ${group[0]!.rounds} rounds\n\n| particles | moves | moved | seconds | a round | match next / previous | next − base | previous − base |\n|---:|---:|---|---:|---:|---|---|---|\n`;
    for (const r of group) {
      if (r.perRound.length !== base.perRound.length) throw new Error(`${key}: the runs differ in rounds`);
      const mean = (side: 'next' | 'previous') => r.perRound.reduce((s, m) => s + m[side], 0) / r.perRound.length;
      const diff = (side: 'next' | 'previous') => (r === base ? '—' : interval(r.perRound.map((m, i) => m[side] - base.perRound[i]![side])));
      const moved = r.moves === 0 ? '—' : (r.variant ?? 'the copies a resampling made');
      const alone = r.variant === undefined ? times?.perRound[`${r.particles}:${r.moves}`] : undefined;
      md += `| ${r.particles} | ${r.moves} | ${moved} | ${r.seconds.toFixed(0)} | ${alone === undefined ? '—' : alone.toFixed(3)} | ${f(mean('next'))} / ${f(mean('previous'))} | ${diff('next')} | ${diff('previous')} |\n`;
    }
    md += `\nBase: ${base.particles} particles, no moves.\n\n`;
    // at about equal time: more particles against fewer that move (their times a round above)
    const find = (p: number, m: number) => group.find((r) => r.particles === p && r.moves === m && r.variant === undefined);
    const pairs = EQUAL_TIME.map(([a, b]) => [find(...a), find(...b)] as const).filter((x): x is readonly [FilterRun, FilterRun] => x[0] !== undefined && x[1] !== undefined);
    if (pairs.length > 0) {
      md += 'At about equal time, paired by round (more particles less fewer that move):\n\n| more particles | fewer, moving | next | previous |\n|---|---|---|---|\n';
      for (const [a, b] of pairs) md += `| ${a.particles}, no moves | ${b.particles}, ${b.moves} move${b.moves === 1 ? '' : 's'} | ${interval(a.perRound.map((m, i) => m.next - b.perRound[i]!.next))} | ${interval(a.perRound.map((m, i) => m.previous - b.perRound[i]!.previous))} |\n`;
      md += '\n';
    }
  }
  if (counted) {
    md += `## Where the time goes\n\n\`${counted.command}\` (${counted.rounds} rounds each, one after the other on one core): the calls of the opponents' policies (the virtual players' discard chances), which each particle's turn in the filter and each turn of a move's replay ask for, counted and timed.\n\n`;
    md += '| particles | moves | seconds a round | policy calls a round | seconds in the policies | share |\n|---:|---:|---:|---:|---:|---:|\n';
    for (const [config, c] of Object.entries(counted.perRound)) {
      const [particles, moves] = config.split(':');
      md += `| ${particles} | ${moves} | ${c.seconds.toFixed(3)} | ${Math.round(c.calls).toLocaleString('en-US')} | ${c.policySeconds.toFixed(3)} | ${((100 * c.policySeconds) / c.seconds).toFixed(0)}% |\n`;
    }
    md += '\n';
  }
  writeWhole(join(resultsDir, 'donjara-moves.md'), md);
  console.log(md);
}
