import fp from 'fastify-plugin';
import { healthRoutes } from './health.routes';

/**
 * The health check, served in every role: load balancers and orchestrators probe worker processes
 * too, which answer no other route.
 */
export const healthModule = fp(
  async (app) => {
    await app.register(healthRoutes, app.platform);
  },
  { name: 'health', dependencies: ['auth'], fastify: '5.x' },
);
