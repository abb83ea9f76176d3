// The readings of a complete hand: each decomposition of its concealed tiles together with the
// group that the winning tile completed (which decides the wait, and whether a triplet completed
// by ron counts as open). Groups are shared frozen objects, so a reading costs one array.
import { KOKUSHI_KINDS, kindOf } from '@mjkit/core';
import type { Meld, TileKind } from '@mjkit/core';
import { splitIntoSets } from '@mjkit/core/internal';

/** How the winning tile completed the hand. */
export type Wait = 'ryanmen' | 'kanchan' | 'penchan' | 'tanki' | 'shanpon' | 'kokushi' | 'kokushi-13' | 'chiitoitsu';

/** A group of a reading. */
export interface Group {
  /** `pair`, `sequence`, `triplet` or `kan`. */
  readonly type: 'pair' | 'sequence' | 'triplet' | 'kan';
  /** The kind (the lowest one of a sequence). */
  readonly kind: TileKind;
  /** True for a called meld, and for a triplet completed by ron (it counts as open). */
  readonly open: boolean;
  /** True when the group is one of the hand's melds. */
  readonly meld: boolean;
}

/** One way to read a complete hand. */
export interface Reading {
  /** `standard` (four sets and a pair), `chiitoitsu` or `kokushi`. */
  readonly form: 'standard' | 'chiitoitsu' | 'kokushi';
  /** The groups: for the standard form the pair, the concealed sets, then the melds. */
  readonly groups: readonly Group[];
  /** How the winning tile completed it. */
  readonly wait: Wait;
}

function table(type: Group['type'], open: boolean, meld: boolean, kinds: number): Group[] {
  return Array.from({ length: kinds }, (_, kind) => Object.freeze({ type, kind, open, meld }));
}
const PAIR = table('pair', false, false, 34);
const TRIPLET = table('triplet', false, false, 34);
const RON_TRIPLET = table('triplet', true, false, 34);
const SEQUENCE = table('sequence', false, false, 27);
const CHII = table('sequence', true, true, 27);
const PON = table('triplet', true, true, 34);
const OPEN_KAN = table('kan', true, true, 34);
const CLOSED_KAN = table('kan', false, true, 34);

/** The group a meld forms. */
export function meldGroup(m: Meld): Group {
  const kind = kindOf(m.tiles[0] as number);
  if (m.type === 'chii') return CHII[kind] as Group;
  if (m.type === 'pon') return PON[kind] as Group;
  return (m.type === 'ankan' ? CLOSED_KAN[kind] : OPEN_KAN[kind]) as Group;
}

function sequenceWait(low: TileKind, win: TileKind): Wait {
  const n = (low % 9) + 1;
  if (win === low + 1) return 'kanchan';
  if (win === low) return n === 7 ? 'penchan' : 'ryanmen';
  return n === 1 ? 'penchan' : 'ryanmen';
}

/** What the set search carries down: the reading's pair, melds and winning tile, and the output. */
interface Search {
  readonly out: Reading[];
  readonly melds: readonly Group[];
  readonly win: TileKind;
  readonly tsumo: boolean;
  pair: Group;
  /** The concealed sets of the split being emitted. */
  readonly stack: Group[];
  /** The split as core's set search gives it (kind, or 34 + kind for a sequence). */
  readonly sets: number[];
}

/** The standard-form groups: the pair, the sets (the i-th replaced by `by`), the melds. */
function groupsOf(s: Search, replace: number, by: Group | null): Group[] {
  const g: Group[] = [s.pair];
  const sets = s.stack;
  for (let i = 0; i < sets.length; i++) g.push(i === replace ? (by as Group) : (sets[i] as Group));
  for (const m of s.melds) g.push(m);
  return g;
}

/**
 * One reading per group that can hold the winning tile. Sets come in kind order, so two
 * identical sequences are neighbours (and read alike); no kind makes two triplets.
 */
function emit(s: Search): void {
  const { out, win } = s;
  if (s.pair.kind === win) out.push({ form: 'standard', groups: groupsOf(s, -1, null), wait: 'tanki' });
  const sets = s.stack;
  for (let i = 0; i < sets.length; i++) {
    const g = sets[i] as Group;
    if (g.type === 'triplet') {
      if (g.kind === win) out.push({ form: 'standard', groups: groupsOf(s, i, s.tsumo ? g : (RON_TRIPLET[win] as Group)), wait: 'shanpon' });
    } else if (win >= g.kind && win <= g.kind + 2 && sets[i - 1] !== g) {
      out.push({ form: 'standard', groups: groupsOf(s, -1, null), wait: sequenceWait(g.kind, win) });
    }
  }
}

/** Emits the readings of one split of the concealed sets (core's encoding). */
function emitSplit(s: Search, sets: readonly number[]): void {
  const stack = s.stack;
  stack.length = 0;
  for (let i = 0; i < sets.length; i++) {
    const x = sets[i] as number;
    stack.push((x < 34 ? TRIPLET[x] : SEQUENCE[x - 34]) as Group);
  }
  emit(s);
}

/**
 * Every reading of a complete hand: `counts` are its concealed tiles with the winning tile in
 * them (the array is used and restored), `melds` its melds as groups, `win` the winning kind.
 * `tsumo` decides whether a triplet completed by the winning tile is concealed.
 */
export function readings(counts: Uint8Array, melds: readonly Group[], win: TileKind, tsumo: boolean): Reading[] {
  const out: Reading[] = [];
  let n = 0;
  for (let k = 0; k < 34; k++) n += counts[k] as number;
  if (n !== 14 - 3 * melds.length) return out;
  if (melds.length === 0) {
    let pairs = 0;
    for (let k = 0; k < 34; k++) if (counts[k] === 2) pairs++;
    if (pairs === 7) {
      const groups: Group[] = [];
      for (let k = 0; k < 34; k++) if (counts[k] === 2) groups.push(PAIR[k] as Group);
      out.push({ form: 'chiitoitsu', groups, wait: 'chiitoitsu' });
    }
    let kinds = 0;
    let pair = -1;
    for (const k of KOKUSHI_KINDS) {
      if ((counts[k] as number) > 0) kinds++;
      if (counts[k] === 2) pair = k;
    }
    if (kinds === 13 && pair >= 0) out.push({ form: 'kokushi', groups: [PAIR[pair] as Group], wait: pair === win ? 'kokushi-13' : 'kokushi' });
  }
  const search: Search = { out, melds, win, tsumo, pair: PAIR[0] as Group, stack: [], sets: [] };
  const visit = (sets: readonly number[]) => emitSplit(search, sets);
  for (let p = 0; p < 34; p++) {
    if ((counts[p] as number) < 2) continue;
    counts[p]! -= 2;
    search.pair = PAIR[p] as Group;
    splitIntoSets(counts, 0, search.sets, visit);
    counts[p]! += 2;
  }
  return out;
}
