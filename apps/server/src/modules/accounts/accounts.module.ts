import { defineModule } from '../../shared/module';
import { accountsRoutes } from './accounts.routes';

export const accountsModule = defineModule({
  name: 'accounts',
  dependencies: ['auth'],
  async routes(app, _services, platform) {
    await app.register(accountsRoutes, platform);
  },
});
