import AddIcon from '@mui/icons-material/Add';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { isNotFound, NotFoundState } from '../../../components/not-found-state/not-found-state';
import { PageHeader } from '../../../components/page-header/page-header';
import { ListPagination } from '../../../components/table/list-pagination';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useCan } from '../../auth/use-can';
import { useChannel } from '../../channels/api';
import { ChannelLink } from '../../channels/components/channel-link';
import { SelectionBar } from '../../contacts/components/selection-bar';
import { useCampaigns, useCampaignUpdates, useRefreshCampaign } from '../api';
import { DownloadMenu } from '../components/download-menu';
import { CampaignFilters } from '../list/campaign-filters';
import { CampaignsTable } from '../list/campaigns-table';
import { toCampaignsQuery, useCampaignListState } from '../list/list-state';
import { StatsSummary } from '../list/stats-summary';
import { statsSelectionReducer } from '../stats-selection';
import { useCampaignDownloads } from '../use-campaign-downloads';

/**
 * Spec §2: `/dashboard/broadcast/list` (every channel's campaigns) and `/dashboard/broadcast/{channelId}`
 * (one channel's, where a manager can create one). Counts move live while campaigns run.
 */
export default function CampaignsPage() {
  const { channelId } = useParams();
  return channelId ? <ChannelCampaigns channelId={channelId} /> : <CampaignList />;
}

function ChannelCampaigns({ channelId }: { channelId: string }) {
  const { t } = useTranslation('campaigns');
  const channel = useChannel(channelId);
  if (isNotFound(channel.error))
    return <NotFoundState thing="channel" back={{ to: paths.dashboard.broadcast.list, label: t('title') }} />;
  return <CampaignList channelId={channelId} channelName={channel.data?.displayName} />;
}

function CampaignList({ channelId, channelName }: { channelId?: string; channelName?: string }) {
  const { t } = useTranslation(['campaigns', 'channels']);
  const toast = useToast();
  const canManage = useCan('manageCampaigns');
  const [state, setState] = useCampaignListState();
  const list = useCampaigns(toCampaignsQuery(state, channelId));
  useCampaignUpdates();
  const [selection, dispatch] = useReducer(statsSelectionReducer, []);
  const downloads = useCampaignDownloads();
  const refresh = useRefreshCampaign();

  useEffect(() => {
    if (list.isError) toast.error(errorText(t, list.error, 'campaigns:messages.fetchFailed'));
  }, [list.isError, list.error, toast, t]);

  const pageIds = list.data?.data.map((campaign) => campaign.campaignId) ?? [];
  const pageSelected = selection.filter((id) => pageIds.includes(id));
  const select = (ids: string[]) => {
    const removed = pageSelected.filter((id) => !ids.includes(id));
    const added = ids.filter((id) => !pageSelected.includes(id));
    if (removed.length > 1) dispatch({ type: 'removeMany', campaignIds: removed });
    else if (removed[0]) dispatch({ type: 'remove', campaignId: removed[0] });
    if (added.length > 1) dispatch({ type: 'addMany', campaignIds: added });
    else if (added[0]) dispatch({ type: 'add', campaignId: added[0] });
  };

  return (
    <Stack spacing={3}>
      <PageHeader
        back={channelId ? { to: paths.dashboard.broadcast.list, label: t('allChannels') } : undefined}
        title={t('title')}
        subtitle={channelId ? <ChannelLink channelId={channelId} displayName={channelName} /> : t('subtitle')}
        actions={
          <>
            <Button
              variant="outlined"
              color="inherit"
              startIcon={<CalendarMonthOutlined />}
              component={RouterLink}
              to={paths.dashboard.calendar}
            >
              {t('calendar.title')}
            </Button>
            {channelId && canManage && (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                component={RouterLink}
                to={paths.dashboard.broadcast.create(channelId)}
                data-testid="create-campaign"
              >
                {t('actions.create')}
              </Button>
            )}
          </>
        }
      />
      <Card>
        <CampaignFilters state={state} onChange={setState} />
        {selection.length > 0 && (
          <SelectionBar count={selection.length} onClear={() => dispatch({ type: 'clear' })}>
            <StatsSummary campaignIds={selection} />
            <DownloadMenu
              label={t('columns.downloadStats')}
              pending={downloads.statsPending}
              onDownload={(format) => downloads.stats(selection, format)}
              testId="download-selected-stats"
            />
          </SelectionBar>
        )}
        <CampaignsTable
          campaigns={list.data?.data ?? (list.isError ? [] : undefined)}
          stale={list.isPlaceholderData}
          selected={pageSelected}
          onSelect={select}
          onDownloadReport={downloads.report}
          onDownloadStats={downloads.stats}
          reporting={downloads.reporting}
          refreshing={refresh.isPending ? refresh.variables : undefined}
          onRefresh={(campaign) =>
            refresh.mutate(campaign.campaignId, {
              onError: (error) => toast.error(errorText(t, error, 'campaigns:messages.statsFailed')),
            })
          }
        />
        <ListPagination totalRecords={list.data?.totalRecords ?? 0} state={state} onChange={setState} />
      </Card>
    </Stack>
  );
}
