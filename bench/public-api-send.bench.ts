import { Worker } from 'node:worker_threads';
import { apiKeyRoutes, type CreatedApiKey, publicApiRoutes, templateRoutes } from '@parley/contract';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../apps/server/src/db/rows';
import { startCampaignWorkspace } from './campaign-workspace';
import { type LoadRequest, type LoadResult, percentile } from './keep-alive-load';

/**
 * Issue 18 budget: one process on PostgreSQL accepts at least 1,000 public API sends a second (a
 * send is accepted once its message and its send job are stored), p99 under 50 ms. The load comes
 * from a worker thread over kept-alive connections. Each send is a template to a new number, so none
 * waits for a customer's window. Two figures, since a closed loop cannot give both: `most`, as many
 * sends as `concurrency` connections get accepted, each asking again once answered (its latency is
 * mostly the wait behind the other connections); and `atBudgetRate`, sends due at 1,000 a second
 * whatever the answers, each timed from when it was due. Measured twice, each on a database of its own:
 * - `apiAndWorker`: one process in both roles, which also sends each message on to the simulator (in
 *   its own process) meanwhile, as `npm start` runs;
 * - `apiOnly`: a `PARLEY_ROLES=api` process, which only accepts; in production worker processes
 *   send (here none runs, so that the two cores measure the accepting alone).
 */
export async function publicApiSendBench(sends = 10_000, concurrency = 32) {
  if (!process.env.BENCH_DATABASE_URL) {
    return {
      bench: 'public-api-send',
      skipped: 'BENCH_DATABASE_URL is not set: this bench needs PostgreSQL',
    };
  }
  return {
    bench: 'public-api-send',
    database: 'postgres',
    sends,
    concurrency,
    apiAndWorker: await acceptedSends(sends, concurrency, 'api,worker'),
    apiOnly: await acceptedSends(sends, concurrency, 'api'),
    budget,
  };
}

const budget = { acceptedPerSecond: 1000, p99Ms: 50 };
// Enough connections that a send due at the budget's rate seldom waits for one.
const openLoadConnections = 128;

async function acceptedSends(sends: number, concurrency: number, roles: 'api,worker' | 'api') {
  const w = await startCampaignWorkspace('postgres', {
    statuses: false,
    env: { API_RATE_LIMIT_PER_MINUTE: String(sends * 20), PARLEY_ROLES: roles },
  });
  try {
    await w.setRates({ simulator: null, channel: 1000 });
    await w.api('POST', templateRoutes.refresh.path.replace(':channelId', w.channel.channelId));
    const { apiKey } = await w.api<CreatedApiKey>('POST', apiKeyRoutes.create.path, { name: 'Bench' });
    const path = publicApiRoutes.sendMessage.path.replace(':channelId', w.channel.channelId);
    const headers = { 'x-api-key': apiKey, 'content-type': 'application/json' };
    const requestsFrom = (first: number): LoadRequest[] =>
      Array.from({ length: sends }, (_, index) => ({
        path,
        headers,
        body: JSON.stringify({
          to: `+4916${String(first + index).padStart(8, '0')}`,
          type: 'template',
          template: { name: 'hello_world', language: 'en_US' },
        }),
      }));
    const load = (workerData: { requests: LoadRequest[]; concurrency: number; perSecond?: number }) =>
      new Promise<LoadResult>((resolve, reject) => {
        const worker = new Worker(new URL('./request-load.worker.mjs', import.meta.url), {
          workerData: { origin: w.url, thinkTimeMs: 0, ...workerData },
        });
        worker.once('message', resolve);
        worker.once('error', reject);
      });
    const figures = (result: LoadResult) => {
      const sorted = result.latencies.sort();
      return {
        acceptedPerSecond: Math.round(sends / (result.elapsedMs / 1000)),
        p50Ms: percentile(sorted, 0.5),
        p99Ms: percentile(sorted, 0.99),
        failures: result.failures,
      };
    };
    const most = figures(await load({ requests: requestsFrom(0), concurrency }));
    const atBudgetRate = figures(
      await load({
        requests: requestsFrom(sends),
        concurrency: openLoadConnections,
        perSecond: budget.acceptedPerSecond,
      }),
    );
    const [stored] = rowsOf<{ n: number }>(
      await w.database.db.execute(
        sql`select count(*)::int as n from messages where sent_by_api_key_id is not null`,
      ),
    );
    return { most, atBudgetRate, stored: stored?.n ?? 0 };
  } finally {
    await w.close();
  }
}
