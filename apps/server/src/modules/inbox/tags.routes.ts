import { ok, inboxRoutes as routes } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../shared/route';
import { createTagsService, type TagsDependencies } from './tags.service';

export async function tagsRoutes(app: FastifyInstance, dependencies: TagsDependencies) {
  const tags = createTagsService(dependencies);
  serve(app, routes.listTags, ({ request }) => tags.list(request.principal.accountId));
  serve(
    app,
    routes.createTag,
    ({ request, body }) => tags.create(request.principal.accountId, body.tagName),
    {
      status: 201,
    },
  );
  serve(app, routes.deleteTag, async ({ request, query }) => {
    await tags.remove(request.principal.accountId, query.tagId);
    return ok;
  });
  serve(app, routes.assignedTags, ({ request, query }) =>
    tags.assigned(request.principal, query.conversationId),
  );
  serve(
    app,
    routes.assignTag,
    ({ request, body }) => tags.assign(request.principal, body.conversationId, body.tagId),
    { status: 201 },
  );
  serve(app, routes.unassignTag, async ({ request, body }) => {
    await tags.unassign(request.principal, body.conversationId, body.conversationTagId);
    return ok;
  });
}
