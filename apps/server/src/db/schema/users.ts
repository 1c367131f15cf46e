import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    contactNumber: text('contact_number').notNull(),
    roleName: text('role_name', { enum: ['agent', 'manager', 'accountAdmin'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Carried in every access token; raising it (on a password change) ends every earlier session. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Auto-assign tells the user at once of a conversation it gives them (with the account's switch on). */
    autoAssignNotification: boolean('auto_assign_notification').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_user_name_key').on(sql`lower(${table.userName})`),
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    index('users_account_id_idx').on(table.accountId),
    check('users_role_name_check', sql`${table.roleName} in ('agent', 'manager', 'accountAdmin')`),
  ],
);
