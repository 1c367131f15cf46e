import Refresh from '@mui/icons-material/Refresh';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Campaign, SpreadsheetFormat } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LtrText } from '../../../components/ltr-text/ltr-text';
import { DataTable } from '../../../components/table/data-table';
import { paths } from '../../../config/paths';
import { useDateFormat } from '../../../lib/use-date-format';
import { CampaignCounts } from '../components/campaign-counts';
import { CampaignStatusChip } from '../components/campaign-status-chip';
import { DownloadMenu } from '../components/download-menu';

export interface CampaignsTableProps {
  campaigns: Campaign[] | undefined;
  /** An earlier page is shown while the next one loads. */
  stale: boolean;
  /** The ids of this page's campaigns picked for stats. */
  selected: string[];
  onSelect: (campaignIds: string[]) => void;
  onDownloadReport: (campaignId: string, format: SpreadsheetFormat) => void;
  onDownloadStats: (campaignIds: string[], format: SpreadsheetFormat) => void;
  onRefresh: (campaign: Campaign) => void;
  /** The campaign whose report is being fetched. */
  reporting?: string;
  refreshing?: string;
}

/** Spec §2: the campaign list's columns, word for word; a row's name opens its details. */
export function CampaignsTable(props: CampaignsTableProps) {
  const { campaigns, stale, selected, onSelect, reporting, refreshing } = props;
  const { t } = useTranslation('campaigns');
  const format = useDateFormat();
  const detailsPath = (campaign: Campaign) =>
    paths.dashboard.broadcast.details(campaign.channelId, campaign.campaignId);

  return (
    <DataTable
      columns={[
        {
          id: 'campaignId',
          label: t('columns.campaignId'),
          phone: 'title',
          render: (campaign) => (
            <Stack spacing={0.25} sx={{ minWidth: 0 }}>
              <Link
                component={RouterLink}
                to={detailsPath(campaign)}
                variant="subtitle2"
                color="inherit"
                sx={{ overflowWrap: 'anywhere' }}
                data-testid="campaign-name"
              >
                {campaign.campaignName}
              </Link>
              <Typography variant="caption" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
                <LtrText>{campaign.campaignId}</LtrText>
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('list.scheduledFor', { time: format.dateTime(campaign.scheduleTime) })}
              </Typography>
            </Stack>
          ),
        },
        {
          id: 'platform',
          label: t('columns.platform'),
          render: (campaign) => t(`platforms.${campaign.platform}`),
        },
        {
          id: 'channel',
          label: t('columns.channel'),
          render: (campaign) => (
            <Stack spacing={0.25}>
              <Typography variant="body2">{campaign.channel.displayName}</Typography>
              {campaign.channel.phoneNumber && (
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  <LtrText>{campaign.channel.phoneNumber}</LtrText>
                </Typography>
              )}
            </Stack>
          ),
        },
        {
          id: 'messageStatus',
          label: t('columns.messageStatus'),
          render: (campaign) => (
            <>
              <CampaignStatusChip campaign={campaign} />
              <CampaignCounts counts={campaign.counts} />
            </>
          ),
        },
        {
          id: 'details',
          label: t('columns.details'),
          render: (campaign) => (
            <Link component={RouterLink} to={detailsPath(campaign)} data-testid="campaign-details">
              {t('list.view')}
            </Link>
          ),
        },
        {
          id: 'downloadReport',
          label: t('columns.downloadReport'),
          align: 'center',
          render: (campaign) => (
            <DownloadMenu
              compact
              label={t('list.downloadReportOf', { name: campaign.campaignName })}
              pending={reporting === campaign.campaignId}
              onDownload={(fileFormat) => props.onDownloadReport(campaign.campaignId, fileFormat)}
              testId="download-report"
            />
          ),
        },
        {
          id: 'downloadStats',
          label: t('columns.downloadStats'),
          align: 'center',
          render: (campaign) => (
            <DownloadMenu
              compact
              label={t('list.downloadStatsOf', { name: campaign.campaignName })}
              onDownload={(fileFormat) => props.onDownloadStats([campaign.campaignId], fileFormat)}
              testId="download-stats"
            />
          ),
        },
        {
          id: 'refresh',
          label: t('columns.refresh'),
          align: 'center',
          render: (campaign) => (
            <Tooltip title={t('list.refreshOf', { name: campaign.campaignName })}>
              <span>
                <IconButton
                  size="small"
                  aria-label={t('list.refreshOf', { name: campaign.campaignName })}
                  disabled={refreshing === campaign.campaignId}
                  onClick={() => props.onRefresh(campaign)}
                  data-testid="refresh-campaign"
                >
                  <Refresh fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          ),
        },
      ]}
      rows={campaigns}
      rowKey={(campaign) => campaign.campaignId}
      rowTestId="campaign-row"
      stale={stale}
      skeletonRows={5}
      minWidth={1040}
      selection={{
        selected,
        onSelect,
        allLabel: t('list.selectPage'),
        rowLabel: (campaign) => t('list.selectCampaign', { name: campaign.campaignName }),
      }}
    />
  );
}
