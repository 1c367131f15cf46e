import type { ContactAdReferral } from '@parley/contract';
import { type SQL, sql } from 'drizzle-orm';
import {
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
import { accounts } from './accounts';
import { trigramIndex } from './trigram-index';

/** A customer of the account, shared by its channels; one per phone number (WhatsApp id). */
export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Digits only, as WhatsApp names the user (wa_id): E.164 without its plus. */
    phone: text('phone').notNull(),
    name: text('name'),
    email: text('email'),
    /** Custom attributes by key: campaign and chatbot variables. */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    /** Set while blocked: out of the main list, no automation, no campaign. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /** Set while opted out of marketing: campaigns skip the contact. */
    optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
    /** The first and the latest click-to-WhatsApp ad the contact wrote from: where they came from. */
    firstAdReferral: jsonb('first_ad_referral').$type<ContactAdReferral>(),
    lastAdReferral: jsonb('last_ad_referral').$type<ContactAdReferral>(),
    /** What a search matches: the name, lower-cased, and the number. */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL => sql`lower(coalesce(${contacts.name}, '')) || ' ' || ${contacts.phone}`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('contacts_account_phone_key').on(table.accountId, table.phone),
    index('contacts_account_created_idx').on(table.accountId, table.createdAt, table.id),
    index('contacts_account_name_idx').on(table.accountId, table.name),
    // Few contacts are blocked: without it, the blocked list reads every contact to find them.
    index('contacts_account_blocked_idx')
      .on(table.accountId, table.blockedAt)
      .where(sql`${table.blockedAt} is not null`),
    trigramIndex('contacts_search_text_idx', table.searchText),
  ],
);

export const contactGroups = pgTable(
  'contact_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    groupName: text('group_name').notNull(),
    /** Kept by triggers on contact_group_members (migration 0007): counting a big group is too slow per page. */
    contactCount: integer('contact_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('contact_groups_account_name_key').on(table.accountId, sql`lower(${table.groupName})`),
  ],
);

export const contactGroupMembers = pgTable(
  'contact_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => contactGroups.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.contactId] }),
    index('contact_group_members_contact_idx').on(table.contactId),
  ],
);

/**
 * Per account, kept by triggers on contacts (migrations 0007 and 0027): the contact lists answer their
 * totals from here, because counting a million rows on every page load takes longer than the page
 * itself. An account's count is the sum of its shards: each database session adds to its own, so
 * that transactions making contacts at once (new customers writing in, API sends to new numbers) do
 * not wait for one another's commit on a single row.
 */
export const contactCounts = pgTable(
  'contact_counts',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    shard: smallint('shard').notNull().default(0),
    /** Contacts that are not blocked: the main list. */
    listed: integer('listed').notNull().default(0),
    blocked: integer('blocked').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.shard] })],
);

/** Per account: the inbound texts that opt a contact out of marketing, or back in. */
export const contactSettings = pgTable('contact_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  optOutKeywords: text('opt_out_keywords').array().notNull(),
  optInKeywords: text('opt_in_keywords').array().notNull(),
});

export const contactImportStatuses = ['uploaded', 'queued', 'running', 'completed', 'failed'] as const;

/** A spreadsheet uploaded into a group, mapped, then read by a background job. */
export const contactImports = pgTable(
  'contact_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => contactGroups.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    format: text('format', { enum: ['csv', 'xlsx'] }).notNull(),
    /** Where the uploaded file is kept until the import has finished. */
    storedFile: text('stored_file').notNull(),
    status: text('status', { enum: contactImportStatuses }).notNull(),
    columns: jsonb('columns').$type<string[]>().notNull(),
    preview: jsonb('preview').$type<string[][]>().notNull(),
    mapping: jsonb('mapping').notNull(),
    totalRows: integer('total_rows'),
    processedRows: integer('processed_rows').notNull().default(0),
    createdContacts: integer('created_contacts').notNull().default(0),
    mergedContacts: integer('merged_contacts').notNull().default(0),
    rejectedRows: integer('rejected_rows').notNull().default(0),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('contact_imports_account_idx').on(table.accountId, table.createdAt)],
);

export const contactImportRejections = pgTable(
  'contact_import_rejections',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => contactImports.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    reason: text('reason').notNull(),
    values: jsonb('values').$type<string[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.importId, table.rowNumber] })],
);
