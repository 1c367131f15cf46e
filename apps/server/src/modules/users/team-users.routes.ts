import { ok, teamUserRoutes as routes } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../shared/route';
import { createTeamUsersService, type TeamUsersDependencies } from './team-users.service';

export async function teamUsersRoutes(app: FastifyInstance, dependencies: TeamUsersDependencies) {
  const teamUsers = createTeamUsersService(dependencies);
  serve(app, routes.list, ({ request, query }) => teamUsers.list(request.principal, query));
  serve(app, routes.create, ({ request, body }) => teamUsers.create(request.principal, body), {
    status: 201,
  });
  serve(app, routes.update, ({ request, params, body }) =>
    teamUsers.update(request.principal, params.userId, body),
  );
  serve(app, routes.remove, async ({ request, params }) => {
    await teamUsers.remove(request.principal, params.userId);
    return ok;
  });
}
