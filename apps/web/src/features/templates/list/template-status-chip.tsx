import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Template } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../lib/isolate';
import { statusColor } from './template-status';

export interface TemplateStatusChipProps {
  template: Pick<Template, 'status' | 'rejectionReason' | 'rejectionInfo'>;
  /**
   * Where there is no hover to show a tooltip, what is written under the chip: the reason alone (a
   * narrow list cell), or all of it.
   */
  written?: 'reason' | 'all';
}

/**
 * A template's review status as a coloured chip, with the provider's reason for a rejection or pause
 * and the reviewer's explanation and recommendation (in the reviewer's words) in its tooltip, or
 * written under it.
 */
export function TemplateStatusChip({ template, written }: TemplateStatusChipProps) {
  const { t } = useTranslation('template-list');
  const { rejectionReason, rejectionInfo } = template;
  const lines = [
    rejectionReason &&
      t('reason', { reason: t(`reasons.${rejectionReason}`, { defaultValue: isolate(rejectionReason) }) }),
    rejectionInfo?.reason && t('rejectionInfo.reason', { text: isolate(rejectionInfo.reason) }),
    rejectionInfo?.recommendation &&
      t('rejectionInfo.recommendation', { text: isolate(rejectionInfo.recommendation) }),
  ]
    .filter((line): line is string => Boolean(line))
    .slice(0, written === 'reason' ? 1 : undefined);
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
      <Tooltip title={written ? '' : explanation}>
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
      {written && explanation && (
        <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
          {explanation}
        </Typography>
      )}
    </Stack>
  );
}
