import { orderRoutes as routes } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../shared/route';
import type { OrdersService } from './orders.service';

export async function ordersRoutes(app: FastifyInstance, { orders }: { orders: OrdersService }) {
  serve(app, routes.list, ({ request, params, query }) =>
    orders.list(request.principal.accountId, params.channelId, query),
  );
  serve(app, routes.get, ({ request, params }) => orders.get(request.principal.accountId, params.orderId));
  serve(app, routes.updateStatus, ({ request, params, body }) =>
    orders.changeStatus(request.principal, params.orderId, body),
  );
  serve(app, routes.settings, ({ request, params }) =>
    orders.settings(request.principal.accountId, params.channelId),
  );
  serve(app, routes.updateSettings, ({ request, params, body }) =>
    orders.updateSettings(request.principal.accountId, params.channelId, body),
  );
}
