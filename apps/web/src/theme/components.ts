import type { Components, Theme } from '@mui/material/styles';
import type { AppSettings } from '../settings/settings';

export function componentOverrides({ contrast }: AppSettings): Components<Theme> {
  return {
    MuiCssBaseline: {
      // The same ring on focusable elements that are not MUI components; `:where` keeps it below any
      // component's own focus style.
      styleOverrides: (theme) => ({ ':where(:focus-visible)': theme.focusVisible || {} }),
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 8 }, sizeLarge: { minHeight: 48 } },
    },
    MuiCard: {
      styleOverrides: {
        root: ({ theme }) => ({
          borderRadius: 16,
          position: 'relative',
          boxShadow:
            contrast === 'high'
              ? `0 0 0 1px ${theme.palette.divider}, 0 12px 24px -4px rgba(0,0,0,0.12)`
              : '0 0 2px 0 rgba(145,158,171,0.2), 0 12px 24px -4px rgba(145,158,171,0.12)',
        }),
      },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiOutlinedInput: { styleOverrides: { root: { borderRadius: 8 } } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    MuiTooltip: { defaultProps: { arrow: true } },
    // Subtitles style names, counts and labels; a heading says so with `component`.
    MuiTypography: {
      defaultProps: {
        variantMapping: { subtitle1: 'div', subtitle2: 'div' },
      },
    },
  };
}
