// How well the imitation matches what players did: the fraction of their discards that it ranks
// first, in its first three and in its first five, beside the same for simple baselines.
import { kindOf, seatWind } from '@mjkit/core';
import type { TileKind } from '@mjkit/core';
import { checkOptions, describeValue, fail } from '@mjkit/core/internal';
import { evaluateDiscards } from '@mjkit/evaluator';
import { discardTable } from '@mjkit/shanten';
import { isGameLog, replay } from '@mjkit/record';
import type { GameLog } from '@mjkit/record';
import { imitationRanking } from './imitate.js';
import { checkLogs, checkNames } from './mine.js';
import { chooseStrategy, meldKinds } from './strategy.js';
import { SequenceTable } from './table.js';

/** Fractions of the decisions whose actual discard a ranking put first, in its top 3, top 5. */
export interface TopRates {
  readonly top1: number;
  readonly top3: number;
  readonly top5: number;
}

/** What {@link imitationScores} measured. */
export interface ImitationScores extends TopRates {
  /** Discard decisions scored. */
  readonly decisions: number;
  readonly baselines: {
    /** A uniform pick among the distinct kinds (exact expectation, not a sample). */
    readonly chance: TopRates;
    /** The effective-tile order of `discardTable`: lowest shanten, most effective tiles. */
    readonly ukeire: TopRates;
    /** The order of `evaluateDiscards` (normalized preset), when asked for. */
    readonly evaluator: TopRates | null;
  };
}

/** Options of {@link imitationScores}. */
export interface ImitationScoreOptions {
  /** Only these players' decisions (names as the logs write them). Default: everyone's. */
  readonly players?: readonly string[];
  /** Also score the evaluator's order (about a millisecond a decision). Default false. */
  readonly evaluator?: boolean;
  /** Stop after this many decisions. */
  readonly limit?: number;
  /** Rank by exact sequences (default) or by their shape classes (see `imitationRanking`). */
  readonly level?: 'sequence' | 'shape';
}

/**
 * Scores the imitation on held-out logs: at every discard a player chose (not the forced
 * discards of a hand already in riichi), the hand's strategy is guessed with `chooseStrategy`,
 * its discards ranked with `imitationRanking` (fallback: the effective-tile order), and the
 * rank of the discard the player made is counted. The table must come from other games.
 */
export function imitationScores(table: SequenceTable, logs: Iterable<GameLog>, options: ImitationScoreOptions = {}): ImitationScores {
  if (!(table instanceof SequenceTable)) fail('INVALID_ARGUMENT', `imitationScores takes a SequenceTable, not ${describeValue(table)}`);
  const { players, evaluator = false, limit = Infinity, level = 'sequence' } = checkOptions(options, 'imitationScores options', ['players', 'evaluator', 'limit', 'level']);
  if (level !== 'sequence' && level !== 'shape') fail('INVALID_ARGUMENT', `level must be sequence or shape, not ${describeValue(level)}`);
  checkNames(players);
  if (typeof evaluator !== 'boolean') fail('INVALID_ARGUMENT', `evaluator must be true or false, not ${describeValue(evaluator)}`);
  if (!(limit === Infinity || (Number.isInteger(limit) && limit >= 0))) fail('INVALID_ARGUMENT', `limit must be a whole number ≥ 0, not ${describeValue(limit)}`);
  checkLogs(logs);
  const only = players ? new Set(players) : null;
  const hits = { imitation: [0, 0, 0], chance: [0, 0, 0], ukeire: [0, 0, 0], evaluator: [0, 0, 0] };
  const count = (into: number[], order: readonly TileKind[], actual: TileKind) => {
    const at = order.indexOf(actual);
    if (at === 0) into[0]! += 1;
    if (at >= 0 && at < 3) into[1]! += 1;
    if (at >= 0 && at < 5) into[2]! += 1;
  };
  let decisions = 0;
  outer: for (const log of logs) {
    if (!isGameLog(log)) fail('INVALID_ARGUMENT', `logs must hold GameLogs, not ${describeValue(log)}`);
    for (const point of replay(log)) {
      if (point.kind !== 'draw' || point.action.type !== 'discard') continue;
      const { state, seat } = point;
      if (state.riichi[seat]) continue; // a hand in riichi discards what it draws
      if (only && !only.has(log.names[seat] ?? '')) continue;
      if (decisions >= limit) break outer;
      decisions++;
      const counts = state.counts[seat] as Uint8Array;
      const actual = point.action.tile >> 2;
      const ukeire = [...new Set(discardTable(Uint8Array.from(counts)).map((o) => kindOf(o.discard)))];
      const strategy = chooseStrategy({
        counts,
        melds: meldKinds(state.melds[seat] ?? []),
        seatWind: seatWind(seat, state.dealer, log.players),
        roundWind: state.roundWind,
      });
      count(hits.imitation, imitationRanking(table, counts, { strategy, fallback: ukeire, level }).map((r) => r.kind), actual);
      count(hits.ukeire, ukeire, actual);
      let distinct = 0;
      for (let k = 0; k < 34; k++) if ((counts[k] as number) > 0) distinct++;
      hits.chance[0]! += 1 / distinct;
      hits.chance[1]! += Math.min(3, distinct) / distinct;
      hits.chance[2]! += Math.min(5, distinct) / distinct;
      if (evaluator) count(hits.evaluator, [...new Set(evaluateDiscards(point.view(), { preset: 'normalized' }).discards.map((d) => kindOf(d.tile)))], actual);
    }
  }
  const rates = (h: number[]): TopRates => ({ top1: decisions ? h[0]! / decisions : 0, top3: decisions ? h[1]! / decisions : 0, top5: decisions ? h[2]! / decisions : 0 });
  return {
    decisions,
    ...rates(hits.imitation),
    baselines: { chance: rates(hits.chance), ukeire: rates(hits.ukeire), evaluator: evaluator ? rates(hits.evaluator) : null },
  };
}
