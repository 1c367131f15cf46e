import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import { idempotencyKeyHeader, limits, publicApiRoutes as routes } from '@parley/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiKeyOf } from '../../plugins/authenticate';
import { type RouteOptions, serve } from '../../shared/route';
import { multipartForm } from '../media/media.multipart';
import { graphDoorRoutes } from './graph-door.routes';
import type { createIdempotency } from './idempotency';
import type { createPublicApiService } from './public-api.service';

export interface PublicApiRoutesOptions {
  api: ReturnType<typeof createPublicApiService>;
  idempotency: ReturnType<typeof createIdempotency>;
  callsPerMinute: number;
}

/** A key's calls count together whichever process address they come from; a call without a key counts by address. */
const callerOf = (request: FastifyRequest) => {
  const key = apiKeyOf(request);
  return key ? `api-key:${createHash('sha256').update(key).digest('hex')}` : `address:${request.ip}`;
};

export async function publicApiRoutes(
  app: FastifyInstance,
  { api, idempotency, callsPerMinute }: PublicApiRoutesOptions,
) {
  const limited: RouteOptions = {
    rateLimit: { max: callsPerMinute, timeWindow: '1 minute', keyGenerator: callerOf },
  };
  await app.register(graphDoorRoutes, { api, idempotency, limited });
  await app.register(multipart, {
    limits: { fileSize: limits.mediaUploadMaxBytes, files: 1, fields: 10, fieldSize: 4096 },
    throwFileSizeLimit: false,
  });
  serve(
    app,
    routes.uploadMedia,
    ({ request }) => app.media.upload(request.apiClient.accountId, multipartForm(request)),
    { ...limited, status: 201 },
  );
  serve(app, routes.channels, ({ request }) => api.channels(request.apiClient), limited);
  serve(
    app,
    routes.sendMessage,
    async ({ request, reply, params, body }) => {
      const header = request.headers[idempotencyKeyHeader];
      const answer = await idempotency.once(
        request.apiClient.apiKeyId,
        typeof header === 'string' ? header : undefined,
        { method: request.method, path: request.url, body: request.body },
        (keep) => api.send(request.apiClient, params.channelId, body, keep),
      );
      reply.status(answer.status);
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return answer.body;
    },
    { ...limited, status: 202 },
  );
  serve(
    app,
    routes.message,
    ({ request, params }) => api.message(request.apiClient, params.messageId),
    limited,
  );
  serve(
    app,
    routes.templates,
    ({ request, params, query }) => api.templates(request.apiClient, params.channelId, query),
    limited,
  );
  serve(
    app,
    routes.createContacts,
    async ({ request, body }) => ({
      data: (await app.contacts.create(request.apiClient.accountId, body)).data,
    }),
    { ...limited, status: 201 },
  );
  serve(
    app,
    routes.updateContact,
    async ({ request, params, body }) =>
      (await app.contacts.update(request.apiClient.accountId, params.contactId, body)).contact,
    limited,
  );
  serve(
    app,
    routes.createCampaign,
    ({ request, params, body }) =>
      app.campaigns.create({ accountId: request.apiClient.accountId, userId: null }, params.channelId, body),
    { ...limited, status: 201 },
  );
  serve(
    app,
    routes.campaign,
    ({ request, params }) => app.campaigns.get(request.apiClient.accountId, params.campaignId),
    limited,
  );
}
