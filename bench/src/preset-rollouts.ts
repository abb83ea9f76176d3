// The normalized evaluation against the legacy one (majiang-ai 1.0.13's), judged by playing both out
// (issue 33; rollouts.ts). The evaluator bot (normalized preset) plays hanchan against three
// evaluator-legacy on walls of its own; at each of its discards with no threat on the table (no
// riichi, no open hand tileDanger fears) and no riichi declared where the legacy preset's best tile
// is another, the round is played out both ways over draws of the live wall; it counts how often
// that happens. Writes results/preset-rollouts.json and .md. Resumable by game.
//
//   cd bench && node --import tsx src/preset-rollouts.ts [--games 200] [--draws 4] [--workers 2] [--resume | --force] | --report
import { tileFromId } from '@mjkit/core';
import { evaluateDiscards } from '@mjkit/evaluator';
import { discardOfFace, discardSituation, discardSplits, meanDifference, perHanchan, quietDiscard, rollOut, runStudy, splitRows } from './rollouts.js';
import type { DiscardStudyDecision, StudyGame, StudyRun } from './rollouts.js';

/** One discard where the presets' best tiles differ, played out both ways: first the normalized preset's tile, then the legacy preset's. */
interface PresetDecision extends DiscardStudyDecision {
  /** The normalized preset's values of its tile and of legacy's; the legacy preset's of both. */
  readonly normalized: readonly [number, number];
  readonly legacy: readonly [number, number];
}

const SEED = 'preset-v1';


/** One game: its decisions played out, and (`considered`) the bot's discards with no threat and no riichi, where the presets could differ. */
function playGameAt(game: number, draws: number): StudyGame<PresetDecision> {
  let considered = 0;
  const out = rollOut<Omit<PresetDecision, 'first' | 'second' | 'game'>>(SEED, game, draws, ({ view, actions, roundIndex, decided }) => {
    const quiet = quietDiscard(decided);
    if (quiet === null) return null;
    const { own, why } = quiet;
    considered++;
    const legacy = evaluateDiscards(view, { preset: 'legacy' }).discards;
    const face = legacy[0]!.tile;
    if (face === tileFromId(own.tile, view.redFives)) return null;
    const other = discardOfFace(view, actions, face);
    if (other === undefined) return null;
    const normalizedOf = (id: number) => why.discards.find((d) => d.tile === id)?.value ?? 0;
    const legacyOf = (id: number) => legacy.find((d) => d.tile === tileFromId(id, view.redFives))?.value ?? 0;
    return {
      alternatives: [own, other],
      record: { ...discardSituation(view, roundIndex, why.shanten), normalized: [normalizedOf(own.tile), normalizedOf(other.tile)], legacy: [legacyOf(own.tile), legacyOf(other.tile)] },
    };
  });
  return { considered, decisions: out.map(({ record, values }) => ({ game, ...record, first: values[0]!, second: values[1]! })) };
}

function report(run: StudyRun<PresetDecision>): string {
  const games = run.games.length;
  const delta = (d: PresetDecision) => meanDifference(d.first, d.second);
  return `# The normalized evaluation against the legacy one, played out (issue 33)

Commands: \`${run.command}\` (the play-outs), then \`cd bench && node --import tsx src/preset-rollouts.ts --report\` (this report).

The evaluator bot (normalized preset, as shipped) plays ${games} hanchan against three \`evaluator-legacy\`, one seat a game in turn,
on walls of its own (seed preset-v1). At each of its discards with no threat on the table and no riichi declared where the
legacy preset (majiang-ai 1.0.13's values) would throw another tile, the round is played out both ways from its start
(\`rollouts.ts\`), on to its end with every player's own policy, over ${run.decisions[0]?.first.length ?? 0} draws of the live wall (the same for both; the
hidden hands the real ones). **normalized − legacy**: the bot's score change in the round with the normalized preset's tile
less with the legacy preset's, averaged over the draws. **The presets throw another tile in ${run.decisions.length} of the ${(run.considered ?? 0).toLocaleString('en-US')} discards
with no threat and no riichi** (${(run.decisions.length / games).toFixed(2)} a hanchan): the normalized values change the scale of the evaluation, which the
bars of the legacy push-or-fold were tuned to, and next to nothing of its order.

Per hanchan (summed over its decisions): **${perHanchan(run.games, run.decisions, delta)}** points for the normalized preset's tiles (95% interval over hanchan).

| situation | decisions | normalized − legacy, per decision [95%] |
|---|---:|---|
${splitRows(run.decisions, delta, discardSplits<PresetDecision>())}`;
}

await runStudy({ name: 'preset-rollouts', script: import.meta.url, args: process.argv.slice(2), draws: 4, play: playGameAt, report });
