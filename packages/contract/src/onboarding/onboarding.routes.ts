import { defineRoutes } from '../route';
import { Onboarding } from './onboarding.schemas';

export const onboardingRoutes = defineRoutes({
  get: {
    method: 'GET',
    path: '/api/v1/onboarding',
    summary:
      'The getting-started checklist: whether the account has connected a channel, had a template approved, added contacts, invited a teammate and sent a message',
    auth: 'bearer',
    capability: 'seeOnboarding',
    response: Onboarding,
  },
});
