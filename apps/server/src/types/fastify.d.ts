import type { RoleName } from '@parley/contract';
import type { preValidationAsyncHookHandler } from 'fastify';

export interface Principal {
  userId: string;
  accountId: string;
  roleName: RoleName;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate(kind: 'bearer' | 'operator'): preValidationAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by `authenticate('bearer')`; routes without bearer auth never read it. */
    principal: Principal;
  }
}
