import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every signed webhook exactly as it arrived, stored before it is acknowledged. The table is also
 * the work queue of its processing: a batch is claimed, handled, then marked processed.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider', { enum: ['cloud', 'partner'] }).notNull(),
    body: text('body').notNull(),
    /**
     * What the receiver knew that the body does not say: the partner names only its app, so its
     * events carry the channel's phone number id and business account id here.
     */
    channelContext: jsonb('channel_context').$type<{ phoneNumberId: string; businessAccountId: string }>(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** The process handling the event (a row of `webhook_processors`); null while nobody does. */
    claimedBy: uuid('claimed_by'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** Failed tries so far; after the last one the event is parked: processed, with its error. */
    attempts: integer('attempts').notNull().default(0),
    /** A failed event waits until then before it is tried again. */
    retryAt: timestamp('retry_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** Why it could not be read, or why its last try failed (set with `processedAt`: it was parked). */
    error: text('error'),
  },
  (table) => [
    index('webhook_events_unprocessed_idx').on(table.receivedAt).where(sql`${table.processedAt} is null`),
  ],
);

/**
 * The processes handling webhooks, each beating every few seconds. A process whose heartbeat
 * stops is dead: its claims are released and taken over by the survivors.
 */
export const webhookProcessors = pgTable('webhook_processors', {
  id: uuid('id').primaryKey(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
});
