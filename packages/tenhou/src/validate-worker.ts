// A worker thread of `validateLogsInWorkers` (`@mjkit/tenhou/node`): validates the files of the
// index range [from, to) the main thread sends, posts each file's summary, and waits for the
// next range (null: stop).
import { parentPort, workerData } from 'node:worker_threads';
import { validateOneFile } from './node.js';
import type { ValidateWorkerMessage } from './node.js';

if (parentPort) {
  const port = parentPort;
  const { files } = workerData as { files: string[] };
  port.on('message', (range: [number, number] | null) => {
    if (range === null) {
      port.close();
      return;
    }
    const [from, to] = range;
    for (let index = from; index < to; index++) {
      let reply: ValidateWorkerMessage;
      try {
        reply = { index, summary: validateOneFile(files[index] as string), last: index === to - 1 };
      } catch (e) {
        reply = { index, failure: e instanceof Error ? e.message : String(e) };
      }
      port.postMessage(reply);
      if ('failure' in reply) return;
    }
  });
}
