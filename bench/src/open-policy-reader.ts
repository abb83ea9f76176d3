// Could a reader that knows the opponents' policy read their open hands (issue 33)? Runs
// open-policy-reading.ts's reader over hanchan of four evaluator-legacy (resumable by hanchan,
// both cores) and writes results/open-policy-reader.md: its AUC on the real waits beside the
// shipped deal-in model and the open reader fitted on bots' games.
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/open-policy-reader.ts [--games 24] [--particles 512] [--workers 2] [--resume | --force] [--report]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resultsDir, writeWhole } from './harness.js';
import { OPEN_DEPTHS, OPEN_EPSILONS, OPEN_SEED, openCasesOf } from './open-policy-reading.js';
import type { OpenCase } from './open-policy-reading.js';
import { liveAuc, withEvidence, withInterval as withSeededInterval } from './policy-reading.js';
import { option, playGames, playShare, sameButGames, savedRun } from './progress.js';

/** {@link withSeededInterval} with this study's seed. */
const withInterval = (cases: readonly OpenCase[], score: (c: OpenCase) => ArrayLike<number>) => withSeededInterval(cases, score, OPEN_SEED);
/** The open reader's chances with the evidence of the walk-back at depth index di (ε 0.2). */
const combined = (c: OpenCase, di: number) => withEvidence(c.openReader, c.reader[di]![1]!, c.reader[0]![0]!);

function report(run: Run): string {
  const { cases } = run;
  const ready = cases.filter((c) => c.waits.length > 0);
  const ess = (di: number, ei: number) => (cases.reduce((a, c) => a + c.ess[di]![ei]!, 0) / cases.length).toFixed(1);
  const rows: { name: string; score: (c: OpenCase) => ArrayLike<number>; ess: string }[] = [
    { name: 'the shipped deal-in model (Houou players)', score: (c) => c.shipped, ess: '—' },
    { name: "the open reader (fitted on bots' open hands)", score: (c) => c.openReader, ess: '—' },
  ];
  OPEN_DEPTHS.forEach((depth, di) =>
    OPEN_EPSILONS.forEach((eps, ei) => {
      if (depth === 0 && ei > 0) return;
      const name = depth === 0 ? 'ready hands of the unseen tiles (no turn read)' : `policy inverted over the last ${depth} turn${depth > 1 ? 's' : ''}, ε = ${eps}`;
      rows.push({ name, score: (c) => c.reader[di]![ei]!, ess: ess(di, ei) });
    }),
  );
  OPEN_DEPTHS.forEach((depth, di) => {
    if (depth > 0) rows.push({ name: `the open reader + the last ${depth} turn${depth > 1 ? 's' : ''} inverted, ε = 0.2`, score: (c) => combined(c, di), ess: '—' });
  });
  const turnsRead = cases.reduce((a, c) => a + Math.min(Math.max(...OPEN_DEPTHS), c.turns), 0);
  const misses = cases.reduce((a, c) => a + c.realMisses, 0);
  let md = `# Reading an open hand by inverting the opponent's policy (issue 33)

Command: \`${run.command}\` (${run.games.length} hanchan, ${cases.length} readings of open hands, ${ready.length} of them ready; ${run.particles} samples each).

Four \`evaluator-legacy\` play hanchan on seeded walls (\`${OPEN_SEED}/GAME\`, none of the deal-in models' games). After each
discard of an open hand (an open meld, no riichi), the next opponent with a discard to make reads it from its view: the
hand's concealed tiles are sampled uniformly among the ready hands of the tiles that view cannot see, and each sample is
walked back through the hand's discards since its last call (the call's own turn among them, with the kinds kuikae
forbade) asking the policy itself — \`evaluatorDecision\` with the legacy preset, what that player saw then, the sample's
hand — what it would have thrown; a sample weighs ε per turn where it would have thrown another kind. The weighted samples
give each kind's chance of being a wait (furiten samples wait on nothing). This is \`policy-reader.md\`'s reader, for open
hands: what their discards say to a reader that knows the policy exactly (the calls themselves and the turns before the
last call are not read).

Check: the walk-back of the real hand, with its real draws, reproduces ${turnsRead - misses} of the ${turnsRead} real turns it reads (${misses} missed).

**Ready AUC**: over the readings whose hand was ready (and not furiten), how well each score ranks its real waits above the
other live kinds (not in its river), as \`deal-in-open.md\` measures the open reader. **All readings**: the same over every
reading, a hand not ready having no wait; here the reader's samples, all ready, say nothing of whether the hand is. 95%
intervals from 200 bootstrap resamples of the hanchan. The open oracle, knowing the waits (AUC 1), made **−0.065
[−0.106, −0.024]** of place against three \`evaluator-legacy\` (−0.117 weighing every discard); the open reader, 0.813
against the shipped model's 0.800 on \`deal-in-open.md\`'s test games, played level (+0.003 [−0.023, 0.028]).

| reader | ready AUC [95%] | all readings | effective samples (mean) |
|---|---|---|---:|
`;
  for (const { name, score, ess: e } of rows) md += `| ${name} | ${withInterval(ready, score)} | ${withInterval(cases, score)} | ${e} |\n`;
  md += `
By the hand's concealed tiles (ready AUC; the open reader, the ready hands alone, the policy over ${Math.max(...OPEN_DEPTHS)} turns at ε = 0.2):

| concealed tiles | readings | ready | open reader | ready hands | policy inverted |
|---:|---:|---:|---|---|---|
`;
  const deepest = OPEN_DEPTHS.length - 1;
  for (const n of [...new Set(cases.map((c) => c.concealed))].sort((a, b) => a - b)) {
    const cs = cases.filter((c) => c.concealed === n);
    const rs = cs.filter((c) => c.waits.length > 0);
    const f = (score: (c: OpenCase) => ArrayLike<number>) => (rs.length > 0 && rs.some((c) => c.waits.length < 34) ? liveAuc(rs, score).toFixed(3) : '—');
    md += `| ${n} | ${cs.length} | ${rs.length} | ${f((c) => c.openReader)} | ${f((c) => c.reader[0]![0]!)} | ${f((c) => c.reader[deepest]![1]!)} |\n`;
  }
  return md;
}

const args = process.argv.slice(2);
const games = Number(option(args, '--games', '24'));
const particles = Number(option(args, '--particles', '512'));
if (!(Number.isInteger(games) && games > 0)) throw new Error(`--games is a positive integer, not ${option(args, '--games', '')}`);
if (!(Number.isInteger(particles) && particles > 0)) throw new Error(`--particles is a positive integer, not ${option(args, '--particles', '')}`);
const FILE = join(resultsDir, 'open-policy-reader.json');
const command = `cd bench && node --conditions=@mjkit/source --import tsx src/open-policy-reader.ts --games ${games} --particles ${particles}`;
/** A run as it is saved. */
type Run = { command: string; particles: number; games: number[]; cases: OpenCase[] };
if (args.includes('--report')) {
  writeWhole(join(resultsDir, 'open-policy-reader.md'), report(JSON.parse(readFileSync(FILE, 'utf8')) as Run));
} else if (!playShare(args, games, (game) => ({ game, cases: openCasesOf(game, particles) }))) {
  const saved = savedRun<Run>(FILE, command, args, sameButGames);
  const done = saved?.games ?? [];
  const cases = saved?.cases ?? [];
  const whole = (): Run => ({ command, particles, games: [...done].sort((a, b) => a - b), cases: [...cases].sort((a, b) => a.game - b.game) });
  const save = () => writeWhole(FILE, `${JSON.stringify(whole())}\n`);
  await playGames<{ game: number; cases: OpenCase[] }>(import.meta.url, args, games, done, (m) => {
    done.push(m.game);
    cases.push(...m.cases);
  }, save);
  writeWhole(join(resultsDir, 'open-policy-reader.md'), report(whole()));
  process.stderr.write(`\n${cases.length} readings in ${done.length} hanchan\n`);
}
