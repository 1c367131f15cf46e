import { defineModule } from '../../shared/module';
import { templatesRoutes } from './templates.routes';
import { createTemplatesService } from './templates.service';

/** Message templates, kept in step with the provider's catalogue and its review webhooks. */
export const templatesModule = defineModule({
  name: 'templates',
  dependencies: ['channels', 'webhooks'],
  services(app, { database, realtime }) {
    const templates = createTemplatesService({
      db: database.db,
      channels: app.channels,
      providers: app.channelProviders,
      realtime,
    });
    app.decorate('templates', templates);
    return templates;
  },
  async routes(app, templates) {
    await app.register(templatesRoutes, { templates });
  },
  workers(app, templates) {
    app.webhookEvents.onProviderEvents((events) => templates.handleProviderEvents(events));
  },
});
