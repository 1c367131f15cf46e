import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Template } from '@parley/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/search-field/search-field';
import { PreviewHint } from '../../inbox/template-message/preview-hint';
import { useTemplates } from '../../templates/api';
import { useTemplateLanguages } from '../../templates/template-languages';
import { MessagePreview, renderChosen } from './message-preview';
import { WizardActions } from './wizard-actions';
import type { ChosenTemplate } from './wizard-state';

export interface TemplateStepProps {
  channelId: string;
  chosen: ChosenTemplate | null;
  onChoose: (template: Template) => void;
  onBack: () => void;
  onNext: () => void;
}

/** Step 2: one of the channel's approved templates, found by name, previewed as WhatsApp shows it. */
export function TemplateStep({ channelId, chosen, onChoose, onBack, onNext }: TemplateStepProps) {
  const { t } = useTranslation(['campaign-wizard', 'template-list']);
  const { nameOf } = useTemplateLanguages();
  const [search, setSearch] = useState('');
  const templates = useTemplates(channelId, {
    status: 'APPROVED',
    page: 1,
    records: 100,
    ...(search.trim() && { search: search.trim() }),
  });
  const list = templates.data?.data ?? [];

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' } }}>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <SearchField value={search} onChange={setSearch} placeholder={t('template.search')} fullWidth />
          {!templates.isPending && list.length === 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="no-templates">
              {t(search.trim() ? 'template.noMatch' : 'template.noneApproved')}
            </Typography>
          )}
          <List
            aria-label={t('template.listLabel')}
            sx={{
              maxHeight: 420,
              overflowY: 'auto',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              py: 0,
            }}
          >
            {list.map((template) => (
              <ListItem key={template.id} disablePadding divider>
                <ListItemButton
                  selected={template.id === chosen?.template.id}
                  aria-pressed={template.id === chosen?.template.id}
                  onClick={() => onChoose(template)}
                  data-testid="template-option"
                >
                  <ListItemText
                    primary={template.name}
                    secondary={nameOf(template.language)}
                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                  <Chip
                    size="small"
                    variant="outlined"
                    label={t(`template-list:categories.${template.category}`)}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Stack>
        <Box>
          {chosen ? (
            <MessagePreview language={chosen.template.language} rendered={renderChosen(chosen, null)} />
          ) : (
            <PreviewHint text={t('template.previewHint')} />
          )}
        </Box>
      </Box>
      <WizardActions onBack={onBack} onNext={onNext} nextDisabled={!chosen} />
    </Stack>
  );
}
