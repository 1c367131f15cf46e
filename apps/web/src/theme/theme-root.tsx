import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useEffect, useMemo } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { useSettings } from '../settings/settings-context';
import { createAppTheme } from './create-theme';

// One style cache per direction: the right-to-left one mirrors every rule (margins, paddings, borders).
const caches = {
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

export function ThemeRoot({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  const theme = useMemo(() => createAppTheme(settings), [settings]);

  useEffect(() => {
    document.documentElement.dir = settings.direction;
    document.documentElement.style.colorScheme = settings.paletteMode;
  }, [settings.direction, settings.paletteMode]);

  return (
    <CacheProvider value={caches[settings.direction]}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
