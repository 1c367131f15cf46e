import {
  type Campaign,
  type CampaignList,
  type CampaignListQuery,
  type CampaignRecipientsQuery,
  campaignRoutes,
  type FollowUpCampaignInput,
  type SpreadsheetFormat,
} from '@parley/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { download, request } from '../../lib/api-client';
import { useRealtimeEvent, useRealtimeReconnect } from '../../lib/realtime';

/** Every campaigns query key starts with this; a change to one campaign refreshes them all. */
export const campaignsKey = ['campaigns'] as const;

export const getCampaignsQueryOptions = (query: CampaignListQuery) =>
  queryOptions({
    queryKey: [...campaignsKey, 'list', query],
    queryFn: () => request(campaignRoutes.list, { query }),
    placeholderData: keepPreviousData,
  });
export const useCampaigns = (query: CampaignListQuery) => useQuery(getCampaignsQueryOptions(query));

export const getCampaignQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: [...campaignsKey, campaignId],
    queryFn: () => request(campaignRoutes.get, { params: { campaignId } }),
  });
export const useCampaign = (campaignId: string) => useQuery(getCampaignQueryOptions(campaignId));

/** One campaign read again, and shown so in every list page that has it (the list's Refresh). */
export const useRefreshCampaign = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: string) =>
      queryClient.fetchQuery({ ...getCampaignQueryOptions(campaignId), staleTime: 0 }),
    onSuccess: (fresh) =>
      queryClient.setQueriesData<CampaignList>({ queryKey: [...campaignsKey, 'list'] }, (list) =>
        list
          ? {
              ...list,
              data: list.data.map((campaign) =>
                campaign.campaignId === fresh.campaignId ? fresh : campaign,
              ),
            }
          : list,
      ),
  });
};

export const useCampaignProgress = (campaignId: string) =>
  useQuery({
    queryKey: [...campaignsKey, campaignId, 'progress'],
    queryFn: () => request(campaignRoutes.progress, { params: { campaignId } }),
  });

export const useCampaignRecipients = (campaignId: string, query: z.input<typeof CampaignRecipientsQuery>) =>
  useQuery({
    queryKey: [...campaignsKey, campaignId, 'recipients', query],
    queryFn: () => request(campaignRoutes.recipients, { params: { campaignId }, query }),
    placeholderData: keepPreviousData,
  });

/** The counts of the selected campaigns, summed on the list's selection bar. */
export const useCampaignStats = (campaignIds: string[]) =>
  useQuery({
    queryKey: [...campaignsKey, 'stats', campaignIds],
    queryFn: () => request(campaignRoutes.stats, { body: { campaignIds } }),
    enabled: campaignIds.length > 0,
    placeholderData: keepPreviousData,
  });

export const downloadCampaignReport = ({
  campaignId,
  format,
}: {
  campaignId: string;
  format: SpreadsheetFormat;
}) =>
  download(
    campaignRoutes.report,
    { params: { campaignId }, query: { format } },
    `campaign-report-${campaignId}.${format}`,
  );

export const downloadCampaignStats = ({
  campaignIds,
  format,
}: {
  campaignIds: string[];
  format: SpreadsheetFormat;
}) =>
  download(
    campaignRoutes.downloadStats,
    { query: { format }, body: { campaignIds } },
    `campaign-stats.${format}`,
  );

/** A change to a campaign: the answered campaign is stored, and every list shows it again. */
function useCampaignMutation<Input>(mutationFn: (input: Input) => Promise<Campaign>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (campaign) => {
      queryClient.setQueryData(getCampaignQueryOptions(campaign.campaignId).queryKey, campaign);
      // The answer is already shown; the lists and counts follow without holding up the toast.
      void queryClient.invalidateQueries({ queryKey: campaignsKey });
    },
  });
}

export type CampaignAction = 'pause' | 'resume' | 'cancel';
export const useCampaignAction = () =>
  useCampaignMutation(({ campaignId, action }: { campaignId: string; action: CampaignAction }) =>
    request(campaignRoutes[action], { params: { campaignId } }),
  );

export const useRescheduleCampaign = () =>
  useCampaignMutation(({ campaignId, scheduleTime }: { campaignId: string; scheduleTime: string }) =>
    request(campaignRoutes.reschedule, { params: { campaignId }, body: { scheduleTime } }),
  );

export const useFollowUpCampaign = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ campaignId, body }: { campaignId: string; body: FollowUpCampaignInput }) =>
      request(campaignRoutes.followUp, { params: { campaignId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsKey }),
  });
};

/**
 * While a campaign runs the server pushes its status and counts about once a second: the cached
 * campaign takes them at once, and its lists, progress and recipients are read again. After a
 * dropped connection, events may have been missed: everything is read again.
 */
export function useCampaignUpdates(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('campaign.progress', ({ campaignId, status, statusReason, counts }) => {
    const { queryKey } = getCampaignQueryOptions(campaignId);
    queryClient.setQueryData(queryKey, (campaign) =>
      campaign ? { ...campaign, status, statusReason, counts } : campaign,
    );
    void queryClient.invalidateQueries({
      predicate: ({ queryKey: key }) =>
        key[0] === campaignsKey[0] &&
        ((key[1] === campaignId && key.length > 2) || key[1] === 'list' || key[1] === 'stats'),
    });
  });
  useRealtimeReconnect(() => void queryClient.invalidateQueries({ queryKey: campaignsKey }));
}
