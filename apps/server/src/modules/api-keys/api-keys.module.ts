import { defineModule } from '../../shared/module';
import { apiKeysRoutes } from './api-keys.routes';
import { createApiKeysService } from './api-keys.service';

/** The account's API keys (Settings → API Key); the auth module admits public API calls by them. */
export const apiKeysModule = defineModule({
  name: 'api-keys',
  dependencies: ['auth'],
  services(_app, { database, clock }) {
    return createApiKeysService({ db: database.db, clock });
  },
  async routes(app, apiKeys) {
    await app.register(apiKeysRoutes, { apiKeys });
  },
});
