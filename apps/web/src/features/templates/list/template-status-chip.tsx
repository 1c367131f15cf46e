import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Template } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { statusColor } from './template-status';

/**
 * A template's review status as a coloured chip, with the provider's reason for a rejection or pause
 * (and the reviewer's explanation and recommendation, in the reviewer's words) in its tooltip, or
 * written under it where there is no hover to show a tooltip.
 */
export function TemplateStatusChip({
  template,
  reasonWritten = false,
}: {
  template: Pick<Template, 'status' | 'rejectionReason' | 'rejectionInfo'>;
  reasonWritten?: boolean;
}) {
  const { t } = useTranslation('template-list');
  const { rejectionReason, rejectionInfo } = template;
  const lines = [
    rejectionReason &&
      t('reason', { reason: t(`reasons.${rejectionReason}`, { defaultValue: rejectionReason }) }),
    rejectionInfo?.reason && t('rejectionInfo.reason', { text: rejectionInfo.reason }),
    rejectionInfo?.recommendation &&
      t('rejectionInfo.recommendation', { text: rejectionInfo.recommendation }),
  ].filter((line): line is string => Boolean(line));
  const explanation =
    lines.length > 0 ? (
      <Stack spacing={0.5} data-testid="rejection-reason">
        {lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </Stack>
    ) : null;

  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Tooltip title={reasonWritten ? '' : explanation}>
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
      {reasonWritten && explanation && (
        <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
          {explanation}
        </Typography>
      )}
    </Stack>
  );
}
