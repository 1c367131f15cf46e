import {
  type ConversationCountsQuery,
  conversationPageSize,
  inboxRoutes,
  type ListConversationsQuery,
  mediaRoutes,
  messagePageSize,
  type SendMessageInput,
  type SendTemplateMessageInput,
} from '@parley/contract';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { fetchFile, request, upload } from '../../lib/api-client';
import { useUser } from '../auth/session';
import { nextPage } from './conversation-cache';
import { applyConversation, applyMessage } from './inbox-cache';
import { inboxKeys } from './query-keys';

export const getConversationsQueryOptions = (query: ListConversationsQuery) =>
  infiniteQueryOptions({
    queryKey: inboxKeys.conversationList(query),
    queryFn: ({ pageParam }) =>
      request(inboxRoutes.listConversations, {
        query: { ...query, page: pageParam, records: conversationPageSize },
      }),
    initialPageParam: 1,
    getNextPageParam: (last, _, pageNumber) => nextPage(last, conversationPageSize, pageNumber),
  });
export const useConversations = (query: ListConversationsQuery) =>
  useInfiniteQuery({ ...getConversationsQueryOptions(query), placeholderData: keepPreviousData });

/** How many conversations each tab holds under the filter, and how many are unread. */
export const getConversationCountsQueryOptions = (query: ConversationCountsQuery) =>
  queryOptions({
    queryKey: inboxKeys.counts(query),
    queryFn: () => request(inboxRoutes.conversationCounts, { query }),
  });
export const useConversationCounts = (query: ConversationCountsQuery) =>
  useQuery({ ...getConversationCountsQueryOptions(query), placeholderData: keepPreviousData });

export const getConversationQueryOptions = (conversationId: string) =>
  queryOptions({
    queryKey: inboxKeys.conversation(conversationId),
    queryFn: () => request(inboxRoutes.getConversation, { params: { conversationId } }),
  });
export const useConversation = (conversationId: string) =>
  useQuery(getConversationQueryOptions(conversationId));

export const getMessagesQueryOptions = (conversationId: string) =>
  infiniteQueryOptions({
    queryKey: inboxKeys.messages(conversationId),
    queryFn: ({ pageParam }) =>
      request(inboxRoutes.listMessages, {
        params: { conversationId },
        query: { page: pageParam, records: messagePageSize },
      }),
    initialPageParam: 1,
    getNextPageParam: (last, _, pageNumber) => nextPage(last, messagePageSize, pageNumber),
  });
export const useMessages = (conversationId: string) =>
  useInfiniteQuery(getMessagesQueryOptions(conversationId));

/** A message's file, fetched with the session's token; kept while it is shown, as a blob. */
export const getMessageMediaQueryOptions = (conversationId: string, messageId: string) =>
  queryOptions({
    queryKey: inboxKeys.media(messageId),
    queryFn: async () =>
      (await fetchFile(inboxRoutes.messageMedia, { params: { conversationId, messageId } })).blob,
    staleTime: Number.POSITIVE_INFINITY,
  });
export const useMessageMedia = (conversationId: string, messageId: string) =>
  useQuery(getMessageMediaQueryOptions(conversationId, messageId));

/** One of the account's stored files (a template's header media), fetched with the session's token. */
export const getStoredMediaQueryOptions = (mediaId: string) =>
  queryOptions({
    queryKey: inboxKeys.storedMedia(mediaId),
    queryFn: async () => (await fetchFile(mediaRoutes.file, { params: { mediaId } })).blob,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Puts a changed conversation in every cache that shows it, as a realtime update would. */
function useConversationUpdate() {
  const queryClient = useQueryClient();
  const { userId, roleName } = useUser();
  return (conversation: Parameters<typeof applyConversation>[1]) =>
    applyConversation(queryClient, conversation, { userId, roleName });
}

/** Spec §4: reading a conversation sets its unread count to 0. */
export const useMarkRead = () => {
  const update = useConversationUpdate();
  return useMutation({
    mutationFn: (conversationId: string) => request(inboxRoutes.markRead, { params: { conversationId } }),
    onSuccess: update,
  });
};

/** Spec §4: sending appends the message (queued, until its status moves on). */
export const useSendMessage = (conversationId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMessageInput) =>
      request(inboxRoutes.sendMessage, { params: { conversationId }, body }),
    onSuccess: (message) => {
      applyMessage(queryClient, message);
      // A user's message pauses the chatbot running in the conversation.
      void queryClient.invalidateQueries({ queryKey: inboxKeys.chatbotSession(conversationId) });
    },
  });
};

export const useSendTemplate = (conversationId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendTemplateMessageInput) =>
      request(inboxRoutes.sendTemplate, { params: { conversationId }, body }),
    onSuccess: (message) => {
      applyMessage(queryClient, message);
      void queryClient.invalidateQueries({ queryKey: inboxKeys.chatbotSession(conversationId) });
    },
  });
};

/** Stores a file to send (spec §9 limits are checked again by the server). */
export const uploadMedia = (file: File, onProgress: (fraction: number) => void) =>
  upload(mediaRoutes.upload, {}, file, onProgress);
