// The riichi variant of MahjongJoy's bot as an engine agent: open or closed by its hand, the
// discard priority, the call rule, always riichi, never a red five, never the lone yaku pair.
import { isOpenMeld, isRed, tileFromId } from '@mjkit/core';
import { createRules, isHongKongRules } from '@mjkit/core';
import type { HongKongRules, Rules, TileId } from '@mjkit/core';
import { checkOptions, describeValue, fail } from '@mjkit/core/internal';
import type { Action, PlayerView, TableMeld } from '@mjkit/table';
import { unseenCopies } from './definitions.js';
import type { Kind } from './definitions.js';
import { callKeepsSets, priorityDiscard } from './priority.js';
import type { PriorityRule } from './priority.js';
import { sightOfView, yakuhaiKinds } from './sight.js';
import type { Sight } from './sight.js';
import type { Decided, ExplainingAgent } from './explain.js';
import { hongKongPriorityDecision } from './priority-hk.js';
import type { HongKongPriorityReason } from './priority-hk.js';

/** Why the priority bot did what it did. */
export type PriorityReason =
  | HongKongPriorityReason
  | { readonly kind: 'win' | 'nine-terminals' | 'kan' | 'pass' | 'only-action' }
  | { readonly kind: 'discard'; readonly rule: PriorityRule; readonly candidates: readonly Kind[]; readonly style: 'open' | 'closed'; readonly keep: readonly Kind[]; readonly riichi: boolean }
  | { readonly kind: 'call'; readonly meld: TableMeld['type']; readonly setsKept: true }
  | { readonly kind: 'no-call'; readonly style: 'open' | 'closed' };

/** Options of {@link priorityAgent}. */
export interface PriorityAgentOptions {
  /** The name in records and statistics; default `priority`. */
  readonly name?: string;
  /**
   * At a Hong Kong table, play the variant of this minimum of faan (0–13) instead of the table's:
   * a bot that ignores the table's minimum, to measure what the minimum costs. Default: the table's.
   */
  readonly hongKongMinFaan?: number;
}

/**
 * Open or closed, as the riichi variant decides: open when it already has an open set, or holds
 * a triplet, a concealed kan, or a pair it can still complete, of dragons or its seat or the
 * round wind; closed otherwise. `lonePair` is that pair when it is the hand's only yaku.
 */
export function riichiStyle(view: PlayerView, s: Sight = sightOfView(view)): { style: 'open' | 'closed'; lonePair: Kind | null } {
  const own = view.melds[view.seat] ?? [];
  const yakuhai = yakuhaiKinds(view);
  const openSets = own.filter(isOpenMeld);
  const yakuSets = own.filter((m) => m.type !== 'kita' && m.type !== 'chii' && yakuhai.has((m.tiles[0] as number) >> 2));
  let triplets = 0;
  const livePairs: Kind[] = [];
  for (const k of yakuhai) {
    if (s.concealed[k]! >= 3) triplets++;
    else if (s.concealed[k] === 2 && unseenCopies(s, k) > 0) livePairs.push(k);
  }
  const open = openSets.length > 0 || triplets > 0 || yakuSets.length > 0 || livePairs.length > 0;
  const lonePair = open && triplets === 0 && yakuSets.length === 0 && livePairs.length === 1 ? livePairs[0]! : null;
  return { style: open ? 'open' : 'closed', lonePair };
}

const kindOfId = (t: TileId) => t >> 2;
const isRedId = (view: PlayerView, t: TileId) => isRed(tileFromId(t, view.redFives));

/**
 * What the priority bot does with these legal actions, and why: wins when it can, declares
 * nine terminals (it never plays for thirteen orphans), always makes a kan it may (ankan,
 * kakan), declares riichi whenever it can, calls chii, pon or kan only when playing open and the
 * concealed sets stay as many (one fewer for a kan), and otherwise discards by
 * {@link priorityDiscard}, never a red five while it has another tile, never its lone yaku pair.
 * Under Hong Kong rules (`rules` from `createRules('hk' | 'hk-east')`) it plays the text's
 * variant for the table's minimum of faan: see {@link hongKongPriorityDecision}.
 */
export function priorityDecision(view: PlayerView, actions: readonly Action[], rules?: Rules | HongKongRules): Decided<PriorityReason> {
  if (rules !== undefined && isHongKongRules(rules)) return hongKongPriorityDecision(view, actions, rules.minFaan);
  if (actions.length === 1) return { action: actions[0]!, why: { kind: 'only-action' } };
  const win = actions.find((a) => a.type === 'tsumo' || a.type === 'ron');
  if (win) return { action: win, why: { kind: 'win' } };
  const nine = actions.find((a) => a.type === 'nine-terminals');
  if (nine) return { action: nine, why: { kind: 'nine-terminals' } };
  const discards = actions.filter((a): a is Extract<Action, { type: 'discard' }> => a.type === 'discard');
  const calls = actions.filter((a): a is Extract<Action, { type: 'call' }> => a.type === 'call');
  if (discards.length > 0) {
    // a kan, or a North set aside in three-player games: always
    const kan = calls.find((c) => c.meld.type === 'ankan' || c.meld.type === 'kakan' || c.meld.type === 'kita');
    if (kan) return { action: kan, why: { kind: 'kan' } };
    return discardDecision(view, discards);
  }
  const pass = actions.find((a) => a.type === 'pass') ?? actions[0]!;
  if (calls.length === 0) return { action: pass, why: { kind: 'pass' } };
  const s = sightOfView(view);
  const { style } = riichiStyle(view, s);
  if (style === 'closed') return { action: pass, why: { kind: 'no-call', style } };
  const order: TableMeld['type'][] = ['daiminkan', 'pon', 'chii'];
  for (const type of order) {
    for (const c of calls) {
      if (c.meld.type !== type) continue;
      const fromHand = c.meld.tiles.filter((t) => t !== c.meld.called).map(kindOfId);
      if (callKeepsSets(s, fromHand, type === 'daiminkan')) return { action: c, why: { kind: 'call', meld: type, setsKept: true } };
    }
  }
  return { action: pass, why: { kind: 'no-call', style } };
}

function discardDecision(view: PlayerView, discards: readonly Extract<Action, { type: 'discard' }>[]): Decided<PriorityReason> {
  const s = sightOfView(view);
  const { style, lonePair } = riichiStyle(view, s);
  const riichiKinds = new Set(discards.filter((d) => d.riichi).map((d) => kindOfId(d.tile)));
  const legalKinds = new Set(discards.map((d) => kindOfId(d.tile)));
  const keep: Kind[] = [];
  if (lonePair !== null) keep.push(lonePair);
  // a kind whose only copies are red fives stays
  for (const k of [4, 13, 22]) if (s.concealed[k]! > 0 && s.red[(k - 4) / 9]! === s.concealed[k]) keep.push(k);
  const illegal: Kind[] = [];
  for (let k = 0; k < 34; k++) if (s.concealed[k]! > 0 && !legalKinds.has(k)) illegal.push(k);
  let riichi = riichiKinds.size > 0;
  let choice = priorityDiscard(s, { keep: [...illegal, ...keep, ...(riichi ? [...legalKinds].filter((k) => !riichiKinds.has(k)) : [])] });
  if (riichi && !riichiKinds.has(choice.kind)) riichi = false;
  if (!legalKinds.has(choice.kind)) choice = priorityDiscard(s, { keep: illegal });
  const ofKind = discards.filter((d) => kindOfId(d.tile) === choice.kind && d.riichi === riichi);
  const tile = ofKind.find((d) => !isRedId(view, d.tile) && d.tile === view.drawn) ?? ofKind.find((d) => !isRedId(view, d.tile)) ?? ofKind[0] ?? discards.find((d) => !d.riichi) ?? discards[0]!;
  return { action: tile, why: { kind: 'discard', rule: choice.rule, candidates: choice.candidates, style, keep, riichi: tile.riichi } };
}

/**
 * The published rule-based bot (MahjongJoy's algorithm: the riichi variant with red fives, or
 * at a Hong Kong table the variant of its minimum of faan) as an engine agent; see
 * {@link priorityDecision}. `explain` gives the action and its reason.
 *
 * @example
 * ```ts
 * import { priorityAgent } from '@mjkit/bots';
 * import { playGame, tsumogiriAgent } from '@mjkit/game';
 * const result = playGame([priorityAgent(), tsumogiriAgent(), tsumogiriAgent(), tsumogiriAgent()], { seed: 'doc' });
 * result.illegal.length; // => 0
 * ```
 */
export function priorityAgent(options: PriorityAgentOptions = {}): ExplainingAgent<PriorityReason> {
  const o = checkOptions(options, 'priority agent options', ['name', 'hongKongMinFaan'] as const);
  if (o.name !== undefined && typeof o.name !== 'string') fail('INVALID_ARGUMENT', `an agent's name is a string, not ${describeValue(o.name)}`);
  const own = o.hongKongMinFaan;
  if (own !== undefined && !(Number.isInteger(own) && own >= 0 && own <= 13)) fail('INVALID_ARGUMENT', `hongKongMinFaan is a whole number 0–13, not ${describeValue(own)}`);
  // the rules of the game it plays, as the engine tells them at its start
  let rules: Rules | HongKongRules | undefined;
  return {
    name: o.name ?? 'priority',
    act: (view, actions) => priorityDecision(view, actions, rules).action,
    explain: (view, actions) => priorityDecision(view, actions, rules),
    notify: (u) => {
      if (u.type === 'game-start') rules = own !== undefined && isHongKongRules(u.rules) ? createRules(u.rules, { minFaan: own }) : u.rules;
    },
  };
}
