import { userRoutes as routes } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { serve } from '../../shared/route';
import type { AuthService } from '../auth/auth.service';
import { getCurrentUser, updateBasicDetails } from './users.service';

export async function usersRoutes(
  app: FastifyInstance,
  { database: { db }, auth }: AppContext & { auth: AuthService },
) {
  serve(app, routes.me, ({ request }) => getCurrentUser(db, request.principal));
  serve(app, routes.updateBasicDetails, ({ request, body }) =>
    updateBasicDetails(db, request.principal, body),
  );
  serve(app, routes.changePassword, ({ request, body }) => auth.changePassword(request.principal, body));
}
