import { channelRoutes as routes } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../shared/route';
import type { ChannelsService } from './channels.service';

export async function channelsRoutes(app: FastifyInstance, { channels }: { channels: ChannelsService }) {
  serve(app, routes.list, ({ request }) => channels.list(request.principal.accountId));
  serve(app, routes.platforms, ({ request }) => channels.platforms(request.principal.accountId));
  serve(app, routes.sandbox, async () => channels.sandboxCredentials());
  serve(app, routes.embeddedSignupConfig, async () => channels.embeddedSignupConfig());
  serve(
    app,
    routes.completeEmbeddedSignup,
    ({ request, body }) => channels.completeEmbeddedSignup(request.principal.accountId, body),
    { status: 201 },
  );
  serve(app, routes.get, ({ request, params }) =>
    channels.get(request.principal.accountId, params.channelId),
  );
  serve(app, routes.update, ({ request, params, body }) =>
    channels.update(request.principal.accountId, params.channelId, body),
  );
  serve(app, routes.registrationPin, ({ request, params }) =>
    channels.registrationPin(request.principal, params.channelId),
  );
  serve(
    app,
    routes.createCloud,
    ({ request, body }) => channels.createCloud(request.principal.accountId, body),
    {
      status: 201,
    },
  );
}
