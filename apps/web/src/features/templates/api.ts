import {
  type CreateTemplateInput,
  type ListTemplatesQuery,
  mediaRoutes,
  templateRoutes,
} from '@parley/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request, upload } from '../../lib/api-client';
import { useRealtimeEvent, useRealtimeReconnect } from '../../lib/realtime';

/** Every templates query key starts with this; a change to a channel's templates refreshes them all. */
export const templatesKey = ['templates'] as const;

export const getTemplatesQueryOptions = (channelId: string, query: ListTemplatesQuery) =>
  queryOptions({
    queryKey: [...templatesKey, channelId, 'list', query],
    queryFn: () => request(templateRoutes.list, { params: { channelId }, query }),
    placeholderData: keepPreviousData,
  });
export const useTemplates = (channelId: string, query: ListTemplatesQuery) =>
  useQuery(getTemplatesQueryOptions(channelId, query));

/**
 * The provider's review (approved, rejected, paused, …) reaches the channel's lists as soon as its
 * webhook does; after a dropped connection they are read again, as an event may have been missed.
 */
export function useTemplateStatusUpdates(channelId: string): void {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...templatesKey, channelId] });
  useRealtimeEvent('template.status', (event) => {
    if (event.channelId === channelId) void refresh();
  });
  useRealtimeReconnect(() => void refresh());
}

export const getTemplateConfigQueryOptions = () =>
  queryOptions({
    queryKey: [...templatesKey, 'config'],
    queryFn: () => request(templateRoutes.config),
    staleTime: Number.POSITIVE_INFINITY,
  });
export const useTemplateConfig = () => useQuery(getTemplateConfigQueryOptions());

function useTemplatesMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKey }),
  });
}

/** Mirror the channel's templates from its provider again. */
export const useRefreshTemplates = () =>
  useTemplatesMutation((channelId: string) => request(templateRoutes.refresh, { params: { channelId } }));

export const useDeleteTemplate = () =>
  useTemplatesMutation(({ channelId, templateId }: { channelId: string; templateId: string }) =>
    request(templateRoutes.remove, { params: { channelId, templateId } }),
  );

export const useCreateTemplate = () =>
  useTemplatesMutation(({ channelId, body }: { channelId: string; body: CreateTemplateInput }) =>
    request(templateRoutes.create, { params: { channelId }, body }),
  );

/**
 * A header sample goes to the provider's resumable upload in two calls, each with the file: the
 * first opens the session, the second sends the bytes and answers the handle. Progress covers both.
 */
export async function uploadHeaderSample(
  channelId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const query = { channelId };
  const session = await upload(mediaRoutes.headerSession, { query }, file, (sent) => onProgress(sent / 2));
  const { h } = await upload(
    mediaRoutes.headerHandle,
    { query },
    file,
    (sent) => onProgress(0.5 + sent / 2),
    { id: session.id, offset: '0' },
  );
  return h;
}
