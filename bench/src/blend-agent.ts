// The evaluator bot whose quiet discards (nobody threatening, no riichi declared with the
// discard) go by @mjkit/sequence's blended imitation instead of the evaluation alone: the
// evaluator's value and place beside the hand's shape, dora and the tile just drawn, weighed as
// the Houou players of 2020 chose (sequence-blend.md). Issue 33's composition of the sequence
// statistics with the evaluator, measured in the arena (bots-arena.ts --bot evaluator+blend).
import { fileURLToPath } from 'node:url';
import { evaluatorAgent } from '@mjkit/bots';
import { doraFromIndicator, isRed, kindOf, tileFromId, unseenOf } from '@mjkit/core';
import type { Agent } from '@mjkit/game';
import { BLENDED_WEIGHTS, chooseStrategy, imitationRanking } from '@mjkit/sequence';
import { readSequenceTable } from '@mjkit/sequence/node';
import type { SequenceTable } from '@mjkit/sequence';
import type { Action } from '@mjkit/table';

/** The sequence table the blended weights were fitted beside (mjkit sequence mine of the 2020 Houou logs). */
export const BLEND_TABLE = fileURLToPath(new URL('../work/sequence-2020.bin', import.meta.url));

/**
 * The bots-arena names of the blended variants: `habit: false` drops the one feature that is a
 * habit, not a judgement of the hand (players throw the tile just drawn when it does not matter);
 * `tiesOnly` lets the imitation choose only among the discards the evaluation values alike with
 * its best.
 */
export const BLEND_VARIANTS: Readonly<Record<string, { readonly habit: boolean; readonly tiesOnly: boolean }>> = {
  'evaluator+blend': { habit: true, tiesOnly: false },
  'evaluator+blend-no-habit': { habit: false, tiesOnly: false },
  'evaluator+blend-ties': { habit: true, tiesOnly: true },
};

let table: SequenceTable | undefined;

/** The evaluator bot, its quiet discards ranked by the blended imitation, as the variant `name` of {@link BLEND_VARIANTS}. */
export function blendAgent(name: string): Agent {
  const { habit, tiesOnly } = BLEND_VARIANTS[name]!;
  const weights = habit ? BLENDED_WEIGHTS : { ...BLENDED_WEIGHTS, drawn: 0 };
  const inner = evaluatorAgent({ name });
  table ??= readSequenceTable(BLEND_TABLE);
  const seq = table;
  const counts = new Uint8Array(34);
  return {
    name,
    act(view, actions) {
      const d = inner.explain(view, actions);
      if (d.why.kind !== 'discard' || d.why.defence !== 'none' || d.why.riichi || view.riichi[view.seat]) return d.action;
      counts.fill(0);
      for (const id of view.hand) counts[id >> 2]! += 1;
      const melds = (view.melds[view.seat] ?? []).filter((m) => m.type !== 'kita').map((m) => m.tiles.map((id) => id >> 2));
      const strategy = chooseStrategy({ counts, melds, seatWind: view.seatWind, roundWind: view.roundWind });
      const legal = new Map<number, Action>();
      // the bot's own tile where it is of the kind chosen, else a plain copy before a red five
      for (const a of actions) if (a.type === 'discard' && !a.riichi && (!legal.has(a.tile >> 2) || !isRed(tileFromId(a.tile)))) legal.set(a.tile >> 2, a);
      legal.set(d.action.type === 'discard' ? d.action.tile >> 2 : -1, d.action);
      const unseen = unseenOf(view);
      const visible = counts.map((n, k) => Math.max(0, 4 - n - (unseen[k] as number)));
      const dora = view.doraIndicators.map((t) => doraFromIndicator(t >> 2, view.players));
      // the evaluation the bot's decision already made, best first
      const evaluator = d.why.discards.map((w) => ({ tile: tileFromId(w.tile, view.redFives), value: w.value }));
      const ranked = imitationRanking(seq, counts, { strategy, model: 'blended', weights, evaluator, visible, seatWind: view.seatWind, roundWind: view.roundWind, dora, drawn: view.drawn === null ? null : view.drawn >> 2 });
      const top = evaluator[0]?.value ?? 0;
      const tied = tiesOnly ? new Set(evaluator.filter((e) => e.value === top).map((e) => kindOf(e.tile))) : null;
      for (const r of ranked) {
        if (tied !== null && !tied.has(r.kind)) continue;
        const action = legal.get(r.kind);
        if (action) return action;
      }
      return d.action;
    },
    notify: (u) => inner.notify?.(u),
  };
}
