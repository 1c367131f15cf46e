import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Template } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { useClosingValue } from '../../../lib/use-closing-value';
import { TemplatePreview } from '../components/template-preview';
import type { TemplateComponent } from '../template-components';
import { TemplateHealth } from './template-health';
import { TemplateStatusChip } from './template-status-chip';

export interface TemplatePreviewDrawerProps {
  /** The template to show; the drawer is open while there is one. */
  template: Template | undefined;
  languageName: (code: string) => string;
  onClose: () => void;
}

/** A template as its recipients see it, beside the list: how an approved template looks. */
export function TemplatePreviewDrawer({
  template: requested,
  languageName,
  onClose,
}: TemplatePreviewDrawerProps) {
  const { t } = useTranslation('template-list');
  const open = requested !== undefined;
  const template = useClosingValue(requested, open);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: 1, sm: 420 } } } }}
    >
      {template && (
        <Stack spacing={2.5} sx={{ p: 3 }} data-testid="template-preview-drawer">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                {template.name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {[
                  t(`categories.${template.category}`, { defaultValue: template.category }),
                  languageName(template.language),
                  t(`types.${template.templateType}`),
                ].join(' · ')}
              </Typography>
            </Box>
            <IconButton onClick={onClose} aria-label={t('actions.close')} edge="end">
              <Close />
            </IconButton>
          </Stack>
          <TemplateStatusChip template={template} written="all" />
          <TemplateHealth template={template} />
          <TemplatePreview
            components={template.components as unknown as TemplateComponent[]}
            language={template.language}
          />
        </Stack>
      )}
    </Drawer>
  );
}
