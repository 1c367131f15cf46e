import type { OrderAnomaly, OrderStatus, OrderStatusTemplate } from '@parley/contract';
import {
  bigint,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { channels } from './channels';
import { contacts } from './contacts';
import { conversations, messages } from './inbox';
import { trigramIndex } from './trigram-index';
import { users } from './users';

/** One line of an order as the customer sent it, its price in the currency's minor units. */
export interface StoredOrderItem {
  productRetailerId: string;
  /** As sent: a positive whole number unless the order carries the `invalidQuantity` anomaly. */
  quantity: number;
  unitPriceMinor: number;
  currency: string;
}

/**
 * Spec §3 order: what a customer ordered on WhatsApp (an inbound `order` message, which it is
 * stored with once), its total in minor units, and the status the business moved it to. The
 * customer's name and number are kept as they were when the order came.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    phone: text('phone').notNull(),
    catalogId: text('catalog_id').notNull(),
    text: text('text'),
    items: jsonb('items').$type<StoredOrderItem[]>().notNull(),
    /** Null when the items are in several currencies. */
    currency: text('currency'),
    totalMinor: bigint('total_minor', { mode: 'number' }),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    remarks: text('remarks'),
    anomalies: jsonb('anomalies').$type<OrderAnomaly[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_message_key').on(table.messageId),
    // In the list's order exactly (newest first, the id breaking ties; DESC puts nulls first in
    // PostgreSQL, and an index must say so too), so a page is read off the index.
    index('orders_channel_created_idx').on(
      table.channelId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('orders_channel_status_created_idx').on(
      table.channelId,
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    trigramIndex('orders_phone_trgm_idx', table.phone),
  ],
);

/** An order's statuses, oldest first: its arrival (by no user), then each change with its remarks. */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    remarks: text('remarks'),
    changedByUserId: uuid('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The user's name when they changed it, kept after the user is deleted. */
    changedByName: text('changed_by_name'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_status_changes_order_idx').on(table.orderId, table.at)],
);

/**
 * How many of a channel's orders have each status: the list's count without counting a busy
 * channel's orders at every page. A trigger on `orders` keeps it (migration 0022), so orders deleted
 * along with their contact are counted out too.
 */
export const orderStatusCounts = pgTable(
  'order_status_counts',
  {
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.channelId, table.status] })],
);

/**
 * A channel's order settings: per status, the approved template that tells a customer outside the
 * 24-hour window, with the order fields its variables take.
 */
export const orderSettings = pgTable('order_settings', {
  channelId: uuid('channel_id')
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' }),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  statusTemplates: jsonb('status_templates').$type<OrderStatusTemplate[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
