import { defineModule } from '../../shared/module';
import { channelHealthRoutes } from './channel-health.routes';
import { createChannelHealthService } from './channel-health.service';

/**
 * A channel's health as its provider reports it. A module of its own beside `channels`: it keeps
 * template notices on the templates they name, and the templates module needs the channels first.
 */
export const channelHealthModule = defineModule({
  name: 'channel-health',
  dependencies: ['channels', 'templates', 'webhooks'],
  services(app, { database, log, realtime }) {
    return createChannelHealthService({ db: database.db, log, realtime, templates: app.templates });
  },
  async routes(app, channelHealth) {
    await app.register(channelHealthRoutes, { channelHealth });
  },
  workers(app, channelHealth) {
    app.webhookEvents.onProviderEvents((events) => channelHealth.handleProviderEvents(events));
    app.webhookEvents.onUnreadableEvent((event, error) => channelHealth.recordUnreadable(event, error));
  },
});
