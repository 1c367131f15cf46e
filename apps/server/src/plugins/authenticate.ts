import { timingSafeEqual } from 'node:crypto';
import { userRoutes } from '@parley/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthService } from '../modules/auth/auth.service';
import { AppError } from '../shared/errors';

/**
 * `authenticate('bearer')` resolves the dashboard user from the JWT; `authenticate('operator')`
 * admits the installation's operator by OPERATOR_TOKEN (the routes answer 404 when none is set).
 */
export function registerAuthentication(
  app: FastifyInstance,
  auth: AuthService,
  operatorToken?: string,
): void {
  app.decorateRequest('principal', null as never);
  app.decorate('authenticate', (kind: 'bearer' | 'operator') => async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (kind === 'operator') {
      if (!operatorToken) throw new AppError('NOT_FOUND');
      if (!token || !safeEqual(token, operatorToken)) throw new AppError('UNAUTHORIZED');
      return;
    }
    if (!token) throw new AppError('UNAUTHORIZED');
    // The current user is still served to a blocked account, so the app can say why it signs out.
    const allowBlockedAccount = request.routeOptions.url === userRoutes.me.path && request.method === 'GET';
    request.principal = await auth.principalFromToken(token, { allowBlockedAccount });
  });
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
