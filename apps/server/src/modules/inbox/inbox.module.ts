import { defineModule } from '../../shared/module';
import { agentsRoutes } from './agents.routes';
import { createAutoAssignAutomation } from './auto-assign.automation';
import { autoAssignRoutes } from './auto-assign.routes';
import { createAutoAssignService } from './auto-assign.service';
import { registerInboundMediaJobs } from './inbound-media/inbound-media.jobs';
import { createInboundMediaCopier } from './inbound-media/inbound-media-copy';
import { inboxRoutes } from './inbox.routes';
import { createInboxService } from './inbox.service';
import { createInboxPublisher } from './inbox-publisher';
import { notesRoutes } from './notes.routes';
import { createMediaLinks } from './sending/media-links';
import { mediaLinksRoutes } from './sending/media-links.routes';
import { createMessageDelivery } from './sending/message-delivery';
import { registerMessageSendJobs } from './sending/message-send.jobs';
import { createMessageSender } from './sending/message-sender';
import { messagesRoutes } from './sending/messages.routes';
import { tagsRoutes } from './tags.routes';

/**
 * The team inbox: customers' messages as the provider reports them, what agents send back (queued,
 * then delivered by the worker), notes, tags, and auto-assign. Other modules act on conversations
 * and add automations through `app.inbox`.
 */
export const inboxModule = defineModule({
  name: 'inbox',
  dependencies: ['channels', 'contacts', 'media', 'webhooks'],
  services(app, { config, database, clock, log, queue, realtime }) {
    const { db } = database;
    const providers = app.channelProviders;
    const storage = app.mediaStorage;
    const publisher = createInboxPublisher({ db, realtime, clock });
    const sender = createMessageSender({ db, queue, providers, storage, clock, log, publisher });
    const links = createMediaLinks({
      publicUrl: config.publicUrl,
      encryptionKey: config.encryptionKey,
      clock,
    });
    const inbox = createInboxService({
      db,
      publisher,
      clock,
      log,
      contacts: app.contacts,
      providers,
      sender,
      queue,
    });
    app.decorate('inbox', inbox);
    return {
      inbox,
      sender,
      links,
      delivery: createMessageDelivery({
        db,
        providers,
        storage,
        links,
        clock,
        log,
        publisher,
        statusesMoved: (moves, tx) => inbox.tellStatusesMoved(moves, tx),
      }),
      inboundMedia: createInboundMediaCopier({ db, providers, storage, log }),
      autoAssign: createAutoAssignService(db),
    };
  },
  async routes(app, { inbox, sender, links, autoAssign }, { database: { db } }) {
    await app.register(inboxRoutes, { inbox });
    await app.register(messagesRoutes, { db, sender });
    await app.register(mediaLinksRoutes, { links, storage: app.mediaStorage });
    await app.register(notesRoutes, { db, inbox });
    await app.register(tagsRoutes, { db, inbox });
    await app.register(agentsRoutes, { db });
    await app.register(autoAssignRoutes, { autoAssign });
  },
  workers(app, { inbox, delivery, inboundMedia, autoAssign }, { queue, log }) {
    registerMessageSendJobs(queue, delivery).catch((error: unknown) =>
      log.error({ err: error }, 'the message send worker could not start'),
    );
    registerInboundMediaJobs(queue, inboundMedia).catch((error: unknown) =>
      log.error({ err: error }, 'the inbound media worker could not start'),
    );
    app.webhookEvents.onProviderEvents((events) => inbox.handleProviderEvents(events));
    inbox.onInboundMessage('auto-assign', createAutoAssignAutomation({ autoAssign, inbox }));
  },
});
