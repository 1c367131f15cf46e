import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, inArray, isNotNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { webhookEvents } from '../../db/schema/index';
import { type Cleanup, runCleanups } from '../../test/cleanups';
import { cloudStatusesBody } from '../../test/cloud-statuses';
import { createPostgresDatabase, startTestApp, type TestApp } from '../../test/harness';
import { type ServerProcess, startServerProcess } from '../../test/server-process';

const appSecret = 'crash-test-app-secret';
const postgresUrl = process.env.TEST_DATABASE_URL;

const cleanups: Cleanup[] = [];
afterEach(async () => {
  await runCleanups(cleanups);
});

/**
 * Sends signed status webhooks from a few concurrent senders, as Meta does, and kills the server
 * with SIGKILL as soon as `killAfter` of them are acknowledged, while the others are in flight.
 * Answers the bodies the server acknowledged.
 */
async function acknowledgedUntilKilled(server: ServerProcess, killAfter: number): Promise<string[]> {
  const acknowledged: string[] = [];
  let sent = 0;
  let killing: Promise<void> | undefined;
  const sender = async (senderIndex: number) => {
    while (!killing) {
      const body = cloudStatusesBody([{ id: `wamid.CRASH${senderIndex}x${sent++}`, status: 'delivered' }]);
      const response = await fetch(`${server.url}/webhooks/cloud`, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`,
        },
      }).catch(() => undefined);
      if (!response) return;
      if (response.status === 200) acknowledged.push(body);
      if (acknowledged.length >= killAfter) killing ??= server.kill();
    }
  };
  await Promise.all(Array.from({ length: 16 }, (_, index) => sender(index)));
  await killing;
  return acknowledged;
}

/** Waits until every one of `bodies` is stored and processed; answers how many were processed. */
async function processedWithin(database: DatabaseHandle, bodies: string[], ms: number): Promise<number> {
  const deadline = Date.now() + ms;
  for (;;) {
    const rows = await database.db
      .select({ body: webhookEvents.body })
      .from(webhookEvents)
      .where(and(inArray(webhookEvents.body, bodies), isNotNull(webhookEvents.processedAt)));
    const processed = new Set(rows.map((row) => row.body)).size;
    if (processed === bodies.length || Date.now() > deadline) return processed;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function storedCount(database: DatabaseHandle, bodies: string[]): Promise<number> {
  const rows = await database.db
    .select({ body: webhookEvents.body })
    .from(webhookEvents)
    .where(inArray(webhookEvents.body, bodies));
  return new Set(rows.map((row) => row.body)).size;
}

describe.skipIf(postgresUrl)('a server killed during webhook intake, on the embedded database', () => {
  it('finds every acknowledged event after a restart, and processes them within seconds', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'parley-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const server = await startServerProcess({ PARLEY_DATA_DIR: dataDir, META_APP_SECRET: appSecret });
    cleanups.push(() => server.kill());

    const acknowledged = await acknowledgedUntilKilled(server, 1500);

    const database = await openDatabase({ kind: 'pglite', dir: join(dataDir, 'pglite') });
    let restarted: TestApp | undefined;
    cleanups.push(async () => {
      await restarted?.close();
      await database.close();
    });
    expect(await storedCount(database, acknowledged)).toBe(acknowledged.length);
    restarted = await startTestApp({ META_APP_SECRET: appSecret }, { database });
    expect(await processedWithin(database, acknowledged, 10_000)).toBe(acknowledged.length);
  }, 240_000);
});

describe.runIf(postgresUrl)('a server killed during webhook intake, on PostgreSQL', () => {
  it('leaves nothing it acknowledged to wait: a surviving server takes its claims over within seconds', async () => {
    const postgres = await createPostgresDatabase(postgresUrl ?? '');
    cleanups.push(() => postgres.drop());
    const database = await openDatabase({ kind: 'postgres', url: postgres.url });
    cleanups.push(() => database.close());
    const survivor = await startTestApp({ META_APP_SECRET: appSecret }, { database });
    cleanups.push(() => survivor.close());
    const killed = await startServerProcess({
      PARLEY_DATA_DIR: survivor.dataDir,
      DATABASE_URL: postgres.url,
      META_APP_SECRET: appSecret,
    });
    cleanups.push(() => killed.kill());

    const acknowledged = await acknowledgedUntilKilled(killed, 1500);

    expect(await storedCount(database, acknowledged)).toBe(acknowledged.length);
    // Ten seconds without a heartbeat make a process dead; the survivor beats every three.
    expect(await processedWithin(database, acknowledged, 20_000)).toBe(acknowledged.length);
  }, 240_000);
});
