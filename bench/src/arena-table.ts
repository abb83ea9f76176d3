// The arena runs' report tables, shared by bots-arena.ts (one run) and bots-vs-majiang-pooled.ts
// (runs on several seeds pooled): one row of rates per agent, the yaku per win, a signed figure.
import type { AgentStatistics } from '@mjkit/game';

/** One agent's row under {@link HEADER}. */
export function rates(a: AgentStatistics): string {
  const r = a.rankCounts.map((n) => (n / a.games).toFixed(3)).join(' / ');
  const pct = (x: number) => x.toFixed(3);
  return `| ${a.name} | ${a.games} | ${a.averageRank.toFixed(3)} [${a.averageRankInterval[0].toFixed(3)}, ${a.averageRankInterval[1].toFixed(3)}] | ${r} | ${a.averagePoints.toFixed(1)} | ${pct(a.winRate)} | ${pct(a.dealInRate)} | ${pct(a.riichiRate)} | ${pct(a.callRate)} | ${Math.round(a.averageWinPoints)} | ${Number.isFinite(a.averageDealInPoints) ? Math.round(a.averageDealInPoints) : '—'} | ${a.illegalActions} |`;
}

export const HEADER = ['| agent | games | average rank [95%, by set] | 1st / 2nd / 3rd / 4th | average points | win | deal-in | riichi | call | average win | average deal-in | illegal |', '|---|---|---|---|---|---|---|---|---|---|---|---|'];

/** The 20 yaku most often in the first agent's wins, per win, for every agent. */
export function yakuTable(agents: readonly AgentStatistics[]): string[] {
  const names = [...new Set(agents.flatMap((a) => Object.keys(a.yakuRates)))].sort((x, y) => (agents[0]?.yakuRates[y] ?? 0) - (agents[0]?.yakuRates[x] ?? 0)).slice(0, 20);
  return [`| yaku per win | ${agents.map((a) => a.name).join(' | ')} |`, `|---|${agents.map(() => '---').join('|')}|`, ...names.map((y) => `| ${y} | ${agents.map((a) => (a.yakuRates[y] ?? 0).toFixed(3)).join(' | ')} |`)];
}

/** A whole number of points with its sign and thousands separators: +1,054. */
export function signed(x: number): string {
  const r = Math.round(x);
  return `${r >= 0 ? '+' : '−'}${Math.abs(r).toLocaleString('en')}`;
}
