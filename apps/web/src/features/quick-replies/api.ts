import { type QuickReplyInput, type QuickReplySettingsInput, quickReplyRoutes } from '@parley/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api-client';

/** Every quick-replies query key starts with this; a change to one refreshes them all. */
export const quickRepliesKey = ['quick-replies'] as const;

export const getQuickRepliesQueryOptions = (channelId: string) =>
  queryOptions({
    queryKey: [...quickRepliesKey, 'channel', channelId],
    queryFn: () => request(quickReplyRoutes.list, { params: { channelId } }),
  });
export const useQuickReplies = (channelId: string) => useQuery(getQuickRepliesQueryOptions(channelId));

export const getQuickReplyQueryOptions = (quickReplyId: string) =>
  queryOptions({
    queryKey: [...quickRepliesKey, 'one', quickReplyId],
    queryFn: () => request(quickReplyRoutes.get, { params: { quickReplyId } }),
  });
export const useQuickReply = (quickReplyId: string) => useQuery(getQuickReplyQueryOptions(quickReplyId));

export const getQuickReplySettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...quickRepliesKey, 'settings'],
    queryFn: () => request(quickReplyRoutes.settings),
  });
export const useQuickReplySettings = () => useQuery(getQuickReplySettingsQueryOptions());

function useQuickRepliesMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quickRepliesKey }),
  });
}

export const useCreateQuickReply = () =>
  useQuickRepliesMutation(({ channelId, body }: { channelId: string; body: QuickReplyInput }) =>
    request(quickReplyRoutes.create, { params: { channelId }, body }),
  );

export const useUpdateQuickReply = () =>
  useQuickRepliesMutation(({ quickReplyId, body }: { quickReplyId: string; body: QuickReplyInput }) =>
    request(quickReplyRoutes.update, { params: { quickReplyId }, body }),
  );

export const useDeleteQuickReply = () =>
  useQuickRepliesMutation((quickReplyId: string) =>
    request(quickReplyRoutes.remove, { params: { quickReplyId } }),
  );

export const useUpdateQuickReplySettings = () =>
  useQuickRepliesMutation((body: QuickReplySettingsInput) =>
    request(quickReplyRoutes.updateSettings, { body }),
  );
