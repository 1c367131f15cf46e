import multipart from '@fastify/multipart';
import {
  type ApiMessage,
  ApiMessageInput,
  type GraphMessageSent,
  idempotencyKeyHeader,
  limits,
  graphDoorRoutes as routes,
} from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors';
import { serve } from '../../shared/route';
import { multipartForm } from '../media/media.multipart';
import { publicMessageOf } from './graph-door.mapping';
import { answerInGraphTerms, templateNotFound, unknownObject } from './graph-errors';
import type { PublicApiRoutesOptions } from './public-api.routes';

/**
 * The Cloud API's send and upload under `/graph`, for code written against Meta's API: the phone
 * number id names one of the account's channels, the API key is the bearer token, and every answer
 * (refusals too) has Meta's shape. Sends go the public API's way: same rules, limits and records.
 */
export async function graphDoorRoutes(
  app: FastifyInstance,
  {
    api,
    idempotency,
    limited,
  }: Pick<PublicApiRoutesOptions, 'api' | 'idempotency'> & {
    limited: Parameters<typeof serve>[3];
  },
) {
  answerInGraphTerms(app);
  await app.register(multipart, {
    limits: { fileSize: limits.mediaUploadMaxBytes, files: 1, fields: 10, fieldSize: 4096 },
    throwFileSizeLimit: false,
  });

  const channelOf = async (accountId: string, phoneNumberId: string) => {
    const { data } = await app.channels.list(accountId);
    const channel = data.find((candidate) => candidate.phoneNumberId === phoneNumberId);
    if (!channel) throw unknownObject(phoneNumberId);
    return channel;
  };

  serve(
    app,
    routes.sendMessage,
    async ({ request, params, body }): Promise<GraphMessageSent> => {
      const client = request.apiClient;
      const channel = await channelOf(client.accountId, params.phoneNumberId);
      const parsed = ApiMessageInput.safeParse(publicMessageOf(body));
      if (!parsed.success) {
        throw new AppError(
          'VALIDATION_FAILED',
          parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
        );
      }
      const header = request.headers[idempotencyKeyHeader];
      const { body: sent } = await idempotency
        .once<ApiMessage>(
          client.apiKeyId,
          typeof header === 'string' ? header : undefined,
          { method: request.method, path: request.url, body },
          (keep) => api.send(client, channel.channelId, parsed.data, keep),
        )
        .catch((error: unknown) => {
          const template = body.template;
          if (error instanceof AppError && error.code === 'NOT_FOUND' && template)
            throw templateNotFound(template.name, template.language.code);
          throw error;
        });
      return {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: sent.to.replace(/\D/g, '') }],
        messages: [
          { id: sent.messageId, ...(sent.type === 'template' ? { message_status: 'accepted' } : {}) },
        ],
      };
    },
    limited,
  );

  serve(
    app,
    routes.uploadMedia,
    async ({ request, params }) => {
      await channelOf(request.apiClient.accountId, params.phoneNumberId);
      const uploaded = await app.media.upload(request.apiClient.accountId, multipartForm(request));
      return { id: uploaded.data.mediaId };
    },
    limited,
  );
}
