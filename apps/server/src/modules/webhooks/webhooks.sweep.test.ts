import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEvents } from '../../db/schema/index';
import type { ProviderEvent } from '../../providers/provider-events';
import { cloudStatusesBody } from '../../test/cloud-statuses';
import { startTestApp, type TestApp } from '../../test/harness';
import { createWebhooksService } from './webhooks.service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const statusBody = (wamid: string) => cloudStatusesBody([{ id: wamid, status: 'read' }]);

describe('the webhook sweep', () => {
  it('processes what a stopped process stored but never handled, once its claim has expired', async () => {
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    const [stranded] = await t.database.db
      .insert(webhookEvents)
      .values({ provider: 'cloud', body: statusBody('wamid.STRANDED'), claimedAt: tenMinutesAgo })
      .returning();
    const webhooks = createWebhooksService(t.database.db, t.app.log, {
      vacuumAfterPrune: false,
      soleProcess: false,
      flushCommits: t.database.flushCommits,
    });
    const handled: ProviderEvent[] = [];
    webhooks.onProviderEvents(async (events) => {
      handled.push(...events);
    });

    await webhooks.sweep();

    expect(handled).toMatchObject([{ kind: 'status', messageId: 'wamid.STRANDED', status: 'read' }]);
    const [row] = await t.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.id, stranded?.id ?? ''));
    expect(row?.processedAt).toBeInstanceOf(Date);
    expect(row?.error).toBeNull();
  });
});
