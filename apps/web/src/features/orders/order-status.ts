import { type OrderStatus, orderStatusTransitions } from '@parley/contract';

/** Spec §4: one colour per order status. */
export const orderStatusColor: Record<
  OrderStatus,
  'warning' | 'primary' | 'info' | 'secondary' | 'success' | 'error'
> = {
  pending: 'warning',
  processing: 'primary',
  partialyShipped: 'info',
  shipped: 'secondary',
  completed: 'success',
  canceled: 'error',
};

/** Whether an order in `status` may still be canceled (the server refuses the rest). */
export const canCancel = (status: OrderStatus): boolean =>
  orderStatusTransitions[status].includes('canceled');
