import type { ChannelHealthTopic } from '@parley/contract';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { channels } from './channels';

/**
 * What the provider said about a channel's health (quality, limits, name review, restrictions,
 * account errors, template quality), and the webhooks Parley could not read. A notice that names no
 * channel Parley has is kept without one (`channel_id` null), so unreadable webhooks are counted
 * per account or, when nothing names an account either, globally.
 */
export const channelHealthEvents = pgTable(
  'channel_health_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id').references(() => channels.id, { onDelete: 'cascade' }),
    topic: text('topic').$type<ChannelHealthTopic>().notNull(),
    event: text('event'),
    facts: jsonb('facts').$type<Record<string, string>>().notNull(),
    /** The webhook's value as it came, for what Parley does not read yet. */
    details: jsonb('details').$type<unknown>(),
    /** What did not read as Meta's reference describes it (a field missing, or of another type). */
    surprises: jsonb('surprises').$type<string[]>().notNull().default([]),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('channel_health_events_channel_idx').on(table.channelId, table.topic, table.occurredAt)],
);
