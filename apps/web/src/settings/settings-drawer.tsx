import Close from '@mui/icons-material/Close';
import RestartAlt from '@mui/icons-material/RestartAlt';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { colorPresets } from '../theme/palette';
import type { AppSettings } from './settings';
import { useSettings } from './settings-context';

type ChoiceField = Exclude<keyof AppSettings, 'responsiveFontSizes'>;

/** The drawer's sections in order; each option's label is `<field>.<value>` of the settings texts. */
const choices: { [F in ChoiceField]: { field: F; values: AppSettings[F][] } }[ChoiceField][] = [
  { field: 'paletteMode', values: ['light', 'dark'] },
  { field: 'contrast', values: ['normal', 'high'] },
  { field: 'direction', values: ['ltr', 'rtl'] },
  { field: 'layout', values: ['vertical', 'horizontal'] },
  { field: 'stretch', values: [false, true] },
  { field: 'navColor', values: ['blend-in', 'discreet', 'evident'] },
  { field: 'colorPreset', values: ['green', 'blue', 'indigo', 'purple'] },
];

const drawerWidth = 440;

/** Spec §2: the app-settings drawer on the right, 440 px wide, with a reset action. */
export function SettingsDrawer() {
  const { t } = useTranslation('settings');
  const { settings, update, reset, isDefault, drawerOpen, closeDrawer } = useSettings();
  const titleId = useId();

  return (
    <Drawer
      anchor="right"
      open={drawerOpen}
      onClose={closeDrawer}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: drawerWidth } },
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          'data-testid': 'settings-drawer',
        } as object,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2.5, py: 2 }}>
        <Typography variant="h6" component="h2" id={titleId} sx={{ flexGrow: 1 }}>
          {t('title')}
        </Typography>
        <Tooltip title={t('reset')}>
          <IconButton onClick={reset} aria-label={t('reset')} data-testid="settings-reset">
            <Badge color="error" variant="dot" invisible={isDefault}>
              <RestartAlt />
            </Badge>
          </IconButton>
        </Tooltip>
        <IconButton onClick={closeDrawer} aria-label={t('common:actions.close')}>
          <Close />
        </IconButton>
      </Stack>
      <Divider sx={{ borderStyle: 'dashed' }} />
      <Stack spacing={3} sx={{ p: 2.5, overflowY: 'auto' }}>
        {choices.map(({ field, values }) => (
          <Section key={field} title={t(`${field}.title`)}>
            <ToggleButtonGroup
              exclusive
              fullWidth
              color="primary"
              value={settings[field]}
              onChange={(_, value: AppSettings[typeof field] | null) =>
                value !== null && update({ [field]: value })
              }
              aria-label={t(`${field}.title`)}
            >
              {values.map((value) => (
                <ToggleButton
                  key={String(value)}
                  value={value}
                  data-testid={`settings-${field}-${String(value)}`}
                  sx={{ flexDirection: 'column', gap: 1, py: 1.5, textTransform: 'none' }}
                >
                  {field === 'colorPreset' && (
                    <Box
                      sx={{
                        width: 24,
                        height: 24,
                        borderRadius: '50%',
                        bgcolor: colorPresets[value as AppSettings['colorPreset']][settings.paletteMode].main,
                      }}
                      aria-hidden
                    />
                  )}
                  <Typography variant="caption" sx={{ fontWeight: 600 }}>
                    {t(`${field}.${String(value)}`)}
                  </Typography>
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Section>
        ))}
      </Stack>
    </Drawer>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', display: 'block', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
