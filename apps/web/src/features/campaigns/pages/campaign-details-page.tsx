import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isNotFound, NotFoundState } from '../../../components/not-found-state/not-found-state';
import { PageHeader } from '../../../components/page-header/page-header';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useCan } from '../../auth/use-can';
import { ChannelLink } from '../../channels/components/channel-link';
import { useCampaign, useCampaignProgress, useCampaignUpdates } from '../api';
import { DownloadMenu } from '../components/download-menu';
import { CampaignActions } from '../details/campaign-actions';
import { CampaignFunnel } from '../details/campaign-funnel';
import { CampaignSummary } from '../details/campaign-summary';
import { ProgressChart } from '../details/progress-chart';
import { RecipientsTable } from '../details/recipients-table';
import { useCampaignDownloads } from '../use-campaign-downloads';

/** `/dashboard/broadcast/{channelId}/{campaignId}`: one campaign, live while it runs. */
export default function CampaignDetailsPage() {
  const { t } = useTranslation('campaigns');
  const toast = useToast();
  const { channelId = '', campaignId = '' } = useParams();
  const campaign = useCampaign(campaignId);
  const progress = useCampaignProgress(campaignId);
  const canManage = useCan('manageCampaigns');
  const downloads = useCampaignDownloads();
  useCampaignUpdates();

  const failed = campaign.isError && !isNotFound(campaign.error) ? campaign.error : progress.error;
  useEffect(() => {
    if (failed) toast.error(errorText(t, failed, 'campaigns:messages.statsFailed'));
  }, [failed, toast, t]);

  const back = { to: paths.dashboard.broadcast.channel(channelId), label: t('title') };
  if (isNotFound(campaign.error)) return <NotFoundState thing="campaign" back={back} />;
  const data = campaign.data;

  return (
    <Stack spacing={3}>
      <PageHeader
        back={back}
        title={data?.campaignName ?? <Skeleton width={240} />}
        subtitle={<ChannelLink channelId={channelId} displayName={data?.channel.displayName} />}
        actions={
          data && (
            <>
              <DownloadMenu
                label={t('columns.downloadReport')}
                pending={downloads.reporting === campaignId}
                onDownload={(format) => downloads.report(campaignId, format)}
                testId="download-report"
              />
              {canManage && <CampaignActions campaign={data} />}
            </>
          )
        }
      />
      {data ? <CampaignSummary campaign={data} /> : <Skeleton variant="rounded" height={160} />}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '360px minmax(0, 1fr)' } }}>
        {data ? <CampaignFunnel counts={data.counts} /> : <Skeleton variant="rounded" height={360} />}
        <ProgressChart progress={progress.data} />
      </Box>
      <RecipientsTable campaignId={campaignId} channelId={channelId} />
    </Stack>
  );
}
