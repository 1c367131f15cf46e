import { ok, outboundWebhookRoutes as routes } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../shared/route';
import type { OutboundWebhooksService } from './outbound-webhooks.service';

export async function outboundWebhooksRoutes(
  app: FastifyInstance,
  { webhooks }: { webhooks: OutboundWebhooksService },
) {
  serve(app, routes.list, ({ request }) => webhooks.list(request.principal.accountId));
  serve(app, routes.create, ({ request, body }) => webhooks.create(request.principal.accountId, body), {
    status: 201,
  });
  serve(app, routes.update, ({ request, params, body }) =>
    webhooks.update(request.principal.accountId, params.endpointId, body),
  );
  serve(app, routes.remove, async ({ request, params }) => {
    await webhooks.remove(request.principal.accountId, params.endpointId);
    return ok;
  });
  serve(app, routes.rollSecret, ({ request, params }) =>
    webhooks.rollSecret(request.principal.accountId, params.endpointId),
  );
  serve(app, routes.deliveries, ({ request, params, query }) =>
    webhooks.deliveries(request.principal.accountId, params.endpointId, query),
  );
  serve(app, routes.resend, ({ request, params }) =>
    webhooks.resend(request.principal.accountId, params.endpointId, params.deliveryId),
  );
}
