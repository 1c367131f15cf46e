import { jobNames } from '../../jobs/job-names';
import { defineModule } from '../../shared/module';
import { accountAdmins } from '../users/users.service';
import { endpointDisabledEmail } from './endpoint-disabled-email';
import { createListenedEvents } from './listened-events';
import { webhookEventOf } from './outbound-webhook-events';
import { pruneDeliveries } from './outbound-webhooks.repo';
import { outboundWebhooksRoutes } from './outbound-webhooks.routes';
import { createOutboundWebhooksService } from './outbound-webhooks.service';
import {
  type DeliveryWorker,
  defaultDeliveryWorkerOptions,
  startDeliveryWorker,
} from './webhook-delivery.worker';

/** What each process knows of the events its accounts' endpoints listen to (listened-events.ts). */
const listenedEventsCache = 'outbound-webhook-listened-events';

/** Settled deliveries are kept this long in the log, then forgotten. */
const deliveryRetentionMs = 30 * 24 * 60 * 60 * 1000;

/**
 * Outbound webhooks: the account's events (messages received, statuses, orders, assignments, finished
 * campaigns) POSTed, signed, to the endpoints its admins register. Each event is written to the outbox
 * where it happens, in any process; worker processes deliver it, retrying with back-off, and disable
 * an endpoint that keeps failing.
 */
export const outboundWebhooksModule = defineModule({
  name: 'outbound-webhooks',
  dependencies: ['inbox', 'campaigns', 'orders'],
  services(app, { config, database, secrets, clock, realtime }) {
    const worker: { current?: DeliveryWorker } = {};
    const rule = { embedded: config.database.kind === 'pglite' };
    const listened = createListenedEvents();
    realtime.onForget(listenedEventsCache, (accountId) => listened.forget(accountId));
    const webhooks = createOutboundWebhooksService({
      db: database.db,
      secrets,
      clock,
      rule,
      queued: () => worker.current?.wake(),
      listened,
      endpointsChanged: (accountId) => realtime.forgetEverywhere(listenedEventsCache, accountId),
    });
    // In every process: an agent assigns a conversation through the API, the workers receive messages.
    const publish = (events: Parameters<typeof webhooks.publish>[0]) => webhooks.publish(events);
    app.inbox.onInboundMessageStored(async (context) => publish([webhookEventOf.messageReceived(context)]));
    app.inbox.onMessageStatusesMoved((moves, tx) =>
      webhooks.publish(moves.map(webhookEventOf.messageStatus), tx),
    );
    app.inbox.onConversationAssigned((assignment, tx) =>
      webhooks.publish([webhookEventOf.conversationAssigned(assignment)], tx),
    );
    app.orderEvents.onOrderReceived((received, tx) =>
      webhooks.publish([webhookEventOf.orderReceived(received)], tx),
    );
    app.campaignEvents.onCampaignsFinished((finished, tx) =>
      webhooks.publish(finished.map(webhookEventOf.campaignFinished), tx),
    );
    return { webhooks, worker, rule };
  },
  async routes(app, { webhooks }) {
    await app.register(outboundWebhooksRoutes, { webhooks });
  },
  workers(app, { worker, rule }, { config, database, secrets, clock, log, mailer, queue }) {
    const { db } = database;
    app.addHook('onReady', async () => {
      worker.current = startDeliveryWorker({
        db,
        secrets,
        clock,
        log,
        rule,
        options: {
          ...defaultDeliveryWorkerOptions,
          disableAfterMs: config.OUTBOUND_WEBHOOKS_DISABLE_AFTER_HOURS * 60 * 60 * 1000,
        },
        endpointsDisabled: async (endpoints) => {
          for (const endpoint of endpoints) {
            for (const admin of await accountAdmins(db, endpoint.accountId))
              await mailer.send(endpointDisabledEmail(admin, endpoint));
          }
        },
      });
    });
    app.addHook('onClose', async () => worker.current?.stop());
    const sweep = async () => {
      await queue.schedule(jobNames.outboundWebhookPrune, '17 * * * *');
      await queue.work(jobNames.outboundWebhookPrune, async () => {
        await pruneDeliveries(db, new Date(clock().getTime() - deliveryRetentionMs));
      });
    };
    sweep().catch((error: unknown) =>
      log.error({ err: error }, 'the webhook delivery prune could not start'),
    );
  },
});
