import type { SpreadsheetFormat } from '@parley/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast/toast-provider';
import { errorText } from '../../lib/error-text';
import { downloadCampaignReport, downloadCampaignStats } from './api';

/**
 * A campaign's report and the selection's stats, streamed straight to a file: "Downloading" as it
 * starts, and the spec's text when it fails.
 */
export function useCampaignDownloads() {
  const { t } = useTranslation('campaigns');
  const toast = useToast();
  const report = useMutation({
    mutationFn: downloadCampaignReport,
    onMutate: () => toast.info(t('messages.downloading')),
    onError: (error) => toast.error(errorText(t, error, 'campaigns:messages.reportFailed')),
  });
  const stats = useMutation({
    mutationFn: downloadCampaignStats,
    onMutate: () => toast.info(t('messages.downloading')),
    onError: (error) => toast.error(errorText(t, error, 'campaigns:messages.statsGenerationFailed')),
  });
  return {
    report: (campaignId: string, format: SpreadsheetFormat) => report.mutate({ campaignId, format }),
    reporting: report.isPending ? report.variables?.campaignId : undefined,
    stats: (campaignIds: string[], format: SpreadsheetFormat) => stats.mutate({ campaignIds, format }),
    statsPending: stats.isPending,
  };
}
