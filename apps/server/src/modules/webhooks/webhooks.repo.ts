import { and, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { webhookEvents } from '../../db/schema/index';

export type WebhookEventRow = typeof webhookEvents.$inferSelect;
export type NewWebhookEvent = Pick<WebhookEventRow, 'provider' | 'body'> &
  Partial<Pick<WebhookEventRow, 'channelContext'>>;
/** An event as its receiver stored it: the id is chosen before the insert, and the receiver holds the claim. */
export type StoredWebhookEvent = NewWebhookEvent & Pick<WebhookEventRow, 'id'>;

/**
 * One statement of the same text whatever the batch size, with four parameters (arrays). The rows
 * are stored claimed by the process that received them, which handles them from memory.
 */
export async function insertWebhookEvents(db: Database, events: StoredWebhookEvent[]): Promise<void> {
  const column = <T>(value: (event: StoredWebhookEvent) => T) => sql.param(events.map(value));
  await db.execute(sql`
    insert into ${webhookEvents} (id, provider, body, channel_context, claimed_at)
    select id, provider, body, channel_context::jsonb, now()
    from unnest(${column((event) => event.id)}::uuid[], ${column((event) => event.provider)}::text[],
                ${column((event) => event.body)}::text[],
                ${column((event) => (event.channelContext ? JSON.stringify(event.channelContext) : null))}::text[])
      as event(id, provider, body, channel_context)`);
}

/**
 * Claims the oldest unprocessed events, skipping rows another worker holds, and taking over claims
 * older than five minutes (their worker died). One statement, so no transaction is held open.
 */
export async function claimWebhookEvents(db: Database, limit: number): Promise<WebhookEventRow[]> {
  const claimed = await db
    .update(webhookEvents)
    .set({ claimedAt: new Date() })
    .where(
      inArray(
        webhookEvents.id,
        sql`(select ${webhookEvents.id} from ${webhookEvents}
             where ${webhookEvents.processedAt} is null
               and (${webhookEvents.claimedAt} is null or ${webhookEvents.claimedAt} < now() - interval '5 minutes')
             order by ${webhookEvents.receivedAt}
             limit ${limit}
             for update skip locked)`,
      ),
    )
    .returning();
  return claimed.sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
}

export async function markWebhookEventsProcessed(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(webhookEvents)
    .set({ processedAt: new Date() })
    .where(sql`${webhookEvents.id} = any(${sql.param(ids)}::uuid[])`);
}

export async function markWebhookEventUnreadable(db: Database, id: string, error: string): Promise<void> {
  await db
    .update(webhookEvents)
    .set({ processedAt: new Date(), error })
    .where(inArray(webhookEvents.id, [id]));
}

/** Forgets the processed events received before `cutoff`; answers how many. */
export async function deleteProcessedWebhookEvents(db: Database, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(webhookEvents)
    .where(and(isNotNull(webhookEvents.processedAt), lt(webhookEvents.receivedAt, cutoff)))
    .returning({ id: webhookEvents.id });
  return deleted.length;
}

/** PGlite has no autovacuum: without this the table's dead rows slow every claim down. */
export async function vacuumWebhookEvents(db: Database): Promise<void> {
  await db.execute(sql`vacuum (analyze) ${webhookEvents}`);
}
