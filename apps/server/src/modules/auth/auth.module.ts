import { registerAuthentication } from '../../plugins/authenticate';
import { defineModule } from '../../shared/module';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';

/** Sign-up, sign-in and tokens; `app.authenticate` admits the callers of every other module's routes. */
export const authModule = defineModule({
  name: 'auth',
  services(app, platform) {
    const auth = createAuthService(platform);
    app.decorate('auth', auth);
    registerAuthentication(app, auth, platform.config.OPERATOR_TOKEN);
    return auth;
  },
  async routes(app, auth) {
    await app.register(authRoutes, { auth });
  },
});
