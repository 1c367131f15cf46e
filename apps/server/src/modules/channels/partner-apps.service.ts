import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Channel, CreatePartnerAppInput, CreatePartnerChannelInput, PartnerApp } from '@parley/contract';
import type { Database } from '../../db/client';
import { type PartnerAppDetails, partnerApps } from '../../providers/partner/partner.apps';
import type { PartnerClient } from '../../providers/partner/partner-client';
import { AppError } from '../../shared/errors';
import type { SecretBox } from '../../shared/secret-box';
import { toChannelDtoOf } from './channels.mapper';
import { findChannel, insertChannel, markWebhookSubscribed } from './channels.repo';
import {
  findPartnerApp,
  findPartnerWebhookTarget,
  insertPartnerApp,
  type PartnerAppRow,
  updatePartnerApp,
} from './partner-apps.repo';
import { withProvider } from './with-provider';

export interface PartnerAppsDependencies {
  db: Database;
  /** Parley's login at the partner provider, when it is configured. */
  partnerClient?: PartnerClient;
  secrets: SecretBox;
  /** Where the partner provider reaches Parley's webhook. */
  publicUrl: string;
}

const hashWebhookSecret = (secret: string) => createHash('sha256').update(secret).digest();

/** The partner wizard (spec §2): create app → signup link → app details → channel → webhook. */
export function createPartnerAppsService({ db, partnerClient, secrets, publicUrl }: PartnerAppsDependencies) {
  const provider = partnerClient && partnerApps(partnerClient);
  const requireProvider = () => {
    if (!provider) throw new AppError('PARTNER_NOT_CONFIGURED');
    return provider;
  };
  const requireApp = async (accountId: string, appId: string) => {
    const row = await findPartnerApp(db, accountId, appId);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };
  const toDto = (row: PartnerAppRow, details?: PartnerAppDetails): PartnerApp => ({
    appId: row.appId,
    appName: row.appName,
    link: row.signupLink,
    displayPhoneNumber: details?.displayPhoneNumber ?? null,
    channelId: row.channelId,
    webhookConfigured: row.webhookConfiguredAt !== null,
  });

  return {
    async createApp(accountId: string, input: CreatePartnerAppInput): Promise<PartnerApp> {
      const apps = requireProvider();
      const settings = { templateMessaging: true, disableOptinPrefUrl: false, ...input };
      const created = await withProvider(() => apps.create(settings));
      const link = await withProvider(() => apps.signupLink(created.appId));
      const row = await insertPartnerApp(db, {
        accountId,
        appId: created.appId,
        appName: created.appName,
        templateMessaging: settings.templateMessaging,
        disableOptinPrefUrl: settings.disableOptinPrefUrl,
        signupLink: link,
      });
      return toDto(row);
    },

    async getApp(accountId: string, appId: string): Promise<PartnerApp> {
      const row = await requireApp(accountId, appId);
      const details = await withProvider(() => requireProvider().details(appId));
      return toDto(row, details);
    },

    /** The channel for the app's number, with the app's token; refused until the signup is complete. */
    async createChannel(
      accountId: string,
      appId: string,
      input: CreatePartnerChannelInput,
    ): Promise<Channel> {
      const apps = requireProvider();
      const row = await requireApp(accountId, appId);
      if (row.channelId) {
        const existing = await findChannel(db, accountId, row.channelId);
        if (existing) return toChannelDtoOf(db, existing);
      }
      const details = await withProvider(() => apps.details(appId));
      if (!details.displayPhoneNumber || !details.phoneNumberId) throw new AppError('SIGNUP_INCOMPLETE');
      const appToken = await withProvider(() => apps.token(appId));
      const channel = await insertChannel(db, {
        accountId,
        provider: 'partner',
        displayName: input.displayName,
        businessAccountId: details.businessAccountId ?? appId,
        phoneNumberId: details.phoneNumberId,
        displayPhoneNumber: details.displayPhoneNumber,
        verifiedName: details.appName,
        accessTokenSealed: secrets.seal(appToken),
      });
      if (!channel) throw new AppError('PHONE_NUMBER_IN_USE');
      await updatePartnerApp(db, row.id, {
        channelId: channel.id,
        apiKeySealed: details.apiKey ? secrets.seal(details.apiKey) : null,
      });
      return toChannelDtoOf(db, channel);
    },

    /** Subscribes the app's events to a webhook URL that carries a fresh secret (the partner does not sign). */
    async configureWebhook(accountId: string, appId: string): Promise<PartnerApp> {
      const apps = requireProvider();
      const row = await requireApp(accountId, appId);
      const channel = row.channelId ? await findChannel(db, accountId, row.channelId) : undefined;
      if (!channel) throw new AppError('CHANNEL_NOT_CREATED');
      const secret = randomBytes(24).toString('base64url');
      const url = `${publicUrl}/webhooks/partner/${encodeURIComponent(appId)}/${secret}`;
      await withProvider(() => apps.subscribe(appId, secrets.open(channel.accessTokenSealed), url));
      const updated = await updatePartnerApp(db, row.id, {
        webhookSecretHash: hashWebhookSecret(secret).toString('hex'),
        webhookConfiguredAt: new Date(),
      });
      await markWebhookSubscribed(db, channel.id);
      return toDto(updated);
    },

    /** The channel a partner webhook is for, when the URL's secret is the app's; otherwise undefined. */
    async webhookChannel(appId: string, secret: string) {
      const target = await findPartnerWebhookTarget(db, appId);
      if (!target?.webhookSecretHash) return undefined;
      const expected = Buffer.from(target.webhookSecretHash, 'hex');
      if (!timingSafeEqual(expected, hashWebhookSecret(secret))) return undefined;
      return { phoneNumberId: target.phoneNumberId, businessAccountId: target.businessAccountId };
    },
  };
}

export type PartnerAppsService = ReturnType<typeof createPartnerAppsService>;
