import {
  type Order,
  type OrderDetails,
  type OrderList,
  type OrderListQuery,
  type OrderSettings,
  type OrderStatus,
  type OrderStatusInput,
  orderStatusTransitions,
} from '@parley/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod/mini';
import type { Clock } from '../../context';
import type { Database } from '../../db/client';
import type { Realtime } from '../../realtime/realtime';
import { AppError } from '../../shared/errors';
import type { Principal } from '../../types/fastify';
import type { CatalogService } from '../catalog/catalog.service';
import type { ChannelsService } from '../channels/channels.service';
import { contactOfAccount } from '../contacts/contacts.service';
import { isWindowOpen } from '../inbox/customer-window';
import type { InboundMessageContext, InboxPort } from '../inbox/inbox.port';
import { catalogAnomalies, orderOfMessage } from './order-content';
import { findOrderSettings, orderTemplateMessage, saveOrderSettings } from './order-settings';
import { orderStatusMessage } from './order-status-message';
import { toOrderDetailsDto, toOrderDto } from './orders.mapper';
import {
  changeOrderStatus,
  findOrder,
  insertOrderOnce,
  listOrders,
  listStatusChanges,
  type OrderRow,
} from './orders.repo';

export interface OrdersDependencies {
  db: Database;
  channels: Pick<ChannelsService, 'get'>;
  inbox: Pick<InboxPort, 'findConversation' | 'sendAutomaticReply' | 'sendAutomaticTemplate'>;
  catalog: Pick<CatalogService, 'known'>;
  realtime: Pick<Realtime, 'toAccount'>;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * Orders customers place on WhatsApp: stored from the inbound `order` message (once, whatever the
 * provider redelivers), listed per channel, and moved through their statuses by the business, the
 * customer being told of each move.
 */
export function createOrdersService({
  db,
  channels,
  inbox,
  catalog,
  realtime,
  clock,
  log,
}: OrdersDependencies) {
  const publish = (row: OrderRow) =>
    realtime.toAccount(row.accountId, 'order.changed', { order: toOrderDto(row) });
  const receivedListeners: OrderReceivedListener[] = [];
  const tellReceived = async (tx: Database, row: OrderRow) => {
    for (const listener of receivedListeners)
      await listener({ accountId: row.accountId, order: toOrderDto(row) }, tx);
  };

  /** The order with its history, its items named and pictured from the channel's catalog when it holds them. */
  const details = async (row: OrderRow): Promise<OrderDetails> => {
    const [history, known] = await Promise.all([
      listStatusChanges(db, row.id),
      catalog.known(
        row.channelId,
        row.items.map((item) => item.productRetailerId),
      ),
    ]);
    const products = known?.catalogId === row.catalogId ? known.products : new Map();
    return toOrderDetailsDto(row, history, products);
  };

  /**
   * A text in the customer service window; outside it, the template the channel's order settings
   * chose for the status, if any. Nothing to a blocked contact.
   */
  const tellCustomer = async (row: OrderRow) => {
    const conversation = await inbox.findConversation(row.conversationId);
    if (!conversation) return;
    const contact = await contactOfAccount(db, row.accountId, row.contactId);
    if (!contact || contact.blockedAt) return;
    if (isWindowOpen(conversation.lastInboundAt, clock())) {
      await inbox.sendAutomaticReply(conversation, { replyMessage: orderStatusMessage(row), options: [] });
      return;
    }
    const { statusTemplates } = await findOrderSettings(db, row.channelId);
    const chosen = statusTemplates.find((template) => template.status === row.status);
    if (chosen) await inbox.sendAutomaticTemplate(conversation, orderTemplateMessage(chosen, row));
  };

  return {
    /** Told once of each new order a customer sends, in the transaction that stores it. */
    onOrderReceived(listener: OrderReceivedListener): void {
      receivedListeners.push(listener);
    },

    async settings(accountId: string, channelId: string): Promise<OrderSettings> {
      await channels.get(accountId, channelId);
      return findOrderSettings(db, channelId);
    },

    async updateSettings(
      accountId: string,
      channelId: string,
      settings: OrderSettings,
    ): Promise<OrderSettings> {
      await channels.get(accountId, channelId);
      return saveOrderSettings(db, accountId, channelId, settings);
    },

    async list(
      accountId: string,
      channelId: string,
      query: z.output<typeof OrderListQuery>,
    ): Promise<OrderList> {
      await channels.get(accountId, channelId);
      const phoneDigits = query.phoneNumber?.replace(/\D/g, '');
      const { rows, count } = await listOrders(db, channelId, {
        statuses: query.status ?? [],
        phoneDigits: phoneDigits || undefined,
        from: query.fromDate ? new Date(query.fromDate) : undefined,
        to: query.toDate ? new Date(query.toDate) : undefined,
        skip: query.skip,
        limit: query.limit,
      });
      return { orders: rows.map(toOrderDto), count };
    },

    async get(accountId: string, orderId: string): Promise<OrderDetails> {
      const row = await findOrder(db, accountId, orderId);
      if (!row) throw new AppError('NOT_FOUND');
      return details(row);
    },

    /** Spec §4: a new status with optional remarks, along the rules of `orderStatusTransitions`. */
    async changeStatus(
      principal: Principal,
      orderId: string,
      input: z.output<typeof OrderStatusInput>,
    ): Promise<OrderDetails> {
      const order = await findOrder(db, principal.accountId, orderId);
      if (!order) throw new AppError('NOT_FOUND');
      if (!canMove(order.status, input.status)) throw new AppError('ORDER_STATUS_NOT_ALLOWED');
      const moved = await changeOrderStatus(db, {
        orderId,
        from: order.status,
        to: input.status,
        remarks: input.remarks || null,
        userId: principal.userId,
      });
      // Someone else moved it first: this change was decided on a status it no longer has.
      if (!moved) throw new AppError('ORDER_STATUS_NOT_ALLOWED');
      publish(moved);
      await tellCustomer(moved).catch((error: unknown) =>
        log.error({ err: error, orderId }, 'the customer could not be told of an order status'),
      );
      return details(moved);
    },

    /**
     * Registered with the inbox for every new inbound message, blocked contacts' too (their order is
     * kept with the anomaly): an `order` message becomes an order, and the customer is told its reference.
     */
    async receive({
      accountId,
      channelId,
      conversation,
      message,
      contact,
    }: InboundMessageContext): Promise<void> {
      if (message.type !== 'order') return;
      const draft = orderOfMessage(message.content);
      if (!draft) {
        log.warn({ messageId: message.id }, 'an order message holds no readable order');
        return;
      }
      const known = await catalog.known(
        channelId,
        draft.items.map((item) => item.productRetailerId),
      );
      const row = await insertOrderOnce(
        db,
        {
          ...draft,
          anomalies: [
            ...draft.anomalies,
            ...(contact.blockedAt ? (['blockedContact'] as const) : []),
            ...catalogAnomalies(draft, known),
          ],
          accountId,
          channelId,
          conversationId: conversation.id,
          contactId: contact.id,
          messageId: message.id,
          customerName: contact.name || contact.phone,
          phone: contact.phone,
          createdAt: message.sentAt,
        },
        tellReceived,
      );
      if (!row) return;
      publish(row);
      await tellCustomer(row).catch((error: unknown) =>
        log.error({ err: error, orderId: row.id }, 'the customer could not be told of their order'),
      );
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;

/** A new order, as the API shows it. */
export interface OrderReceived {
  accountId: string;
  order: Order;
}

/**
 * Told of a new order in the transaction that stores it: what it writes there is kept with the order
 * or not at all. A throw undoes the order, which the provider's retry of the message stores again.
 */
export type OrderReceivedListener = (received: OrderReceived, tx: Database) => Promise<void>;

const canMove = (from: OrderStatus, to: OrderStatus) => orderStatusTransitions[from].includes(to);
