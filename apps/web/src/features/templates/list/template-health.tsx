import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Template } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/use-date-format';

const qualityColours = { GREEN: 'success', YELLOW: 'warning', RED: 'error' } as const;

/** Meta's quality score of the template and the category it moved it from, each dated; nothing when neither. */
export function TemplateHealth({
  template,
}: {
  template: Pick<Template, 'qualityScore' | 'qualityUpdatedAt' | 'previousCategory' | 'categoryChangedAt'>;
}) {
  const { t } = useTranslation('template-list');
  const format = useDateFormat();
  if (!template.qualityScore && !template.previousCategory) return null;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start', mt: 0.5 }}>
      {template.qualityScore && (
        <Tooltip title={template.qualityUpdatedAt ? format.dateTime(template.qualityUpdatedAt) : ''}>
          <Chip
            size="small"
            variant="outlined"
            color={qualityColours[template.qualityScore as keyof typeof qualityColours] ?? 'default'}
            label={t('quality.label', {
              quality: t(`quality.${template.qualityScore}`, { defaultValue: template.qualityScore }),
            })}
            data-testid="template-quality"
          />
        </Tooltip>
      )}
      {template.previousCategory && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid="template-category-change">
          {t('categoryChanged', {
            category: t(`categories.${template.previousCategory}`, {
              defaultValue: template.previousCategory,
            }),
            time: template.categoryChangedAt ? format.dateTime(template.categoryChangedAt) : '',
          })}
        </Typography>
      )}
    </Stack>
  );
}
