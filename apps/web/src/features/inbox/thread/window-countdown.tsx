import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../customer-window';

/** Under an hour left, the agent is warned that free text will soon be locked. */
const warningMs = 60 * 60 * 1000;

/** What is left of the 24-hour customer service window, or that it is closed. */
export function WindowCountdown({ remainingMs }: { remainingMs: number }) {
  const { t } = useTranslation('inbox');
  const open = remainingMs > 0;
  return (
    <Tooltip title={t('window.explained')}>
      <Chip
        size="small"
        variant="outlined"
        icon={<TimerOutlined />}
        color={!open ? 'default' : remainingMs < warningMs ? 'warning' : 'success'}
        label={open ? t('window.left', { time: formatCountdown(remainingMs) }) : t('window.closed')}
        data-testid="window-countdown"
        sx={{ fontVariantNumeric: 'tabular-nums' }}
      />
    </Tooltip>
  );
}
