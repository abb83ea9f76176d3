// The duplicate arena on worker threads: sets are dealt out to the workers in turn, each worker
// plays its sets and posts back small game summaries; the statistics fold them in set order, so
// the report does not depend on the number of workers. Records are written as Tenhou mjlog XML.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { MjkitError, createRules } from '@mjkit/core';
import type { Rules } from '@mjkit/core';
import { checkOptions, checkWholeNumber, describeValue, fail, startWorkerBeside } from '@mjkit/core/internal';
import { toMjlog } from '@mjkit/tenhou';
import { arenaStatistics, baselineEntry, playArenaGame, BASELINE_AGENTS } from './arena.js';
import type { ArenaEntry, ArenaReport, GameSummary } from './arena.js';

/**
 * An agent by name, for arenas on worker threads (a worker makes its own agents): a baseline
 * name (`tsumogiri`, `random-legal`, `shanten`), or `<module>#<export>`, a module (a path, or
 * a package name) whose export is an {@link ArenaEntry} or a function `(slot) => Agent`.
 */
export type AgentSpec = string;

/** How a parallel arena is played. */
export interface ParallelArenaOptions {
  /** One agent per seat, by spec. */
  readonly agents: readonly AgentSpec[];
  readonly sets: number;
  readonly firstSet?: number;
  readonly seed?: string | number;
  /** The rules (default `tenhou`); their player count must match the agents. */
  readonly rules?: Rules;
  /** Worker threads (default: the machine's cores, at most the sets); 0 plays in this thread. */
  readonly workers?: number;
  readonly check?: boolean;
  /** Write each game as `<DIR>/<seed>-s<set>-r<rotation>.mjlog`. */
  readonly out?: string;
  /** Told after every game: games done, and of how many. */
  readonly onProgress?: (done: number, total: number) => void;
}

/** A parallel arena's statistics, and every game's summary (for paired differences). */
export interface ParallelArenaResult {
  readonly report: ArenaReport;
  readonly summaries: readonly GameSummary[];
}

/** @internal What a worker is given. */
export interface WorkerTask {
  readonly agents: readonly AgentSpec[];
  readonly sets: readonly number[];
  readonly seed: string | number;
  readonly rules: Rules;
  readonly check: boolean;
  readonly out: string | null;
}

/** @internal What a worker posts. */
export type WorkerMessage =
  | { readonly type: 'game'; readonly summary: GameSummary }
  /** An error in the worker: its code and bare detail (an MjkitError's), or a message. */
  | { readonly type: 'error'; readonly message: string; readonly code: string | null };

/** Resolves an agent spec to an arena entry (importing its module when it names one). */
export async function entryOf(spec: AgentSpec): Promise<ArenaEntry> {
  if (typeof spec !== 'string' || spec === '') fail('INVALID_ARGUMENT', `an agent spec is a name or <module>#<export>, not ${describeValue(spec)}`);
  if (Object.hasOwn(BASELINE_AGENTS, spec)) return baselineEntry(spec);
  const hash = spec.lastIndexOf('#');
  if (hash <= 0) fail('INVALID_ARGUMENT', `no agent named ${JSON.stringify(spec)}; the baseline agents are ${Object.keys(BASELINE_AGENTS).join(', ')}, or give <module>#<export>`);
  const [path, name] = [spec.slice(0, hash), spec.slice(hash + 1)];
  const url = isAbsolute(path) ? pathToFileURL(path).href : /^\.\.?\//.test(path) ? pathToFileURL(join(process.cwd(), path)).href : path;
  let mod: Record<string, unknown>;
  try {
    mod = (await import(url)) as Record<string, unknown>;
  } catch (e) {
    fail('INVALID_ARGUMENT', `cannot load the agent module ${JSON.stringify(path)}: ${(e as Error)?.message ?? e}`);
  }
  const v = mod[name];
  if (typeof v === 'function') return { name, make: v as ArenaEntry['make'] };
  if (v !== null && typeof v === 'object' && typeof (v as ArenaEntry).make === 'function') return { name: String((v as ArenaEntry).name ?? name), make: (v as ArenaEntry).make };
  fail('INVALID_ARGUMENT', `${JSON.stringify(path)} exports no agent ${JSON.stringify(name)} (a function (slot) => Agent, or { name, make })`);
}

/** @internal A worker's work: play the sets, post each game. */
export async function playWorkerSets(task: WorkerTask, post: (m: WorkerMessage) => void): Promise<void> {
  const rules = createRules(task.rules);
  const entries = await Promise.all(task.agents.map(entryOf));
  for (const set of task.sets) {
    for (let rotation = 0; rotation < rules.players; rotation++) {
      const game = playArenaGame(entries, set, rotation, { seed: task.seed, rules, check: task.check });
      if (task.out !== null) writeFileSync(join(task.out, `${fileSafe(String(task.seed))}-s${set}-r${rotation}.mjlog`), toMjlog(game.result.log));
      post({ type: 'game', summary: game.summary });
    }
  }
}

const fileSafe = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '_');

/** The worker: its file beside this module, in the same form (CJS .cjs, ESM .js, or the TypeScript source through tsx). */
function startWorker(task: WorkerTask): Worker {
  return startWorkerBeside(Worker, import.meta.url as string | undefined, typeof __dirname === 'string' ? __dirname : undefined, 'arena-worker', task);
}

const OPTION_KEYS = ['agents', 'sets', 'firstSet', 'seed', 'rules', 'workers', 'check', 'out', 'onProgress'] as const;

/**
 * Plays a duplicate arena on worker threads (each set with the agents rotated through every
 * seat, the walls keyed by set, round and honba), and returns its statistics. The result does
 * not depend on the number of workers.
 */
export async function runArenaParallel(options: ParallelArenaOptions): Promise<ParallelArenaResult> {
  const o = checkOptions(options, 'arena options', OPTION_KEYS);
  const rules = o.rules === undefined ? createRules() : createRules(o.rules);
  if (!Array.isArray(o.agents) || o.agents.length !== rules.players) fail('INVALID_ARGUMENT', `an arena of ${rules.players} players needs ${rules.players} agents`);
  await Promise.all((o.agents as readonly string[]).map(entryOf)); // a bad spec fails here, before any worker starts
  const first = o.firstSet ?? 0;
  const sets = Array.from({ length: checkWholeNumber(o.sets as number, 'sets') }, (_, i) => first + i);
  const workers = Math.min(checkWholeNumber(o.workers ?? availableParallelism(), 'workers'), sets.length);
  if (o.out !== undefined) mkdirSync(o.out, { recursive: true });
  const total = sets.length * rules.players;
  const summaries: GameSummary[] = [];
  const task = (mine: number[]): WorkerTask => ({ agents: [...(o.agents as readonly string[])], sets: mine, seed: o.seed ?? 0, rules: { ...rules }, check: o.check === true, out: o.out ?? null });
  const take = (m: WorkerMessage) => {
    if (m.type === 'error') throw new MjkitError((m.code ?? 'INVALID_ARGUMENT') as never, m.message);
    summaries.push(m.summary);
    o.onProgress?.(summaries.length, total);
  };
  if (workers === 0) {
    await playWorkerSets(task(sets), take);
  } else {
    await Promise.all(
      Array.from({ length: workers }, (_, w) => {
        const mine = sets.filter((_, i) => i % workers === w);
        return new Promise<void>((resolve, reject) => {
          const worker = startWorker(task(mine));
          worker.on('message', (m: WorkerMessage) => {
            try {
              take(m);
            } catch (e) {
              reject(e);
              void worker.terminate();
            }
          });
          worker.on('error', reject);
          worker.on('exit', () => resolve());
        });
      }),
    );
  }
  summaries.sort((a, b) => a.set - b.set || a.rotation - b.rotation);
  return { report: arenaStatistics(summaries), summaries };
}
