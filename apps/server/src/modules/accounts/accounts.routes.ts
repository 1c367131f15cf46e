import { operatorAccountRoutes } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { serve } from '../../shared/route';
import { setAccountActive } from './accounts.service';

export async function accountsRoutes(app: FastifyInstance, { database }: AppContext) {
  serve(app, operatorAccountRoutes.setActive, ({ params, body }) =>
    setAccountActive(database.db, params.accountId, body.isActive),
  );
}
