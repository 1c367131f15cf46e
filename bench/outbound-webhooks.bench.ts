import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  authRoutes,
  type OutboundWebhookEndpointWithSecret,
  outboundWebhookLimits,
  outboundWebhookRoutes,
} from '@parley/contract';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client';
import { outboundWebhookDeliveries, outboundWebhookEndpoints } from '../apps/server/src/db/schema/index';
import {
  insertDeliveries,
  type NewEvent,
} from '../apps/server/src/modules/outbound-webhooks/outbound-webhooks.repo';
import { signUpInput } from '../apps/server/src/test/harness';

interface ReceiverStats {
  port: number;
  received: number;
  distinct: number;
  duplicates: number;
  badSignatures: number;
  firstAt: number;
  lastAt: number;
}

/**
 * Issue 18 budget: at least 2,000 deliveries a second from one process on PostgreSQL to a local
 * receiver (on the other core), and none lost when the receiver is down for a minute
 * (`npm run bench -- outbound-webhooks --down-seconds=10` for a quicker run). The configuration is
 * the embedded one, so that the rule takes the local receiver's plain-HTTP address; the database is
 * PostgreSQL (BENCH_DATABASE_URL, a database of its own).
 */
export async function outboundWebhooksBench(deliveries = 30_000) {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return { bench: 'outbound-webhooks', skipped: 'BENCH_DATABASE_URL is not set' };
  const downSeconds = Number(
    process.argv.find((arg) => arg.startsWith('--down-seconds='))?.split('=')[1] ?? 60,
  );
  const databaseName = `parley_bench_webhooks_${process.pid}`;
  await adminQuery(serverUrl, `drop database if exists ${databaseName} with (force)`);
  await adminQuery(serverUrl, `create database ${databaseName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-'));
  const config = loadConfig({ PARLEY_DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  const app = await buildApp(config, database);
  await app.ready();
  const worker = new Worker(new URL('./webhook-receiver.worker.mjs', import.meta.url));
  const receiver = (command: string, value?: unknown) =>
    new Promise<ReceiverStats>((resolve) => {
      worker.once('message', resolve);
      worker.postMessage({ command, value });
    });
  try {
    const { port } = await receiver('up');
    const signedUp = await app.inject({
      method: 'POST',
      url: authRoutes.signUp.path,
      payload: signUpInput(),
    });
    const token = signedUp.json<{ accessToken: string }>().accessToken;
    const created = await app.inject({
      method: 'POST',
      url: outboundWebhookRoutes.create.path,
      headers: { authorization: `Bearer ${token}` },
      payload: { url: `http://127.0.0.1:${port}/parley`, events: ['message.received'] },
    });
    const endpoint = created.json<OutboundWebhookEndpointWithSecret>();
    if (created.statusCode !== 201) throw new Error(`the endpoint was refused: ${created.body}`);
    await receiver('secret', endpoint.secret);
    const [account] = await database.db
      .select({ accountId: outboundWebhookEndpoints.accountId })
      .from(outboundWebhookEndpoints)
      .where(eq(outboundWebhookEndpoints.id, endpoint.endpointId));
    const accountId = account?.accountId ?? '';
    let queued = 0;
    const queue = (count: number) => {
      const events: NewEvent[] = Array.from({ length: count }, () => {
        queued += 1;
        return {
          accountId,
          event: 'message.received',
          key: `bench:${queued}`,
          data: { messageId: `m${queued}`, type: 'text', text: `Order ${queued} is on its way`, content: {} },
        };
      });
      const now = new Date();
      return insertDeliveries(database.db, events, {
        now,
        retryUntil: new Date(now.getTime() + outboundWebhookLimits.retryForMs),
      });
    };

    // Throughput: the outbox filled as fast as it takes it, the receiver timing first to last.
    for (let done = 0; done < deliveries; done += 1000) await queue(Math.min(1000, deliveries - done));
    const throughput = await waitUntilDelivered(database, deliveries, 300_000);
    const burst = await receiver('stats');
    const throughputFigures = {
      deliveries,
      deliveriesPerSecond: Math.round(burst.distinct / ((burst.lastAt - burst.firstAt) / 1000)),
      allRecordedAfterMs: throughput.afterMs,
      duplicates: burst.duplicates,
      badSignatures: burst.badSignatures,
    };

    // Down: events keep coming at 200 a second; the receiver is away for `downSeconds`.
    await receiver('reset');
    const before = queued;
    const rate = 200;
    const steady = async (seconds: number) => {
      const started = Date.now();
      for (let sent = 0; Date.now() - started < seconds * 1000; ) {
        const due = Math.floor(((Date.now() - started) / 1000) * rate);
        if (due > sent) {
          await queue(due - sent);
          sent = due;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    await steady(5);
    await receiver('down');
    const downAt = Date.now();
    await steady(downSeconds);
    await receiver('up');
    const upAt = Date.now();
    await steady(5);
    const produced = queued - before;
    const recovered = await waitUntilDelivered(database, queued, 600_000);
    const after = await receiver('stats');
    const statuses = await database.db
      .select({ status: outboundWebhookDeliveries.status, total: count() })
      .from(outboundWebhookDeliveries)
      .groupBy(outboundWebhookDeliveries.status);
    return {
      bench: 'outbound-webhooks',
      database: database.kind,
      throughput: throughputFigures,
      receiverDown: {
        downSeconds: Math.round((upAt - downAt) / 1000),
        produced,
        receivedDistinct: after.distinct,
        lost: produced - after.distinct,
        duplicates: after.duplicates,
        badSignatures: after.badSignatures,
        allDeliveredSecondsAfterBackUp: Math.round((recovered.at - upAt) / 1000),
        statuses: Object.fromEntries(statuses.map((row) => [row.status, row.total])),
      },
      budget: { deliveriesPerSecond: 2000, lost: 0 },
    };
  } finally {
    await app.close();
    await database.close();
    await worker.terminate();
    rmSync(dataDir, { recursive: true, force: true });
    await adminQuery(serverUrl, `drop database if exists ${databaseName} with (force)`);
  }
}

async function waitUntilDelivered(database: DatabaseHandle, total: number, timeoutMs: number) {
  const started = Date.now();
  for (;;) {
    const [row] = await database.db
      .select({ value: count() })
      .from(outboundWebhookDeliveries)
      .where(eq(outboundWebhookDeliveries.status, 'delivered'));
    if ((row?.value ?? 0) >= total) return { afterMs: Date.now() - started, at: Date.now() };
    if (Date.now() - started > timeoutMs) throw new Error(`only ${row?.value} of ${total} delivered in time`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
