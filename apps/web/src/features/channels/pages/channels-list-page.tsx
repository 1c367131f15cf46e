import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { LtrText } from '../../../components/ltr-text/ltr-text';
import { PageHeader } from '../../../components/page-header/page-header';
import { DataTable } from '../../../components/table/data-table';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { useChannels } from '../api';
import { QualityChip, WebhookChip } from '../components/channel-facts';

export default function ChannelsListPage() {
  const { t } = useTranslation('channels');
  const toast = useToast();
  const navigate = useNavigate();
  const channels = useChannels();

  useEffect(() => {
    if (channels.isError) toast.error(t('list.failed'));
  }, [channels.isError, toast, t]);

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('list.title')}
        actions={
          <Button
            component={RouterLink}
            to={paths.dashboard.channels.create}
            variant="contained"
            startIcon={<AddIcon />}
            data-testid="add-channel"
          >
            {t('list.add')}
          </Button>
        }
      />
      <Card>
        <DataTable
          columns={[
            {
              id: 'displayName',
              label: t('fields.displayName'),
              phone: 'title',
              sx: { fontWeight: 600 },
              render: (channel) => (
                <Typography variant="subtitle2" component="span">
                  {channel.displayName}
                </Typography>
              ),
            },
            {
              id: 'displayPhoneNumber',
              label: t('fields.displayPhoneNumber'),
              render: (channel) => <LtrText>{channel.displayPhoneNumber}</LtrText>,
            },
            {
              id: 'provider',
              label: t('fields.provider'),
              render: (channel) => t(`providers.${channel.provider}`),
            },
            {
              id: 'quality',
              label: t('fields.quality'),
              render: (channel) => <QualityChip rating={channel.qualityRating} />,
            },
            {
              id: 'webhook',
              label: t('fields.webhook'),
              render: (channel) => <WebhookChip channel={channel} />,
            },
          ]}
          rows={channels.isPending ? undefined : (channels.data?.data ?? [])}
          rowKey={(channel) => channel.channelId}
          rowTestId="channel-row"
          onOpen={(channel) => navigate(paths.dashboard.channels.details(channel.channelId))}
          empty={
            <Stack spacing={1} sx={{ py: 8, alignItems: 'center', textAlign: 'center' }}>
              <Typography variant="h6" component="h2">
                {t('list.emptyTitle')}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                {t('list.emptyDescription')}
              </Typography>
              <Button component={RouterLink} to={paths.dashboard.channels.create} variant="outlined">
                {t('list.add')}
              </Button>
            </Stack>
          }
        />
      </Card>
    </Stack>
  );
}
