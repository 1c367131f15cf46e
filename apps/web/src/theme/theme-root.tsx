import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '../lib/i18n';
import { useSettings } from '../settings/settings-context';
import { createAppTheme } from './create-theme';

const ltrCache = createCache({ key: 'mui' });
let rtlCache: EmotionCache | undefined;

/**
 * The right-to-left style cache mirrors every rule (margins, paddings, borders). Its plugin is
 * loaded only when a user reads right-to-left, so it stays out of everyone else's bundle.
 */
export async function loadRtlCache(): Promise<EmotionCache> {
  if (!rtlCache) {
    const [{ prefixer }, { default: rtlPlugin }] = await Promise.all([
      import('stylis'),
      import('stylis-plugin-rtl'),
    ]);
    rtlCache = createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] });
  }
  return rtlCache;
}

export function ThemeRoot({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  const [loadedRtlCache, setLoadedRtlCache] = useState(rtlCache);
  // Until the mirroring plugin has loaded, the page stays left-to-right rather than half-flipped.
  const direction = settings.direction === 'rtl' && loadedRtlCache ? 'rtl' : 'ltr';
  const { i18n } = useTranslation();
  const language = i18n.language as LanguageCode;
  const theme = useMemo(
    () => createAppTheme({ ...settings, direction }, language),
    [settings, direction, language],
  );

  useEffect(() => {
    if (settings.direction === 'rtl' && !loadedRtlCache) void loadRtlCache().then(setLoadedRtlCache);
  }, [settings.direction, loadedRtlCache]);

  useEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.style.colorScheme = settings.paletteMode;
  }, [direction, settings.paletteMode]);

  return (
    <CacheProvider value={direction === 'rtl' && loadedRtlCache ? loadedRtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
