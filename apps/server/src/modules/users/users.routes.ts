import { ok, userRoutes as routes } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { serve } from '../../shared/route';
import { changePassword, getCurrentUser, updateBasicDetails } from './users.service';

export async function usersRoutes(app: FastifyInstance, { database: { db } }: AppContext) {
  serve(app, routes.me, ({ request }) => getCurrentUser(db, request.principal));
  serve(app, routes.updateBasicDetails, ({ request, body }) => updateBasicDetails(db, request.principal, body));
  serve(app, routes.changePassword, async ({ request, body }) => {
    await changePassword(db, request.principal, body);
    return ok;
  });
}
