import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from './config';
import { type AppContext, type Clock, systemClock } from './context';
import type { DatabaseHandle } from './db/client';
import { startQueue } from './jobs/queue';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import {
  type CampaignDispatcherOptions,
  startCampaignDispatcher,
} from './modules/campaigns/dispatch/campaign-dispatcher';
import { channelHealthRoutes } from './modules/channels/channel-health.routes';
import { createChannelHealthService } from './modules/channels/channel-health.service';
import { createChannelProviders } from './modules/channels/channel-providers';
import { channelsRoutes } from './modules/channels/channels.routes';
import { createChannelsService } from './modules/channels/channels.service';
import { partnerAppsRoutes } from './modules/channels/partner-apps.routes';
import { createPartnerAppsService } from './modules/channels/partner-apps.service';
import { contactRequestsRoutes } from './modules/contact-requests/contact-requests.routes';
import { registerContactImportJobs } from './modules/contacts/contact-imports.jobs';
import { contactImportsRoutes } from './modules/contacts/contact-imports.routes';
import { createContactImportsService } from './modules/contacts/contact-imports.service';
import { contactsRoutes } from './modules/contacts/contacts.routes';
import { createContactsService } from './modules/contacts/contacts.service';
import { healthRoutes } from './modules/health/health.routes';
import { agentsRoutes } from './modules/inbox/agents.routes';
import { createAutoAssignAutomation } from './modules/inbox/auto-assign.automation';
import { autoAssignRoutes } from './modules/inbox/auto-assign.routes';
import { createAutoAssignService } from './modules/inbox/auto-assign.service';
import { registerInboundMediaJobs } from './modules/inbox/inbound-media/inbound-media.jobs';
import { createInboundMediaCopier } from './modules/inbox/inbound-media/inbound-media-copy';
import { inboxRoutes } from './modules/inbox/inbox.routes';
import {
  conversationsAssignedTo,
  conversationsOfContact,
  createInboxService,
  historyOfContacts,
} from './modules/inbox/inbox.service';
import { createInboxPublisher } from './modules/inbox/inbox-publisher';
import { notesRoutes } from './modules/inbox/notes.routes';
import { createMediaLinks } from './modules/inbox/sending/media-links';
import { mediaLinksRoutes } from './modules/inbox/sending/media-links.routes';
import { createMessageDelivery } from './modules/inbox/sending/message-delivery';
import { registerMessageSendJobs } from './modules/inbox/sending/message-send.jobs';
import { createMessageSender } from './modules/inbox/sending/message-sender';
import { messagesRoutes } from './modules/inbox/sending/messages.routes';
import { tagsRoutes } from './modules/inbox/tags.routes';
import { createMailer } from './modules/mail/mailer';
import { mediaRoutes } from './modules/media/media.routes';
import { createLocalMediaStorage } from './modules/media/media.storage';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes';
import { createQuickReplyAutomation } from './modules/quick-replies/quick-replies.automation';
import { quickRepliesRoutes } from './modules/quick-replies/quick-replies.routes';
import { templatesRoutes } from './modules/templates/templates.routes';
import { createTemplatesService } from './modules/templates/templates.service';
import { teamUsersRoutes } from './modules/users/team-users.routes';
import { usersRoutes } from './modules/users/users.routes';
import { registerWebhookJobs } from './modules/webhooks/webhooks.jobs';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import { createWebhooksService } from './modules/webhooks/webhooks.service';
import { registerApiDocs } from './plugins/api-docs';
import { registerAuthentication } from './plugins/authenticate';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerValidation } from './plugins/validation';
import { registerWebApp } from './plugins/web-app';
import { subscribeAppToParleyFields } from './providers/cloud-api/cloud-api.app-subscription';
import { createPartnerClient } from './providers/partner/partner-client';
import { createRealtime } from './realtime/realtime';
import { errorForLog } from './shared/error-log';
import { requestForLog } from './shared/request-log';
import { SecretBox } from './shared/secret-box';

// The contract is written with zod/mini, which loads no locale of its own: checks without a message
// of their own keep zod's English texts in the validation details the API answers.
z.config(z.locales.en());

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole HTTP application on an open database; main.ts listens, tests inject. */
export async function buildApp(
  config: Config,
  database: DatabaseHandle,
  {
    clock = systemClock,
    logStream,
    campaignDispatch,
  }: {
    clock?: Clock;
    logStream?: { write(line: string): void };
    /** Tests shorten the dispatcher's timings and simulate crashes with its hook. */
    campaignDispatch?: Partial<CampaignDispatcherOptions>;
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      serializers: { err: errorForLog, req: requestForLog },
      stream: logStream,
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });
  registerValidation(app);
  registerErrorHandling(app);
  closeConnectionsOnceClosing(app);
  if (database.driver.kind === 'postgres') {
    // An idle connection the database drops (a restart, an administrator) is replaced by the pool on
    // the next query; without a listener its error would stop the whole process.
    database.driver.pool.on('error', (error) =>
      app.log.warn({ err: error }, 'an idle database connection was lost; it will be replaced'),
    );
    // The same for a connection lost while checked out: the realtime adapter holds one for good (its
    // LISTEN) and reconnects on its own, so its error is only to be logged.
    const listened = new WeakSet<object>();
    database.driver.pool.on('acquire', (client) => {
      if (listened.has(client)) return;
      listened.add(client);
      client.on('error', (error) =>
        app.log.warn({ err: error }, 'a database connection in use was lost; it will be replaced'),
      );
    });
  }

  const context: AppContext = {
    config,
    database,
    log: app.log,
    clock,
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: join(config.dataDir, 'outbox'),
      log: app.log,
    }),
  };
  const auth = createAuthService(context);
  const realtime = createRealtime(app, auth, database);
  const queue = startQueue(database, app.log);
  app.addHook('onClose', () => queue.stop());
  const webhooks = createWebhooksService(database.db, app.log, {
    vacuumAfterPrune: database.kind === 'pglite',
    soleProcess: database.kind === 'pglite',
    flushCommits: database.flushCommits,
  });
  app.addHook('onClose', async () => webhooks.stop());
  const secrets = new SecretBox(config.encryptionKey);
  const channels = createChannelsService({
    db: database.db,
    graphUrl: config.whatsApp.graphUrl,
    secrets,
    sandbox: config.whatsApp.sandbox,
    metaApp:
      config.META_APP_ID && config.META_APP_SECRET
        ? {
            appId: config.META_APP_ID,
            appSecret: config.META_APP_SECRET,
            configId: config.META_CONFIG_ID,
            signupDialogUrl: config.whatsApp.signupDialogUrl,
          }
        : undefined,
  });
  // One login at the partner for the whole server: its token is cached and shared.
  const partnerClient = config.partner && createPartnerClient(config.partner);
  const channelProviders = createChannelProviders({
    channels,
    graphUrl: config.whatsApp.graphUrl,
    metaAppId: config.META_APP_ID,
    partnerClient,
  });
  const mediaStorage = createLocalMediaStorage(join(config.dataDir, 'media'));
  const inboxPublisher = createInboxPublisher({ db: database.db, realtime, clock });
  const messageSender = createMessageSender({
    db: database.db,
    queue,
    providers: channelProviders,
    storage: mediaStorage,
    clock,
    log: app.log,
    publisher: inboxPublisher,
  });
  const mediaLinks = createMediaLinks({
    publicUrl: config.publicUrl,
    encryptionKey: config.encryptionKey,
    clock,
  });
  const messageDelivery = createMessageDelivery({
    db: database.db,
    providers: channelProviders,
    storage: mediaStorage,
    links: mediaLinks,
    clock,
    log: app.log,
    publisher: inboxPublisher,
  });
  registerMessageSendJobs(queue, messageDelivery).catch((error: unknown) =>
    app.log.error({ err: error }, 'the message send worker could not start'),
  );
  const inbox = createInboxService({
    db: database.db,
    publisher: inboxPublisher,
    clock,
    log: app.log,
    contacts: createContactsService({ db: database.db, conversationsOfContact, historyOfContacts }),
    providers: channelProviders,
    sender: messageSender,
    queue,
  });
  const inboundMedia = createInboundMediaCopier({
    db: database.db,
    providers: channelProviders,
    storage: mediaStorage,
    log: app.log,
  });
  registerInboundMediaJobs(queue, inboundMedia).catch((error: unknown) =>
    app.log.error({ err: error }, 'the inbound media worker could not start'),
  );
  webhooks.onProviderEvents((events) => inbox.handleProviderEvents(events));
  const templates = createTemplatesService({
    db: database.db,
    channels,
    providers: channelProviders,
    realtime,
  });
  webhooks.onProviderEvents((events) => templates.handleProviderEvents(events));
  const channelHealth = createChannelHealthService({ db: database.db, log: app.log, realtime, templates });
  webhooks.onProviderEvents((events) => channelHealth.handleProviderEvents(events));
  webhooks.onUnreadableEvent((event, error) => channelHealth.recordUnreadable(event, error));
  const campaignDispatcher = startCampaignDispatcher({
    db: database.db,
    providers: channelProviders,
    realtime,
    log: app.log,
    options: { reconcileAfterMs: config.CAMPAIGN_RECONCILE_AFTER_MS, ...campaignDispatch },
  });
  app.addHook('onClose', () => campaignDispatcher.stop());
  webhooks.onProviderEvents((events) => campaignDispatcher.handleProviderEvents(events));
  webhooks.start();
  const partnerApps = createPartnerAppsService({
    db: database.db,
    partnerClient,
    secrets,
    publicUrl: config.publicUrl,
  });
  registerWebhookJobs(queue, webhooks).catch((error: unknown) =>
    app.log.error({ err: error }, 'the webhook sweep could not be scheduled'),
  );
  const contactImports = createContactImportsService({
    db: database.db,
    queue,
    filesDir: join(config.dataDir, 'contact-imports'),
    log: app.log,
  });
  registerContactImportJobs(queue, contactImports).catch((error: unknown) =>
    app.log.error({ err: error }, 'the contact import worker could not start'),
  );

  const autoAssign = createAutoAssignService(database.db);
  // Architecture §3: the quick-reply auto response runs before auto-assign.
  inbox.onInboundMessage(createQuickReplyAutomation({ db: database.db, inbox, clock }));
  inbox.onInboundMessage(createAutoAssignAutomation({ autoAssign, inbox }));

  await registerSecurityHeaders(app);
  await app.register(compress, { threshold: 1024 });
  // Not global: limits are set per route, so the web app's assets are never throttled.
  await app.register(rateLimit, { global: false });
  await registerApiDocs(app);
  registerAuthentication(app, auth, config.OPERATOR_TOKEN);

  await app.register(healthRoutes, context);
  await app.register(authRoutes, { auth });
  await app.register(usersRoutes, { ...context, auth });
  await app.register(teamUsersRoutes, { db: database.db, realtime, inbox, conversationsAssignedTo });
  await app.register(accountsRoutes, context);
  await app.register(contactRequestsRoutes, context);
  await app.register(webhooksRoutes, {
    config,
    webhooks,
    partnerWebhookChannel: partnerApps.webhookChannel,
  });
  await app.register(channelsRoutes, { channels });
  await app.register(channelHealthRoutes, { channelHealth });
  await app.register(partnerAppsRoutes, { partnerApps });
  await app.register(inboxRoutes, { inbox });
  await app.register(messagesRoutes, { db: database.db, sender: messageSender });
  await app.register(mediaLinksRoutes, { links: mediaLinks, storage: mediaStorage });
  await app.register(notesRoutes, { db: database.db, inbox });
  await app.register(tagsRoutes, { db: database.db, inbox });
  await app.register(agentsRoutes, { db: database.db });
  await app.register(autoAssignRoutes, { autoAssign });
  await app.register(mediaRoutes, { config, providers: channelProviders, storage: mediaStorage });
  await app.register(templatesRoutes, { templates });
  await app.register(quickRepliesRoutes, { db: database.db, channels });
  await app.register(contactsRoutes, { db: database.db });
  await app.register(contactImportsRoutes, { contactImports });
  await app.register(onboardingRoutes, context);
  await registerWebApp(app, config.WEB_DIST_DIR ?? defaultWebDist);
  subscribeMetaAppOnceListening(app, config);
  return app;
}

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

/**
 * Once the server is closing, each answer ends its keep-alive connection. Closing ends the
 * connections idle at that moment, but one whose request was still being answered (a webhook, say)
 * would stay open after its answer until the keep-alive time-out, and hold the shutdown that long.
 */
function closeConnectionsOnceClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
