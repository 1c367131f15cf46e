import type { Conversation, Message } from '@parley/contract';
import type { ConversationView } from './conversation-views.repo';
import { windowRemainingMs } from './customer-window';
import type { MessageRow } from './inbox.repo';
import { messagePreviewText } from './message-preview';

/** The conversation as the inbox shows it, its customer service window measured at `now`. */
export const toConversationDto = (view: ConversationView, now: Date): Conversation => {
  const { conversation, lastMessage } = view;
  return {
    conversationId: conversation.id,
    channelId: conversation.channelId,
    contact: {
      contactId: conversation.contactId,
      phone: conversation.contactPhone,
      name: conversation.contactName,
    },
    status: conversation.status,
    isBlocked: conversation.contactBlockedAt !== null,
    assignedAgentId: conversation.assignedAgentId,
    assignedAgentName: view.assignedAgentName,
    tags: view.tags,
    lastMessage: lastMessage
      ? {
          direction: lastMessage.direction,
          type: lastMessage.type,
          text: messagePreviewText(lastMessage.type, lastMessage.content),
        }
      : null,
    lastMessageAt: conversation.lastMessageAt.toISOString(),
    lastInboundAt: conversation.lastInboundAt?.toISOString() ?? null,
    windowRemainingMs: windowRemainingMs(conversation.lastInboundAt, now),
    inboundUnreadMessages: conversation.inboundUnreadMessages,
  };
};

export const toMessageDto = (row: MessageRow, sentByName: string | null): Message => ({
  messageId: row.id,
  conversationId: row.conversationId,
  direction: row.direction,
  type: row.type,
  content: row.content,
  status: row.status,
  statusAt: row.statusAt.toISOString(),
  error: (row.error as Message['error']) ?? null,
  providerMessageId: row.providerMessageId,
  replyToProviderMessageId: row.replyToProviderMessageId,
  referral: row.referral,
  referredProduct: row.referredProduct,
  sentBy: row.sentByUserId && sentByName !== null ? { userId: row.sentByUserId, name: sentByName } : null,
  sentByChatbotId: row.sentByChatbotId,
  sentAt: row.sentAt.toISOString(),
  mediaCopy: row.mediaCopy
    ? { state: row.mediaCopy.state, reason: row.mediaCopy.state === 'failed' ? row.mediaCopy.reason : null }
    : null,
});
