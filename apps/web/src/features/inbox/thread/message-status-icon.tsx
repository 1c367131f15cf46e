import AccessTime from '@mui/icons-material/AccessTime';
import Done from '@mui/icons-material/Done';
import DoneAll from '@mui/icons-material/DoneAll';
import ErrorIcon from '@mui/icons-material/Error';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import type { Message } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { chatColors } from '../../templates/components/chat-colors';

/** A sent message's ticks: clock while queued, one when sent, two when delivered, blue when read. */
export function MessageStatusIcon({ message }: { message: Message }) {
  const { t } = useTranslation('inbox');
  const colors = chatColors(useTheme());
  const label = t(`status.${message.status}`);
  const common = { titleAccess: label, 'data-testid': 'message-status', 'data-status': message.status };
  switch (message.status) {
    case 'queued':
      return <AccessTime {...common} sx={{ fontSize: 14, color: colors.secondary }} />;
    case 'sent':
      return <Done {...common} sx={{ fontSize: 16, color: colors.secondary }} />;
    case 'delivered':
      return <DoneAll {...common} sx={{ fontSize: 16, color: colors.secondary }} />;
    case 'read':
    case 'played':
      return <DoneAll {...common} sx={{ fontSize: 16, color: colors.readTick }} />;
    case 'failed': {
      const reason = message.error
        ? [message.error.title, message.error.details].filter(Boolean).join(': ')
        : t('status.failedUnknown');
      return (
        <Tooltip title={t('status.failedReason', { reason })}>
          <ErrorIcon {...common} sx={{ fontSize: 16, color: 'error.main' }} />
        </Tooltip>
      );
    }
    case 'received':
      return null;
  }
}
