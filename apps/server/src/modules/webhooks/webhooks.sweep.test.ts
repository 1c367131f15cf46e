import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { webhookEvents, webhookProcessors } from '../../db/schema/index';
import type { ProviderEvent } from '../../providers/provider-events';
import { cloudStatusesBody } from '../../test/cloud-statuses';
import { openTestDatabase } from '../../test/harness';
import { createWebhooksService } from './webhooks.service';

// A database without an app: the app's own webhook processing would take the stranded event first.
let database: DatabaseHandle;
let closeDatabase: (() => Promise<void>) | undefined;
beforeAll(async () => {
  ({ database, close: closeDatabase } = await openTestDatabase());
});
afterAll(async () => {
  await closeDatabase?.();
});

const statusBody = (wamid: string) => cloudStatusesBody([{ id: wamid, status: 'read' }]);

describe('the webhook sweep', () => {
  it('processes what a stopped process stored but never handled, once its claim has expired', async () => {
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    const [stranded] = await database.db
      .insert(webhookEvents)
      .values({ provider: 'cloud', body: statusBody('wamid.STRANDED'), claimedAt: tenMinutesAgo })
      .returning();
    const webhooks = createWebhooksService(database.db, Fastify().log, {
      vacuumAfterPrune: false,
      soleProcess: false,
      flushCommits: database.flushCommits,
      processing: true,
      drainIntervalMs: 50,
    });
    const handled: ProviderEvent[] = [];
    webhooks.onProviderEvents(async (events) => {
      handled.push(...events);
    });

    await webhooks.sweep();

    expect(handled).toMatchObject([{ kind: 'status', messageId: 'wamid.STRANDED', status: 'read' }]);
    const [row] = await database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.id, stranded?.id ?? ''));
    expect(row?.processedAt).toBeInstanceOf(Date);
    expect(row?.error).toBeNull();
  });

  it('takes over at once the events of a process whose heartbeat stopped, and leaves a live one’s alone', async () => {
    const aMinuteAgo = new Date(Date.now() - 60_000);
    const [dead, alive] = [randomUUID(), randomUUID()];
    await database.db.insert(webhookProcessors).values([
      { id: dead, heartbeatAt: aMinuteAgo },
      { id: alive, heartbeatAt: new Date() },
    ]);
    await database.db.insert(webhookEvents).values([
      { provider: 'cloud', body: statusBody('wamid.OF-THE-DEAD'), claimedBy: dead, claimedAt: aMinuteAgo },
      { provider: 'cloud', body: statusBody('wamid.OF-THE-LIVING'), claimedBy: alive, claimedAt: aMinuteAgo },
    ]);
    const webhooks = createWebhooksService(database.db, Fastify().log, {
      vacuumAfterPrune: false,
      soleProcess: false,
      flushCommits: database.flushCommits,
      processing: true,
      drainIntervalMs: 50,
    });
    const handled: string[] = [];
    webhooks.onProviderEvents(async (events) => {
      handled.push(...events.map((event) => (event.kind === 'status' ? event.messageId : event.kind)));
    });

    webhooks.start();
    try {
      const deadline = Date.now() + 5_000;
      while (!handled.includes('wamid.OF-THE-DEAD') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(handled).toEqual(['wamid.OF-THE-DEAD']);
    } finally {
      await webhooks.stop();
    }
  });
});
