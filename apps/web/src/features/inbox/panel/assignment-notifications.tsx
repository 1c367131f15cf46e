import type { Conversation } from '@parley/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NoticeSnackbar } from '../../../components/notice-snackbar/notice-snackbar';
import { paths } from '../../../config/paths';
import { useRealtimeEvent } from '../../../lib/realtime';
import { useClosingValue } from '../../../lib/use-closing-value';
import { contactLabel } from '../../contacts/components/contact-identity';

/**
 * Tells the signed-in agent that auto-assign or a teammate gave them a conversation, wherever they are in the
 * dashboard, with a way to open it. Bottom centre, apart from the toasts at the top.
 */
export function AssignmentNotifications() {
  const { t } = useTranslation('auto-assign');
  const navigate = useNavigate();
  const [assigned, setAssigned] = useState<Conversation>();
  const shown = useClosingValue(assigned, assigned !== undefined);
  useRealtimeEvent('conversation.assigned', ({ conversation }) => setAssigned(conversation));

  const close = () => setAssigned(undefined);
  const open = (conversation: Conversation) => {
    close();
    navigate(conversationPath(conversation));
  };

  return (
    <NoticeSnackbar
      noticeKey={shown?.conversationId}
      open={assigned !== undefined}
      severity="info"
      message={shown && t('notification.message', { name: contactLabel(shown.contact) })}
      actionLabel={t('notification.open')}
      onAction={() => shown && open(shown)}
      onClose={close}
      testId="assignment-notification"
      actionTestId="open-assigned"
    />
  );
}

/** Where the inbox opens one conversation. */
const conversationPath = ({ channelId, conversationId }: Conversation) =>
  `${paths.dashboard.chat}?${new URLSearchParams({ channelId, conversationId })}`;
