import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { users } from './users';

/**
 * An account's API keys. The key is shown once: only its SHA-256 (a random 256-bit key needs no slow
 * hash) and its first characters are kept. A key is never deleted, only revoked, so the messages it
 * sent keep naming it.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    remarks: text('remarks'),
  },
  (table) => [index('api_keys_account_created_idx').on(table.accountId, table.createdAt)],
);

/**
 * A public API request made with an `Idempotency-Key`: its answer is kept for a day, so that a retry
 * answers the same and sends nothing twice. `statusCode` is null while the first request runs.
 */
export const apiIdempotencyKeys = pgTable(
  'api_idempotency_keys',
  {
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The method, path and body of the first request: a different request with the key is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.apiKeyId, table.key] }),
    index('api_idempotency_keys_created_idx').on(table.createdAt),
  ],
);
