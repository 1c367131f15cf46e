import type { TemplateRejectionInfo, TemplateStatus } from '@parley/contract';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { channels } from './channels';

/** A channel's message templates as its provider holds them, mirrored so lists never wait for it. */
export const templates = pgTable(
  'templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    providerTemplateId: text('provider_template_id').notNull(),
    name: text('name').notNull(),
    language: text('language').notNull(),
    category: text('category').notNull(),
    templateType: text('template_type', { enum: ['Standard', 'Carousel'] }).notNull(),
    status: text('status').$type<TemplateStatus>().notNull(),
    rejectionReason: text('rejection_reason'),
    /** The reviewer's explanation and recommendation, as the status webhook gave them. */
    rejectionInfo: jsonb('rejection_info').$type<TemplateRejectionInfo>(),
    /** The Cloud API's components, as submitted or as the provider answered them. */
    components: jsonb('components').$type<Record<string, unknown>[]>().notNull(),
    /** Meta's quality score and category changes, from its template webhooks. */
    qualityScore: text('quality_score'),
    qualityUpdatedAt: timestamp('quality_updated_at', { withTimezone: true }),
    previousCategory: text('previous_category'),
    categoryChangedAt: timestamp('category_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('templates_channel_name_language_key').on(table.channelId, table.name, table.language),
    // Status webhooks name the provider's template id.
    index('templates_provider_template_id_idx').on(table.providerTemplateId),
  ],
);
