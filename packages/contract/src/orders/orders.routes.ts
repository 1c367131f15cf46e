import { defineRoutes } from '../route';
import { ChannelOrderSettingsParams, OrderSettings } from './order-settings.schemas';
import {
  ChannelOrdersParams,
  OrderDetails,
  OrderIdParams,
  OrderList,
  OrderListQuery,
  OrderStatusInput,
} from './orders.schemas';

export const orderRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/api/v1/channels/:channelId/orders',
    summary: "A channel's orders, newest first, by status, phone number and date",
    auth: 'bearer',
    capability: 'workOrders',
    params: ChannelOrdersParams,
    query: OrderListQuery,
    response: OrderList,
  },
  get: {
    method: 'GET',
    path: '/api/v1/orders/:orderId',
    summary: 'One order with its items and status history',
    auth: 'bearer',
    capability: 'workOrders',
    params: OrderIdParams,
    response: OrderDetails,
  },
  updateStatus: {
    method: 'PATCH',
    path: '/api/v1/orders/:orderId/status',
    summary: 'Move an order to a new status, with optional remarks; the customer is told on WhatsApp',
    auth: 'bearer',
    capability: 'workOrders',
    params: OrderIdParams,
    body: OrderStatusInput,
    response: OrderDetails,
  },
  settings: {
    method: 'GET',
    path: '/api/v1/channels/:channelId/order-settings',
    summary: 'The templates customers are told of their orders with outside the 24-hour window',
    auth: 'bearer',
    capability: 'workOrders',
    params: ChannelOrderSettingsParams,
    response: OrderSettings,
  },
  updateSettings: {
    method: 'PUT',
    path: '/api/v1/channels/:channelId/order-settings',
    summary: 'Choose, per status, the approved template and what fills its variables',
    auth: 'bearer',
    capability: 'manageOrderSettings',
    params: ChannelOrderSettingsParams,
    body: OrderSettings,
    response: OrderSettings,
  },
});
