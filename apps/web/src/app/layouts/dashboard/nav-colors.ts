import { alpha, type Theme } from '@mui/material/styles';
import type { AppSettings } from '../../../settings/settings';

export interface NavColors {
  background: string;
  text: string;
  textActive: string;
  activeBackground: string;
  subheader: string;
  border: string;
}

/** Spec §2 nav colour: blend-in takes the page's colours, discreet a soft tint, evident a dark bar. */
export function navColors(theme: Theme, navColor: AppSettings['navColor']): NavColors {
  const { palette } = theme;
  const light = palette.mode === 'light';
  const base = {
    text: palette.text.secondary,
    textActive: light ? palette.primary.dark : palette.primary.light,
    activeBackground: alpha(palette.primary.main, 0.1),
    subheader: palette.text.secondary,
    border: palette.divider,
  };
  switch (navColor) {
    case 'discreet':
      return { ...base, background: light ? palette.grey[100] : palette.grey[900], border: 'transparent' };
    case 'evident':
      return {
        background: light ? palette.grey[800] : '#0B0F14',
        text: palette.grey[400],
        textActive: palette.primary.light,
        activeBackground: alpha(palette.primary.main, 0.18),
        subheader: palette.grey[500],
        border: 'transparent',
      };
    default:
      return { ...base, background: palette.background.default };
  }
}
