import { apiKeyRoutes as routes } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../shared/route';
import type { createApiKeysService } from './api-keys.service';

export async function apiKeysRoutes(
  app: FastifyInstance,
  { apiKeys }: { apiKeys: ReturnType<typeof createApiKeysService> },
) {
  serve(app, routes.list, ({ request }) => apiKeys.list(request.principal.accountId));
  serve(app, routes.create, ({ request, body }) => apiKeys.create(request.principal, body), { status: 201 });
  serve(app, routes.revoke, ({ request, params, body }) =>
    apiKeys.revoke(request.principal.accountId, params.apiKeyId, body),
  );
}
