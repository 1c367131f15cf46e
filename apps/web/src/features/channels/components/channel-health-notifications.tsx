import type { RealtimeEvents } from '@parley/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NoticeSnackbar } from '../../../components/notice-snackbar/notice-snackbar';
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
    <NoticeSnackbar
      noticeKey={shown && `${shown.channelId}:${shown.occurredAt}:${shown.topic}`}
      open={notice !== undefined}
      severity="warning"
      message={
        shown &&
        t('health.notification.message', {
          topic: t(`health.topics.${shown.topic}`),
          event: shown.event ?? '',
        })
      }
      actionLabel={t('health.notification.open')}
      onAction={() => shown && open(shown.channelId)}
      onClose={close}
      testId="channel-health-notification"
    />
  );
}
