import { channelRoutes as routes } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../shared/route';
import type { ChannelHealthService } from './channel-health.service';

export async function channelHealthRoutes(
  app: FastifyInstance,
  { channelHealth }: { channelHealth: ChannelHealthService },
) {
  serve(app, routes.health, ({ request, params }) => channelHealth.get(request.principal, params.channelId));
}
