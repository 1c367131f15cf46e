import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { channels } from './channels';

/**
 * An app created at the partner provider by the partner wizard. It becomes a channel once its
 * signup link was completed (the provider then knows its number) and the channel was created.
 */
export const partnerApps = pgTable(
  'partner_apps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The provider's id of the app. */
    appId: text('app_id').notNull().unique(),
    appName: text('app_name').notNull(),
    templateMessaging: boolean('template_messaging').notNull(),
    disableOptinPrefUrl: boolean('disable_optin_pref_url').notNull(),
    signupLink: text('signup_link').notNull(),
    channelId: uuid('channel_id').references(() => channels.id, { onDelete: 'set null' }),
    /** The app's API key for session messages, sealed like channel tokens. */
    apiKeySealed: text('api_key_sealed'),
    /**
     * The partner does not sign its webhooks, so the URL it is given carries a secret; only its
     * SHA-256 is kept.
     */
    webhookSecretHash: text('webhook_secret_hash'),
    webhookConfiguredAt: timestamp('webhook_configured_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('partner_apps_account_id_idx').on(table.accountId)],
);
