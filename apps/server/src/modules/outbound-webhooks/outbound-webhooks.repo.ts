import type {
  OutboundWebhookDeliveryStatus,
  OutboundWebhookEvent,
  OutboundWebhookFailure,
} from '@parley/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { outboundWebhookDeliveries, outboundWebhookEndpoints } from '../../db/schema/index';

export type EndpointRow = typeof outboundWebhookEndpoints.$inferSelect;
export type DeliveryRow = typeof outboundWebhookDeliveries.$inferSelect;

export const listEndpoints = (db: Database, accountId: string): Promise<EndpointRow[]> =>
  db
    .select()
    .from(outboundWebhookEndpoints)
    .where(eq(outboundWebhookEndpoints.accountId, accountId))
    .orderBy(outboundWebhookEndpoints.createdAt, outboundWebhookEndpoints.id);

/** The events the account's enabled endpoints listen to (with repeats). */
export async function listenedEvents(db: Database, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ events: outboundWebhookEndpoints.events })
    .from(outboundWebhookEndpoints)
    .where(
      and(eq(outboundWebhookEndpoints.accountId, accountId), eq(outboundWebhookEndpoints.enabled, true)),
    );
  return rows.flatMap((row) => row.events);
}

export async function countEndpoints(db: Database, accountId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(outboundWebhookEndpoints)
    .where(eq(outboundWebhookEndpoints.accountId, accountId));
  return row?.total ?? 0;
}

export async function findEndpoint(
  db: Database,
  accountId: string,
  endpointId: string,
): Promise<EndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(outboundWebhookEndpoints)
    .where(
      and(eq(outboundWebhookEndpoints.id, endpointId), eq(outboundWebhookEndpoints.accountId, accountId)),
    );
  return row;
}

export async function insertEndpoint(
  db: Database,
  values: typeof outboundWebhookEndpoints.$inferInsert,
): Promise<EndpointRow> {
  const [row] = await db.insert(outboundWebhookEndpoints).values(values).returning();
  if (!row) throw new Error('the endpoint was not stored');
  return row;
}

/**
 * Changes the endpoint. Its pending deliveries wait while it is disabled (no due time, so no claim
 * walks over them) and are due at once when it is enabled again.
 */
export function updateEndpoint(
  db: Database,
  accountId: string,
  endpointId: string,
  patch: Partial<
    Pick<
      EndpointRow,
      'url' | 'events' | 'secretSealed' | 'enabled' | 'disabledReason' | 'disabledAt' | 'failingSince'
    >
  >,
  now: Date,
): Promise<EndpointRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(outboundWebhookEndpoints)
      .set({ ...patch, updatedAt: now })
      .where(
        and(eq(outboundWebhookEndpoints.id, endpointId), eq(outboundWebhookEndpoints.accountId, accountId)),
      )
      .returning();
    if (row && patch.enabled !== undefined) await setPendingDue(tx, [row.id], patch.enabled ? now : null);
    return row;
  });
}

async function setPendingDue(db: Database, endpointIds: string[], due: Date | null): Promise<void> {
  await db.execute(sql`
    update ${outboundWebhookDeliveries} set next_attempt_at = ${due ? due.toISOString() : null}::timestamptz
    where endpoint_id = any(${sql.param(endpointIds)}::uuid[]) and status = 'pending'`);
}

export async function deleteEndpoint(db: Database, accountId: string, endpointId: string): Promise<boolean> {
  const deleted = await db
    .delete(outboundWebhookEndpoints)
    .where(
      and(eq(outboundWebhookEndpoints.id, endpointId), eq(outboundWebhookEndpoints.accountId, accountId)),
    )
    .returning({ id: outboundWebhookEndpoints.id });
  return deleted.length > 0;
}

/** A page of the endpoint's deliveries, newest first, and how many there are in all. */
export async function listDeliveries(
  db: Database,
  endpointId: string,
  { page, records, status }: { page: number; records: number; status?: OutboundWebhookDeliveryStatus },
): Promise<{ rows: DeliveryRow[]; total: number }> {
  const where = and(
    eq(outboundWebhookDeliveries.endpointId, endpointId),
    status ? eq(outboundWebhookDeliveries.status, status) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(outboundWebhookDeliveries)
      .where(where)
      .orderBy(desc(outboundWebhookDeliveries.createdAt), desc(outboundWebhookDeliveries.id))
      .limit(records)
      .offset((page - 1) * records),
    db.select({ total: count() }).from(outboundWebhookDeliveries).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Queues the delivery again from no tries: due now, retried until `retryUntil`. */
export async function requeueDelivery(
  db: Database,
  endpointId: string,
  deliveryId: string,
  { now, retryUntil }: { now: Date; retryUntil: Date },
): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .update(outboundWebhookDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, retryUntil })
    .where(
      and(eq(outboundWebhookDeliveries.id, deliveryId), eq(outboundWebhookDeliveries.endpointId, endpointId)),
    )
    .returning();
  return row;
}

/** Something that happened in an account, for each of its endpoints that listen to its event. */
export interface NewEvent {
  accountId: string;
  event: OutboundWebhookEvent;
  /** Names what happened, so that an event reported twice is queued once per endpoint. */
  key: string;
  data: unknown;
}

/**
 * The outbox insert: one delivery per event and enabled endpoint of its account subscribed to it, in
 * one statement however many events. Answers how many were queued.
 */
export async function insertDeliveries(
  db: Database,
  events: NewEvent[],
  { now, retryUntil }: { now: Date; retryUntil: Date },
): Promise<number> {
  if (events.length === 0) return 0;
  const column = (pick: (event: NewEvent) => string) => sql.param(events.map(pick));
  const result = await db.execute(sql`
    insert into ${outboundWebhookDeliveries}
      (account_id, endpoint_id, event, event_key, data, next_attempt_at, retry_until, created_at)
    select e.account_id, e.id, v.event, v.event_key, v.data::jsonb, ${now.toISOString()}::timestamptz,
      ${retryUntil.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from unnest(${column((event) => event.accountId)}::uuid[], ${column((event) => event.event)}::text[],
                ${column((event) => event.key)}::text[], ${column((event) => JSON.stringify(event.data))}::text[])
      as v(account_id, event, event_key, data)
    join ${outboundWebhookEndpoints} e on e.account_id = v.account_id and e.enabled and v.event = any(e.events)
    on conflict (endpoint_id, event_key) do nothing
    returning 1`);
  return rowsOf(result).length;
}

/** A delivery a worker holds until `claimedUntil`, with what it needs to send it. */
export interface ClaimedDelivery {
  id: string;
  accountId: string;
  endpointId: string;
  event: OutboundWebhookEvent;
  /** The event's data as JSON text, put in the body as it is. */
  data: string;
  /** Tries so far, this one included: the claim's mark (a later claim of the same row counts higher). */
  attempts: number;
  retryUntil: Date;
  createdAt: Date;
  url: string;
  secretSealed: string;
}

interface ClaimedRecord {
  id: string;
  account_id: string;
  endpoint_id: string;
  event: OutboundWebhookEvent;
  data: string;
  attempts: number;
  retry_until: string | Date;
  created_at: string | Date;
  url: string;
  secret_sealed: string;
}

/**
 * Claims up to `limit` due deliveries of enabled endpoints (but those of `skipEndpoints`), oldest due
 * first, skipping those another worker holds: each is due again at `claimedUntil` unless its outcome
 * is recorded before.
 */
export async function claimDueDeliveries(
  db: Database,
  {
    now,
    claimedUntil,
    limit,
    skipEndpoints = [],
  }: { now: Date; claimedUntil: Date; limit: number; skipEndpoints?: string[] },
): Promise<ClaimedDelivery[]> {
  const result = await db.execute(sql`
    with due as (
      select d.id from ${outboundWebhookDeliveries} d
      where d.status = 'pending' and d.next_attempt_at <= ${now.toISOString()}::timestamptz
        and exists (select 1 from ${outboundWebhookEndpoints} e where e.id = d.endpoint_id and e.enabled)
        ${skipEndpoints.length > 0 ? sql`and d.endpoint_id <> all(${sql.param(skipEndpoints)}::uuid[])` : sql``}
      order by d.next_attempt_at
      limit ${limit}
      for update of d skip locked
    )
    update ${outboundWebhookDeliveries} d
      set next_attempt_at = ${claimedUntil.toISOString()}::timestamptz, attempts = d.attempts + 1,
        last_attempt_at = ${now.toISOString()}::timestamptz
    from due, ${outboundWebhookEndpoints} e
    where d.id = due.id and e.id = d.endpoint_id
    returning d.id, d.account_id, d.endpoint_id, d.event, d.data::text as data, d.attempts, d.retry_until,
      d.created_at, e.url, e.secret_sealed`);
  return rowsOf<ClaimedRecord>(result).map((row) => ({
    id: row.id,
    accountId: row.account_id,
    endpointId: row.endpoint_id,
    event: row.event,
    data: row.data,
    attempts: row.attempts,
    retryUntil: new Date(row.retry_until),
    createdAt: new Date(row.created_at),
    url: row.url,
    secretSealed: row.secret_sealed,
  }));
}

/** How one try went: delivered, to be tried again at `nextAttemptAt`, or failed for good. */
export interface DeliveryOutcome {
  deliveryId: string;
  endpointId: string;
  /** The claim's `attempts`: an outcome whose claim was overtaken (expired, resent) is dropped. */
  attempts: number;
  status: OutboundWebhookDeliveryStatus;
  responseCode: number | null;
  error: OutboundWebhookFailure | null;
  nextAttemptAt: Date | null;
}

/**
 * Records the outcomes of many tries in one statement (one commit), and clears the failing mark of
 * the endpoints a delivery went through to.
 */
export async function recordOutcomes(db: Database, outcomes: DeliveryOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const column = <T>(pick: (outcome: DeliveryOutcome) => T) => sql.param(outcomes.map(pick));
  await db.execute(sql`
    with recorded as (
      update ${outboundWebhookDeliveries} d set status = v.status, last_response_code = v.code,
        last_error = v.error, next_attempt_at = v.next_attempt_at::timestamptz
      from unnest(${column((o) => o.deliveryId)}::uuid[], ${column((o) => o.attempts)}::int[],
                  ${column((o) => o.status)}::text[], ${column((o) => o.responseCode)}::int[],
                  ${column((o) => o.error)}::text[], ${column((o) => o.nextAttemptAt?.toISOString() ?? null)}::text[])
        as v(id, attempts, status, code, error, next_attempt_at)
      where d.id = v.id and d.attempts = v.attempts and d.status = 'pending'
      returning d.endpoint_id, d.status
    )
    update ${outboundWebhookEndpoints} set failing_since = null
    where id in (select endpoint_id from recorded where status = 'delivered') and failing_since is not null`);
}

/**
 * A delivery failed: its endpoint is failing from now, if it was not already. Those failing since
 * `failingBefore` or earlier are disabled, their pending deliveries left waiting; answers them.
 */
export function markEndpointsFailing(
  db: Database,
  endpointIds: string[],
  { now, failingBefore }: { now: Date; failingBefore: Date },
): Promise<EndpointRow[]> {
  if (endpointIds.length === 0) return Promise.resolve([]);
  const ids = sql.param(endpointIds);
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      update ${outboundWebhookEndpoints} set failing_since = ${now.toISOString()}::timestamptz
      where id = any(${ids}::uuid[]) and failing_since is null`);
    const disabled = await tx
      .update(outboundWebhookEndpoints)
      .set({ enabled: false, disabledReason: 'failing', disabledAt: now, updatedAt: now })
      .where(
        and(
          sql`${outboundWebhookEndpoints.id} = any(${ids}::uuid[])`,
          eq(outboundWebhookEndpoints.enabled, true),
          sql`${outboundWebhookEndpoints.failingSince} <= ${failingBefore.toISOString()}::timestamptz`,
        ),
      )
      .returning();
    if (disabled.length > 0)
      await setPendingDue(
        tx,
        disabled.map((row) => row.id),
        null,
      );
    return disabled;
  });
}

/** Forgets settled deliveries older than `before`; answers how many. */
export async function pruneDeliveries(db: Database, before: Date): Promise<number> {
  const result = await db.execute(sql`
    delete from ${outboundWebhookDeliveries}
    where status <> 'pending' and created_at < ${before.toISOString()}::timestamptz
    returning 1`);
  return rowsOf(result).length;
}
