import type { RoleName, RouteDefinition } from '@parley/contract';
import type { preValidationAsyncHookHandler } from 'fastify';

export interface Principal {
  userId: string;
  accountId: string;
  roleName: RoleName;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate(route: RouteDefinition): preValidationAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by `authenticate` for bearer routes; routes without bearer auth never read it. */
    principal: Principal;
  }
}
