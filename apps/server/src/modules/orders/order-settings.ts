import {
  errorMessages,
  type OrderMessageField,
  type OrderSettings,
  type OrderStatusTemplate,
  orderReference,
  orderStatusWords,
  orderTemplateUnsuitable,
  type SendTemplateMessageInput,
  templateVariableSlots,
} from '@parley/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Database } from '../../db/client';
import { orderSettings } from '../../db/schema/index';
import { AppError } from '../../shared/errors';
import { minorDigits } from '../../shared/money';
import { findTemplate } from '../templates/templates.repo';
import type { OrderRow } from './orders.repo';

export async function findOrderSettings(db: Database, channelId: string): Promise<OrderSettings> {
  const [row] = await db.select().from(orderSettings).where(eq(orderSettings.channelId, channelId));
  return { statusTemplates: row?.statusTemplates ?? [] };
}

/**
 * Keeps the channel's order templates once each is an approved template of the channel that Parley
 * can fill from an order: text variables only, a field for each.
 */
export async function saveOrderSettings(
  db: Database,
  accountId: string,
  channelId: string,
  settings: OrderSettings,
): Promise<OrderSettings> {
  const unsuitable: { path: string; message: string }[] = [];
  for (const [index, chosen] of settings.statusTemplates.entries()) {
    const template = await findTemplate(db, accountId, channelId, chosen.templateId);
    if (!template) throw new AppError('NOT_FOUND');
    const slots = templateVariableSlots(template.components);
    // Meta files news about an order the customer placed under utility; marketing ones are refused.
    const fits =
      template.status === 'APPROVED' &&
      template.category === 'UTILITY' &&
      !orderTemplateUnsuitable(template.components) &&
      slots.headers === chosen.headerFields.length &&
      slots.body === chosen.bodyFields.length;
    if (!fits) {
      unsuitable.push({
        path: `statusTemplates.${index}.templateId`,
        message: errorMessages.ORDER_TEMPLATE_UNSUITABLE,
      });
    }
  }
  if (unsuitable.length > 0) throw new AppError('ORDER_TEMPLATE_UNSUITABLE', unsuitable);
  await db
    .insert(orderSettings)
    .values({ channelId, accountId, statusTemplates: settings.statusTemplates })
    .onConflictDoUpdate({
      target: orderSettings.channelId,
      set: { statusTemplates: settings.statusTemplates, updatedAt: sql`now()` },
    });
  return settings;
}

function fieldValue(field: OrderMessageField, order: OrderRow): string {
  switch (field) {
    case 'customerName':
      return order.customerName;
    case 'orderReference':
      return orderReference(order.id);
    case 'orderStatus':
      return orderStatusWords[order.status];
    case 'orderTotal':
      // Items in several currencies have no one total: the variable cannot be left empty.
      return order.currency !== null && order.totalMinor !== null
        ? new Intl.NumberFormat('en', { style: 'currency', currency: order.currency }).format(
            order.totalMinor / 10 ** minorDigits(order.currency),
          )
        : '—';
    case 'itemCount':
      return String(order.items.reduce((sum, item) => sum + Math.max(item.quantity, 0), 0));
  }
}

/** The template message that tells the customer of the order's status, its variables filled from it. */
export function orderTemplateMessage(
  chosen: OrderStatusTemplate,
  order: OrderRow,
): z.output<typeof SendTemplateMessageInput> {
  const values = (fields: OrderMessageField[]) => fields.map((field) => fieldValue(field, order));
  return {
    templateId: chosen.templateId,
    variables: {
      headers: values(chosen.headerFields),
      body: values(chosen.bodyFields),
      buttons: [],
      footer: [],
      carousel: [],
    },
    cardIndex: 0,
  };
}
