import { templateRoutes as routes } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../shared/route';
import type { TemplatesService } from './templates.service';

export async function templatesRoutes(app: FastifyInstance, { templates }: { templates: TemplatesService }) {
  serve(app, routes.config, ({ request }) => templates.config(request.principal.accountId));
  serve(app, routes.list, ({ request, params, query }) =>
    templates.list(request.principal.accountId, params.channelId, query),
  );
  serve(app, routes.refresh, ({ request, params }) =>
    templates.refresh(request.principal.accountId, params.channelId),
  );
  serve(
    app,
    routes.create,
    ({ request, params, body }) => templates.create(request.principal.accountId, params.channelId, body),
    { status: 201 },
  );
  serve(app, routes.remove, ({ request, params }) =>
    templates.remove(request.principal.accountId, params.channelId, params.templateId),
  );
}
