import { randomUUID } from 'node:crypto';
import type { OutboundWebhookData } from '@parley/contract';
import type { FinishedCampaign } from '../campaigns/dispatch/campaign-dispatcher';
import type { ConversationAssignment, InboundMessageContext, MessageStatusMove } from '../inbox/inbox.port';
import type { OrderReceived } from '../orders/orders.service';
import type { NewEvent } from './outbound-webhooks.repo';

type EventOf<E extends keyof OutboundWebhookData> = NewEvent & { event: E; data: OutboundWebhookData[E] };

/**
 * What each module's news becomes in the outbox. Keys name what happened, so news a module repeats
 * (an inbound message whose webhook is processed again) is queued once per endpoint.
 */
export const webhookEventOf = {
  messageReceived({
    accountId,
    channelId,
    conversation,
    message,
    contact,
  }: InboundMessageContext): EventOf<'message.received'> {
    const content = message.content as { body?: unknown } | null;
    return {
      accountId,
      event: 'message.received',
      key: `message:${message.id}`,
      data: {
        messageId: message.id,
        conversationId: conversation.id,
        channelId,
        contact: { contactId: contact.id, phone: contact.phone, name: contact.name },
        type: message.type,
        text: message.type === 'text' && typeof content?.body === 'string' ? content.body : null,
        content: message.content,
        sentAt: message.sentAt.toISOString(),
      },
    };
  },

  messageStatus(move: MessageStatusMove): EventOf<'message.status'> {
    const error = move.error as { code?: unknown; title?: unknown } | null;
    return {
      accountId: move.accountId,
      event: 'message.status',
      key: `status:${move.id}:${move.status}`,
      data: {
        messageId: move.id,
        conversationId: move.conversationId,
        status: move.status as OutboundWebhookData['message.status']['status'],
        statusAt: move.statusAt.toISOString(),
        error: error
          ? {
              ...(typeof error.code === 'number' ? { code: error.code } : {}),
              ...(typeof error.title === 'string' ? { title: error.title } : {}),
            }
          : null,
      },
    };
  },

  orderReceived({ accountId, order }: OrderReceived): EventOf<'order.received'> {
    return { accountId, event: 'order.received', key: `order:${order.orderId}`, data: { order } };
  },

  conversationAssigned({
    accountId,
    conversation,
    formerAgentId,
    assignedByUserId,
  }: ConversationAssignment): EventOf<'conversation.assigned'> {
    return {
      accountId,
      event: 'conversation.assigned',
      // Each assignment is news of its own, even to an agent who had the conversation before.
      key: `assignment:${randomUUID()}`,
      data: {
        conversationId: conversation.conversationId,
        channelId: conversation.channelId,
        contact: conversation.contact,
        assignedAgent: { userId: conversation.assignedAgentId ?? '', name: conversation.assignedAgentName },
        formerAgentId,
        assignedByUserId,
      },
    };
  },

  campaignFinished(campaign: FinishedCampaign): EventOf<'campaign.finished'> {
    return {
      accountId: campaign.accountId,
      event: 'campaign.finished',
      key: `campaign:${campaign.campaignId}`,
      data: {
        campaignId: campaign.campaignId,
        channelId: campaign.channelId,
        campaignName: campaign.name,
        finishedAt: campaign.finishedAt.toISOString(),
        counts: campaign.counts,
      },
    };
  },
};
