// The evaluator bot with one ingredient changed, by name, for issue 33's ablation, tuning runs and
// drills (bots-arena.ts, last-rounds.ts): one list, so that a name means the same
// bot in every run.
import { readFileSync } from 'node:fs';
import { decodeDealInModel, dealInRisk, evaluatorAgent, shippedDealInModel } from '@mjkit/bots';
import type { DealInChances, DealInModel, EvaluatorAgentOptions } from '@mjkit/bots';
import { createRules, isRules } from '@mjkit/core';
import type { Agent } from '@mjkit/game';

let botDealIn: DealInModel | undefined;
/** The deal-in weights fitted on bots' games (deal-in-bots.ts writes them), read once. */
function botDealInModel(): DealInModel {
  botDealIn ??= decodeDealInModel(new Uint8Array(readFileSync(new URL('../weights/deal-in-bots.bin', import.meta.url))));
  return botDealIn;
}

/**
 * `evaluator` and `evaluator-legacy` (the bots as shipped), and: `evaluator+thresholds` (the danger
 * bars and value thresholds, as before the points rule), `evaluator+tile-danger` (tileDanger
 * calibrated instead of the learned deal-in model), `evaluator+flat` (a flat 5,200 / 7,700 instead
 * of opponent-score), `evaluator+estimated` (the hand-reading wall instead of the uniform one),
 * `evaluator+legacy-values` (push or fold in points on the legacy preset's evaluation),
 * `evaluator+place` (placement play), `evaluator+late` (placement play in the last two rounds only),
 * `evaluator+always` (every discard weighed in points, not only under tileDanger's threats),
 * `evaluator+bot-deal-in` (the deal-in model's weights against a riichi fitted on bots' games:
 * deal-in-bots.ts), `evaluator+trees-deal-in` (`dealIn: 'trees'`: against a riichi, the boosted trees on the
 * shipped features and the candidates, fitted on bots' games: deal-in-trees.ts, on the bot before the leaners), `evaluator+risk-0.7` and `evaluator+risk-1.4` (the shipped model's deal-in
 * chances scaled: bots-tuning.md), `evaluator+no-noten` (a ready hand's noten payments at an
 * exhaustive draw not counted: the bot before they were, as of fa861c2), and `evaluator+tenhou-rules`
 * (told Tenhou's rules at the game's start, whatever the table's: the bot before it played by the
 * game's rules, for a run under other rules), `evaluator+leaners` (the three leaners of bots-tuning.md
 * on the learned deal-in model: the games its tuning patches played), `evaluator+trees-leaners` (the
 * same on the deal-in trees: the bot as shipped with the two-step choice on, so also that choice's
 * ablation), `evaluator+before` (the bot as shipped before the trees, the calls and the fold
 * tolerance were its defaults), and the ablation of each of those defaults: `evaluator+learned`,
 * `evaluator+riichi-calls`, `evaluator+fold-best`; and `evaluator+bot-wall` (the evaluator's wall read by the
 * boosted trees fitted on bots' games: hand-reading-bots.ts, shipped as @mjkit/bots' `wall: 'trees'`). The others change one ingredient of the bot as
 * shipped at the commit their results name.
 */
export const EVALUATOR_VARIANTS: Readonly<Record<string, EvaluatorAgentOptions>> = {
  evaluator: {},
  'evaluator+tenhou-rules': {},
  'evaluator-legacy': { preset: 'legacy' },
  'evaluator+thresholds': { pushFold: 'thresholds' },
  'evaluator+tile-danger': { dealIn: 'tile-danger' },
  'evaluator+flat': { winPoints: 'flat' },
  'evaluator+estimated': { wall: 'estimated' },
  'evaluator+legacy-values': { preset: 'legacy', pushFold: 'points' },
  'evaluator+place': { placement: 'place' },
  'evaluator+late': { placement: 'late' },
  'evaluator+always': { weigh: 'always' },
  'evaluator+bot-deal-in': { dealIn: (view, safe) => dealInRisk(view, botDealInModel(), safe).bySeat },
  'evaluator+trees-deal-in': { dealIn: 'trees', weighCalls: 'riichi', foldTolerance: 0, twoStep: 0 },
  'evaluator+risk-0.7': { dealIn: scaledRisk(0.7) },
  'evaluator+risk-1.4': { dealIn: scaledRisk(1.4) },
  'evaluator+no-noten': { notenPayments: false },
  'evaluator+leaners': { dealIn: 'learned', weighCalls: 'threats', foldTolerance: 50, twoStep: 0.8 },
  'evaluator+trees-leaners': { dealIn: 'trees', weighCalls: 'threats', foldTolerance: 50, twoStep: 0.8 },
  'evaluator+before': { dealIn: 'learned', weighCalls: 'riichi', foldTolerance: 0, twoStep: 0 },
  'evaluator+learned': { dealIn: 'learned' },
  'evaluator+riichi-calls': { weighCalls: 'riichi' },
  'evaluator+fold-best': { foldTolerance: 0 },
  'evaluator+bot-wall': { wall: 'trees' },
};

/** The shipped deal-in model's chances times `k` (at most 1): a bot more (k > 1) or less averse to dealing in. */
function scaledRisk(k: number): DealInChances {
  return (view, safe) => dealInRisk(view, shippedDealInModel(), safe).bySeat.map((a) => (a === null ? null : Array.from(a, (p) => Math.min(1, k * p))));
}

/** A fresh agent of the variant `name` (named so), or an error naming the known variants. */
export function variantAgent(name: string): Agent {
  if (name === 'evaluator+tenhou-rules') return tenhouRulesAgent(evaluatorAgent({ name }));
  if (!Object.hasOwn(EVALUATOR_VARIANTS, name)) throw new Error(`no evaluator variant ${name}; known: ${Object.keys(EVALUATOR_VARIANTS).join(', ')}`);
  return evaluatorAgent({ ...EVALUATOR_VARIANTS[name], name });
}

/** `agent`, told at the game's start Tenhou's rules of the table's players and length instead of the table's own. */
function tenhouRulesAgent(agent: Agent): Agent {
  return {
    ...agent,
    notify(update) {
      if (update.type === 'game-start' && isRules(update.rules)) {
        const { players, length } = update.rules;
        update = { ...update, rules: createRules(players === 3 ? 'tenhou-sanma' : 'tenhou', { length }) };
      }
      agent.notify?.(update);
    },
  };
}
