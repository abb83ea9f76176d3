// Riichi or not, call or not, judged by playing both out (issue 33; rollouts.ts). The evaluator bot
// plays hanchan against three evaluator-legacy on walls of its own. Played out, both ways, over
// draws of the live wall:
// - riichi: each discard where the bot may declare riichi with the tile it throws (at most three a
//   round): riichi, and the same tile without;
// - call: each chance to chii or pon (the bot deciding): passing, and calling — the bot's call when
//   it calls, else the first pon offered, or the first chii; a pass only when the best call it weighed
//   was worth 80% of the hand before or more (the near calls).
// Each decision is written with what the bot knew (the evaluator's values, the turn-aware win
// chance and expected score of the tile, the threats), for riichi-call-fit.ts. Resumable by game.
//
//   cd bench && node --import tsx src/riichi-call-rollouts.ts [--games 200] [--draws 4] [--workers 2] [--resume | --force]
import { tileFromId } from '@mjkit/core';
import { evaluateHand, evaluateTurnAware } from '@mjkit/evaluator';
import type { Action } from '@mjkit/table';
import { rollOut, runStudy, situationOf } from './rollouts.js';
import type { PlayedOut, Situation } from './rollouts.js';

/** One decision played out both ways: the first alternative is riichi (or calling), the second not. */
export interface RiichiCallDecision extends Situation, PlayedOut {
  readonly kind: 'riichi' | 'call';
  /** The bot took the first alternative (riichi, the call). */
  readonly bot: boolean;
  /** riichi: the evaluator's value of the tile; call: of the hand before. */
  readonly value: number;
  /** call: the evaluator's value after the bot's call, or (when it passes) after the best call it weighed; riichi: 0. */
  readonly after: number;
  /** call: pon or chii. */
  readonly meld: string;
  /** riichi: the turn-aware chance of winning by self-draw and the expected score of the tile (self-draws only). */
  readonly win: number;
  readonly expectedScore: number;
  readonly shanten: number;
  /** Open melds the bot has. */
  readonly melds: number;
}

const SEED = 'riichi-call-v1';
const RIICHI_PER_ROUND = 3;

type Record = Omit<RiichiCallDecision, 'first' | 'second' | 'game'>;

function playGameAt(game: number, draws: number): RiichiCallDecision[] {
  const riichiSeen = new Map<number, number>();
  const out = rollOut<Record>(SEED, game, draws, ({ view, actions, roundIndex, decided }) => {
    const { tilesLeft, riichis, dealer } = situationOf(view);
    const base = { roundIndex, tilesLeft, riichis, melds: view.melds[view.seat]!.length, dealer };
    const chosen = decided.action;
    if (chosen.type === 'discard' && decided.why.kind === 'discard') {
      const riichi = actions.find((a) => a.type === 'discard' && a.riichi && a.tile === chosen.tile);
      const dama = actions.find((a) => a.type === 'discard' && !a.riichi && a.tile === chosen.tile);
      if (riichi === undefined || dama === undefined || (riichiSeen.get(roundIndex) ?? 0) >= RIICHI_PER_ROUND) return null;
      riichiSeen.set(roundIndex, (riichiSeen.get(roundIndex) ?? 0) + 1);
      const face = tileFromId(chosen.tile, view.redFives);
      const ta = evaluateTurnAware(view, { maxShanten: 0 }).discards.find((d) => d.tile === face);
      const value = decided.why.discards.find((d) => d.tile === chosen.tile)?.value ?? 0;
      return { alternatives: [riichi, dama], record: { ...base, kind: 'riichi', bot: chosen.riichi, value, after: 0, meld: '', win: ta?.win ?? 0, expectedScore: ta?.expectedScore ?? 0, shanten: 0 } };
    }
    const calls = actions.filter((a): a is Extract<Action, { type: 'call' }> => a.type === 'call' && (a.meld.type === 'pon' || a.meld.type === 'chii'));
    const pass = actions.find((a) => a.type === 'pass');
    if (calls.length === 0 || pass === undefined || actions.some((a) => a.type === 'ron')) return null;
    const before = evaluateHand(view);
    let call = calls.find((c) => c === chosen);
    const after = decided.why.kind === 'call' ? decided.why.after : decided.why.kind === 'no-call' ? (decided.why.best ?? 0) : 0;
    // a pass is played out only when a call came near: its best hand worth 80% of the hand before or more
    if (call === undefined && !(decided.why.kind === 'no-call' && decided.why.best !== null && decided.why.best >= 0.8 * decided.why.before)) return null;
    if (call === undefined) {
      call = calls.find((c) => c.meld.type === 'pon') ?? calls[0]!;
    }
    return { alternatives: [call, pass], record: { ...base, kind: 'call', bot: chosen.type === 'call', value: before.value, after, meld: call.meld.type, win: 0, expectedScore: 0, shanten: before.shanten } };
  });
  return out.map(({ record, values }) => ({ game, ...record, first: values[0]!, second: values[1]! }));
}

await runStudy({ name: 'riichi-call-rollouts', script: import.meta.url, args: process.argv.slice(2), draws: 4, play: (game, draws) => ({ decisions: playGameAt(game, draws) }) });
