import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import { verifySignature } from '../../providers/cloud-api/verify-signature';
import type { WebhooksService } from './webhooks.service';

/** Finds the channel of a partner app whose webhook URL carries `secret`. */
export type PartnerWebhookChannel = (
  appId: string,
  secret: string,
) => Promise<{ phoneNumberId: string; businessAccountId: string } | undefined>;

// Meta batches up to 1,000 updates in one POST, up to 3 MB.
const webhookBodyLimit = 4 * 1024 * 1024;
// The acknowledgement is a few bytes, below any compression threshold: the hook would only cost time.
// It is read by the provider's servers, never a browser, so the security headers are left off too.
const postOptions = {
  schema: { hide: true },
  bodyLimit: webhookBodyLimit,
  compress: false,
  config: { securityHeaders: false },
} as const;

const VerificationQuery = z.object({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().optional(),
});

/**
 * Meta's Cloud API webhook (the subscription handshake, then signed events) and the partner
 * provider's, whose unsigned events are accepted only on the secret URL Parley gave the app. A body
 * that passes is stored and acknowledged even when it cannot be read: refused, it would be resent
 * for days; stored, it is kept with its error and counted on the channel's health.
 */
export async function webhooksRoutes(
  app: FastifyInstance,
  {
    config,
    webhooks,
    partnerWebhookChannel,
  }: { config: Config; webhooks: WebhooksService; partnerWebhookChannel: PartnerWebhookChannel },
) {
  // The signature covers the exact bytes, so this route keeps the body raw (this plugin's scope only).
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: webhookBodyLimit },
    (_, body, done) => done(null, body),
  );

  app.get(
    '/webhooks/cloud',
    { schema: { hide: true, querystring: VerificationQuery } },
    async (request, reply) => {
      const query = request.query as z.infer<typeof VerificationQuery>;
      const verified =
        config.META_VERIFY_TOKEN !== undefined &&
        query['hub.mode'] === 'subscribe' &&
        query['hub.verify_token'] === config.META_VERIFY_TOKEN;
      if (!verified) return reply.status(403).send({ message: 'Verification failed', code: 'UNAUTHORIZED' });
      return reply.type('text/plain').send(query['hub.challenge'] ?? '');
    },
  );

  app.post('/webhooks/cloud', postOptions, async (request, reply) => {
    const raw = request.body as Buffer | undefined;
    const signature = request.headers['x-hub-signature-256'];
    const secret = config.META_APP_SECRET;
    if (
      !raw ||
      !secret ||
      !verifySignature(raw, typeof signature === 'string' ? signature : undefined, secret)
    ) {
      return reply.status(401).send({ message: 'Invalid signature', code: 'UNAUTHORIZED' });
    }
    await webhooks.receive({ provider: 'cloud', body: raw.toString('utf8') });
    return reply.send({ received: true });
  });

  app.post<{ Params: { appId: string; secret: string } }>(
    '/webhooks/partner/:appId/:secret',
    postOptions,
    async (request, reply) => {
      const channel = await partnerWebhookChannel(request.params.appId, request.params.secret);
      if (!channel) return reply.status(401).send({ message: 'Unknown webhook', code: 'UNAUTHORIZED' });
      const body = (request.body as Buffer | undefined)?.toString('utf8') ?? '';
      await webhooks.receive({ provider: 'partner', body, channelContext: channel });
      return reply.send({ received: true });
    },
  );
}
