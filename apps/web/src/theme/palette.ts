import type { PaletteOptions } from '@mui/material/styles';
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

export const colorPresets: Record<AppSettings['colorPreset'], ColorScale> = {
  green: {
    lighter: '#C8FAD6',
    light: '#5BE49B',
    main: '#00A76F',
    dark: '#007867',
    darker: '#004B50',
    contrastText: '#FFFFFF',
  },
  blue: {
    lighter: '#D1E9FC',
    light: '#76B0F1',
    main: '#2065D1',
    dark: '#103996',
    darker: '#061B64',
    contrastText: '#FFFFFF',
  },
  indigo: {
    lighter: '#E0E4FC',
    light: '#8C9EFF',
    main: '#3F51B5',
    dark: '#283593',
    darker: '#1A237E',
    contrastText: '#FFFFFF',
  },
  purple: {
    lighter: '#EBD6FD',
    light: '#B985F4',
    main: '#7635DC',
    dark: '#431A9E',
    darker: '#200A69',
    contrastText: '#FFFFFF',
  },
};

const secondary: ColorScale = {
  lighter: '#EFD6FF',
  light: '#C684FF',
  main: '#8E33FF',
  dark: '#5119B7',
  darker: '#27097A',
  contrastText: '#FFFFFF',
};
const info: ColorScale = {
  lighter: '#CAFDF5',
  light: '#61F3F3',
  main: '#00B8D9',
  dark: '#006C9C',
  darker: '#003768',
  contrastText: '#FFFFFF',
};
const success: ColorScale = {
  lighter: '#D3FCD2',
  light: '#77ED8B',
  main: '#22C55E',
  dark: '#118D57',
  darker: '#065E49',
  contrastText: '#FFFFFF',
};
const warning: ColorScale = {
  lighter: '#FFF5CC',
  light: '#FFD666',
  main: '#FFAB00',
  dark: '#B76E00',
  darker: '#7A4100',
  contrastText: grey[800],
};
const error: ColorScale = {
  lighter: '#FFE9D5',
  light: '#FFAC82',
  main: '#FF5630',
  dark: '#B71D18',
  darker: '#7A0916',
  contrastText: '#FFFFFF',
};

export function createPalette({ paletteMode, colorPreset, contrast }: AppSettings): PaletteOptions {
  const light = paletteMode === 'light';
  const high = contrast === 'high';
  return {
    mode: paletteMode,
    primary: colorPresets[colorPreset],
    secondary,
    info,
    success,
    warning,
    error,
    grey,
    divider: light
      ? high
        ? grey[400]
        : 'rgba(145, 158, 171, 0.2)'
      : high
        ? grey[600]
        : 'rgba(145, 158, 171, 0.2)',
    text: light
      ? {
          primary: high ? '#000000' : grey[800],
          secondary: high ? grey[700] : grey[600],
          disabled: grey[500],
        }
      : { primary: '#FFFFFF', secondary: high ? grey[300] : grey[500], disabled: grey[600] },
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
