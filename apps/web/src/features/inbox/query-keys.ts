import type { ConversationCountsQuery, ListConversationsQuery } from '@parley/contract';

/** The inbox's query keys, shared by its lists, the side panel and the realtime listeners. */
export const inboxKeys = {
  all: ['inbox'] as const,
  conversationLists: (channelId: string) => ['inbox', 'conversations', channelId] as const,
  conversationList: (filter: ListConversationsQuery) =>
    ['inbox', 'conversations', filter.channelId, filter] as const,
  channelCounts: (channelId: string) => ['inbox', 'counts', channelId] as const,
  counts: (query: ConversationCountsQuery) => ['inbox', 'counts', query.channelId, query] as const,
  conversation: (conversationId: string) => ['inbox', 'conversation', conversationId] as const,
  messages: (conversationId: string) => ['inbox', 'messages', conversationId] as const,
  media: (messageId: string) => ['inbox', 'media', messageId] as const,
  storedMedia: (mediaId: string) => ['inbox', 'stored-media', mediaId] as const,
  notes: (conversationId: string) => ['inbox', 'notes', conversationId] as const,
  chatbotSession: (conversationId: string) => ['inbox', 'chatbot-session', conversationId] as const,
  tags: ['inbox', 'tags'] as const,
  agents: ['inbox', 'agents'] as const,
  autoAssign: ['inbox', 'auto-assign'] as const,
};
