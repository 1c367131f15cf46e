import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEvents } from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../test/harness';
import { createWebhooksService, webhookRetentionMs } from './webhooks.service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the webhook sweep’s retention', () => {
  it('forgets processed webhooks past the retention, and keeps recent and unprocessed ones', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - webhookRetentionMs - 60_000);
    const body = (label: string) => JSON.stringify({ label });
    await t.database.db.insert(webhookEvents).values([
      { provider: 'cloud', body: body('old processed'), receivedAt: old, processedAt: old },
      { provider: 'cloud', body: body('old, never processed'), receivedAt: old },
      { provider: 'cloud', body: body('recent processed'), receivedAt: now, processedAt: now },
    ]);

    const webhooks = createWebhooksService(t.database.db, t.app.log, {
      vacuumAfterPrune: t.database.kind === 'pglite',
      soleProcess: false,
      flushCommits: t.database.flushCommits,
      processing: true,
      drainIntervalMs: 50,
    });
    expect(await webhooks.prune(now)).toBe(1);

    const left = await t.database.db.select({ body: webhookEvents.body }).from(webhookEvents);
    expect(left.map((row) => JSON.parse(row.body).label).sort()).toEqual([
      'old, never processed',
      'recent processed',
    ]);
  });
});
