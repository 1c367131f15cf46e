import {
  type Conversation,
  conversationPageSize,
  type ListConversationsQuery,
  type Message,
} from '@parley/contract';
import type { QueryClient } from '@tanstack/react-query';
import {
  type ConversationPages,
  type MessagePages,
  placeConversation,
  type StatusChange,
  withMessage,
  withMessageStatus,
} from './conversation-cache';
import { listMatch, type Viewer } from './conversation-filter';
import { inboxKeys } from './query-keys';

/**
 * The conversation as the server now describes it, everywhere it is cached: its own entry, and each
 * loaded list of its channel (moved, added or dropped by that list's filter). A list whose match
 * only the server can tell is fetched again.
 */
export function applyConversation(
  queryClient: QueryClient,
  conversation: Conversation,
  viewer: Viewer,
): void {
  putConversation(queryClient, conversation.conversationId, () => conversation);
  // Which tab a conversation counts in, and whether it is unread, only the server counts.
  void queryClient.invalidateQueries({ queryKey: inboxKeys.channelCounts(conversation.channelId) });
  const lists = queryClient.getQueriesData<ConversationPages>({
    queryKey: inboxKeys.conversationLists(conversation.channelId),
  });
  for (const [queryKey, data] of lists) {
    if (!data) continue;
    const match = listMatch(conversation, queryKey[3] as ListConversationsQuery, viewer);
    const change =
      match === 'unknown'
        ? { data, refetch: true }
        : placeConversation(data, conversation, match === 'yes', conversationPageSize);
    queryClient.setQueryData(queryKey, change.data);
    if (change.refetch) void queryClient.invalidateQueries({ queryKey, exact: true });
  }
}

/**
 * Sets the cached conversation. A fetch of it already under way may have read it before this change
 * and would land after it, without it; nor is this change surely newer than what that fetch read. So
 * the fetch is replaced by one that reads the conversation now.
 */
export function putConversation(
  queryClient: QueryClient,
  conversationId: string,
  next: (cached: Conversation | undefined) => Conversation,
): void {
  const queryKey = inboxKeys.conversation(conversationId);
  const fetching = queryClient.getQueryState(queryKey)?.fetchStatus === 'fetching';
  queryClient.setQueryData<Conversation>(queryKey, next);
  if (fetching) void queryClient.refetchQueries({ queryKey, exact: true });
}

/** A new message at the bottom of its thread, if that thread is loaded. */
export function applyMessage(queryClient: QueryClient, message: Message): void {
  queryClient.setQueryData<MessagePages>(
    inboxKeys.messages(message.conversationId),
    (data) => data && withMessage(data, message),
  );
}

export function applyMessageStatus(
  queryClient: QueryClient,
  conversationId: string,
  change: StatusChange,
): void {
  queryClient.setQueryData<MessagePages>(
    inboxKeys.messages(conversationId),
    (data) => data && withMessageStatus(data, change),
  );
}
