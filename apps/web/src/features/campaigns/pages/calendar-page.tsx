import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { campaignStatuses } from '@parley/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header/page-header';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useCan } from '../../auth/use-can';
import { useCampaigns, useCampaignUpdates, useRescheduleCampaign } from '../api';
import { CampaignCalendar } from '../calendar/campaign-calendar';
import { campaignStatusColor } from '../campaign-status';

/** The most campaigns one month or week shows. */
const calendarRecords = 500;

/** `/dashboard/calendar`: every channel's campaigns at their schedule time; drag one that has not started. */
export default function CalendarPage() {
  const { t } = useTranslation('campaigns');
  const toast = useToast();
  const navigate = useNavigate();
  const canManage = useCan('manageCampaigns');
  const [range, setRange] = useState<{ from: string; to: string }>();
  const campaigns = useCampaigns({ ...range, page: 1, records: calendarRecords });
  const reschedule = useRescheduleCampaign();
  useCampaignUpdates();

  useEffect(() => {
    if (campaigns.isError) toast.error(errorText(t, campaigns.error, 'campaigns:messages.fetchFailed'));
  }, [campaigns.isError, campaigns.error, toast, t]);

  return (
    <Stack spacing={3}>
      <PageHeader title={t('calendar.title')} subtitle={t('calendar.subtitle')} />
      <Card>
        <CardContent>
          <CampaignCalendar
            campaigns={range ? (campaigns.data?.data ?? []) : []}
            editable={canManage}
            onRange={(next) =>
              setRange((current) => (current?.from === next.from && current.to === next.to ? current : next))
            }
            onOpen={(campaign) =>
              navigate(paths.dashboard.broadcast.details(campaign.channelId, campaign.campaignId))
            }
            onMove={(campaign, scheduleTime, revert) =>
              reschedule.mutate(
                { campaignId: campaign.campaignId, scheduleTime },
                {
                  onSuccess: () => toast.success(t('messages.rescheduled')),
                  onError: (error) => {
                    revert();
                    toast.error(errorText(t, error, 'campaigns:messages.actionFailed'));
                  },
                },
              )
            }
          />
          <StatusLegend />
        </CardContent>
      </Card>
    </Stack>
  );
}

function StatusLegend() {
  const { t } = useTranslation('campaigns');
  const theme = useTheme();
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 2, mt: 2 }}
      component="ul"
      aria-label={t('calendar.legend')}
    >
      {campaignStatuses.map((status) => {
        const color = campaignStatusColor[status];
        return (
          <Stack key={status} component="li" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box
              sx={{
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: color === 'default' ? theme.palette.grey[500] : theme.palette[color].main,
              }}
            />
            <Typography variant="caption">{t(`statuses.${status}`)}</Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}
