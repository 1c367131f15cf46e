import type { Conversation, Message } from '@parley/contract';
import type { ContactRow } from '../contacts/contacts.service';
import type { ConversationRow, MessageRow } from './inbox.repo';

export const toConversationDto = (row: ConversationRow & { contact: ContactRow }): Conversation => ({
  conversationId: row.id,
  channelId: row.channelId,
  contact: { contactId: row.contact.id, phone: row.contact.phone, name: row.contact.name },
  lastMessageAt: row.lastMessageAt.toISOString(),
  lastInboundAt: row.lastInboundAt?.toISOString() ?? null,
  inboundUnreadMessages: row.inboundUnreadMessages,
});

export const toMessageDto = (row: MessageRow): Message => ({
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
  sentAt: row.sentAt.toISOString(),
});
