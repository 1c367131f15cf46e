import { defineModule } from '../../shared/module';
import { createChannelProviders } from './channel-providers';
import { channelsRoutes } from './channels.routes';
import { createChannelsService } from './channels.service';
import { partnerAppsRoutes } from './partner-apps.routes';
import { createPartnerAppsService } from './partner-apps.service';

/**
 * WhatsApp numbers connected to an account (Cloud API or partner app) and the provider each one
 * talks through. Other modules reach a channel's provider through `app.channelProviders`.
 */
export const channelsModule = defineModule({
  name: 'channels',
  dependencies: ['auth'],
  services(app, { config, database, secrets, partnerClient }) {
    const channels = createChannelsService({
      db: database.db,
      graphUrl: config.whatsApp.graphUrl,
      secrets,
      sandbox: config.whatsApp.sandbox,
      metaApp:
        config.META_APP_ID && config.META_APP_SECRET
          ? {
              appId: config.META_APP_ID,
              appSecret: config.META_APP_SECRET,
              configId: config.META_CONFIG_ID,
              signupDialogUrl: config.whatsApp.signupDialogUrl,
            }
          : undefined,
    });
    const channelProviders = createChannelProviders({
      channels,
      graphUrl: config.whatsApp.graphUrl,
      metaAppId: config.META_APP_ID,
      partnerClient,
    });
    const partnerApps = createPartnerAppsService({
      db: database.db,
      partnerClient,
      secrets,
      publicUrl: config.publicUrl,
    });
    app.decorate('channels', channels);
    app.decorate('channelProviders', channelProviders);
    app.decorate('partnerApps', partnerApps);
    return { channels, partnerApps };
  },
  async routes(app, { channels, partnerApps }) {
    await app.register(channelsRoutes, { channels });
    await app.register(partnerAppsRoutes, { partnerApps });
  },
});
