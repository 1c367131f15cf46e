import { createCloudApiCatalog } from '../../providers/cloud-api/cloud-api.catalog';
import { createCloudApiProvider } from '../../providers/cloud-api/cloud-api.provider';
import { createCloudApiResumableUpload } from '../../providers/cloud-api/cloud-api.resumable-upload';
import { createCloudApiTemplates } from '../../providers/cloud-api/cloud-api.templates';
import {
  type HeaderSampleUpload,
  type MessagingProvider,
  ProviderError,
  type TemplateCatalog,
} from '../../providers/messaging-provider';
import { createPartnerHeaderSampleUpload } from '../../providers/partner/partner.header-samples';
import { createPartnerProvider } from '../../providers/partner/partner.provider';
import { createPartnerTemplates } from '../../providers/partner/partner.templates';
import type { PartnerClient } from '../../providers/partner/partner-client';
import type { ProductCatalogAtProvider } from '../../providers/product-catalog';
import { AppError } from '../../shared/errors';
import { sharedWhileInFlight } from '../../shared/in-flight-reads';
import type { ChannelCredentials, ChannelsService } from './channels.service';

export interface ChannelProvidersDependencies {
  channels: Pick<ChannelsService, 'credentials'>;
  /** The Graph API base with its version: Meta's, or the built-in simulator's. */
  graphUrl: string;
  /** The Meta app whose resumable upload takes template header samples (META_APP_ID). */
  metaAppId?: string;
  /** Parley's login at the partner provider, when it is configured. */
  partnerClient?: PartnerClient;
}

/**
 * The provider-side tools of one channel, for the Cloud API or the partner, made with that channel's
 * own credentials: the one place that tells the two providers apart for messages, templates, media
 * and catalogs.
 */
export function createChannelProviders({
  channels,
  graphUrl,
  metaAppId,
  partnerClient,
}: ChannelProvidersDependencies) {
  const partnerApp = (credentials: Extract<ChannelCredentials, { provider: 'partner' }>) => {
    if (!partnerClient) throw new AppError('PARTNER_NOT_CONFIGURED');
    return { client: partnerClient, app: { appId: credentials.appId, appToken: credentials.accessToken } };
  };
  // Sends to one channel at once (a campaign, a burst of API sends) read and decrypt its credentials once.
  const credentialsOf = sharedWhileInFlight((accountId: string, channelId: string) =>
    channels.credentials(accountId, channelId),
  );

  return {
    /** Sends, marks read and fetches media as the channel's number. */
    async messaging(accountId: string, channelId: string): Promise<MessagingProvider> {
      const credentials = await credentialsOf(accountId, channelId);
      if (credentials.provider === 'partner') {
        const { client, app } = partnerApp(credentials);
        if (!credentials.apiKey) {
          throw new ProviderError('The partner app has no API key for session messages', 100);
        }
        return createPartnerProvider(client, {
          ...app,
          appName: credentials.appName,
          apiKey: credentials.apiKey,
          sourceNumber: credentials.sourceNumber,
        });
      }
      const { accessToken, phoneNumberId } = credentials;
      return createCloudApiProvider({ graphUrl, accessToken, phoneNumberId });
    },

    /** The channel's templates at its provider; the partner deletes by name, every language at once. */
    async templateCatalog(
      accountId: string,
      channelId: string,
    ): Promise<{ catalog: TemplateCatalog; deletesEveryLanguage: boolean }> {
      const credentials = await credentialsOf(accountId, channelId);
      if (credentials.provider === 'partner') {
        const { client, app } = partnerApp(credentials);
        return { catalog: createPartnerTemplates(client, app), deletesEveryLanguage: true };
      }
      const { accessToken, businessAccountId } = credentials;
      const catalog = createCloudApiTemplates({ graphUrl, accessToken, businessAccountId });
      return { catalog, deletesEveryLanguage: false };
    },

    /**
     * The catalog tools of the channel's business account; none for the partner, whose catalogs
     * are managed in its own console.
     */
    async productCatalog(
      accountId: string,
      channelId: string,
    ): Promise<ProductCatalogAtProvider | undefined> {
      const credentials = await credentialsOf(accountId, channelId);
      if (credentials.provider === 'partner') return undefined;
      const { accessToken, businessAccountId } = credentials;
      return createCloudApiCatalog({ graphUrl, accessToken, businessAccountId });
    },

    /** The upload that turns a template's header sample into the handle the provider wants. */
    async headerSampleUpload(accountId: string, channelId: string): Promise<HeaderSampleUpload> {
      const credentials = await credentialsOf(accountId, channelId);
      if (credentials.provider === 'partner') {
        const { client, app } = partnerApp(credentials);
        return createPartnerHeaderSampleUpload(client, app);
      }
      if (!metaAppId) throw new AppError('HEADER_UPLOAD_NOT_CONFIGURED');
      return createCloudApiResumableUpload({
        graphUrl,
        appId: metaAppId,
        accessToken: credentials.accessToken,
      });
    },
  };
}

export type ChannelProviders = ReturnType<typeof createChannelProviders>;
