import { registerAuthentication } from '../../plugins/authenticate';
import { defineModule } from '../../shared/module';
import { createApiKeyAuthenticator } from '../api-keys/api-key-authenticator';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';

/**
 * Sign-up, sign-in and tokens; `app.authenticate` admits the callers of every other module's routes,
 * the public API's by their API keys.
 */
export const authModule = defineModule({
  name: 'auth',
  services(app, platform) {
    const auth = createAuthService(platform);
    app.decorate('auth', auth);
    const apiKeys = createApiKeyAuthenticator({
      db: platform.database.db,
      clock: platform.clock,
      log: app.log,
    });
    app.addHook('onClose', () => apiKeys.stop());
    registerAuthentication(app, auth, apiKeys, platform.config.OPERATOR_TOKEN);
    return auth;
  },
  async routes(app, auth) {
    await app.register(authRoutes, { auth });
  },
});
