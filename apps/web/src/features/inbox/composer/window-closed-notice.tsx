import LockOutlined from '@mui/icons-material/LockOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export type LockReason = 'neverWrote' | 'windowClosed' | 'blocked';

export interface WindowClosedNoticeProps {
  reason: LockReason;
  onSendTemplate: () => void;
}

/** In place of the composer when free text cannot go out: why, and the template that can. */
export function WindowClosedNotice({ reason, onSendTemplate }: WindowClosedNoticeProps) {
  const { t } = useTranslation('inbox');
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      data-testid="composer-locked"
      data-reason={reason}
      sx={{
        alignItems: { sm: 'center' },
        px: 2,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexGrow: 1 }}>
        <LockOutlined fontSize="small" sx={{ mt: 0.25, color: 'text.secondary' }} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t(`composer.locked.${reason}`)}
        </Typography>
      </Stack>
      {reason !== 'blocked' && (
        <Button
          variant="contained"
          startIcon={<SmsOutlined />}
          onClick={onSendTemplate}
          sx={{ flexShrink: 0 }}
          data-testid="send-template"
        >
          {t('composer.sendTemplate')}
        </Button>
      )}
    </Stack>
  );
}
