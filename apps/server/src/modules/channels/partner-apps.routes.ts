import { partnerRoutes as routes } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../shared/route';
import type { PartnerAppsService } from './partner-apps.service';

export async function partnerAppsRoutes(
  app: FastifyInstance,
  { partnerApps }: { partnerApps: PartnerAppsService },
) {
  serve(
    app,
    routes.createApp,
    ({ request, body }) => partnerApps.createApp(request.principal.accountId, body),
    {
      status: 201,
    },
  );
  serve(app, routes.getApp, ({ request, params }) =>
    partnerApps.getApp(request.principal.accountId, params.appId),
  );
  serve(
    app,
    routes.createChannel,
    ({ request, params, body }) => partnerApps.createChannel(request.principal.accountId, params.appId, body),
    { status: 201 },
  );
  serve(app, routes.configureWebhook, ({ request, params }) =>
    partnerApps.configureWebhook(request.principal.accountId, params.appId),
  );
}
