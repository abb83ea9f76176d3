// The Hong Kong variants of MahjongJoy's bot as decisions over a view: the plan its minimum of
// faan asks for (MP0, 1-3, 4-6, 7 faan and more), the discard priority under that plan, and the
// call rule limited to what the plan can use.
import type { TileId } from '@mjkit/core';
import type { Action, PlayerView, TableMeld } from '@mjkit/table';
import type { Kind } from './definitions.js';
import type { Decided } from './explain.js';
import { callKeepsSets, hongKongPlan, priorityDiscard } from './priority.js';
import type { Plan, PriorityRule } from './priority.js';
import { sightOfView, yakuhaiKinds } from './sight.js';

/** The text's variants by the table's minimum: MP0, 1 < MP ≤ 8 (1–3 faan), 8 < MP ≤ 16 (4–6 faan), MP > 16 (7 faan and more). */
export type HongKongVariant = 'MP0' | '1-3 faan' | '4-6 faan' | '7+ faan';

/** Why the Hong Kong priority bot did what it did. */
export type HongKongPriorityReason =
  | { readonly kind: 'win' | 'kong' | 'pass' | 'only-action'; readonly variant: HongKongVariant }
  | { readonly kind: 'discard'; readonly variant: HongKongVariant; readonly plan: Plan; readonly rule: PriorityRule; readonly candidates: readonly Kind[] }
  | { readonly kind: 'call'; readonly variant: HongKongVariant; readonly plan: Plan; readonly meld: TableMeld['type']; readonly setsKept: true }
  | { readonly kind: 'no-call'; readonly variant: HongKongVariant; readonly plan: Plan };

/** The variant of the text that a minimum of `minFaan` faan plays. */
export function hongKongVariant(minFaan: number): HongKongVariant {
  return minFaan <= 0 ? 'MP0' : minFaan <= 3 ? '1-3 faan' : minFaan <= 6 ? '4-6 faan' : '7+ faan';
}

/** The minimum points `hongKongPlan` takes for a variant: a value inside the text's bracket. */
const POINTS: Readonly<Record<HongKongVariant, number>> = { MP0: 0, '1-3 faan': 8, '4-6 faan': 16, '7+ faan': 24 };

const kindOfId = (t: TileId) => t >> 2;

/**
 * Whether a faan is sure already (the 4–6 faan variant then plays as MP0): a pung or kong, open
 * or concealed, of a dragon, the seat wind or the round wind.
 */
function faanSecured(view: PlayerView, concealed: Uint8Array): boolean {
  const valued = yakuhaiKinds(view);
  for (const k of valued) if (concealed[k]! >= 3) return true;
  return (view.melds[view.seat] ?? []).some((m) => m.type !== 'chii' && valued.has(kindOfId(m.tiles[0] as TileId)));
}

/** Whether a meld's kind is one the plan can use (a flush plan: its suit, and honours for the mixed one). */
function planUses(plan: Plan, kind: Kind): boolean {
  if (plan.target === 'half-flush') return kind >= 27 || Math.floor(kind / 9) === plan.suit;
  if (plan.target === 'full-flush') return kind < 27 && Math.floor(kind / 9) === plan.suit;
  return true;
}

/**
 * What the Hong Kong priority bot does with these legal actions at a table whose minimum is
 * `minFaan`, and why. It always wins when it may (the table offers only wins at the minimum) and
 * always makes a kong; it plays the text's variant for the minimum: MP0 every combination; 1–3
 * faan all pungs or one suit with honours, whichever the text's counts rate higher at each
 * decision; 4–6 faan one suit alone until a faan is sure (a valued pung), then as MP0; 7 faan
 * and more one suit alone. It discards by the published priority under that plan (tiles outside
 * the suit first; no sequences counted while it plays all pungs), and calls a pung, kong or chow
 * only when the plan can use it and its concealed sets stay as many (one fewer for a kong). It
 * never aims at seven pairs, thirteen orphans or great three dragons: the priority counts sets.
 */
export function hongKongPriorityDecision(view: PlayerView, actions: readonly Action[], minFaan: number): Decided<HongKongPriorityReason> {
  const variant = hongKongVariant(minFaan);
  if (actions.length === 1) return { action: actions[0]!, why: { kind: 'only-action', variant } };
  const win = actions.find((a) => a.type === 'tsumo' || a.type === 'ron');
  if (win) return { action: win, why: { kind: 'win', variant } };
  const discards = actions.filter((a): a is Extract<Action, { type: 'discard' }> => a.type === 'discard');
  const calls = actions.filter((a): a is Extract<Action, { type: 'call' }> => a.type === 'call');
  const kong = discards.length > 0 ? calls.find((c) => c.meld.type === 'ankan' || c.meld.type === 'kakan') : undefined;
  if (kong) return { action: kong, why: { kind: 'kong', variant } };
  const s = sightOfView(view);
  const open = (view.melds[view.seat] ?? []).flatMap((m) => m.tiles.map(kindOfId));
  const plan = hongKongPlan(s, open, POINTS[variant], { fanSecured: faanSecured(view, s.concealed as Uint8Array) });
  if (discards.length > 0) {
    const legal = new Set(discards.map((d) => kindOfId(d.tile)));
    const illegal: Kind[] = [];
    for (let k = 0; k < 34; k++) if (s.concealed[k]! > 0 && !legal.has(k)) illegal.push(k);
    const choice = priorityDiscard(s, { keep: illegal, plan });
    const tile = discards.find((d) => kindOfId(d.tile) === choice.kind && d.tile === view.drawn) ?? discards.find((d) => kindOfId(d.tile) === choice.kind) ?? discards[0]!;
    return { action: tile, why: { kind: 'discard', variant, plan, rule: choice.rule, candidates: choice.candidates } };
  }
  const pass = actions.find((a) => a.type === 'pass') ?? actions[0]!;
  for (const type of ['daiminkan', 'pon', 'chii'] as const) {
    if (type === 'chii' && plan.target === 'all-triplets') continue;
    for (const c of calls) {
      if (c.meld.type !== type || !planUses(plan, kindOfId(c.meld.called as TileId))) continue;
      const fromHand = c.meld.tiles.filter((t) => t !== c.meld.called).map(kindOfId);
      if (callKeepsSets(s, fromHand, type === 'daiminkan')) return { action: c, why: { kind: 'call', variant, plan, meld: type, setsKept: true } };
    }
  }
  return { action: pass, why: { kind: calls.length === 0 ? 'pass' : 'no-call', variant, plan } as HongKongPriorityReason };
}
