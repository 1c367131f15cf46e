import { createTheme, responsiveFontSizes, type Theme } from '@mui/material/styles';
import type { LanguageCode } from '../lib/i18n';
import type { AppSettings } from '../settings/settings';
import { componentOverrides } from './components';
import { muiLocales } from './mui-locales';
import { createPalette } from './palette';
import { typography } from './typography';

/**
 * The MUI theme for a set of appearance settings (spec §9: breakpoints, radius 8, fonts), with MUI's
 * own texts in the interface language.
 */
export function createAppTheme(settings: AppSettings, language: LanguageCode = 'en'): Theme {
  const theme = createTheme(
    {
      direction: settings.direction,
      palette: createPalette(settings),
      typography,
      shape: { borderRadius: 8 },
      breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1440 } },
      components: componentOverrides(settings),
      // A solid ring in the primary colour around whatever has the keyboard focus (WCAG 2.4.7).
      focusVisible: true,
    },
    muiLocales[language],
  );
  return settings.responsiveFontSizes ? responsiveFontSizes(theme) : theme;
}
