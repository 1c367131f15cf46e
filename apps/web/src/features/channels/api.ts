import { type CreateCloudChannelInput, channelRoutes } from '@parley/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api-client';

export const getChannels = () => request(channelRoutes.list);
export const getChannelsQueryOptions = () => queryOptions({ queryKey: ['channels'], queryFn: getChannels });
export const useChannels = () => useQuery(getChannelsQueryOptions());

export const getChannel = (channelId: string) => request(channelRoutes.get, { params: { channelId } });
export const getChannelQueryOptions = (channelId: string) =>
  queryOptions({ queryKey: ['channels', channelId], queryFn: () => getChannel(channelId) });
export const useChannel = (channelId: string) => useQuery(getChannelQueryOptions(channelId));

/** Only when Parley runs with its built-in simulator; a 404 otherwise, which is not an error here. */
export const getSandboxCredentialsQueryOptions = () =>
  queryOptions({
    queryKey: ['channels', 'sandbox'],
    queryFn: () => request(channelRoutes.sandbox).catch(() => null),
    staleTime: Number.POSITIVE_INFINITY,
  });
export const useSandboxCredentials = () => useQuery(getSandboxCredentialsQueryOptions());

export const useCreateCloudChannel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCloudChannelInput) => request(channelRoutes.createCloud, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getChannelsQueryOptions().queryKey }),
  });
};
