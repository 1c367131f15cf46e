import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** A customer of the account, shared by its channels; one per phone number (WhatsApp id). */
export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Digits only, as WhatsApp names the user (wa_id). */
    phone: text('phone').notNull(),
    name: text('name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('contacts_account_phone_key').on(table.accountId, table.phone),
    index('contacts_account_id_idx').on(table.accountId),
  ],
);
