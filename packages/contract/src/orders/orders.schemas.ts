import { z } from 'zod/mini';
import { integer, queryInteger } from '../common';
import { validationMessages as m } from '../validation';

/** How people name an order, on screen and to the customer: the first 8 characters of its id. */
export const orderReference = (orderId: string): string => orderId.slice(0, 8).toUpperCase();

/** Spec §3 order statuses ('partialyShipped' spelled as the spec spells it). */
export const orderStatuses = [
  'pending',
  'processing',
  'partialyShipped',
  'shipped',
  'completed',
  'canceled',
] as const;
export const OrderStatus = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof OrderStatus>;

/**
 * What an order's status may become (the spec does not show the rules): forward along
 * pending → processing → partialy shipped → shipped → completed, where a partial shipment may be
 * skipped, and canceled from any open state. A completed or canceled order no longer moves.
 */
export const orderStatusTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['processing', 'canceled'],
  processing: ['partialyShipped', 'shipped', 'canceled'],
  partialyShipped: ['shipped', 'canceled'],
  shipped: ['completed', 'canceled'],
  completed: [],
  canceled: [],
};

/**
 * What Parley noticed about an order as it came, kept and shown rather than refused (the customer
 * did order): items in several currencies (no total), a quantity that is not a positive whole
 * number, an order from a blocked contact; and, against the channel's catalog as Parley last read
 * it, another catalog than the channel's, a product the catalog does not hold, an item priced in
 * another currency than its product.
 */
export const orderAnomalies = [
  'mixedCurrencies',
  'invalidQuantity',
  'blockedContact',
  'otherCatalog',
  'unknownProduct',
  'currencyMismatch',
] as const;
export type OrderAnomaly = (typeof orderAnomalies)[number];

/** Money as a decimal string in the currency's minor units ("30.00" USD, "1500" JPY): never a float. */
const money = z.string();

export const OrderItem = z.object({
  productRetailerId: z.string(),
  /** The product's name in the channel's catalog, when Parley knows it. */
  name: z.nullable(z.string()),
  imageUrl: z.nullable(z.string()),
  /** The item's currency (ISO 4217). */
  unit: z.string(),
  price: money,
  quantity: integer(),
  amount: money,
});
export type OrderItem = z.infer<typeof OrderItem>;

/** Spec §3: an order as the list shows it. */
export const Order = z.object({
  orderId: z.uuid(),
  channelId: z.uuid(),
  conversationId: z.uuid(),
  contactId: z.uuid(),
  customer: z.string(),
  phoneNumber: z.string(),
  catalogId: z.string(),
  /** The order's currency; null when its items are in several. */
  currency: z.nullable(z.string()),
  /** The total of every item; null when its items are in several currencies. */
  amount: z.nullable(money),
  itemCount: integer(),
  status: OrderStatus,
  /** The remarks of the last status change. */
  remarks: z.nullable(z.string()),
  /** What the customer wrote with the order. */
  text: z.nullable(z.string()),
  anomalies: z.array(z.enum(orderAnomalies)),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Order = z.infer<typeof Order>;

export const OrderStatusChange = z.object({
  status: OrderStatus,
  remarks: z.nullable(z.string()),
  /** Who changed it (no id once the user is deleted); null for the order's arrival. */
  changedBy: z.nullable(z.object({ userId: z.nullable(z.uuid()), name: z.string() })),
  at: z.iso.datetime(),
});
export type OrderStatusChange = z.infer<typeof OrderStatusChange>;

/** Spec §3: the order with its items, and its status history (oldest first). */
export const OrderDetails = z.extend(Order, {
  items: z.array(OrderItem),
  history: z.array(OrderStatusChange),
});
export type OrderDetails = z.infer<typeof OrderDetails>;

/** Spec §5 defaults: every status, skip 0, limit 25. */
export const orderPageSize = 25;

/** Spec §7 list: statuses (comma-separated; none is every status), phone number, skip, limit, from/to. */
export const OrderListQuery = z.object({
  status: z.optional(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((value: string) => value.split(',').filter((part) => part !== '')),
      ),
      z.array(OrderStatus),
    ),
  ),
  phoneNumber: z.optional(z.string().check(z.maxLength(20, m.tooLong))),
  skip: z._default(queryInteger(0), 0),
  limit: z._default(queryInteger(1, 100), orderPageSize),
  fromDate: z.optional(z.iso.datetime({ offset: true })),
  toDate: z.optional(z.iso.datetime({ offset: true })),
});
export type OrderListQuery = z.input<typeof OrderListQuery>;

/** Spec §3: "The list response has orders and count." */
export const OrderList = z.object({ orders: z.array(Order), count: integer() });
export type OrderList = z.infer<typeof OrderList>;

export const ChannelOrdersParams = z.object({ channelId: z.uuid() });
export const OrderIdParams = z.object({ orderId: z.uuid() });

/** Spec §4: a new status with optional remarks. */
export const OrderStatusInput = z.object({
  status: OrderStatus,
  remarks: z.optional(z.string().check(z.trim(), z.maxLength(500, m.tooLong))),
});
export type OrderStatusInput = z.input<typeof OrderStatusInput>;
