import type { ChatbotFlow, ChatbotSessionStatus } from '@parley/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FlowAction } from '../../modules/chatbots/runtime/flow-engine';
import { accounts } from './accounts';
import { channels } from './channels';
import { conversations } from './inbox';
import { users } from './users';

/**
 * Spec §3 chatbot: a channel's flow, started by its keyword (or by any message, for the channel's
 * one active 'any keyword' bot). The flow is stored as one document, as the API answers it.
 */
export const chatbots = pgTable(
  'chatbots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').$type<'keyword' | 'anyKeyword'>().notNull(),
    keyword: text('keyword'),
    /** The keyword as matched: lower case, without accents, spaces collapsed. */
    keywordKey: text('keyword_key'),
    status: text('status').$type<'active' | 'inactive'>().notNull().default('inactive'),
    startNode: text('start_node'),
    nodes: jsonb('nodes').$type<ChatbotFlow['nodes']>().notNull().default([]),
    /** A session waiting this long for an answer ends, with `timeoutMessage` when there is one. */
    sessionTimeoutMinutes: integer('session_timeout_minutes').notNull().default(30),
    timeoutMessage: text('timeout_message'),
    /** A customer message that is this keyword starts the flow over. */
    restartKeyword: text('restart_keyword'),
    /**
     * A test run: the next message from this number (digits) to the channel starts this bot as it
     * stands, whatever its status and keyword, if it comes before `test_until`.
     */
    testPhone: text('test_phone'),
    testUntil: timestamp('test_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('chatbots_channel_idx').on(table.channelId),
    // Among a channel's active bots, a keyword starts one bot only, and one bot takes 'any keyword'.
    uniqueIndex('chatbots_active_keyword_key')
      .on(table.channelId, table.keywordKey)
      .where(sql`${table.status} = 'active' and ${table.type} = 'keyword'`),
    uniqueIndex('chatbots_active_any_keyword_key')
      .on(table.channelId)
      .where(sql`${table.status} = 'active' and ${table.type} = 'anyKeyword'`),
  ],
);

/**
 * Per chatbot, the sessions it started, kept by a trigger on chatbot_sessions (migration 0028) and
 * summed over shards: each database session adds to its own, so that customers starting a bot at
 * once (a campaign's button, say) do not wait for one another's commit on a single row.
 */
export const chatbotSessionCounts = pgTable(
  'chatbot_session_counts',
  {
    chatbotId: uuid('chatbot_id')
      .notNull()
      .references(() => chatbots.id, { onDelete: 'cascade' }),
    shard: smallint('shard').notNull().default(0),
    sessions: integer('sessions').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.chatbotId, table.shard] })],
);

/**
 * A conversation's run of a chatbot: the input node awaiting the customer's answer and the variables
 * collected so far. A conversation has at most one live (running or paused) session.
 */
export const chatbotSessions = pgTable(
  'chatbot_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    chatbotId: uuid('chatbot_id')
      .notNull()
      .references(() => chatbots.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    status: text('status').$type<ChatbotSessionStatus>().notNull().default('running'),
    /** Started by a test run: it runs the flow as it stands, active or not. */
    isTest: boolean('is_test').notNull().default(false),
    awaiting: text('awaiting'),
    variables: jsonb('variables').$type<Record<string, string>>().notNull().default({}),
    retries: integer('retries').notNull().default(0),
    /** The node the run last reached: where a session that ended early dropped out. */
    lastNode: text('last_node'),
    /** Every node the run went through, in order (the last 500), for the chatbot report. */
    path: jsonb('path').$type<string[]>().notNull().default([]),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The customer message the session last advanced on: a message run again advances nothing. */
    lastMessageId: uuid('last_message_id'),
    /** What that advance still has to do (messages to queue, tags, an agent), until it is done. */
    pendingActions: jsonb('pending_actions').$type<FlowAction[]>(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('chatbot_sessions_live_key')
      .on(table.conversationId)
      .where(sql`${table.status} in ('running', 'paused')`),
    index('chatbot_sessions_chatbot_idx').on(table.chatbotId, table.startedAt),
    index('chatbot_sessions_last_message_idx').on(table.lastMessageId),
    index('chatbot_sessions_expiry_idx').on(table.expiresAt).where(sql`${table.status} = 'running'`),
  ],
);
