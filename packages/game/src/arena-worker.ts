// A worker thread of the parallel arena (`@mjkit/game/node`): plays the sets it is given and
// posts each game's summary back (and writes its record when asked to).
import { parentPort, workerData } from 'node:worker_threads';
import { MjkitError } from '@mjkit/core';
import { playWorkerGames } from './arena-node.js';
import type { WorkerTask } from './arena-node.js';

if (parentPort) {
  const port = parentPort;
  playWorkerGames(workerData as WorkerTask, (message) => port.postMessage(message))
    .catch((e: unknown) => port.postMessage(e instanceof MjkitError ? { type: 'error', message: e.detail, code: e.code } : { type: 'error', message: e instanceof Error ? e.message : String(e), code: null }))
    .finally(() => port.close());
}
