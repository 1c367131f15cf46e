import { join } from 'node:path';
import { defineModule } from '../../shared/module';
import { mediaRoutes } from './media.routes';
import { createMediaService } from './media.service';
import { createLocalMediaStorage } from './media.storage';

/** Files users upload and customers send, kept on the local disk; others reach them through `app.mediaStorage`. */
export const mediaModule = defineModule({
  name: 'media',
  dependencies: ['channels'],
  services(app, { config }) {
    const storage = createLocalMediaStorage(join(config.dataDir, 'media'));
    const media = createMediaService({
      storage,
      publicUrl: config.publicUrl,
      // The simulator serves its media at Meta's download path; Meta's own addresses are public anyway.
      trustedMediaEndpoint: `${new URL(config.whatsApp.graphUrl).origin}/whatsapp_business/attachments/`,
    });
    app.decorate('mediaStorage', storage);
    app.decorate('media', media);
    return media;
  },
  async routes(app, media) {
    await app.register(mediaRoutes, { media, providers: app.channelProviders });
  },
});
