// What the play-outs of riichi-call-rollouts.ts say about the evaluator bot's riichi and calls:
// per kind of decision, what the bot's choices made against always taking one side, and where
// (by situation) the first alternative — riichi, the call — made more or less than the second.
// Writes results/riichi-call-rollouts.md.
//
//   cd bench && node --import tsx src/riichi-call-fit.ts
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resultsDir, writeWhole } from './harness.js';
import type { RiichiCallDecision } from './riichi-call-rollouts.js';
import { meanDifference, perHanchan, pointsInterval } from './rollouts.js';

const run = JSON.parse(readFileSync(join(resultsDir, 'riichi-call-rollouts.json'), 'utf8')) as { command: string; games: number[]; decisions: RiichiCallDecision[] };
const games = run.games.length;
const draws = run.decisions[0]?.first.length ?? 0;
/** What the first alternative (riichi, the call) made over the second, in points: the mean over the draws. */
const delta = (d: RiichiCallDecision) => meanDifference(d.first, d.second);

/** Per hanchan, what taking the first alternative where `takes` says made over always taking the second, less (with `paired`) what the bot's choices made. */
const perGame = (decisions: readonly RiichiCallDecision[], takes: (d: RiichiCallDecision) => boolean, paired: boolean) => perHanchan(run.games, decisions, (d) => (takes(d) ? delta(d) : 0) - (paired && d.bot ? delta(d) : 0));

type Split = readonly [string, (d: RiichiCallDecision) => boolean];
const KINDS: readonly { kind: 'riichi' | 'call'; first: string; second: string; splits: readonly Split[] }[] = [
  {
    kind: 'riichi',
    first: 'riichi',
    second: 'the same tile without riichi',
    splits: [
      ['no riichi against it', (d) => d.riichis === 0],
      ['an opponent in riichi', (d) => d.riichis > 0],
      ['the bot is dealer', (d) => d.dealer],
      ['the bot is not dealer', (d) => !d.dealer],
      ['50 tiles left or more', (d) => d.tilesLeft >= 50],
      ['30–49 tiles left', (d) => d.tilesLeft >= 30 && d.tilesLeft < 50],
      ['under 30 tiles left', (d) => d.tilesLeft < 30],
      ['turn-aware self-draw chance under 0.2', (d) => d.win < 0.2],
      ['0.2–0.4', (d) => d.win >= 0.2 && d.win < 0.4],
      ['0.4 or more', (d) => d.win >= 0.4],
      ['turn-aware expected score under 500', (d) => d.expectedScore < 500],
      ['500–1,499', (d) => d.expectedScore >= 500 && d.expectedScore < 1500],
      ['1,500 or more', (d) => d.expectedScore >= 1500],
    ],
  },
  {
    kind: 'call',
    first: 'the call',
    second: 'passing',
    splits: [
      ['pon', (d) => d.meld === 'pon'],
      ['chii', (d) => d.meld === 'chii'],
      ['shanten 0–1 before', (d) => d.shanten <= 1],
      ['shanten 2 before', (d) => d.shanten === 2],
      ['shanten 3 or more before', (d) => d.shanten >= 3],
      ['closed hand before', (d) => d.melds === 0],
      ['open already', (d) => d.melds > 0],
      ['an opponent in riichi', (d) => d.riichis > 0],
      ['the bot is dealer', (d) => d.dealer],
      ['value after / before under 1', (d) => d.after < d.value],
      ['1–1.5', (d) => d.after >= d.value && d.after < 1.5 * d.value],
      ['1.5 or more', (d) => d.after >= 1.5 * d.value],
      ['50 tiles left or more', (d) => d.tilesLeft >= 50],
      ['under 50 tiles left', (d) => d.tilesLeft < 50],
    ],
  },
];

let md = `# Riichi and calls, judged by playing both out (issue 33)

Commands: \`${run.command}\` (the play-outs), then \`cd bench && node --import tsx src/riichi-call-fit.ts\` (this report).

The evaluator bot (as shipped) plays ${games} hanchan against three \`evaluator-legacy\`, one seat a game in turn, on walls of its
own (seed riichi-call-v1). Each decision below is played out both ways from the round's start (\`rollouts.ts\`), on to the
round's end with every player's own policy, over ${draws} draws of the tiles still in the live wall (the same draws for both);
the hidden hands are the real ones. **riichi**: every discard where the bot could declare riichi with the tile it throws (at
most three a round), riichi against the same tile without. **call**: every chance to chii or pon, calling against passing:
the bot's call when it called, else the first pon offered or the first chii, and a pass only when the best call the bot
weighed was worth 80% of the hand before or more (the near calls). **first − second**: the bot's score change in the round
with riichi (the call) less without, averaged over the draws; per hanchan: summed over a hanchan's decisions, 95% interval
over hanchan. A one-step change of policy: the rest of the round plays as the bot would.
`;
for (const k of KINDS) {
  const ds = run.decisions.filter((d) => d.kind === k.kind);
  md += `
## ${k.kind === 'riichi' ? 'Riichi' : 'Calls'}: ${k.first} against ${k.second}

${ds.length} decisions; the bot took ${k.first} in ${ds.filter((d) => d.bot).length}.

| rule | ${k.first} taken | points a hanchan over never | − bot (paired) |
|---|---:|---|---|
| never (${k.second}) | 0 | +0 | ${perGame(ds, () => false, true)} |
| always (${k.first}) | ${ds.length} | ${perGame(ds, () => true, false)} | ${perGame(ds, () => true, true)} |
| the bot | ${ds.filter((d) => d.bot).length} | ${perGame(ds, (d) => d.bot, false)} | — |
| hindsight (an upper bound, raised by the play-outs' noise) | ${ds.filter((d) => delta(d) > 0).length} | ${perGame(ds, (d) => delta(d) > 0, false)} | ${perGame(ds, (d) => delta(d) > 0, true)} |

| situation | decisions | first − second [95%] | the bot took ${k.first} | where it did | where it did not |
|---|---:|---|---:|---|---|
| every decision | ${ds.length} | ${pointsInterval(ds.map(delta))} | ${ds.length === 0 ? '—' : (ds.filter((d) => d.bot).length / ds.length).toFixed(2)} | ${pointsInterval(ds.filter((d) => d.bot).map(delta))} | ${pointsInterval(ds.filter((d) => !d.bot).map(delta))} |
`;
  for (const [name, inIt] of k.splits) {
    const part = ds.filter(inIt);
    md += `| ${name} | ${part.length} | ${pointsInterval(part.map(delta))} | ${part.length === 0 ? '—' : (part.filter((d) => d.bot).length / part.length).toFixed(2)} | ${pointsInterval(part.filter((d) => d.bot).map(delta))} | ${pointsInterval(part.filter((d) => !d.bot).map(delta))} |\n`;
  }
}
writeWhole(join(resultsDir, 'riichi-call-rollouts.md'), md);
process.stdout.write(md);
