// How well the imitation matches what players did: the fraction of their discards that it ranks
// first, in its first three and in its first five, beside the same for simple baselines.
import { MjkitError, doraFromIndicator, kindOf, seatWind, unseenOf } from '@mjkit/core';
import type { TileKind, Wind } from '@mjkit/core';
import { checkOptions, describeValue, fail } from '@mjkit/core/internal';
import { evaluateDiscards } from '@mjkit/evaluator';
import { discardTable } from '@mjkit/shanten';
import { isGameLog, replay } from '@mjkit/record';
import { checkLog, riichiRulesOf } from '@mjkit/record/internal';
import type { GameLog } from '@mjkit/record';
import type { PlayerView } from '@mjkit/table';
import { imitationRanking } from './imitate.js';
import { BLENDED_WEIGHTS, LEARNED_WEIGHTS, checkWeights, discardFeatures } from './learned.js';
import type { ImitationSample, ImitationWeights } from './learned.js';
import { checkLogs, checkNames } from './mine.js';
import { chooseStrategy, meldKinds } from './strategy.js';
import type { Strategy } from './strategy.js';
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
  /** The study's imitation (the most seen sequence first, honours after the seen ones); top1/3/5 above are the learned imitation's. */
  readonly study: TopRates;
  /** The blended imitation (the evaluator's value and place with the sequence features), when the evaluator is scored. */
  readonly blended: TopRates | null;
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
  /** Also score the evaluator's order and the blended imitation (about a millisecond a decision). Default false. */
  readonly evaluator?: boolean;
  /** Stop after this many decisions. */
  readonly limit?: number;
  /** Rank by exact sequences (default) or by their shape classes (see `imitationRanking`). */
  readonly level?: 'sequence' | 'shape';
  /** Weights for the learned and the blended imitation in place of the shipped ones. */
  readonly weights?: ImitationWeights;
  readonly blendedWeights?: ImitationWeights;
  /**
   * Told of each game left out because it contradicts itself (a replay error), with its place
   * among the logs (0 for the first) and the error's message; its decisions are not counted.
   * Without it, the error ends the scoring.
   */
  readonly onSkip?: (game: number, reason: string) => void;
}

/** One discard decision of a log, with what the rankings need. */
interface Decision {
  readonly counts: Uint8Array;
  readonly actual: TileKind;
  readonly strategy: Strategy;
  readonly context: { readonly visible: Uint8Array; readonly seatWind: Wind; readonly roundWind: Wind; readonly dora: TileKind[]; readonly drawn: TileKind | null };
  readonly view: () => PlayerView;
}

/**
 * The discard decisions of a game a player chose (not the forced discards of a hand already in
 * riichi), of the players named (all when `only` is null): read whole before any is used, so that
 * a game that contradicts itself throws before it counts.
 */
function decisionsOf(log: GameLog, only: ReadonlySet<string> | null): Decision[] {
  const out: Decision[] = [];
  for (const point of replay(log)) {
    if (point.kind !== 'draw' || point.action.type !== 'discard') continue;
    const { state, seat } = point;
    if (state.riichi[seat]) continue; // a hand in riichi discards what it draws
    if (only && !only.has(log.names[seat] ?? '')) continue;
    const counts = Uint8Array.from(state.counts[seat] as Uint8Array);
    const view = point.view();
    const unseen = unseenOf(view);
    const visible = new Uint8Array(34);
    for (let k = 0; k < 34; k++) visible[k] = Math.max(0, 4 - (counts[k] as number) - (unseen[k] as number));
    const seatWindNow = seatWind(seat, state.dealer, log.players);
    const strategy = chooseStrategy({ counts, melds: meldKinds(state.melds[seat] ?? []), seatWind: seatWindNow, roundWind: state.roundWind });
    const dora = view.doraIndicators.map((t) => doraFromIndicator(t >> 2, log.players));
    out.push({ counts, actual: point.action.tile >> 2, strategy, context: { visible, seatWind: seatWindNow, roundWind: state.roundWind, dora, drawn: view.drawn === null ? null : view.drawn >> 2 }, view: () => view });
  }
  return out;
}

/**
 * Scores the imitation on held-out logs: at every discard a player chose (not the forced
 * discards of a hand already in riichi), the hand's strategy is guessed with `chooseStrategy`,
 * its discards ranked by the learned imitation (`imitationRanking` with `model: 'learned'`), by
 * the study's and, with `evaluator`, by the blended one, and the rank of the discard the player
 * made is counted, beside chance, the effective-tile order and the evaluator. The table must
 * come from other games.
 */
export function imitationScores(table: SequenceTable, logs: Iterable<GameLog>, options: ImitationScoreOptions = {}): ImitationScores {
  if (!(table instanceof SequenceTable)) fail('INVALID_ARGUMENT', `imitationScores takes a SequenceTable, not ${describeValue(table)}`);
  const o = checkOptions(options, 'imitationScores options', ['players', 'evaluator', 'limit', 'level', 'weights', 'blendedWeights', 'onSkip']);
  const { players, evaluator = false, limit = Infinity, level = 'sequence', onSkip } = o;
  if (level !== 'sequence' && level !== 'shape') fail('INVALID_ARGUMENT', `level must be sequence or shape, not ${describeValue(level)}`);
  checkNames(players);
  if (typeof evaluator !== 'boolean') fail('INVALID_ARGUMENT', `evaluator must be true or false, not ${describeValue(evaluator)}`);
  if (!(limit === Infinity || (Number.isInteger(limit) && limit >= 0))) fail('INVALID_ARGUMENT', `limit must be a whole number ≥ 0, not ${describeValue(limit)}`);
  if (onSkip !== undefined && typeof onSkip !== 'function') fail('INVALID_ARGUMENT', `onSkip must be a function, not ${describeValue(onSkip)}`);
  const weights = o.weights ?? LEARNED_WEIGHTS;
  const blendedWeights = o.blendedWeights ?? BLENDED_WEIGHTS;
  checkWeights(weights);
  checkWeights(blendedWeights);
  checkLogs(logs);
  const only = players ? new Set(players) : null;
  const hits = { learned: [0, 0, 0], study: [0, 0, 0], blended: [0, 0, 0], chance: [0, 0, 0], ukeire: [0, 0, 0], evaluator: [0, 0, 0] };
  const count = (into: number[], order: readonly TileKind[], actual: TileKind) => {
    const at = order.indexOf(actual);
    if (at === 0) into[0]! += 1;
    if (at >= 0 && at < 3) into[1]! += 1;
    if (at >= 0 && at < 5) into[2]! += 1;
  };
  let decisions = 0;
  let index = -1;
  outer: for (const log of logs) {
    index++;
    if (!isGameLog(log)) fail('INVALID_ARGUMENT', `logs must hold GameLogs, not ${describeValue(log)}`);
    riichiRulesOf(checkLog(log), 'the imitation scores (riichi discards beside the evaluator)');
    let list: Decision[];
    try {
      list = decisionsOf(log, only);
    } catch (e) {
      if (!(e instanceof MjkitError) || onSkip === undefined) throw e;
      onSkip(index, e.message);
      continue;
    }
    for (const d of list) {
      if (decisions >= limit) break outer;
      decisions++;
      const { counts, actual, strategy, context } = d;
      const ukeire = [...new Set(discardTable(counts).map((x) => kindOf(x.discard)))];
      const ranked = (model: 'study' | 'learned' | 'blended', extra: object = {}) =>
        imitationRanking(table, counts, { strategy, fallback: ukeire, level, model, ...context, ...extra }).map((r) => r.kind);
      count(hits.study, ranked('study'), actual);
      count(hits.learned, ranked('learned', { weights }), actual);
      count(hits.ukeire, ukeire, actual);
      let distinct = 0;
      for (let k = 0; k < 34; k++) if ((counts[k] as number) > 0) distinct++;
      hits.chance[0]! += 1 / distinct;
      hits.chance[1]! += Math.min(3, distinct) / distinct;
      hits.chance[2]! += Math.min(5, distinct) / distinct;
      if (evaluator) {
        const values = evaluateDiscards(d.view(), { preset: 'normalized' }).discards;
        count(hits.evaluator, [...new Set(values.map((x) => kindOf(x.tile)))], actual);
        count(hits.blended, ranked('blended', { weights: blendedWeights, evaluator: values }), actual);
      }
    }
  }
  const rates = (h: number[]): TopRates => ({ top1: decisions ? h[0]! / decisions : 0, top3: decisions ? h[1]! / decisions : 0, top5: decisions ? h[2]! / decisions : 0 });
  return {
    decisions,
    ...rates(hits.learned),
    study: rates(hits.study),
    blended: evaluator ? rates(hits.blended) : null,
    baselines: { chance: rates(hits.chance), ukeire: rates(hits.ukeire), evaluator: evaluator ? rates(hits.evaluator) : null },
  };
}

/** Options of {@link imitationSamples}. */
export interface ImitationSampleOptions {
  /** Only these players' decisions. */
  readonly players?: readonly string[];
  /** With the evaluator's features (for fitting the blended model). Default false. */
  readonly evaluator?: boolean;
  /** Take every `every`-th decision (default 1: all), to spread a sample over many games. */
  readonly every?: number;
  /** Stop after this many samples. */
  readonly limit?: number;
  readonly level?: 'sequence' | 'shape';
}

/**
 * The decisions of logs as samples to fit the learned (or, with `evaluator`, the blended)
 * imitation on: the features of each discard the hand could make (`imitationRanking`'s) and the
 * one the player made. The table must come from other games than the logs (else each choice's
 * own sequence is in its counts). Games that contradict themselves are left out.
 */
export function imitationSamples(table: SequenceTable, logs: Iterable<GameLog>, options: ImitationSampleOptions = {}): ImitationSample[] {
  if (!(table instanceof SequenceTable)) fail('INVALID_ARGUMENT', `imitationSamples takes a SequenceTable, not ${describeValue(table)}`);
  const { players, evaluator = false, every = 1, limit = Infinity, level = 'sequence' } = checkOptions(options, 'imitationSamples options', ['players', 'evaluator', 'every', 'limit', 'level']);
  checkNames(players);
  if (!(Number.isInteger(every) && every >= 1)) fail('INVALID_ARGUMENT', `every must be a whole number ≥ 1, not ${describeValue(every)}`);
  checkLogs(logs);
  const only = players ? new Set(players) : null;
  const out: ImitationSample[] = [];
  let n = 0;
  for (const log of logs) {
    if (!isGameLog(log)) fail('INVALID_ARGUMENT', `logs must hold GameLogs, not ${describeValue(log)}`);
    riichiRulesOf(checkLog(log), 'the imitation scores (riichi discards beside the evaluator)');
    let list: Decision[];
    try {
      list = decisionsOf(log, only);
    } catch (e) {
      if (e instanceof MjkitError) continue;
      throw e;
    }
    for (const d of list) {
      if (n++ % every !== 0) continue;
      if (out.length >= limit) return out;
      const values = evaluator ? evaluateDiscards(d.view(), { preset: 'normalized' }).discards : undefined;
      const found = discardFeatures(table, d.counts, { strategy: d.strategy, level, ...d.context, ...(values ? { evaluator: values } : {}) });
      const chosen = found.findIndex((f) => f.kind === d.actual);
      if (chosen >= 0) out.push({ features: found.map((f) => f.features), chosen });
    }
  }
  return out;
}
