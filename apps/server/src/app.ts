/**
 * The composition root: it builds the shared platform, then registers the domain modules in order.
 * To add a module, write `modules/<name>/<name>.module.ts` with `defineModule` (shared/module.ts) and
 * add it to `modules` below, after the modules it depends on; Fastify refuses a wrong order.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from './config';
import { type Clock, type Platform, type PlatformOverrides, systemClock } from './context';
import type { DatabaseHandle } from './db/client';
import { startQueue } from './jobs/queue';
import { accountsModule } from './modules/accounts/accounts.module';
import { apiKeysModule } from './modules/api-keys/api-keys.module';
import { authModule } from './modules/auth/auth.module';
import { campaignsModule } from './modules/campaigns/campaigns.module';
import { catalogModule } from './modules/catalog/catalog.module';
import { channelHealthModule } from './modules/channels/channel-health.module';
import { channelsModule } from './modules/channels/channels.module';
import { chatbotsModule } from './modules/chatbots/chatbots.module';
import { contactRequestsModule } from './modules/contact-requests/contact-requests.module';
import { contactsModule } from './modules/contacts/contacts.module';
import { healthModule } from './modules/health/health.module';
import { inboxModule } from './modules/inbox/inbox.module';
import { createMailer } from './modules/mail/mailer';
import { mediaModule } from './modules/media/media.module';
import { onboardingModule } from './modules/onboarding/onboarding.module';
import { ordersModule } from './modules/orders/orders.module';
import { outboundWebhooksModule } from './modules/outbound-webhooks/outbound-webhooks.module';
import { publicApiModule } from './modules/public-api/public-api.module';
import { quickRepliesModule } from './modules/quick-replies/quick-replies.module';
import { templatesModule } from './modules/templates/templates.module';
import { usersModule } from './modules/users/users.module';
import { webhooksModule } from './modules/webhooks/webhooks.module';
import { registerApiDocs } from './plugins/api-docs';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerValidation } from './plugins/validation';
import { registerWebApp } from './plugins/web-app';
import { createPartnerClient } from './providers/partner/partner-client';
import { createRealtime } from './realtime/realtime';
import { errorForLog } from './shared/error-log';
import { requestForLog } from './shared/request-log';
import { SecretBox } from './shared/secret-box';

/** The domain modules, in the order they are registered. */
const modules = [
  authModule,
  healthModule,
  accountsModule,
  contactRequestsModule,
  channelsModule,
  webhooksModule,
  mediaModule,
  contactsModule,
  inboxModule,
  templatesModule,
  channelHealthModule,
  quickRepliesModule,
  campaignsModule,
  chatbotsModule,
  catalogModule,
  ordersModule,
  outboundWebhooksModule,
  usersModule,
  apiKeysModule,
  publicApiModule,
  onboardingModule,
];

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
    overrides = {},
  }: { clock?: Clock; logStream?: { write(line: string): void }; overrides?: PlatformOverrides } = {},
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

  const platform: Platform = {
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
    // Sockets connect once the server listens, when the auth module has decorated `app.auth`.
    realtime: createRealtime(app, database, (token) => app.auth.principalFromToken(token)),
    queue: startQueue(database, app.log),
    secrets: new SecretBox(config.encryptionKey),
    partnerClient: config.partner && createPartnerClient(config.partner),
    overrides,
  };
  app.addHook('onClose', () => platform.queue.stop());
  app.decorate('platform', platform);

  await registerSecurityHeaders(app, config);
  await app.register(compress, { threshold: 1024 });
  // Not global: limits are set per route, so the web app's assets are never throttled.
  // The standard RateLimit-* headers (IETF draft), which the public API documents.
  await app.register(rateLimit, { global: false, enableDraftSpec: true });
  if (config.roles.api) await registerApiDocs(app);
  for (const module of modules) await app.register(module);
  if (config.roles.api) await registerWebApp(app, config.WEB_DIST_DIR ?? defaultWebDist);
  return app;
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
