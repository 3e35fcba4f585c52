/**
 * A worker thread of the catalog loader: makes the COPY text of the goods with ids startId … endId and
 * posts it chunk by chunk; at most `credits` chunks wait unacknowledged (the loader acknowledges a chunk
 * once written to the server), so a slow database holds the worker back instead of filling memory.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { copyChunks } from './copy-text';

const { startId, endId } = workerData as { startId: number; endId: number };
const port = parentPort!;
let credits = 3;
let wake: (() => void) | null = null;
port.on('message', () => {
  credits++;
  wake?.();
  wake = null;
});

for (const chunk of copyChunks(startId, endId)) {
  while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
  credits--;
  port.postMessage(chunk);
}
port.postMessage(null);
// Nothing more to receive: let the thread end.
port.removeAllListeners('message');
port.unref();
