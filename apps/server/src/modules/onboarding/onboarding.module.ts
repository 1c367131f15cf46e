import { defineModule } from '../../shared/module';
import { onboardingRoutes } from './onboarding.routes';

export const onboardingModule = defineModule({
  name: 'onboarding',
  dependencies: ['auth'],
  async routes(app, _services, platform) {
    await app.register(onboardingRoutes, platform);
  },
});
