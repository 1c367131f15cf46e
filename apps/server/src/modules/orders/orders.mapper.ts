import type { Order, OrderDetails, OrderItem, OrderStatusChange } from '@parley/contract';
import type { StoredOrderItem } from '../../db/schema/orders';
import { formatMinor } from '../../shared/money';
import type { ProductRow } from '../catalog/catalog.repo';
import { itemAmountMinor } from './order-content';
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

const toItemDto = (item: StoredOrderItem, product: ProductRow | undefined): OrderItem => ({
  productRetailerId: item.productRetailerId,
  name: product?.name ?? null,
  imageUrl: product?.imageUrl ?? null,
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

/** The order with its history; `products` (by retailer id) name and picture its items. */
export const toOrderDetailsDto = (
  row: OrderRow,
  history: OrderStatusChangeRow[],
  products: ReadonlyMap<string, ProductRow>,
): OrderDetails => ({
  ...toOrderDto(row),
  items: row.items.map((item) => toItemDto(item, products.get(item.productRetailerId))),
  history: history.map(toStatusChangeDto),
});
