// The long runs: worker processes, and a progress bar on stderr (at most every 2 s, and at the end);
// a per-game run's scaffold (playShare in the workers, playGames in the main process).
import { fork } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

let lastDrawn = -Infinity;

/**
 * Draws `[####....] done/total unit, elapsed, time left` for a run started at `started`
 * (performance.now()); `kept` is what a resumed run found done, so the time left is judged by
 * this run's own pace.
 */
export function progressBar(done: number, total: number, started: number, unit = '', kept = 0): void {
  const now = performance.now();
  if (done < total && now - lastDrawn < 2000) return;
  lastDrawn = now;
  const width = 30;
  const filled = Math.round((done / total) * width);
  const secs = (now - started) / 1000;
  const eta = done > kept ? (secs / (done - kept)) * (total - done) : 0;
  process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}${unit ? ` ${unit}` : ''} ${secs.toFixed(0)} s, ~${eta.toFixed(0)} s left `);
}

/**
 * Runs `script` (this bench's module URL) on `workers` child processes, each with `args` and
 * `--worker w/workers`, handing every message to `onMessage`; resolves when all exit cleanly.
 */
export function forkWorkers<M>(script: string, args: readonly string[], workers: number, onMessage: (m: M) => void): Promise<void> {
  return Promise.all(
    Array.from({ length: workers }, (_, w) =>
      new Promise<void>((res, rej) => {
        const child = fork(fileURLToPath(script), [...args, '--worker', `${w}/${workers}`], { execArgv: process.execArgv });
        child.on('message', (m: M) => onMessage(m));
        child.on('exit', (code) => (code === 0 ? res() : rej(new Error(`worker ${w} exited with ${code}`))));
      }),
    ),
  ).then(() => undefined);
}

/** The value after `name` in a run's arguments, or `fallback` when it is not given. */
export function option(args: readonly string[], name: string, fallback: string): string {
  const i = args.indexOf(name);
  return i >= 0 ? (args[i + 1] as string) : fallback;
}

/**
 * What a long run finds in its results `file` before it starts. With `--resume` and a file there:
 * the saved run, which must be the same `command` (`same` compares them); a file there without
 * `--resume` or `--force`: an error (a run never writes over another unasked); otherwise null.
 */
export function savedRun<T extends { command?: string }>(file: string, command: string, args: readonly string[], same = (a: string, b: string) => a === b): T | null {
  if (!existsSync(file)) return null;
  if (args.includes('--resume')) {
    const last = JSON.parse(readFileSync(file, 'utf8')) as T;
    if (!same(last.command ?? '', command)) throw new Error(`${file} holds another run (${last.command}); move it away to start this one (${command})`);
    return last;
  }
  if (args.includes('--force')) return null;
  throw new Error(`${file} exists: --resume it, --force to start over, or move it away`);
}

/** For {@link savedRun}: the same run but for the count after `flag` (`--games`, `--sets`), which a resumed run may raise. */
export function sameBut(flag: string): (a: string, b: string) => boolean {
  const count = new RegExp(`${flag} \\d+`);
  return (a, b) => a.replace(count, '') === b.replace(count, '');
}

/** For {@link savedRun}: the same run but for `--games`, which a resumed per-game run may raise. */
export const sameButGames = sameBut('--games');

/** Calls `save` now and then: the function returned saves when `every` ms have passed since the last save. */
export function throttled(save: () => void, every = 30_000): () => void {
  let last = performance.now();
  return () => {
    if (performance.now() - last < every) return;
    last = performance.now();
    save();
  };
}

/** The games of a per-game run listed after `--done` in a worker's arguments. */
function doneGames(args: readonly string[]): Set<number> {
  return new Set(option(args, '--done', '').split(',').filter((x) => x !== '').map(Number));
}

/**
 * A worker's share of a per-game run (see {@link playGames}): with `--worker w/n` among `args`,
 * plays every n-th game from w among games 0 to `games` − 1 that are not listed after `--done`,
 * sending each `play(game)` to the main process (by `send`), and returns true. Returns false in
 * the main process. A `send` that returns a promise is awaited before the next game: the default
 * one resolves when the message has gone down the channel, so that a large message reaches the
 * main process (its progress bar, its saves) as its game ends, not when the worker's share does.
 */
export function playShare<M>(args: readonly string[], games: number, play: (game: number) => M, send: (m: M) => void | Promise<void> = sendToMain): boolean {
  const at = args.indexOf('--worker');
  if (at < 0) return false;
  const [w, n] = args[at + 1]!.split('/').map(Number) as [number, number];
  const done = doneGames(args);
  const share: number[] = [];
  for (let g = w; g < games; g += n) if (!done.has(g)) share.push(g);
  const from = (i: number): void => {
    for (; i < share.length; i++) {
      const sent = send(play(share[i]!));
      if (sent instanceof Promise) {
        void sent.then(() => from(i + 1));
        return;
      }
    }
  };
  from(0);
  return true;
}

/** Sends `m` to the main process; resolves once it has been handed to the channel (at once when there is none). */
function sendToMain<M>(m: M): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!process.send) return resolve();
    process.send(m, undefined, {}, (error) => (error ? reject(error) : resolve()));
  });
}

/**
 * The main process of a per-game run: forks `--workers` (2 unless given) copies of `script` (the
 * caller's module URL) with its own `args` and the games already `done`, each of which runs
 * {@link playShare}; hands every game's message to `onGame` as it comes, draws the progress bar,
 * calls `save` every 30 s and once at the end when the run added a game. Resolves to how many it added.
 */
export async function playGames<M extends { readonly game: number }>(script: string, args: readonly string[], games: number, done: Iterable<number>, onGame: (m: M) => void, save: () => void): Promise<number> {
  const have = new Set(done);
  const kept = have.size;
  const started = performance.now();
  const saveNowAndThen = throttled(save);
  await forkWorkers<M>(script, [...args.filter((a) => a !== '--resume' && a !== '--force'), '--done', [...have].join(',')], Number(option(args, '--workers', '2')), (m) => {
    have.add(m.game);
    onGame(m);
    progressBar(have.size, games, started, 'hanchan', kept);
    saveNowAndThen();
  });
  const added = have.size - kept;
  if (added > 0) save();
  process.stderr.write('\n');
  return added;
}
