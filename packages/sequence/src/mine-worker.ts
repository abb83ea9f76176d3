// A worker thread of `mineFiles` (`@mjkit/sequence/node`): mines its share of the files, posts
// a message per file and its table's bytes at the end.
import { parentPort, workerData } from 'node:worker_threads';
import { mineFileList } from './node.js';
import type { MineWorkerMessage, MineWorkerTask } from './node.js';

if (parentPort) {
  const port = parentPort;
  const post = (m: MineWorkerMessage) => port.postMessage(m);
  try {
    const { files, options, skip } = workerData as MineWorkerTask;
    const table = mineFileList(files, options, () => post({ file: true }), skip ? (skipped) => post({ skipped }) : undefined);
    post({ table: table.toBytes() });
  } catch (e) {
    post({ failure: e instanceof Error ? e.message : String(e) });
  }
}
