// The study's measures of a player (Table 2): win rate, deal-in rate, average winning points,
// riichi rate and the shanten's progress through a round, with 95% intervals.
import { describeValue, fail } from '@mjkit/core/internal';
import type { DonjaraRoundResult } from './game.js';

/** A rate and its 95% interval (Wilson). */
export interface Rate {
  readonly rate: number;
  readonly low: number;
  readonly high: number;
}

/** One player's measures over rounds. */
export interface DonjaraStats {
  readonly rounds: number;
  /** Rounds won (by self-draw or on a discard). */
  readonly win: Rate;
  /** Rounds lost by discarding the winning tile. */
  readonly dealIn: Rate;
  readonly riichi: Rate;
  /** Points of the rounds won, on average, with a 95% interval (normal); NaN without wins. */
  readonly winPoints: { readonly mean: number; readonly low: number; readonly high: number };
  /** Mean shanten after the player's t-th discard (index 0: the dealt hand), over the rounds that lasted that long. */
  readonly shanten: readonly number[];
  /** Mean points gained per round. */
  readonly pointsPerRound: number;
}

function wilson(k: number, n: number): Rate {
  if (n === 0) return { rate: NaN, low: NaN, high: NaN };
  const z = 1.96;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return { rate: p, low: Math.max(0, c - h), high: Math.min(1, c + h) };
}

/**
 * The measures of the player at `seat` over rounds (of any games).
 *
 * @example
 * ```ts
 * import { donjaraRules, donjaraStats, playDonjaraGame, virtualPlayer } from '@mjkit/donjara';
 * const g = playDonjaraGame(donjaraRules({ rounds: 30 }), [virtualPlayer('speed'), virtualPlayer('score'), virtualPlayer('defence')], 5);
 * const s = donjaraStats(g.rounds, 0);
 * s.rounds; // => 30
 * s.win.rate >= 0 && s.win.rate <= 1; // => true
 * ```
 */
export function donjaraStats(rounds: readonly DonjaraRoundResult[], seat: number): DonjaraStats {
  if (!Array.isArray(rounds)) fail('INVALID_ARGUMENT', `donjaraStats takes round results, not ${describeValue(rounds)}`);
  if (!Number.isInteger(seat) || seat < 0) fail('INVALID_ARGUMENT', `seat is a whole number, not ${describeValue(seat)}`);
  let wins = 0;
  let dealIns = 0;
  let riichis = 0;
  let gained = 0;
  const points: number[] = [];
  const sums: number[] = [];
  const counts: number[] = [];
  for (const r of rounds) {
    if (r === null || typeof r !== 'object' || !Array.isArray(r.deltas) || !Array.isArray(r.shanten) || !Array.isArray(r.riichiTurn)) fail('INVALID_ARGUMENT', `donjaraStats takes the rounds of playDonjaraGame or playDonjaraRound, not ${describeValue(r)}`);
    if (seat >= r.deltas.length) fail('INVALID_ARGUMENT', `seat ${seat} is not at a table of ${r.deltas.length}`);
    gained += r.deltas[seat]!;
    if (r.winner === seat) {
      wins++;
      points.push(r.deltas[seat]!);
    }
    if (r.loser === seat) dealIns++;
    if (r.riichiTurn[seat]! > 0) riichis++;
    const trail = r.shanten[seat]!;
    for (let t = 0; t < trail.length; t++) {
      sums[t] = (sums[t] ?? 0) + trail[t]!;
      counts[t] = (counts[t] ?? 0) + 1;
    }
  }
  const n = rounds.length;
  const mean = points.length ? points.reduce((a, b) => a + b, 0) / points.length : NaN;
  const sd = points.length > 1 ? Math.sqrt(points.reduce((a, b) => a + (b - mean) ** 2, 0) / (points.length - 1)) : 0;
  const half = points.length ? (1.96 * sd) / Math.sqrt(points.length) : NaN;
  return {
    rounds: n,
    win: wilson(wins, n),
    dealIn: wilson(dealIns, n),
    riichi: wilson(riichis, n),
    winPoints: { mean, low: mean - half, high: mean + half },
    shanten: sums.map((s, t) => s / counts[t]!),
    pointsPerRound: n ? gained / n : NaN,
  };
}
