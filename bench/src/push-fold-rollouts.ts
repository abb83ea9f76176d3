// Push or fold, judged by playing both out (issue 33). The evaluator bot plays hanchan against three
// evaluator-legacy on walls of its own; at each of its discards against a riichi (with `--against
// open`: against an open hand tileDanger fears, nobody in riichi) where pushing (the
// evaluation's best tile) and folding (the tile the deal-in model holds safest) differ, the round is
// played again from its start to that decision twice — once pushing, once folding — and then on to
// its end with every player's own policy, over K draws of the tiles still in the live wall (the same
// K for both: common random numbers; the hidden hands stay the real ones). The bot's score change in
// the round is the value of each. Each decision is written with the points rule's terms for both
// tiles (push-fold.ts), so that the rule's choice can be judged against what the play-outs say
// (push-fold-fit.ts). Resumable by game.
//
//   cd bench && node --import tsx src/push-fold-rollouts.ts [--games 200] [--draws 4] [--against riichi|open] [--workers 2] [--resume | --force]
import { evaluatorDecision } from '@mjkit/bots';
import type { PushFoldTerm } from '@mjkit/bots';
import { option } from './progress.js';
import { rollOut, runStudy, situationOf } from './rollouts.js';
import type { Situation } from './rollouts.js';

/** The points rule's terms of one tile, as recorded. */
export interface Terms {
  readonly gain: number;
  readonly loss: number;
  readonly future: number;
  readonly win: number;
  readonly dealIn: number;
  readonly ev: number;
}

/** The threat a study judges push or fold against: a riichi, or only open hands (nobody in riichi). */
export type Against = 'riichi' | 'open';

/** The results' base name of the study against `against`. */
const studyFile = (against: Against) => (against === 'riichi' ? 'push-fold-rollouts' : 'push-fold-open-rollouts');

/** One decision under a threat where pushing and folding differ, and what each made. */
export interface Decision extends Situation {
  readonly game: number;
  readonly roundIndex: number;
  /** The bot's choice: push (the evaluation's best tile) or fold. */
  readonly bot: 'push' | 'fold';
  /** The thresholds rule's choice (majiang-ai's danger bars): push, fold or another tile. */
  readonly thresholds: 'push' | 'fold' | 'other';
  readonly push: Terms;
  readonly fold: Terms;
  readonly shanten: number;
  /** The bot's score change in the round per draw of the live wall: pushing, and folding. */
  readonly pushed: readonly number[];
  readonly folded: readonly number[];
}

const SEED = 'push-fold-v1';

const termsOf = (t: PushFoldTerm): Terms => ({ gain: t.gain, loss: t.loss, future: t.future, win: t.win, dealIn: t.dealIn, ev: t.ev });

/** One game: its decisions under the threat where push and fold differ, each played out both ways. */
function playGameAt(game: number, draws: number, against: Against): Decision[] {
  const out = rollOut<Omit<Decision, 'pushed' | 'folded' | 'game'>>(SEED, game, draws, ({ view, actions, roundIndex, decided, passed }) => {
    const why = decided.why;
    if (why.kind !== 'discard' || why.points === undefined || why.defence === 'none') return null;
    if (view.riichi.some((r, s) => r && s !== view.seat) !== (against === 'riichi')) return null;
    const terms = why.points.terms;
    const push = terms[0]!;
    const fold = terms.reduce((a, t) => (t.loss < a.loss ? t : a));
    if (push.tile === fold.tile) return null;
    const own = actions.find((a) => a.type === 'discard' && a.tile === push.tile && a.riichi === (decided.action.type === 'discard' && decided.action.riichi));
    const pushAction = own ?? actions.find((a) => a.type === 'discard' && a.tile === push.tile && !a.riichi)!;
    const foldAction = actions.find((a) => a.type === 'discard' && a.tile === fold.tile && !a.riichi)!;
    const th = evaluatorDecision(view, actions, { safe: passed.kinds, pushFold: 'thresholds' }).action;
    const thTile = th.type === 'discard' ? th.tile : -1;
    return {
      alternatives: [pushAction, foldAction],
      record: {
        roundIndex,
        bot: why.defence === 'push' ? 'push' : 'fold',
        thresholds: thTile === push.tile ? 'push' : thTile === fold.tile ? 'fold' : 'other',
        push: termsOf(push),
        fold: termsOf(fold),
        shanten: why.shanten,
        ...situationOf(view),
      },
    };
  });
  return out.map(({ record, values }) => ({ game, ...record, pushed: values[0]!, folded: values[1]! }));
}

const args = process.argv.slice(2);
const against = option(args, '--against', 'riichi');
if (against !== 'riichi' && against !== 'open') throw new Error(`--against is riichi or open, not ${against}`);
await runStudy({
  name: 'push-fold-rollouts',
  file: studyFile(against),
  flags: against === 'riichi' ? [] : ['--against', against],
  script: import.meta.url,
  args,
  draws: 4,
  play: (game, draws) => ({ decisions: playGameAt(game, draws, against) }),
});
