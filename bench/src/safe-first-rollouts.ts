// Keeping a safe tile for later (issue 33; rollouts.ts): at a quiet discard (no threat on the table,
// no riichi declared), when another tile of nearly the evaluation's value (the same shanten after it,
// at least 80% of the best's value) would be more dangerous to throw once someone threatens, is it
// worth throwing that one now and keeping the safer one? The classical advice (throw the dangerous
// tile first, keep an honour for later) against the evaluation's pure offence. The evaluator bot plays
// hanchan against three evaluator-legacy; each such decision is played out both ways over draws of
// the live wall. Writes results/safe-first-rollouts.json and .md. Resumable by game.
//
//   cd bench && node --import tsx src/safe-first-rollouts.ts [--games 200] [--draws 4] [--workers 2] [--resume | --force] | --report
import { kindOf, tileFromId } from '@mjkit/core';
import type { PlayerView } from '@mjkit/table';
import { sightOfView } from '@mjkit/bots';
import { discardOfFace, discardSituation, discardSplits, meanDifference, perHanchan, pointsInterval, quietDiscard, rollOut, runStudy, splitRows } from './rollouts.js';
import type { DiscardStudyDecision, Split, StudyGame, StudyRun } from './rollouts.js';

/** One quiet discard where a more dangerous tile of nearly the same value could go first: first that tile, then the bot's. */
interface SafeFirstDecision extends DiscardStudyDecision {
  /** The other tile's evaluation over the bot's (at most 1). */
  readonly ratio: number;
  /** The later danger (see `laterDanger`) of the other tile and of the bot's. */
  readonly danger: readonly [number, number];
}

const SEED = 'safe-first-v1';
/** The least share of the best value a tile thrown first may have. */
const NEAR = 0.8;

/**
 * How dangerous a kind would be to throw against a riichi with nothing yet read of its river: a
 * number by its rank (a terminal 0.5, a 2 or 8 0.75, 3 to 7 1: the shapes that wait on it), an
 * honour by the copies still unseen to the bot (only a pair or a single wait takes it: 0.4 with
 * three unseen, 0.3 with two, 0.1 with one, 0 with none).
 */
function laterDanger(kind: number, unseen: number): number {
  if (kind >= 27) return [0, 0.1, 0.3, 0.4, 0.4][unseen]!;
  const rank = kind % 9;
  if (rank === 0 || rank === 8) return 0.5;
  if (rank === 1 || rank === 7) return 0.75;
  return 1;
}

/** Each kind's later danger (see `laterDanger`) to the bot at `view`. */
function laterDangers(view: PlayerView): number[] {
  const sight = sightOfView(view);
  return Array.from({ length: 34 }, (_, k) => laterDanger(k, Math.max(0, 4 - sight.visible[k]! - sight.concealed[k]!)));
}

function playGameAt(game: number, draws: number): StudyGame<SafeFirstDecision> {
  let considered = 0;
  const out = rollOut<Omit<SafeFirstDecision, 'first' | 'second' | 'game'>>(SEED, game, draws, ({ view, actions, roundIndex, decided }) => {
    const quiet = quietDiscard(decided);
    if (quiet === null) return null;
    const { own, why } = quiet;
    considered++;
    const mine = why.discards.find((d) => d.tile === own.tile);
    if (mine === undefined || mine.value <= 0) return null;
    const later = laterDangers(view);
    const ownKind = kindOf(tileFromId(own.tile, view.redFives));
    const ownDanger = later[ownKind]!;
    let pick: { face: number; value: number; danger: number } | null = null;
    for (const d of why.discards) {
      const face = tileFromId(d.tile, view.redFives);
      if (kindOf(face) === ownKind || d.shanten !== mine.shanten || d.value < NEAR * mine.value) continue;
      const danger = later[kindOf(face)]!;
      if (danger <= ownDanger) continue;
      if (pick === null || danger > pick.danger || (danger === pick.danger && d.value > pick.value)) pick = { face, value: d.value, danger };
    }
    if (pick === null) return null;
    const other = discardOfFace(view, actions, pick.face);
    if (other === undefined) return null;
    return {
      alternatives: [other, own],
      record: { ...discardSituation(view, roundIndex, why.shanten), ratio: pick.value / mine.value, danger: [pick.danger, ownDanger] },
    };
  });
  return { considered, decisions: out.map(({ record, values }) => ({ game, ...record, first: values[0]!, second: values[1]! })) };
}

function report(run: StudyRun<SafeFirstDecision>): string {
  const games = run.games.length;
  const delta = (d: SafeFirstDecision) => meanDifference(d.first, d.second);
  const splits: Split<SafeFirstDecision>[] = [
    ...discardSplits<SafeFirstDecision>(),
    ['within 2% of the best value', (d) => d.ratio >= 0.98],
    ['2–5% below it', (d) => d.ratio < 0.98 && d.ratio >= 0.95],
    ['5–10% below it', (d) => d.ratio < 0.95 && d.ratio >= 0.9],
    ['10–20% below it', (d) => d.ratio < 0.9],
    ['keeping an honour (the bot throws one)', (d) => d.danger[1] < 0.5],
    ['keeping a terminal', (d) => d.danger[1] === 0.5],
    ['keeping a 2 or 8', (d) => d.danger[1] === 0.75],
  ];
  const all = run.decisions.map(delta);
  return `# Throwing the dangerous tile first, played out (issue 33)

Commands: \`${run.command}\` (the play-outs), then \`cd bench && node --import tsx src/safe-first-rollouts.ts --report\` (this report).

The evaluator bot (as shipped) plays ${games} hanchan against three \`evaluator-legacy\`, one seat a game in turn, on walls of
its own (seed ${SEED}). At each of its discards with no threat on the table and no riichi declared where another tile of the
same shanten after it and at least ${NEAR * 100}% of the best tile's evaluation would be more dangerous to throw once someone
threatens (a number by its rank: terminal 0.5, 2 or 8 0.75, 3–7 1; an honour by the copies unseen: 0.4, 0.3, 0.1, 0), the most
dangerous such tile is thrown instead, and the round is played out both ways from its start (\`rollouts.ts\`) to its end with
every player's own policy, over ${run.decisions[0]?.first.length ?? 0} draws of the live wall (the same for both; the hidden hands the real ones).
**dangerous first − the bot's tile**: the bot's score change in the round, averaged over the draws (positive: keeping the
safer tile pays). ${run.decisions.length.toLocaleString('en-US')} of ${(run.considered ?? 0).toLocaleString('en-US')} quiet discards had such a tile (${(run.decisions.length / games).toFixed(2)} a hanchan).

Per hanchan (summed over its decisions): **${perHanchan(run.games, run.decisions, delta)}** points; per decision ${pointsInterval(all)} (95% intervals).

| situation | decisions | dangerous first − the bot's tile, per decision [95%] |
|---|---:|---|
${splitRows(run.decisions, delta, splits)}`;
}

await runStudy({ name: 'safe-first-rollouts', script: import.meta.url, args: process.argv.slice(2), draws: 4, play: playGameAt, report });
