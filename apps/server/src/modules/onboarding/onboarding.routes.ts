import { onboardingRoutes as routes } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { serve } from '../../shared/route';
import { getOnboarding } from './onboarding.service';

export async function onboardingRoutes(app: FastifyInstance, { database: { db } }: AppContext) {
  serve(app, routes.get, ({ request }) => getOnboarding(db, request.principal.accountId));
}
