import type { PGlite } from '@electric-sql/pglite';
import { and, eq, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { webhookEvents, webhookProcessors } from '../../db/schema/index';

export type WebhookEventRow = typeof webhookEvents.$inferSelect;
export type NewWebhookEvent = Pick<WebhookEventRow, 'provider' | 'body'> &
  Partial<Pick<WebhookEventRow, 'channelContext'>>;
/** An event as its receiver stored it: the id is chosen before the insert, and the receiver holds the claim. */
export type StoredWebhookEvent = NewWebhookEvent & Pick<WebhookEventRow, 'id'>;

/**
 * One statement with its values written out as literals (see `simpleQuery`). The rows are stored
 * claimed by the process that received them, which handles them from memory; a process that does
 * not process webhooks (`processorId` null) leaves them unclaimed.
 */
export async function insertWebhookEvents(
  db: Database,
  processorId: string | null,
  events: StoredWebhookEvent[],
): Promise<void> {
  const claimer = processorId === null ? 'null' : literal(processorId);
  const rows = events.map(
    (event) =>
      `(${literal(event.id)}, ${literal(event.provider)}, ${literal(event.body)}, ${
        event.channelContext ? literal(JSON.stringify(event.channelContext)) : 'null'
      }, ${claimer}, ${processorId === null ? 'null' : 'now()'})`,
  );
  await simpleQuery(
    db,
    `insert into webhook_events (id, provider, body, channel_context, claimed_by, claimed_at) values ${rows.join(',')}`,
  );
}

/**
 * Claims the oldest unprocessed events nobody holds and whose retry is due, skipping rows another
 * process is claiming at the same moment. A claim older than five minutes is taken over whoever
 * holds it: its holder is alive (its heartbeat goes on) but has lost it. One statement, so no
 * transaction is held open.
 */
export async function claimWebhookEvents(
  db: Database,
  processorId: string,
  limit: number,
): Promise<WebhookEventRow[]> {
  const claimed = await db
    .update(webhookEvents)
    .set({ claimedBy: processorId, claimedAt: new Date() })
    .where(
      inArray(
        webhookEvents.id,
        sql`(select ${webhookEvents.id} from ${webhookEvents}
             where ${webhookEvents.processedAt} is null
               and (${webhookEvents.claimedBy} is null or ${webhookEvents.claimedAt} < now() - interval '5 minutes')
               and (${webhookEvents.retryAt} is null or ${webhookEvents.retryAt} <= now())
             order by ${webhookEvents.receivedAt}
             limit ${limit}
             for update skip locked)`,
      ),
    )
    .returning();
  return claimed.sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
}

/** Gives events back unprocessed, for any process to claim once `retryAt` (if any) has passed. */
export async function releaseWebhookEvents(db: Database, ids: string[], retryAt?: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(webhookEvents)
    .set({ claimedBy: null, claimedAt: null, retryAt: retryAt ?? null })
    .where(and(inArray(webhookEvents.id, ids), isNull(webhookEvents.processedAt)));
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

/**
 * Records a failed try: the event waits `retryDelayMs(attempts)` and is given back for any process
 * to claim, or, after `maxAttempts` tries, is parked (processed, with its error). Answers what
 * happened to it.
 */
export async function recordWebhookEventFailure(
  db: Database,
  id: string,
  error: string,
  retry: { maxAttempts: number; baseDelayMs: number },
): Promise<{ attempts: number; parked: boolean; retryAt: Date | null }> {
  const attempts = sql`${webhookEvents.attempts} + 1`;
  const parked = sql`${attempts} >= ${retry.maxAttempts}`;
  const [row] = await db
    .update(webhookEvents)
    .set({
      attempts,
      error,
      claimedBy: null,
      claimedAt: null,
      processedAt: sql`case when ${parked} then now() end`,
      retryAt: sql`case when not ${parked}
        then now() + make_interval(secs => ${retry.baseDelayMs / 1000}::float8 * power(2, ${webhookEvents.attempts})) end`,
    })
    .where(inArray(webhookEvents.id, [id]))
    .returning({
      attempts: webhookEvents.attempts,
      processedAt: webhookEvents.processedAt,
      retryAt: webhookEvents.retryAt,
    });
  return { attempts: row?.attempts ?? 0, parked: Boolean(row?.processedAt), retryAt: row?.retryAt ?? null };
}

/**
 * Beats this process's heartbeat (registering it on the first beat), forgets the processes whose
 * heartbeat is older than `deadAfterMs`, and releases the claims of processes that are gone.
 */
export async function beatWebhookProcessor(
  db: Database,
  processorId: string,
  deadAfterMs: number,
): Promise<void> {
  const deadline = sql`now() - make_interval(secs => ${deadAfterMs / 1000}::float8)`;
  await db
    .insert(webhookProcessors)
    .values({ id: processorId })
    .onConflictDoUpdate({ target: webhookProcessors.id, set: { heartbeatAt: sql`now()` } });
  await db.delete(webhookProcessors).where(lt(webhookProcessors.heartbeatAt, deadline));
  // Only claims older than the deadline: a process that has just started may not have beaten yet.
  await db
    .update(webhookEvents)
    .set({ claimedBy: null, claimedAt: null })
    .where(
      and(
        isNull(webhookEvents.processedAt),
        isNotNull(webhookEvents.claimedBy),
        lt(webhookEvents.claimedAt, deadline),
        sql`not exists (select 1 from ${webhookProcessors} where ${webhookProcessors.id} = ${webhookEvents.claimedBy})`,
      ),
    );
}

/**
 * Forgets every other process and releases its claims: on the embedded database only one process
 * can run (the data directory is locked), so any other is dead, and need not be waited for.
 */
export async function forgetOtherWebhookProcessors(db: Database, processorId: string): Promise<void> {
  await db.delete(webhookProcessors).where(ne(webhookProcessors.id, processorId));
  await db
    .update(webhookEvents)
    .set({ claimedBy: null, claimedAt: null })
    .where(and(isNull(webhookEvents.processedAt), ne(webhookEvents.claimedBy, processorId)));
}

/** A stopping process gives back what it has not handled, and leaves. */
export async function retireWebhookProcessor(db: Database, processorId: string): Promise<void> {
  await db
    .update(webhookEvents)
    .set({ claimedBy: null, claimedAt: null })
    .where(and(isNull(webhookEvents.processedAt), eq(webhookEvents.claimedBy, processorId)));
  await db.delete(webhookProcessors).where(eq(webhookProcessors.id, processorId));
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
