import type { ProductAvailability } from '@parley/contract';
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { channels } from './channels';

/**
 * The catalog connected to a channel's business account at the provider, as Parley last read it:
 * none connected is a row whose `catalog_id` is null. No row: never read yet.
 */
export const channelCatalogs = pgTable('channel_catalogs', {
  channelId: uuid('channel_id')
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' }),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  catalogId: text('catalog_id'),
  catalogName: text('catalog_name'),
  syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
});

/**
 * A product of a channel's catalog. The catalog is kept at the provider: these rows copy what was
 * last read from it or written to it, for the Store's list, orders' names and the composer.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    catalogId: text('catalog_id').notNull(),
    providerProductId: text('provider_product_id').notNull(),
    retailerId: text('retailer_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    availability: text('availability').$type<ProductAvailability>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('products_retailer_key').on(table.channelId, table.catalogId, table.retailerId),
    index('products_by_name').on(table.channelId, sql`lower(${table.name})`, table.id),
  ],
);
