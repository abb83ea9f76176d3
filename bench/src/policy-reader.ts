// Could any reader of the rivers meet gate 1 (issue 33)? Runs policy-reading.ts's reader over
// hanchan of four evaluator-legacy (resumable by hanchan, both cores) and writes
// results/policy-reader.md: the reader's live-kind AUC on the real waits beside the deal-in models
// and the oracles' noisy signals.
//
//   cd bench && node --import tsx src/policy-reader.ts [--games 60] [--particles 256] [--depths 0,1,2,4,6] [--workers 2] [--resume | --force] [--report]
//
// Other samples or depths than the defaults write results/policy-reader-pN-dD.* (D the deepest).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resultsDir, writeWhole } from './harness.js';
import { DEPTHS, EPSILONS, FURITEN, SEED, casesOf, noisy, withEvidence, withInterval } from './policy-reading.js';
import type { Case } from './policy-reading.js';
import { option, playGames, playShare, sameButGames, savedRun } from './progress.js';


/** The bots' model's log-odds plus the evidence of reading `c` (furiten weight fi, depth di, ε ei). */
function combined(c: Case, fi: number, di: number, ei: number): number[] {
  return withEvidence(c.bots, c.reader[fi]![di]![ei]!, c.reader[fi]![0]![0]!);
}

/**
 * The same riichi read with fewer samples by the `others` runs (those that played every hanchan of
 * `run`), beside `run`, at the depths all read (ε 0.2, furiten waits weighed 0.05); '' when none did.
 */
function bySamples(run: Run, others: readonly { file: string; run: Run }[]): string {
  const games = new Set(run.games);
  const same = others
    .flatMap(({ file, run: o }) => {
      if (o.particles >= run.particles) return [];
      const theirs = o.cases.filter((c) => games.has(c.game));
      const matches = theirs.length === run.cases.length && theirs.every((c, i) => c.game === run.cases[i]!.game && c.seat === run.cases[i]!.seat && c.turns === run.cases[i]!.turns);
      return matches ? [{ file, particles: o.particles, depths: o.depths ?? DEPTHS, cases: theirs }] : [];
    })
    .sort((a, b) => a.particles - b.particles);
  if (same.length === 0) return '';
  const all = [...same, { file: 'this run', particles: run.particles, depths: run.depths ?? DEPTHS, cases: run.cases }];
  const depths = all[0]!.depths.filter((d) => all.every((r) => r.depths.includes(d)));
  const fi = FURITEN.length - 1;
  const ei = EPSILONS.length - 1;
  let md = `
## More samples, the same riichi

The same ${run.cases.length} riichi (the first ${run.games.length} hanchan) read with ${all.map((r) => `${r.particles} samples (${r.file === 'this run' ? r.file : `\`${r.file}\``})`).join(', ')}: ε = ${EPSILONS[ei]}, furiten waits weighed ${FURITEN[fi]}.

| turns read | ${all.map((r) => `${r.particles}: alone`).join(' | ')} | ${all.map((r) => `${r.particles}: with the bots' model`).join(' | ')} |
|---:|${all.map(() => '---|---|').join('')}
`;
  for (const depth of depths) {
    const alone = all.map((r) => withInterval(r.cases, (c) => c.reader[fi]![r.depths.indexOf(depth)]![depth === 0 ? 0 : ei]!));
    const both = all.map((r) => (depth === 0 ? '—' : withInterval(r.cases, (c) => combined(c, fi, r.depths.indexOf(depth), ei))));
    md += `| ${depth} | ${[...alone, ...both].join(' | ')} |\n`;
  }
  return md;
}

function report(run: Run, others: readonly { file: string; run: Run }[] = []): string {
  const { cases } = run;
  const depths = run.depths ?? DEPTHS;
  const deepest = Math.max(...depths);
  const turnsRead = cases.reduce((a, c) => a + Math.min(deepest, c.turns), 0);
  const misses = cases.reduce((a, c) => a + c.realMisses, 0);
  const noise05 = noisy(cases, 0.5);
  const noise1 = noisy(cases, 1);
  const live = cases.reduce((a, c) => a + 34 - c.river.length, 0);
  const liveWaits = cases.reduce((a, c) => a + c.waits.filter((k) => !c.river.includes(k)).length, 0);
  let md = `# Reading a riichi by inverting the opponent's policy (issue 33)

Command: \`${run.command}\` (${run.games.length} hanchan, ${cases.length} riichi of closed hands, ${run.particles} samples each).

Four \`evaluator-legacy\` play hanchan on seeded walls (\`${SEED}/GAME\`, none of the deal-in models' games). At each riichi
of a closed hand, an opponent's first view after it is the reader's: the riichi hand is sampled uniformly among the ready
hands of the tiles that view cannot see, and each sample is walked back through the riichi player's last K discards (the
tile thrown, and whether it was the tile just drawn, are public; for a tile thrown from the hand, the tile drawn that turn
is one of the sample's, uniform) asking the policy itself — \`evaluatorDecision\` with the legacy preset, what that player
saw then, the sample's hand — what it would have thrown. A sample weighs ε per turn where it would not have thrown what was
thrown (or would have declared riichi otherwise than it did). The weighted samples give each kind's chance of being a
wait. This reads what a river says against an opponent whose policy is known exactly, as far as the samples reach (the
calls and wins it passed up are not read); no bot of mjkit could run it at play speed (${run.particles} × up to ${deepest} evaluations a riichi).

Check: the walk-back of the real hand, with its real draws, reproduces ${turnsRead - misses} of the ${turnsRead} real turns it reads (${misses} missed).
Of the ${cases.length} real riichi hands, ${cases.filter((c) => c.waits.some((k) => c.river.includes(k))).length} wait on a kind of their own river (furiten): the policy seldom declares riichi so, which the
rows “furiten waits weighed 0.05” use.

**Live AUC**: over the live kinds of every riichi (${live} kinds not in the riichi hand's river, ${liveWaits} of them real waits),
how well each score ranks the real waits above the other kinds; 95% interval from 200 bootstrap resamples of the hanchan.
The noisy oracles are the bar of \`deal-in-oracle.md\` on these same cases: the bots' model's chance, told a signal N(d, 1) for a
wait and N(0, 1) for another kind; in the arena d = 0.5 reached 2.467 [2.393, 2.542] and d = 1 reached 2.420 [2.343, 2.497]
(gate 1: 2.44; 100 unpaired sets of the bot before the passed tiles counted). Told to the bot as shipped against a riichi only
(\`deal-in-threshold.md\`, 300 sets paired with it), d = 0.5 moved the rank by −0.030 [−0.060, 0.000] and d = 1 by −0.056
[−0.094, −0.018]: the scale to read a reader's AUC on.

| reader | live AUC [95%] | effective samples (mean) |
|---|---|---:|
| the shipped deal-in model (Houou players) | ${withInterval(cases, (c) => c.shipped)} | — |
| the deal-in model fitted on bots' games | ${withInterval(cases, (c) => c.bots)} | — |
| noisy oracle d = 0.5 (bots' model + signal) | ${withInterval(cases, (c) => noise05.get(c)!)} | — |
| noisy oracle d = 1 | ${withInterval(cases, (c) => noise1.get(c)!)} | — |
`;
  FURITEN.forEach((phi, fi) =>
    depths.forEach((depth, di) =>
      EPSILONS.forEach((eps, ei) => {
        if (depth === 0 && ei > 0) return;
        const furiten = phi === 1 ? '' : `, furiten waits weighed ${phi}`;
        const name = depth === 0 ? `ready hands of the unseen tiles (no turn read${furiten})` : `policy inverted over the last ${depth} turn${depth > 1 ? 's' : ''}, ε = ${eps}${furiten}`;
        const ess = cases.reduce((a, c) => a + c.ess[fi]![di]![ei]!, 0) / cases.length;
        md += `| ${name} | ${withInterval(cases, (c) => c.reader[fi]![di]![ei]!)} | ${ess.toFixed(1)} |\n`;
      }),
    ),
  );
  md += `
**The bots' model with the policy's evidence**: the model's log-odds plus what the walk-back adds to the ready hands'
chance, log((p + 0.01) / (p₀ + 0.01)) with p the row's chance and p₀ that of \`no turn read\` (0.01 keeps a kind no sample
waits on from −∞): whether the policy tells what the features do not.

| reader | live AUC [95%] |
|---|---|
`;
  FURITEN.forEach((phi, fi) =>
    depths.forEach((depth, di) => {
      if (depth === 0) return;
      const ei = EPSILONS.length - 1;
      const furiten = phi === 1 ? '' : `, furiten waits weighed ${phi}`;
      md += `| bots' model + the last ${depth} turn${depth > 1 ? 's' : ''} inverted, ε = ${EPSILONS[ei]}${furiten} | ${withInterval(cases, (c) => combined(c, fi, di, ei))} |\n`;
    }),
  );
  return md + bySamples(run, others);
}

const args = process.argv.slice(2);
const games = Number(option(args, '--games', '60'));
const particles = Number(option(args, '--particles', '256'));
if (!(Number.isInteger(games) && games > 0)) throw new Error(`--games is a positive integer, not ${option(args, '--games', '')}`);
if (!(Number.isInteger(particles) && particles > 0)) throw new Error(`--particles is a positive integer, not ${option(args, '--particles', '')}`);
const depths = option(args, '--depths', DEPTHS.join(',')).split(',').map(Number);
if (depths[0] !== 0 || !depths.every((d, i) => Number.isInteger(d) && (i === 0 || d > depths[i - 1]!))) throw new Error(`--depths is 0 and then rising whole numbers, not ${option(args, '--depths', '')}`);
const byDefault = particles === 256 && depths.join() === DEPTHS.join();
const name = byDefault ? 'policy-reader' : `policy-reader-p${particles}-d${Math.max(...depths)}`;
const FILE = join(resultsDir, `${name}.json`);
const command = `cd bench && node --import tsx src/policy-reader.ts --games ${games} --particles ${particles}${byDefault ? '' : ` --depths ${depths.join()}`}`;
/** A run as it is saved (depths: DEPTHS when not said). */
type Run = { command: string; particles: number; depths?: number[]; games: number[]; cases: Case[] };
/** The reader's other runs on file, beside which this one is reported (the same riichi with fewer samples). */
const otherRuns = (): { file: string; run: Run }[] =>
  readdirSync(resultsDir)
    .filter((f) => /^policy-reader(-p\d+-d\d+)?\.json$/.test(f) && f !== `${name}.json`)
    .map((file) => ({ file, run: JSON.parse(readFileSync(join(resultsDir, file), 'utf8')) as Run }));
if (args.includes('--report')) {
  writeWhole(join(resultsDir, `${name}.md`), report(JSON.parse(readFileSync(FILE, 'utf8')) as Run, otherRuns()));
} else if (!playShare(args, games, (game) => ({ game, cases: casesOf(game, particles, depths) }))) {
  const saved = savedRun<Run>(FILE, command, args, sameButGames);
  const done = saved?.games ?? [];
  const cases = saved?.cases ?? [];
  const whole = (): Run => ({ command, particles, ...(byDefault ? {} : { depths }), games: [...done].sort((a, b) => a - b), cases: [...cases].sort((a, b) => a.game - b.game || a.seat - b.seat || a.turns - b.turns) });
  const save = () => writeWhole(FILE, `${JSON.stringify(whole())}\n`);
  await playGames<{ game: number; cases: Case[] }>(import.meta.url, args, games, done, (m) => {
    done.push(m.game);
    cases.push(...m.cases);
  }, save);
  writeWhole(join(resultsDir, `${name}.md`), report(whole(), otherRuns()));
  process.stderr.write(`\n${cases.length} riichi in ${done.length} hanchan\n`);
}
