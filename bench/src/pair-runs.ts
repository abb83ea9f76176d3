// The results of bots-arena pair runs read back (results/*.json), and two runs on the same seed
// sets compared set by set: the bot's mean place over the four rotations of a set, paired.
import { readFileSync } from 'node:fs';
import type { AgentStatistics, GameSummary } from '@mjkit/game';
import { meanInterval } from './harness.js';

/** A pair run's results file, as bots-arena writes it. */
export interface PairRun {
  readonly command: string;
  readonly report: { readonly agents: readonly AgentStatistics[] };
  readonly paired: { readonly mean: number; readonly interval: readonly [number, number]; readonly sets: number };
  readonly summaries: readonly { readonly summary: GameSummary; readonly baseline: boolean }[];
}

export function readPairRun(file: string): PairRun {
  return JSON.parse(readFileSync(file, 'utf8')) as PairRun;
}

/** Per set, the bot's mean place (1–4) over its games. */
export function placesBySet(run: PairRun, bot: string): Map<number, number> {
  const sum = new Map<number, { total: number; n: number }>();
  for (const { summary, baseline } of run.summaries) {
    if (baseline) continue;
    for (const seat of summary.seats) {
      if (seat.agent !== bot) continue;
      const s = sum.get(summary.set) ?? { total: 0, n: 0 };
      s.total += seat.place + 1;
      s.n++;
      sum.set(summary.set, s);
    }
  }
  return new Map([...sum].map(([set, s]) => [set, s.total / s.n]));
}

/** `b`'s mean place per set less `a`'s, over the sets both played: mean and 95% interval, as `+0.012 [-0.040, 0.064] (100 sets)`. */
export function pairedBySet(a: Map<number, number>, b: Map<number, number>): string {
  const m = meanInterval([...b].filter(([set]) => a.has(set)).map(([set, p]) => p - a.get(set)!));
  if (!m) return '—';
  const f3 = (x: number) => x.toFixed(3);
  return `${m.mean >= 0 ? '+' : ''}${f3(m.mean)} [${f3(m.low)}, ${f3(m.high)}] (${m.n} sets)`;
}
