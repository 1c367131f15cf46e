import ViewCarouselOutlined from '@mui/icons-material/ViewCarouselOutlined';
import WysiwygOutlined from '@mui/icons-material/WysiwygOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Template } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/table/data-table';
import { useDateFormat } from '../../../lib/use-date-format';
import { TemplateHealth } from './template-health';
import { TemplateRowMenu } from './template-row-menu';
import { TemplateStatusChip } from './template-status-chip';

export interface TemplatesTableProps {
  templates: Template[] | undefined;
  /** An earlier page is shown while the next one loads. */
  stale: boolean;
  languageName: (code: string) => string;
  onOpen: (template: Template) => void;
  onDelete: (template: Template) => void;
}

/** A channel's templates, one row each; a click on a row opens its preview. */
export function TemplatesTable({ templates, stale, languageName, onOpen, onDelete }: TemplatesTableProps) {
  const { t } = useTranslation('template-list');
  const format = useDateFormat();

  return (
    <DataTable
      columns={[
        {
          id: 'name',
          label: t('fields.name'),
          phone: 'title',
          render: (template) => (
            <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }} data-testid="template-name">
              {template.name}
            </Typography>
          ),
        },
        {
          id: 'category',
          label: t('fields.category'),
          render: (template) => t(`categories.${template.category}`, { defaultValue: template.category }),
        },
        {
          id: 'language',
          label: t('fields.language'),
          render: (template) => languageName(template.language),
        },
        {
          id: 'type',
          label: t('fields.type'),
          render: (template) => {
            const TypeIcon = template.templateType === 'Carousel' ? ViewCarouselOutlined : WysiwygOutlined;
            return (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
                <TypeIcon fontSize="small" />
                <Typography variant="body2" sx={{ color: 'text.primary' }}>
                  {t(`types.${template.templateType}`)}
                </Typography>
              </Stack>
            );
          },
        },
        {
          id: 'status',
          label: t('fields.status'),
          render: (template, onPhone) => (
            <>
              <TemplateStatusChip template={template} written={onPhone ? 'reason' : undefined} />
              <TemplateHealth template={template} />
            </>
          ),
        },
        {
          id: 'updatedAt',
          label: t('fields.updatedAt'),
          sx: { color: 'text.secondary', whiteSpace: 'nowrap' },
          render: (template) => format.dateTime(template.updatedAt),
        },
      ]}
      rows={templates}
      rowKey={(template) => template.id}
      rowTestId="template-row"
      stale={stale}
      skeletonRows={4}
      minWidth={760}
      onOpen={onOpen}
      actions={{
        label: t('actions.menu'),
        render: (template) => (
          <TemplateRowMenu onPreview={() => onOpen(template)} onDelete={() => onDelete(template)} />
        ),
      }}
    />
  );
}
