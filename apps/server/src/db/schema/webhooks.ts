import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    /** Set while a worker handles the event; a claim older than a few minutes is taken over. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    error: text('error'),
  },
  (table) => [
    index('webhook_events_unprocessed_idx').on(table.receivedAt).where(sql`${table.processedAt} is null`),
  ],
);
