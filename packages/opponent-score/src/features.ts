// The study's two feature sets as bit vectors: Table 1 for a riichi, Table 6 for a call. Each
// feature kind is a row of buckets (one bit set, except the meld kinds, which set one bit per
// meld); every bucket is named, so that the README, the grouping search and a reader of the
// weights see the same boundaries. Features read only what the whole table sees.
import { doraFromIndicator, isSimple, kindOf, tileFromId } from '@mjkit/core';
import type { Seat } from '@mjkit/core';
import { describeValue, fail } from '@mjkit/core/internal';
import type { PlayerView, RiverTile, TableMeld } from '@mjkit/table';

/** One kind of feature: its name and its buckets, in order (adjacent buckets may be grouped). */
export interface FeatureKind {
  readonly name: string;
  readonly buckets: readonly string[];
  /** One bit per meld instead of one bit per position (the meld kinds of Table 6). */
  readonly multi?: boolean;
}

/** A feature set: the kinds in order; the bit of bucket b of kind k is `offsets[k] + b`. */
export interface FeatureSet {
  /** `riichi` (Table 1), `call` (Table 6) or `extended` (Table 6 and three features beyond the study). */
  readonly name: FeatureSetName;
  readonly kinds: readonly FeatureKind[];
  readonly offsets: readonly number[];
  /** The number of bits. */
  readonly size: number;
  /** FNV-1a of every kind's name and bucket names: weights record it, and refuse another set. */
  readonly hash: number;
}

/** The names of the feature sets: the study's two, and Table 6 extended beyond it. */
export type FeatureSetName = 'riichi' | 'call' | 'extended';

const range = (from: number, to: number, last?: string) => Array.from({ length: to - from + 1 }, (_, i) => (i === to - from && last ? last : String(from + i)));
const yesNo = ['no', 'yes'];
const TILE_NAMES = [...'mps'].flatMap((s) => range(1, 9).map((n) => n + s)).concat(['E', 'S', 'W', 'N', 'P', 'F', 'C'], ['0m', '0p', '0s']);
const SUITS = ['m', 'p', 's'];
const ROUNDS = ['E1', 'E2', 'E3', 'E4', 'S1', 'S2', 'S3', 'S4+'];
const VALUE_HONOURS = ['white dragon', 'green dragon', 'red dragon', 'seat wind', 'round wind'];

function featureSet(name: FeatureSetName, kinds: FeatureKind[]): FeatureSet {
  const offsets: number[] = [];
  let size = 0;
  let h = 0x811c9dc5;
  const mix = (text: string) => {
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
    h = Math.imul(h ^ 0x7c, 0x01000193) >>> 0;
  };
  mix(name);
  for (const k of kinds) {
    offsets.push(size);
    size += k.buckets.length;
    mix(k.name);
    for (const b of k.buckets) mix(b);
  }
  return Object.freeze({ name, kinds: Object.freeze(kinds.map((k) => Object.freeze({ ...k, buckets: Object.freeze([...k.buckets]) }))), offsets: Object.freeze(offsets), size, hash: h });
}

/** Table 1: the features of a riichi position (14 kinds, 140 bits). */
export const RIICHI_FEATURES: FeatureSet = featureSet('riichi', [
  { name: 'dealer', buckets: yesNo },
  { name: 'round', buckets: ROUNDS },
  { name: 'visible dora', buckets: range(0, 4, '4+') },
  { name: 'riichi turn', buckets: range(1, 24, '24+') },
  { name: 'rank', buckets: range(1, 4) },
  { name: 'dora discarded', buckets: range(0, 4, '4+') },
  { name: 'dora ±1 discarded', buckets: range(0, 4, '4+') },
  { name: 'dora ±2 discarded', buckets: range(0, 4, '4+') },
  { name: 'riichi tile', buckets: TILE_NAMES },
  { name: 'players in riichi', buckets: range(1, 3, '3+') },
  { name: 'simples in the first 6 discards', buckets: range(0, 5, '5+') },
  { name: 'terminals in the first 6 discards', buckets: range(0, 5, '5+') },
  { name: 'honours in the first 6 discards', buckets: range(0, 5, '5+') },
  { name: 'terminals and honours discarded', buckets: range(0, 23, '23+') },
]);

const CHII_NAMES = SUITS.flatMap((s) => range(1, 7).map((n) => `chii ${n}${n + 1}${n + 2}${s}`));
const SET_NAMES = (what: string) => TILE_NAMES.slice(0, 34).map((t) => `${what} ${t}`);

/** Table 6: the features of a call position, also used for riichi in the mixed data (25 kinds, 156 bits). */
export const CALL_FEATURES: FeatureSet = featureSet('call', [
  { name: 'dealer', buckets: yesNo },
  { name: 'in riichi', buckets: yesNo },
  ...[...VALUE_HONOURS, 'all triplets (toitoi)', 'double riichi'].map((y) => ({ name: `yaku certain: ${y}`, buckets: yesNo })),
  { name: 'calls', buckets: range(0, 4) },
  { name: 'first dora is a simple', buckets: yesNo },
  { name: 'visible dora', buckets: range(0, 7, '7+') },
  { name: 'state', buckets: ['riichi', 'open', 'closed'] },
  { name: 'discard is suji of an earlier discard', buckets: yesNo },
  { name: 'discard is a simple', buckets: yesNo },
  { name: 'honour calls', buckets: ['guest wind only', 'a value honour', 'none'] },
  { name: 'discard and dora', buckets: ['dora', 'dora ±1', 'dora ±2', 'suit of a dora', 'unrelated'] },
  { name: 'melds allow tanyao', buckets: yesNo },
  { name: 'melds allow a half flush', buckets: yesNo },
  { name: 'melds allow a full flush', buckets: yesNo },
  { name: 'melds allow all triplets', buckets: yesNo },
  { name: 'a dora in the flush suit', buckets: yesNo },
  { name: 'dragon kinds called', buckets: range(0, 3) },
  { name: 'wind kinds called', buckets: range(0, 4) },
  { name: 'melds', buckets: [...CHII_NAMES, ...SET_NAMES('pon'), ...SET_NAMES('kan')], multi: true },
]);

/** The kinds {@link EXTENDED_FEATURES} adds to Table 6. */
const EXTRA_KINDS: FeatureKind[] = [
  { name: 'han shown (a lower bound)', buckets: range(0, 6, '6+') },
  { name: 'dora in the melds', buckets: range(0, 4, '4+') },
  { name: 'turn of the riichi or the call', buckets: range(1, 18, '18+') },
];

/**
 * Beyond the study, as it wished (§7): Table 6 and three features a scorer reads off the table —
 * a lower bound of the han the hand already has (riichi or double riichi, each value-honour
 * triplet or quad in the melds — a seat wind that is also the round wind twice —, and each dora
 * in the melds, red fives and kan dora included), the dora in the melds alone, and the turn of
 * the riichi or the call (the player's discards so far, called ones included; in riichi, the riichi
 * tile's place). 28 kinds, 186 bits.
 */
export const EXTENDED_FEATURES: FeatureSet = featureSet('extended', [...CALL_FEATURES.kinds, ...EXTRA_KINDS]);

/** The feature set of a name. */
export function featureSetOf(name: FeatureSetName): FeatureSet {
  if (name !== 'riichi' && name !== 'call' && name !== 'extended') fail('INVALID_ARGUMENT', `a feature set is 'riichi', 'call' or 'extended', not ${describeValue(name)}`);
  return name === 'riichi' ? RIICHI_FEATURES : name === 'call' ? CALL_FEATURES : EXTENDED_FEATURES;
}

// --- what the table shows -------------------------------------------------------------------

/** The dora kinds with their multiplicity (a kind pointed at by two indicators counts 2). */
function doraCounts(view: PlayerView): Uint8Array {
  const d = new Uint8Array(34);
  for (const ind of view.doraIndicators) d[doraFromIndicator(kindOf(tileFromId(ind)), view.players)]! += 1;
  return d;
}

const isRedId = (view: PlayerView, id: number) => view.redFives && (id === 16 || id === 52 || id === 88);

/** Dora visible to everyone: in the rivers (tiles not called away) and in every meld; red fives count one each. */
function visibleDora(view: PlayerView, dora: Uint8Array): number {
  let n = 0;
  const add = (id: number) => {
    n += dora[id >> 2]! + (isRedId(view, id) ? 1 : 0);
  };
  for (const river of view.rivers) for (const r of river) if (!r.called) add(r.tile);
  for (const melds of view.melds) for (const m of melds) for (const id of m.tiles) add(id);
  return n;
}

/** Distance in number from kind k to the nearest dora of its suit (0 = a dora), or -1 (honour, no dora of its suit). */
function doraDistance(k: number, dora: Uint8Array): number {
  if (k >= 27) return dora[k]! > 0 ? 0 : -1;
  const base = k - (k % 9);
  let best = -1;
  for (let j = base; j < base + 9; j++) if (dora[j]! > 0 && (best < 0 || Math.abs(j - k) < best)) best = Math.abs(j - k);
  return best;
}

/** The seat's place by score (0 = first); ties go to the seat nearer the first dealer, as Tenhou ranks. */
function rankOf(view: PlayerView, seat: Seat): number {
  const mine = view.scores[seat] ?? 0;
  let rank = 0;
  for (let s = 0; s < view.players; s++) if (s !== seat && ((view.scores[s] ?? 0) > mine || ((view.scores[s] ?? 0) === mine && s < seat))) rank++;
  return rank;
}

const bucket = (v: number, max: number) => (v < 0 ? 0 : v > max ? max : v);
const isCall = (m: TableMeld) => m.type === 'chii' || m.type === 'pon' || m.type === 'daiminkan' || m.type === 'kakan';

/** The seat's latest discard, or null. */
const lastDiscard = (river: readonly RiverTile[]) => (river.length > 0 ? river[river.length - 1]! : null);

// --- the two encoders ------------------------------------------------------------------------

/**
 * The bits of Table 1 for a player in riichi, from what `view` shows (any seat's view: the
 * features read only public parts), as the indices of the bits set, in order. The riichi turn is
 * the riichi discard's place in the player's river (called discards count); a player not in
 * riichi is read as if the latest discard were the riichi tile.
 */
export function riichiFeatures(view: PlayerView, seat: Seat): number[] {
  const set = RIICHI_FEATURES;
  const out: number[] = [];
  const put = (kind: number, b: number) => out.push(set.offsets[kind]! + b);
  const dora = doraCounts(view);
  const river = view.rivers[seat] ?? [];
  let at = river.findIndex((r) => r.riichi);
  if (at < 0) at = river.length - 1;
  const tile = at >= 0 ? river[at]! : null;
  put(0, view.dealer === seat ? 1 : 0);
  put(1, bucket(view.round, 7));
  put(2, bucket(visibleDora(view, dora), 4));
  put(3, bucket(at, 23));
  put(4, rankOf(view, seat));
  const near = [0, 0, 0];
  const early = [0, 0, 0];
  let yaochu = 0;
  river.forEach((r, i) => {
    const k = r.tile >> 2;
    const d = doraDistance(k, dora);
    if (d >= 0 && d <= 2) near[d]! += 1;
    const cls = k >= 27 ? 2 : k % 9 === 0 || k % 9 === 8 ? 1 : 0;
    if (i < 6) early[cls]! += 1;
    if (cls > 0) yaochu++;
  });
  put(5, bucket(near[0]!, 4));
  put(6, bucket(near[1]!, 4));
  put(7, bucket(near[2]!, 4));
  put(8, tile === null ? 0 : tileFromId(tile.tile, view.redFives));
  put(9, bucket(view.riichi.filter(Boolean).length - 1, 2));
  put(10, bucket(early[0]!, 5));
  put(11, bucket(early[1]!, 5));
  put(12, bucket(early[2]!, 5));
  put(13, bucket(yaochu, 23));
  return out;
}

/**
 * The bits of Table 6 for a player who has called (or declared riichi, in the mixed data), from
 * what `view` shows, as the indices of the bits set, in order. "The discard" is the player's
 * latest discard (after a call, the one that followed it; after a riichi, the riichi tile).
 */
export function callFeatures(view: PlayerView, seat: Seat): number[] {
  const set = CALL_FEATURES;
  const out: number[] = [];
  const put = (kind: number, b: number) => out.push(set.offsets[kind]! + b);
  const dora = doraCounts(view);
  const river = view.rivers[seat] ?? [];
  const melds = (view.melds[seat] ?? []).filter((m) => m.type !== 'kita');
  const calls = melds.filter(isCall).length;
  const riichi = view.riichi[seat] === true;
  const seatWind = 27 + ((seat - view.dealer + view.players) % view.players);
  const roundWind = 27 + view.roundWind;
  const triplet = (m: TableMeld) => m.type !== 'chii';
  const setKinds = melds.filter(triplet).map((m) => m.tiles[0]! >> 2);
  const valueHonours = [31, 32, 33, seatWind, roundWind];
  put(0, view.dealer === seat ? 1 : 0);
  put(1, riichi ? 1 : 0);
  valueHonours.forEach((k, i) => put(2 + i, setKinds.includes(k) ? 1 : 0));
  put(7, melds.length === 4 && melds.every(triplet) ? 1 : 0);
  const first = river.findIndex((r) => r.riichi);
  // riichi on the player's first discard (a call before it, which voids a double riichi, is not seen)
  put(8, first === 0 ? 1 : 0);
  put(9, bucket(calls, 4));
  const firstDora = view.doraIndicators.length > 0 ? doraFromIndicator(kindOf(tileFromId(view.doraIndicators[0]!)), view.players) : 27;
  put(10, isSimple(firstDora) ? 1 : 0);
  put(11, bucket(visibleDora(view, dora), 7));
  put(12, riichi ? 0 : calls > 0 ? 1 : 2);
  const last = lastDiscard(river);
  const k = last === null ? -1 : last.tile >> 2;
  const suji = k >= 0 && k < 27 && river.slice(0, -1).some((r) => {
    const j = r.tile >> 2;
    return j < 27 && ((j / 9) | 0) === ((k / 9) | 0) && Math.abs(j - k) === 3;
  });
  put(13, suji ? 1 : 0);
  put(14, k >= 0 && isSimple(k) ? 1 : 0);
  const honours = setKinds.filter((x) => x >= 27);
  put(15, honours.some((x) => valueHonours.includes(x)) ? 1 : honours.length > 0 ? 0 : 2);
  let rel = 4;
  if (k >= 0) {
    const d = doraDistance(k, dora);
    if (d >= 0 && d <= 2) rel = d;
    else if (k < 27 && dora.subarray(k - (k % 9), k - (k % 9) + 9).some((n) => n > 0)) rel = 3;
  }
  put(16, rel);
  const kinds = melds.flatMap((m) => m.tiles.map((id) => id >> 2));
  const suits = new Set(kinds.filter((x) => x < 27).map((x) => (x / 9) | 0));
  const hasHonour = kinds.some((x) => x >= 27);
  put(17, kinds.every(isSimple) ? 1 : 0);
  put(18, suits.size <= 1 ? 1 : 0);
  put(19, suits.size <= 1 && !hasHonour ? 1 : 0);
  put(20, melds.every(triplet) ? 1 : 0);
  const flushSuit = suits.size === 1 ? [...suits][0]! : -1;
  put(21, flushSuit >= 0 && dora.subarray(flushSuit * 9, flushSuit * 9 + 9).some((n) => n > 0) ? 1 : 0);
  put(22, new Set(setKinds.filter((x) => x >= 31)).size);
  put(23, new Set(setKinds.filter((x) => x >= 27 && x <= 30)).size);
  const meldBits = new Set<number>();
  for (const m of melds) {
    const lo = Math.min(...m.tiles.map((id) => id >> 2));
    if (m.type === 'chii') meldBits.add(((lo / 9) | 0) * 7 + (lo % 9));
    else meldBits.add(21 + (m.type === 'pon' ? 0 : 34) + lo);
  }
  for (const b of [...meldBits].sort((a, b) => a - b)) put(24, b);
  return out;
}

/**
 * The bits {@link EXTENDED_FEATURES} adds to Table 6's for a player, from what `view` shows, as
 * indices into the extended set, in order.
 */
export function extraFeatures(view: PlayerView, seat: Seat): number[] {
  const set = EXTENDED_FEATURES;
  const first = CALL_FEATURES.kinds.length;
  const dora = doraCounts(view);
  const river = view.rivers[seat] ?? [];
  const melds = (view.melds[seat] ?? []).filter((m) => m.type !== 'kita');
  const riichiAt = river.findIndex((r) => r.riichi);
  const seatWind = 27 + ((seat - view.dealer + view.players) % view.players);
  const roundWind = 27 + view.roundWind;
  let meldDora = 0;
  for (const m of melds) for (const id of m.tiles) meldDora += dora[id >> 2]! + (isRedId(view, id) ? 1 : 0);
  let han = meldDora;
  if (view.riichi[seat] === true) han += riichiAt === 0 ? 2 : 1;
  for (const m of melds) {
    if (m.type === 'chii') continue;
    const k = m.tiles[0]! >> 2;
    if (k >= 31) han += 1;
    if (k === seatWind) han += 1;
    if (k === roundWind) han += 1;
  }
  const turn = riichiAt >= 0 ? riichiAt + 1 : river.length;
  return [set.offsets[first]! + bucket(han, 6), set.offsets[first + 1]! + bucket(meldDora, 4), set.offsets[first + 2]! + bucket(turn - 1, 17)];
}

/** The bits of Table 6 and the three beyond it ({@link EXTENDED_FEATURES}) for a player. */
export function extendedFeatures(view: PlayerView, seat: Seat): number[] {
  return [...callFeatures(view, seat), ...extraFeatures(view, seat)];
}

/** The bits of a feature set for a seat: {@link riichiFeatures}, {@link callFeatures} or {@link extendedFeatures}. */
export function extractFeatures(view: PlayerView, seat: Seat, set: FeatureSetName): number[] {
  return set === 'riichi' ? riichiFeatures(view, seat) : set === 'call' ? callFeatures(view, seat) : extendedFeatures(view, seat);
}
