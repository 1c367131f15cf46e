import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { type Conversation, limits } from '@parley/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
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
    <Snackbar
      key={shown?.conversationId}
      open={assigned !== undefined}
      autoHideDuration={limits.toastAutoHideMs}
      onClose={(_, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity="info"
        variant="filled"
        data-testid="assignment-notification"
        sx={{ width: '100%', boxShadow: 6, alignItems: 'center' }}
        action={
          shown && (
            <Button color="inherit" size="small" onClick={() => open(shown)} data-testid="open-assigned">
              {t('notification.open')}
            </Button>
          )
        }
      >
        {shown && t('notification.message', { name: contactLabel(shown.contact) })}
      </Alert>
    </Snackbar>
  );
}

/** Where the inbox opens one conversation. */
const conversationPath = ({ channelId, conversationId }: Conversation) =>
  `${paths.dashboard.chat}?${new URLSearchParams({ channelId, conversationId })}`;
