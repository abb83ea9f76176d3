// Reading an open hand by inverting its player's policy (issue 33). The oracle that knew the open
// hands' waits made −0.065 of place against three evaluator-legacy (−0.117 weighing every
// discard; deal-in-open.md), more than gate 1 asks, and no reader of melds and rivers came near it
// (the open reader: AUC 0.813 on ready open hands against the shipped model's 0.800). Those read
// features. The gate's opponents follow a known policy, and an open hand hides few tiles (10, 7,
// 4 or 1), each of its discards since its last call a choice of that policy among them, so the
// walk-back that reads a riichi (policy-reading.ts) may read an open hand better:
//
// - the concealed tiles are sampled uniformly from what an opponent cannot see (its first view
//   with a discard to make after the open hand's discard), ready or not;
// - each sample is walked back through the open hand's discards since its last call (the turn of
//   the call among them, with the kinds kuikae forbade), the policy asked at each what it would
//   throw; a sample weighs ε per turn where it would have thrown another kind;
// - the weighted samples give each kind's chance of being a wait of a ready hand that is not
//   furiten by its river (liveWaits: as the oracle counts a wait, yaku unchecked).
//
// Judged against the real hand's waits beside the shipped deal-in model and the open reader fitted
// on bots' games (open-reader.ts). This module reads; open-policy-reader.ts runs it and reports.
import { readFileSync } from 'node:fs';
import type { Seat, TileId } from '@mjkit/core';
import { createRng, isOpenMeld } from '@mjkit/core';
import { dealInRisk } from '@mjkit/bots';
import type { SafeKinds } from '@mjkit/bots';
import { kuikaeKinds } from '@mjkit/table';
import type { PlayerView } from '@mjkit/table';
import { kindCounts, liveWaits } from './oracle.js';
import { OPEN_READER_WEIGHTS, decodeOpenReader, openChances } from './open-reader.js';
import { legacyDecisions, readyHands, unseenIds, walkBack, weighSamples } from './policy-reading.js';
import type { Sample, Turn } from './policy-reading.js';

/** How many of the open hand's turns since its last call the walk-back reads (0 first: none). */
export const OPEN_DEPTHS: readonly number[] = [0, 1, 2, 4, 6];
/** The weight of a turn where a sample's policy would have thrown another kind. */
export const OPEN_EPSILONS = [0.05, 0.2] as const;
/** The seed of the hanchan (`open-policy-reader/GAME`) and of the samples: none of the deal-in models' games. */
export const OPEN_SEED = 'open-policy-reader';

/** One open hand read from one opponent's view. Chances per kind 0..33. */
export interface OpenCase {
  readonly game: number;
  /** The open hand's seat, and the reader's. */
  readonly seat: number;
  readonly observer: number;
  /** Its turns since its last call (the call's included), and its concealed tiles. */
  readonly turns: number;
  readonly concealed: number;
  /** The real hand's live waits (ready and not furiten by its river): none when it is not ready. */
  readonly waits: number[];
  /** Kinds in the open hand's river (not live). */
  readonly river: number[];
  /** The shipped deal-in model's chance, and the open reader's (fitted on bots' games). */
  readonly shipped: number[];
  readonly openReader: number[];
  /** Per depth of OPEN_DEPTHS, per ε of OPEN_EPSILONS: the samples' chance that each kind is a live wait. */
  readonly reader: number[][][];
  /** Per depth and ε: the effective number of samples, (Σw)² / Σw². */
  readonly ess: number[][];
  /** The share of uniform draws of the concealed tiles that were ready (the samples are the ready ones). */
  readonly readyShare: number;
  /** Turns of the walk-back where the real hand did not reproduce the real discard (should be 0). */
  readonly realMisses: number;
}

let openWeights: Float32Array | undefined;

/** One open hand of `seat` read from `observer`'s view by `particles` samples. */
function readOpen(game: number, seat: Seat, turns: readonly Turn[], real: readonly TileId[], observer: PlayerView, passed: SafeKinds, callAt: number, particles: number): OpenCase {
  const deepest = Math.max(...OPEN_DEPTHS);
  const rng = createRng(`${OPEN_SEED}/${game}/${seat}/${observer.seat}/${turns.length}/${observer.tilesLeft}`);
  const { hands, drawn } = readyHands(unseenIds(observer), real, particles, turns, deepest, rng, `game ${game}: the open hand`);
  const samples: Sample[] = hands.map(({ counts, hits }) => ({ waits: liveWaits(counts, observer, seat), hits }));
  const read = OPEN_DEPTHS.map((depth) =>
    OPEN_EPSILONS.map((eps) => weighSamples(samples, depth, eps)),
  );
  openWeights ??= decodeOpenReader(new Uint8Array(readFileSync(OPEN_READER_WEIGHTS)));
  const round5 = (x: number) => Math.round(x * 1e6) / 1e6;
  return {
    game,
    seat,
    observer: observer.seat,
    turns: turns.length,
    concealed: real.length,
    waits: liveWaits(kindCounts(real), observer, seat).map(Number),
    river: [...new Set(observer.rivers[seat]!.map((r) => r.tile >> 2))],
    shipped: Array.from(dealInRisk(observer, undefined, passed).bySeat[seat]!, round5),
    openReader: Array.from(openChances(observer, seat, callAt, openWeights), round5),
    reader: read.map((byEps) => byEps.map((r) => r.chances)),
    ess: read.map((byEps) => byEps.map((r) => r.ess)),
    readyShare: particles / drawn,
    realMisses: walkBack(turns, real, deepest, null).filter((h) => !h).length,
  };
}

/**
 * Hanchan `game` of four evaluator-legacy: after each discard of an open hand (no riichi), the
 * next opponent to make a discard reads it by `particles` samples.
 */
export function openCasesOf(game: number, particles: number): OpenCase[] {
  let turns: Turn[][] = [[], [], [], []];
  const callAt = [0, 0, 0, 0];
  let pending: { seat: Seat; turns: Turn[]; real: TileId[] } | null = null;
  const out: OpenCase[] = [];
  for (const d of legacyDecisions(`${OPEN_SEED}/${game}`)) {
    if (d.roundStart) {
      turns = [[], [], [], []];
      pending = null;
    }
    const open = (s: number) => d.view.melds[s]!.some(isOpenMeld) && !d.view.riichi[s];
    if (pending !== null && d.seat !== pending.seat && d.actions.some((a) => a.type === 'discard')) {
      const p: { seat: Seat; turns: Turn[]; real: TileId[] } = pending;
      pending = null;
      if (open(p.seat)) out.push(readOpen(game, p.seat, p.turns, p.real, d.view, d.passed, callAt[p.seat]!, particles));
    }
    const { action } = d;
    if (action.type === 'call') {
      // a call starts the walk-back afresh: the hands before it had other tiles
      turns[d.seat] = [];
      if (isOpenMeld(action.meld)) callAt[d.seat] = d.view.rivers[d.seat]!.length;
    }
    if (action.type === 'discard' && open(d.seat)) {
      // the turn of a call: what kuikae forbids, from the meld (public), checked against the table's own actions
      const forbidden = new Set<number>(turns[d.seat]!.length === 0 && d.view.drawn === null ? kuikaeKinds(d.view.melds[d.seat]!.at(-1)!) : []);
      const allowed = new Set(d.actions.flatMap((a) => (a.type === 'discard' ? [a.tile >> 2] : [])));
      if (d.view.hand.some((t) => allowed.has(t >> 2) === forbidden.has(t >> 2))) throw new Error(`game ${game}: kuikae read otherwise than the table's actions`);
      turns[d.seat]!.push({ view: d.view, safe: d.passed, tile: action.tile, riichi: false, forbidden });
      pending = { seat: d.seat, turns: [...turns[d.seat]!], real: d.view.hand.filter((t) => t !== action.tile) };
    }
  }
  return out;
}
