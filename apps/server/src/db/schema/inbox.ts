import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { channels } from './channels';
import { contacts } from './contacts';

/** One contact's thread on one channel. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    /** The customer service window is 24 hours from here. */
    lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    inboundUnreadMessages: integer('inbound_unread_messages').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('conversations_channel_contact_key').on(table.channelId, table.contactId),
    index('conversations_channel_recent_idx').on(table.channelId, table.lastMessageAt),
    // A contact's page lists its conversations, and deleting contacts cascades here.
    index('conversations_contact_idx').on(table.contactId),
  ],
);

export const messageStatuses = [
  'queued',
  'sent',
  'delivered',
  'read',
  'played',
  'failed',
  'received',
] as const;

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: ['inbound', 'outbound'] }).notNull(),
    /** The provider's id (a wamid): a redelivered webhook finds it taken and changes nothing. */
    providerMessageId: text('provider_message_id'),
    type: text('type').notNull(),
    content: jsonb('content').notNull(),
    status: text('status', { enum: messageStatuses }).notNull(),
    statusAt: timestamp('status_at', { withTimezone: true }).notNull(),
    error: jsonb('error'),
    replyToProviderMessageId: text('reply_to_provider_message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Unique, and NULLs (a send not yet accepted) do not collide.
    uniqueIndex('messages_provider_message_id_key').on(table.providerMessageId),
    index('messages_conversation_sent_idx').on(table.conversationId, table.sentAt),
  ],
);
