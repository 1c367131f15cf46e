import { createTheme, responsiveFontSizes, type Theme } from '@mui/material/styles';
import type { AppSettings } from '../settings/settings';
import { componentOverrides } from './components';
import { createPalette } from './palette';
import { typography } from './typography';

/** The MUI theme for a set of appearance settings (spec §9: breakpoints, radius 8, fonts). */
export function createAppTheme(settings: AppSettings): Theme {
  const theme = createTheme({
    direction: settings.direction,
    palette: createPalette(settings),
    typography,
    shape: { borderRadius: 8 },
    breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1440 } },
    components: componentOverrides(settings),
  });
  return settings.responsiveFontSizes ? responsiveFontSizes(theme) : theme;
}
