import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { channels } from './channels';

/** Spec §3 quick reply: a channel's canned answer, sent automatically or inserted by an agent. */
export const quickReplies = pgTable(
  'quick_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    /** Typed after "/" in the composer; unique in the channel, whatever the case. */
    shortName: text('short_name').notNull(),
    replyMessage: text('reply_message').notNull(),
    /** Up to three reply-button titles. */
    options: jsonb('options').$type<string[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    timeRestrictionEnabled: boolean('time_restriction_enabled').notNull().default(false),
    /** HH:mm in the account's time zone; an end before the start spans midnight. */
    startTime: text('start_time').notNull().default('09:00'),
    endTime: text('end_time').notNull().default('18:00'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('quick_replies_channel_idx').on(table.channelId),
    uniqueIndex('quick_replies_channel_short_name_key').on(table.channelId, sql`lower(${table.shortName})`),
  ],
);

/** The account's switch for automatic quick replies and its time zone (no row: off, UTC). */
export const quickReplySettings = pgTable('quick_reply_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  quickReplyEnabled: boolean('quick_reply_enabled').notNull().default(false),
  timeZone: text('time_zone').notNull().default('UTC'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
