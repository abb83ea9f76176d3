// A player's style: the sequences where that player's choices depart most from everyone's.
import { checkOptions, describeValue, fail } from '@mjkit/core/internal';
import { SequenceTable } from './table.js';
import type { StrategyOrAll } from './table.js';

/** One choice where a player departs from the population. */
export interface StyleRow {
  readonly pre: string;
  readonly post: string;
  /** How often the player, and everyone, went from `pre` to `post`, and out of how many times from `pre`. */
  readonly player: { readonly count: number; readonly of: number };
  readonly population: { readonly count: number; readonly of: number };
  /**
   * How far the player's count is from what the population's rate predicts, in standard
   * deviations of a binomial: (count − of·rate) / √(of·rate·(1 − rate) + 1). Positive: the player
   * makes this choice more often than everyone.
   */
  readonly z: number;
}

/** Options of {@link styleReport}. */
export interface StyleOptions {
  /** Strategy whose counts are compared (default `all`). */
  readonly strategy?: StrategyOrAll;
  /** Only pre-sequences the player met at least this many times (default 10). */
  readonly minCount?: number;
  /** At most this many rows (default 20). */
  readonly limit?: number;
}

/**
 * The sequences where a player's choices depart most from the population's: for every
 * pre-sequence the player met often enough (and that leaves a choice: two digits or more), each post the player or the population chose, with
 * both rates and a z-score; largest departures first.
 *
 * @example
 * ```ts
 * import { SequenceTable, styleReport } from '@mjkit/sequence';
 * const everyone = new SequenceTable();
 * everyone.add('tanyao', { pre: '1234', post: '234' }, 80);
 * everyone.add('tanyao', { pre: '1234', post: '123' }, 10);
 * everyone.add('tanyao', { pre: '1234', post: '134' }, 10);
 * const player = new SequenceTable();
 * player.add('tanyao', { pre: '1234', post: '123' }, 6);
 * player.add('tanyao', { pre: '1234', post: '234' }, 4);
 * const [first] = styleReport(everyone, player, { minCount: 5 });
 * [first!.post, first!.player.count, first!.population.count]; // => ['123', 6, 10]
 * ```
 */
export function styleReport(population: SequenceTable, player: SequenceTable, options: StyleOptions = {}): StyleRow[] {
  for (const [name, t] of [['population', population], ['player', player]] as const) {
    if (!(t instanceof SequenceTable)) fail('INVALID_ARGUMENT', `${name} must be a SequenceTable, not ${describeValue(t)}`);
  }
  const { strategy = 'all', minCount = 10, limit = 20 } = checkOptions(options, 'styleReport options', ['strategy', 'minCount', 'limit']);
  for (const [name, v] of [['minCount', minCount], ['limit', limit]] as const) {
    if (!(Number.isInteger(v) && v >= 0)) fail('INVALID_ARGUMENT', `${name} must be a whole number ≥ 0, not ${describeValue(v)}`);
  }
  const byPre = (t: SequenceTable) => {
    const m = new Map<string, Map<string, number>>();
    for (const r of t.rows(strategy)) {
      const posts = m.get(r.pre) ?? new Map<string, number>();
      posts.set(r.post, r.count);
      m.set(r.pre, posts);
    }
    return m;
  };
  const mine = byPre(player);
  const all = byPre(population);
  const total = (posts: Map<string, number> | undefined) => {
    let n = 0;
    for (const c of posts?.values() ?? []) n += c;
    return n;
  };
  const rows: StyleRow[] = [];
  for (const [pre, posts] of mine) {
    const of = total(posts);
    if (of < minCount || new Set(pre).size < 2) continue; // one kind of digit: no choice to compare
    const everyone = all.get(pre);
    const ofAll = total(everyone);
    for (const post of new Set([...posts.keys(), ...(everyone?.keys() ?? [])])) {
      const count = posts.get(post) ?? 0;
      const countAll = everyone?.get(post) ?? 0;
      const rate = ofAll > 0 ? countAll / ofAll : 0;
      const z = (count - of * rate) / Math.sqrt(of * rate * (1 - rate) + 1);
      rows.push({ pre, post, player: { count, of }, population: { count: countAll, of: ofAll }, z });
    }
  }
  return rows.sort((a, b) => Math.abs(b.z) - Math.abs(a.z) || a.pre.localeCompare(b.pre) || a.post.localeCompare(b.post)).slice(0, limit);
}
