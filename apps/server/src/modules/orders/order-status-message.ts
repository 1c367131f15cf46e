import { type OrderStatus, orderReference } from '@parley/contract';
import type { OrderRow } from './orders.repo';

/**
 * What the customer is told when their order arrives (with the reference to quote) and each time it
 * moves, inside the customer service window. The remarks stay with the business: they are often
 * notes for the team.
 */
const texts: Record<OrderStatus, (reference: string) => string> = {
  pending: (reference) => `We have received your order ${reference}.`,
  processing: (reference) => `Your order ${reference} is being prepared.`,
  partialyShipped: (reference) => `Part of your order ${reference} has been shipped.`,
  shipped: (reference) => `Your order ${reference} has been shipped.`,
  completed: (reference) => `Your order ${reference} is complete. Thank you!`,
  canceled: (reference) => `Your order ${reference} has been canceled.`,
};

export function orderStatusMessage(order: Pick<OrderRow, 'id' | 'status'>): string {
  return texts[order.status](orderReference(order.id));
}
