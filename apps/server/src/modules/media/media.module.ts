import { join } from 'node:path';
import { defineModule } from '../../shared/module';
import { mediaRoutes } from './media.routes';
import { createLocalMediaStorage } from './media.storage';

/** Files users upload and customers send, kept on the local disk; others reach them through `app.mediaStorage`. */
export const mediaModule = defineModule({
  name: 'media',
  dependencies: ['channels'],
  services(app, { config }) {
    const storage = createLocalMediaStorage(join(config.dataDir, 'media'));
    app.decorate('mediaStorage', storage);
    return storage;
  },
  async routes(app, storage, { config }) {
    await app.register(mediaRoutes, { config, providers: app.channelProviders, storage });
  },
});
