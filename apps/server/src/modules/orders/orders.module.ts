import { defineModule } from '../../shared/module';
import { ordersRoutes } from './orders.routes';
import { createOrdersService } from './orders.service';

/** Orders customers place on WhatsApp, and the statuses the business moves them through. */
export const ordersModule = defineModule({
  name: 'orders',
  dependencies: ['channels', 'inbox', 'catalog'],
  services(app, { database, realtime, clock }) {
    const orders = createOrdersService({
      db: database.db,
      channels: app.channels,
      inbox: app.inbox,
      catalog: app.catalog,
      realtime,
      clock,
      log: app.log,
    });
    app.decorate('orderEvents', { onOrderReceived: orders.onOrderReceived });
    return orders;
  },
  async routes(app, orders) {
    await app.register(ordersRoutes, { orders });
  },
  workers(app, orders) {
    app.inbox.onInboundMessageStored((context) => orders.receive(context));
  },
});
