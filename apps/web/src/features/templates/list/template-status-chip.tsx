import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Template } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { statusColor } from './template-status';

/**
 * A template's review status as a coloured chip, with the provider's reason for a rejection or pause
 * in its tooltip, or written under it where there is no hover to show a tooltip.
 */
export function TemplateStatusChip({
  template,
  reasonWritten = false,
}: {
  template: Pick<Template, 'status' | 'rejectionReason'>;
  reasonWritten?: boolean;
}) {
  const { t } = useTranslation('template-list');
  const reason = template.rejectionReason ? t('reason', { reason: template.rejectionReason }) : '';
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Tooltip title={reasonWritten ? '' : reason}>
        <Chip
          label={t(`statuses.${template.status}`)}
          color={statusColor(template.status)}
          size="small"
          variant="outlined"
          data-testid="template-status"
          data-status={template.status}
          sx={{ fontWeight: 600 }}
        />
      </Tooltip>
      {reasonWritten && reason && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid="rejection-reason">
          {reason}
        </Typography>
      )}
    </Stack>
  );
}
