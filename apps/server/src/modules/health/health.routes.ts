import { healthRoutes as routes } from '@parley/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { serve } from '../../shared/route';

export async function healthRoutes(app: FastifyInstance, { database }: AppContext) {
  serve(app, routes.check, async ({ reply }) => {
    const reachable = await database.db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    if (!reachable) reply.status(503);
    return { status: reachable ? ('ok' as const) : ('degraded' as const), database: database.kind };
  });
}
