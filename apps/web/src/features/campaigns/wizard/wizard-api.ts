import { type CampaignInput, campaignRoutes } from '@parley/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { download, request, upload } from '../../../lib/api-client';
import { campaignsKey } from '../api';

export const preflightCampaign = (channelId: string, body: CampaignInput) =>
  request(campaignRoutes.preflight, { params: { channelId }, body });
export const getCampaignPreflightQueryOptions = (channelId: string, body: CampaignInput) =>
  queryOptions({
    queryKey: [...campaignsKey, channelId, 'preflight', body],
    queryFn: () => preflightCampaign(channelId, body),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
/** The pre-flight of what the wizard holds; nothing is asked while `body` is undefined. */
export const useCampaignPreflight = (channelId: string, body: CampaignInput | undefined) =>
  useQuery({
    ...getCampaignPreflightQueryOptions(channelId, body as CampaignInput),
    enabled: body !== undefined,
  });

export const useCreateCampaign = (channelId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CampaignInput) => request(campaignRoutes.create, { params: { channelId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsKey }),
  });
};

export const useUploadCampaignFile = (channelId: string) =>
  useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) =>
      upload(campaignRoutes.uploadFile, { params: { channelId } }, file, onProgress),
  });

/** The sample sheet of a dynamic campaign for this template: the phone, the name and one column per variable. */
export const downloadCampaignSample = (channelId: string, templateId: string, templateName: string) =>
  download(
    campaignRoutes.sampleSheet,
    { params: { channelId, templateId }, query: { format: 'xlsx' } },
    `${templateName}-sample.xlsx`,
  );
