import {
  type AutoAssignSettings,
  type Conversation,
  type ConversationStatus,
  type ConversationTag,
  type CreateTagInput,
  inboxRoutes,
} from '@parley/contract';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { download, request } from '../../lib/api-client';
import { useRealtimeEvent } from '../../lib/realtime';
import { putConversation } from './inbox-cache';
import { inboxKeys } from './query-keys';

/** The answered conversation replaces the cached one; lists are fetched again (filters may no longer match). */
function storeConversation(queryClient: QueryClient, conversation: Conversation) {
  putConversation(queryClient, conversation.conversationId, () => conversation);
  void queryClient.invalidateQueries({ queryKey: inboxKeys.conversationLists(conversation.channelId) });
}

function useConversationMutation<Input>(mutationFn: (input: Input) => Promise<Conversation>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (conversation) => storeConversation(queryClient, conversation),
  });
}

export const useBlockConversation = () =>
  useConversationMutation(({ conversationId, isBlocked }: { conversationId: string; isBlocked: boolean }) =>
    request(inboxRoutes.block, { params: { conversationId }, body: { isBlocked } }),
  );

export const useSetConversationStatus = () =>
  useConversationMutation(
    ({ conversationId, status }: { conversationId: string; status: ConversationStatus }) =>
      request(inboxRoutes.setStatus, { params: { conversationId }, body: { status } }),
  );

/** `agent` null unassigns the conversation. */
export const useAssignAgent = () =>
  useConversationMutation(
    ({ conversationId, agent }: { conversationId: string; agent: { userId: string; name: string } | null }) =>
      request(inboxRoutes.assignAgent, {
        params: { conversationId },
        body: { assignedAgentId: agent?.userId ?? null, assignedAgentName: agent?.name },
      }),
  );

/** The conversation as a CSV file, saved by the browser. */
export const useDownloadConversation = () =>
  useMutation({
    mutationFn: (conversationId: string) =>
      download(inboxRoutes.download, { params: { conversationId } }, `conversation-${conversationId}.csv`),
  });

export const getNotesQueryOptions = (conversationId: string) =>
  queryOptions({
    queryKey: inboxKeys.notes(conversationId),
    queryFn: () => request(inboxRoutes.listNotes, { query: { conversationId } }),
  });
export const useNotes = (conversationId: string) => useQuery(getNotesQueryOptions(conversationId));

/** Notes written, edited or deleted in another browser show here without a reload. */
export function useNotesEvents() {
  const queryClient = useQueryClient();
  useRealtimeEvent('conversation.notes', ({ conversationId }) => {
    void queryClient.invalidateQueries({ queryKey: getNotesQueryOptions(conversationId).queryKey });
  });
}

function useNotesMutation<Input, Output>(
  conversationId: string,
  mutationFn: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getNotesQueryOptions(conversationId).queryKey }),
  });
}

export const useCreateNote = (conversationId: string) =>
  useNotesMutation(conversationId, (note: string) =>
    request(inboxRoutes.createNote, { body: { conversationId, note } }),
  );

export const useUpdateNote = (conversationId: string) =>
  useNotesMutation(
    conversationId,
    ({ conversationNoteId, note }: { conversationNoteId: string; note: string }) =>
      request(inboxRoutes.updateNote, { params: { conversationNoteId }, body: { note } }),
  );

export const useDeleteNote = (conversationId: string) =>
  useNotesMutation(conversationId, (conversationNoteId: string) =>
    request(inboxRoutes.deleteNote, { params: { conversationNoteId } }),
  );

export const getTagsQueryOptions = () =>
  queryOptions({ queryKey: inboxKeys.tags, queryFn: () => request(inboxRoutes.listTags) });
export const useTags = () => useQuery(getTagsQueryOptions());

export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTagInput) => request(inboxRoutes.createTag, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getTagsQueryOptions().queryKey }),
  });
}

/** Deleting a tag takes it off every conversation too, so every inbox query is fetched again. */
export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tagId: string) => request(inboxRoutes.deleteTag, { query: { tagId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}

/** Tag changes answer the tag, not the conversation: its cached copy is changed to match. */
function useConversationTagsMutation<Input, Output>(
  conversation: Conversation,
  mutationFn: (input: Input) => Promise<Output>,
  nextTags: (tags: ConversationTag[], output: Output, input: Input) => ConversationTag[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (output, input) => {
      putConversation(queryClient, conversation.conversationId, (cached) => {
        const current = cached ?? conversation;
        return { ...current, tags: nextTags(current.tags, output, input) };
      });
      void queryClient.invalidateQueries({ queryKey: inboxKeys.conversationLists(conversation.channelId) });
    },
  });
}

export const useAssignTag = (conversation: Conversation) =>
  useConversationTagsMutation(
    conversation,
    (tagId: string) =>
      request(inboxRoutes.assignTag, { body: { conversationId: conversation.conversationId, tagId } }),
    (tags, assigned) => [...tags.filter((tag) => tag.tagId !== assigned.tagId), assigned],
  );

export const useUnassignTag = (conversation: Conversation) =>
  useConversationTagsMutation(
    conversation,
    (conversationTagId: string) =>
      request(inboxRoutes.unassignTag, {
        body: { conversationId: conversation.conversationId, conversationTagId },
      }),
    (tags, _, conversationTagId) => tags.filter((tag) => tag.conversationTagId !== conversationTagId),
  );

export const getAgentsQueryOptions = () =>
  queryOptions({ queryKey: inboxKeys.agents, queryFn: () => request(inboxRoutes.listAgents) });
export const useAgents = () => useQuery(getAgentsQueryOptions());

export function useSetAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isAvailable: boolean) => request(inboxRoutes.setAvailability, { body: { isAvailable } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getAgentsQueryOptions().queryKey }),
  });
}

export const getAutoAssignQueryOptions = () =>
  queryOptions({ queryKey: inboxKeys.autoAssign, queryFn: () => request(inboxRoutes.getAutoAssign) });
export const useAutoAssignSettings = () => useQuery(getAutoAssignQueryOptions());

export function useUpdateAutoAssign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AutoAssignSettings) => request(inboxRoutes.updateAutoAssign, { body }),
    onSuccess: (settings) => queryClient.setQueryData(getAutoAssignQueryOptions().queryKey, settings),
  });
}
