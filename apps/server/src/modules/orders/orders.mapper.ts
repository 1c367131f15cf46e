import type { Order, OrderDetails, OrderItem, OrderStatusChange } from '@parley/contract';
import type { StoredOrderItem } from '../../db/schema/orders';
import { itemAmountMinor } from './order-content';
import { formatMinor } from './order-money';
import type { OrderRow, OrderStatusChangeRow } from './orders.repo';

export const toOrderDto = (row: OrderRow): Order => ({
  orderId: row.id,
  channelId: row.channelId,
  conversationId: row.conversationId,
  contactId: row.contactId,
  customer: row.customerName,
  phoneNumber: row.phone,
  catalogId: row.catalogId,
  currency: row.currency,
  amount: row.currency !== null && row.totalMinor !== null ? formatMinor(row.totalMinor, row.currency) : null,
  itemCount: row.items.length,
  status: row.status,
  remarks: row.remarks,
  text: row.text,
  anomalies: row.anomalies,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Names and pictures come from the channel's catalog, which Parley does not keep yet. */
const toItemDto = (item: StoredOrderItem): OrderItem => ({
  productRetailerId: item.productRetailerId,
  name: null,
  imageUrl: null,
  unit: item.currency,
  price: formatMinor(item.unitPriceMinor, item.currency),
  quantity: item.quantity,
  amount: formatMinor(itemAmountMinor(item), item.currency),
});

const toStatusChangeDto = (row: OrderStatusChangeRow): OrderStatusChange => ({
  status: row.status,
  remarks: row.remarks,
  changedBy: row.changedByName === null ? null : { userId: row.changedByUserId, name: row.changedByName },
  at: row.at.toISOString(),
});

export const toOrderDetailsDto = (row: OrderRow, history: OrderStatusChangeRow[]): OrderDetails => ({
  ...toOrderDto(row),
  items: row.items.map(toItemDto),
  history: history.map(toStatusChangeDto),
});
