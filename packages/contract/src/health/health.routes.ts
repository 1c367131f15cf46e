import { z } from 'zod/mini';
import { defineRoutes } from '../route';

export const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof Health>;

export const healthRoutes = defineRoutes({
  check: {
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness and the database in use',
    auth: 'none',
    response: Health,
  },
});
