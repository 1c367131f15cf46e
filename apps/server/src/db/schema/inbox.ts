import type { AdReferral, MediaCopyFailure, ReferredProduct } from '@parley/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { channels } from './channels';
import { contacts } from './contacts';
import { users } from './users';

/**
 * Where the copy of a customer's file stands: `attempts` counts the fetches that met a passing
 * failure; a stored one is one of the account's media (media.storage.ts) under `mediaId`.
 */
export type InboundMediaCopy =
  | { state: 'pending'; attempts: number }
  | { state: 'stored'; mediaId: string; fileSize: number; mimeType: string; sha256: string }
  | { state: 'failed'; reason: MediaCopyFailure; detail?: string };

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
    /** OPEN or CLOSED; a new customer message reopens a closed conversation. */
    status: text('status', { enum: ['OPEN', 'CLOSED'] })
      .notNull()
      .default('OPEN'),
    assignedAgentId: uuid('assigned_agent_id').references(() => users.id, { onDelete: 'set null' }),
    /** The last automatic quick reply: at most one per conversation in 24 hours. */
    lastAutoReplyAt: timestamp('last_auto_reply_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('conversations_channel_contact_key').on(table.channelId, table.contactId),
    index('conversations_channel_recent_idx').on(table.channelId, table.lastMessageAt),
    // The inbox's default view (open conversations, newest first) and an agent's own ones.
    index('conversations_channel_status_recent_idx').on(table.channelId, table.status, table.lastMessageAt),
    index('conversations_agent_recent_idx')
      .on(table.assignedAgentId, table.lastMessageAt)
      .where(sql`${table.assignedAgentId} is not null`),
    // An agent's view (theirs and the unassigned ones) reads one range per assignee, newest first:
    // `is null` does not keep an index's order, so unassigned is the nil uuid (conversation-filters.ts).
    index('conversations_channel_status_assignee_recent_idx').on(
      table.channelId,
      table.status,
      sql`coalesce(${table.assignedAgentId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      table.lastMessageAt,
    ),
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
    /** The click-to-WhatsApp ad an inbound message came from. */
    referral: jsonb('referral').$type<AdReferral>(),
    /** The catalog product an inbound message asks about. */
    referredProduct: jsonb('referred_product').$type<ReferredProduct>(),
    /** The user who sent an outbound message; null for inbound ones and automatic replies. */
    sentByUserId: uuid('sent_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The chatbot that sent an outbound message (kept when the bot is deleted, so no reference). */
    sentByChatbotId: uuid('sent_by_chatbot_id'),
    /** The API key a public API call sent it with (for the API report); kept as keys are never deleted. */
    sentByApiKeyId: uuid('sent_by_api_key_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** Parley's copy of an inbound message's file; null for other messages. */
    mediaCopy: jsonb('media_copy').$type<InboundMediaCopy>(),
    /**
     * An inbound message whose automations (chatbot, quick reply, auto-assign) have not all run:
     * a webhook redelivered after a crash runs them then.
     */
    automationsPending: boolean('automations_pending').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Unique, and NULLs (a send not yet accepted) do not collide.
    uniqueIndex('messages_provider_message_id_key').on(table.providerMessageId),
    index('messages_conversation_sent_idx').on(table.conversationId, table.sentAt),
    // The API report: an account's API sends over a time range.
    index('messages_api_key_sent_idx')
      .on(table.sentByApiKeyId, table.sentAt)
      .where(sql`${table.sentByApiKeyId} is not null`),
  ],
);

/** Spec §3 note: the team's remarks on a conversation, never sent to the customer. */
export const conversationNotes = pgTable(
  'conversation_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('conversation_notes_conversation_idx').on(table.conversationId, table.createdAt)],
);

/** Spec §3 tag: the account's labels for conversations. */
export const tags = pgTable(
  'tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tagName: text('tag_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('tags_account_name_key').on(table.accountId, sql`lower(${table.tagName})`)],
);

export const conversationTags = pgTable(
  'conversation_tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('conversation_tags_conversation_tag_key').on(table.conversationId, table.tagId),
    // The tag filter starts from a tag's conversations; deleting a tag cascades here.
    index('conversation_tags_tag_idx').on(table.tagId),
  ],
);

/** Spec §3 auto-assign settings, one row per account (none: both off). */
export const autoAssignSettings = pgTable('auto_assign_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  agentAssignEnabled: boolean('agent_assign_enabled').notNull().default(false),
  agentAssignNotificationEnabled: boolean('agent_assign_notification_enabled').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An agent's availability for auto-assign, and when auto-assign last gave them a conversation (the
 * round-robin turn: the available agent waiting longest goes next). No row: available, never given one.
 */
export const agentAvailability = pgTable(
  'agent_availability',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    isAvailable: boolean('is_available').notNull().default(true),
    lastAutoAssignedAt: timestamp('last_auto_assigned_at', { withTimezone: true }),
  },
  (table) => [index('agent_availability_account_idx').on(table.accountId)],
);
