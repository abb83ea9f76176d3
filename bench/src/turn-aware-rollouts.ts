// The turn-aware program as the chooser of quiet discards, judged by playing it out against the
// evaluation the bot uses (issue 33; rollouts.ts). The evaluator bot plays hanchan against three
// evaluator-legacy on walls of its own; at each of its discards with no threat on the table (no
// riichi, no open hand tileDanger fears), no riichi declared and a hand within two of ready after
// its discard, where the turn-aware program's best tile (`evaluateTurnAware`: the greatest
// expected score within the draws left, self-draws only, the mahjong-cpp model) is another than
// the evaluation's, the round is played out both ways over draws of the live wall. Writes
// results/turn-aware-rollouts.json and .md. Resumable by game.
//
//   cd bench && node --import tsx src/turn-aware-rollouts.ts [--games 200] [--draws 4] [--closed] [--workers 2] [--resume | --force] | --report
import { MjkitError, tileFromId } from '@mjkit/core';
import { evaluateTurnAware } from '@mjkit/evaluator';
import type { TurnAwareDiscard } from '@mjkit/evaluator';
import type { PlayerView } from '@mjkit/table';
import { discardOfFace, discardSituation, discardSplits, meanDifference, perHanchan, quietDiscard, rollOut, runStudy, splitRows } from './rollouts.js';
import type { DiscardStudyDecision, StudyGame, StudyRun } from './rollouts.js';

/** One quiet discard where the turn-aware program's best tile is another, played out both ways: first the turn-aware program's tile, then the evaluation's. */
interface TurnAwareDecision extends DiscardStudyDecision {
  /** The turn-aware expected score of the bot's tile (0 when it raises the shanten) and of its own best. */
  readonly expected: readonly [number, number];
}

const args = process.argv.slice(2);
/**
 * `--closed`: closed hands only, on fresh walls (seed turn-aware-v2), to test on other games the
 * split the first run found (closed hands gained, open ones lost); results/turn-aware-rollouts-closed.
 */
const CLOSED = args.includes('--closed');
const SEED = CLOSED ? 'turn-aware-v2' : 'turn-aware-v1';
/** The farthest hand (after its discard) the turn-aware program judges: the bot's own bound under a threat. */
const MAX_SHANTEN = 2;

/** The turn-aware discards of the hand within MAX_SHANTEN, best first; none beyond it. */
function turnAwareOf(view: PlayerView): readonly TurnAwareDiscard[] {
  try {
    return evaluateTurnAware(view, { maxShanten: MAX_SHANTEN }).discards;
  } catch (e) {
    if (e instanceof MjkitError) return [];
    throw e;
  }
}

function playGameAt(game: number, draws: number): StudyGame<TurnAwareDecision> {
  let considered = 0;
  const out = rollOut<Omit<TurnAwareDecision, 'first' | 'second' | 'game'>>(SEED, game, draws, ({ view, actions, roundIndex, decided }) => {
    const quiet = quietDiscard(decided);
    if (quiet === null) return null;
    const { own, why } = quiet;
    if (CLOSED && view.melds[view.seat]!.length > 0) return null;
    const turnAware = turnAwareOf(view);
    const best = turnAware[0];
    if (best === undefined) return null;
    considered++;
    const face = best.tile;
    if (face === tileFromId(own.tile, view.redFives)) return null;
    const other = discardOfFace(view, actions, face);
    if (other === undefined) return null;
    const mine = turnAware.find((d) => d.tile === tileFromId(own.tile, view.redFives));
    return {
      alternatives: [other, own],
      record: { ...discardSituation(view, roundIndex, why.shanten), expected: [mine?.expectedScore ?? 0, best.expectedScore] },
    };
  });
  return { considered, decisions: out.map(({ record, values }) => ({ game, ...record, first: values[0]!, second: values[1]! })) };
}

function report(run: StudyRun<TurnAwareDecision>): string {
  const games = run.games.length;
  const delta = (d: TurnAwareDecision) => meanDifference(d.first, d.second);
  return `# The turn-aware program as the chooser of quiet discards, played out (issue 33)

Commands: \`${run.command}\` (the play-outs), then \`cd bench && node --import tsx src/turn-aware-rollouts.ts --report\` (this report).

The evaluator bot (as shipped) plays ${games} hanchan against three \`evaluator-legacy\`, one seat a game in turn, on walls
of its own (seed ${SEED}). At each of its discards with no threat on the table, no riichi declared${CLOSED ? ', a closed hand' : ''} and a hand within two
of ready after the discard (${(run.considered ?? 0).toLocaleString('en-US')} discards), where the turn-aware program's best tile (\`evaluateTurnAware\`:
the greatest expected score within the draws left, self-draws only) is another than the evaluation's, the round is
played out both ways from its start (\`rollouts.ts\`), on to its end with every player's own policy, over
${run.decisions[0]?.first.length ?? 0} draws of the live wall (the same for both; the hidden hands the real ones). **turn-aware − evaluation**: the
bot's score change in the round with the turn-aware tile less with the evaluation's, averaged over the draws. They
differ in **${run.decisions.length}** discards (${(run.decisions.length / games).toFixed(2)} a hanchan).

Per hanchan (summed over its decisions): **${perHanchan(run.games, run.decisions, delta)}** points for the turn-aware tiles (95% interval over hanchan).

| situation | decisions | turn-aware − evaluation, per decision [95%] |
|---|---:|---|
${splitRows(run.decisions, delta, [...discardSplits<TurnAwareDecision>(), ['the bot is dealer', (d) => d.dealer]])}`;
}

await runStudy({ name: 'turn-aware-rollouts', script: import.meta.url, args, draws: 4, ...(CLOSED ? { file: 'turn-aware-rollouts-closed', flags: ['--closed'] } : {}), play: playGameAt, report });
