import { z } from 'zod/mini';
import { integer, PageQuery } from '../common';

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
  error: z.nullable(z.object({ code: z.number(), title: z.string(), details: z.optional(z.string()) })),
  providerMessageId: z.nullable(z.string()),
  replyToProviderMessageId: z.nullable(z.string()),
  sentAt: z.iso.datetime(),
});
export type Message = z.infer<typeof Message>;

export const Conversation = z.object({
  conversationId: z.uuid(),
  channelId: z.uuid(),
  contact: z.object({ contactId: z.uuid(), phone: z.string(), name: z.nullable(z.string()) }),
  lastMessageAt: z.iso.datetime(),
  lastInboundAt: z.nullable(z.iso.datetime()),
  inboundUnreadMessages: integer(),
});
export type Conversation = z.infer<typeof Conversation>;

export const ListConversationsQuery = z.extend(PageQuery, { channelId: z.uuid() });
export type ListConversationsQuery = z.input<typeof ListConversationsQuery>;

export const ConversationList = z.object({ data: z.array(Conversation), totalRecords: integer() });
export type ConversationList = z.infer<typeof ConversationList>;
export const MessageList = z.object({ data: z.array(Message), totalRecords: integer() });
export type MessageList = z.infer<typeof MessageList>;

export const ConversationIdParams = z.object({ conversationId: z.uuid() });
