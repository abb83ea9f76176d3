// The duplicate arena on worker threads. Sets are dealt out to the workers in turn; each worker
// plays its games and posts back small game summaries, and the statistics fold them in set order,
// so the report does not depend on the number of workers. Agents are code we do not trust: a
// watchdog ends an agent that does not answer within the time limit (its worker with it, the game
// replayed on a new worker with the agent's remaining decisions answered by tsumogiri or pass),
// and a worker that dies makes the run fail, naming the sets that did not finish, after the rest
// is saved. With an output folder every game is saved as it ends (its record as Tenhou XML and its
// summary), so that a stopped run resumes where it stopped and gives the same report.
import { readdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { MjkitError, createRules, isHongKongRules } from '@mjkit/core';
import type { HongKongRules, Rules, Seat } from '@mjkit/core';
import { toRecordLines } from '@mjkit/record';
import { checkObject, checkOptions, checkWholeNumber, crc32, describeValue, fail, startWorkerBeside } from '@mjkit/core/internal';
import { checkShard, prepareOutputFolder, readTextFile, shareOf, writeFileAtomic } from '@mjkit/core/node';
import type { Shard } from '@mjkit/core/node';
import type { ArenaRun } from './arena-report.js';
import { toMjlog } from '@mjkit/tenhou';
import type { Agent, GameUpdate } from './agent.js';
import { tsumogiriAgent } from './agents.js';
import { arenaStatistics, playArenaGame, playArenaGameAsync } from './arena.js';
import { mjaiAgent } from './mjai-bot.js';
import type { MjaiProcessAgent } from './mjai-bot.js';
import { AgentRegistry, BASELINE_AGENTS, agentRegistry, isAgentDefinition } from './registry.js';
import type { AgentConfig, AgentDefinition } from './registry.js';
import type { ArenaEntry, ArenaGame, ArenaReport, AsyncArenaEntry, GameSummary, SeatSummary } from './arena.js';

/**
 * An agent by name, for arenas on worker threads (a worker makes its own agents): a baseline
 * name (`tsumogiri`, `random-legal`, `shanten`), or `<module>#<export>`, a module (a path, or
 * a package name) whose export is an {@link AgentDefinition} (made with the run's `config`), an
 * {@link ArenaEntry}, or a function `(slot) => Agent`; or `mjai:<command>`, an external mjai bot:
 * the command is run by the shell for each game (one process per seat and game), spoken to over
 * stdio in mjai.app's dialect, each answer bounded by the run's time limit (four players only).
 * `AgentRegistry` names become specs by their definitions' module and export.
 */
export type AgentSpec = string;

/** The prefix of an {@link AgentSpec} that is an external mjai bot: `mjai:<command>`. */
export const MJAI_SPEC = 'mjai:';

/** True for an agent spec that names an external mjai bot (`mjai:<command>`). */
export function isMjaiSpec(spec: AgentSpec): boolean {
  return typeof spec === 'string' && spec.startsWith(MJAI_SPEC);
}

/** The arena entry of `mjai:<command>`: a new process of the command (run by the shell) for each game. */
function mjaiEntry(spec: AgentSpec, timeLimit: number): AsyncArenaEntry & { readonly made: MjaiProcessAgent[] } {
  const command = spec.slice(MJAI_SPEC.length).trim();
  if (command === '') fail('INVALID_ARGUMENT', `an mjai agent is mjai:<command>, the command that starts the bot; ${JSON.stringify(spec)} names none`);
  const shell: [string, string[]] = process.platform === 'win32' ? [process.env.ComSpec ?? 'cmd.exe', ['/d', '/s', '/c', command]] : ['/bin/sh', ['-c', command]];
  const made: MjaiProcessAgent[] = [];
  return {
    name: spec,
    made,
    make: () => {
      const agent = mjaiAgent(shell[0], shell[1], { name: spec, timeout: timeLimit });
      made.push(agent);
      return agent;
    },
  };
}

/** The most sets one arena plays (400,000 four-player games: days of work on one machine). */
export const MAX_ARENA_SETS = 100_000;
/** The default time an agent on a worker thread has for each decision: 30 s. */
export const DEFAULT_TIME_LIMIT = 30_000;

/** How a parallel arena is played. */
export interface ParallelArenaOptions {
  /** One agent per seat, by spec. */
  readonly agents: readonly AgentSpec[];
  /** Seed sets to play, at most {@link MAX_ARENA_SETS}. */
  readonly sets: number;
  readonly firstSet?: number;
  readonly seed?: string | number;
  /** The rules (default `tenhou`); their player count must match the agents. */
  readonly rules?: Rules | HongKongRules;
  /** Worker threads (default: the machine's cores, at most the sets); 0 plays in this thread (no time limit there). */
  readonly workers?: number;
  readonly check?: boolean;
  /**
   * A folder to save the run in, game by game, as it goes: each game's record
   * (`<seed>-<hash>-s<set>-r<rotation>.mjlog`, Tenhou XML) and summary (`….summary.json`), the
   * run's arguments (`arena.json`) and at the end its report (`report.json`; a partial one when the
   * run stops early). Checked before any game is played.
   */
  readonly out?: string;
  /** Play only the games that `out` does not hold yet, for the same arguments (`arena.json`). */
  readonly resume?: boolean;
  /** Start again in an `out` that holds a run: its files are replaced. */
  readonly force?: boolean;
  /** The time in ms an agent on a worker thread has for each decision (default 30,000). */
  readonly timeLimit?: number;
  /** Settings of the agents (a table file, …), handed to each definition's factory. */
  readonly config?: AgentConfig;
  /**
   * Play only this shard of the run: shard K of N plays the K-th of N contiguous parts of the
   * sets (see `shareOf` in `@mjkit/core/node`). The shards' reports ({@link arenaReportText})
   * merge into the whole run's ({@link mergeArenaReports}).
   */
  readonly shard?: Shard;
  /** Told after every game: games done, and of how many. */
  readonly onProgress?: (done: number, total: number) => void;
  /** Told of what went wrong without stopping the run (an agent ended for not answering in time). */
  readonly onWarning?: (text: string) => void;
}

/** A parallel arena's statistics, and every game's summary (for paired differences). */
export interface ParallelArenaResult {
  readonly report: ArenaReport;
  readonly summaries: readonly GameSummary[];
  /** The run's arguments (the whole run's, when this was a shard of it). */
  readonly run: ArenaRun;
  /** The shard played; null for the whole run. */
  readonly shard: Shard | null;
}

/** @internal An agent ended in a game: from its `calls`-th call (act or notify, counted from 1) on, it is not asked. */
export interface EndedAgent {
  readonly seat: Seat;
  readonly calls: number;
}

/** @internal One game for a worker to play. */
export interface WorkerGame {
  readonly set: number;
  readonly rotation: number;
  readonly ended: readonly EndedAgent[];
}

/** @internal What a worker is given. */
export interface WorkerTask {
  readonly agents: readonly AgentSpec[];
  readonly games: readonly WorkerGame[];
  readonly seed: string | number;
  readonly rules: Rules | HongKongRules;
  readonly check: boolean;
  readonly out: string | null;
  /** The heartbeat: [calls made, seat of the call under way, its number for that seat in the game, 1 while an agent has the thread]. */
  readonly beat: SharedArrayBuffer | null;
  /** Settings of the agents. */
  readonly config: AgentConfig;
  /** The time in ms an external (mjai) agent has for each decision. */
  readonly timeLimit: number;
}

/** @internal What a worker posts. */
export type WorkerMessage =
  | { readonly type: 'game'; readonly summary: GameSummary }
  /** An error in the worker: its code and bare detail (an MjkitError's), or a message. */
  | { readonly type: 'error'; readonly message: string; readonly code: string | null };

const CALLS = 0;
const SEAT = 1;
const CALL_IN_GAME = 2;
const BUSY = 3;

/** Resolves an agent spec to an arena entry (importing its module when it names one), with the run's settings. */
export async function entryOf(spec: AgentSpec, config: AgentConfig = {}): Promise<ArenaEntry> {
  if (typeof spec !== 'string' || spec === '') fail('INVALID_ARGUMENT', `an agent spec is a name or <module>#<export>, not ${describeValue(spec)}`);
  const baselines = agentRegistry(BASELINE_AGENTS);
  if (baselines.has(spec)) return baselines.entry(spec, config);
  const hash = spec.lastIndexOf('#');
  if (hash <= 0) fail('INVALID_ARGUMENT', `no agent named ${JSON.stringify(spec)}; the baseline agents are ${baselines.names.join(', ')}, or give <module>#<export>`);
  const [path, name] = [spec.slice(0, hash), spec.slice(hash + 1)];
  const url = isAbsolute(path) ? pathToFileURL(path).href : /^\.\.?\//.test(path) ? pathToFileURL(join(process.cwd(), path)).href : path;
  let mod: Record<string, unknown>;
  try {
    mod = (await import(url)) as Record<string, unknown>;
  } catch (e) {
    fail('INVALID_ARGUMENT', `cannot load the agent module ${JSON.stringify(path)}: ${(e as Error)?.message ?? e}`);
  }
  const v = mod[name];
  if (isAgentDefinition(v)) return new AgentRegistry([v]).entry(v.name, config);
  if (typeof v === 'function') return { name, make: v as ArenaEntry['make'] };
  if (v !== null && typeof v === 'object' && typeof (v as ArenaEntry).make === 'function') return { name: String((v as ArenaEntry).name ?? name), make: (v as ArenaEntry).make };
  fail('INVALID_ARGUMENT', `${JSON.stringify(path)} exports no agent ${JSON.stringify(name)} (an agent definition, a function (slot) => Agent, or { name, make })`);
}

/** The file name of a game, without extension: the seed (made file-safe, with a hash of it exactly, so that no two seeds share names), set and rotation. */
export function gameFileName(seed: string | number, set: number, rotation: number): string {
  const s = String(seed);
  return `${s.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 60)}-${crc32(new TextEncoder().encode(s)).toString(16).padStart(8, '0')}-s${set}-r${rotation}`;
}

/**
 * An agent that ticks the heartbeat around each call, and is not asked any more from its
 * `ended`-th call on (its decisions then answered as tsumogiri would, its notifies skipped).
 */
function watched(agent: Agent, seat: Seat, beat: Int32Array | null, ended: number | null): Agent {
  let calls = 0;
  const fallback = tsumogiriAgent();
  const enter = (): boolean => {
    calls++;
    if (ended !== null && calls >= ended) return false;
    if (beat !== null) {
      Atomics.store(beat, SEAT, seat);
      Atomics.store(beat, CALL_IN_GAME, calls);
      Atomics.add(beat, CALLS, 1);
      Atomics.store(beat, BUSY, 1);
    }
    return true;
  };
  const leave = () => {
    if (beat !== null) Atomics.store(beat, BUSY, 0);
  };
  const act: Agent['act'] = (view, actions) => {
    if (!enter()) return fallback.act(view, actions);
    try {
      return agent.act(view, actions);
    } finally {
      leave();
    }
  };
  if (typeof agent.notify !== 'function') return { name: 'watched', act };
  const notify = (update: GameUpdate) => {
    if (!enter()) return;
    try {
      agent.notify?.(update);
    } finally {
      leave();
    }
  };
  return { name: 'watched', act, notify };
}

/** A summary with one more illegal answer for each agent ended in the game (its timeout). */
function withTimeouts(summary: GameSummary, ended: readonly EndedAgent[]): GameSummary {
  if (ended.length === 0) return summary;
  const seats = summary.seats.map((s, i): SeatSummary => ({ ...s, illegal: s.illegal + ended.filter((e) => e.seat === i).length }));
  return { ...summary, seats };
}

/** A game's summary as saved: the summary, and a CRC-32 of its JSON. */
function summaryText(summary: GameSummary): string {
  const json = JSON.stringify(summary);
  return `${JSON.stringify({ crc: crc32(new TextEncoder().encode(json)), summary })}\n`;
}

/** @internal A worker's work: play its games, save each (when asked), post each. */
export async function playWorkerGames(task: WorkerTask, post: (m: WorkerMessage) => void): Promise<void> {
  const rules = createRules(task.rules);
  const entries = await Promise.all(task.agents.map((a) => (isMjaiSpec(a) ? mjaiEntry(a, task.timeLimit) : entryOf(a, task.config))));
  const external = entries.filter((e): e is ReturnType<typeof mjaiEntry> => 'made' in e);
  const beat = task.beat === null ? null : new Int32Array(task.beat);
  for (const g of task.games) {
    const ends = new Map(g.ended.map((e) => [e.seat, e.calls]));
    const options = { seed: task.seed, rules, check: task.check };
    let game: ArenaGame;
    if (external.length === 0) {
      const list = (entries as ArenaEntry[]).map((e): ArenaEntry => ({ name: e.name, make: (slot) => watched(e.make(slot), slot.seat, beat, ends.get(slot.seat) ?? null) }));
      game = playArenaGame(list, g.set, g.rotation, options);
    } else {
      // external bots answer later: the game is played asynchronously, each of their answers
      // bounded by the time limit (the watchdog still watches the agents of this process)
      const list = entries.map((e): AsyncArenaEntry => ('made' in e ? e : { name: e.name, make: (slot) => watched((e as ArenaEntry).make(slot), slot.seat, beat, ends.get(slot.seat) ?? null) }));
      try {
        game = await playArenaGameAsync(list, g.set, g.rotation, { ...options, timeLimit: task.timeLimit });
      } finally {
        for (const e of external) for (const agent of e.made.splice(0)) agent.close();
      }
    }
    const summary = withTimeouts(game.summary, g.ended);
    if (task.out !== null) {
      const base = join(task.out, gameFileName(task.seed, g.set, g.rotation));
      // the run's own files (the folder was checked when the run began): a game played again after
      // a hung agent, or whose message was lost with its worker, is written again
      writeFileAtomic(`${base}.${logExtension(rules)}`, isHongKongRules(rules) ? toRecordLines(game.result.log) : toMjlog(game.result.log), { force: true });
      writeFileAtomic(`${base}.summary.json`, summaryText(summary), { force: true });
    }
    post({ type: 'game', summary });
    // let the event loop turn between games: an agent's timers run (and what they throw is seen)
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** The worker: its file beside this module, in the same form (CJS .cjs, ESM .js, or the TypeScript source through tsx). */
function startWorker(task: WorkerTask): Worker {
  return startWorkerBeside(Worker, import.meta.url as string | undefined, typeof __dirname === 'string' ? __dirname : undefined, 'arena-worker', task);
}

const OPTION_KEYS = ['agents', 'sets', 'firstSet', 'seed', 'rules', 'workers', 'check', 'out', 'resume', 'force', 'timeLimit', 'config', 'shard', 'onProgress', 'onWarning'] as const;

/** The extension of a run's game files: Tenhou XML for riichi games, mjkit's JSON-lines record for Hong Kong's (which Tenhou's formats cannot express). */
function logExtension(rules: Rules | HongKongRules): 'mjlog' | 'jsonl' {
  return isHongKongRules(rules) ? 'jsonl' : 'mjlog';
}

/** The arguments of a run as `arena.json` keeps them: a resumed run must have the same. */
function manifestOf(agents: readonly string[], sets: number, first: number, seed: string | number, rules: Rules | HongKongRules, check: boolean, config: AgentConfig): ArenaRun {
  return { format: 'mjkit-arena-run', version: 1, agents, config, firstSet: first, sets, seed, check, rules };
}

/** The summaries saved in `out` for the games of a run, checked; a damaged one is `BAD_FILE`. */
function savedSummaries(out: string, seed: string | number, games: readonly { set: number; rotation: number }[], players: number, extension: 'mjlog' | 'jsonl'): Map<string, GameSummary> {
  const names = new Set(readdirSync(out));
  const found = new Map<string, GameSummary>();
  for (const g of games) {
    const base = gameFileName(seed, g.set, g.rotation);
    if (!names.has(`${base}.summary.json`) || !names.has(`${base}.${extension}`)) continue;
    const file = join(out, `${base}.summary.json`);
    let saved: { crc?: unknown; summary?: GameSummary };
    try {
      saved = JSON.parse(readTextFile(file)) as typeof saved;
    } catch (e) {
      if (e instanceof MjkitError) throw e;
      return fail('BAD_FILE', 'a game summary that is not JSON', { file });
    }
    const s = saved?.summary;
    if (s === null || typeof s !== 'object' || saved.crc !== crc32(new TextEncoder().encode(JSON.stringify(s)))) fail('BAD_FILE', 'a game summary whose checksum does not match its content: the file is damaged', { file });
    if (s.set !== g.set || s.rotation !== g.rotation || !Array.isArray(s.seats) || s.seats.length !== players) fail('BAD_FILE', `a game summary of another game than set ${g.set}, rotation ${g.rotation}`, { file });
    found.set(`${g.set}/${g.rotation}`, s);
  }
  return found;
}

/** The files of `out` that belong to an arena run (the ones --force replaces). */
const RUN_FILE = /^(arena\.json|report\.json|.+-[0-9a-f]{8}-s\d+-r\d+\.(mjlog|jsonl|summary\.json))$/;

/** Prepares the output folder for a run: a new one, a resumed one (same arguments), or one started again. */
function prepareRun(out: string, manifest: object, resume: boolean, force: boolean): void {
  prepareOutputFolder(out);
  const mine = readdirSync(out).filter((f) => RUN_FILE.test(f));
  const path = join(out, 'arena.json');
  if (resume) {
    if (!mine.includes('arena.json')) fail('BAD_OUTPUT', `--resume: ${out} holds no arena run (no arena.json)`, { file: path });
    let saved: unknown;
    try {
      saved = JSON.parse(readTextFile(path));
    } catch (e) {
      if (e instanceof MjkitError) throw e;
      fail('BAD_FILE', 'arena.json is not JSON', { file: path });
    }
    if (JSON.stringify(saved) !== JSON.stringify(manifest)) fail('BAD_OUTPUT', `--resume: ${out} holds a run with other arguments (see its arena.json); give the same ones, or --force to start again`, { file: path });
    return;
  }
  if (mine.length > 0) {
    if (!force) fail('BAD_OUTPUT', `${out} holds an arena run (${mine[0]}); give --resume to finish it or --force to start it again`, { file: join(out, mine[0] as string) });
    for (const f of mine) rmSync(join(out, f));
  }
  writeFileAtomic(path, `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * Plays a duplicate arena on worker threads (each set with the agents rotated through every
 * seat, the walls keyed by set, round and honba), and returns its statistics. The result does
 * not depend on the number of workers, nor on whether the run was stopped and resumed.
 *
 * An agent that does not answer within `timeLimit` is ended with its worker: the game is played
 * again on a new worker, the agent's answers from that decision on by tsumogiri or pass, its
 * timeout counted as an illegal answer (and told to `onWarning`). A worker that dies (an exit, an
 * uncaught error) makes the run fail with `RUN_INCOMPLETE` naming the sets that did not finish,
 * once the other workers are done and their games saved.
 */
export async function runArenaParallel(options: ParallelArenaOptions): Promise<ParallelArenaResult> {
  const o = checkOptions(options, 'arena options', OPTION_KEYS);
  const rules = o.rules === undefined ? createRules() : createRules(o.rules);
  if (!Array.isArray(o.agents) || o.agents.length !== rules.players) fail('INVALID_ARGUMENT', `an arena of ${rules.players} players needs ${rules.players} agents`);
  const agents = [...(o.agents as readonly string[])];
  const config = checkObject(o.config ?? {}, 'agent config') as AgentConfig;
  // a bad spec fails here, before any worker starts
  const names = await Promise.all(agents.map(async (a) => (isMjaiSpec(a) ? mjaiEntry(a, 1).name : (await entryOf(a, config)).name)));
  if (agents.some(isMjaiSpec) && rules.players !== 4) fail('INVALID_ARGUMENT', 'an external mjai bot plays four-player games only');
  const first = checkWholeNumber(o.firstSet ?? 0, 'firstSet');
  const count = checkWholeNumber(o.sets as number, 'sets');
  if (count > MAX_ARENA_SETS) fail('INVALID_ARGUMENT', `sets must be at most ${MAX_ARENA_SETS.toLocaleString('en')}, not ${count}`);
  const limit = o.timeLimit ?? DEFAULT_TIME_LIMIT;
  if (!(typeof limit === 'number' && limit >= 1 && limit <= 2 ** 31 - 1)) fail('INVALID_ARGUMENT', `timeLimit is a number of milliseconds ≥ 1, not ${describeValue(limit)}`);
  const seed = o.seed ?? 0;
  const check = o.check === true;
  const players = rules.players;
  const shard = o.shard === undefined ? null : checkShard(o.shard);
  const setList = Array.from({ length: count }, (_, i) => first + i);
  const mySets = shard === null ? setList : shareOf(setList, shard);
  const all = mySets.flatMap((set) => Array.from({ length: players }, (_, rotation) => ({ set, rotation })));
  const out = o.out ?? null;
  const summaries: GameSummary[] = [];
  const run = manifestOf(agents, count, first, seed, rules, check, config);
  let todo = all;
  if (out !== null) {
    prepareRun(out, shard === null ? run : { ...run, shard }, o.resume === true, o.force === true);
    if (o.resume) {
      const saved = savedSummaries(out, seed, all, players, logExtension(rules));
      summaries.push(...saved.values());
      todo = all.filter((g) => !saved.has(`${g.set}/${g.rotation}`));
    }
  } else if (o.resume) fail('INVALID_ARGUMENT', 'resume needs the output folder (out) of the run to finish');
  const total = all.length;
  const take = (s: GameSummary) => {
    summaries.push(s);
    o.onProgress?.(summaries.length, total);
  };
  const failures: string[] = [];
  const unfinished: WorkerGame[] = [];
  const task = (games: WorkerGame[], beat: SharedArrayBuffer | null): WorkerTask => ({ agents, games, seed, rules: { ...rules }, check, out, beat, config: { ...config }, timeLimit: limit });
  const pending = todo.map((g): WorkerGame => ({ ...g, ended: [] }));
  const setsLeft = [...new Set(pending.map((g) => g.set))];
  const workers = Math.min(checkWholeNumber(o.workers ?? availableParallelism(), 'workers'), setsLeft.length);
  if (workers === 0) {
    await playWorkerGames(task(pending, null), (m) => {
      if (m.type === 'error') throw new MjkitError((m.code ?? 'INVALID_ARGUMENT') as never, m.message);
      take(m.summary);
    });
  } else {
    const shares = Array.from({ length: workers }, (_, w) => pending.filter((g) => setsLeft.indexOf(g.set) % workers === w));
    await Promise.all(shares.map((share) => runShare(share, { task, take, limit, failures, unfinished, warn: (t) => o.onWarning?.(t), names })));
  }
  summaries.sort((a, b) => a.set - b.set || a.rotation - b.rotation);
  const report = arenaStatistics(summaries);
  const missing = [...new Set(unfinished.map((g) => g.set))].sort((a, b) => a - b);
  if (out !== null) {
    const saved = { complete: missing.length === 0, missingSets: missing, report };
    writeFileAtomic(join(out, 'report.json'), `${JSON.stringify(saved, null, 2)}\n`, { force: true });
  }
  if (missing.length > 0) {
    const where = out === null ? 'nothing was saved (no output folder)' : `the ${summaries.length} finished games are saved in ${out} with a partial report; run again with --resume to play the rest`;
    fail('RUN_INCOMPLETE', `the arena stopped before sets ${missing.join(', ')} were played (${failures.join('; ')}); ${where}`);
  }
  return { report, summaries, run, shard };
}

interface ShareContext {
  readonly task: (games: WorkerGame[], beat: SharedArrayBuffer | null) => WorkerTask;
  readonly take: (s: GameSummary) => void;
  readonly limit: number;
  readonly failures: string[];
  readonly unfinished: WorkerGame[];
  readonly warn: (text: string) => void;
  /** The agents' names, by entry. */
  readonly names: readonly string[];
}

/**
 * Plays one worker's share of the games: on a worker thread watched for agents that do not answer
 * (a new worker takes the rest after one is ended), until the share is done or the worker dies.
 */
async function runShare(share: readonly WorkerGame[], c: ShareContext): Promise<void> {
  let left = [...share];
  while (left.length > 0) {
    const outcome = await runWorker(left, c);
    left = outcome.left;
    if (outcome.hung === null) {
      if (left.length > 0) {
        c.failures.push(outcome.failure ?? 'a worker stopped early');
        c.unfinished.push(...left);
      }
      return;
    }
    // the game under way when the agent hung: again, that agent ended at that call
    const [game, ...rest] = left as [WorkerGame, ...WorkerGame[]];
    const { seat, calls } = outcome.hung;
    const name = c.names[(seat + game.rotation) % c.names.length];
    c.warn(`set ${game.set}, rotation ${game.rotation}: ${name} (seat ${seat}) did not answer within ${c.limit} ms; it was ended with its worker, and the game is played again with its answers from there on by tsumogiri or pass`);
    left = [{ ...game, ended: [...game.ended, { seat, calls }] }, ...rest];
  }
}

/** One worker on `games`: what it left unplayed, and the agent that hung it (or why it failed). */
function runWorker(games: readonly WorkerGame[], c: ShareContext): Promise<{ left: WorkerGame[]; hung: EndedAgent | null; failure: string | null }> {
  const buffer = new SharedArrayBuffer(16);
  const beat = new Int32Array(buffer);
  const left = [...games];
  let failure: string | null = null;
  let hung: EndedAgent | null = null;
  return new Promise((resolve) => {
    const worker = startWorker(c.task(left, buffer));
    let seen = -1;
    const watchdog = setInterval(() => {
      const calls = Atomics.load(beat, CALLS);
      if (Atomics.load(beat, BUSY) === 1 && calls === seen && hung === null) {
        hung = { seat: Atomics.load(beat, SEAT) as Seat, calls: Atomics.load(beat, CALL_IN_GAME) };
        void worker.terminate();
      }
      seen = calls;
    }, c.limit);
    worker.on('message', (m: WorkerMessage) => {
      if (m.type === 'error') {
        failure ??= m.code === null ? m.message : `${m.code}: ${m.message}`;
        return;
      }
      const at = left.findIndex((g) => g.set === m.summary.set && g.rotation === m.summary.rotation);
      if (at >= 0) left.splice(at, 1);
      c.take(m.summary);
    });
    worker.on('error', (e: unknown) => {
      failure ??= `a worker failed: ${e instanceof Error ? e.message : String(e)}`;
    });
    worker.on('exit', (code) => {
      clearInterval(watchdog);
      if (hung === null && left.length > 0) failure ??= `a worker exited with code ${code} before its games were played`;
      resolve({ left, hung, failure });
    });
  });
}
