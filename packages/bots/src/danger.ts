// How dangerous each kind is to discard: against every player in riichi, and against open hands
// that look close to winning. Genbutsu, suji, kabe, one chance, the dealer and the turn.
import { doraFromIndicator, isOpenMeld, isRed, tileFromId, unseenOf } from '@mjkit/core';
import type { Seat } from '@mjkit/core';
import type { PlayerView } from '@mjkit/table';

/** A player the bot defends against, and how much. */
export interface Threat {
  readonly seat: Seat;
  /** 1 for riichi; for an open hand, 0.5 to 1 by its calls and the turn. */
  readonly weight: number;
  readonly riichi: boolean;
  readonly dealer: boolean;
}

/** What {@link tileDanger} returns. */
export interface DangerMap {
  /** Per kind 0..33: the greatest weighted danger over the threats, in percent of that threat's whole danger (×1.4 against the dealer). */
  readonly danger: Float64Array;
  /** The same over the players in riichi only, and over the open hands only. */
  readonly riichi: Float64Array;
  readonly open: Float64Array;
  readonly threats: readonly Threat[];
}

/**
 * Kinds known safe against each seat beyond its own river: those discarded by anyone after its
 * riichi (same-turn and riichi furiten). An agent that follows the events fills it; without it,
 * only each river counts.
 */
export type SafeKinds = readonly (ReadonlySet<number> | undefined)[];

/** The threat an open hand makes: 2 calls and a yakuhai or dora among them, or 3 calls; stronger as the turns go. */
function openThreat(view: PlayerView, seat: Seat): number {
  const melds = (view.melds[seat] ?? []).filter(isOpenMeld);
  if (melds.length < 2) return 0;
  const yakuhai = new Set([31, 32, 33, 27 + view.roundWind, 27 + ((seat - view.dealer + view.players) % view.players)]);
  const dora = new Set(view.doraIndicators.map((t) => doraFromIndicator(t >> 2, view.players)));
  const valuable = melds.some((m) => m.type !== 'chii' && yakuhai.has((m.tiles[0] as number) >> 2)) || melds.some((m) => m.tiles.some((t) => dora.has(t >> 2) || isRed(tileFromId(t, view.redFives))));
  if (melds.length === 2 && !valuable) return 0;
  const turn = view.rivers[seat]?.length ?? 0;
  const base = melds.length >= 3 ? 0.8 : 0.5;
  return Math.min(1, base + Math.max(0, turn - 6) * 0.05);
}

/** How much this seat threatens: 1 in riichi, else its open hand's `openThreat` (0 for none). */
function threatWeight(view: PlayerView, seat: Seat): number {
  return view.riichi[seat] === true ? 1 : openThreat(view, seat);
}

/** @internal Whether anyone but this seat threatens (`threatWeight` above 0): `tileDanger`'s threats without the danger map. */
export function anyThreat(view: PlayerView): boolean {
  for (let seat = 0; seat < view.players; seat++) {
    if (seat !== view.seat && threatWeight(view, seat as Seat) > 0) return true;
  }
  return false;
}

/**
 * The danger of each kind for this seat to discard. Against each threat: 0 for its genbutsu
 * (its own discards, and what anyone discarded after its riichi when `safe` says so); else the
 * waits that could take it: a single or shanpon wait by the unseen copies, an edge or closed
 * wait (3 each), a two-sided wait (10) unless its suji was discarded by the threat. A wait is
 * dropped when a tile of its shape has no unseen copy (kabe) and halved when only one is left
 * (one chance). Each threat's dangers are made percentages of its total, ×1.4 when it is the
 * dealer, and weighted (1 for riichi; an open hand 0.5–1 by its calls and the turn).
 *
 * @example
 * ```ts
 * import { tileDanger } from '@mjkit/bots';
 * import { TableState, playerView } from '@mjkit/table';
 * const hands = [0, 1, 2, 3].map((s) => Array.from({ length: 13 }, (_, i) => 4 + s * 13 + i));
 * const state = new TableState({ players: 4, redFives: true }, { round: 0, honba: 0, riichiSticks: 0, dice: null, dealer: 0, scores: [25000, 25000, 25000, 25000], doraIndicator: 0, hands });
 * tileDanger(playerView(state, 0)).threats.length; // => 0
 * ```
 */
export function tileDanger(view: PlayerView, safe: SafeKinds = []): DangerMap {
  const unseen = unseenOf(view);
  const danger = new Float64Array(34);
  const riichiDanger = new Float64Array(34);
  const openDanger = new Float64Array(34);
  const threats: Threat[] = [];
  for (let seat = 0; seat < view.players; seat++) {
    if (seat === view.seat) continue;
    const weight = threatWeight(view, seat as Seat);
    if (weight === 0) continue;
    const riichi = view.riichi[seat] === true;
    const dealer = seat === view.dealer;
    threats.push({ seat: seat as Seat, weight, riichi, dealer });
    const genbutsu = new Set<number>((view.rivers[seat] ?? []).map((r) => r.tile >> 2));
    for (const k of safe[seat] ?? []) genbutsu.add(k);
    const d = new Float64Array(34);
    let sum = 0;
    for (let k = 0; k < 34; k++) {
      d[k] = genbutsu.has(k) ? 0 : waitsThrough(k, unseen, genbutsu);
      sum += d[k]!;
    }
    const scale = ((dealer ? 1.4 : 1) * weight * 100) / (sum || 1);
    const part = riichi ? riichiDanger : openDanger;
    for (let k = 0; k < 34; k++) {
      danger[k] = Math.max(danger[k]!, d[k]! * scale);
      part[k] = Math.max(part[k]!, d[k]! * scale);
    }
  }
  return { danger, riichi: riichiDanger, open: openDanger, threats };
}

/** @internal The weight of the waits that would take kind `k`, by the unseen copies around it (also a feature of the deal-in model). */
export function waitsThrough(k: number, unseen: Uint8Array, genbutsu: ReadonlySet<number>): number {
  const u = unseen[k]!;
  const single = u >= 2 ? 3 : u === 1 ? 1 : 0;
  if (k >= 27) return u >= 3 ? 8 : single;
  const n = k % 9;
  const base = k - n;
  // a wait needing both tiles of a shape: none without copies, half with one copy of either
  const shape = (a: number, b: number, w: number) => {
    const least = Math.min(unseen[base + a]!, unseen[base + b]!);
    return least === 0 ? 0 : least === 1 ? w / 2 : w;
  };
  let r = single;
  if (n >= 2) r += n === 2 ? shape(0, 1, 3) : genbutsu.has(k - 3) ? 0 : shape(n - 2, n - 1, 10);
  if (n >= 1 && n <= 7) r += shape(n - 1, n + 1, 3);
  if (n <= 6) r += n === 6 ? shape(7, 8, 3) : genbutsu.has(k + 3) ? 0 : shape(n + 1, n + 2, 10);
  return r;
}
