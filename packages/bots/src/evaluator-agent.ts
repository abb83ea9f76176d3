// The evaluator bot: discards, calls and kans by @mjkit/evaluator's values, riichi when the hand
// is worth it, and push or fold by tile danger weighed against the hand's value.
import { tileFromId } from '@mjkit/core';
import type { TileId } from '@mjkit/core';
import { checkOptions, describeValue, fail } from '@mjkit/core/internal';
import { evaluateDiscards, evaluateHand, EVALUATOR_PRESETS } from '@mjkit/evaluator';
import type { EvaluatorPreset, ViewLike } from '@mjkit/evaluator';
import type { GameUpdate } from '@mjkit/game';
import { shanten } from '@mjkit/shanten';
import type { Action, PlayerView, TableMeld } from '@mjkit/table';
import { tileDanger } from './danger.js';
import type { DangerMap, SafeKinds, Threat } from './danger.js';
import type { Decided, ExplainingAgent } from './explain.js';

/** One discard the evaluator bot weighed. */
export interface WeighedDiscard {
  /** The tile id it would discard. */
  readonly tile: TileId;
  readonly value: number;
  readonly shanten: number;
  /** Its danger (see `tileDanger`); 0 when nobody threatens. */
  readonly danger: number;
  /** Left out for its danger. */
  readonly tooDangerous: boolean;
}

/** Why the evaluator bot did what it did. */
export type EvaluatorReason =
  | { readonly kind: 'win' | 'only-action' | 'pass' | 'nine-terminals' | 'kita' }
  | {
      readonly kind: 'discard';
      readonly riichi: boolean;
      /** `push`: threats, and it played its best tile anyway; `fold`: it gave up value for safety; `none`: no threat. */
      readonly defence: 'none' | 'push' | 'fold';
      readonly threats: readonly Threat[];
      readonly shanten: number;
      /** Every discard, best value first. */
      readonly discards: readonly WeighedDiscard[];
    }
  | { readonly kind: 'call' | 'kan'; readonly meld: TableMeld['type']; readonly before: number; readonly after: number }
  | { readonly kind: 'no-call'; readonly before: number; readonly best: number | null; readonly reason: 'value' | 'threat' | 'shanten' };

/** Options of {@link evaluatorAgent}. */
export interface EvaluatorAgentOptions {
  /** The evaluation preset: `normalized` (default) or `legacy` (majiang-ai 1.0.13's). */
  readonly preset?: EvaluatorPreset;
  /** The name in records and statistics; default `evaluator` (`evaluator-legacy` for the legacy preset). */
  readonly name?: string;
  /** Defend against riichi and threatening open hands (default true). */
  readonly defend?: boolean;
}

/** The push-or-fold thresholds, in danger percent (see `tileDanger`) and hand value (points). */
const NEVER = 13.5;
const RISKY = 8;
const SAFE = 3;

const kindOf = (t: TileId) => t >> 2;

/** The view after the seat makes `meld` with `fromHand` (a hypothetical, for the evaluator). */
function viewAfter(view: PlayerView, meld: TableMeld, fromHand: readonly TileId[]): ViewLike {
  const used = new Set(fromHand);
  const own = view.melds[view.seat] ?? [];
  const melds = view.melds.map((ms, s) => {
    if (s !== view.seat) return ms;
    if (meld.type === 'kakan') return own.map((m) => (m.type === 'pon' && kindOf(m.tiles[0]!) === kindOf(meld.tiles[0]!) ? meld : m));
    return [...own, meld];
  });
  const last = view.lastDiscard;
  const rivers =
    last !== null && meld.called !== null && meld.type !== 'kakan'
      ? view.rivers.map((r, s) => (s === last.seat ? r.map((t, i) => (i === r.length - 1 ? { ...t, called: true } : t)) : r))
      : view.rivers;
  return { ...view, hand: view.hand.filter((t) => !used.has(t)), drawn: null, melds, rivers };
}

function fromHandOf(meld: TableMeld): TileId[] {
  if (meld.type === 'kakan') return [meld.added as TileId];
  if (meld.type === 'ankan') return [...meld.tiles];
  return meld.tiles.filter((t) => t !== meld.called);
}

function concealedShanten(view: PlayerView): number {
  const c = new Uint8Array(34);
  for (const t of view.hand) c[kindOf(t)]!++;
  return shanten(c);
}

/**
 * The evaluator bot's decision. Wins whenever it can; declares nine terminals from shanten 4.
 * Discards the tile of greatest value by `evaluateDiscards`; when a player is in riichi, tiles
 * above the safest one's danger against riichi are left out by the hand's worth — at danger
 * ≥ 13.5 always; ≥ 8, or any but the safest when that one is below 3, when the hand is far
 * (shanten ≥ 3, or < 300 of value); ≥ 8 or ≥ 3 beside a tile under 3 when it is middling
 * (< 1,200 before tenpai, < 200 at tenpai). Against threatening open hands only the absolute
 * bars hold: ≥ 13.5 never, ≥ 8 only from a hand at tenpai worth 1,200. It folds to the safest
 * tile when nothing is left.
 * Declares riichi when it may and the discard is worth 200 or more. Calls a chii, pon or kan
 * (and makes a closed or added kan) when the hand after it is worth more than before, from
 * shanten 2 or less; from shanten 3 when the call brings a yaku route closer (not a kan); against
 * a riichi only at shanten < 3, and only for a hand worth 1,200 (500 at tenpai).
 */
export function evaluatorDecision(view: PlayerView, actions: readonly Action[], options: { preset?: EvaluatorPreset; defend?: boolean; safe?: SafeKinds } = {}): Decided<EvaluatorReason> {
  const preset = options.preset ?? 'normalized';
  if (actions.length === 1) return { action: actions[0]!, why: { kind: 'only-action' } };
  const win = actions.find((a) => a.type === 'tsumo' || a.type === 'ron');
  if (win) return { action: win, why: { kind: 'win' } };
  const nine = actions.find((a) => a.type === 'nine-terminals');
  if (nine && concealedShanten(view) >= 4) return { action: nine, why: { kind: 'nine-terminals' } };
  const defend = options.defend !== false;
  const riichiThreat = defend && view.riichi.some((r, s) => r && s !== view.seat);
  const calls = actions.filter((a): a is Extract<Action, { type: 'call' }> => a.type === 'call');
  const discards = actions.filter((a): a is Extract<Action, { type: 'discard' }> => a.type === 'discard');
  if (discards.length > 0) {
    // three players: a North is set aside at once (a dora, and a replacement draw)
    const kita = calls.find((c) => c.meld.type === 'kita');
    if (kita) return { action: kita, why: { kind: 'kita' } };
    const kans = calls.filter((c) => c.meld.type === 'ankan' || c.meld.type === 'kakan');
    if (kans.length > 0) {
      const kan = kanDecision(view, kans, preset, riichiThreat);
      if (kan !== null) return kan;
    }
    // in riichi the drawn tile goes
    if (view.riichi[view.seat]) return { action: discards.find((d) => !d.riichi) ?? discards[0]!, why: { kind: 'only-action' } };
    // the whole danger map only for a discard (calls and kans need only whether a riichi stands)
    const danger = defend ? tileDanger(view, options.safe) : { danger: new Float64Array(34), riichi: new Float64Array(34), open: new Float64Array(34), threats: [] };
    return discardDecision(view, discards, preset, danger);
  }
  const pass = actions.find((a) => a.type === 'pass') ?? actions[0]!;
  if (calls.length === 0) return { action: pass, why: { kind: 'pass' } };
  return callDecision(view, calls, pass, preset, riichiThreat);
}

/** A closed or added kan worth making, or null. */
function kanDecision(view: PlayerView, kans: readonly Extract<Action, { type: 'call' }>[], preset: EvaluatorPreset, riichiThreat: boolean): Decided<EvaluatorReason> | null {
  const now = evaluateHand(view, { preset });
  if (riichiThreat && now.shanten > 0) return null;
  let chosen: Extract<Action, { type: 'call' }> | null = null;
  let max = now.value;
  for (const k of kans) {
    const after = evaluateHand(viewAfter(view, k.meld, fromHandOf(k.meld)), { preset });
    if (now.shanten >= 3) {
      if (after.routeShanten === now.routeShanten) return { action: k, why: { kind: 'kan', meld: k.meld.type, before: now.value, after: after.value } };
      continue;
    }
    if (after.shanten >= 3) continue;
    if (after.value - max > -1e-7) {
      chosen = k;
      max = after.value;
    }
  }
  if (chosen === null) return null;
  return { action: chosen, why: { kind: 'kan', meld: chosen.meld.type, before: now.value, after: max } };
}

function callDecision(view: PlayerView, calls: readonly Extract<Action, { type: 'call' }>[], pass: Action, preset: EvaluatorPreset, riichiThreat: boolean): Decided<EvaluatorReason> {
  const now = evaluateHand(view, { preset });
  if (riichiThreat && now.shanten >= 3) return { action: pass, why: { kind: 'no-call', before: now.value, best: null, reason: 'threat' } };
  const order = (m: TableMeld['type']) => (m === 'daiminkan' ? 0 : m === 'pon' ? 1 : 2);
  const sorted = [...calls].sort((a, b) => order(a.meld.type) - order(b.meld.type));
  if (now.shanten >= 3) {
    for (const c of sorted) {
      if (c.meld.type === 'daiminkan') continue;
      const after = evaluateHand(viewAfter(view, c.meld, fromHandOf(c.meld)), { preset });
      if (after.routeShanten < now.routeShanten) return { action: c, why: { kind: 'call', meld: c.meld.type, before: now.value, after: after.value } };
    }
    return { action: pass, why: { kind: 'no-call', before: now.value, best: null, reason: 'shanten' } };
  }
  let max = now.value;
  let best: number | null = null;
  let chosen: Extract<Action, { type: 'call' }> | null = null;
  for (const c of sorted) {
    const after = evaluateHand(viewAfter(view, c.meld, fromHandOf(c.meld)), { preset });
    if (after.shanten >= 3) continue;
    best = Math.max(best ?? -Infinity, after.value);
    if (riichiThreat && ((after.shanten > 0 && after.value < 1200) || (after.shanten === 0 && after.value < 500))) continue;
    if (after.value - max > 1e-7) {
      max = after.value;
      chosen = c;
    }
  }
  if (chosen === null) return { action: pass, why: { kind: 'no-call', before: now.value, best, reason: riichiThreat && best !== null && best > now.value ? 'threat' : 'value' } };
  return { action: chosen, why: { kind: 'call', meld: chosen.meld.type, before: now.value, after: max } };
}

function discardDecision(view: PlayerView, discards: readonly Extract<Action, { type: 'discard' }>[], preset: EvaluatorPreset, map: DangerMap): Decided<EvaluatorReason> {
  const ev = evaluateDiscards(view, { preset });
  const threatened = map.threats.length > 0;
  // the legal tile ids per evaluated tile (a red five apart from plain fives)
  const idOf = (tile: number): TileId | undefined => {
    const ids = discards.filter((d) => !d.riichi && tileFromId(d.tile, view.redFives) === tile).map((d) => d.tile);
    return ids.find((id) => id === view.drawn) ?? ids[0];
  };
  let safest = Infinity;
  for (const d of discards) safest = Math.min(safest, map.riichi[kindOf(d.tile)]!);
  const riichiThreat = map.threats.some((t) => t.riichi);
  const weighed: WeighedDiscard[] = [];
  for (const d of ev.discards) {
    const id = idOf(d.tile);
    if (id === undefined) continue;
    const k = kindOf(id);
    const against = (riichiThreat && tooDangerous(map.riichi[k]!, safest, ev.shanten, d.value)) || tooOpen(map.open[k]!, ev.shanten, d.value);
    weighed.push({ tile: id, value: d.value, shanten: d.shanten, danger: map.danger[k]!, tooDangerous: threatened && against });
  }
  let chosen = weighed.find((w) => !w.tooDangerous);
  let defence: 'none' | 'push' | 'fold' = threatened ? 'push' : 'none';
  if (chosen === undefined || chosen.tile !== weighed[0]?.tile) defence = threatened ? 'fold' : 'none';
  if (chosen === undefined) {
    // nothing worth its danger: the safest tile, the most valuable of those
    const least = Math.min(...weighed.map((w) => w.danger));
    chosen = weighed.filter((w) => w.danger === least).sort((a, b) => b.value - a.value)[0] ?? weighed[0];
  }
  if (chosen === undefined) return { action: discards[0]!, why: { kind: 'only-action' } };
  const riichi = chosen.value >= 200 ? discards.find((d) => d.riichi && d.tile === chosen.tile) : undefined;
  const action = riichi ?? discards.find((d) => !d.riichi && d.tile === chosen.tile) ?? discards[0]!;
  return { action, why: { kind: 'discard', riichi: riichi !== undefined, defence, threats: map.threats, shanten: ev.shanten, discards: weighed } };
}

/**
 * Against open hands (no riichi declared, so less sure to be ready): only the absolute bars — a
 * tile at 13.5 or more never goes, one at 8 or more only from a hand at tenpai or worth 1,200.
 */
function tooOpen(danger: number, shanten: number, value: number): boolean {
  if (danger >= NEVER) return true;
  return danger >= RISKY && (shanten > 0 || value < 1200);
}

/** Whether a discard's danger against riichi outweighs its value, by how far and how valuable the hand is. */
function tooDangerous(danger: number, safest: number, shanten: number, value: number): boolean {
  if (danger <= safest) return false;
  if (danger >= NEVER) return true;
  if (shanten > 2 || (shanten > 0 && value < 300)) return danger >= RISKY || safest < SAFE;
  if ((shanten > 0 && value < 1200) || (shanten === 0 && value < 200)) return danger >= RISKY || (safest < SAFE && danger >= SAFE);
  return false;
}

/**
 * The evaluator bot as an engine agent (see {@link evaluatorDecision}). It follows the events to
 * know what was discarded after each riichi; `explain` gives any decision with its values and
 * dangers.
 *
 * @example
 * ```ts
 * import { evaluatorAgent } from '@mjkit/bots';
 * import { createRules } from '@mjkit/core';
 * import { playGame, tsumogiriAgent } from '@mjkit/game';
 * const result = playGame([evaluatorAgent(), tsumogiriAgent(), tsumogiriAgent(), tsumogiriAgent()], { seed: 'doc', rules: createRules('tenhou-tonpuu') });
 * result.illegal.length; // => 0
 * ```
 */
export function evaluatorAgent(options: EvaluatorAgentOptions = {}): ExplainingAgent<EvaluatorReason> {
  const o = checkOptions(options, 'evaluator agent options', ['preset', 'name', 'defend'] as const);
  const preset = o.preset ?? 'normalized';
  if (!Object.hasOwn(EVALUATOR_PRESETS, preset)) fail('INVALID_ARGUMENT', `unknown preset ${describeValue(preset)}; known: ${Object.keys(EVALUATOR_PRESETS).join(', ')}`);
  if (o.name !== undefined && typeof o.name !== 'string') fail('INVALID_ARGUMENT', `an agent's name is a string, not ${describeValue(o.name)}`);
  if (o.defend !== undefined && typeof o.defend !== 'boolean') fail('INVALID_ARGUMENT', `defend is true or false, not ${describeValue(o.defend)}`);
  const defend = o.defend ?? true;
  let inRiichi: boolean[] = [];
  let safe: Set<number>[] = [];
  const decide = (view: PlayerView, actions: readonly Action[]) => evaluatorDecision(view, actions, { preset, defend, safe });
  return {
    name: o.name ?? (preset === 'legacy' ? 'evaluator-legacy' : 'evaluator'),
    act: (view, actions) => decide(view, actions).action,
    explain: decide,
    notify(update: GameUpdate) {
      if (update.type === 'round-start') {
        inRiichi = [false, false, false, false];
        safe = [new Set(), new Set(), new Set(), new Set()];
      } else if (update.type === 'event') {
        const e = update.event;
        if (e.type === 'riichi') inRiichi[e.seat] = true;
        else if (e.type === 'discard') for (let s = 0; s < 4; s++) if (inRiichi[s]) safe[s]!.add(kindOf(e.tile));
      }
    },
  };
}
