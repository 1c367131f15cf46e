import type { Channel, ChannelList, CreateCloudChannelInput, SandboxCredentials } from '@parley/contract';
import type { Database } from '../../db/client';
import { createCloudApiBusinessAccount } from '../../providers/cloud-api/cloud-api.business-account';
import { createCloudApiProvider } from '../../providers/cloud-api/cloud-api.provider';
import { ProviderError } from '../../providers/messaging-provider';
import { AppError } from '../../shared/errors';
import type { SecretBox } from '../../shared/secret-box';
import { toChannelDto } from './channels.mapper';
import {
  connectedPhoneNumberIds,
  findChannel,
  findChannelByPhoneNumberId,
  insertChannel,
  listChannels,
} from './channels.repo';

export interface ChannelsDependencies {
  db: Database;
  /** The Graph API base with its version: Meta's, or the built-in simulator's. */
  graphUrl: string;
  secrets: SecretBox;
  sandbox?: SandboxCredentials;
}

export function createChannelsService({ db, graphUrl, secrets, sandbox }: ChannelsDependencies) {
  return {
    async list(accountId: string): Promise<ChannelList> {
      const rows = await listChannels(db, accountId);
      return { data: rows.map(toChannelDto), totalRecords: rows.length };
    },

    async get(accountId: string, channelId: string): Promise<Channel> {
      const row = await findChannel(db, accountId, channelId);
      if (!row) throw new AppError('NOT_FOUND');
      return toChannelDto(row);
    },

    /**
     * Connects the business account's first number not connected yet. The token is tried with the
     * provider first (numbers, then the number's details), and Parley's app is subscribed to the
     * account's webhooks, so nothing is saved that cannot work.
     */
    async createCloud(accountId: string, input: CreateCloudChannelInput): Promise<Channel> {
      const credentials = { graphUrl, accessToken: input.apiKey };
      const business = createCloudApiBusinessAccount({
        ...credentials,
        businessAccountId: input.businessAccountId,
      });
      const numbers = await withProvider(() => business.phoneNumbers());
      if (numbers.length === 0) throw new AppError('NO_PHONE_NUMBER');
      const taken = await connectedPhoneNumberIds(db);
      const number = numbers.find((candidate) => !taken.has(candidate.phoneNumberId));
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
        accessTokenSealed: secrets.seal(input.apiKey),
        webhookSubscribedAt: new Date(),
      });
      if (!row) throw new AppError('PHONE_NUMBER_IN_USE');
      return toChannelDto(row);
    },

    sandboxCredentials(): SandboxCredentials {
      if (!sandbox) throw new AppError('NOT_FOUND');
      return sandbox;
    },
  };
}

export type ChannelsService = ReturnType<typeof createChannelsService>;

/** A provider's refusal reaches the user in the provider's own words (the web app says "Our" for its name). */
async function withProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderError) {
      throw new AppError(
        'PROVIDER_REFUSED',
        { providerCode: error.code, details: error.details },
        error.message,
      );
    }
    throw error;
  }
}

/** The channel (with its account) a provider event is for, if Parley has it. */
export async function channelForPhoneNumberId(
  db: Database,
  phoneNumberId: string,
): Promise<{ channelId: string; accountId: string } | undefined> {
  const row = await findChannelByPhoneNumberId(db, phoneNumberId);
  return row && { channelId: row.id, accountId: row.accountId };
}
