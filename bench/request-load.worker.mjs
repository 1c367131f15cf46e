import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

// Plain JavaScript: worker threads do not inherit the TypeScript loader the benchmarks run with.
// The requests are made in the parent; here they are only sent, away from the server's event loop.
const { runLoad } = await tsImport('./keep-alive-load.ts', import.meta.url);
const { origin, requests, concurrency, thinkTimeMs, perSecond } = workerData;

parentPort?.postMessage(
  await runLoad(origin, requests.length, concurrency, (index) => requests[index], { thinkTimeMs, perSecond }),
);
