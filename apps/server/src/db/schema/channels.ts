import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

export const channels = pgTable(
  'channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['cloud', 'partner'] }).notNull(),
    displayName: text('display_name').notNull(),
    businessAccountId: text('business_account_id').notNull(),
    phoneNumberId: text('phone_number_id').notNull(),
    displayPhoneNumber: text('display_phone_number').notNull(),
    verifiedName: text('verified_name').notNull(),
    qualityRating: text('quality_rating'),
    messagingLimitTier: text('messaging_limit_tier'),
    /** The provider token, sealed with the installation's encryption key (shared/secret-box). */
    accessTokenSealed: text('access_token_sealed').notNull(),
    /**
     * The two-step verification PIN Parley registered the number with (Embedded Signup), sealed like
     * the token: the business needs it to register the number again or to change the PIN.
     */
    registrationPinSealed: text('registration_pin_sealed'),
    /** The campaign send rate the business set for this number; null: from its throughput (80, or 1,000 when HIGH). */
    messagesPerSecond: integer('messages_per_second'),
    webhookSubscribedAt: timestamp('webhook_subscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Webhooks name only the phone number id, so one number belongs to one channel.
    uniqueIndex('channels_phone_number_id_key').on(table.phoneNumberId),
    index('channels_account_id_idx').on(table.accountId),
  ],
);
