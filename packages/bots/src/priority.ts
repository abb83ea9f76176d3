// The discard priority of MahjongJoy's bot algorithm, its call rule, and the Hong Kong
// minimum-points plans, as decisions over a Sight.
import { checkOptions, describeValue, fail } from '@mjkit/core/internal';
import { discardTable } from '@mjkit/shanten';
import {
  combinations,
  deadIncompleteSequences,
  deadPairs,
  deadTiles,
  incompleteSequences,
  isolatedTiles,
  pairs,
  skipTiles,
  unneededTiles,
  unseenCopies,
} from './definitions.js';
import type { Kind } from './definitions.js';
import { makeSight } from './sight.js';
import type { Sight } from './sight.js';

/** The rule of the discard priority that chose a tile, in the published order. */
export type PriorityRule =
  | 'off-suit'
  | 'dead'
  | 'unneeded'
  | 'dead-incomplete-sequence'
  | 'dead-pairs'
  | 'isolated-number'
  | 'isolated-honour'
  | 'skip'
  | 'incomplete-sequence'
  | 'dead-pair'
  | 'pair'
  | 'any';

/**
 * What the hand aims for. `any`: the MP0 style (every combination counts). `all-triplets`:
 * triplets and pairs only, sequences count for nothing. `half-flush` / `full-flush`: one suit
 * (0 = m, 1 = p, 2 = s), with honours or without; tiles outside it go first.
 */
export type Plan =
  | { readonly target: 'any' }
  | { readonly target: 'all-triplets' }
  | { readonly target: 'half-flush'; readonly suit: 0 | 1 | 2 }
  | { readonly target: 'full-flush'; readonly suit: 0 | 1 | 2 };

/** Options of {@link priorityDiscard}. */
export interface PriorityOptions {
  /** Kinds never to discard while anything else may go (a lone yaku pair). */
  readonly keep?: readonly Kind[];
  /** What the hand aims for; default `{ target: 'any' }`. */
  readonly plan?: Plan;
}

/** The tile the priority chose, the rule that chose it, and the other kinds the same rule named. */
export interface PriorityChoice {
  readonly kind: Kind;
  readonly rule: PriorityRule;
  readonly candidates: readonly Kind[];
}

/** Every rule of the priority, in order, with the kinds it names (an empty list when none). */
export function priorityClasses(s: Sight, options: PriorityOptions = {}): { readonly rule: PriorityRule; readonly kinds: readonly Kind[] }[] {
  const o = checkPriorityOptions(options);
  const plan = o.plan ?? ANY;
  const g = { sequences: plan.target !== 'all-triplets' };
  const held = (k: Kind) => s.concealed[k]! > 0;
  const dp = deadPairs(s);
  const isolated = isolatedTiles(s);
  const ofSequences = (lows: Kind[]) => [...new Set(lows.flatMap((k) => [k, k + 1]))].sort((a, b) => a - b);
  const offSuit: Kind[] = [];
  if (plan.target === 'half-flush' || plan.target === 'full-flush') {
    for (let k = 0; k < 34; k++) if (held(k) && (k < 27 ? Math.floor(k / 9) !== plan.suit : plan.target === 'full-flush')) offSuit.push(k);
  }
  return [
    { rule: 'off-suit', kinds: offSuit },
    { rule: 'dead', kinds: deadTiles(s, g) },
    { rule: 'unneeded', kinds: unneededTiles(s, g) },
    { rule: 'dead-incomplete-sequence', kinds: ofSequences(deadIncompleteSequences(s, g)) },
    { rule: 'dead-pairs', kinds: dp.length > 1 ? dp : [] },
    { rule: 'isolated-number', kinds: isolated.filter((k) => k < 27) },
    { rule: 'isolated-honour', kinds: isolated.filter((k) => k >= 27) },
    { rule: 'skip', kinds: skipTiles(s, g) },
    { rule: 'incomplete-sequence', kinds: ofSequences(incompleteSequences(s, g)) },
    { rule: 'dead-pair', kinds: dp },
    { rule: 'pair', kinds: pairs(s) },
    { rule: 'any', kinds: Array.from({ length: 34 }, (_, k) => k).filter(held) },
  ];
}

const ANY: Plan = Object.freeze({ target: 'any' });

/**
 * The published discard priority: dead tiles, unneeded tiles, tiles of dead incomplete
 * sequences, dead-pair tiles when more than one pair is dead, isolated number tiles, isolated
 * honours, skip tiles, tiles of incomplete sequences, dead-pair tiles, pair tiles (and, with a
 * one-suit plan, the tiles outside the suit before all of them). The first rule that names a
 * kind not in `keep` decides. The paper does not say which of several kinds one rule names goes
 * first: the one that leaves the lowest shanten, then the most effective tiles not yet seen,
 * then the lowest kind.
 *
 * @example
 * ```ts
 * import { priorityDiscard, sightOf } from '@mjkit/bots';
 * // the paper's hand: 1m, 4m and South are isolated; the number tiles go first
 * priorityDiscard(sightOf({ hand: '14m1234p124s2444z' })).rule; // => 'isolated-number'
 * priorityDiscard(sightOf({ hand: '14m1234p124s2444z' })).candidates; // => [0, 3]
 * // a single West with two West visible is an unneeded tile
 * priorityDiscard(sightOf({ hand: '123m456p789s1m223z', visible: '33z' })).kind; // => 29
 * ```
 */
export function priorityDiscard(s: Sight, options: PriorityOptions = {}): PriorityChoice {
  const keep = new Set(options?.keep ?? []);
  const classes = priorityClasses(s, options);
  for (const { rule, kinds } of classes) {
    const free = kinds.filter((k) => !keep.has(k));
    if (free.length > 0) return { kind: tieBreak(s, free), rule, candidates: free };
  }
  // everything is kept: the keep list gives way
  const any = classes[classes.length - 1]!;
  if (any.kinds.length === 0) fail('HAND_SIZE', 'the priority needs a hand with at least one tile');
  return { kind: tieBreak(s, any.kinds), rule: 'any', candidates: any.kinds };
}

function tieBreak(s: Sight, kinds: readonly Kind[]): Kind {
  if (kinds.length === 1) return kinds[0]!;
  let n = 0;
  for (let k = 0; k < 34; k++) n += s.concealed[k]!;
  if (n % 3 !== 2) return kinds[0]!;
  const unseen = Uint8Array.from({ length: 34 }, (_, k) => unseenCopies(s, k));
  const rows = discardTable(Uint8Array.from(s.concealed), { unseen, meldCount: (14 - n) / 3 });
  const rank = new Map<Kind, number>();
  rows.forEach((r) => rank.set(r.discard < 34 ? r.discard : (r.discard - 34) * 9 + 4, r.shanten * 1000 - r.total));
  let best = kinds[0]!;
  for (const k of kinds) if ((rank.get(k) ?? 0) < (rank.get(best) ?? 0)) best = k;
  return best;
}

function checkPriorityOptions(options: PriorityOptions): PriorityOptions {
  const o = checkOptions(options, 'priority options', ['keep', 'plan'] as const);
  if (o.keep !== undefined && (!Array.isArray(o.keep) || o.keep.some((k) => !Number.isInteger(k) || k < 0 || k > 33))) {
    fail('INVALID_ARGUMENT', `keep is a list of kinds 0..33, not ${describeValue(o.keep)}`);
  }
  if (o.plan !== undefined) checkPlan(o.plan);
  return o;
}

function checkPlan(p: Plan): void {
  const ok =
    p !== null &&
    typeof p === 'object' &&
    (p.target === 'any' || p.target === 'all-triplets' || ((p.target === 'half-flush' || p.target === 'full-flush') && (p.suit === 0 || p.suit === 1 || p.suit === 2)));
  if (!ok) fail('INVALID_ARGUMENT', `a plan is { target: 'any' | 'all-triplets' } or { target: 'half-flush' | 'full-flush', suit: 0 | 1 | 2 }, not ${describeValue(p)}`);
}

/**
 * The call rule: take a set only when the greatest number of concealed sets (sequences and
 * triplets) stays the same after the tiles it uses leave the hand, or, for a kan, drops by one
 * at most. `fromHand` are the kinds of the concealed tiles the call uses.
 *
 * @example
 * ```ts
 * import { callKeepsSets, sightOf } from '@mjkit/bots';
 * const s = sightOf({ hand: '123m55p789s1366z' });
 * callKeepsSets(s, [32, 32], false); // => true
 * callKeepsSets(s, [0, 1], false); // => false
 * callKeepsSets(sightOf({ hand: '123m555p789s136z' }), [13, 13, 13], true); // => true
 * ```
 */
export function callKeepsSets(s: Sight, fromHand: readonly Kind[], kan: boolean): boolean {
  const before = combinations(s).sets;
  const after = Uint8Array.from(s.concealed);
  for (const k of fromHand) {
    if (!Number.isInteger(k) || k < 0 || k > 33 || after[k] === 0) fail('NOT_HELD', `the call uses a tile of kind ${describeValue(k)} that the hand does not hold`);
    after[k]!--;
  }
  const a = combinations(makeSight(after, s.visible as Uint8Array, [0, 0, 0])).sets;
  return kan ? a >= before - 1 : a >= before;
}

/**
 * The two counts the 1 < MP ≤ 8 bot compares: all triplets, 5 per triplet or kan (concealed or
 * open) and 2 per pair; one suit with honours, 15 less 2 per number tile of another suit plus 1
 * per wind or dragon (the best suit). `open` are the kinds of the open melds' tiles.
 *
 * @example
 * ```ts
 * import { hongKongCounts, sightOf } from '@mjkit/bots';
 * hongKongCounts(sightOf({ hand: '1112345m89p4567z' }), []); // => { allTriplets: 5, halfFlush: 15, suit: 0 }
 * ```
 */
export function hongKongCounts(s: Sight, open: readonly Kind[]): { allTriplets: number; halfFlush: number; suit: 0 | 1 | 2 } {
  const all = Uint8Array.from(s.concealed);
  for (const k of open) all[k]!++;
  let triplets = 0;
  let pairCount = 0;
  for (let k = 0; k < 34; k++) {
    if (s.concealed[k]! >= 3) triplets++;
    else if (s.concealed[k] === 2) pairCount++;
  }
  const openCounts = new Uint8Array(34);
  for (const k of open) openCounts[k]!++;
  for (let k = 0; k < 34; k++) if (openCounts[k]! >= 3) triplets += Math.floor(openCounts[k]! / 3);
  const inSuit = [0, 0, 0];
  let honours = 0;
  for (let k = 0; k < 34; k++) {
    if (k < 27) inSuit[Math.floor(k / 9)]! += all[k]!;
    else honours += all[k]!;
  }
  const numbers = inSuit[0]! + inSuit[1]! + inSuit[2]!;
  const suit = inSuit.indexOf(Math.max(...inSuit)) as 0 | 1 | 2;
  return { allTriplets: 5 * triplets + 2 * pairCount, halfFlush: 15 - 2 * (numbers - inSuit[suit]!) + honours, suit };
}

/**
 * The Hong Kong bot's plan by minimum points: MP ≤ 1 plays every combination (MP0); 1 < MP ≤ 8
 * goes for all triplets or one suit with honours, whichever {@link hongKongCounts} rates higher
 * (all triplets on a tie); 8 < MP ≤ 16 goes for one suit alone unless a fan is already sure;
 * above 16, one suit alone.
 *
 * @example
 * ```ts
 * import { hongKongPlan, sightOf } from '@mjkit/bots';
 * const s = sightOf({ hand: '1112345m89p4567z' });
 * hongKongPlan(s, [], 0); // => { target: 'any' }
 * hongKongPlan(s, [], 3); // => { target: 'half-flush', suit: 0 }
 * hongKongPlan(s, [], 12); // => { target: 'full-flush', suit: 0 }
 * hongKongPlan(s, [], 12, { fanSecured: true }); // => { target: 'any' }
 * ```
 */
export function hongKongPlan(s: Sight, open: readonly Kind[], minimumPoints: number, options: { readonly fanSecured?: boolean } = {}): Plan {
  if (typeof minimumPoints !== 'number' || !(minimumPoints >= 0)) fail('INVALID_ARGUMENT', `minimum points are a number ≥ 0, not ${describeValue(minimumPoints)}`);
  if (minimumPoints <= 1) return ANY;
  const c = hongKongCounts(s, open);
  if (minimumPoints <= 8) return c.allTriplets >= c.halfFlush ? { target: 'all-triplets' } : { target: 'half-flush', suit: c.suit };
  if (minimumPoints <= 16 && options.fanSecured === true) return ANY;
  return { target: 'full-flush', suit: c.suit };
}
