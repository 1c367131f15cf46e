import { ok, authRoutes as routes } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../shared/route';
import type { AuthService } from './auth.service';

// Per client address, on top of the per-user-name throttle in the service.
const strict = { rateLimit: { max: 20, timeWindow: '1 minute' } };
const emailing = { rateLimit: { max: 10, timeWindow: '1 minute' } };

export async function authRoutes(app: FastifyInstance, { auth }: { auth: AuthService }) {
  serve(app, routes.signUp, ({ body }) => auth.signUp(body), { ...strict, status: 201 });
  serve(app, routes.signIn, ({ body }) => auth.signIn(body), strict);
  serve(
    app,
    routes.forgotPassword,
    ({ body, request }) => auth.forgotPassword(body, request.headers['accept-language']),
    emailing,
  );
  serve(
    app,
    routes.resetPassword,
    async ({ body }) => {
      await auth.resetPassword(body);
      return ok;
    },
    strict,
  );
  serve(
    app,
    routes.requestOtp,
    ({ body, request }) => auth.requestSignInCode(body, request.headers['accept-language']),
    emailing,
  );
  serve(app, routes.verifyOtp, ({ body }) => auth.signInWithCode(body), strict);
}
