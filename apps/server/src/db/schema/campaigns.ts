import type { CampaignStatus, CampaignType, RecipientState, TemplateVariables } from '@parley/contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { channels } from './channels';
import { contacts } from './contacts';
import { templates } from './templates';
import { users } from './users';

/**
 * A broadcast of one approved template to recipients decided at creation. The template is copied
 * as it was approved, so a later edit at the provider never changes what the campaign sends.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').$type<CampaignType>().notNull(),
    templateId: uuid('template_id').references(() => templates.id, { onDelete: 'set null' }),
    templateName: text('template_name').notNull(),
    templateLanguage: text('template_language').notNull(),
    templateCategory: text('template_category').notNull(),
    /** The template's components as approved when the campaign was created. */
    templateComponents: jsonb('template_components').$type<Record<string, unknown>[]>().notNull(),
    /** A standard campaign's common variables; a dynamic one keeps each recipient's on its row. */
    variables: jsonb('variables').$type<TemplateVariables>(),
    status: text('status').$type<CampaignStatus>().notNull(),
    /** Why Parley paused or stopped it; null when a user did. */
    statusReason: text('status_reason'),
    scheduleTime: timestamp('schedule_time', { withTimezone: true }).notNull(),
    /** At most this many recipients start per 24 hours from the schedule time; null: all at once. */
    dailyLimit: integer('daily_limit'),
    messageCount: integer('message_count').notNull(),
    parentCampaignId: uuid('parent_campaign_id'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('campaigns_account_schedule_idx').on(table.accountId, table.scheduleTime, table.id),
    // What the dispatcher wakes up for: few campaigns are ever scheduled or running at once.
    index('campaigns_active_idx')
      .on(table.status, table.scheduleTime)
      .where(sql`${table.status} in ('scheduled', 'running')`),
  ],
);

/**
 * One recipient of a campaign, with its own variables (dynamic) and its send's state. Its id goes
 * with the send as `biz_opaque_callback_data`, so a status webhook names the recipient even when a
 * crash lost the provider's answer, and is the id of its message in the conversation, through which
 * its conversation is found.
 */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    /** Digits only, E.164 without its plus. */
    phone: text('phone').notNull(),
    name: text('name'),
    /** A dynamic campaign's variables for this recipient; null in a standard one. */
    variables: jsonb('variables').$type<TemplateVariables>(),
    /** The sheet's row it came from, for the report. */
    sourceRow: integer('source_row'),
    state: text('state').$type<RecipientState>().notNull().default('queued'),
    /** Not sent before this (a campaign spread over days). */
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** A retryable failure waits until then. */
    retryAt: timestamp('retry_at', { withTimezone: true }),
    /** When a dispatcher took it to send, with a send time a moment ahead. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /**
     * Written just before the provider is called. A `sending` row without it certainly went nowhere
     * and goes back to the queue; one with it may have reached the provider and is reconciled.
     */
    sendStartedAt: timestamp('send_started_at', { withTimezone: true }),
    providerMessageId: text('provider_message_id'),
    errorCode: integer('error_code'),
    errorTitle: text('error_title'),
    errorDetail: text('error_detail'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('campaign_recipients_campaign_phone_key').on(table.campaignId, table.phone),
    index('campaign_recipients_campaign_state_idx').on(table.campaignId, table.state),
    // The dispatcher's claim: the queued rows of a campaign due now, oldest first.
    index('campaign_recipients_due_idx')
      .on(table.campaignId, table.sendAfter)
      .where(sql`${table.state} = 'queued'`),
    index('campaign_recipients_provider_message_id_idx')
      .on(table.providerMessageId)
      .where(sql`${table.providerMessageId} is not null`),
    // A reply counts for the recipient's latest campaign message to that number.
    index('campaign_recipients_phone_sent_idx')
      .on(table.phone, table.sentAt)
      .where(sql`${table.sentAt} is not null`),
  ],
);

/** A sheet uploaded for a campaign, read when the campaign is created; its file is under the data dir. */
export const campaignFiles = pgTable('campaign_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  channelId: uuid('channel_id')
    .notNull()
    .references(() => channels.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  columns: jsonb('columns').$type<string[]>().notNull(),
  rowCount: integer('row_count').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The pace of campaign sends on one number, shared by every dispatcher on the database: the next
 * free send time. A claim takes the times it needs in the same statement that claims recipients,
 * one per send at the channel's interval, so processes together never exceed the rate.
 */
export const campaignSendPacing = pgTable('campaign_send_pacing', {
  channelId: uuid('channel_id')
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' }),
  nextAt: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
  /** After a throughput refusal (130429) the number is sent to at half its rate until then. */
  slowedUntil: timestamp('slowed_until', { withTimezone: true }),
});
