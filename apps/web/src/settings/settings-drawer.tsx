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
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { colorPresets } from '../theme/palette';
import type { AppSettings } from './settings';
import { useSettings } from './settings-context';

type ChoiceField = Exclude<keyof AppSettings, 'responsiveFontSizes'>;

interface Choice<F extends ChoiceField> {
  field: F;
  options: { value: AppSettings[F]; label: string; swatch?: string }[];
}

const drawerWidth = 440;

/** Spec §2: the app-settings drawer on the right, 440 px wide, with a reset action. */
export function SettingsDrawer() {
  const { t } = useTranslation();
  const { settings, update, reset, isDefault, drawerOpen, closeDrawer } = useSettings();

  const choices: Choice<ChoiceField>[] = [
    {
      field: 'paletteMode',
      options: [
        { value: 'light', label: t('settings.paletteMode.light') },
        { value: 'dark', label: t('settings.paletteMode.dark') },
      ],
    },
    {
      field: 'contrast',
      options: [
        { value: 'normal', label: t('settings.contrast.normal') },
        { value: 'high', label: t('settings.contrast.high') },
      ],
    },
    {
      field: 'direction',
      options: [
        { value: 'ltr', label: t('settings.direction.ltr') },
        { value: 'rtl', label: t('settings.direction.rtl') },
      ],
    },
    {
      field: 'layout',
      options: [
        { value: 'vertical', label: t('settings.layout.vertical') },
        { value: 'horizontal', label: t('settings.layout.horizontal') },
      ],
    },
    {
      field: 'stretch',
      options: [
        { value: false, label: t('settings.stretch.compact') },
        { value: true, label: t('settings.stretch.wide') },
      ],
    },
    {
      field: 'navColor',
      options: [
        { value: 'blend-in', label: t('settings.navColor.blend-in') },
        { value: 'discreet', label: t('settings.navColor.discreet') },
        { value: 'evident', label: t('settings.navColor.evident') },
      ],
    },
    {
      field: 'colorPreset',
      options: (Object.keys(colorPresets) as AppSettings['colorPreset'][]).map((preset) => ({
        value: preset,
        label: t(`settings.colorPreset.${preset}`),
        swatch: colorPresets[preset].main,
      })),
    },
  ];

  return (
    <Drawer
      anchor="right"
      open={drawerOpen}
      onClose={closeDrawer}
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: drawerWidth } }, 'data-testid': 'settings-drawer' } as object,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2.5, py: 2 }}>
        <Typography variant="h6" sx={{ flexGrow: 1 }}>
          {t('settings.title')}
        </Typography>
        <Tooltip title={t('settings.reset')}>
          <IconButton onClick={reset} aria-label={t('settings.reset')} data-testid="settings-reset">
            <Badge color="error" variant="dot" invisible={isDefault}>
              <RestartAlt />
            </Badge>
          </IconButton>
        </Tooltip>
        <IconButton onClick={closeDrawer} aria-label={t('actions.close')}>
          <Close />
        </IconButton>
      </Stack>
      <Divider sx={{ borderStyle: 'dashed' }} />
      <Stack spacing={3} sx={{ p: 2.5, overflowY: 'auto' }}>
        {choices.map(({ field, options }) => (
          <Section key={field} title={t(`settings.${field}.title`)}>
            <ToggleButtonGroup
              exclusive
              fullWidth
              color="primary"
              value={settings[field]}
              onChange={(_, value: AppSettings[typeof field] | null) =>
                value !== null && update({ [field]: value })
              }
              aria-label={t(`settings.${field}.title`)}
            >
              {options.map((option) => (
                <ToggleButton
                  key={String(option.value)}
                  value={option.value}
                  data-testid={`settings-${field}-${String(option.value)}`}
                  sx={{ flexDirection: 'column', gap: 1, py: 1.5, textTransform: 'none' }}
                >
                  {option.swatch && (
                    <Box
                      sx={{ width: 24, height: 24, borderRadius: '50%', bgcolor: option.swatch }}
                      aria-hidden
                    />
                  )}
                  <Typography variant="caption" sx={{ fontWeight: 600 }}>
                    {option.label}
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
