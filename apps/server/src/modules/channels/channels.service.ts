import {
  type Channel,
  type ChannelList,
  type ChannelPlatforms,
  type CompleteEmbeddedSignupInput,
  type CreateCloudChannelInput,
  channelGroupIds,
  channelNamespaces,
  type EmbeddedSignupConfig,
  providerTypes,
  type RegistrationPin,
  type SandboxCredentials,
  type UpdateChannelInput,
} from '@parley/contract';
import type { Database } from '../../db/client';
import {
  type BusinessPhoneNumber,
  createCloudApiBusinessAccount,
} from '../../providers/cloud-api/cloud-api.business-account';
import { createEmbeddedSignup } from '../../providers/cloud-api/cloud-api.embedded-signup';
import { createCloudApiProvider } from '../../providers/cloud-api/cloud-api.provider';
import { AppError } from '../../shared/errors';
import type { SecretBox } from '../../shared/secret-box';
import type { Principal } from '../../types/fastify';
import { toChannelDtoOf, toChannelDtos } from './channels.mapper';
import {
  connectedPhoneNumberIds,
  findChannel,
  findChannelByPhoneNumberId,
  insertChannel,
  listChannels,
  updateMessagesPerSecond,
} from './channels.repo';
import { findPartnerAppOfChannel } from './partner-apps.repo';
import { withProvider } from './with-provider';

/**
 * A channel's token at its provider: the business token, or for the partner the app's token and id,
 * with what its session messages are sent with (the app's name and API key, its number as `source`).
 */
export type ChannelCredentials =
  | { provider: 'cloud'; accessToken: string; phoneNumberId: string; businessAccountId: string }
  | {
      provider: 'partner';
      appId: string;
      accessToken: string;
      appName: string;
      apiKey: string | null;
      sourceNumber: string;
    };

export interface ChannelsDependencies {
  db: Database;
  /** The Graph API base with its version: Meta's, or the built-in simulator's. */
  graphUrl: string;
  secrets: SecretBox;
  sandbox?: SandboxCredentials;
  /** Parley's Meta app, which Embedded Signup needs; without it that way of connecting is off. */
  metaApp?: { appId: string; appSecret: string; configId?: string; signupDialogUrl?: string };
}

export function createChannelsService({ db, graphUrl, secrets, sandbox, metaApp }: ChannelsDependencies) {
  /**
   * Connects one of the business account's numbers, as `choose` picks it among those not connected
   * yet. The token is tried with the provider first (numbers, then the number's details), and
   * Parley's app is subscribed to the account's webhooks, so nothing is saved that cannot work.
   * `registrationPin` is the PIN Parley registered the number with, if it did.
   */
  const connectCloudNumber = async (
    accountId: string,
    input: { displayName: string; businessAccountId: string; accessToken: string; registrationPin?: string },
    choose: (free: BusinessPhoneNumber[]) => BusinessPhoneNumber | undefined,
  ): Promise<Channel> => {
    const credentials = { graphUrl, accessToken: input.accessToken };
    const business = createCloudApiBusinessAccount({
      ...credentials,
      businessAccountId: input.businessAccountId,
    });
    const numbers = await withProvider(() => business.phoneNumbers());
    if (numbers.length === 0) throw new AppError('NO_PHONE_NUMBER');
    const taken = await connectedPhoneNumberIds(db);
    const number = choose(numbers.filter((candidate) => !taken.has(candidate.phoneNumberId)));
    if (!number) throw new AppError('PHONE_NUMBER_IN_USE');
    const details = await withProvider(() =>
      createCloudApiProvider({ ...credentials, phoneNumberId: number.phoneNumberId }).phoneNumber(),
    );
    await withProvider(() => business.subscribeApp());

    const row = await insertChannel(db, {
      accountId,
      provider: 'cloud',
      displayName: input.displayName,
      businessAccountId: input.businessAccountId,
      phoneNumberId: number.phoneNumberId,
      displayPhoneNumber: details.displayPhoneNumber,
      verifiedName: details.verifiedName,
      qualityRating: details.qualityRating ?? null,
      messagingLimitTier: details.messagingLimitTier ?? null,
      accessTokenSealed: secrets.seal(input.accessToken),
      registrationPinSealed: input.registrationPin ? secrets.seal(input.registrationPin) : null,
      webhookSubscribedAt: new Date(),
    });
    if (!row) throw new AppError('PHONE_NUMBER_IN_USE');
    return toChannelDtoOf(db, row);
  };

  return {
    async list(accountId: string): Promise<ChannelList> {
      const rows = await listChannels(db, accountId);
      return { data: await toChannelDtos(db, rows), totalRecords: rows.length };
    },

    /** One platform (WhatsApp), a group per provider that has channels, oldest channel first. */
    async platforms(accountId: string): Promise<ChannelPlatforms> {
      const rows = (await listChannels(db, accountId)).reverse();
      const channelGroups = providerTypes
        .map((provider) => {
          const namespace = channelNamespaces[provider];
          return {
            channelGroupId: channelGroupIds[provider],
            provider,
            channels: rows
              .filter((row) => row.provider === provider)
              .map((row) => ({
                channelId: row.id,
                label: row.displayName,
                namespaces: {
                  templates: namespace,
                  inbox: namespace,
                  reports: namespace,
                  campaign: namespace,
                  receiverProfile: namespace,
                },
              })),
          };
        })
        .filter((group) => group.channels.length > 0);
      return {
        data: [{ platform: 'whatsapp', label: 'WhatsApp', url: '/dashboard/channels', channelGroups }],
      };
    },

    async get(accountId: string, channelId: string): Promise<Channel> {
      const row = await findChannel(db, accountId, channelId);
      if (!row) throw new AppError('NOT_FOUND');
      return toChannelDtoOf(db, row);
    },

    /** Sets the channel's campaign send rate, or (null) gives it back to the number's throughput. */
    async update(accountId: string, channelId: string, input: UpdateChannelInput): Promise<Channel> {
      const row = await updateMessagesPerSecond(db, accountId, channelId, input.messagesPerSecond);
      if (!row) throw new AppError('NOT_FOUND');
      return toChannelDtoOf(db, row);
    },

    /** The cloud form: the business account's first number not connected yet. */
    createCloud(accountId: string, input: CreateCloudChannelInput): Promise<Channel> {
      return connectCloudNumber(accountId, { ...input, accessToken: input.apiKey }, (free) => free[0]);
    },

    embeddedSignupConfig(): EmbeddedSignupConfig {
      if (!metaApp) throw new AppError('NOT_FOUND');
      return {
        appId: metaApp.appId,
        configId: metaApp.configId ?? null,
        graphVersion: graphUrl.split('/').pop() ?? '',
        simulatorDialogUrl: metaApp.signupDialogUrl ?? null,
      };
    },

    /** Embedded Signup: the dialog's code becomes the business's token, its number is registered and connected. */
    async completeEmbeddedSignup(accountId: string, input: CompleteEmbeddedSignupInput): Promise<Channel> {
      if (!metaApp) throw new AppError('NOT_FOUND');
      const signup = createEmbeddedSignup({ graphUrl, ...metaApp });
      const accessToken = await withProvider(() => signup.exchangeCode(input.code));
      const registrationPin = await withProvider(() =>
        signup.registerNumber(accessToken, input.phoneNumberId),
      );
      return connectCloudNumber(accountId, { ...input, accessToken, registrationPin }, (free) =>
        free.find((number) => number.phoneNumberId === input.phoneNumberId),
      );
    },

    /** The PIN the number was registered with (it controls the number's registration). */
    async registrationPin(principal: Principal, channelId: string): Promise<RegistrationPin> {
      const row = await findChannel(db, principal.accountId, channelId);
      if (!row?.registrationPinSealed) throw new AppError('NOT_FOUND');
      return { pin: secrets.open(row.registrationPinSealed) };
    },

    /** What another module needs to call the provider for one of the account's channels. */
    async credentials(accountId: string, channelId: string): Promise<ChannelCredentials> {
      const row = await findChannel(db, accountId, channelId);
      if (!row) throw new AppError('NOT_FOUND');
      const accessToken = secrets.open(row.accessTokenSealed);
      if (row.provider === 'cloud') {
        const { phoneNumberId, businessAccountId } = row;
        return { provider: 'cloud', accessToken, phoneNumberId, businessAccountId };
      }
      const app = await findPartnerAppOfChannel(db, row.id);
      if (!app) throw new Error(`partner channel ${row.id} has no partner app`);
      return {
        provider: 'partner',
        appId: app.appId,
        accessToken,
        appName: app.appName,
        apiKey: app.apiKeySealed ? secrets.open(app.apiKeySealed) : null,
        sourceNumber: row.displayPhoneNumber.replace(/\D/g, ''),
      };
    },

    sandboxCredentials(): SandboxCredentials {
      if (!sandbox) throw new AppError('NOT_FOUND');
      return sandbox;
    },
  };
}

export type ChannelsService = ReturnType<typeof createChannelsService>;

/** The channel (with its account) a provider event is for, if Parley has it. */
export async function channelForPhoneNumberId(
  db: Database,
  phoneNumberId: string,
): Promise<{ channelId: string; accountId: string } | undefined> {
  const row = await findChannelByPhoneNumberId(db, phoneNumberId);
  return row && { channelId: row.id, accountId: row.accountId };
}
