import type { RoleName } from '@parley/contract';
import type { preHandlerAsyncHookHandler } from 'fastify';

export interface Principal {
  userId: string;
  accountId: string;
  roleName: RoleName;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate(kind: 'bearer' | 'operator'): preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by `authenticate('bearer')`; routes without bearer auth never read it. */
    principal: Principal;
  }
}
