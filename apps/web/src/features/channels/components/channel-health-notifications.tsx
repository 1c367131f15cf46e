import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { limits, type RealtimeEvents } from '@parley/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useClosingValue } from '../../../lib/use-closing-value';
import { useChannelHealthUpdates } from '../api';

type Notice = Parameters<RealtimeEvents['channel.health']>[0];

/**
 * Tells an admin, wherever they are in the dashboard, that the provider said something about a
 * channel's health, with a way to open the channel. The server sends these to admins only.
 */
export function ChannelHealthNotifications() {
  const { t } = useTranslation('channels');
  const navigate = useNavigate();
  const [notice, setNotice] = useState<Notice>();
  const shown = useClosingValue(notice, notice !== undefined);
  useChannelHealthUpdates(setNotice);

  const close = () => setNotice(undefined);
  const open = (channelId: string) => {
    close();
    navigate(paths.dashboard.channels.details(channelId));
  };

  return (
    <Snackbar
      key={shown && `${shown.channelId}:${shown.occurredAt}:${shown.topic}`}
      open={notice !== undefined}
      autoHideDuration={limits.toastAutoHideMs}
      onClose={(_, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity="warning"
        variant="filled"
        data-testid="channel-health-notification"
        sx={{ width: '100%', boxShadow: 6, alignItems: 'center' }}
        action={
          shown && (
            <Button color="inherit" size="small" onClick={() => open(shown.channelId)}>
              {t('health.notification.open')}
            </Button>
          )
        }
      >
        {shown &&
          t('health.notification.message', {
            topic: t(`health.topics.${shown.topic}`),
            event: shown.event ?? '',
          })}
      </Alert>
    </Snackbar>
  );
}
