import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { subscribeAppToParleyFields } from '../../providers/cloud-api/cloud-api.app-subscription';
import { defineModule } from '../../shared/module';
import { registerWebhookJobs } from './webhooks.jobs';
import { webhooksRoutes } from './webhooks.routes';
import { createWebhooksService } from './webhooks.service';

/**
 * The providers' webhooks: stored as they come, then processed in batches. The modules that act on
 * provider events subscribe through `app.webhookEvents`, in their workers.
 */
export const webhooksModule = defineModule({
  name: 'webhooks',
  dependencies: ['channels'],
  services(app, { config, database, log }) {
    const webhooks = createWebhooksService(database.db, log, {
      vacuumAfterPrune: database.kind === 'pglite',
      soleProcess: database.kind === 'pglite',
      drainIntervalMs: database.kind === 'pglite' ? 50 : 10,
      flushCommits: database.flushCommits,
      processing: config.roles.worker,
    });
    app.decorate('webhookEvents', {
      onProviderEvents: webhooks.onProviderEvents,
      onUnreadableEvent: webhooks.onUnreadableEvent,
    });
    return webhooks;
  },
  async routes(app, webhooks, { config }) {
    await app.register(webhooksRoutes, {
      config,
      webhooks,
      partnerWebhookChannel: app.partnerApps.webhookChannel,
    });
    subscribeMetaAppOnceListening(app, config);
  },
  workers(app, webhooks, { queue, log }) {
    // Once every module has subscribed to the events, so that none is handled without them.
    app.addHook('onReady', async () => webhooks.start());
    app.addHook('onClose', async () => webhooks.stop());
    registerWebhookJobs(queue, webhooks).catch((error: unknown) =>
      log.error({ err: error }, 'the webhook sweep could not be scheduled'),
    );
  },
});

/**
 * With a Meta app configured (the simulator's sandbox app in embedded mode), its webhook
 * subscription is completed with the fields Parley reads. Meta checks the callback URL before it
 * subscribes, so this waits for the server to listen; it runs in the background and a failure is
 * only logged, as Parley works without the health fields.
 */
function subscribeMetaAppOnceListening(app: FastifyInstance, config: Config): void {
  const { META_APP_ID: appId, META_APP_SECRET: appSecret, META_VERIFY_TOKEN: verifyToken } = config;
  if (!appId || !appSecret || !verifyToken) return;
  const settings = {
    graphUrl: config.whatsApp.graphUrl,
    appId,
    appSecret,
    verifyToken,
    callbackUrl: `${config.publicUrl}/webhooks/cloud`,
  };
  app.addHook('onListen', async () => {
    subscribeAppToParleyFields(settings).then(
      (added) =>
        app.log.info({ appId, added }, 'the Meta app is subscribed to every webhook field Parley reads'),
      (error: unknown) =>
        app.log.error(
          { err: error, appId, callbackUrl: settings.callbackUrl },
          "the Meta app's webhook subscription could not be completed; number and template health webhooks may not arrive",
        ),
    );
  });
}
