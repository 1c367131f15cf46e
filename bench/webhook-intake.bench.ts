import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { and, count, gte, isNotNull } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { webhookEvents } from '../apps/server/src/db/schema/index';
import { type LoadResult, percentile } from './keep-alive-load';

const appSecret = 'bench-app-secret';

/**
 * Issues 3 and 13 budget: at least 3,000 signed status events a second acknowledged on the embedded
 * database and 5,000 on PostgreSQL, each durable before its acknowledgement, p99 acknowledgement
 * under 50 ms, and every one processed. The server runs here so the processed rows can be counted
 * on the embedded database too; the load comes from a worker thread, on the other core.
 */
export async function webhookIntakeBench(events = 20_000, concurrency = 32) {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-'));
  const config = loadConfig({
    ...process.env,
    PARLEY_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    META_APP_SECRET: appSecret,
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
  });
  const database = await openDatabase(config.database);
  const app = await buildApp(config, database);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    // A PostgreSQL database may hold the events of earlier runs: only this run's are counted.
    const startedAt = new Date();
    const load = await new Promise<LoadResult>((resolve, reject) => {
      const worker = new Worker(new URL('./webhook-load.worker.mjs', import.meta.url), {
        workerData: { url: `${address}/webhooks/cloud`, appSecret, events, concurrency },
      });
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    const drainStarted = performance.now();
    let processed = 0;
    while (processed < events && performance.now() - drainStarted < 300_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const [row] = await database.db
        .select({ value: count() })
        .from(webhookEvents)
        .where(and(isNotNull(webhookEvents.processedAt), gte(webhookEvents.receivedAt, startedAt)));
      processed = row?.value ?? 0;
    }
    const sorted = load.latencies.sort();
    return {
      bench: 'webhook-intake',
      database: database.kind,
      events,
      concurrency,
      acknowledgedPerSecond: Math.round(events / (load.elapsedMs / 1000)),
      ackP50Ms: percentile(sorted, 0.5),
      ackP99Ms: percentile(sorted, 0.99),
      failures: load.failures,
      processed,
      allProcessedAfterMs: Math.round(load.elapsedMs + (performance.now() - drainStarted)),
      budget: { acknowledgedPerSecond: database.kind === 'pglite' ? 3000 : 5000, ackP99Ms: 50 },
    };
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
