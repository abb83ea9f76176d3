// The long runs: worker processes, and a progress bar on stderr (at most every 2 s, and at the end).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

let lastDrawn = 0;

/** Draws `[####....] done/total unit, elapsed, time left` for a run started at `started` (performance.now()). */
export function progressBar(done: number, total: number, started: number, unit = ''): void {
  const now = performance.now();
  if (done < total && now - lastDrawn < 2000) return;
  lastDrawn = now;
  const width = 30;
  const filled = Math.round((done / total) * width);
  const secs = (now - started) / 1000;
  const eta = done > 0 ? (secs / done) * (total - done) : 0;
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
