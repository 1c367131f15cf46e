import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { webhookEvents } from '../../db/schema/index';

export type WebhookEventRow = typeof webhookEvents.$inferSelect;

export async function insertWebhookEvent(
  db: Database,
  provider: WebhookEventRow['provider'],
  body: string,
): Promise<string> {
  const [row] = await db.insert(webhookEvents).values({ provider, body }).returning({ id: webhookEvents.id });
  if (!row) throw new Error('insert into webhook_events returned no row');
  return row.id;
}

export const findWebhookEvents = (db: Database, ids: string[]) =>
  db.select().from(webhookEvents).where(inArray(webhookEvents.id, ids));

export async function markWebhookEventProcessed(db: Database, id: string, error?: string): Promise<void> {
  await db
    .update(webhookEvents)
    .set({ processedAt: new Date(), error: error ?? null })
    .where(eq(webhookEvents.id, id));
}
