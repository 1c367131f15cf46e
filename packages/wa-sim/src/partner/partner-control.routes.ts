import type { FastifyInstance } from 'fastify';
import type { SimulatorContext } from '../context';
import { completeSignup } from './partner-apps.service';

/** Partner additions to the control API under `/_sim`, for tests that skip the signup page. */
export async function partnerControlRoutes(app: FastifyInstance, { state }: SimulatorContext): Promise<void> {
  app.post<{ Params: { appId: string } }>('/partner/apps/:appId/complete-signup', async (request, reply) => {
    const partnerApp = state.partner.app(request.params.appId);
    if (!partnerApp) return reply.status(404).send({ error: 'unknown app id' });
    const { phoneNumberId, displayPhoneNumber } = completeSignup(state, partnerApp);
    return { phoneNumberId, displayPhoneNumber };
  });
}
