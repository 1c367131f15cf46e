import ArrowBack from '@mui/icons-material/ArrowBack';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import QuickreplyOutlined from '@mui/icons-material/QuickreplyOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { isNotFound } from '../../../components/not-found-state/not-found-state';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { useCan } from '../../auth/use-can';
import { useChannel, useSandboxCredentials } from '../api';
import { CampaignRateDialog } from '../components/campaign-rate-dialog';
import { ChannelFacts } from '../components/channel-facts';
import { ChannelHealthCard } from '../components/channel-health-card';
import { RegistrationPin } from '../components/registration-pin';

export default function ChannelDetailsPage() {
  const { t } = useTranslation('channels');
  const toast = useToast();
  const { channelId = '' } = useParams();
  const channel = useChannel(channelId);
  const sandbox = useSandboxCredentials();
  const canManage = useCan('manageChannels');
  const [editingRate, setEditingRate] = useState(false);
  const showsRegistrationPin = channel.data?.hasRegistrationPin;
  const handsetUrl =
    channel.data && sandbox.data?.businessAccountId === channel.data.businessAccountId
      ? `${sandbox.data.handsetUrl}?${new URLSearchParams({ phoneNumberId: channel.data.phoneNumberId })}`
      : undefined;

  useEffect(() => {
    if (channel.isError && !isNotFound(channel.error)) toast.error(t('details.failed'));
  }, [channel.isError, channel.error, toast, t]);

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Button
        component={RouterLink}
        to={paths.dashboard.channels.root}
        startIcon={
          <ArrowBack sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
        }
        sx={{ alignSelf: 'flex-start' }}
        color="inherit"
      >
        {t('list.title')}
      </Button>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h4" component="h1" data-testid="channel-name" sx={{ minWidth: 0 }}>
          {channel.data?.displayName ?? <Skeleton width={240} />}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexShrink: 0, flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={paths.dashboard.channels.templates(channelId)}
            variant="outlined"
            startIcon={<SmsOutlined />}
            data-testid="channel-templates"
          >
            {t('common:nav.templates')}
          </Button>
          <Button
            component={RouterLink}
            to={paths.dashboard.channels.quickReplies(channelId)}
            variant="outlined"
            startIcon={<QuickreplyOutlined />}
            data-testid="channel-quick-replies"
          >
            {t('common:nav.quickReply')}
          </Button>
          <Button
            component={RouterLink}
            to={paths.dashboard.channels.chatbots(channelId)}
            variant="outlined"
            startIcon={<SmartToyOutlined />}
            data-testid="channel-chatbots"
          >
            {t('common:nav.chatbot')}
          </Button>
        </Stack>
      </Stack>
      {handsetUrl && (
        <Alert
          severity="info"
          icon={<PhoneIphone />}
          action={
            <Button
              component="a"
              href={handsetUrl}
              target="_blank"
              rel="noopener"
              color="inherit"
              size="small"
              endIcon={<OpenInNew />}
              sx={{ whiteSpace: 'nowrap' }}
              data-testid="open-handset"
            >
              {t('handset.open')}
            </Button>
          }
        >
          {t('handset.hint')}
        </Alert>
      )}
      <Card>
        <CardContent sx={{ p: 3 }}>
          {channel.data ? (
            <ChannelFacts
              channel={channel.data}
              onEditRate={canManage ? () => setEditingRate(true) : undefined}
            />
          ) : (
            <Skeleton variant="rounded" height={280} />
          )}
        </CardContent>
      </Card>
      <ChannelHealthCard channelId={channelId} />
      {channel.data && canManage && (
        <CampaignRateDialog open={editingRate} channel={channel.data} onClose={() => setEditingRate(false)} />
      )}
      {showsRegistrationPin && (
        <Card>
          <CardContent sx={{ p: 3 }}>
            <RegistrationPin channelId={channelId} />
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
