import type { PGlite } from '@electric-sql/pglite';
import { and, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { webhookEvents } from '../../db/schema/index';

export type WebhookEventRow = typeof webhookEvents.$inferSelect;
export type NewWebhookEvent = Pick<WebhookEventRow, 'provider' | 'body'> &
  Partial<Pick<WebhookEventRow, 'channelContext'>>;
/** An event as its receiver stored it: the id is chosen before the insert, and the receiver holds the claim. */
export type StoredWebhookEvent = NewWebhookEvent & Pick<WebhookEventRow, 'id'>;

/**
 * One statement with its values written out as literals (see `simpleQuery`). The rows are stored
 * claimed by the process that received them, which handles them from memory.
 */
export async function insertWebhookEvents(db: Database, events: StoredWebhookEvent[]): Promise<void> {
  const rows = events.map(
    (event) =>
      `(${literal(event.id)}, ${literal(event.provider)}, ${literal(event.body)}, ${
        event.channelContext ? literal(JSON.stringify(event.channelContext)) : 'null'
      }, now())`,
  );
  await simpleQuery(
    db,
    `insert into webhook_events (id, provider, body, channel_context, claimed_at) values ${rows.join(',')}`,
  );
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
  await simpleQuery(
    db,
    `update webhook_events set processed_at = now() where id in (${ids.map(literal).join(',')})`,
  );
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

/**
 * Runs SQL text through the driver under drizzle, with the simple query protocol: the hot path of
 * intake. On PGlite every statement through drizzle copies PGlite's several hundred result parsers
 * (to add drizzle's) and takes six round trips into the WASM module, which for a batch of a few
 * dozen events costs about as much as its rows; a simple query takes two round trips.
 */
function simpleQuery(db: Database, text: string): Promise<unknown> {
  const client = (db as Database & { $client: PGlite | pg.Pool }).$client;
  return 'exec' in client ? client.exec(text) : client.query(text);
}

/** A string as an SQL literal, whatever `standard_conforming_strings` says (as pg's `escapeLiteral`). */
function literal(value: string): string {
  return `E'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}
