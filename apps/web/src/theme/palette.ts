import type { PaletteMode, PaletteOptions } from '@mui/material/styles';
import type { AppSettings } from '../settings/settings';

interface ColorScale {
  lighter: string;
  light: string;
  main: string;
  dark: string;
  darker: string;
  contrastText: string;
}

export const grey = {
  50: '#FCFDFD',
  100: '#F9FAFB',
  200: '#F4F6F8',
  300: '#DFE3E8',
  400: '#C4CDD5',
  500: '#919EAB',
  600: '#637381',
  700: '#454F5B',
  800: '#1C252E',
  900: '#141A21',
} as const;

const onDark = grey[900];

/** A colour in both modes: dark shades that carry white text in light mode, light shades that carry dark text in dark mode. */
type Tones = Record<PaletteMode, ColorScale>;

/** The spec's presets, in shades whose main colour reads at 4.5:1 as text on the page and under its contrast text. */
export const colorPresets: Record<AppSettings['colorPreset'], Tones> = {
  green: {
    light: {
      lighter: '#C8FAD6',
      light: '#5BE49B',
      main: '#007B55',
      dark: '#005E45',
      darker: '#004B50',
      contrastText: '#FFFFFF',
    },
    dark: {
      lighter: '#C8FAD6',
      light: '#86F2B3',
      main: '#5BE49B',
      dark: '#00A76F',
      darker: '#007867',
      contrastText: onDark,
    },
  },
  blue: {
    light: {
      lighter: '#D1E9FC',
      light: '#76B0F1',
      main: '#2065D1',
      dark: '#103996',
      darker: '#061B64',
      contrastText: '#FFFFFF',
    },
    dark: {
      lighter: '#D1E9FC',
      light: '#A5CDF8',
      main: '#76B0F1',
      dark: '#4C8FE6',
      darker: '#1A4FA8',
      contrastText: onDark,
    },
  },
  indigo: {
    light: {
      lighter: '#E0E4FC',
      light: '#8C9EFF',
      main: '#3F51B5',
      dark: '#283593',
      darker: '#1A237E',
      contrastText: '#FFFFFF',
    },
    dark: {
      lighter: '#E0E4FC',
      light: '#B4C0FF',
      main: '#8C9EFF',
      dark: '#6C7FE8',
      darker: '#3F51B5',
      contrastText: onDark,
    },
  },
  purple: {
    light: {
      lighter: '#EBD6FD',
      light: '#B985F4',
      main: '#7635DC',
      dark: '#431A9E',
      darker: '#200A69',
      contrastText: '#FFFFFF',
    },
    dark: {
      lighter: '#EBD6FD',
      light: '#D2B0F8',
      main: '#C39BF6',
      dark: '#A066EC',
      darker: '#7635DC',
      contrastText: onDark,
    },
  },
};

const secondary: Tones = {
  light: {
    lighter: '#EFD6FF',
    light: '#C684FF',
    main: '#8E33FF',
    dark: '#5119B7',
    darker: '#27097A',
    contrastText: '#FFFFFF',
  },
  dark: {
    lighter: '#EFD6FF',
    light: '#DDB3FF',
    main: '#C684FF',
    dark: '#AB5CFF',
    darker: '#8E33FF',
    contrastText: onDark,
  },
};
const info: Tones = {
  light: {
    lighter: '#CAFDF5',
    light: '#61F3F3',
    main: '#006C9C',
    dark: '#005A82',
    darker: '#003768',
    contrastText: '#FFFFFF',
  },
  dark: {
    lighter: '#CAFDF5',
    light: '#A6F9F9',
    main: '#61F3F3',
    dark: '#00B8D9',
    darker: '#006C9C',
    contrastText: onDark,
  },
};
const success: Tones = {
  light: {
    lighter: '#D3FCD2',
    light: '#77ED8B',
    main: '#0F7A4B',
    dark: '#065E49',
    darker: '#044035',
    contrastText: '#FFFFFF',
  },
  dark: {
    lighter: '#D3FCD2',
    light: '#A9F4B5',
    main: '#77ED8B',
    dark: '#22C55E',
    darker: '#118D57',
    contrastText: onDark,
  },
};
const warning: Tones = {
  light: {
    lighter: '#FFF5CC',
    light: '#FFD666',
    main: '#9A5B00',
    dark: '#7A4100',
    darker: '#4D2900',
    contrastText: '#FFFFFF',
  },
  dark: {
    lighter: '#FFF5CC',
    light: '#FFE699',
    main: '#FFD666',
    dark: '#FFAB00',
    darker: '#B76E00',
    contrastText: onDark,
  },
};
const error: Tones = {
  light: {
    lighter: '#FFE9D5',
    light: '#FFAC82',
    main: '#C4291A',
    dark: '#B71D18',
    darker: '#7A0916',
    contrastText: '#FFFFFF',
  },
  dark: {
    lighter: '#FFE9D5',
    light: '#FFCBB0',
    main: '#FFAC82',
    dark: '#FF5630',
    darker: '#B71D18',
    contrastText: onDark,
  },
};

export function createPalette({ paletteMode, colorPreset, contrast }: AppSettings): PaletteOptions {
  const light = paletteMode === 'light';
  const high = contrast === 'high';
  return {
    mode: paletteMode,
    primary: colorPresets[colorPreset][paletteMode],
    secondary: secondary[paletteMode],
    info: info[paletteMode],
    success: success[paletteMode],
    warning: warning[paletteMode],
    error: error[paletteMode],
    grey,
    divider: light
      ? high
        ? grey[400]
        : 'rgba(145, 158, 171, 0.2)'
      : high
        ? grey[600]
        : 'rgba(145, 158, 171, 0.2)',
    // Secondary text a shade off the grey scale, so that it reads at 4.5:1 on a selected row's tint too.
    text: light
      ? {
          primary: high ? '#000000' : grey[800],
          secondary: high ? grey[700] : '#586674',
          disabled: grey[500],
        }
      : { primary: '#FFFFFF', secondary: high ? grey[300] : '#A4B0BB', disabled: grey[600] },
    background: light
      ? { paper: '#FFFFFF', default: high ? grey[200] : '#FFFFFF' }
      : { paper: grey[800], default: grey[900] },
    action: { hover: 'rgba(145, 158, 171, 0.08)', selected: 'rgba(145, 158, 171, 0.16)' },
  };
}

declare module '@mui/material/styles' {
  interface PaletteColor {
    lighter: string;
    darker: string;
  }
  interface SimplePaletteColorOptions {
    lighter?: string;
    darker?: string;
  }
}
