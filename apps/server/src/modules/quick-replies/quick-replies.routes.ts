import { ok, quickReplyRoutes as routes } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../shared/route';
import { createQuickRepliesService, type QuickRepliesDependencies } from './quick-replies.service';
import { quickReplySettingsOf, updateQuickReplySettings } from './quick-reply-settings';

export async function quickRepliesRoutes(app: FastifyInstance, dependencies: QuickRepliesDependencies) {
  const { db } = dependencies;
  const quickReplies = createQuickRepliesService(dependencies);
  serve(app, routes.list, ({ request, params }) =>
    quickReplies.list(request.principal.accountId, params.channelId),
  );
  serve(
    app,
    routes.create,
    ({ request, params, body }) => quickReplies.create(request.principal.accountId, params.channelId, body),
    { status: 201 },
  );
  serve(app, routes.get, ({ request, params }) =>
    quickReplies.get(request.principal.accountId, params.quickReplyId),
  );
  serve(app, routes.update, ({ request, params, body }) =>
    quickReplies.update(request.principal.accountId, params.quickReplyId, body),
  );
  serve(app, routes.remove, async ({ request, params }) => {
    await quickReplies.remove(request.principal.accountId, params.quickReplyId);
    return ok;
  });
  serve(app, routes.settings, ({ request }) => quickReplySettingsOf(db, request.principal.accountId));
  serve(app, routes.updateSettings, ({ request, body }) =>
    updateQuickReplySettings(db, request.principal, body),
  );
}
