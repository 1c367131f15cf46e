import { defineModule } from '../../shared/module';
import { contactRequestsRoutes } from './contact-requests.routes';

export const contactRequestsModule = defineModule({
  name: 'contact-requests',
  dependencies: ['auth'],
  async routes(app, _services, platform) {
    await app.register(contactRequestsRoutes, platform);
  },
});
