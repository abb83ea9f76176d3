// Calls for a ready shape late in the round (keiten: ready at an exhaustive draw takes the noten
// payments, and keeps the deal), judged by playing them out (issue 33; rollouts.ts). The
// evaluator bot plays hanchan against three evaluator-legacy on walls of its own; at each chance
// to chii or pon that it passes, with `--tiles` or fewer tiles left in the wall, from a hand not
// ready, where the call leaves a ready shape after its discard (yaku or not: a draw counts the
// shape), the round is played out both ways over draws of the live wall: the call (then the bot's
// own policy), and the pass. Writes results/keiten-rollouts.json and .md. Resumable by game.
//
//   cd bench && node --import tsx src/keiten-rollouts.ts [--games 200] [--draws 4] [--tiles 24] [--workers 2] [--resume | --force] | --report
import { evaluateHand } from '@mjkit/evaluator';
import { shanten } from '@mjkit/shanten';
import type { Action, PlayerView } from '@mjkit/table';
import { option } from './progress.js';
import { meanDifference, perHanchan, rollOut, runStudy, situationOf, splitRows } from './rollouts.js';
import type { PlayedOut, Situation, Split, StudyGame, StudyRun } from './rollouts.js';

/** One passed call that would have left a ready shape, played out both ways (first the call, second the pass). */
interface KeitenDecision extends Situation, PlayedOut {
  /** Shanten of the hand before the call. */
  readonly shanten: number;
  readonly meld: string;
  /** Open melds the bot has before the call. */
  readonly melds: number;
  /** The evaluator's value of the hand before, and after the call (0: no yaku to win by). */
  readonly before: number;
  readonly after: number;
}

const SEED = 'keiten-v1';
const args = process.argv.slice(2);
const TILES = Number(option(args, '--tiles', '24'));
if (!(Number.isInteger(TILES) && TILES > 0)) throw new Error(`--tiles is a positive integer, not ${option(args, '--tiles', '')}`);

/** The shanten of the concealed hand after `call` (before its discard: ready after the best one at 0). */
function shantenAfter(view: PlayerView, call: Extract<Action, { type: 'call' }>): number {
  const used = new Set(call.meld.tiles.filter((t) => t !== call.meld.called));
  const counts = new Uint8Array(34);
  for (const t of view.hand) if (!used.has(t)) counts[t >> 2]!++;
  return shanten(counts);
}

function playGameAt(game: number, draws: number): StudyGame<KeitenDecision> {
  let considered = 0;
  const out = rollOut<Omit<KeitenDecision, 'first' | 'second' | 'game'>>(SEED, game, draws, ({ view, actions, roundIndex, decided }) => {
    if (view.tilesLeft > TILES || decided.action.type !== 'pass' || actions.some((a) => a.type === 'ron')) return null;
    const calls = actions.filter((a): a is Extract<Action, { type: 'call' }> => a.type === 'call' && (a.meld.type === 'pon' || a.meld.type === 'chii'));
    if (calls.length === 0) return null;
    const now = evaluateHand(view);
    if (now.shanten < 1) return null;
    considered++;
    const call = calls.find((c) => shantenAfter(view, c) === 0);
    if (call === undefined) return null;
    const after = decided.why.kind === 'no-call' ? (decided.why.best ?? 0) : 0;
    return {
      alternatives: [call, actions.find((a) => a.type === 'pass')!],
      record: { roundIndex, ...situationOf(view), shanten: now.shanten, meld: call.meld.type, melds: view.melds[view.seat]!.length, before: now.value, after },
    };
  });
  return { considered, decisions: out.map(({ record, values }) => ({ game, ...record, first: values[0]!, second: values[1]! })) };
}

function report(run: StudyRun<KeitenDecision>): string {
  const games = run.games.length;
  const tiles = /--tiles (\d+)/.exec(run.command)?.[1] ?? '24';
  const delta = (d: KeitenDecision) => meanDifference(d.first, d.second);
  const splits: Split<KeitenDecision>[] = [
    ['no riichi on the table', (d) => d.riichis === 0],
    ['against a riichi', (d) => d.riichis > 0],
    ['4 tiles left or fewer', (d) => d.tilesLeft <= 4],
    ['5–8 tiles left', (d) => d.tilesLeft >= 5 && d.tilesLeft <= 8],
    ['9–12 tiles left', (d) => d.tilesLeft >= 9 && d.tilesLeft <= 12],
    ['13–24 tiles left', (d) => d.tilesLeft >= 13 && d.tilesLeft <= 24],
    ['a yaku after the call (value > 0)', (d) => d.after > 0],
    ['no yaku after the call', (d) => d.after <= 0],
    ['the bot is dealer', (d) => d.dealer],
    ['the bot is not dealer', (d) => !d.dealer],
  ];
  return `# Calls for a ready shape late in the round, played out (issue 33)

Commands: \`${run.command}\` (the play-outs), then \`cd bench && node --import tsx src/keiten-rollouts.ts --report\` (this report).

The evaluator bot (as shipped) plays ${games} hanchan against three \`evaluator-legacy\`, one seat a game in turn, on walls
of its own (seed ${SEED}). At each chance to chii or pon it passes with ${tiles} tiles or fewer left in the wall, from a hand not
ready (${(run.considered ?? 0).toLocaleString('en-US')} such chances), where the call leaves a ready shape after its discard (with a yaku or
not: an exhaustive draw counts the shape), the round is played out both ways from its start (\`rollouts.ts\`): the call
(then the bot's own policy) and the pass, on to the round's end with every player's own policy, over
${run.decisions[0]?.first.length ?? 0} draws of the live wall (the same for both; the hidden hands the real ones). **call − pass**: the bot's score
change in the round calling less passing, averaged over the draws: ${run.decisions.length} decisions (${(run.decisions.length / games).toFixed(2)} a hanchan).

Per hanchan, calling at every such chance (summed over its decisions): **${perHanchan(run.games, run.decisions, delta)}** points (95% interval over hanchan).

| situation | decisions | call − pass, per decision [95%] |
|---|---:|---|
${splitRows(run.decisions, delta, splits)}`;
}

await runStudy({ name: 'keiten-rollouts', script: import.meta.url, args, draws: 4, flags: ['--tiles', String(TILES)], play: playGameAt, report });
