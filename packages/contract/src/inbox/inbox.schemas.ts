import { z } from 'zod';
import { PageQuery } from '../common';

export const MessageDirection = z.enum(['inbound', 'outbound']);
export const MessageStatus = z.enum(['queued', 'sent', 'delivered', 'read', 'played', 'failed', 'received']);

export const Message = z.object({
  messageId: z.uuid(),
  conversationId: z.uuid(),
  direction: MessageDirection,
  /** WhatsApp's message type: text, image, location, interactive, order, … */
  type: z.string(),
  /** The type's own object, as the provider describes it. */
  content: z.unknown(),
  status: MessageStatus,
  statusAt: z.iso.datetime(),
  error: z.object({ code: z.number(), title: z.string(), details: z.string().optional() }).nullable(),
  providerMessageId: z.string().nullable(),
  replyToProviderMessageId: z.string().nullable(),
  sentAt: z.iso.datetime(),
});
export type Message = z.infer<typeof Message>;

export const Conversation = z.object({
  conversationId: z.uuid(),
  channelId: z.uuid(),
  contact: z.object({ contactId: z.uuid(), phone: z.string(), name: z.string().nullable() }),
  lastMessageAt: z.iso.datetime(),
  lastInboundAt: z.iso.datetime().nullable(),
  inboundUnreadMessages: z.number().int(),
});
export type Conversation = z.infer<typeof Conversation>;

export const ListConversationsQuery = PageQuery.extend({ channelId: z.uuid() });
export type ListConversationsQuery = z.input<typeof ListConversationsQuery>;

export const ConversationList = z.object({ data: z.array(Conversation), totalRecords: z.number().int() });
export type ConversationList = z.infer<typeof ConversationList>;
export const MessageList = z.object({ data: z.array(Message), totalRecords: z.number().int() });
export type MessageList = z.infer<typeof MessageList>;

export const ConversationIdParams = z.object({ conversationId: z.uuid() });
