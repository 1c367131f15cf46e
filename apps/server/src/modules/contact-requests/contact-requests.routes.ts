import { contactRequestRoutes as routes } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { serve } from '../../shared/route';
import { storeContactRequest } from './contact-requests.service';

export async function contactRequestsRoutes(app: FastifyInstance, { database: { db } }: AppContext) {
  serve(app, routes.create, ({ body }) => storeContactRequest(db, body), {
    status: 201,
    rateLimit: { max: 5, timeWindow: '1 minute' },
  });
}
