import { ok, inboxRoutes as routes } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { serve } from '../../shared/route';
import { createAgentsService } from './agents.service';

export async function agentsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const agents = createAgentsService(db);
  serve(app, routes.listAgents, ({ request }) => agents.list(request.principal.accountId));
  serve(app, routes.setAvailability, async ({ request, body }) => {
    await agents.setAvailability(request.principal, body.isAvailable);
    return ok;
  });
}
