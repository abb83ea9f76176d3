// The duplicate arena: N seed sets, each played once per rotation of the agents through the
// seats, every rotation of a set on the same walls. The walls are keyed by (set, round, honba)
// and dealt as per-seat draw streams, so that an agent's calls do not change what the others
// draw. What each game comes to is kept as a small summary; the statistics fold summaries, so
// that games played on worker threads (`@mjkit/game/node`) count the same.
import { createRules, isDiscardCall, isHongKongRules } from '@mjkit/core';
import type { HongKongRules, Rules, Seat } from '@mjkit/core';
import { checkOptions, checkPlayers, checkWholeNumber, describeValue, fail } from '@mjkit/core/internal';
import { yakuFromTenhou } from '@mjkit/scoring';
import type { Agent, AsyncAgent } from './agent.js';
import { playGame, playGameAsync } from './drive.js';
import { BASELINE_AGENTS, agentRegistry } from './registry.js';
import type { GameResult } from './engine.js';
import { hongKongWall, seededShuffle, streamWall } from './wall.js';
import type { HongKongWallSource } from './wall.js';
import type { WallSource } from './wall.js';

/** Where an agent plays: for agents that keep state per game, or draw random numbers from a seed. */
export interface AgentSlot {
  readonly set: number;
  readonly rotation: number;
  readonly seat: Seat;
  /** A seed for this agent in this game (different per set, rotation and seat). */
  readonly seed: string;
}

/** An agent of the arena: its name in the statistics, and how to make it for a game. */
export interface ArenaEntry {
  readonly name: string;
  readonly make: (slot: AgentSlot) => Agent;
}

/** How an arena is played. */
export interface ArenaOptions {
  /** Seed sets to play (each once per rotation). */
  readonly sets: number;
  /** The first set's number (default 0): sets are numbered so that runs can be split and merged. */
  readonly firstSet?: number;
  /** The seed of every wall (default 0). */
  readonly seed?: string | number;
  /** The rules (default: `tenhou`, four players); three-player rules take three entries. */
  readonly rules?: Rules | HongKongRules;
  /** Check the table's invariants after every event (slower). */
  readonly check?: boolean;
  /** Called after every game (a progress bar, a record written). */
  readonly onGame?: (game: ArenaGame) => void;
}

/** One game of the arena. */
export interface ArenaGame {
  readonly set: number;
  readonly rotation: number;
  /** The entry playing each seat (indices into the entries). */
  readonly entries: readonly number[];
  readonly result: GameResult;
  readonly summary: GameSummary;
}

/** What one seat did in one game. */
export interface SeatSummary {
  /** The agent's name. */
  readonly agent: string;
  /** 0 = first. */
  readonly place: number;
  /** Final score (sticks left to first place) and points with uma and oka. */
  readonly score: number;
  readonly points: number;
  /** Rounds played, rounds won, rounds dealt into, riichi declared, rounds with an open call. */
  readonly rounds: number;
  readonly wins: number;
  readonly dealIns: number;
  readonly riichi: number;
  readonly calledRounds: number;
  /** The sum of the values of its wins (without honba and sticks). */
  readonly winPoints: number;
  /** The sum of the values of the wins it dealt into (without honba and sticks; each winner of a double ron). */
  readonly dealInPoints: number;
  /** Its wins by yaku name (a yakuman counted once per win; Hong Kong: by faan item). */
  readonly yaku: Readonly<Record<string, number>>;
  /** Its answers that the engine refused. */
  readonly illegal: number;
  /** Its `act` and `notify` calls that threw or rejected. */
  readonly agentErrors: number;
}

/** One game, as the statistics need it. */
export interface GameSummary {
  readonly set: number;
  readonly rotation: number;
  readonly seats: readonly SeatSummary[];
}

/** The statistics of one agent (the shape of the 電脳麻将 comparison table). */
export interface AgentStatistics {
  readonly name: string;
  readonly games: number;
  /** Average place, 1–4. */
  readonly averageRank: number;
  /** Its 95% interval, clustered by seed set (the rotations of a set are not independent). */
  readonly averageRankInterval: readonly [number, number];
  /** Games in 1st, 2nd, 3rd (and 4th) place. */
  readonly rankCounts: readonly number[];
  readonly averagePoints: number;
  readonly averageScore: number;
  readonly rounds: number;
  /** Per round played: wins, deal-ins, riichi declarations, rounds with an open call. */
  readonly winRate: number;
  readonly dealInRate: number;
  readonly riichiRate: number;
  readonly callRate: number;
  /** The average value of its wins (without honba and sticks). */
  readonly averageWinPoints: number;
  /** What a round it dealt into cost it on average: the values of the wins it dealt into (without honba and sticks). */
  readonly averageDealInPoints: number;
  /** Per win: how often each yaku was in it. */
  readonly yakuRates: Readonly<Record<string, number>>;
  /** Its answers that the engine refused (not legal, or too late). */
  readonly illegalActions: number;
  /** Its `act` and `notify` calls that threw or rejected. */
  readonly agentErrors: number;
}

/** What an arena came to. */
export interface ArenaReport {
  readonly games: number;
  readonly sets: number;
  readonly illegalActions: number;
  readonly agentErrors: number;
  readonly agents: readonly AgentStatistics[];
}

/** An arena entry for a baseline agent's name; throws `INVALID_ARGUMENT` for any other. */
export function baselineEntry(name: string): ArenaEntry {
  return agentRegistry(BASELINE_AGENTS).entry(name);
}

/**
 * The walls of one seed set: each round's wall keyed by (set, round, honba), so that every
 * rotation of the set meets the same tiles in the same situation, and dealt as per-seat draw
 * streams (see {@link streamWall}).
 */
export function duplicateWalls(seed: string | number, set: number, players: 3 | 4): WallSource {
  if (typeof seed !== 'string' && typeof seed !== 'number') fail('INVALID_ARGUMENT', `a seed is a string or a number, not ${describeValue(seed)}`);
  checkWholeNumber(set, 'set');
  checkPlayers(players);
  return ({ round, honba, dealer }) => streamWall(seededShuffle(`${String(seed)}/set ${set}/round ${round}/honba ${honba}`, players), dealer);
}

/**
 * The Hong Kong walls of one seed set: keyed by (set, round, replay), the same at every rotation,
 * dealt as per-seat draw streams (see `hongKongWall`'s `streams`).
 */
export function duplicateHongKongWalls(seed: string | number, set: number, table: { readonly bonusTiles: boolean; readonly deadWall: number }): HongKongWallSource {
  if (typeof seed !== 'string' && typeof seed !== 'number') fail('INVALID_ARGUMENT', `a seed is a string or a number, not ${describeValue(seed)}`);
  checkWholeNumber(set, 'set');
  hongKongWall(0, 0, table); // checks the table once, here
  return ({ round, honba, dealer }) => hongKongWall(`${String(seed)}/set ${set}/round ${round}/honba ${honba}`, dealer, table, { streams: true });
}

const ARENA_KEYS = ['sets', 'firstSet', 'seed', 'rules', 'check', 'onGame'] as const;

function checkEntries(entries: readonly ArenaEntry[], players: number): void {
  if (!Array.isArray(entries) || entries.length !== players) fail('INVALID_ARGUMENT', `an arena of ${players} players needs ${players} entries`);
  for (const e of entries) {
    if (e === null || typeof e !== 'object' || typeof e.name !== 'string' || typeof e.make !== 'function') {
      fail('INVALID_ARGUMENT', `an arena entry is { name, make }, not ${describeValue(e)}`);
    }
  }
}

/** The seats, agents and setup of one arena game (seat s plays entry (s + rotation) mod players). */
function arenaGameSetup<A>(entries: readonly { readonly name: string; readonly make: (slot: AgentSlot) => A }[], set: number, rotation: number, options: { seed?: string | number; rules?: Rules | HongKongRules; check?: boolean }) {
  const o = checkOptions(options, 'arena game options', ['seed', 'rules', 'check'] as const);
  const rules = o.rules === undefined ? createRules() : createRules(o.rules);
  const players = rules.players;
  checkEntries(entries as readonly ArenaEntry[], players);
  checkWholeNumber(set, 'set');
  checkWholeNumber(rotation, 'rotation');
  const seed = o.seed ?? 0;
  const seats = Array.from({ length: players }, (_, s) => (s + rotation) % players);
  const agents = seats.map((e, s) => entries[e]!.make({ set, rotation, seat: s as Seat, seed: `${String(seed)}/set ${set}/rotation ${rotation}/seat ${s}` }));
  const setup = {
    rules,
    ...(isHongKongRules(rules) ? { hongKongWalls: duplicateHongKongWalls(seed, set, rules) } : { walls: duplicateWalls(seed, set, rules.players) }),
    seed: `${String(seed)}/set ${set}`,
    names: seats.map((e) => entries[e]!.name),
    check: o.check === true,
  };
  return { seats, agents, setup };
}

/** Plays one game of the arena: set `set`, rotation `rotation` (seat s plays entry (s + rotation) mod players). */
export function playArenaGame(entries: readonly ArenaEntry[], set: number, rotation: number, options: { seed?: string | number; rules?: Rules | HongKongRules; check?: boolean } = {}): ArenaGame {
  const { seats, agents, setup } = arenaGameSetup(entries, set, rotation, options);
  const result = playGame(agents, setup);
  return { set, rotation, entries: seats, result, summary: summarizeGame(result, set, rotation) };
}

/** An arena entry whose agents may answer later (an mjai bot in another process). */
export interface AsyncArenaEntry {
  readonly name: string;
  readonly make: (slot: AgentSlot) => AsyncAgent;
}

/**
 * {@link playArenaGame} with agents that may answer later, played by `playGameAsync`: the same
 * walls, seats and names, so the same agents give the same game. `timeLimit` (ms) bounds each
 * decision; a late answer is an illegal one.
 */
export async function playArenaGameAsync(entries: readonly AsyncArenaEntry[], set: number, rotation: number, options: { seed?: string | number; rules?: Rules | HongKongRules; check?: boolean; timeLimit?: number } = {}): Promise<ArenaGame> {
  const { timeLimit, ...rest } = checkOptions(options, 'arena game options', ['seed', 'rules', 'check', 'timeLimit'] as const);
  const { seats, agents, setup } = arenaGameSetup(entries, set, rotation, rest);
  const result = await playGameAsync(agents, setup, timeLimit === undefined ? {} : { timeLimit });
  return { set, rotation, entries: seats, result, summary: summarizeGame(result, set, rotation) };
}

/** Plays every game of an arena, in order (set by set, rotation by rotation), yielding each. */
export function* arenaGames(entries: readonly ArenaEntry[], options: ArenaOptions): Generator<ArenaGame, void, void> {
  const o = checkOptions(options, 'arena options', ARENA_KEYS);
  const rules = o.rules === undefined ? createRules() : createRules(o.rules);
  checkEntries(entries, rules.players);
  const sets = o.sets as number;
  const first = o.firstSet ?? 0;
  checkWholeNumber(sets, 'sets');
  checkWholeNumber(first, 'firstSet');
  for (let set = first; set < first + sets; set++) {
    for (let rotation = 0; rotation < rules.players; rotation++) {
      const game = playArenaGame(entries, set, rotation, { seed: o.seed ?? 0, rules, check: o.check === true });
      o.onGame?.(game);
      yield game;
    }
  }
}

/**
 * Plays a duplicate arena in this thread and returns its statistics (`@mjkit/game/node` plays
 * one on worker threads).
 *
 * @example
 * ```ts
 * import { baselineEntry, runArena } from '@mjkit/game';
 * const report = runArena(['shanten', 'tsumogiri', 'tsumogiri', 'tsumogiri'].map(baselineEntry), { sets: 1, seed: 'doc' });
 * [report.games, report.illegalActions]; // => [4, 0]
 * report.agents.map((a) => [a.name, a.games]); // => [['shanten', 4], ['tsumogiri', 12]]
 * report.agents[0]!.averageRank < report.agents[1]!.averageRank; // => true
 * ```
 */
export function runArena(entries: readonly ArenaEntry[], options: ArenaOptions): ArenaReport {
  const summaries: GameSummary[] = [];
  for (const game of arenaGames(entries, options)) summaries.push(game.summary);
  return arenaStatistics(summaries);
}

/** What one game came to for each seat. */
export function summarizeGame(result: GameResult, set: number, rotation: number): GameSummary {
  const log = result.log;
  const players = log.players;
  const seats = Array.from({ length: players }, (_, s) => ({
    agent: log.names[s] as string,
    place: result.places[s] as number,
    score: result.scores[s] as number,
    points: result.points[s] as number,
    rounds: log.rounds.length,
    wins: 0,
    dealIns: 0,
    riichi: 0,
    calledRounds: 0,
    winPoints: 0,
    dealInPoints: 0,
    yaku: {} as Record<string, number>,
    illegal: result.illegal.filter((i) => i.seat === s).length,
    agentErrors: result.agentErrors.filter((i) => i.seat === s).length,
  }));
  for (const round of log.rounds) {
    const called = new Array<boolean>(players).fill(false);
    const dealtIn = new Array<boolean>(players).fill(false);
    for (const e of round.events) {
      if (e.type === 'riichi') seats[e.seat]!.riichi++;
      else if (e.type === 'call' && isDiscardCall(e.meld)) called[e.seat] = true;
      else if (e.type === 'win') {
        const w = seats[e.seat]!;
        w.wins++;
        w.winPoints += e.points;
        if (e.from !== e.seat) {
          dealtIn[e.from] = true;
          seats[e.from]!.dealInPoints += e.points;
        }
        const names = new Set<string>();
        for (const y of e.yaku) if (y.han > 0 && y.id >= 0) names.add(yakuFromTenhou(y.id)?.id ?? `tenhou ${y.id}`);
        // Hong Kong: the faan items by name (bonus items and the chicken hand too)
        for (const y of e.yaku) if (y.id === -1 && y.name !== undefined) names.add(y.name);
        for (const id of e.yakuman) names.add(yakuFromTenhou(id)?.id ?? `tenhou ${id}`);
        for (const n of names) w.yaku[n] = (w.yaku[n] ?? 0) + 1;
      }
    }
    for (let s = 0; s < players; s++) {
      if (called[s]) seats[s]!.calledRounds++;
      if (dealtIn[s]) seats[s]!.dealIns++;
    }
  }
  return { set, rotation, seats };
}

/** The two-sided 95% quantile of Student's t with `df` degrees of freedom (Cornish–Fisher; exact to 3 decimals from df = 3). */
function t95(df: number): number {
  if (df <= 0) return Number.NaN;
  const table = [12.706, 4.303, 3.182];
  if (df <= 3) return table[df - 1] as number;
  const z = 1.959964;
  return z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df * df) + (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / (384 * df ** 3);
}

/** The mean of per-set values and its 95% interval (t over the sets). */
function clustered(values: readonly number[]): { mean: number; interval: [number, number] } {
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  if (n < 2) return { mean, interval: [Number.NaN, Number.NaN] };
  const variance = values.reduce((a, v) => a + (v - mean) ** 2, 0) / (n - 1);
  const half = t95(n - 1) * Math.sqrt(variance / n);
  return { mean, interval: [mean - half, mean + half] };
}

/** The average of a per-set quantity of `agent`, per set in which it played. */
function perSet(summaries: readonly GameSummary[], agent: string, value: (s: SeatSummary) => number): Map<number, number> {
  const sums = new Map<number, [number, number]>();
  for (const g of summaries) {
    for (const s of g.seats) {
      if (s.agent !== agent) continue;
      const acc = sums.get(g.set) ?? [0, 0];
      acc[0] += value(s);
      acc[1]++;
      sums.set(g.set, acc);
    }
  }
  return new Map([...sums].map(([set, [sum, n]]) => [set, sum / n]));
}

/** Statistics per agent name, in the order the names first appear, from game summaries. */
export function arenaStatistics(summaries: readonly GameSummary[]): ArenaReport {
  const names: string[] = [];
  for (const g of summaries) for (const s of g.seats) if (!names.includes(s.agent)) names.push(s.agent);
  const sets = new Set(summaries.map((g) => g.set)).size;
  const agents = names.map((name): AgentStatistics => {
    const seats = summaries.flatMap((g) => g.seats.filter((s) => s.agent === name));
    const players = summaries.find((g) => g.seats.some((s) => s.agent === name))?.seats.length ?? 4;
    const sum = (f: (s: SeatSummary) => number) => seats.reduce((a, s) => a + f(s), 0);
    const games = seats.length;
    const rounds = sum((s) => s.rounds);
    const wins = sum((s) => s.wins);
    const dealIns = sum((s) => s.dealIns);
    const yaku: Record<string, number> = {};
    for (const s of seats) for (const [k, v] of Object.entries(s.yaku)) yaku[k] = (yaku[k] ?? 0) + v;
    const rank = clustered([...perSet(summaries, name, (s) => s.place + 1).values()]);
    return {
      name,
      games,
      averageRank: sum((s) => s.place + 1) / games,
      averageRankInterval: rank.interval,
      rankCounts: Array.from({ length: players }, (_, p) => seats.filter((s) => s.place === p).length),
      averagePoints: sum((s) => s.points) / games,
      averageScore: sum((s) => s.score) / games,
      rounds,
      winRate: wins / rounds,
      dealInRate: dealIns / rounds,
      riichiRate: sum((s) => s.riichi) / rounds,
      callRate: sum((s) => s.calledRounds) / rounds,
      averageWinPoints: wins === 0 ? 0 : sum((s) => s.winPoints) / wins,
      averageDealInPoints: dealIns === 0 ? 0 : sum((s) => s.dealInPoints) / dealIns,
      yakuRates: Object.fromEntries(Object.entries(yaku).sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, v / wins])),
      illegalActions: sum((s) => s.illegal),
      agentErrors: sum((s) => s.agentErrors),
    };
  });
  const total = (f: (a: AgentStatistics) => number) => agents.reduce((a, s) => a + f(s), 0);
  return { games: summaries.length, sets, illegalActions: total((a) => a.illegalActions), agentErrors: total((a) => a.agentErrors), agents };
}

/** What {@link pairedDifference} compares: the place (1–4), the final score, or the points with uma and oka. */
export type PairedMeasure = 'rank' | 'score' | 'points';

/** The paired difference of two agents on one measure (a − b): for rank lower is better for a, for score and points higher. */
export interface PairedDifference {
  readonly measure: PairedMeasure;
  readonly sets: number;
  readonly mean: number;
  readonly interval: readonly [number, number];
}

const MEASURES: Readonly<Record<PairedMeasure, (s: SeatSummary) => number>> = {
  rank: (s) => s.place + 1,
  score: (s) => s.score,
  points: (s) => s.points,
};

/**
 * The difference between agents `a` and `b` (a − b) of their average rank, or of their final
 * score or points with `measure`, set by set on the sets both played, with its 95% interval:
 * the duplicate format's point, as each set's luck cancels. Rank is what a player is paid by;
 * the score moves with every point won or lost and so tells a smaller difference sooner.
 *
 * @example
 * ```ts
 * import { pairedDifference } from '@mjkit/game';
 *
 * const seat = (agent: string, place: number, score: number) => ({ agent, place, score, points: (score - 30000) / 1000, rounds: 8, wins: 0, dealIns: 0, riichi: 0, calledRounds: 0, winPoints: 0, dealInPoints: 0, yaku: {}, illegal: 0, agentErrors: 0 });
 * const games = [
 *   { set: 0, rotation: 0, seats: [seat('a', 0, 40000), seat('b', 1, 30000), seat('b', 2, 20000), seat('b', 3, 10000)] },
 *   { set: 1, rotation: 0, seats: [seat('a', 3, 13000), seat('b', 0, 36000), seat('b', 1, 27000), seat('b', 2, 24000)] },
 * ];
 * // first once, last once: level in rank, 2,000 ahead in score
 * pairedDifference(games, 'a', 'b').mean; // => 0
 * pairedDifference(games, 'a', 'b', 'score').mean; // => 2000
 * ```
 */
export function pairedDifference(summaries: readonly GameSummary[], a: string, b: string, measure: PairedMeasure = 'rank'): PairedDifference {
  if (!Object.hasOwn(MEASURES, measure)) fail('INVALID_ARGUMENT', `measure must be 'rank', 'score' or 'points', not ${describeValue(measure)}`);
  const value = MEASURES[measure];
  const va = perSet(summaries, a, value);
  const vb = perSet(summaries, b, value);
  const diffs: number[] = [];
  for (const [set, v] of va) if (vb.has(set)) diffs.push(v - (vb.get(set) as number));
  if (diffs.length === 0) fail('INVALID_ARGUMENT', `no set where both ${describeValue(a)} and ${describeValue(b)} played`);
  const { mean, interval } = clustered(diffs);
  return { measure, sets: diffs.length, mean, interval };
}

const pct = (x: number) => (Number.isFinite(x) ? `${(100 * x).toFixed(1)}%` : '-');
/** A figure with `digits` decimals, or a dash where there is none (no win to average). */
const fixed = (x: number, digits: number) => (Number.isFinite(x) ? x.toFixed(digits) : '-');

/**
 * The statistics as a text table, one agent per column (the 電脳麻将 comparison table's rows).
 * The average rank's interval needs two sets or more: with one, its row is left out and the
 * head line says so. A figure with nothing to average (no win yet) is a dash.
 */
export function formatArenaTable(report: ArenaReport): string {
  const cols = report.agents;
  const rows: [string, (a: AgentStatistics) => string][] = [
    ['games', (a) => String(a.games)],
    ['average rank', (a) => a.averageRank.toFixed(3)],
    ...(report.sets >= 2
      ? [['  95% interval', (a: AgentStatistics) => (Number.isFinite(a.averageRankInterval[0]) ? `${a.averageRankInterval[0].toFixed(2)}–${a.averageRankInterval[1].toFixed(2)}` : '-')] as [string, (a: AgentStatistics) => string]]
      : []),
    ...Array.from({ length: Math.max(0, ...cols.map((a) => a.rankCounts.length)) }, (_, p): [string, (a: AgentStatistics) => string] => [
      `${['1st', '2nd', '3rd', '4th'][p]} rate`,
      (a) => pct((a.rankCounts[p] ?? 0) / a.games),
    ]),
    ['average points', (a) => fixed(a.averagePoints, 1)],
    ['average score', (a) => fixed(a.averageScore, 0)],
    ['win rate', (a) => pct(a.winRate)],
    ['deal-in rate', (a) => pct(a.dealInRate)],
    ['riichi rate', (a) => pct(a.riichiRate)],
    ['call rate', (a) => pct(a.callRate)],
    ['average win', (a) => fixed(a.averageWinPoints, 0)],
    ['average deal-in', (a) => fixed(a.averageDealInPoints, 0)],
    ['illegal actions', (a) => String(a.illegalActions)],
    ['agent errors', (a) => String(a.agentErrors)],
  ];
  const width = Math.max(...rows.map((r) => r[0].length));
  const colWidth = Math.max(10, ...cols.map((a) => a.name.length)) + 2;
  const plural = (n: number, word: string) => `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;
  const head = `${plural(report.games, 'game')}, ${plural(report.sets, 'set')}${report.sets < 2 ? ' (no interval: it needs two sets or more)' : ''}`;
  let out = `${head}\n${''.padEnd(width)}${cols.map((a) => a.name.padStart(colWidth)).join('')}\n`;
  for (const [label, f] of rows) out += `${label.padEnd(width)}${cols.map((a) => f(a).padStart(colWidth)).join('')}\n`;
  return out;
}
