import type { RoleName, RouteDefinition } from '@parley/contract';
import type { preValidationAsyncHookHandler } from 'fastify';
import type { Platform } from '../context';
import type { ApiClient } from '../modules/api-keys/api-key-authenticator';
import type { AuthService } from '../modules/auth/auth.service';
import type { CampaignEvents } from '../modules/campaigns/campaigns.module';
import type { CampaignsService } from '../modules/campaigns/campaigns.service';
import type { CatalogService } from '../modules/catalog/catalog.service';
import type { ChannelProviders } from '../modules/channels/channel-providers';
import type { ChannelsService } from '../modules/channels/channels.service';
import type { PartnerAppsService } from '../modules/channels/partner-apps.service';
import type { ContactsService } from '../modules/contacts/contacts.service';
import type { InboxService } from '../modules/inbox/inbox.service';
import type { MediaService } from '../modules/media/media.service';
import type { MediaStorage } from '../modules/media/media.storage';
import type { OrdersService } from '../modules/orders/orders.service';
import type { TemplatesService } from '../modules/templates/templates.service';
import type { WebhooksService } from '../modules/webhooks/webhooks.service';

export interface Principal {
  userId: string;
  accountId: string;
  roleName: RoleName;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers read only by servers (the providers' webhooks) go without the browser security headers. */
    securityHeaders?: false;
  }
  interface FastifyInstance {
    /** The shared services app.ts builds before the modules. */
    platform: Platform;
    // What a module exposes to the modules listed after it, by the module that decorates it.
    /** auth */
    auth: AuthService;
    /** auth: the preValidation hook of a route, from its contract definition. */
    authenticate(route: RouteDefinition): preValidationAsyncHookHandler;
    /** channels */
    channels: ChannelsService;
    /** channels */
    channelProviders: ChannelProviders;
    /** channels */
    partnerApps: Pick<PartnerAppsService, 'webhookChannel'>;
    /** webhooks: a module acts on provider events by subscribing here, in its workers. */
    webhookEvents: Pick<WebhooksService, 'onProviderEvents' | 'onUnreadableEvent'>;
    /** media */
    mediaStorage: MediaStorage;
    /** media: files stored from an upload or a public address. */
    media: Pick<MediaService, 'upload' | 'uploadByUrl'>;
    /** contacts */
    contacts: ContactsService;
    /** inbox */
    inbox: InboxService;
    /** campaigns: created and read by the public API too. */
    campaigns: Pick<CampaignsService, 'create' | 'get'>;
    /** catalog */
    catalog: CatalogService;
    /** templates */
    templates: TemplatesService;
    /** campaigns: told of campaigns as they finish (in worker processes, where the dispatcher runs). */
    campaignEvents: CampaignEvents;
    /** orders */
    orderEvents: Pick<OrdersService, 'onOrderReceived'>;
  }
  interface FastifyRequest {
    /** Set by `authenticate` for bearer routes; routes without bearer auth never read it. */
    principal: Principal;
    /** Set by `authenticate` for public API routes (`X-API-Key`); no other route reads it. */
    apiClient: ApiClient;
  }
}
