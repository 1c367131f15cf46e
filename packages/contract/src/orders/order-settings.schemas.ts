import { z } from 'zod/mini';
import { mediaHeaderSlot, type StoredComponent, templateVariableSlots } from '../inbox/template-message';
import { OrderStatus } from './orders.schemas';

/** What a variable of an order message's template is filled with, from the order. */
export const orderMessageFields = [
  'customerName',
  'orderReference',
  'orderStatus',
  'orderTotal',
  'itemCount',
] as const;
export const OrderMessageField = z.enum(orderMessageFields);
export type OrderMessageField = z.infer<typeof OrderMessageField>;

/** The words a template's `orderStatus` variable takes, for the customer (in English, as Parley's texts). */
export const orderStatusWords: Record<OrderStatus, string> = {
  pending: 'received',
  processing: 'being prepared',
  partialyShipped: 'partly shipped',
  shipped: 'shipped',
  completed: 'complete',
  canceled: 'canceled',
};

/**
 * The approved template a customer is told a status with outside the 24-hour window (inside it,
 * Parley writes a text): `pending` is the order's arrival. Each variable of its text header and its
 * body takes one of the order's fields, in the variables' order.
 */
export const OrderStatusTemplate = z.object({
  status: OrderStatus,
  templateId: z.uuid(),
  headerFields: z._default(z.array(OrderMessageField).check(z.maxLength(1)), []),
  bodyFields: z._default(z.array(OrderMessageField).check(z.maxLength(20)), []),
});
export type OrderStatusTemplate = z.infer<typeof OrderStatusTemplate>;

/** A channel's order settings: the template of each status that has one (at most one each). */
export const OrderSettings = z.object({
  statusTemplates: z.array(OrderStatusTemplate).check(
    z.refine((templates) => new Set(templates.map((template) => template.status)).size === templates.length, {
      message: 'Choose one template per status',
    }),
  ),
});
export type OrderSettings = z.infer<typeof OrderSettings>;
export type OrderSettingsInput = z.input<typeof OrderSettings>;

export const ChannelOrderSettingsParams = z.object({ channelId: z.uuid() });

/**
 * Why a template cannot tell customers of their orders: Parley fills only text variables from the
 * order, so a media header, buttons that take a value and carousels are out.
 */
export function orderTemplateUnsuitable(components: StoredComponent[]): boolean {
  const slots = templateVariableSlots(components);
  return mediaHeaderSlot(components) !== undefined || slots.buttons > 0 || slots.carousel.length > 0;
}
