// The evaluator bot: discards, calls and kans by @mjkit/evaluator's values, riichi when the hand
// is worth it, and push or fold by tile danger weighed against the hand's value.
import { isRules, tileFromId } from '@mjkit/core';
import type { Rules, TileId } from '@mjkit/core';
import { checkOptions, describeValue, fail } from '@mjkit/core/internal';
import { evaluateDiscards, evaluateHand, EVALUATOR_PRESETS, positionOf } from '@mjkit/evaluator';
import type { DiscardEvaluation, EvaluateOptions, EvaluatorPreset, ViewLike } from '@mjkit/evaluator';
import type { GameUpdate } from '@mjkit/game';
import { shanten } from '@mjkit/shanten';
import type { Action, PlayerView, TableMeld } from '@mjkit/table';
import { anyThreat, tileDanger } from './danger.js';
import type { DangerMap, SafeKinds, Threat } from './danger.js';
import type { Decided, ExplainingAgent } from './explain.js';
import { PassedAfterRiichi } from './passed.js';
import { readHands } from './hand-reading.js';
import { treesWall } from './wall-trees.js';
import { foldRiskOf, futureCost, gainOf, gainWorth, opponentTerms, potOf, pushFoldTerms, riskOf, turnAwareOf } from './push-fold.js';
import { hanchanRoundOf, placementOf } from './placement.js';
import type { Placement } from './placement.js';
import type { DealInChances, DealInSource, OpponentTable, OpponentTerm, PushFoldTerm, WinPoints, WinPointsSource } from './push-fold.js';

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
      /** Push or fold in points (the `points` rule): every discard's terms, and the opponents'. */
      readonly points?: { readonly terms: readonly PushFoldTerm[]; readonly opponents: readonly OpponentTerm[] };
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
  /**
   * How it pushes or folds, declares riichi and calls against a riichi: `points` weighs each
   * discard's expected loss (deal-in chance × the opponent's win in points) against the turn-aware
   * expected score (see `pushFoldTerms`), no threshold on the evaluation's scale; `thresholds`
   * is majiang-ai's danger bars and value thresholds. Default `points` for the `normalized`
   * preset, `thresholds` for `legacy`.
   */
  readonly pushFold?: 'points' | 'thresholds';
  /**
   * With `points`: the deal-in chances from the learned model (`learned`), the same with the
   * boosted trees against a riichi (`trees`, fitted on bots' games; the default of the normalized
   * preset), tileDanger calibrated, or your own ({@link DealInChances}).
   */
  readonly dealIn?: DealInSource;
  /** With `points`: an opponent's win from opponent-score (default), a flat 5,200 / 7,700, or your own ({@link WinPoints}). */
  readonly winPoints?: WinPointsSource;
  /**
   * The evaluator's wall: `uniform` (every unseen copy alike), `estimated` (hand reading: tiles
   * likely held by the opponents count as less drawable; see `readHands`), `trees` (the wall trees
   * fitted on bots' games; see `treesWall`), or your own ({@link WallReading}). Default `uniform`.
   */
  readonly wall?: EvaluatorWall;
  /**
   * With `points`: weigh a deal-in or a win by the final place it moves (`placementOf`: the game's
   * length from the rules at its start) instead of by its points: `place` in every round, `late`
   * in the game's last two rounds and any extension round (South 3 on in a hanchan, East 3 on in a
   * tonpuu) and by points before, or `points` (default).
   */
  readonly placement?: 'place' | 'late' | 'points';
  /**
   * With `points`: weigh the discards in points only when `tileDanger` sees a threat (a riichi or
   * an open hand it fears; default `threats`), or at `always` every discard, so that a deal-in
   * model (`dealIn`) that sees more than tileDanger — a silent ready hand — is heard.
   */
  readonly weigh?: 'threats' | 'always';
  /**
   * With `points`: count what a ready hand takes at an exhaustive draw (the noten payments, times
   * the chance of the draw from the tiles left; see `pushFoldTerms`) in the gain of pushing it,
   * so that late in a round a cheap ready hand pushes and a safe discard that stays ready beats
   * one that does not. Default true.
   */
  readonly notenPayments?: boolean;
  /**
   * With `points`: the threats under which a call (chii, pon, kan) is made only when the hand
   * after it is worth pushing in points: a riichi (`riichi`), or also an open hand that
   * `tileDanger` fears (`threats`, the default of the normalized preset).
   */
  readonly weighCalls?: 'riichi' | 'threats';
  /**
   * With `points`, when it folds: the first discard in the evaluation's order whose expected
   * points are within this many of the best's (the safest by points), so that a fold keeps the
   * hand's shape when that costs little. Default 50 with the normalized preset; 0: the best by points.
   */
  readonly foldTolerance?: number;
  /**
   * The evaluation's `twoStep` share (see `evaluateDiscards`): far hands (shanten 3 on) choose by
   * the two-step count among the discards of that share of the best count, at some 20 times the
   * time of a far hand's plain evaluation. Default 0 (off).
   */
  readonly twoStep?: number;
}

/** The decision options beyond the preset (see {@link EvaluatorAgentOptions}). */
interface Rule {
  readonly pushFold: 'points' | 'thresholds';
  readonly dealIn: DealInSource;
  readonly winPoints: WinPointsSource;
  readonly safe: SafeKinds | undefined;
  readonly wall: EvaluatorWall;
  /** With `points`, the placement the scores' changes are weighed by; absent: their points. */
  readonly placement: Placement | undefined;
  readonly weigh: 'threats' | 'always';
  readonly notenPayments: boolean;
  readonly weighCalls: 'riichi' | 'threats';
  readonly foldTolerance: number;
  readonly twoStep: number;
  /** The game's rules; absent: Tenhou's. */
  readonly rules: Rules | undefined;
}

/**
 * Your own wall reading for the evaluator: per kind (34 entries) or per face (37: the 34 kinds,
 * then the red 5m, 5p, 5s), the chance that an unseen copy is still to be drawn rather than held
 * by an opponent, from the viewer's view (the evaluator's `{ weights }` model, checked by it at
 * every call: 34 or 37 numbers ≥ 0).
 */
export type WallReading = (view: PlayerView) => ArrayLike<number>;

/** Where the evaluator's wall comes from (the `wall` option). */
export type EvaluatorWall = 'uniform' | 'estimated' | 'trees' | WallReading;

/** The wall weights a source reads for `view` (none for `uniform`). */
function wallOf(view: PlayerView, wall: Exclude<EvaluatorWall, 'uniform'>): ArrayLike<number> {
  if (wall === 'estimated') return readHands(view).wall;
  if (wall === 'trees') return treesWall(view);
  return wall(view);
}

/** The evaluation options of a rule: the preset, its two-step share, and with a wall reading its weights. */
function evaluation(view: PlayerView, preset: EvaluatorPreset, rule: Rule): EvaluateOptions {
  const twoStep = rule.twoStep > 0 ? { twoStep: rule.twoStep } : {};
  if (rule.wall === 'uniform') return { preset, ...twoStep };
  return { preset, model: { weights: wallOf(view, rule.wall) }, ...twoStep };
}

/** The first round `placement: 'late'` plays for place in, as a hanchan's: South 3 (a tonpuu's East 3). */
const LATE_FROM = 6;

/** The normalized bot's fold tolerance in points (bench/results/bots-tuning.md). */
const FOLD_TOLERANCE = 50;

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
 * Discards the tile `evaluateDiscards` puts first (with `twoStep`, far hands by its two-step
 * choice), unless the push-or-fold rule says otherwise. With `pushFold: 'points'` (the default of the normalized preset) every discard is
 * weighed in points by `pushFoldTerms` (deal-in chance × the opponent's win, against the
 * turn-aware expected score and, for a hand left ready, its noten payments at an exhaustive
 * draw), riichi is declared when the expected score beats the stick and the
 * cost of throwing every later draw, and against a riichi a call is made only when the hand
 * after it is worth pushing; with `placement: 'hanchan'` or `'tonpuu'` (the game's length) those
 * points are weighed by the final place they move (`placementOf`). With `thresholds` (the legacy preset's default): when a player is in
 * riichi, tiles above the safest one's danger against riichi are left out by the hand's worth —
 * at danger ≥ 13.5 always; ≥ 8, or any but the safest when that one is below 3, when the hand is
 * far (shanten ≥ 3, or < 300 of value); ≥ 8 or ≥ 3 beside a tile under 3 when it is middling
 * (< 1,200 before tenpai, < 200 at tenpai). Against threatening open hands only the absolute
 * bars hold: ≥ 13.5 never, ≥ 8 only from a hand at tenpai worth 1,200. It folds to the safest
 * tile when nothing is left; riichi when the discard is worth 200 or more; against a riichi it
 * calls only at shanten < 3, and only for a hand worth 1,200 (500 at tenpai). Either way it
 * calls a chii, pon or kan (and makes a closed or added kan) when the hand after it is worth
 * more than before, from shanten 2 or less; from shanten 3 when the call brings a yaku route
 * closer (not a kan).
 */
export function evaluatorDecision(view: PlayerView, actions: readonly Action[], options: EvaluatorDecisionOptions = {}): Decided<EvaluatorReason> {
  return decisionOn(view, actions, options);
}

/**
 * The options of {@link evaluatorDecision}: those of {@link EvaluatorAgentOptions} that shape a
 * decision, and what an agent follows from a game's events or rules: `safe`, the kinds known safe
 * against each riichi (as `explain` takes them; default none), `placement`, the game's length
 * whose final places the `points` rule weighs (absent: points), and the game's `rules`.
 */
export interface EvaluatorDecisionOptions extends Pick<EvaluatorAgentOptions, 'preset' | 'defend' | 'pushFold' | 'dealIn' | 'winPoints' | 'wall' | 'weigh' | 'notenPayments' | 'weighCalls' | 'foldTolerance' | 'twoStep'> {
  readonly safe?: SafeKinds;
  readonly placement?: 'hanchan' | 'tonpuu';
  /**
   * The game's rules, as the agent has them from the game's start: the yaku and scoring the
   * evaluation counts (open tanyao, kuikae…), the riichi deposit and honba a win takes, whether a
   * draw pays noten payments. Default Tenhou's for the view's players and red fives.
   */
  readonly rules?: Rules;
}

/**
 * {@link evaluatorDecision} of the normalized bot with a uniform wall (the review's) under the
 * game's `rules`, given the view's discards as `evaluateDiscards(positionOf(view, rules))` ranked them: the same decision without evaluating
 * the hand again. Inside the package only; `evaluated` must be that evaluation of this view.
 */
export function evaluatorDecisionOnRanking(view: PlayerView, actions: readonly Action[], safe: SafeKinds, evaluated: DiscardEvaluation, rules: Rules): Decided<EvaluatorReason> {
  return decisionOn(view, actions, { safe, rules }, evaluated);
}

function decisionOn(view: PlayerView, actions: readonly Action[], options: EvaluatorDecisionOptions, evaluated?: DiscardEvaluation): Decided<EvaluatorReason> {
  const preset = options.preset ?? 'normalized';
  const pushFold = options.pushFold ?? (preset === 'legacy' ? 'thresholds' : 'points');
  // the normalized bot's defaults; the legacy one stays majiang-ai's parity bot
  const normalized = preset === 'normalized';
  const placement = pushFold === 'points' && options.placement !== undefined ? placementOf(view, options.placement) : undefined;
  const rule: Rule = { pushFold, dealIn: options.dealIn ?? (normalized ? 'trees' : 'learned'), winPoints: options.winPoints ?? 'opponent-score', safe: options.safe, wall: options.wall ?? 'uniform', placement, weigh: options.defend === false ? 'threats' : options.weigh ?? 'threats', notenPayments: options.notenPayments ?? true, weighCalls: options.weighCalls ?? (normalized ? 'threats' : 'riichi'), foldTolerance: options.foldTolerance ?? (normalized ? FOLD_TOLERANCE : 0), twoStep: options.twoStep ?? 0, rules: options.rules };
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
      const kan = kanDecision(view, kans, preset, riichiThreat, rule.rules);
      if (kan !== null) return kan;
    }
    // in riichi the drawn tile goes
    if (view.riichi[view.seat]) return { action: discards.find((d) => !d.riichi) ?? discards[0]!, why: { kind: 'only-action' } };
    // the whole danger map only for a discard (calls and kans need only whether a riichi stands)
    const danger = defend ? tileDanger(view, options.safe) : { danger: new Float64Array(34), riichi: new Float64Array(34), open: new Float64Array(34), threats: [] };
    return discardDecision(view, discards, preset, danger, rule, evaluated);
  }
  const pass = actions.find((a) => a.type === 'pass') ?? actions[0]!;
  if (calls.length === 0) return { action: pass, why: { kind: 'pass' } };
  // an open hand tileDanger fears weighs calls in points as a riichi does, when asked
  const openThreat = defend && !riichiThreat && rule.pushFold === 'points' && rule.weighCalls === 'threats' && anyThreat(view);
  return callDecision(view, calls, pass, preset, riichiThreat, openThreat, rule);
}

/** A closed or added kan worth making, or null. */
function kanDecision(view: PlayerView, kans: readonly Extract<Action, { type: 'call' }>[], preset: EvaluatorPreset, riichiThreat: boolean, rules: Rules | undefined): Decided<EvaluatorReason> | null {
  const now = evaluateHand(positionOf(view, rules), { preset });
  if (riichiThreat && now.shanten > 0) return null;
  let chosen: Extract<Action, { type: 'call' }> | null = null;
  let max = now.value;
  for (const k of kans) {
    const after = evaluateHand(positionOf(viewAfter(view, k.meld, fromHandOf(k.meld)), rules), { preset });
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

/**
 * Whether pushing the hand after a call is worth it against the table, in points: its turn-aware
 * expected score above the cost of the discards still to come (see `pushFoldTerms`).
 */
function worthPushing(view: PlayerView, after: ViewLike, table: OpponentTable, placement: Placement | undefined, rules: Rules | undefined): boolean {
  const best = turnAwareOf(after, 3, rules)[0];
  if (best === undefined) return false;
  const pot = potOf(view, rules);
  const value = gainOf(best, pot);
  return gainWorth(value, pot, view.seat, placement) > futureCost(table.opponents, view.tilesLeft, value.win, foldRiskOf(table, view.hand));
}

function callDecision(view: PlayerView, calls: readonly Extract<Action, { type: 'call' }>[], pass: Action, preset: EvaluatorPreset, riichiThreat: boolean, openThreat: boolean, rule: Rule): Decided<EvaluatorReason> {
  const at = (v: ViewLike) => positionOf(v, rule.rules);
  const now = evaluateHand(at(view), { preset });
  if (riichiThreat && now.shanten >= 3) return { action: pass, why: { kind: 'no-call', before: now.value, best: null, reason: 'threat' } };
  const order = (m: TableMeld['type']) => (m === 'daiminkan' ? 0 : m === 'pon' ? 1 : 2);
  const sorted = [...calls].sort((a, b) => order(a.meld.type) - order(b.meld.type));
  if (now.shanten >= 3) {
    for (const c of sorted) {
      if (c.meld.type === 'daiminkan') continue;
      const after = evaluateHand(at(viewAfter(view, c.meld, fromHandOf(c.meld))), { preset });
      if (after.routeShanten < now.routeShanten) return { action: c, why: { kind: 'call', meld: c.meld.type, before: now.value, after: after.value } };
    }
    return { action: pass, why: { kind: 'no-call', before: now.value, best: null, reason: 'shanten' } };
  }
  let max = now.value;
  let best: number | null = null;
  let chosen: Extract<Action, { type: 'call' }> | null = null;
  // the opponents are weighed once for every call (with the points rule, only under a threat it weighs)
  let table: OpponentTable | undefined;
  for (const c of sorted) {
    const after = evaluateHand(at(viewAfter(view, c.meld, fromHandOf(c.meld))), { preset });
    if (after.shanten >= 3) continue;
    best = Math.max(best ?? -Infinity, after.value);
    if (after.value - max <= 1e-7) continue;
    if (riichiThreat && rule.pushFold === 'thresholds' && ((after.shanten > 0 && after.value < 1200) || (after.shanten === 0 && after.value < 500))) continue;
    if ((riichiThreat || openThreat) && rule.pushFold === 'points') {
      table ??= opponentTerms(view, { dealIn: rule.dealIn, winPoints: rule.winPoints, safe: rule.safe, placement: rule.placement, rules: rule.rules });
      if (!worthPushing(view, viewAfter(view, c.meld, fromHandOf(c.meld)), table, rule.placement, rule.rules)) continue;
    }
    {
      max = after.value;
      chosen = c;
    }
  }
  if (chosen === null) return { action: pass, why: { kind: 'no-call', before: now.value, best, reason: (riichiThreat || openThreat) && best !== null && best > now.value ? 'threat' : 'value' } };
  return { action: chosen, why: { kind: 'call', meld: chosen.meld.type, before: now.value, after: max } };
}

function discardDecision(view: PlayerView, discards: readonly Extract<Action, { type: 'discard' }>[], preset: EvaluatorPreset, map: DangerMap, rule: Rule, evaluated?: DiscardEvaluation): Decided<EvaluatorReason> {
  const ev = evaluated ?? evaluateDiscards(positionOf(view, rule.rules), evaluation(view, preset, rule));
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
    const against = rule.pushFold === 'thresholds' && ((riichiThreat && tooDangerous(map.riichi[k]!, safest, ev.shanten, d.value)) || tooOpen(map.open[k]!, ev.shanten, d.value));
    weighed.push({ tile: id, value: d.value, shanten: d.shanten, danger: map.danger[k]!, tooDangerous: threatened && against });
  }
  if (weighed.length === 0) return { action: discards[0]!, why: { kind: 'only-action' } };
  let chosen: WeighedDiscard | undefined;
  let points: { terms: readonly PushFoldTerm[]; opponents: readonly OpponentTerm[] } | undefined;
  let defence: 'none' | 'push' | 'fold' = 'none';
  if (rule.pushFold === 'points') {
    if (threatened || rule.weigh === 'always') ({ chosen, points, defence } = pointsChoice(view, weighed, rule));
    else chosen = weighed[0]!;
  } else {
    chosen = weighed.find((w) => !w.tooDangerous);
    defence = threatened ? 'push' : 'none';
    if (chosen === undefined || chosen.tile !== weighed[0]?.tile) defence = threatened ? 'fold' : 'none';
    if (chosen === undefined) {
      // nothing worth its danger: the safest tile, the most valuable of those
      const least = Math.min(...weighed.map((w) => w.danger));
      chosen = weighed.filter((w) => w.danger === least).sort((a, b) => b.value - a.value)[0] ?? weighed[0]!;
    }
  }
  const pick = chosen;
  const riichiAction = discards.find((d) => d.riichi && d.tile === pick.tile);
  const riichi = riichiAction !== undefined && (rule.pushFold === 'points' ? riichiWorth(view, pick, points, rule.placement, rule.rules) : pick.value >= 200) ? riichiAction : undefined;
  const action = riichi ?? discards.find((d) => !d.riichi && d.tile === pick.tile) ?? discards[0]!;
  return { action, why: { kind: 'discard', riichi: riichi !== undefined, defence, threats: map.threats, shanten: ev.shanten, discards: weighed, ...(points ? { points } : {}) } };
}

/**
 * The farthest hand, after its discard, that may push against a threat: a hand three from ready
 * folds to the safest tile. Its turn-aware value cost 23 ms a decision, a quarter of the bot's
 * time, and it pushed in 32 of 175 such decisions in 20 hanchan, each time within 10 points of
 * folding; over the gate's 300 sets the rank moved +0.003 [−0.008, 0.013] (the bots README, Speed).
 */
const PUSH_SHANTEN = 2;

/**
 * The `points` rule's discard when someone threatens (a riichi, or an open hand `tileDanger`
 * fears; with no threat the evaluation's best goes): the evaluator's best unless a discard's
 * expected points (see `pushFoldTerms`) beat it by more than 10 points or 5% of the best's gain.
 * The turn-aware evaluation is made only when the best discard may lose 10 points more than the
 * safest; a hand it cannot evaluate (beyond 3-shanten) gains nothing and folds.
 */
function pointsChoice(view: PlayerView, weighed: readonly WeighedDiscard[], rule: Rule): { chosen: WeighedDiscard; points: { terms: readonly PushFoldTerm[]; opponents: readonly OpponentTerm[] }; defence: 'none' | 'push' | 'fold' } {
  const tiles = weighed.map((w) => w.tile);
  const table = opponentTerms(view, { dealIn: rule.dealIn, winPoints: rule.winPoints, safe: rule.safe, placement: rule.placement, rules: rule.rules });
  const options = { table, values: weighed.map((w) => w.value), placement: rule.placement, notenPayments: rule.notenPayments, rules: rule.rules };
  const best = weighed[0]!;
  const losses = tiles.map((tile) => riskOf(table, tile).loss);
  if (losses[0]! - Math.min(...losses) < 10) return { chosen: best, points: pushFoldTerms(view, tiles, options), defence: 'none' };
  const pf = pushFoldTerms(view, tiles, { ...options, turnAware: turnAwareOf(view, PUSH_SHANTEN, rule.rules) });
  const top = pf.terms.reduce((a, t) => (t.ev > a.ev ? t : a));
  const mine = pf.terms[0]!;
  if (mine.ev >= top.ev - Math.max(10, 0.05 * mine.gain)) return { chosen: best, points: pf, defence: 'push' };
  // folding: the evaluation's first discard within the tolerance of the best by points
  const fold = rule.foldTolerance > 0 ? pf.terms.find((t) => t.ev >= top.ev - rule.foldTolerance)! : top;
  return { chosen: weighed[pf.terms.indexOf(fold)]!, points: pf, defence: 'fold' };
}

/**
 * The `points` rule's riichi: when the expected score of the hand after the discard (riichi
 * assumed, see `pushFoldTerms`) is above the stick it may lose, the rules' deposit × the chance
 * of not winning, and above the cost of every tile it must then throw whatever it is (no folding later);
 * with a placement, the gain and the stick weighed by the place they move.
 */
function riichiWorth(view: PlayerView, pick: WeighedDiscard, points: { terms: readonly PushFoldTerm[]; opponents: readonly OpponentTerm[] } | undefined, placement: Placement | undefined, rules: Rules | undefined): boolean {
  let term = points?.terms.find((t) => t.tile === pick.tile);
  if (term === undefined || (term.gain === 0 && term.win === 0)) {
    const face = tileFromId(pick.tile, view.redFives);
    const d = turnAwareOf(view, 3, rules).find((x) => x.tile === face);
    if (d === undefined) return false;
    const pot = potOf(view, rules);
    const value = gainOf(d, pot);
    term = { tile: pick.tile, dealIn: 0, loss: 0, gain: gainWorth(value, pot, view.seat, placement), win: value.win, future: 0, draw: 0, ev: 0 };
  }
  const future = points ? futureCost(points.opponents, view.tilesLeft, term.win) : 0;
  const stick = [0, 0, 0, 0];
  const deposit = rules?.riichiDeposit ?? 1000;
  stick[view.seat] = -deposit;
  const stickCost = placement === undefined ? deposit : -placement.worth(stick);
  return term.gain > stickCost * (1 - term.win) + future;
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
  const o = checkOptions(options, 'evaluator agent options', ['preset', 'name', 'defend', 'pushFold', 'dealIn', 'winPoints', 'wall', 'placement', 'weigh', 'notenPayments', 'weighCalls', 'foldTolerance', 'twoStep'] as const);
  const preset = o.preset ?? 'normalized';
  if (!Object.hasOwn(EVALUATOR_PRESETS, preset)) fail('INVALID_ARGUMENT', `unknown preset ${describeValue(preset)}; known: ${Object.keys(EVALUATOR_PRESETS).join(', ')}`);
  if (o.name !== undefined && typeof o.name !== 'string') fail('INVALID_ARGUMENT', `an agent's name is a string, not ${describeValue(o.name)}`);
  if (o.defend !== undefined && typeof o.defend !== 'boolean') fail('INVALID_ARGUMENT', `defend is true or false, not ${describeValue(o.defend)}`);
  const defend = o.defend ?? true;
  const oneOf = (value: unknown, name: string, known: readonly string[]) => {
    if (value !== undefined && !known.includes(value as string)) fail('INVALID_ARGUMENT', `${name} is one of ${known.join(', ')}, not ${describeValue(value)}`);
  };
  // an option that also takes a model of your own: a function of the shape named
  const oneOfOrOwn = (value: unknown, name: string, known: readonly string[], shape: string) => {
    if (value !== undefined && typeof value !== 'function' && !known.includes(value as string)) fail('INVALID_ARGUMENT', `${name} is one of ${known.join(', ')} or a function ${shape}, not ${describeValue(value)}`);
  };
  oneOf(o.pushFold, 'pushFold', ['points', 'thresholds']);
  oneOfOrOwn(o.dealIn, 'dealIn', ['learned', 'trees', 'tile-danger'], '(view, safe) => chances per seat');
  oneOfOrOwn(o.winPoints, 'winPoints', ['opponent-score', 'flat'], '(view, seat) => points');
  oneOfOrOwn(o.wall, 'wall', ['uniform', 'estimated', 'trees'], 'view => weights');
  oneOf(o.placement, 'placement', ['place', 'late', 'points']);
  oneOf(o.weigh, 'weigh', ['threats', 'always']);
  if (o.notenPayments !== undefined && typeof o.notenPayments !== 'boolean') fail('INVALID_ARGUMENT', `notenPayments is true or false, not ${describeValue(o.notenPayments)}`);
  oneOf(o.weighCalls, 'weighCalls', ['riichi', 'threats']);
  if (o.foldTolerance !== undefined && !(typeof o.foldTolerance === 'number' && o.foldTolerance >= 0 && Number.isFinite(o.foldTolerance))) fail('INVALID_ARGUMENT', `foldTolerance is a number of points ≥ 0, not ${describeValue(o.foldTolerance)}`);
  if (o.twoStep !== undefined && !(typeof o.twoStep === 'number' && o.twoStep >= 0 && o.twoStep <= 1)) fail('INVALID_ARGUMENT', `twoStep is a share from 0 to 1, not ${describeValue(o.twoStep)}`);
  const rule = { pushFold: o.pushFold, dealIn: o.dealIn, winPoints: o.winPoints, wall: o.wall, weigh: o.weigh, notenPayments: o.notenPayments, weighCalls: o.weighCalls, foldTolerance: o.foldTolerance, twoStep: o.twoStep };
  const placement = o.placement ?? 'points';
  let passed = new PassedAfterRiichi();
  // the game's rules and length, from its start (Tenhou's hanchan until told)
  let rules: Rules | undefined;
  let length: 'hanchan' | 'tonpuu' = 'hanchan';
  const byPlace = (view: PlayerView) => placement === 'place' || (placement === 'late' && hanchanRoundOf(view.round, length) >= LATE_FROM);
  const decide = (view: PlayerView, actions: readonly Action[], safe: SafeKinds = passed.kinds) => evaluatorDecision(view, actions, { preset, defend, safe, rules, ...rule, ...(byPlace(view) ? { placement: length } : {}) });
  return {
    name: o.name ?? (preset === 'legacy' ? 'evaluator-legacy' : 'evaluator'),
    act: (view, actions) => decide(view, actions).action,
    explain: decide,
    notify(update: GameUpdate) {
      if (update.type === 'game-start') {
        rules = isRules(update.rules) ? update.rules : undefined;
        length = rules?.length ?? 'hanchan';
      }
      else if (update.type === 'round-start') passed = new PassedAfterRiichi();
      else if (update.type === 'event') passed.see(update.event);
    },
  };
}
