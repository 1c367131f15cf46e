import { inboxRoutes as routes } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../shared/route';
import type { AutoAssignService } from './auto-assign.service';

export async function autoAssignRoutes(
  app: FastifyInstance,
  { autoAssign }: { autoAssign: AutoAssignService },
) {
  serve(app, routes.getAutoAssign, ({ request }) => autoAssign.settings(request.principal.accountId));
  serve(app, routes.updateAutoAssign, ({ request, body }) =>
    autoAssign.updateSettings(request.principal, body),
  );
}
