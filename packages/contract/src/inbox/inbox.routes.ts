import { PageQuery } from '../common';
import { defineRoutes } from '../route';
import { ConversationIdParams, ConversationList, ListConversationsQuery, MessageList } from './inbox.schemas';

export const inboxRoutes = defineRoutes({
  listConversations: {
    method: 'GET',
    path: '/api/v1/conversations',
    summary: "A channel's conversations, most recent first",
    auth: 'bearer',
    query: ListConversationsQuery,
    response: ConversationList,
  },
  listMessages: {
    method: 'GET',
    path: '/api/v1/conversations/:conversationId/messages',
    summary: "A conversation's messages, newest first, a page at a time",
    auth: 'bearer',
    params: ConversationIdParams,
    query: PageQuery,
    response: MessageList,
  },
});
