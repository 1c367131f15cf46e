import { contactGroupRoutes as routes } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../shared/route';
import type { ContactGroupsService } from './contact-groups.service';

export async function contactGroupsRoutes(
  app: FastifyInstance,
  { contactGroups }: { contactGroups: ContactGroupsService },
) {
  serve(app, routes.list, ({ request, query }) => contactGroups.list(request.principal.accountId, query));
  serve(
    app,
    routes.create,
    ({ request, body }) => contactGroups.create(request.principal.accountId, body.groupName),
    { status: 201 },
  );
  serve(app, routes.remove, ({ request, body }) =>
    contactGroups.remove(request.principal.accountId, body.groupId),
  );
  serve(app, routes.deletionPreview, ({ request, body }) =>
    contactGroups.deletionPreview(request.principal.accountId, body.groupId),
  );
  serve(app, routes.get, ({ request, params }) =>
    contactGroups.get(request.principal.accountId, params.groupId),
  );
  serve(app, routes.rename, ({ request, params, body }) =>
    contactGroups.rename(request.principal.accountId, params.groupId, body.groupName),
  );
  serve(app, routes.members, ({ request, params, query }) =>
    contactGroups.members(request.principal.accountId, params.groupId, query),
  );
  serve(app, routes.addMembers, ({ request, params, body }) =>
    contactGroups.addMembers(request.principal.accountId, params.groupId, body.contactId),
  );
  serve(app, routes.removeMembers, ({ request, params, body }) =>
    contactGroups.removeMembers(request.principal.accountId, params.groupId, body.contactId),
  );
}
