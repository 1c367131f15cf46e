import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** An account's endpoint for outbound webhooks: where its events are POSTed, signed with its secret. */
export const outboundWebhookEndpoints = pgTable(
  'outbound_webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    /** The signing secret, sealed with the server's encryption key (it must be read back to sign). */
    secretSealed: text('secret_sealed').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason', { enum: ['byUser', 'failing'] }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The first failure since the last success: an endpoint failing long enough is disabled. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbound_webhook_endpoints_account_idx').on(table.accountId),
    check(
      'outbound_webhook_endpoints_disabled_reason_check',
      sql`${table.disabledReason} in ('byUser', 'failing')`,
    ),
  ],
);

/**
 * The outbox: one row per event and subscribed endpoint, inserted when the event happens, so that
 * nothing is lost between the event and its delivery. Workers claim the due rows by pushing
 * `next_attempt_at` on by the claim's lifetime: a process that dies mid-delivery leaves them due again
 * once the claim runs out.
 */
export const outboundWebhookDeliveries = pgTable(
  'outbound_webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => outboundWebhookEndpoints.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** What happened, once per endpoint: an event its source reports twice is queued once. */
    eventKey: text('event_key').notNull(),
    data: jsonb('data').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastResponseCode: integer('last_response_code'),
    /** Why the last try got no answer (OutboundWebhookFailure). */
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** Due time while pending (a claim's expiry while a try is in flight); null once settled. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Failures from then on mark it failed rather than retried: 24 hours after it was (re)queued. */
    retryUntil: timestamp('retry_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('outbound_webhook_deliveries_event_key').on(table.endpointId, table.eventKey),
    index('outbound_webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('outbound_webhook_deliveries_log_idx').on(table.endpointId, table.createdAt.desc(), table.id),
    check(
      'outbound_webhook_deliveries_status_check',
      sql`${table.status} in ('pending', 'delivered', 'failed')`,
    ),
  ],
);
