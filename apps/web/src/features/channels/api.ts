import {
  type CompleteEmbeddedSignupInput,
  type CreateCloudChannelInput,
  type CreatePartnerAppInput,
  type CreatePartnerChannelInput,
  channelRoutes,
  partnerRoutes,
  type RealtimeEvents,
  type UpdateChannelInput,
} from '@parley/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import { useRealtimeEvent, useRealtimeReconnect } from '../../lib/realtime';
import { templatesKey } from '../templates/api';

export const getChannels = () => request(channelRoutes.list);
export const getChannelsQueryOptions = () => queryOptions({ queryKey: ['channels'], queryFn: getChannels });
export const useChannels = () => useQuery(getChannelsQueryOptions());

export const getChannel = (channelId: string) => request(channelRoutes.get, { params: { channelId } });
export const getChannelQueryOptions = (channelId: string) =>
  queryOptions({ queryKey: ['channels', channelId], queryFn: () => getChannel(channelId) });
export const useChannel = (channelId: string) => useQuery(getChannelQueryOptions(channelId));

/** Changes a channel's settings (its campaign send rate); the channel and the list show the answer. */
export const useUpdateChannel = (channelId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateChannelInput) => request(channelRoutes.update, { params: { channelId }, body }),
    onSuccess: (channel) => {
      queryClient.setQueryData(getChannelQueryOptions(channelId).queryKey, channel);
      return queryClient.invalidateQueries({ queryKey: getChannelsQueryOptions().queryKey, exact: true });
    },
  });
};

export const getChannelHealth = (channelId: string) =>
  request(channelRoutes.health, { params: { channelId } });
export const getChannelHealthQueryOptions = (channelId: string) =>
  queryOptions({ queryKey: ['channels', channelId, 'health'], queryFn: () => getChannelHealth(channelId) });
export const useChannelHealth = (channelId: string, enabled: boolean) =>
  useQuery({ ...getChannelHealthQueryOptions(channelId), enabled });

/**
 * What the provider says of a channel's health reaches its page as soon as its webhook does (the
 * number's standing, the health section, a template's quality); `onNotice` is told of each notice.
 */
export function useChannelHealthUpdates(
  onNotice: (notice: Parameters<RealtimeEvents['channel.health']>[0]) => void,
): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('channel.health', (notice) => {
    void queryClient.invalidateQueries({ queryKey: getChannelQueryOptions(notice.channelId).queryKey });
    void queryClient.invalidateQueries({ queryKey: getChannelsQueryOptions().queryKey, exact: true });
    if (notice.templateId)
      void queryClient.invalidateQueries({ queryKey: [...templatesKey, notice.channelId] });
    onNotice(notice);
  });
  useRealtimeReconnect(
    () => void queryClient.invalidateQueries({ queryKey: getChannelsQueryOptions().queryKey }),
  );
}

export const getRegistrationPin = (channelId: string) =>
  request(channelRoutes.registrationPin, { params: { channelId } });
/** A secret: fetched only when asked for, and not kept once nothing shows it. */
export const getRegistrationPinQueryOptions = (channelId: string) =>
  queryOptions({
    queryKey: ['channels', channelId, 'registration-pin'],
    queryFn: () => getRegistrationPin(channelId),
    gcTime: 0,
    retry: false,
  });
export const useRegistrationPin = (channelId: string, enabled: boolean) =>
  useQuery({ ...getRegistrationPinQueryOptions(channelId), enabled });

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

export const useCreatePartnerApp = () =>
  useMutation({ mutationFn: (body: CreatePartnerAppInput) => request(partnerRoutes.createApp, { body }) });

/** The app a wizard resumes (its id is in the address); fetched once, not refreshed in the background. */
export const usePartnerApp = (appId: string | null) =>
  useQuery({
    queryKey: ['partner-apps', appId],
    queryFn: () => request(partnerRoutes.getApp, { params: { appId: appId ?? '' } }),
    enabled: appId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Asked on demand (the "check" step): the number appears only after the signup. */
export const useCheckPartnerApp = () =>
  useMutation({ mutationFn: (appId: string) => request(partnerRoutes.getApp, { params: { appId } }) });

export const useCreatePartnerChannel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appId, body }: { appId: string; body: CreatePartnerChannelInput }) =>
      request(partnerRoutes.createChannel, { params: { appId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getChannelsQueryOptions().queryKey }),
  });
};

export const useConfigurePartnerWebhook = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appId: string) => request(partnerRoutes.configureWebhook, { params: { appId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getChannelsQueryOptions().queryKey }),
  });
};

/** 404 (null here) when the server has no Meta app for Embedded Signup. */
export const useEmbeddedSignupConfig = () =>
  useQuery({
    queryKey: ['channels', 'embedded-signup'],
    queryFn: () => request(channelRoutes.embeddedSignupConfig).catch(() => null),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCompleteEmbeddedSignup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompleteEmbeddedSignupInput) =>
      request(channelRoutes.completeEmbeddedSignup, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getChannelsQueryOptions().queryKey }),
  });
};

export const useChannelPlatforms = () =>
  useQuery({ queryKey: ['channels', 'platforms'], queryFn: () => request(channelRoutes.platforms) });
