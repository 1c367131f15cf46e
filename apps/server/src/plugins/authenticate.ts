import { timingSafeEqual } from 'node:crypto';
import { type Capability, can, permissionMatrix, type RouteDefinition, userRoutes } from '@parley/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiKeyAuthenticator } from '../modules/api-keys/api-key-authenticator';
import type { AuthService } from '../modules/auth/auth.service';
import { AppError } from '../shared/errors';

/**
 * `authenticate(route)` admits a bearer route's caller when the JWT's user has the route's capability
 * in the permission matrix, a public API route's caller by an API key of the account in `X-API-Key`,
 * and an operator route's caller by OPERATOR_TOKEN (the routes answer 404 when none is set). The role is checked before the route looks at any id, so the refusal says
 * nothing about another account's data.
 */
export function registerAuthentication(
  app: FastifyInstance,
  auth: AuthService,
  apiKeys: Pick<ApiKeyAuthenticator, 'clientFromKey'>,
  operatorToken?: string,
): void {
  app.decorateRequest('principal', null as never);
  app.decorateRequest('apiClient', null as never);
  app.decorate('authenticate', (route: RouteDefinition) => async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (route.auth === 'none') return;
    if (route.auth === 'apiKey') {
      request.apiClient = await apiKeys.clientFromKey(apiKeyOf(request));
      return;
    }
    if (route.auth === 'operator') {
      if (!operatorToken) throw new AppError('NOT_FOUND');
      if (!token || !safeEqual(token, operatorToken)) throw new AppError('UNAUTHORIZED');
      return;
    }
    if (!token) throw new AppError('UNAUTHORIZED');
    // The current user is still served to a blocked account, so the app can say why it signs out.
    const allowBlockedAccount = request.routeOptions.url === userRoutes.me.path && request.method === 'GET';
    request.principal = await auth.principalFromToken(token, { allowBlockedAccount });
    if (!can(request.principal.roleName, route.capability)) throw refusal(route.capability);
  });
}

/** The refusal names the least role that may: managers, or account admins alone. */
function refusal(capability: Capability): AppError {
  const roles: readonly string[] = permissionMatrix[capability];
  return new AppError(roles.includes('manager') ? 'MANAGERS_ONLY' : 'ACCOUNT_ADMIN_ONLY');
}

/**
 * A public API call's key: `X-API-Key`, or the bearer token for clients written for the Cloud API,
 * which send their token that way.
 */
export function apiKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key'];
  const key = typeof header === 'string' ? header.trim() : bearerToken(request);
  return key || undefined;
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
