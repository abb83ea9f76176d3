// The results of bots-arena pair runs read back (results/*.json), and two runs on the same seed
// sets compared set by set: the bot's mean place (or final score) over the four rotations of a set, paired.
import { readFileSync } from 'node:fs';
import type { AgentStatistics, GameSummary, PairedMeasure } from '@mjkit/game';
import { meanInterval } from './harness.js';

/** A bots-arena results file (a pair run, or a run against majiang-ai), as bots-arena writes it. */
export interface PairRun {
  readonly command: string;
  readonly report: { readonly agents: readonly AgentStatistics[] };
  readonly paired: { readonly mean: number; readonly interval: readonly [number, number]; readonly sets: number };
  /** Each game: its summary, whether it is the base agent ×4, and the milliseconds it took on one core. */
  readonly summaries: readonly { readonly summary: GameSummary; readonly baseline: boolean; readonly ms: number }[];
}

export function readPairRun(file: string): PairRun {
  return JSON.parse(readFileSync(file, 'utf8')) as PairRun;
}

/** Per set, the bot's mean place (1–4) over its games, or with `measure` its mean final score or points. */
export function meansBySet(run: PairRun, bot: string, measure: PairedMeasure = 'rank'): Map<number, number> {
  const of = (seat: GameSummary['seats'][number]) => (measure === 'rank' ? seat.place + 1 : measure === 'score' ? seat.score : seat.points);
  const sum = new Map<number, { total: number; n: number }>();
  for (const { summary, baseline } of run.summaries) {
    if (baseline) continue;
    for (const seat of summary.seats) {
      if (seat.agent !== bot) continue;
      const s = sum.get(summary.set) ?? { total: 0, n: 0 };
      s.total += of(seat);
      s.n++;
      sum.set(summary.set, s);
    }
  }
  return new Map([...sum].map(([set, s]) => [set, s.total / s.n]));
}

/** `b`'s value per set less `a`'s, over the sets both played: mean and 95% interval, as `+0.012 [-0.040, 0.064] (100 sets)` (`digits` decimals; 0 for scores). */
export function pairedBySet(a: Map<number, number>, b: Map<number, number>, digits = 3): string {
  const m = meanInterval([...b].filter(([set]) => a.has(set)).map(([set, p]) => p - a.get(set)!));
  if (!m) return '—';
  const f = (x: number) => (digits === 0 ? Math.round(x).toLocaleString('en') : x.toFixed(digits));
  return `${m.mean >= 0 ? '+' : ''}${f(m.mean)} [${f(m.low)}, ${f(m.high)}] (${m.n} sets)`;
}

/**
 * Runs on different seeds as one: each run's games with their sets numbered after the previous
 * runs' (set 0 of one seed is other walls than set 0 of another), keeping only the sets played
 * `rotations` times (a stopped run's last sets are left out); per run, its whole sets, their
 * games and the sets left out.
 */
export function poolSeeds(runs: readonly (readonly GameSummary[])[], rotations: number): { games: GameSummary[]; runs: { sets: number; games: number; partial: number }[] } {
  const games: GameSummary[] = [];
  const counts: { sets: number; games: number; partial: number }[] = [];
  let offset = 0;
  for (const run of runs) {
    const count = new Map<number, number>();
    for (const g of run) count.set(g.set, (count.get(g.set) ?? 0) + 1);
    const whole = run.filter((g) => count.get(g.set) === rotations);
    for (const g of whole) games.push({ ...g, set: offset + g.set });
    offset += Math.max(0, ...run.map((g) => g.set + 1));
    const sets = [...count.values()].filter((n) => n === rotations).length;
    counts.push({ sets, games: whole.length, partial: count.size - sets });
  }
  return { games, runs: counts };
}
